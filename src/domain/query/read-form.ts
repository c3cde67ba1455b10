/**
 * Filled-in intake forms and ticket templates pasted as they are: "Role: Backend Engineer / Level:
 * Senior / Location: Germany / Must have: — / Nice to have: Kubernetes / Exclude: current Acme
 * staff / Requested by: Dana", a Jira-like "[REC-12] Priority: P1 / Summary: ... / AC: 1) ... 2)
 * ...", fields separated by " / ", ";" or line breaks.
 *
 * Each field is read by what its label means, and written back as a sentence of its own, so no
 * field's words reach the next one (a field's scope ends at the next label):
 * - role, title, position, summary, story: the role (a department only when no role is given: the
 *   role names the function within it);
 * - level and seniority, location and territory, years of experience: those conditions;
 * - must have / skills: every item required; acceptance criteria ("AC:"): each item a condition;
 * - nice to have / preferred: a preference (ranks, filters nothing);
 * - exclude / not / avoid / out of scope / except: every item of its list excluded, said last, each
 *   in a sentence of its own ("not currently at Acme.", "not juniors.");
 * - ticket ids, requesters, reporters, assignees, dates, budgets, salaries, priorities, statuses,
 *   labels, languages and notes: no fact of the person stands behind them, dropped with a note.
 * An empty value ("—", "N/A", "TBD", "any", "none") asks for nothing. "Backfill for the departing
 * X" names the seat being filled, not the person sought, and is dropped with a note. A text is read
 * as a form only when at least two of its fields carry labels this table knows, so prose with one
 * "Note:" is left alone.
 */

type Meaning =
  | "role"
  | "department"
  | "level"
  | "place"
  | "years"
  | "must"
  | "criteria"
  | "nice"
  | "exclude"
  | "waived"
  | "noise";

/** Labels, normalised (lower case, single spaces, no punctuation), by what they ask. */
const LABELS: [RegExp, Meaning][] = [
  [
    /^(?:role|roles|title|job title|position|job|candidate profile|profile|persona|request|summary|story|opening|vacancy)$/,
    "role",
  ],
  [/^(?:department|dept|function|team|org)$/, "department"],
  [/^(?:level|levels|seniority|grade)$/, "level"],
  [
    /^(?:location|locations|territory|region|regions|office|offices|based|based in|geo|country|countries|city|market)$/,
    "place",
  ],
  [/^(?:experience|years|yoe|years of experience|yrs|min experience)$/, "years"],
  [
    /^(?:must have|must haves|must|requirements|required|required skills|skills|tech|stack|tech stack)$/,
    "must",
  ],
  [/^(?:ac|acceptance criteria|criteria|conditions)$/, "criteria"],
  [/^(?:nice to have|nice to haves|nice|preferred|bonus|plus|optional)$/, "nice"],
  [
    /^(?:exclude|excludes|excluding|exclusions|not|avoid|out of scope|except|do not contact|dnc|no)$/,
    "exclude",
  ],
  // "Not required: Go", "Optional: Docker": a requirement waived, neither asked for nor excluded.
  [/^(?:not required|not needed|no need|not necessary|not a must|optional)$/, "waived"],
  [
    /^(?:priority|status|type|labels?|tags?|ticket|ticket id|id|req|req id|req #|req no|requisition|requested|requested by|requester|reporter|assignee|owner|hiring manager|recruiter owner|date|created|due|start|start date|budget|salary|comp|compensation|notes?|comments?|languages?|epic|sprint|component|remote|cc|from|to|subject|hiring form|form|version)$/,
    "noise",
  ],
];

/** A value that asks for nothing. */
const EMPTY =
  /^(?:[—–-]+|n\/?a|tbd|tbc|any|anyone|anywhere|none(?: yet)?|nothing|open|unassigned|all|\?+|\.+)$/i;

/**
 * A yes/no answer in a field the table does not know ("Visa sponsorship: no", "Travel: none",
 * "Relocation: not needed"): the form's question answered, no fact of the person (read as prose,
 * its "no" negated the next field).
 */
const ANSWER =
  /^(?:yes|no|y|n|none|nope|not\s+(?:needed|required|necessary|applicable|possible)|optional|negotiable|flexible|ok|okay|possible|tbd|n\/?a)\.?$/i;

/** "Label: value" at the start of a segment; a ticket id in brackets before it is noise. */
const FIELD = /^\s*(?:\[[^\]]*\]\s*)?([A-Za-z][A-Za-z #/.()-]{0,30}?)\s*:\s*(.*)$/s;
/** Fields are separated by " / " (a slash with spaces: "Full Stack/Frontend" is a value), ";", "|" or a line break. */
const SEPARATOR = /\s+\/\s+|\s*;\s*|\s*\n\s*/;

const normalLabel = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z# ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function meaningOf(label: string): Meaning | undefined {
  const key = normalLabel(label);
  return LABELS.find(([re]) => re.test(key))?.[1];
}

/** A list's items: "A, B; C" and numbered "1) A 2) B". */
const items = (value: string) =>
  value
    .split(/\s*(?:[,;]|\b\d{1,2}[).]\s+)\s*/)
    .map((v) => v.trim())
    .filter((v) => v && !EMPTY.test(v));

/** Level words before "staff" ("Senior staff") name a rung, not an employer. */
const LEVEL_WORD =
  /^(?:senior|junior|mid|lead|principal|staff|entry|intern|support|sales|office|medical|nursing)\b/i;

/** An excluded item as a sentence: an employer ("anyone at X", "current X staff"), a place, or what it names. */
export function excludedItem(item: string): string {
  const who = item.replace(
    /^(?:anyone|anybody|everyone|people|those|candidates|someone)\s+(?:who\s+(?:is|are)\s+)?/i,
    "",
  );
  const staff = /^current(?:ly)?\s+(.+?)\s+(?:staff|employees|people|folks|team|members)$/i.exec(who);
  if (staff) return `not currently at ${staff[1]}`;
  // "Granite Robotics staff": a named employer's people, not the Staff rung ("senior staff" stays).
  const named = /^(\p{Lu}[\p{L}\p{N}&.' -]*?)\s+(?:staff|employees|people|folks|team|members)$/u.exec(who);
  if (named && !LEVEL_WORD.test(named[1] as string)) return `not currently at ${named[1]}`;
  const at = /^(?:(?:currently|now)\s+)?(?:at|from|with|working at|employed at|employed by)\s+(.+)$/i.exec(
    who,
  );
  if (at) return `not currently at ${at[1]}`;
  const inPlace = /^(?:(?:based|located)\s+)?in\s+(.+)$/i.exec(who);
  if (inPlace) return `not in ${inPlace[1]}`;
  return `not ${who}`;
}

/** "5+ yrs", "3-5", "over 4 years" as years of experience. */
function yearsProse(value: string): string | undefined {
  const v = value.replace(/\b(?:yrs?|years?)\b\.?/gi, "").trim();
  const range = /^(\d{1,2})\s*[-–to]+\s*(\d{1,2})$/.exec(v);
  if (range) return `${range[1]}-${range[2]} years of experience`;
  const n = /^(\d{1,2})\s*\+?$/.exec(v)?.[1];
  if (n) return `${n}+ years of experience`;
  return value ? `${value} of experience` : undefined;
}

/** "Remote (EU only)" is the EU; "Remote" alone names no place. */
function placeProse(value: string): string | undefined {
  const only = /\(\s*([^()]+?)\s+only\s*\)/i.exec(value)?.[1];
  const v = (only ?? value.replace(/\bremote\b/gi, "")).replace(/^[\s,/]+|[\s,/]+$/g, "");
  return v && !EMPTY.test(v) ? `in ${v}` : undefined;
}

const BACKFILL =
  /\b(?:backfill|replacement|replacing|to replace)\s+(?:for\s+)?(?:(?:the|our|a|an)\s+)?(?:departing|leaving|outgoing|former)?\s*[^,.]*/i;

export interface FormReading {
  text: string;
  notes: string[];
}

/** A segment that asks for something: a requirement's words at its start, or "only" / "required" after. */
const REQUIREMENT =
  /^(?:must|should|needs?\s+to|has\s+to|have\s+to|required|requires?|based|located|living|in|within|only|at\s+least|min(?:imum)?|preferably|ideally)\b|\b(?:only|required|a\s+must|mandatory)$/i;
/** A header names the form: a form's word, or an id with a digit ("HR-778", "#5531", "v2"). */
const HEADER =
  /\b(?:form|ticket|jira|template|intake|requisition|req|request|brief|epic|issue)\b|[#\p{L}]*\p{N}|^\s*$/iu;

type Field = { label: string; meaning: Meaning | undefined; value: string };

function fieldsOf(text: string): { fields: Field[]; header: string[] } {
  const fields: Field[] = [];
  const header: string[] = [];
  for (const segment of text.split(SEPARATOR)) {
    const m = FIELD.exec(segment);
    const meaning = m ? meaningOf(m[1] as string) : undefined;
    if (m && meaning) {
      fields.push({ label: (m[1] as string).trim(), meaning, value: (m[2] as string).trim() });
      continue;
    }
    // A label this table does not know ("Persona: backend IC"): its value is left to the prose
    // readers, as written; never a header, never dropped.
    if (m) {
      fields.push({ label: (m[1] as string).trim(), meaning: undefined, value: segment.trim() });
      continue;
    }
    const last = fields[fields.length - 1];
    // A segment said as a requirement ("must be in Berlin", "based in Berlin", "Senior only") is a
    // condition of its own: appended to an "Exclude:" list it was excluded.
    if (last && REQUIREMENT.test(segment.trim())) {
      fields.push({ label: "", meaning: undefined, value: segment.trim() });
      continue;
    }
    // A segment with no label this table knows continues the field before it ("Full Stack /
    // Frontend Developer", an AC list split by ";"). Before any field it is the form's header when
    // it names the form ("Hiring form v2", "TICKET HR-778"); otherwise it is the request itself.
    if (last) last.value = `${last.value}${last.meaning === "role" ? " / " : "; "}${segment.trim()}`;
    else if (HEADER.test(segment)) header.push(segment.trim());
    else fields.push({ label: "", meaning: undefined, value: segment.trim() });
  }
  return { fields, header };
}

/** Pass (on the raw query): a pasted form as one sentence per field; undefined when it is no form. */
export function readForm(query: string): FormReading | undefined {
  const { fields, header } = fieldsOf(query);
  const known = fields.filter((f) => f.meaning !== undefined);
  // Two labels the table knows, one of them a condition's ("Role: Accountant / Requester: Anna
  // from Sales"): read as prose, the requester's department was a condition.
  if (known.length < 2 || known.every((f) => f.meaning === "noise")) return undefined;
  const notes: string[] = [];
  const conditions: string[] = [];
  const exclusions: string[] = [];
  const hasRole = fields.some((f) => f.meaning === "role" && !EMPTY.test(f.value));
  for (const h of header) if (h) notes.push(`"${h}": the form's header, not a condition`);
  for (const { label, meaning, value: raw } of fields) {
    let value = raw.replace(/\s*\/\s*$/, "").trim();
    if (!value || EMPTY.test(value)) {
      if (value) notes.push(`"${label}: ${value}": an empty field asks for nothing`);
      continue;
    }
    if (meaning === undefined && label && ANSWER.test(value.slice(value.indexOf(":") + 1).trim())) {
      notes.push(`"${value}": the form's question answered, not a condition`);
      continue;
    }
    const backfill = meaning === "role" ? BACKFILL.exec(value) : null;
    if (backfill) {
      notes.push(`"${backfill[0].trim()}": the seat to fill, not the person sought`);
      value = value.replace(backfill[0], "").trim();
      if (!value) continue;
    }
    switch (meaning) {
      case "role":
        conditions.push(value.replace(/\s+\/\s+/g, " or "));
        break;
      case "department":
        if (hasRole) notes.push(`"${label}: ${value}": the role names the function within it`);
        else conditions.push(value);
        break;
      case "level":
        conditions.push(value);
        break;
      case "place": {
        const place = placeProse(value);
        if (place) conditions.push(place);
        else notes.push(`"${label}: ${value}": no place named`);
        break;
      }
      case "years": {
        const years = yearsProse(value);
        if (years) conditions.push(years);
        break;
      }
      case "must": {
        const list = items(value);
        if (list.length) conditions.push(`with ${list.join(" and ")}`);
        break;
      }
      case "criteria":
        conditions.push(...items(value));
        break;
      case "nice": {
        const list = items(value);
        if (list.length) conditions.push(`Nice to have: ${list.join(", ")}`);
        break;
      }
      case "exclude":
        exclusions.push(...items(value).map(excludedItem));
        break;
      case "waived":
        notes.push(`"${label}: ${value}": a requirement waived, neither asked for nor excluded`);
        break;
      case "noise":
        notes.push(`"${label}: ${value}": not a fact of the person, not a condition`);
        break;
      default:
        conditions.push(value);
    }
  }
  const sentences = [...conditions, ...exclusions].map((s) => s.replace(/[.\s]+$/, ""));
  return { text: sentences.map((s) => `${s}.`).join(" "), notes };
}
