/**
 * An ask written as a prompt to an AI assistant (round 20 of first sight, issue 45), brought to the
 * prose the other passes read, on the raw query before any other reader:
 * - the framing is taken out with a note (./prompt-framing.ts): the persona clause, turn labels
 *   ("System:", "User:"), output, tone and conduct instructions and politeness. A negated output
 *   instruction ("Don't add emails") excludes nobody;
 * - the prompt's labelled lists are read by their label's polarity, which governs every item,
 *   numbered ("(1) ... (2) ...", "1) ...", "(a) ...") or separated by commas: requirements ("Hard
 *   requirements:", "Rules:", "Constraints:") one sentence an item, must-haves ("Must have:") "with"
 *   each item, exclusions ("Must-nots:", "Exclusions:", "Exclude:", "Do not include:", "Never:") each
 *   item excluded in a sentence of its own (said as the intake form's exclusions are: ./read-form.ts),
 *   preferences ("Nice to have:") left to the ad reader; an item that is an output instruction
 *   ("2) no commentary") is framing and dropped. Prose labels ("Task:", "Query:", "Target:",
 *   "Need:") lose the label only.
 * A text is read so only when it has a persona, a turn label, an output instruction or a labelled
 * list of requirements or exclusions; a text the intake form reader reads (two labelled fields on
 * their own lines) keeps its labels for it.
 * Always, whatever the list: "skip / leave out / exclude anyone who works at X" is "not currently at
 * X" (the verb of leaving out governs the employer after "who works at").
 */

import { LEAVE_OUT_VERBS, withoutWaivedLeaveOuts } from "./leave-out-verbs.ts";
import {
  ASKS,
  ASKS_FOR_ANOTHER,
  criteriaAfterFraming,
  isOutputInstruction,
  TURN_LABEL,
  WANTS_YOU,
  withoutPersona,
  withoutTrailingOutput,
} from "./prompt-framing.ts";
import { excludedItem, readForm } from "./read-form.ts";

export interface PromptReading {
  text: string;
  notes: string[];
}

type Polarity = "require" | "must" | "exclude" | "nice" | "prose";

/** List labels, normalised (lower case, hyphens as spaces), by the polarity they give their items. */
const LIST_LABELS: [RegExp, Polarity][] = [
  [
    /^(?:must\s+nots?|must\s+not(?:\s+haves?)?|mustn['’]t|exclusions?|exclude|excluding|excludes|do\s+not\s+include|don['’]t\s+include|never|avoid|no\s+gos?|dealbreakers?|deal\s+breakers?|red\s+flags|out\s+of\s+scope|disqualifiers?)$/,
    "exclude",
  ],
  // "Skills:" alone heads a CV's or a headline's section (./read-headline.ts): not a prompt's list.
  [/^(?:must\s+haves?|musts)$/, "must"],
  [
    /^(?:hard\s+requirements?|requirements?|hard\s+constraints?|constraints?|rules|criteria|conditions|filters?)$/,
    "require",
  ],
  [/^(?:nice\s+to\s+haves?|preferred|bonus|pluses|ideally)$/, "nice"],
  [
    /^(?:task|query|target|targets|need|needs|request|ask|goal|search|brief|looking\s+for|find|who)$/,
    "prose",
  ],
];

/** "Label: rest" at a sentence's start. */
const LABELLED = /^([A-Za-z][A-Za-z '’-]{0,30}?)\s*:\s*([\s\S]*)$/;

/** "Don't include contractors or freelancers": the exclusions list said as a verb, no colon. */
const DONT_INCLUDE = /^(?:please\s+)?(?:do\s+not|don['’]t|never)\s+include\s+([\s\S]+)$/i;

function labelOf(sentence: string): { polarity: Polarity; value: string } | undefined {
  const verb = DONT_INCLUDE.exec(sentence);
  if (verb && !isOutputInstruction(sentence)) {
    // Bare kinds joined by "or" / "and" are items each; "people from A or B" is one item.
    const items = (verb[1] as string)
      .split(/\s*[,;]\s*/)
      .map((item) =>
        /\b(?:at|from|in|with|who|that|of|for|by)\b/i.test(item)
          ? item
          : item.replace(/\s+(?:or|and|nor)\s+/gi, ", "),
      );
    return { polarity: "exclude", value: items.join(", ") };
  }
  const m = LABELLED.exec(sentence);
  if (!m) return undefined;
  const key = (m[1] as string).toLowerCase().replace(/-/g, " ").replace(/\s+/g, " ").trim();
  const polarity = LIST_LABELS.find(([re]) => re.test(key))?.[1];
  const value = m[2] as string;
  // "Skills: Python | Berlin", "Must have: Go, Location: Berlin": fields of a structured line, its
  // readers' (./read-structured.ts), not one list.
  if (/\||\b[A-Za-z]+\s*:\s/.test(value)) return undefined;
  return polarity ? { polarity, value } : undefined;
}

/** A list's markers: "(1)", "1)", "(a)", "a)", "1." before an item; bullets at a line's start. */
const MARKER =
  /(?:^|\s)(?:\(\s*(?:\d{1,2}|[a-h]|i{1,3}|iv|v)\s*\)|(?:\d{1,2}|[a-h])\)|\d{1,2}\.(?=\s))\s*|^\s*[-*•]\s+/g;

/** A list's items: by its markers when it has them, else by commas and semicolons. */
function itemsOf(value: string): string[] {
  const trimmed = value.replace(/[.\s]+$/, "");
  const marked = trimmed.split(MARKER);
  const parts = marked.length > 1 ? marked : trimmed.split(/\s*[,;]\s*/);
  return parts.map((p) => p.trim().replace(/[,;.\s]+$/, "")).filter(Boolean);
}

/** "people who are not X", "anyone who doesn't speak X", "those who have not led teams": a negated whom. */
const NEGATED_WHOM =
  /^(?:any(?:one|body)|every(?:one|body)|people|those|candidates|profiles|someone|ones|folks)\s+(?:who|that)\s+(?:(?:is|are)\s+not|isn['’]t|aren['’]t|(do|does|have|has)(?:\s+not|n['’]t))\s+(.+)$/i;

/**
 * An excluded item's own negation folded in: "no managers" is managers, "nobody from X" anyone from
 * X; a negated item ("people who are not in X") is two negations, the positive required ("in X").
 */
function excluded(item: string): string {
  const negated = NEGATED_WHOM.exec(item.trim());
  if (negated) {
    const [, aux, rest] = negated as unknown as [string, string | undefined, string];
    if (!aux) return rest;
    return /^ha/i.test(aux) ? `people who have ${rest}` : `people who ${rest}`;
  }
  const bare = item
    .replace(/^(?:nobody|no\s*-?\s*one|none)\b\s*/i, "anyone ")
    .replace(/^(?:no|not|never|without)\s+/i, "")
    .replace(
      /^anyone\s+(?:from|who\s+(?:works?|is)\s+at|working\s+at|employed\s+(?:at|by))\s+/i,
      "anyone at ",
    )
    .trim();
  return excludedItem(bare);
}

/** A list's item that says the list is empty. */
const NONE_SAID =
  /^(?:n\s*\/\s*a|none|nothing|nil|nope|-+|—|tbd|not\s+applicable|no\s+(?:exclusions|requirements|constraints))$/i;

/** An output instruction's criteria ("Thanks - only seniors" keeps "only seniors"), its framing noted. */
function withoutFraming(sentence: string, notes: string[]): string {
  if (!isOutputInstruction(sentence)) return sentence;
  const kept = criteriaAfterFraming(sentence);
  const dropped = kept ? sentence.slice(0, sentence.lastIndexOf(kept)) : sentence;
  notes.push(
    `"${dropped.replace(/[-–—,;:\s]+$/, "").trim()}": an instruction to the assistant, not a condition`,
  );
  return kept;
}

/** A labelled list as sentences, its output items dropped (with a note). */
function listSentences(polarity: Polarity, value: string, notes: string[]): string[] {
  if (polarity === "prose") return [value.trim()];
  const items = itemsOf(value)
    .map((item) => withoutFraming(item, notes))
    .filter((item) => {
      // "Exclusions: N/A", "Must-nots: none": the list says it has no items.
      if (!NONE_SAID.test(item)) return Boolean(item);
      notes.push(`"${item}": the list says there are none, not a condition`);
      return false;
    });
  if (!items.length) return [];
  switch (polarity) {
    case "exclude":
      return items.map(excluded);
    case "must": {
      // Each item keeps its own polarity: "no agency background" negates itself, not the items after it.
      const negated = items.filter((item) => /^(?:no|not|never|without|non)\b/i.test(item));
      const required = items.filter((item) => !negated.includes(item));
      return [...(required.length ? [`with ${required.join(" and ")}`] : []), ...negated];
    }
    case "nice":
      return [`Nice to have: ${items.join(", ")}`];
    default:
      return items;
  }
}

/** Sentences with their separators: a sentence ends at ". ", "! ", "? " or a line break. */
function sentencesOf(text: string): { sentence: string; separator: string }[] {
  const parts = text.split(/((?<=[.!?])[ \t]+|[ \t]*\n\s*)/);
  const out: { sentence: string; separator: string }[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const sentence = parts[i] as string;
    const separator = parts[i + 1] ?? "";
    const last = out[out.length - 1];
    // A bare list number ("Rules: 1." then "not juniors.") belongs with the item after it.
    if (last && /(?:^|\s|:)\(?\d{1,2}[.)]$/.test(last.sentence) && !/\n/.test(last.separator)) {
      last.sentence = `${last.sentence}${last.separator}${sentence}`;
      last.separator = separator;
    } else out.push({ sentence, separator });
  }
  return out.filter((s) => s.sentence.trim() || s.separator);
}

/** Whether a sentence starts with a list item's marker (a list continued on the next line). */
const STARTS_ITEM = /^\s*(?:[-*•]|\(?\s*(?:\d{1,2}|[a-h])\s*\)|\d{1,2}\.)\s+/;

/** The framing taken out of one sentence: what is left of it, or "" when it was all framing. */
function unframed(
  sentence: string,
  context: { asked: boolean; wantsYou: boolean; asksForAnother: boolean },
  notes: string[],
): { text: string; framed: boolean } {
  let s = sentence;
  let framed = false;
  const turn = TURN_LABEL.exec(s);
  if (turn) {
    s = s.slice(turn[0].length);
    framed = true;
  }
  const rest = withoutPersona(s, context.asked, context.wantsYou, context.asksForAnother);
  if (rest !== undefined) {
    notes.push(
      `"${s.slice(0, s.length - rest.length).trim()}": a persona given to the reader, not a condition`,
    );
    return { text: rest, framed: true };
  }
  if (isOutputInstruction(s)) return { text: withoutFraming(s, notes), framed: true };
  const trimmed = withoutTrailingOutput(s);
  if (trimmed !== s) {
    notes.push(
      `"${s
        .slice(trimmed.length)
        .replace(/^[,;\s]+/, "")
        .trim()}": an instruction to the assistant, not a condition`,
    );
    return { text: trimmed.replace(/[,;\s]+$/, "") + (/[.!?]$/.test(s) ? "." : ""), framed: true };
  }
  return { text: s, framed };
}

/** The verbs of leaving out, and whom they govern ("skip anyone", "ignore folks", "leave out people"). */
const LEAVE_OUT_WHOM = String.raw`\b(?:${LEAVE_OUT_VERBS}|pass\s+on|not\s+interested\s+in)\s+(?:any(?:one|body)|every(?:one|body)|people|those|candidates|profiles|folks|ones|the\s+ones|guys|persons?)\s+`;

/** "who works at", "who's at", "currently at", "at": being at the employer now. */
const NOW_AT = String.raw`(?:who\s+(?:currently\s+|now\s+|still\s+)?works?\s+(?:at|for)|who(?:['’]s|\s+is|\s+are|['’]re)\s+(?:currently\s+|now\s+|still\s+)?(?:at|with|employed\s+(?:at|by)|working\s+(?:at|for))|(?:currently\s+|now\s+|still\s+)?(?:working|employed)\s+(?:at|for|by)|(?:currently\s+|now\s+)?at)`;

/** "who has worked at", "who used to work at", "formerly at": having been at it, then or now. */
const EVER_AT = String.raw`(?:who\s+(?:has|have|had|['’]s|['’]ve)\s+(?:ever\s+|previously\s+|once\s+)?(?:worked|been)\s+(?:at|for|with)|who\s+(?:used\s+to|once|previously|formerly|ever)\s+work(?:ed)?\s+(?:at|for)|who\s+worked\s+(?:at|for)|who\s+(?:was|were)\s+(?:ever\s+|once\s+|previously\s+)?(?:at|with|employed\s+(?:at|by))|(?:formerly|previously|once|ever)\s+(?:at|with|of)|(?:ever\s+)?(?:employed|worked)\s+(?:at|for|by))`;

const LEAVE_OUT_NOW = new RegExp(`${LEAVE_OUT_WHOM}${NOW_AT}\\s+`, "gi");
const LEAVE_OUT_EVER = new RegExp(`${LEAVE_OUT_WHOM}${EVER_AT}\\s+`, "gi");

/**
 * Pass (always): a verb of leaving out with "anyone who works at X" excludes X's people now, with
 * "anyone who has worked at X" (any past tense) X's people now and before. X is a name: a capital or
 * a digit first, or a lower-case word the company records know ("those at their current company",
 * "anyone at entry level" name no employer). A bare "<verb> <whom> at X" is said as "skip anyone at
 * X", the one form of it the polarity pass reads (./read-polarity.ts), an unknown name included.
 */
export function readLeaveOutEmployees(
  text: string,
  isCompany: (name: string) => boolean = () => false,
): string {
  const named = (at: number) => {
    const next =
      text
        .slice(at)
        .match(/^[\p{L}\d][\p{L}\d&.'’-]*/u)?.[0]
        .replace(/[.'’-]+$/, "") ?? "";
    return /^[\p{Lu}\d]/u.test(next) || (next !== "" && isCompany(next));
  };
  const ever = text.replace(LEAVE_OUT_EVER, (cue: string, at: number) =>
    named(at + cue.length) ? "never worked at " : cue,
  );
  return ever.replace(LEAVE_OUT_NOW, (cue: string, at: number) =>
    named(at + cue.length)
      ? /\s+at\s+$/i.test(cue) && !/\b(?:who|working|employed|currently|now|still)\b/i.test(cue)
        ? "skip anyone at "
        : "not currently at "
      : cue,
  );
}

/** Pass (on the raw query): a prompt's framing out, its labelled lists as sentences. */
export function readPrompt(query: string, isCompany?: (name: string) => boolean): PromptReading {
  const waived = withoutWaivedLeaveOuts(query);
  const notes: string[] = [...waived.notes];
  const said = readLeaveOutEmployees(waived.text, isCompany);
  const sentences = sentencesOf(said);
  const read = sentences.map(({ sentence, separator }, i) => {
    const asked = sentences.some(
      (other, j) => j !== i && (ASKS.test(other.sentence) || isOutputInstruction(other.sentence)),
    );
    const wantsYou = sentences.some((other, j) => j !== i && WANTS_YOU.test(other.sentence));
    const asksForAnother = sentences.some((other, j) => j !== i && ASKS_FOR_ANOTHER.test(other.sentence));
    return { ...unframed(sentence, { asked, wantsYou, asksForAnother }, notes), separator };
  });
  // A prompt's framing, or a labelled list in prose ("... Must-nots: A, B."): a list's label
  // governs its items whether or not the assistant was addressed.
  const listed = read.some((r) => labelOf(r.text.trim())?.polarity.match(/require|must|exclude/));
  if (!read.some((r) => r.framed) && !listed) return { text: said, notes: waived.notes };
  const unframedText = read.map((r) => (r.text ? `${r.text}${r.separator}` : "")).join("");
  // Nothing left but framing: the instruction was the ask itself ("Return nurses in Leeds").
  if (!unframedText.trim()) return { text: said, notes: waived.notes };
  // Two labelled fields on their own lines: the intake form reader's, labels kept.
  if (readForm(unframedText)) return { text: unframedText.trim(), notes };
  const out: string[] = [];
  let open: Polarity | undefined;
  for (const { text, separator } of read) {
    if (!text) continue;
    const label = labelOf(text.trim());
    if (label) open = label.polarity === "prose" ? undefined : label.polarity;
    else if (!(open && STARTS_ITEM.test(text))) open = undefined;
    const sentences = label
      ? listSentences(label.polarity, label.value, notes)
      : open
        ? listSentences(open, text, notes)
        : [text.trim()];
    for (const s of sentences)
      if (s) out.push(`${s.replace(/[.!?\s]+$/, "")}.${separator.includes("\n") ? "\n" : " "}`);
  }
  return { text: out.join("").trim(), notes };
}
