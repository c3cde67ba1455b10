/**
 * The formal, bureaucratic and legal register of procurement notices, compliance requests and
 * public-sector briefs (issue 45), written as the plain English the later passes read. Criteria are
 * said there in nominalised and passive forms; each rule below serves every phrasing of its kind:
 *
 * - exclusion connectives and their scope: "with the exception of", "save for", "save where the
 *   individual is", "other than", "in so far as they are not", "exclusive of" are "except", which
 *   governs the clause it opens up to its end (the criterion inside is excluded, never required);
 *   "save / except in so far as they are X", "to the extent that", "unless they are X" exempt X
 *   (excluded; "unless they are not X" asks for X); an "unless" that relaxes the request ("...,
 *   in which case any level") or names only a wish ("unless willing to relocate") is left unread
 *   before this pass (./proviso-scopes.ts);
 *   "notwithstanding X" is "regardless of X": X is no condition at all (dropped with a note), up
 *   to a comma or the next criterion's opening; "other than that" is "besides that";
 * - role frames: "holding / occupying the position (title, role, post) of X", "who hold positions
 *   as X", "employed in the capacity of X", "engaged / practising as X", "persons at the level of X"
 *   are X ("persons not resident in X holding the post of Y": Y not in X); "in any engineering capacity" is "in engineering"; "managerial positions within
 *   <department>" are that department's management; levels as grades: "of senior grade", "at
 *   junior grade", "in junior positions"; "X in the field of Y" is "Y X"; "practising <field>" is
 *   the field's practitioners ("practising accountancy": accountants);
 * - residence: "whose place of residence lies within", "resident / residing / domiciled in" are "in";
 * - the employment record: "formerly in the employ of X", "previously engaged by X" are "formerly at
 *   X"; "in the employ of X" is "at X"; "no longer employed thereby" (the anaphor names the employer
 *   just said) is "who have since moved on", a departure, never "not working";
 * - degrees: "having completed a", "in possession of a" are "with a"; a degree's spelled-out name
 *   ("Master of Business Administration", "Doctor of Philosophy", "Master of Science") is its
 *   abbreviation, so the named degree is read as itself and not widened to any master's.
 * No maintained source lists these forms: they are English usage (the degree names are the
 * universities' own), written once here.
 */
import type { ScanState } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";

/**
 * Before "save" (or "bar") as a verb, never the connective: a relative word, "to", a modal or a
 * subject ("accountants who save clients money", "tools that save people hours", "can save
 * Hooli money"). Read as "except", the verb's object was excluded (review r68, issue 45).
 */
export const NOT_AFTER_A_SUBJECT = String.raw`(?<!\b(?:who|that|which|to|can|could|will|would|may|might|should|must|they|we|you|i|he|she|it|helps?|helped|also|often|always|routinely|typically|regularly|consistently|reliably|actually)\s+)`;

/** A rewrite: the form, what it is written as, and whether explain says so. */
type Rewrite = [RegExp, string | ((...m: string[]) => string), boolean?];

const LEVEL = "junior|senior|mid|middle|intermediate|entry|principal|staff|graduate|trainee|executive";
/** Nouns of a person a formal frame stands after ("persons at the level of X" is X). */
const PERSON =
  "(?:(?:those|persons|individuals|personnel|people|candidates|employees|ones)\\s+(?:who\\s+(?:are|is)\\s+)?)?";
/**
 * "holding the title of", "occupying the position of", "who hold positions as", "at the level of";
 * group 1 is the person noun before it, if any.
 */
const ROLE_FRAME = new RegExp(
  `\\b(${PERSON})(?:(?:holding|occupying|filling|who\\s+(?:hold|holds|occupy|occupies|fill|fills))\\s+(?:the\\s+|a\\s+|an\\s+)?(?:position|title|role|post|office)s?\\s+(?:of|as)|(?:employed|engaged|serving|working|acting)?\\s*in\\s+the\\s+capacity\\s+of|at\\s+the\\s+(?:level|grade|rank)s?\\s+of)\\s+`,
  "giu",
);

/**
 * A person noun, a residence said of it (group 1) and a role frame after it, whose role (group 2)
 * runs to the clause's end or the next relation word.
 */
const RESIDENT_THEN_ROLE =
  /\b(?:persons|individuals|personnel|people|candidates|employees)\s+((?:who\s+are\s+)?(?:not\s+|non-?)?(?:ordinarily\s+)?(?:resident|residing|domiciled|based|located|living)\s+(?:within|in|outside(?:\s+of)?)\s+[^,;.]{1,40}?)\s+(?:holding|occupying|filling|who\s+(?:hold|occupy|fill))\s+(?:the\s+|a\s+|an\s+)?(?:position|title|role|post|office)s?\s+(?:of|as)\s+(\p{L}+(?:\s+\p{L}+){0,3}?)(?=\s*(?:[,;.]|$)|\s+(?:in|at|with|who|and|for|from)\b)/giu;

/** Spelled-out degree names, as the universities write them, and the abbreviation read. */
const NAMED_DEGREES: [RegExp, string][] = [
  [/\bmasters?\s+of\s+business\s+administration\b/giu, "MBA"],
  [/\bdoctor(?:ate)?\s+of\s+philosophy\b/giu, "PhD"],
  [
    /\bmasters?\s+of\s+(?:science|arts|engineering|laws|philosophy|research|technology)\b/giu,
    "master's degree",
  ],
  [/\bbachelors?\s+of\s+(?:science|arts|engineering|laws|technology|commerce)\b/giu, "bachelor's degree"],
];

/** "practising <field>": the field's practitioners, as the role vocabulary names them. */
const PRACTISED_FIELDS: Record<string, string> = {
  accountancy: "accountants",
  accounting: "accountants",
  law: "lawyers",
  medicine: "doctors",
  dentistry: "dentists",
  pharmacy: "pharmacists",
  physiotherapy: "physiotherapists",
  nursing: "nurses",
  midwifery: "midwives",
  architecture: "architects",
  optometry: "optometrists",
  psychology: "psychologists",
  surveying: "surveyors",
  radiography: "radiographers",
};

/** A department of the role vocabulary ("engineering", "sales", "the data team"). */
const isDepartment = (phrase: string) =>
  (PHRASES.get(words(phrase).join(" ")) ?? []).some((m) => m.kind === "department");

/**
 * "managerial positions within engineering": that department's management (its two words, else its
 * first and the second left as said); else left as said.
 */
function departmentManagement(whole: string, department: string): string {
  // "the marketing function": the unit's word is no part of the name ("marketing management").
  const unit = /^(\S+)\s+(?:function|department|team|org|organi[sz]ation|group|division)$/iu.exec(department);
  if (unit?.[1] && isDepartment(unit[1])) return `${unit[1]} management`;
  if (isDepartment(department)) return `${department} management`;
  const [first, ...rest] = department.split(/\s+/);
  return first && isDepartment(first) ? `${first} management ${rest.join(" ")}` : whole;
}

/** A rewrite's output: its template with the groups put in, or its function's. */
function written(to: Rewrite[1], m: string[]): string {
  return typeof to === "string" ? to.replace(/\$(\d)/g, (_, n: string) => m[Number(n)] ?? "") : to(...m);
}

/** "in so far as", "insofar as", "to the extent that" (the legal "where"). */
const SO_FAR = "(?:in\\s*so\\s+far|insofar|inasmuch)\\s+as|to\\s+the\\s+extent\\s+(?:that|as)";
/** Who a legal condition is said of ("they", "he or she", "the individual", "such persons"). */
const SUBJECT = "(?:they|he|she|he\\s+or\\s+she|the\\s+\\p{L}+|such\\s+\\p{L}+)";

/** What an "unless" clause may not open with: a negation (left as said) or a stock phrase. */
const NOT_EXEMPTING =
  "not|otherwise|stated|specified|noted|indicated|required|necessary|needed|agreed|instructed";

const REWRITES: Rewrite[] = [
  ...NAMED_DEGREES.map(([form, abbreviation]): Rewrite => [form, abbreviation, true]),
  [
    /\b(?:having\s+(?:completed|obtained|earned|attained|been\s+awarded)|in\s+possession\s+of)\s+(an?)\b/giu,
    "with $1",
  ],
  // The employment record, before the exclusions ("no longer employed thereby" is no negation).
  [
    /\b(?:(?:formerly|previously|once|erstwhile)\s+|(?:who|that)\s+(?:were|was)\s+(?:formerly\s+|previously\s+)?)(?:in\s+the\s+employ\s+of|in\s+the\s+service\s+of|employed\s+(?:by|at|with)|engaged\s+(?:by|at|with))\s+/giu,
    "formerly at ",
    true,
  ],
  [/\bin\s+the\s+employ\s+of\s+(?=\p{Lu})/gu, "at "],
  [
    /\b(?:(?:who|that)\s+(?:are|is|were)\s+)?no\s+longer\s+(?:(?:employed|engaged|working)\s+(?:thereby|there|therein|by\s+(?:it|them|the\s+same|that\s+\p{L}+))|in\s+(?:its|their)\s+employ)\b/giu,
    "who have since moved on",
    true,
  ],
  // The request's framing: "Identification of", "A list of ... is hereby requested" ask for no one.
  [
    /^\s*(?:the\s+)?(?:identification|compilation|provision|enumeration|a\s+(?:list|register|roster|schedule))\s+of\s+/iu,
    " ",
    true,
  ],
  [/\b(?:(?:is|are)\s+)?hereby\s+(?:requested|sought|required|invited|solicited)\b/giu, " ", true],
  [/\b(?:experience|tenure)\s+(?:amounts?|comes?)\s+to\b/giu, "experience is"],
  [/\bof\s+(?:an?|the)\s+(?:undertaking|enterprise|concern)\b/giu, "of a company"],
  // Roles.
  [
    /\b(?:officers?|officials?|persons|individuals|personnel)\s+of\s+the\s+(?:rank|grade)\s+of\s+/giu,
    " ",
    true,
  ],
  [
    /\b(?:(?:holding|occupying|in|who\s+(?:hold|occupy))\s+)?(?:managerial|management|leadership)\s+(?:positions?|roles?|posts?|functions?)\s+(?:within|in)\s+(?:the\s+)?([\p{L}&]+(?:\s+[\p{L}&]+)?)\b/giu,
    (whole, department) => departmentManagement(whole, department as string),
  ],
  // With no department after it ("managerial positions in Berlin", "managerial staff"): the
  // management levels, the manager's and above.
  [
    /\b(?:(?:holding|occupying|filling|in|who\s+(?:hold|holds|occupy|occupies))\s+)?(?:managerial|management)\s+(?:positions?|roles?|posts?|functions?|staff|personnel|grades?|ranks?|capacit(?:y|ies))\b/giu,
    " at manager level or above ",
    true,
  ],
  // "Persons not domiciled in France holding the position of nurse": the role is the head; the
  // residence between them stays with its own polarity ("nurse not domiciled in France").
  [RESIDENT_THEN_ROLE, "$2 $1", true],
  // After a person noun the frame goes with it ("persons holding the title of X": X); after a role
  // noun it is "who are" ("engineers who hold the title of Staff Engineer": Staff Engineers).
  [ROLE_FRAME, (_whole, person) => (person ? "" : " who are "), true],
  [/\bin\s+(?:any|an?|the)\s+([\p{L}]+(?:\s+[\p{L}]+)?)\s+capacity\b/giu, "in $1"],
  [/\b(?:presently|currently)?\s*(?:employed|engaged|practising|practicing|serving)\s+as\s+/giu, " "],
  [/\b(?:presently|currently)\s+(?:employed|engaged)\s+in\s+(?=\p{L})/giu, " in "],
  [
    /\b(?:practising|practicing)\s+(\p{L}+)\b/giu,
    (whole, field) => PRACTISED_FIELDS[(field as string).toLowerCase()] ?? whole,
  ],
  // A grade is its level ("of senior grade": senior); "entry level", "senior level" the level passes read.
  [new RegExp(`\\b(\\p{L}+s)\\s+(?:of|at)\\s+(${LEVEL})\\s+(?:grade|rank)\\b`, "giu"), "$2 $1"],
  [new RegExp(`\\b(?:of|at)\\s+(${LEVEL})\\s+(?:grade|rank)\\b`, "giu"), "$1"],
  [new RegExp(`\\b(?:in|at)\\s+(${LEVEL})\\s+(?:positions?|grades?|posts?|roles?)\\b`, "giu"), "$1"],
  [
    /\b(\p{L}+s)\s+in\s+the\s+(?:field|area|domain|discipline)\s+of\s+(\p{L}+(?:\s+\p{L}+)?)(?=\s*(?:[,;.]|$))/giu,
    "$2 $1",
  ],
  // Residence.
  [
    /\bwhose\s+(?:usual\s+)?(?:place\s+of\s+)?(?:residence|domicile|abode)\s+(?:lies|lie|is|are)\s+(?:located\s+|situated\s+)?(?:within|in)\b/giu,
    "in",
  ],
  [/\b(?:ordinarily\s+)?(?:resident|residing|domiciled|situated)\s+(?:within|in)\b/giu, "in"],
  [/\b(?:located|based)\s+within\b/giu, "in"],
  // "other than that, senior only", "other than that senior only": "besides that", no exclusion.
  [
    new RegExp(
      `\\bother\\s+than\\s+(?:that|this)(?=\\s*[,;:]|\\s+(?:${LEVEL}|only|just|anyone|anybody|any|all|must|please|we|they)\\b)`,
      "giu",
    ),
    ", ",
    true,
  ],
  // Exclusions and their scope.
  [
    new RegExp(
      String.raw`\b(?:with\s+the\s+exception\s+of|${NOT_AFTER_A_SUBJECT}save\s+for|${NOT_AFTER_A_SUBJECT}save(?=\s+(?:where|when|those|persons|individuals|people|candidates|personnel|any)\b)|other\s+than(?!\s+(?:that|this|these|it)\b)|exclusive\s+of|excepting)\b`,
      "giu",
    ),
    "except",
    true,
  ],
  [
    /\bexcept\s+(?:where|when|if)\s+(?:the\s+(?:individual|person|candidate|employee)|they|he\s+or\s+she|such\s+(?:a\s+)?\p{L}+)\s+(?:is|are)\b/giu,
    "except those",
  ],
  [
    /\b(?:in\s*so\s+far|insofar|inasmuch)\s+as\s+(?:they|he|she|he\s+or\s+she|the\s+\p{L}+|such\s+\p{L}+)\s+(?:is|are)\s+not\b/giu,
    "except those",
    true,
  ],
  // "save / except in so far as they are X", "save to the extent that they are X", "unless they
  // are X", "unless employed by X": the legal "except where", X excluded. Not before a "not" (a
  // double negation, left as said) nor a stock phrase ("unless otherwise stated").
  // "unless they are not X": everyone else excepted, X is who is asked for.
  [
    new RegExp(`,?\\s*\\bunless\\s+(?:${SUBJECT}\\s+)?(?:is|are)\\s+not\\s+(?=\\p{L})`, "giu"),
    ", only those who are ",
    true,
  ],
  [
    new RegExp(
      `,?\\s*\\b(?:(?:save|except)\\s+(?:${SO_FAR})|unless)\\s+(?!(?:${SUBJECT}\\s+)?(?:(?:is|are|have|has)\\s+)?(?:${NOT_EXEMPTING})\\b)(?:${SUBJECT}\\s+)?(?:(is|are|have|has|hold|holds)\\s+)?(?=\\p{L})`,
      "giu",
    ),
    (_whole, verb) => `, except those ${verb && /^h/i.test(verb) ? "with " : ""}`,
    true,
  ],
];

/**
 * "notwithstanding their seniority": regardless of it, no condition: up to the clause's end or,
 * with no comma, the next criterion's opening ("with a CPA", "who hold", "holding", "based in").
 */
const NOTWITHSTANDING =
  /,?\s*\bnotwithstanding\s+([^,;.]*?)(?=\s*(?:[,;.]|$)|\s+(?:and\s+)?(?:with\s+(?:an?|at\s+least|over|more\s+than|\d+)\b|who\b|whose\b|holding\b|having\b|(?:based|located|resident|residing|domiciled)\s+(?:in|within|at)\b))/giu;

/** Pass (text, before the exclusion cues and the employment record are read). */
export function readFormalRegister(state: ScanState): void {
  let text = state.text.replace(NOTWITHSTANDING, (whole, what: string) => {
    state.notes.push(`"notwithstanding ${what.trim()}": regardless of it, not a condition`);
    return whole.startsWith(",") ? "," : " ";
  });
  for (const [form, to, noted] of REWRITES)
    text = text.replace(form, (...m: string[]) => {
      const said = (m[0] ?? "").trim();
      const out = written(to, m);
      if (noted && out.trim() !== said)
        state.notes.push(
          out.trim()
            ? `read "${said}" as "${out.trim()}"`
            : `"${said}": a formal frame, read as what follows`,
        );
      return out;
    });
  state.text = text.replace(/\s{2,}/g, " ");
}
