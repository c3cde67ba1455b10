/**
 * A one-word aside in brackets right after a negation ("not in (the) UK", "not (yet) senior", "not
 * (necessarily) in Berlin") is part of the sentence: the brackets are taken out, so the negation
 * reaches what follows the aside as it does without them ("not in (the) UK" had asked for the UK,
 * "not (necessarily) in Berlin" for Berlin). A bracket holding the negation's object ("not in
 * (Berlin, Munich)") is the operator pass's (Word.opens).
 */
const ASIDE =
  /\b(not|no|never|except|excluding|outside|without)((?:\s+(?:in|at|from|based\s+in|located\s+in))?)\s*\(\s*(\p{L}+)\s*\)/giu;

/** Text pass (before the others): one-word asides after a negation, unbracketed. */
export function unbracketNegatedAsides(text: string): string {
  return text.replace(ASIDE, "$1$2 $3 ");
}
