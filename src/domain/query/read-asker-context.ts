/**
 * Context about the asker that is not a criterion (round 19 of first sight, issue 45): people tell
 * the search about themselves before (or after) they ask — their own city ("I'm in Lyon", "I sit
 * in Oslo", "I'm flying to Lima next week"), their organisation ("our HQ is in Leeds", "we just
 * closed our Porto office"), their colleagues ("my co-founder keeps pushing Polish candidates"),
 * their past hires ("we used to hire mostly from X", "my last hire was a junior") and their team
 * ("our team is all designers"). Only the ask is criteria. The pass reads the text clause by
 * clause:
 * - a clause whose subject is the asker or their own organisation (I, we, my / our ..., us) is
 *   context unless it is the ask itself: an ask verb ("I need", "we're hiring", "I'd like"), the
 *   role's own place ("the role sits in our Graz office", "the hire is for Cork") or hiring said in
 *   the present ("we only hire in X", "we have an opening in X", "our team lacks an X");
 * - a clause after a context clause that goes on about it ("and it didn't work out") is context;
 * - a contrast ("but", "though", "however", ", so", "this time") marks where the ask starts: what
 *   precedes it in its sentence is context when any of it is (a colleague's push included: "our
 *   CFO wants us to look there, but I'd rather ...": the asker's own choice is the ask, with the
 *   wish's role when it names none); ", now I / we" turns a past habit into the ask the same way;
 * - an anaphor in the ask ("from them", "worked there", "that company", "somewhere else", "who
 *   know it") is what the context or the asker's own description (read before, by
 *   ./read-self-description.ts, into ScanState.askerNamed) named, with the ask's polarity
 *   (./context-anaphors.ts); one nothing resolves is dropped with a note, never applied the other
 *   way.
 * The context is taken out of the text with a note; the later passes read the ask alone. No
 * maintained source lists these forms: they are English grammar (first-person clauses and
 * connectives), listed once here.
 */

import { resolveAnaphors } from "./context-anaphors.ts";
import type { ParsedQuery } from "./criteria.ts";
import type { AskerReferent, ParseContext, ScanState } from "./parse-state.ts";
import { leavesOf } from "./plan.ts";

type Parse = (query: string, context: ParseContext) => ParsedQuery;

/** Time said before the subject ("last year we hired", "recently I moved"): not the subject. */
const LEAD_IN =
  "(?:(?:last|this|next)\\s+(?:year|month|quarter|week|spring|summer|autumn|fall|winter)|recently|lately|previously|historically|in\\s+the\\s+past|for\\s+context|fyi|also|just|currently|right\\s+now|honestly|frankly)\\s*,?\\s*";
/** The asker or their organisation as the clause's subject: "I", "we're", "my co-founder", "our HQ". */
const FIRST_PERSON = new RegExp(
  `^(?:${LEAD_IN})?(?:i|i['’](?:m|ve|d|ll)|we|we['’](?:re|ve|d|ll)|us|(?:my|our)\\s+\\S+)(?![\\p{L}'’])`,
  "iu",
);
/** "my CTO wants", "our CEO is pushing": a colleague's wish, the asker's own words aside. */
const COLLEAGUE_WISH =
  /^(?:my|our)\s+(?:[\p{L}&'’-]+\s+){1,3}?(?:wants|needs|asked\s+for|asks\s+for|is\s+(?:looking\s+for|after|pushing(?:\s+for)?)|keeps\s+pushing|would\s+like|['’]d\s+like)\b/iu;
/**
 * Hiring said in the present, with no ask verb of the list: a constraint on the hires ("we only hire
 * in Lisbon", "we hire only in Chile"), a seat to fill ("we have an opening in Kraków", "our team has
 * an open seat", "two open reqs"), or what the team lacks ("our team lacks a designer", "we're short
 * of testers"). A habit ("we used to hire") stays context (PAST_HABIT).
 */
const HIRING_NOW = [
  String.raw`(?:i|we)\s+(?:(?:only|just|exclusively|now|currently)\s+)?hire(?:\s+only)?(?![\p{L}])`,
  String.raw`(?:have|has|got)\s+(?:(?:an?|one|two|three|four|five|\d+|some|several|new|open)\s+){1,2}(?:openings?|vacanc(?:y|ies)|seats?|roles?|positions?|reqs?|requisitions?|slots?|spots?|headcount)(?![\p{L}])`,
  String.raw`open\s+(?:seats?|roles?|positions?|reqs?|slots?|spots?)(?![\p{L}])`,
  String.raw`(?:lacks?|lacking|short\s+(?:of|on)|missing)(?![\p{L}])`,
].join("|");

/**
 * The ask itself: an ask verb in the present ("I need", "we're hiring", "get me", "I'd rather
 * have"), the role's own place or shape ("the role sits in", "the hire is for", "the position is
 * based"), or the organisation growing where it asks ("we're opening an office in Faro").
 */
const ASK = new RegExp(
  String.raw`\b(?:need|needs|needing|want|wants|wanting|look(?:ing)?\s+(?:for|to\s+hire)|seek(?:ing)?|search(?:ing)?\s+for|hiring|recruiting|to\s+(?:hire|recruit|find|fill)|find|show|get\s+me|give\s+me|(?:['’]d|would)\s+(?:like|love|rather|prefer)|prefer|require[sd]?|sourcing|staffing|mean|meant|mind|care|interested|open\s+to|(?:fine|ok|okay|happy|good)\s+with|accept|consider|exclude|skip|avoid|rule\s+out|target|focus|(?:['’]m|am|are|['’]re)\s+(?:not\s+)?after|(?:do|does|am|are|is|will|can)\s+not|(?:don|doesn|won|can|aren|isn)['’]t|cannot|must|should|ha(?:ve|s)\s+to|as\s+long\s+as|pls|please|plz|dm|ping|let\s+me\s+know|if\s+any(?:one|body)|recommend|refer|intro(?:duce)?|headcount|backfill(?:ing)?|budget\s+for|room\s+for|(?:role|position|job|hire|hires|opening|openings|vacancy|seat|post|candidate|candidates)\s+(?:is|are|sits?|will\s+(?:be|sit)|would\s+be|['’]s)|(?:opening|launching|setting\s+up|starting|growing|expanding|scaling|building(?:\s+out)?)\s+(?:a|an|our|the|my)\b|${HIRING_NOW})`,
  "iu",
);
/**
 * The hiring company's own blurb and offer ("we're a fintech", "we sponsor visas", "we offer
 * relocation"): a job ad's, read by ./read-ad.ts, not context dropped here.
 */
const COMPANY_BLURB =
  /^(?:we['’]re|we\s+are|our\s+company\s+is)\s+(?:a|an)\b|\b(?:sponsor\w*|visas?|relocation|relocate\s+(?:you|them|candidates|people|the\s+right)|offer(?:s|ing)?|benefits|salary|equity|remote|hybrid|on-?site)\b/iu;
/** Past habits are context even with an ask verb: "we used to hire from", "we always wanted". */
const PAST_HABIT = /\b(?:used\s+to|always|never\s+(?:again|before))\b/iu;
/**
 * The contrasts that open the ask, with what may lead them in; "anyone but", "anywhere but" set
 * apart (a preposition, "except"), not a contrast.
 */
const CONTRAST =
  /(?:,\s*(?:so|but|though|although|however|yet|this\s+time|instead|(?:but\s+|and\s+)?now(?=\s+(?:i|we)(?:['’]\p{L}+)?\s))|(?<!\b(?:(?:any|every|no)(?:one|body|where|thing)|no\s+one|all))\s+(?:but|though|although|however|yet|this\s+time|instead|so(?=\s+(?:if|i|we|please|pls|now|this|any(?:one|body)?|no|not)\b)))(?:\s*,)?(?![\p{L}])/giu;
/** Where a new clause starts in a sentence: "and" or a comma before a new subject or an ask verb. */
const CLAUSE_JOIN =
  /(?:,\s*(?:and\s+)?|\s+and\s+)(?=(?:i|i['’]\p{L}+|we|we['’]\p{L}+|my|our|it|they|he|she|that|this|which|need|needs|want|wants)(?![\p{L}]))/giu;
/** A clause going on about the one before: "and it didn't work out", "which was a mess". */
const GOES_ON = /^\s*(?:,\s*)?(?:and\s+)?(?:it|they|he|she|that|this|which)(?![\p{L}])/iu;
/** Where sentences end: a stop, a semicolon, a colon, a dash set apart. */
const SENTENCE_END = /[.!?;:]+(?=\s|$)|\s[—–-]\s|[—–]/gu;

interface Clause {
  start: number;
  end: number;
  /** The clause opens with a contrast ("but ..."): where it starts in the text, marker included. */
  contrast?: number;
  context: boolean;
}

/** The clauses of one sentence (start..end in the text), each opened by a contrast or a join. */
function clausesOf(text: string, start: number, end: number): Clause[] {
  const sentence = text.slice(start, end);
  const cuts: { at: number; open: number; contrast: boolean }[] = [];
  for (const m of sentence.matchAll(CONTRAST))
    cuts.push({ at: m.index, open: m.index + m[0].length, contrast: true });
  for (const m of sentence.matchAll(CLAUSE_JOIN)) {
    if (!cuts.some((c) => m.index >= c.at && m.index < c.open))
      cuts.push({ at: m.index, open: m.index + m[0].length, contrast: false });
  }
  cuts.sort((a, b) => a.at - b.at);
  const clauses: Clause[] = [];
  let from = 0;
  let contrastAt: number | undefined;
  for (const cut of [...cuts, { at: sentence.length, open: sentence.length, contrast: false }]) {
    if (cut.at > from || clauses.length === 0) {
      clauses.push({
        start: start + from,
        end: start + cut.at,
        ...(contrastAt !== undefined ? { contrast: contrastAt } : {}),
        context: false,
      });
    }
    from = cut.open;
    contrastAt = cut.contrast ? start + cut.at : undefined;
  }
  return clauses;
}

/**
 * A clause telling what happened, not naming whom to find: a finite verb of news ("Finance is
 * getting audited", "Acme just laid off half its staff"). Beside context it is context too.
 */
const NARRATIVE =
  /\b(?:is|are|was|were|has|have|had|just|recently|laid\s+off|let\s+go|closed|shut|moved|left|went|came|hired|fired|acquired|raised|lost|keeps?)\b/iu;

interface Reading {
  first: boolean;
  /** The asker's own ask (a colleague's wish aside). */
  asks: boolean;
  wish: boolean;
  narrative: boolean;
}

function readingOf(said: string): Reading {
  const first = FIRST_PERSON.test(said);
  const wish = COLLEAGUE_WISH.test(said);
  const asks = ASK.test(said) && !PAST_HABIT.test(said) && !wish;
  return { first, asks, wish, narrative: !first && !asks && NARRATIVE.test(said) };
}

/** Which clauses of a sentence are context, by the rules in the header. */
function markContext(text: string, clauses: Clause[]): void {
  const readings = clauses.map((c) => readingOf(text.slice(c.start, c.end).trim()));
  const said = (i: number) => text.slice((clauses[i] as Clause).start, (clauses[i] as Clause).end);
  clauses.forEach((c, i) => {
    const r = readings[i] as Reading;
    const previous = clauses[i - 1];
    if (r.first && !r.asks && !r.wish && !COMPANY_BLURB.test(said(i))) c.context = true;
    else if (previous?.context && c.contrast === undefined && GOES_ON.test(said(i)) && !r.asks)
      c.context = true;
  });
  // News told beside context, with no contrast between, is context too ("Acme laid off staff and we ...").
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i] as Clause;
    const next = clauses[i + 1];
    const joined = (a: Clause | undefined, b: Clause | undefined) => a?.context && b?.contrast === undefined;
    if (
      (readings[i] as Reading).narrative &&
      (joined(clauses[i - 1], c) || (next?.context && next.contrast === undefined))
    )
      c.context = true;
  }
  // A contrast opening the asker's ask: what precedes it, when none of it is an ask of the asker's
  // own and some is context or a colleague's wish, is context (its noun phrases aside).
  clauses.forEach((c, i) => {
    const r = readings[i] as Reading;
    if (c.contrast === undefined || !(r.asks || !r.first)) return;
    const before = readings.slice(0, i);
    if (before.some((b) => b.asks) || !before.some((b, k) => b.wish || (clauses[k] as Clause).context))
      return;
    before.forEach((b, k) => {
      if (b.first || b.wish || b.narrative) (clauses[k] as Clause).context = true;
    });
  });
}

const OWN_EMPLOYER =
  /^(?:i|we)(?:['’](?:m|re)|\s+(?:am|are|work|works))?(?:\s+(?:\S+\s+){0,5}?)?(?:at|for|with)?\s*$/iu;

/** The criteria a context clause names that an anaphor in the ask may point back to. */
const REFERENT_KIND: Partial<Record<string, AskerReferent["kind"]>> = {
  location: "place",
  current_company: "company",
  past_company: "company",
  company: "company",
  skill: "skill",
  industry: "industry",
  past_industry: "industry",
};

/** Whether the context said whom to find, and the roles a colleague's wish named ("wants engineers"). */
interface Whom {
  named: boolean;
  wished: string[];
}

/** The kinds that say whom the search is for: a role, a department, a background. */
const WHOM = new Set(["role", "department", "background"]);
const namesWhom = (parsed: ParsedQuery) =>
  leavesOf(parsed.where).some((l) => !l.negated && WHOM.has(l.criterion.kind));

/**
 * The companies and places a context clause names, read by the parser with its subject left out;
 * the names it could not resolve are the query's name candidates.
 */
function referentsOf(said: string, state: ScanState, parse: Parse, whom: Whom): AskerReferent[] {
  // Only the names matter here, not how the context relates to them: "left for X" (a departure the
  // parser reads as a former employer, and drops with nothing to attach it to) names X.
  const bare = said
    .replace(/\b(?:i['’]m|i|we['’]re|we|my|our|us|me|myself|ourselves)\b/giu, " ")
    .replace(/\b(?:left|quit|departed|defected)\s+(?:for|to)\b/giu, " at ");
  const found: AskerReferent[] = [];
  const parsed = parse(bare, state.context);
  if (namesWhom(parsed)) whom.named = true;
  // A colleague's wish names whom they want; the asker's own choice after it may change only how.
  if (COLLEAGUE_WISH.test(said.trim()))
    for (const { criterion: c, negated } of leavesOf(parsed.where))
      if (!negated && WHOM.has(c.kind) && !whom.wished.includes(c.from)) whom.wished.push(c.from);
  // Names no company record holds are looked up by the planner, which parses again with them known.
  for (const name of parsed.nameCandidates) state.nameCandidates.add(name);
  for (const { criterion: c } of leavesOf(parsed.where)) {
    const kind = REFERENT_KIND[c.kind];
    if (!kind) continue;
    const at = said.toLowerCase().indexOf(c.from.toLowerCase());
    const name = at < 0 ? c.from : said.slice(at, at + c.from.length);
    const own = kind === "company" && at >= 0 && OWN_EMPLOYER.test(said.slice(0, at).trim());
    if (!found.some((f) => f.name === name)) found.push({ kind, name, own });
  }
  return found;
}

/** "but I'd rather have X" after the context: the asker's own choice is the ask, not a preference. */
const RATHER_ASK =
  /^\s*(?:i|we)\s*(?:['’]d|would)\s+(?:much\s+)?(?:rather|prefer\s+to)\s+(?:have|hire|see|get|go\s+(?:with|for)|look\s+at|find|meet)\b/iu;
/** "my hiring manager wants X": a colleague's wish said as the only ask is the ask. */
const RELAYED =
  /^\s*(?:my|our)\s+(?:[\p{L}&'’-]+\s+){1,3}?(?:wants|needs|asked\s+for|asks\s+for|is\s+looking\s+for|would\s+like|['’]d\s+like)\b/iu;

/** The text's clauses, sentence by sentence, with the context marked. */
function markedClauses(text: string): Clause[] {
  const clauses: Clause[] = [];
  let from = 0;
  for (const end of [...text.matchAll(SENTENCE_END), { index: text.length, 0: "" }]) {
    const stop = end.index ?? text.length;
    if (stop > from) {
      const sentence = clausesOf(text, from, stop);
      markContext(text, sentence);
      clauses.push(...sentence);
    }
    from = stop + end[0].length;
  }
  return clauses;
}

/** The asker or their team lacking someone: "our team lacks", "we're short of", "my org is missing". */
const ASKER_LACKS =
  /\b((?:my|our)\s+(?:[\p{L}-]+\s+){0,2}?|we\s+|we['’]re\s+|we\s+are\s+)(?:lacks?|lacking|(?:is\s+|are\s+)?(?:short\s+(?:of|on)|missing))(?![\p{L}])/giu;

/** Pass (text, after the self-description): context clauses out, anaphors in the ask resolved. */
export function readAskerContext(state: ScanState, parse: Parse): void {
  // "our team lacks a designer" asks for one: the lack is the asker's, not the people's.
  const text = state.text.replace(ASKER_LACKS, (_said, who: string) => `${who} needs `);
  state.text = text;
  const clauses = /\b(?:i|i['’]\p{L}+|we|we['’]\p{L}+|my|our|us)\b/iu.test(text) ? markedClauses(text) : [];
  const context = clauses.filter((c) => c.context);
  if (!context.length || context.length === clauses.length) {
    // No context clause: what the asker's own description named is still what the ask points to.
    if (state.askerNamed.length) state.text = resolveAnaphors(text, state.askerNamed, state.notes, true);
    return;
  }
  const whom: Whom = { named: false, wished: [] };
  const referents = [
    ...state.askerNamed,
    ...context.flatMap((c) => referentsOf(text.slice(c.start, c.end), state, parse, whom)),
  ];
  const notes: string[] = [];
  let out = "";
  let at = 0;
  let afterContext = false;
  for (const c of clauses) {
    const said = text.slice(c.start, c.end);
    if (c.context) {
      out += `${text.slice(at, c.contrast ?? c.start)} , `;
      notes.push(`"${said.trim()}": the asker's context, not a criterion`);
      afterContext = true;
    } else {
      // The contrast that opened the ask after context is spent: the ask is read alone.
      const lead = afterContext && c.contrast !== undefined ? " , " : text.slice(at, c.start);
      let ask = said.replace(RATHER_ASK, " I want ");
      ask = ask.replace(RELAYED, " I want ");
      out += lead + resolveAnaphors(ask, referents, notes);
      afterContext = false;
    }
    at = c.end;
  }
  out += text.slice(at);
  // Context is background to an ask: when only what was taken for context says whom to find ("I've
  // got a req open for a data engineer. Leeds or York."), it was the ask, and the text stays whole.
  // The asker's choice against a colleague's wish with no role of its own ("my VP wants senior
  // designers, but I'd rather have junior ones") keeps the role the wish named.
  if (whom.named && !namesWhom(parse(out, state.context))) {
    if (!whom.wished.length) return;
    out = `${out} , ${whom.wished.join(" or ")}`;
  }
  state.notes.push(...notes);
  state.text = out;
}
