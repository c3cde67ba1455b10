/**
 * Context about the asker that is not a criterion (round 19 of first sight, issue 45): people tell
 * the search about themselves before (or after) they ask — their own city ("I'm in Lyon", "I sit
 * in Oslo", "I'm flying to Lima next week"), their organisation ("our HQ is in Leeds", "we just
 * closed our Porto office"), their colleagues ("my co-founder keeps pushing Polish candidates"),
 * their past hires ("we used to hire mostly from X", "my last hire was a junior") and their team
 * ("our team is all designers"). Only the ask is criteria. The pass reads the text clause by
 * clause:
 * - a clause whose subject is the asker or their own organisation (I, we, my / our ..., us) is
 *   context unless it is the ask itself: an ask verb ("I need", "we're hiring", "I'd like") or the
 *   role's own place ("the role sits in our Graz office", "the hire is for Cork");
 * - a clause after a context clause that goes on about it ("and it didn't work out") is context;
 * - a contrast ("but", "though", "however", ", so", "this time") marks where the ask starts: what
 *   precedes it in its sentence is context when any of it is (a colleague's push included: "our
 *   CFO wants us to look there, but I'd rather ...": the asker's own choice is the ask);
 * - an anaphor in the ask ("from them", "worked there", "that company", "somewhere else") is the
 *   company or place the context named, with the ask's polarity ("never worked there" is never
 *   worked at it); one the context does not resolve is dropped with a note, never applied the
 *   other way.
 * The context is taken out of the text with a note; the later passes read the ask alone. No
 * maintained source lists these forms: they are English grammar (first-person clauses and
 * connectives), listed once here.
 */
import type { ParsedQuery } from "./criteria.ts";
import type { ParseContext, ScanState } from "./parse-state.ts";
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
 * The ask itself: an ask verb in the present ("I need", "we're hiring", "get me", "I'd rather
 * have"), the role's own place or shape ("the role sits in", "the hire is for", "the position is
 * based"), or the organisation growing where it asks ("we're opening an office in Faro").
 */
const ASK =
  /\b(?:need|needs|needing|want|wants|wanting|look(?:ing)?\s+(?:for|to\s+hire)|seek(?:ing)?|search(?:ing)?\s+for|hiring|recruiting|to\s+(?:hire|recruit|find|fill)|find|show|get\s+me|give\s+me|(?:['’]d|would)\s+(?:like|love|rather|prefer)|prefer|require[sd]?|sourcing|staffing|mean|meant|mind|care|interested|open\s+to|(?:fine|ok|okay|happy|good)\s+with|accept|consider|exclude|skip|avoid|rule\s+out|target|focus|(?:['’]m|am|are|['’]re)\s+(?:not\s+)?after|(?:do|does|am|are|is|will|can)\s+not|(?:don|doesn|won|can|aren|isn)['’]t|cannot|must|should|ha(?:ve|s)\s+to|as\s+long\s+as|pls|please|plz|dm|ping|let\s+me\s+know|if\s+any(?:one|body)|recommend|refer|intro(?:duce)?|headcount|backfill(?:ing)?|budget\s+for|room\s+for|(?:role|position|job|hire|hires|opening|openings|vacancy|seat|post|candidate|candidates)\s+(?:is|are|sits?|will\s+(?:be|sit)|would\s+be|['’]s)|(?:opening|launching|setting\s+up|starting|growing|expanding|scaling|building(?:\s+out)?)\s+(?:a|an|our|the|my)\b)/iu;
/**
 * The hiring company's own blurb and offer ("we're a fintech", "we sponsor visas", "we offer
 * relocation"): a job ad's, read by ./read-ad.ts, not context dropped here.
 */
const COMPANY_BLURB =
  /^(?:we['’]re|we\s+are|our\s+company\s+is)\s+(?:a|an)\b|\b(?:sponsor\w*|visas?|relocation|relocate\s+(?:you|them|candidates|people|the\s+right)|offer(?:s|ing)?|benefits|salary|equity|remote|hybrid|on-?site)\b/iu;
/** Past habits are context even with an ask verb: "we used to hire from", "we always wanted". */
const PAST_HABIT = /\b(?:used\s+to|always|never\s+(?:again|before))\b/iu;
/** The contrasts that open the ask, with what may lead them in. */
const CONTRAST =
  /(?:,\s*(?:so|but|though|although|however|yet|this\s+time|instead)|\s+(?:but|though|although|however|yet|this\s+time|instead|so(?=\s+(?:if|i|we|please|pls|now|this|any(?:one|body)?|no|not)\b)))(?:\s*,)?(?![\p{L}])/giu;
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

/** A company or place the context named, as spelled there. */
interface Referent {
  kind: "company" | "place";
  name: string;
  /** Named as the asker's own employer ("I work at", "we're", "I'm on the X team at"). */
  own: boolean;
}

const OWN_EMPLOYER =
  /^(?:i|we)(?:['’](?:m|re)|\s+(?:am|are|work|works))?(?:\s+(?:\S+\s+){0,5}?)?(?:at|for|with)?\s*$/iu;

/** The kinds that say whom the search is for: a role, a department, a background. */
const WHOM = new Set(["role", "department", "background"]);
const namesWhom = (parsed: ParsedQuery) =>
  leavesOf(parsed.where).some((l) => !l.negated && WHOM.has(l.criterion.kind));

/**
 * The companies and places a context clause names, read by the parser with its subject left out;
 * the names it could not resolve are the query's name candidates.
 */
function referentsOf(said: string, state: ScanState, parse: Parse, whom: { named: boolean }): Referent[] {
  const bare = said.replace(/\b(?:i['’]m|i|we['’]re|we|my|our|us|me|myself|ourselves)\b/giu, " ");
  const found: Referent[] = [];
  const parsed = parse(bare, state.context);
  if (namesWhom(parsed)) whom.named = true;
  // Names no company record holds are looked up by the planner, which parses again with them known.
  for (const name of parsed.nameCandidates) state.nameCandidates.add(name);
  for (const { criterion: c } of leavesOf(parsed.where)) {
    const kind =
      c.kind === "location"
        ? "place"
        : ["current_company", "past_company", "company"].includes(c.kind)
          ? "company"
          : undefined;
    if (!kind) continue;
    const at = said.toLowerCase().indexOf(c.from.toLowerCase());
    const name = at < 0 ? c.from : said.slice(at, at + c.from.length);
    const own = kind === "company" && at >= 0 && OWN_EMPLOYER.test(said.slice(0, at).trim());
    if (!found.some((f) => f.name === name)) found.push({ kind, name, own });
  }
  return found;
}

const NAME_OR = (names: string[]) => names.join(" or ");
/** "poaching from them": taking people from a company is a source of hires, said as "people from". */
const POACH =
  /\b(?:poach(?:ing)?|steal(?:ing)?|raid(?:ing)?|tak(?:e|ing))\s+(?:people\s+|anyone\s+|folks\s+)?from\b/giu;
/** A company said again: "from them", "at that company", "those firms". */
const COMPANY_ANAPHOR =
  /\b(from|at|with|for|of)\s+(?:them|that\s+(?:company|firm|place|shop|outfit|employer|startup|business)|those\s+(?:companies|firms|guys|folks|places|startups|employers)|the\s+same\s+(?:company|firm|employer))(?![\p{L}])/giu;
/** "worked there", "live there", "from there": the one place or company the context named. */
const THERE =
  /\b(worked|work|works|working|employed|been|be|from|live|lives|living|based|located|sitting|sit|sits|out\s+of)\s+there(?![\p{L}])/giu;
const PLACE_VERB = /^(?:live|lives|living|based|located|sitting|sit|sits)$/iu;
/** "somewhere else", "elsewhere": not at the asker's own company (or, said of a place, not there). */
const ELSEWHERE =
  /\b(?:(?:who\s+)?(?:work|works|working|are|is)\s+)?(?:somewhere\s+else|elsewhere|anywhere\s+else)(?![\p{L}])/giu;

/** The ask names a company of its own before "elsewhere": "at Acme", "from Acme". */
const ASK_NAMES_COMPANY = /\b(?:at|from|with|for)\s+\p{Lu}/u;

/** The ask with its anaphors written as what the context named; notes say what was resolved or dropped. */
function resolveAnaphors(ask: string, referents: Referent[], notes: string[]): string {
  const companies = referents.filter((r) => r.kind === "company");
  const places = referents.filter((r) => r.kind === "place");
  const last = (list: Referent[]) => list.slice(-1).map((r) => r.name);
  const dropped = (said: string) => {
    notes.push(`"${said.trim()}": points back to context that names no company or place, not applied`);
    return " , ";
  };
  let out = ask.replace(POACH, "people from");
  out = out.replace(COMPANY_ANAPHOR, (said, prep: string) => {
    const plural = /^those\b/iu.test(said.slice(prep.length).trim());
    const names = plural ? companies.map((r) => r.name) : last(companies);
    if (!names.length) return dropped(said);
    notes.push(`"${said.trim()}": ${NAME_OR(names)}, as the asker's context named it`);
    return ` ${prep} ${NAME_OR(names)} `;
  });
  out = out.replace(THERE, (said, verb: string) => {
    const place = PLACE_VERB.test(verb) || !companies.length;
    const names = place ? last(places) : last(companies);
    if (!names.length) return dropped(said);
    notes.push(`"${said.trim()}": ${NAME_OR(names)}, as the asker's context named it`);
    return place ? ` ${verb} in ${NAME_OR(names)} ` : ` ${verb} at ${NAME_OR(names)} `;
  });
  out = out.replace(ELSEWHERE, (said, at: number, whole: string) => {
    const own = companies.filter((r) => r.own).map((r) => r.name);
    // "used to be at X and is now elsewhere": elsewhere than the company the ask itself names.
    if (own.length && !ASK_NAMES_COMPANY.test(whole.slice(0, at))) {
      notes.push(`"${said.trim()}": not at ${NAME_OR(own)}, the asker's own company`);
      return ` , not at ${NAME_OR(own)} , `;
    }
    return said;
  });
  return out;
}

/** "but I'd rather have X" after the context: the asker's own choice is the ask, not a preference. */
const RATHER_ASK =
  /^\s*(?:i|we)\s*(?:['’]d|would)\s+(?:much\s+)?(?:rather|prefer\s+to)\s+(?:have|hire|see|get|go\s+(?:with|for)|look\s+at|find|meet)\b/iu;
/** "my hiring manager wants X": a colleague's wish said as the only ask is the ask. */
const RELAYED =
  /^\s*(?:my|our)\s+(?:[\p{L}&'’-]+\s+){1,3}?(?:wants|needs|asked\s+for|asks\s+for|is\s+looking\s+for|would\s+like|['’]d\s+like)\b/iu;

/** Pass (text, after the self-description): context clauses out, anaphors in the ask resolved. */
export function readAskerContext(state: ScanState, parse: Parse): void {
  const text = state.text;
  if (!/\b(?:i|i['’]\p{L}+|we|we['’]\p{L}+|my|our|us)\b/iu.test(text)) return;
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
  const context = clauses.filter((c) => c.context);
  if (!context.length || context.length === clauses.length) return;
  const whom = { named: false };
  const referents = context.flatMap((c) => referentsOf(text.slice(c.start, c.end), state, parse, whom));
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
  if (whom.named && !namesWhom(parse(out, state.context))) return;
  state.notes.push(...notes);
  state.text = out;
}
