/**
 * Sales-ops shorthand, as RevOps sheets write segments ("eng mgmt | DACH", "Dir+ Sales, NA",
 * "account execs"): written out before the other passes read it, so each means what its full
 * words mean to the vocabulary.
 *
 * - "NA" / "N.A." / "NAM" / "NAMER" / "NORAM" is North America only in capitals and only where a
 *   region is expected: a segment of its own (between separators, or after "Geo:", "in", "based
 *   in"). Lower-case "na" is a word in Portuguese and Polish; "Degree: NA" is "not applicable".
 * - "<department> mgmt" / "<department> management" is that department's leadership (manager and
 *   up), unless the vocabulary reads the pair as a role of its own ("product management" is the
 *   product family): see `managementAsLeadership`.
 */
import type { Word } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";

/** Before a segment: the start, a separator, or a place preposition / geography label. */
const SEGMENT_START = String.raw`(?:^|[,;|/+&()—–]|\s-\s|\b(?:and|or|in|based\s+in|across|covering)\s|\b(?:geo|geos|region|regions|territory|territories|location|locations|loc|market|markets)\s*[:=]\s*)`;
const SEGMENT_END = String.raw`(?=\s*(?:$|[,;|/+&()—–.]|\s-\s|\s(?:and|or|excl|except|excluding)\b))`;
const NORTH_AMERICA = new RegExp(
  `(${SEGMENT_START})\\s*(?:NA|N\\.A\\.?|NAM|NAMER|NORAM|NorAm|NoAm)${SEGMENT_END}`,
  "gu",
);

/** "@ Acme", "AEs @Acme": "at" before a name as typed (never an e-mail address or a handle in a word). */
const AT_SIGN = /(?<![\p{L}\p{N}.])@\s*(?=\p{Lu})/gu;

const RUNG_WORD = "(?:managers?|mgrs?|directors?|dirs?|heads?|vps?|leads?)";
/**
 * "engineering managers or directors": the department is said once for both levels, so each level
 * keeps it ("engineering managers or engineering directors"), when the vocabulary knows the word
 * before as a department.
 */
const DEPARTMENT_LEVELS = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\p{L}+)\\s+(${RUNG_WORD})\\s*(,|or|/)\\s*(${RUNG_WORD})(?![\\p{L}\\p{N}])`,
  "giu",
);

/**
 * "director or VP of sales", "heads and directors of marketing": the department after "of" is said
 * once for both levels, so each level keeps it ("director of sales or VP of sales"). Only the
 * rungs the vocabulary reads with "of" ("managers of X" are not a title).
 */
const OF_RUNG = "(?:directors?|dirs?|heads?|vps?|s?vps?|vice\\s+presidents?)";
const LEVELS_OF_DEPARTMENT = new RegExp(
  `(?<![\\p{L}\\p{N}])(${OF_RUNG})(?:\\s+of)?\\s*(,|or|and|&|/)\\s*(${OF_RUNG})\\s+of\\s+(?:the\\s+)?(\\p{L}+(?:\\s+\\p{L}+)?)`,
  "giu",
);
const isDepartment = (phrase: string) =>
  PHRASES.get(words(phrase).join(" "))?.some((m) => m.kind === "department") ?? false;

const IC_LEVEL = "(?:juniors?|jrs?|seniors?|srs?|mid-?levels?|interns?|staff|principals?|leads?)";
/**
 * "mid or senior", "juniors and mids": a bare "mid" listed with another level is the mid level (alone
 * it is the start of "mid-size", "mid-market").
 */
const MID_IN_LIST = new RegExp(
  `(?<![\\p{L}\\p{N}-])mids?\\.?(?=\\s*(?:,|or|and|&|/|\\+)\\s*${IC_LEVEL}(?![\\p{L}\\p{N}-]))|(?<=(?<![\\p{L}\\p{N}-])${IC_LEVEL}\\.?\\s*(?:,|or|and|&|/|\\+)\\s*)mids?\\.?(?![\\p{L}\\p{N}-])`,
  "giu",
);
/**
 * A list of levels as reports write it, "Sr./Mid", "Sr. + Jr.": the abbreviation's dot is no
 * sentence's end, and a "+" between two levels joins them (either), as "/" does.
 */
const LEVEL_LIST_DOT = new RegExp(
  `(?<=(?<![\\p{L}\\p{N}-])(?:${IC_LEVEL}|mids?))\\.(?=\\s*(?:/|,|\\+|or\\b|and\\b)\\s*(?:${IC_LEVEL}|mids?|mid-level)\\b)`,
  "giu",
);
const LEVEL_LIST_PLUS = new RegExp(
  `(?<=(?<![\\p{L}\\p{N}-])(?:${IC_LEVEL}|mids?|mid-level))\\s*\\+\\s*(?=(?:${IC_LEVEL}|mids?|mid-level)\\b)`,
  "giu",
);

/**
 * An individual contributor's level floor: "mid-level or above", "junior and up", "at least
 * mid-level", "mid+": that level and every one above it on the contributor ladder (junior < mid <
 * senior), as "Dir+" reads the leadership ladder. A contributor's floor does not climb into
 * management: "mid-level or above" asked of developers is mid-level and senior developers. A "+"
 * set apart by spaces with a word after it joins a list ("excl. juniors + interns"), never a floor;
 * "mid+ analysts" is one.
 */
const IC_LADDER = ["junior", "mid-level", "senior"];
const IC_RUNG = "(juniors?|jrs?|entry[\\s-]?level|mid[\\s-]?levels?|mids?|seniors?|srs?)";
const IC_FLOOR = new RegExp(
  `(?<![\\p{L}\\p{N}-])${IC_RUNG}(?:\\s+level)?(?:\\s*(?:or|and|&)\\s+(?:above|up|higher|more\\s+senior)\\b|\\+(?![\\p{L}\\p{N}])|\\s+\\+(?!\\s*[\\p{L}\\p{N}]))|\\b(?:at\\s+least|minimum|min\\.?)\\s+(?:an?\\s+)?${IC_RUNG}(?![\\p{L}\\p{N}])`,
  "giu",
);
const icRungOf = (said: string) => (/^(?:j|e)/i.test(said) ? 0 : /^m/i.test(said) ? 1 : 2);

/**
 * A degree floor: "at least a master's", "a bachelor's or higher", "MSc+": that degree and every
 * one above it (bachelor < master, MBA < PhD), as the level floors read "Dir+".
 */
const DEGREE_LADDER = ["bachelor's", "master's or MBA", "PhD"];
const DEGREE_WORD =
  "(bachelor['’]?s?|bsc|ba|bs|master['’]?s?|msc|ms|ma|mba|phd|ph\\.d\\.?|doctorate)(?:\\s+degree)?";
const DEGREE_FLOOR = new RegExp(
  `\\b(?:at\\s+least|minimum(?:\\s+of)?|min\\.?)\\s+(?:an?\\s+)?${DEGREE_WORD}(?![\\p{L}])|\\b${DEGREE_WORD}(?:\\s+(?:or|and)\\s+(?:higher|above|better|more)|\\s*\\+(?![\\p{L}\\p{N}]))`,
  "giu",
);
const rungOf = (degree: string) => (/^(?:b|ba$)/i.test(degree) ? 0 : /^(?:m)/i.test(degree) ? 1 : 2);

const meaningKinds = (phrase: string) => (PHRASES.get(words(phrase).join(" ")) ?? []).map((m) => m.kind);
const isRole = (phrase: string) =>
  meaningKinds(phrase).some((k) => k === "title" || k === "family" || k === "department");

/**
 * A field named with a role noun is the people of that field ("software or QA roles", "mobile
 * development"), not an employer's industry nor a skill: "software" alone is the software industry
 * to the vocabulary, "software roles" are software engineers. A field that is a role already
 * ("QA", "sales") is left as written; one that names no role with "engineer" / "developer" too.
 */
const FIELD_LIST = "((?:[\\p{L}]+\\s*(?:,|/|&|\\bor\\b|\\band\\b)\\s*){0,3}[\\p{L}]+)";
const FIELD_ROLES = new RegExp(`(?<![\\p{L}])${FIELD_LIST}\\s+(roles|jobs|positions|openings)\\b`, "giu");
const FIELD_DEVELOPMENT =
  /(?<![\p{L}])([\p{L}]+)\s+development\b(?!\s+(?:roles?|jobs?|team|manager|director|lead)\b)/giu;

function fieldRoles(text: string): string {
  return text
    .replace(FIELD_ROLES, (whole, list: string, noun: string) => {
      let changed = false;
      const read = list.replace(/[\p{L}]+/gu, (field) => {
        if (/^(?:or|and)$/i.test(field) || isRole(field) || !isRole(`${field} engineer`)) return field;
        changed = true;
        return `${field} engineer`;
      });
      return changed ? `${read} ${noun}` : whole;
    })
    .replace(FIELD_DEVELOPMENT, (whole, field: string) =>
      !isRole(field) && isRole(`${field} developer`) ? `${field} developers` : whole,
    );
}

/** Pass (text, before the ranges): regions, "@" and shared departments as sales-ops sheets type them. */
/**
 * "sr IC", "senior individual contributors": a contributor's level says all "IC" does (not a
 * manager); read as both, the level and the whole contributor ladder were alternatives, and the
 * ladder let every junior in. "IC" only in capitals (./title-abbreviations.ts).
 */
const LEVEL_BEFORE_IC = String.raw`(?<![\p{L}])((?:[Ss]enior|SENIOR|[Ss]r|SR|[Jj]unior|JUNIOR|[Jj]r|JR|[Mm]id(?:[\s-]?[Ll]evel)?|[Ss]taff|[Pp]rincipal|[Ee]ntry[\s-]?[Ll]evel)\.?)\s+`;
const LEVEL_IC = new RegExp(
  `${LEVEL_BEFORE_IC}(?:ICs?|IC['’]s|[Ii]ndividual\\s+[Cc]ontributors?)(?![\\p{L}])`,
  "gu",
);

export function readShorthandText(text: string): string {
  return fieldRoles(text)
    .replace(LEVEL_IC, "$1 ")
    .replace(
      IC_FLOOR,
      (_m, a?: string, b?: string) => ` ${IC_LADDER.slice(icRungOf(a ?? b ?? "")).join(" or ")} `,
    )
    .replace(MID_IN_LIST, "mid-level")
    .replace(LEVEL_LIST_DOT, "")
    .replace(LEVEL_LIST_PLUS, " or ")
    .replace(NORTH_AMERICA, "$1 North America ")
    .replace(AT_SIGN, " at ")
    .replace(
      DEGREE_FLOOR,
      (_m, a?: string, b?: string) => ` ${DEGREE_LADDER.slice(rungOf(a ?? b ?? "")).join(" or ")} `,
    )
    .replace(DEPARTMENT_LEVELS, (whole, dept: string, a: string, joiner: string, b: string) =>
      isDepartmentLevel(dept, a) && isDepartmentLevel(dept, b)
        ? `${dept} ${a} ${joiner} ${dept} ${b}`
        : whole,
    )
    .replace(
      LEVELS_OF_DEPARTMENT,
      (whole, a: string, joiner: string, b: string, after: string, at: number, all: string) => {
        // "sales directors or VPs of sales": the first level has its department already.
        const before = /(\p{L}+)\s*$/u.exec(all.slice(0, at))?.[1];
        if (before && isDepartment(before)) return whole;
        const [first = "", second] = after.split(/\s+/);
        const dept = second !== undefined && isDepartment(after) ? after : isDepartment(first) ? first : null;
        if (!dept) return whole;
        const rest = after.slice(dept.length);
        return `${a} of ${dept} ${joiner} ${b} of ${dept}${rest}`;
      },
    );
}

/**
 * The department word with the level is a title of that department at that level ("engineering
 * director"), not a role of its own ("product manager" is the product family: its "manager" is no
 * level) nor two words the vocabulary reads apart.
 */
function isDepartmentLevel(dept: string, level: string): boolean {
  if (!PHRASES.get(words(dept).join(" "))?.some((m) => m.kind === "department")) return false;
  const pair = PHRASES.get(words(`${dept} ${level}`).join(" "));
  return pair?.every((m) => m.kind === "title" && m.entry.level !== null) ?? false;
}

const MANAGEMENT = new Set(["mgmt", "mgt", "management"]);
/** Words before an excluded item in reports ("excl. mgmt", "w/o mgmt", "minus management"). */
const EXCLUDING_WORDS = new Set([
  "excl",
  "excluding",
  "except",
  "minus",
  "sans",
  "without",
  "less",
  "bar",
  "no",
  "not",
  "o",
]);

/**
 * Words pass: "eng mgmt", "sales management" -> the department's leadership. The word before must
 * be a department the vocabulary knows, and the pair must not be a role or a skill of its own.
 */
export function managementAsLeadership(ws: Word[]): Word[] {
  return ws.map((word, i) => {
    if (!MANAGEMENT.has(word.w)) return word;
    // "Mgmt (all functions), tenure > 5y", "excl. mgmt": the word alone, a list item of its own, is
    // the people who manage (manager and up), as "leadership" is.
    const next = ws[i + 1];
    const alone = next === undefined || next.boundary;
    const prevWord = ws[i - 1];
    if (alone && (i === 0 || word.boundary || EXCLUDING_WORDS.has(prevWord?.w ?? "")))
      return { ...word, w: "leadership", f: "leadership" };
    if (i === 0) return word;
    const prev = prevWord as Word;
    if (word.boundary) return word;
    if (PHRASES.has(`${prev.w} management`) || PHRASES.has(`${prev.w} ${word.w}`)) return word;
    const department = PHRASES.get(prev.w)?.some((m) => m.kind === "department") ?? false;
    return department ? { ...word, w: "leadership", f: "leadership" } : word;
  });
}
