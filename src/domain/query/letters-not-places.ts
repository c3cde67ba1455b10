/**
 * Capital letters that a place code shares with something else hiring text writes in capitals
 * (review r67, ./read-place-codes.ts): a field of study, department or function said after "in"
 * ("researchers in CV", "graduates in EE"), and a credential, degree or tech acronym said in lists
 * ("a BA, MA", "GMP, GLP", "MSP, SOC"). Only letters that are also a place code are listed: letters
 * that are no place code are never read as one anyway. Each reading is the letters' common sense in
 * job ads and CVs (the fields as university departments and company functions name themselves, the
 * credentials as their issuers write them, the tech terms as their vendors and standards do).
 */
import { US_STATE_CODES } from "../vocab/us-states.ts";

/** Fields, subjects, departments and functions: what "in <letters>" most often names at work. */
const FIELDS = [
  "EE", // electrical engineering
  "ME", // mechanical engineering
  "IE", // industrial engineering
  "CE", // civil / computer engineering
  "CV", // computer vision
  "IR", // investor relations
  "PV", // pharmacovigilance; photovoltaics
  "AP", // accounts payable
  "AR", // accounts receivable; augmented reality
  "QC", // quality control
  "TA", // talent acquisition
  "GTM", // go-to-market
  "BD", // business development
  "PR", // public relations
];

/** Credentials, degrees and tech acronyms: jargon said in lists and after "with", "not", "without". */
const JARGON = [
  "BA", // Bachelor of Arts
  "MA", // Master of Arts
  "MS", // Master of Science
  "MD", // Doctor of Medicine
  "PA", // physician assistant
  "PE", // Professional Engineer
  "NP", // nurse practitioner
  "GMP", // good manufacturing practice
  "GLP", // good laboratory practice
  "POS", // point of sale
  "MSP", // managed service provider
  "DL", // deep learning
  "EDI", // electronic data interchange
  "JPA", // Java Persistence API
];

const FIELD_SET: ReadonlySet<string> = new Set(FIELDS);
const ANY_SET: ReadonlySet<string> = new Set([...FIELDS, ...JARGON]);

/** Whether the letters name a field, subject or department ("in EE" is the subject, not Estonia). */
export const isFieldLetters = (letters: string): boolean => FIELD_SET.has(letters);
/** Whether the letters name a field, a credential, a degree or a tech term as well as a place. */
export const isJargonLetters = (letters: string): boolean => ANY_SET.has(letters);

/** A noun after letters that makes them a skill or a subject: "AR experience", "an EE degree". */
const SKILL_NOUN =
  /^\s+(?:experience|exp|exposure|skills?|skillset|degrees?|background|knowledge|expertise|certifi\w*|courses?|roles?|teams?|department|function|work|projects?|tools?|tooling)\b/iu;
/** Further capitals joined to the letters ("AR or VR", "AR/VR"), which the noun after them governs too. */
const JOINED_CAPITALS = /^(?:\s*(?:\/|,|&|\bor\b|\band\b)\s*[A-Z][A-Z0-9&]{1,5}(?![\p{L}\p{N}]))*/u;

/**
 * Whether the text after some letters says they are a skill or a subject: a skill noun right after
 * them or after the capitals joined to them ("without AR or VR experience": neither is a country).
 */
export function beforeSkillNoun(after: string): boolean {
  const joined = JOINED_CAPITALS.exec(after)?.[0] ?? "";
  return SKILL_NOUN.test(after.slice(joined.length));
}

/**
 * Companies whose initials are also a place code, each by its own stock ticker (NYSE), the short
 * form it is listed, reported and talked of under ("bankers from GS or MS"): read as the company when
 * the company records hold it, else as nothing, never as South Georgia or Montserrat.
 */
const COMPANY_INITIALS: Readonly<Record<string, string>> = {
  GS: "Goldman Sachs",
  MS: "Morgan Stanley",
  GE: "General Electric",
  GM: "General Motors",
  BAH: "Booz Allen Hamilton",
};

/** The company the letters are the documented initials of, if any. */
export const companyOfInitials = (letters: string): string | undefined => COMPANY_INITIALS[letters];

/** Words before "in" that make what follows a field of work ("experience in OR": the operating room). */
const WORK_BEFORE_IN =
  /\b(?:experience|experienced|background|skilled|skills|expertise|exposure|work|works|working|worked|trained|training|speciali[sz]ed|speciali[sz]ing|certified|roles?|jobs?|positions?|shifts?)\s+in\s+$/iu;
const PLACE_MARKER_BEFORE =
  /(?:^|[^\p{L}])(?:in|from|near|around|based in|located in|living in|outside(?: of)?|not|no|excl\.?|excluding|except)\s+$/iu;
const US_CODE_JOINED_BEFORE = /(?<![\p{L}\p{N}])([A-Z]{2})\s*(?:\/|,|&|\bor\b|\band\b)\s*$/u;
const US_CODE_JOINED_AFTER = /^\s*(?:\/|,|&|\bor\b|\band\b)\s*([A-Z]{2})(?![\p{L}\p{N}])/u;
/** The end of an item: the text's end, a stop, "-based", "area", or a comma before small words. */
const ENDS_ITEM = /^(?:-based\b|\s*(?:$|[.;:!?)\]])|,\s+\p{Ll}|\s+(?:area|metro|region)\b)/u;
const isUsCode = (letters: string | undefined) => letters !== undefined && letters in US_STATE_CODES;

/**
 * Whether "OR" at [at, end) is Oregon rather than the operator or the operating room: it opens
 * after a place marker said of where someone is ("nurses in OR", not "experience in OR") or after
 * a US code and a joiner ("WA or OR"), and closes as an item, at the end or before another US code
 * ("in OR or CA"), so nothing else stands for it to join ("in CA OR NY", "in OR/ER" are not).
 */
export function isOregon(text: string, at: number, end: number): boolean {
  const before = text.slice(0, at);
  const after = text.slice(end);
  const opens =
    isUsCode(US_CODE_JOINED_BEFORE.exec(before)?.[1]) ||
    (PLACE_MARKER_BEFORE.test(before) && !WORK_BEFORE_IN.test(before));
  return opens && (ENDS_ITEM.test(after) || isUsCode(US_CODE_JOINED_AFTER.exec(after)?.[1]));
}
