/**
 * Lookalikes of an exemplar (issue 45, round 16 of first sight): "more people like Ana Ferreira: a
 * senior engineer in Portugal", "someone with Zofia's background: two employers so far", "clones of
 * Priya Iyer, our VP of Sales", "same career shape as Sven: ...". The exemplar is named to describe
 * someone; what the asker says of them is the query. A person's name in the exemplar's place is
 * dropped with a note: read as words it became a filter on what the name happens to spell ("Ferreira"
 * is the Portuguese label of ESCO's blacksmith, "Jordan" a country, "Georgia" a state) or ranked
 * people who share the name first. A description in that place stays ("like our best AE": the AE
 * family is asked), and so does a company, a place, a skill or a title ("companies like Acme",
 * "cities like Berlin", "tools like Figma": those are examples of what is asked, not exemplars).
 *
 * A name here is one to three capitalised words of which none is a company the database knows and
 * at least one is no phrase of the vocabulary (a first or a last name the vocabulary does not hold),
 * or one capitalised word followed by a possessive ("Maria's"). One word the vocabulary holds only as
 * a place ("Georgia", "Austin") is a name too after a people noun ("more people like Georgia:") or a
 * cue only people take ("clones of Austin", "with Sydney's background"). A company's possessive
 * before a role ("like Tidewater Bank's head of data") is the exemplar's employer: dropped with a
 * note, never a filter on that employer's staff.
 *
 * The exemplar's employer said by a pronoun ("not from her own employer, Papaya Pay", "not at his
 * current company (Acme)") is the company named after it: the pronoun phrase is dropped so that the
 * cue governs the name, only when the words after it are a company the database or the employers
 * know ("not from my company (Munich based ones are fine)": a place, not a name). Unnamed ("not from her employer"), it is an employer the query does not
 * give: the exclusion is not applied, with a note, never read as a word to avoid or as a current
 * employer. The asker's own ("not at my company") after the asker said where they work ("I work at
 * Acme", "I'm a buyer at Acme") is named there: it is left to ./read-self-description.ts.
 */
import { companyNameKey } from "../keys.ts";
import type { CompanyLexicon } from "./company-names.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";

/** A capitalised word of a name ("Ana", "O'Neil", "Jean-Luc"), case-sensitive. */
const NAME_WORD = /^\p{Lu}[\p{L}'’-]*/u;
const POSSESSIVE = /^(?:['’]s|(?<=s)['’])(?![\p{L}\p{N}])/u;
/** Words before "like" that make it the verb ("I'd like", "who like Python"), not a comparison. */
const VERB_BEFORE = /\b(?:i|we|you|they|who|that|which|would|['’]d|do|does|did|really|also|to|not)\s*$/i;
/** Nouns whose examples follow "like" ("companies like Acme"): those are asked, not exemplars. */
const EXAMPLES_OF =
  /\b(?:compan(?:y|ies)|firms?|employers?|startups?|scale-?ups?|brands?|clients?|customers?|cit(?:y|ies)|places?|countr(?:y|ies)|regions?|hubs?|schools?|universit(?:y|ies)|colleges?|programs?|skills?|tools?|languages?|technolog(?:y|ies)|frameworks?|stacks?|platforms?|titles?|roles?|positions?|industr(?:y|ies)|sectors?|products?|certifications?|degrees?)\s*,?\s*$/i;
/** "people like", "similar to", "clones of", "same career shape as", "in the mould of". */
const CUE =
  /(?<![\p{L}\p{N}])(?:like|similar\s+to|the\s+likes\s+of|in\s+the\s+mou?ld\s+of|(?:clones?|cop(?:y|ies)|look-?alikes?|doppelg[aä]ngers?|versions?)\s+of|(?:the\s+)?(?:same|similar)\s+(?:career\s+(?:shape|path|trajectory)|profile|background|path|trajectory|experience|cv|skill\s*set)\s+(?:as|to)|(?:with|has|have|having|shares?|shared|sharing)(?=\s+\p{Lu}[\p{L}'’-]*(?:['’]s|(?<=s)['’])\s))\s+/giu;
/** After a possessive name, the nouns that make "with X's ..." an exemplar ("with Zofia's background"). */
const PROFILE_NOUN =
  /^\s+(?:own\s+)?(?:profile|background|career|experience|cv|r[ée]sum[ée]|path|trajectory|skill\s*set|skills|track\s+record)\b/iu;
const MAX_NAME_WORDS = 3;

/** The name at the start of `rest`: up to three capitalised words, and a possessive after them. */
function nameAt(rest: string): { name: string; possessive: string; length: number } | null {
  const parts: string[] = [];
  let at = 0;
  while (parts.length < MAX_NAME_WORDS) {
    const gap = parts.length ? (/^ +/.exec(rest.slice(at))?.[0] ?? "") : "";
    if (parts.length && !gap) break;
    const word = NAME_WORD.exec(rest.slice(at + gap.length));
    if (!word) break;
    const clean = word[0].replace(/['’]s?$/, "");
    parts.push(clean);
    at += gap.length + clean.length;
    if (clean !== word[0]) break;
  }
  if (!parts.length) return null;
  const possessive = POSSESSIVE.exec(rest.slice(at))?.[0] ?? "";
  // A word glued to the name that is no name's ("Ana2", "Sven_x") leaves it alone.
  if (/^[\p{L}\p{N}_]/u.test(rest.slice(at + possessive.length))) return null;
  return { name: parts.join(" "), possessive, length: at + possessive.length };
}

const PRONOUN = "(?:his|her|their|its|our|my)";
const EMPLOYER_NOUN = "(?:employer|company|firm|workplace|org(?:ani[sz]ation)?)";
const OWN_EMPLOYER = `${PRONOUN}\\s+(?:(?:own|current|present|existing)\\s+){0,2}${EMPLOYER_NOUN}`;
/** "her own employer, Papaya Pay", "his company (Acme)", "our firm — Acme": the name after it. */
const NAMED_OWN_EMPLOYER = new RegExp(`\\b${OWN_EMPLOYER}\\s*(?:,|\\(|[-–—:])\\s*(?=\\p{Lu})`, "gu");
const OWN_EMPLOYER_AT_START = new RegExp(`^${OWN_EMPLOYER}`, "iu");
/** The separator between the employer's pronoun phrase and the name given after it. */
const NAMED_AFTER = /^\s*(?:,|\(|[-–—:])\s*/u;
/** An exclusion of an employer the query names only by a pronoun. */
const UNNAMED_OWN_EMPLOYER = new RegExp(
  // Not "no one at their current company for 3 years": the time there (the tenure readers').
  `\\b(?:but\\s+)?(?:not|never|nobody|no\\s+one|none|except|excluding)\\s+(?:(?:from|at|with|in|of)\\s+)?(?:the\\s+)?${OWN_EMPLOYER}\\b(?!\\s+(?:for|since|over|more|less|longer|under|at\\s+(?:least|most))\\b)`,
  "giu",
);

/** The asker saying where they work: "I work at / for", "I'm ... at / with" a capitalised name. */
const SAYS_OWN_EMPLOYER =
  /\b[Ii]\s+(?:currently\s+|now\s+)?work\s+(?:at|for|with)\s+\p{Lu}|\b(?:[Ii]['’]m|[Ii]\s+am)\s+[^.;!?]{0,60}?\b(?:at|for|with)\s+\p{Lu}/u;
const FIRST_PERSON = /^(?:but\s+)?\S+\s+(?:\S+\s+)?(?:the\s+)?(?:my|our)\s/iu;

/** Whether these words (or their first one or two) are a company the database or the employers know. */
function isCompany(name: string, companies: CompanyLexicon, employerNames?: ReadonlySet<string>): boolean {
  const parts = name.split(/\s+/);
  for (let n = parts.length; n > 0; n--) {
    const head = parts.slice(0, n).join(" ");
    const match = companies.resolve(head);
    if (match && match.how !== "typo") return true;
    if (employerNames?.has(companyNameKey(head))) return true;
  }
  return false;
}

/**
 * Whether a company is named right after the employer's pronoun phrase ("her employer, Papaya
 * Pay"). A capitalised word there is as often a place or a remark ("not from my company (Munich
 * based ones are fine)", "our company, Berlin or remote"): a company counts as the name, and so do
 * words the vocabulary has no meaning for (an employer the index has not been asked about yet: the
 * first parse makes them a name candidate, ../search/employer-names.ts, which the second parse
 * knows); a word the vocabulary reads (a place, a role, a skill) never does.
 */
function companyNamedAfter(
  rest: string,
  companies: CompanyLexicon,
  employerNames?: ReadonlySet<string>,
): boolean {
  const gap = NAMED_AFTER.exec(rest);
  const found = gap ? nameAt(rest.slice(gap[0].length)) : null;
  if (!found) return false;
  if (isCompany(found.name, companies, employerNames)) return true;
  const first = found.name.split(/\s+/)[0] as string;
  return !PHRASES.has(words(found.name).join(" ")) && !PHRASES.has(words(first).join(" "));
}

/** A person said before "like" ("more people like", "someone similar to"): what follows is one of them. */
const PERSON_BEFORE =
  /\b(?:people|persons?|folks?|someone|somebody|anyone|anybody|candidates?|profiles?|hires?|ones|others|more)\s*,?\s*$/i;

/**
 * One word the vocabulary holds only as a place ("Georgia", "Austin", "Sydney"): in an exemplar's
 * place it is a first name, since a place there is asked with a noun of places ("cities like
 * Austin", EXAMPLES_OF), not of people.
 */
function isPlaceOnlyWord(name: string): boolean {
  if (/\s/.test(name)) return false;
  const meanings = PHRASES.get(words(name).join(" "));
  return meanings !== undefined && meanings.length > 0 && meanings.every((m) => m.kind === "place");
}

/** Whether the words are a person's name: no company, and at least one word the vocabulary lacks. */
function isPersonName(name: string, companies: CompanyLexicon, employerNames?: ReadonlySet<string>): boolean {
  if (isCompany(name, companies, employerNames)) return false;
  const parts = name.split(/\s+/);
  if (PHRASES.has(words(name).join(" "))) return false;
  return parts.some((p) => {
    const key = words(p).join(" ");
    return key !== "" && !PHRASES.has(key);
  });
}

/** Pass (raw text, before the place and name readers): exemplars' names dropped, their employer named. */
export function readExemplars(
  text: string,
  companies: CompanyLexicon,
  employerNames?: ReadonlySet<string>,
): { text: string; notes: string[] } {
  const notes: string[] = [];
  let out = "";
  let from = 0;
  for (const cue of text.matchAll(CUE)) {
    const at = cue.index ?? 0;
    if (at < from) continue;
    const end = at + cue[0].length;
    const found = nameAt(text.slice(end));
    if (!found) continue;
    const before = text.slice(Math.max(0, at - 60), at);
    const word = cue[0].trim().toLowerCase();
    if (word === "like" && VERB_BEFORE.test(before)) continue;
    if (EXAMPLES_OF.test(before)) continue;
    const possessed = /^(?:with|has|have|having|shares?|shared|sharing)$/.test(word);
    const after = text.slice(end + found.length);
    if (possessed && !(found.possessive && PROFILE_NOUN.test(after))) continue;
    // "like Notion's first designer": the possessor is whose the exemplar is (an employer, a team),
    // said with a noun after it; "a CV like Marek's" ends there.
    // Said by a company the database knows ("like Tidewater Bank's head of data"), it is the
    // exemplar's employer: what the lookalikes are is the role, never that employer's own staff.
    if (found.possessive && !PROFILE_NOUN.test(after) && /^\s+\p{L}/u.test(after)) {
      if (!isCompany(found.name, companies, employerNames)) continue;
      notes.push(`"${found.name}${found.possessive}": the exemplar's employer, not a filter on who is asked`);
      out += text.slice(from, end);
      from = end + found.length;
      continue;
    }
    const placeName =
      isPlaceOnlyWord(found.name) && (!/^(?:like|similar\s+to)$/.test(word) || PERSON_BEFORE.test(before));
    if (!placeName && !isPersonName(found.name, companies, employerNames)) continue;
    notes.push(
      `"${found.name}${found.possessive}": the exemplar's name, not a filter (what is said of them is the query)`,
    );
    // The cue goes with the name: "clones of", "same career shape as" say nothing of who is asked.
    out += `${text.slice(from, at)} `;
    from = end + found.length;
  }
  out += text.slice(from);
  out = out
    .replace(NAMED_OWN_EMPLOYER, (whole: string, at: number, all: string) =>
      companyNamedAfter(all.slice(at).replace(OWN_EMPLOYER_AT_START, ""), companies, employerNames)
        ? " "
        : whole,
    )
    .replace(UNNAMED_OWN_EMPLOYER, (whole: string, at: number, all: string) => {
      if (companyNamedAfter(all.slice(at + whole.length), companies, employerNames)) return whole;
      if (FIRST_PERSON.test(whole) && SAYS_OWN_EMPLOYER.test(all)) return whole;
      notes.push(`"${whole.trim()}": an employer the query does not name: not applied`);
      return " , ";
    });
  return { text: out, notes };
}
