/**
 * The English words an ESCO occupation is read by in a query (issue 46): its English preferred
 * label, as the English vocabulary reads it, with two of ESCO's ways of writing labels undone.
 * - ESCO qualifies the tech occupations with "ICT" ("ICT system developer", "ICT test analyst"),
 *   which our titles never write: the label is read without it, and its head noun places it
 *   ("developer", "test analyst") as the same English title would.
 * - ESCO names a role with a qualifier the vocabulary reads as something else ("financial
 *   auditor": "financial" alone is the finance department): where the whole label is only inferred,
 *   its shortest tail the vocabulary holds as a title of the same family ("auditor") is the reading.
 * A label nothing places stays as it is (the occupation itself becomes the criterion,
 * ./read-occupations.ts); no head noun is read for it alone ("civil engineer" is no software
 * engineer, "nurse assistant" no assistant of any family).
 */
import { occupations } from "../occupations/index.ts";
import { linkTitle } from "../occupations/link.ts";
import { classifyTitle } from "./classify-title.ts";
import { FAMILY_ALIASES } from "./query-vocabulary.ts";

const ICT_QUALIFIER = /^(?:ict|it)\s+/i;

const placed = (label: string) => {
  const c = classifyTitle(label);
  return c.base !== null || c.families.length > 0;
};

/** The words of `label` the English vocabulary reads the occupation by. */
export function englishLabel(label: string): string {
  const ict = ICT_QUALIFIER.test(label);
  const bare = label.replace(ICT_QUALIFIER, "");
  const whole = classifyTitle(bare);
  if (whole.base && !whole.inferred) return bare;
  if (!ict && !whole.base) return label;
  const words = bare.split(/\s+/);
  for (let k = 1; k < words.length; k++) {
    const tail = words.slice(k).join(" ");
    const t = classifyTitle(tail);
    if (!t.base) continue;
    const sameFamily = !whole.base || (t.base.family !== null && t.base.family === whole.base.family);
    // A known title of the same family, or (under ESCO's ICT qualifier) the head's own reading.
    if (sameFamily && (!t.inferred || (ict && !whole.base))) return tail;
  }
  return placed(bare) ? bare : label;
}

/**
 * The words a query is given for a label read as `readAs`: the label, or, where the vocabulary only
 * infers its title's family ("test analyst": Quality Assurance, by its head and modifier), the
 * family's own name, which the phrase scan reads as that family (it would read "analyst" alone).
 */
export function queryWordsOf(readAs: string): string {
  const t = classifyTitle(readAs);
  const family = t.inferred ? t.base?.family : null;
  if (!family) return readAs;
  const aliases = FAMILY_ALIASES[family] ?? [];
  const name = family.toLowerCase();
  return aliases.includes(name) ? name : (aliases[0] ?? readAs);
}

const plainText = (s: string) =>
  s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
/** The fewest a link scores for a head noun and its complement to be read whole as ESCO's title. */
const WHOLE_TITLE_SCORE = 1;
/** The most words after a head noun its complement is read over ("Ingénieur génie civil"). */
const MAX_COMPLEMENT = 3;

/**
 * How many words after a role head noun in another language ("Analista", "Ingénieur") belong to
 * it as one of ESCO's own titles of that language ("Analista de testes", "Ingénieur génie civil"),
 * or 0: the span is linked outside English, scores well, and is, as written, the start of one of
 * the labels it matched (any gendered form). `after` are the words following the head in the same
 * clause. Such a head is left as typed for the occupation linker; the head-noun grammar
 * (./foreign-roles.ts) would read it alone ("analysts", "engineers") and lose the complement.
 */
export function escoComplementLength(head: string, after: readonly string[]): number {
  for (let n = Math.min(MAX_COMPLEMENT, after.length); n >= 1; n--) {
    const span = [head, ...after.slice(0, n)].join(" ");
    const link = linkTitle(occupations(), span, 1);
    const best = link.occupations[0];
    if (!best || best.score < WHOLE_TITLE_SCORE || link.languages.includes("en")) continue;
    const want = plainText(span);
    const forms = best.matched.split("/").map(plainText);
    if (forms.some((f) => f === want || f.startsWith(`${want} `))) return n;
  }
  return 0;
}

/** The fewest letters the head of a compound has ("utvecklare", "analytiker"), and its fewest link score. */
const MIN_COMPOUND_HEAD = 5;
const COMPOUND_HEAD_SCORE = 0.9;

/**
 * A compound "<specialty><head>" whose head is no head noun the grammar lists but a title of its
 * own in ESCO's labels of another language ("frontend|utvecklare", "data|analytiker",
 * "backend|udvikler"): the specialty and the head noun its occupation is read by in English
 * ("frontend developer"), or null. `specialties` maps a folded specialty word to its English.
 */
export function compoundByLinker(folded: string, specialties: ReadonlyMap<string, string>): string | null {
  for (const [form, spec] of specialties) {
    if (form.length < 2 || !folded.startsWith(form)) continue;
    const rest = folded.slice(form.length).replace(/^-/, "");
    if (rest.length < MIN_COMPOUND_HEAD) continue;
    const link = linkTitle(occupations(), rest, 1);
    const best = link.occupations[0];
    if (!best || best.score < COMPOUND_HEAD_SCORE || link.languages.includes("en")) continue;
    const readAs = englishLabel(best.label);
    const t = classifyTitle(readAs);
    if (!t.base) continue;
    const head = readAs.split(/\s+/).at(-1);
    if (head) return `${spec} ${head}`;
  }
  return null;
}

/** The fewest an occupation scores, linked from its group's label in the singular, to stand for the group. */
const MEMBER_SCORE = 0.85;
const singularLast = (label: string) => label.replace(/ies$/i, "y").replace(/(?<=[^s])s$/i, "");

/**
 * The occupation an ISCO group names when a plural title links to the group ("ingegneri civili":
 * the group "Civil engineers"): the occupation its English label in the singular links to ("civil
 * engineer"), as an English title would, or null (a group no occupation's label names, "Nursing
 * professionals"). Stored jobs link to occupations, seldom to groups, so a plural read as the group
 * alone would find nobody the singular finds.
 */
export function groupMember(uri: string, label: string): { uri: string; label: string } | null {
  if (!uri.includes("/isco/")) return null;
  const link = linkTitle(occupations(), singularLast(label), 1);
  const best = link.occupations[0];
  if (!best || best.score < MEMBER_SCORE || !link.languages.includes("en") || best.uri.includes("/isco/"))
    return null;
  return { uri: best.uri, label: best.label };
}
