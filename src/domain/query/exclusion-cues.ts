/**
 * Exclusion cues before any criterion kind (issue 45, "never the opposite"), brought to the
 * "except" the later passes read, before the negation idioms (./negation-idioms.ts):
 *
 * - "bar X", "save X", "save for X": "bar" and "save" are also nouns and verbs ("bar staff", "save
 *   costs"), so they are a cue only after a clause break or a criterion's word and before what an
 *   exclusion takes (a name's capital, "those / anyone at", a level, a person word);
 * - "any company but X", "any city other than X", "anything but X", "anywhere bar X": "any <kind>"
 *   or "any-thing/where" with but / bar / except / other than / save is "except";
 * - a dash before a clause with its own exclusion cue ("X - Y need not apply", "X – no Y",
 *   "X — Y excluded") is a clause break, so the cue's scope is its own clause, never the words
 *   before the dash;
 * - "<Y> excluded", "<Y> not included" at a clause's start: Y is excluded;
 * - a clause ending in "only" after a comma ("no seniors, juniors and mids only") is a clause of
 *   its own: the exclusion before it does not reach into it;
 * - "<Company> alumni", "former <Company> people", "ex-<Company>": the label convention of the
 *   first-sight protocol, a past employer that is not the current one (state.elsewhere).
 * A cue left whose scope is still not understood is the guard's to drop (./polarity-guard.ts).
 */
import { companyNameKey } from "../keys.ts";
import type { ScanState } from "./parse-state.ts";

/**
 * A company of the database, or an employer the index holds without a record (the planner found it:
 * ParseContext.employerNames), whole or by its leading part ("Quillon" for "Quillon Systems").
 */
function knownEmployer(state: ScanState, name: string): boolean {
  if (state.context.companies.resolve(name)) return true;
  const key = companyNameKey(name);
  const held = state.context.employerNames;
  return key.length >= 2 && held !== undefined && [...held].some((n) => n === key || n.startsWith(`${key} `));
}

/** The kinds "any <kind> but X" names. */
const KIND =
  "(?:company|companies|employer|employers|firm|firms|organi[sz]ations?|city|cities|place|places|country|countries|location|locations|region|regions|level|levels|seniority|school|schools|university|universities|college|colleges|function|functions|department|departments|team|teams|industry|industries|sector|sectors|role|roles|title|titles)";
/** "any company but", "any city other than", "anything but", "anywhere bar", "all but": except. */
const ANY_KIND_BUT = new RegExp(
  `\\b(?:any\\s+(?:other\\s+)?${KIND}|any(?:thing|where|place)|every(?:thing|where))\\s*(?:,\\s*)?(?:but|bar|barring|except(?:\\s+for)?|other\\s+than|save(?:\\s+for)?|apart\\s+from)\\b`,
  "gi",
);

/** Level and person words an exclusion takes after "bar" / "save" in lower case. */
const EXCLUDABLE =
  "(?:(?:those|anyone|anybody|people|folks|candidates|profiles|the\\s+ones)\\b|(?:jr|juniors?|seniors?|sr|entry|interns?|directors?|managers?|vps?|heads?|c-?level|execs?|executives?|leads?|principals?|staff|graduates|grads)\\b)";
/**
 * "bar" / "save (for)" as an exclusion: after a comma, a colon or a plural word ("engineers bar X",
 * "Germany bar X") and before a capitalised name or an excludable word. Case-sensitive for the name.
 */
const BAR_SAVE = new RegExp(
  `(?<=[,;:(]\\s*|[\\p{L}\\p{N}]\\s+)(?:bar|save(?:\\s+for)?)\\s+(?=(?:(?:those|anyone|anybody|people|folks)\\s+)?(?:(?:at|in|from|with|who)\\s+)?\\p{Lu}|(?:any\\s+|all\\s+|the\\s+)?${EXCLUDABLE})`,
  "gu",
);
/**
 * "Bar / Save X" opening the query or a clause, before a capitalised name or "those / anyone": not
 * before a level ("Bar managers in London" are the job); the guard drops what it cannot read.
 */
const BAR_SAVE_OPENING =
  /(^|[.;:!?]\s*)(?:Bar|Save(?:\s+for)?)\s+(?=(?:(?:those|anyone|anybody|people|folks)\s+)?(?:(?:at|in|from|with)\s+)?\p{Lu}|(?:those|anyone|anybody)\b)/gu;

/** Cues that make the clause after a dash an exclusion of its own. */
const CLAUSE_CUE =
  "(?:no|not|never|none|nobody|except|excluding|excluded|excepted|exclude|bar|barring|save|minus|without|w\\/o|other\\s+than|apart\\s+from|aside|need\\s*n['’]?t|need\\s+not|should\\s*n['’]?t|do\\s*n['’]?t|please\\s+no)";
/** A spaced hyphen, or an en or em dash, before a clause (up to its end) holding a cue. */
const DASH_BEFORE_CUE = new RegExp(
  `(?:\\s+-{1,2}\\s+|\\s*[–—]\\s*)(?=[^.;:!?,–—]*?(?<![\\p{L}\\p{N}])${CLAUSE_CUE}(?![\\p{L}\\p{N}]))`,
  "giu",
);

/**
 * A clause opened by an exclusion cue and closed by a colon ("Except data scientists: engineers"):
 * the colon ends the exclusion's clause, as a full stop would.
 */
const EXCLUSION_THEN_COLON =
  /(^|[.;!?]\s*)((?:except|excluding|exclude|bar|barring|save|minus|without|w\/o|other\s+than|apart\s+from|aside\s+from|not|no|never)(?![\p{L}\p{N}])[^:;.!?]{1,80}?):(?=\s)/giu;

/**
 * "<Y> excluded / not included / off limits" at the start of a clause or a sentence of its own
 * ("data engineers. Hooli excluded"): Y is excluded.
 */
const EXCLUDED_AFTER =
  /(^|[,;:(.!?]\s*)((?:[\p{L}&-]+\s+){0,3}[\p{L}&-]+)\s+(?:excluded|not\s+included|are\s+excluded|is\s+excluded|off[\s-]limits)\b/giu;

/** "<Company> alumni", "former <Company> people", "ex-<Company>", "alumni of <Company>". */
const NAME = "((?:[\\p{Lu}&][\\p{L}\\p{N}&.'-]*\\s+){0,3}[\\p{Lu}][\\p{L}\\p{N}&.'-]*)";
const ALUMNI = [
  new RegExp(`(?<![\\p{L}\\p{N}])${NAME}\\s+(?:alumni|alums?|alumnae|alumnus)\\b`, "gu"),
  new RegExp(`(?<![\\p{L}\\p{N}])(?:[Ff]ormer|[Ee]x-|[Ee]x\\s+)\\s*${NAME}`, "gu"),
  new RegExp(`(?<![\\p{L}\\p{N}])(?:[Aa]lumni|[Aa]lums?)\\s+(?:of|from)\\s+${NAME}`, "gu"),
  // "ex-quillon", typed in lower case: the hyphen ties the name to "ex" (a known employer only).
  /(?<![\p{L}\p{N}])[Ee]x-((?:[\p{L}][\p{L}\p{N}&.'-]*\s+){0,2}[\p{L}][\p{L}\p{N}&.'-]*)/gu,
];

/**
 * "no seniors, juniors and mids only", "outside the US, Europe only": a clause that ends in "only"
 * is what is asked, its own clause, so an exclusion's list before the comma never reaches into it.
 */
const ONLY_CLAUSE = /,(?=\s*(?:[\p{L}&-]+\s+){0,4}[\p{L}&-]+\s+only(?![\p{L}\p{N}]))/gu;

/**
 * A sentence that narrows the one before ("Of those, …", "Among them, …", "From that group …",
 * "And of them, who …"): what it asks restricts the earlier ask, which the plan's AND already does,
 * so the marker is a clause break and nothing else ("only the ones" after it is the same restriction).
 */
const NARROWING_MARKER =
  "(?:(?:and\\s+|now\\s+|then\\s+)?(?:of|among(?:st)?|from)\\s+(?:those|them|these|that\\s+(?:group|list|set|lot|bunch)|this\\s+(?:group|list|set)|the\\s+(?:group|list|set|rest))\\s*,?\\s*(?:(?:who|which)(?:['’]s|\\s+is|\\s+are)?\\s+)?)";
const KEEP_ONLY =
  "(?:(?:now\\s+|then\\s+)?(?:keep\\s+only|keep\\s+just|only\\s+keep|just\\s+keep)\\b|only\\b|just\\b)";
const NARROWING = new RegExp(
  `(^|[.;:!?]\\s*)(?:${NARROWING_MARKER}(?:${KEEP_ONLY})?|(?:now\\s+|then\\s+)?(?:keep\\s+only|keep\\s+just|only\\s+keep|just\\s+keep)\\b)\\s*(?:(?:the\\s+ones|those|the\\s+people)\\b)?`,
  "giu",
);
/** Person words a removal verb takes ("remove anyone in X", "drop the ones who …", "cut all the juniors"). */
const REMOVED =
  "(?:anyone|anybody|everyone|everybody|those|people|folks|profiles|candidates|all|any|the\\s+ones|the)";
const REMOVAL =
  "(?:remove|drop|exclude|cut|lose|discard|take\\s+out|filter\\s+out|weed\\s+out|strip\\s+out|leave\\s+out|get\\s+rid\\s+of|less)";
const CLAUSE_START = "(^|[.;:!?,(]\\s*|\\band\\s+)(?:(?:now|then|also|please|and|but)\\s+)*";
/** "remove anyone without X" keeps those with X: the two negations cancel. */
const REMOVE_LACKING = new RegExp(
  `${CLAUSE_START}${REMOVAL}\\s+(?:${REMOVED}\\s+)?(?:without|w\\/o|lacking|with\\s+no|who\\s+(?:has|have)\\s+no)\\s+`,
  "giu",
);
/** "remove anyone with under 3 years" keeps 3 years and more: a removed bound is its complement. */
const REMOVE_BOUND = new RegExp(
  `${CLAUSE_START}${REMOVAL}\\s+(?:${REMOVED}\\s+)?((?:with|who(?:['’]s|\\s+has|\\s+have)?(?:\\s+been)?|having)\\s+(?:[\\p{L}]+\\s+){0,6}?)(under|less\\s+than|fewer\\s+than|below|more\\s+than|over|above)\\s+(?=\\d|one|two|three|four|five|six|seven|eight|nine|ten)`,
  "giu",
);
/** "remove anyone who started (there) before 2020" keeps those there since 2020. */
const REMOVE_STARTED_BEFORE = new RegExp(
  `${CLAUSE_START}${REMOVAL}\\s+(?:${REMOVED}\\s+)?who\\s+(?:started|joined)(?:\\s+there|\\s+at\\s+(?:their|the)\\s+(?:current\\s+)?(?:company|employer|job))?\\s+before\\s+((?:19|20)\\d\\d)\\b`,
  "giu",
);
/**
 * "excl. CTO + Head of", "w/o A + B": in report shorthand "+" joins the list an exclusion takes,
 * so each item is excluded, never the ones after the first read as asked.
 */
const EXCLUDED_PLUS_LIST =
  /((?:^|[\s,;(])(?:excl\.?|excluding|except|minus|less|sans|w\/o|without)\s+[^,;.!?+]*?)\s*\+\s*/giu;
const COMPLEMENT: Record<string, string> = {
  under: "at least",
  below: "at least",
  less: "at least",
  fewer: "at least",
};

/**
 * A removal said as a verb at a clause's start ("Now remove anyone in X", "drop the ones at Y", "take
 * out the juniors", "filter out X", "get rid of …"), or bookkeeping shorthand after a comma ("…, less
 * anyone in X", "…, less the juniors"): the clause that follows is excluded, never asked.
 */
const REMOVAL_VERB = new RegExp(`${CLAUSE_START}${REMOVAL}\\s+(?=${REMOVED}\\b)`, "giu");

/** Pass (text, before ./negation-idioms.ts): exclusion cues in the forms the later passes read. */
export function readExclusionCues(state: ScanState) {
  let listed = state.text;
  for (let i = 0; i < 4 && EXCLUDED_PLUS_LIST.test(listed); i++)
    listed = listed.replace(
      EXCLUDED_PLUS_LIST,
      (_m, head: string) => `${head}, ${head.trim().split(/\s+/)[0]} `,
    );
  state.text = listed
    .replace(NARROWING, (whole: string, start: string) =>
      whole.trim() === start.trim() ? whole : `${start} ; `,
    )
    .replace(
      REMOVE_STARTED_BEFORE,
      (_m, start: string, year: string) => `${start} ; who started there since ${year}`,
    )
    .replace(REMOVE_LACKING, (_m, start: string) => `${start} ; with `)
    .replace(
      REMOVE_BOUND,
      (_m, start: string, how: string, bound: string) =>
        `${start} ; ${how}${COMPLEMENT[bound.split(/\s/)[0]?.toLowerCase() ?? ""] ?? "at most"} `,
    )
    .replace(REMOVAL_VERB, (_m, start: string) => `${start} except `)
    .replace(ONLY_CLAUSE, " ; ")
    .replace(EXCLUSION_THEN_COLON, (_m, start: string, clause: string) => `${start}${clause} ; `)
    .replace(DASH_BEFORE_CUE, " ; ")
    .replace(ANY_KIND_BUT, " except ")
    .replace(BAR_SAVE_OPENING, (_m, start: string) => `${start} except `)
    .replace(BAR_SAVE, " except ")
    .replace(EXCLUDED_AFTER, (_m, start: string, what: string) => `${start} except ${what} `);
  for (const pattern of ALUMNI)
    for (const m of state.text.matchAll(pattern)) {
      const words = String(m[1]).split(/\s+/);
      // The longest run of the name's words that is a known company ("Acme" in "Acme Berlin").
      for (let n = words.length; n > 0; n--)
        if (knownEmployer(state, words.slice(0, n).join(" "))) {
          state.elsewhere = true;
          break;
        }
    }
}
