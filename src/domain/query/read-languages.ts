/**
 * The languages a person speaks, said the ways people type it: "speaks japanese and english",
 * "french speaking", "german speaker", "fluent in spanish", "english fluent", "native portuguese".
 * A language name only counts next to a cue of speaking ("german engineers" is about a place, not
 * this pass). Each language named is a criterion of its own (all of them are asked), over the
 * profile's listed languages (../search/facets.ts, `lang0` / `langf0`); "fluent" or "native" asks
 * the fluent level, as does a CEFR level C1 or C2 ("English C1"); "required" next to a language
 * name is a cue of speaking too ("German and English required").
 */
import { facet } from "../search/facets.ts";
import { LANGUAGE_NAMES, languageCode } from "../vocab/languages.ts";
import type { Criterion } from "./criteria.ts";
import { exclusionCueBefore } from "./cue-before.ts";
import { cut, type ScanState } from "./parse-state.ts";

const NAME = `(?:${[...LANGUAGE_NAMES]
  .sort((a, b) => b.length - a.length)
  .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  .join("|")})`;
const LIST = `${NAME}(?:\\s*(?:,|&|\\+|/|\\band\\b|\\bor\\b)\\s*${NAME})*`;
const FLUENT = "(?:fluent(?:ly)?|native|bilingual|proficient)";
const SPEAK = "(?:speaks?|speaking|spoke|talks?|knows?)";
/**
 * A CEFR level (C1, B2): C1 and C2 are the fluent level, as the profile's proficiency reads them
 * (../vocab/languages.ts `fluency`); B and A levels ask that the language is spoken.
 */
const CEFR = "(?<cefr>[abc][12])";
const REQUIRED = "(?:(?:is|are)\\s+)?(?:required|essential|mandatory|a\\s+must|needed|compulsory)";

/** The forms, each with the list of names in group `list` and a fluency word in `fl` / `fl2`. */
const FORMS = [
  `\\b(?:who\\s+|which\\s+|that\\s+)?${SPEAK}\\s+(?:(?<fl>${FLUENT})\\s+)?(?<list>${LIST})(?:\\s+(?<fl2>${FLUENT}))?\\b`,
  `\\b(?:(?<fl>${FLUENT})\\s+)?(?<list>${LIST})[\\s-]+(?:speaking|speakers?|natives?)\\b`,
  `\\b(?<fl>${FLUENT})\\s+(?:in\\s+|speakers?\\s+of\\s+)?(?<list>${LIST})\\b`,
  `\\b(?<list>${LIST})\\s+(?<fl>${FLUENT})\\b`,
  // "English C1", "German (B2)", "English: C1", "C1 English", "C2-level French"
  `\\b(?<list>${LIST})\\s*[:(-]?\\s*${CEFR}\\b\\)?`,
  `\\b${CEFR}(?:[\\s-]+level)?\\s+(?<list>${LIST})\\b`,
  // "German and English required", "business English", "working proficiency in Dutch"
  `\\b(?<list>${LIST})\\s+${REQUIRED}\\b`,
  `\\b(?:business|professional|working)(?:\\s+(?:level|proficiency))?(?:\\s+in)?\\s+(?<list>${LIST})\\b`,
].map((f) => new RegExp(f, "i"));

/**
 * "German is a must", "German (must)", "English is essential": a language named as a requirement.
 * Said as "German required", the form the speaking cues read: the requirement pass drops the cue
 * words, and the language left alone was read as a place (Germany).
 */
const REQUIRED_SAID = new RegExp(
  `\\b(${LIST})\\s*(?:\\(\\s*(?:must|required|mandatory|a\\s+must)\\s*\\)|(?:(?:is|are)\\s+)?(?:an?\\s+)?(?:absolute\\s+|hard\\s+)?must(?:[\\s-]have)?\\b|(?:is|are)\\s+(?:required|mandatory|essential|compulsory|needed)\\b)`,
  "gi",
);

/** Text pass (before the requirement cues are dropped): a language said as a requirement. */
export function sayLanguageRequirements(text: string): string {
  return text.replace(REQUIRED_SAID, "$1 required");
}

/** "no" just before a phrase ("no German speakers"): an exclusion cue the shared ones leave out. */
const NO_BEFORE = /(?:^|[\s,;:(])(no\s+)$/i;
/** "non-" before "native English speakers": the language spoken, not natively. */
const NON_BEFORE = /(?:^|[\s,;:(])(non[\s-]?)$/i;

/**
 * Where the exclusion cue governing a phrase at `at` starts ("not", "excluding anyone who", "no"),
 * or undefined: the phrase is taken out whole, so the operator pass would never see what the cue
 * governs and the language was required, the opposite of the ask.
 */
function cueBefore(text: string, at: number): number | undefined {
  const no = NO_BEFORE.exec(text.slice(Math.max(0, at - 10), at));
  return exclusionCueBefore(text, at) ?? (no ? at - (no[1] as string).length : undefined);
}

/**
 * "German native or English native", "fluent German or fluent English": two phrases of one form
 * joined by "or" are one phrase with a list ("native German or English"); read apart, each was
 * required, both where either was asked.
 */
const LEVEL_AFTER = `(?:${FLUENT}|natives?)`;
const OR_JOIN = String.raw`\s*(?:,\s*)?(?:\bor\b|/)\s*`;
const OR_AFTER = new RegExp(`\\b(${NAME})\\s+(${LEVEL_AFTER})${OR_JOIN}(${NAME})\\s+${LEVEL_AFTER}\\b`, "gi");
const OR_BEFORE = new RegExp(
  `\\b(${FLUENT})\\s+(?:in\\s+)?(${NAME})${OR_JOIN}(?:${FLUENT}\\s+)?(?:in\\s+)?(${NAME})\\b`,
  "gi",
);
const OR_SPEAKERS = new RegExp(
  `\\b(${NAME})[\\s-]+(speakers?|speaking)${OR_JOIN}(${NAME})[\\s-]+(?:speakers?|speaking)\\b`,
  "gi",
);
/**
 * "business fluent in German, not French", "English but not Spanish": a language named after a
 * language phrase with a cue of exclusion is a language too, excluded at the phrase's level (read
 * alone, "French" was a place and France was excluded).
 */
const EXCLUDED_AFTER = new RegExp(
  `^\\s*,?\\s*(?:but\\s+|and\\s+)?(?:not|no|except|excluding|rather\\s+than|without)\\s+(?<list>${LIST})(?=\\s*(?:[,.;:)|]|$))`,
  "i",
);

/** Pass (text, after the time pass): languages spoken. */
export function readLanguages(state: ScanState) {
  // "Business fluent German" is the working level, as a profile's "Business fluent" is
  // (src/domain/vocab/languages.ts): the narrowing word keeps it from reading as fluent.
  state.text = state.text
    .replace(/\bbusiness[\s-]+fluen(?:t|cy)(?:\s+in)?\b/gi, "business")
    // "Polish natives or Czech natives": the plural's level is "native", said before the list.
    .replace(
      OR_AFTER,
      (_all, a: string, level: string, b: string) => `${level.replace(/s$/i, "")} ${a} or ${b}`,
    )
    .replace(OR_BEFORE, "$1 $2 or $3")
    .replace(OR_SPEAKERS, "$1 or $3 $2");
  for (const form of FORMS) {
    for (let m = form.exec(state.text); m; m = form.exec(state.text)) {
      const groups = m.groups ?? {};
      // "German native (speaker)", "French natives": native said after the language is fluent too.
      const non = /^native/i.test(m[0])
        ? NON_BEFORE.exec(state.text.slice(Math.max(0, m.index - 5), m.index))
        : null;
      const fluent =
        (!non && (Boolean(groups.fl || groups.fl2) || /[\s-]natives?$/i.test(m[0]))) ||
        /^c/i.test(groups.cefr ?? "");
      const from = m.index - (non ? (non[1] as string).length : 0);
      const cue = cueBefore(state.text, from);
      const names = (groups.list ?? "").split(/\s*(?:,|&|\+|\/|\band\b|\bor\b)\s*/i).filter(Boolean);
      const alternatives = /\bor\b|\//i.test(groups.list ?? "");
      const codes = [...new Set(names.map(languageCode).filter((c): c is string => c !== null))];
      const start = cue ?? from;
      const excluded = EXCLUDED_AFTER.exec(state.text.slice(m.index + m[0].length));
      cut(state, start, m.index + m[0].length + (excluded?.[0].length ?? 0) - start);
      for (const name of (excluded?.groups?.list ?? "").split(/\s*(?:,|&|\+|\/|\band\b|\bor\b)\s*/i)) {
        const code = name ? languageCode(name) : null;
        if (code) state.loose.push({ not: languageCriterion(code, name, fluent, excluded?.[0] ?? "") });
      }
      if (!codes.length) continue;
      const criteria = codes.map((code, k) =>
        languageCriterion(code, names[k] ?? code, fluent, m?.[0] ?? ""),
      );
      const asked: Criterion[] =
        alternatives && criteria.length > 1
          ? [
              {
                ...(criteria[0] as Criterion),
                label: criteria.map((c) => c.label).join(" or "),
                tokens: criteria.flatMap((c) => c.tokens),
                value: codes.join(" | "),
              },
            ]
          : criteria;
      state.loose.push(...asked.map((c) => (cue === undefined ? c : { not: c })));
    }
  }
}

function languageCriterion(code: string, name: string, fluent: boolean, from: string): Criterion {
  const shown = name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
  return {
    kind: "language",
    label: fluent ? `Speaks ${shown} fluently` : `Speaks ${shown}`,
    tokens: [fluent ? facet.fluentLanguage(code) : facet.language(code)],
    from: from.trim(),
    value: code,
    confidence: 0.9,
  };
}
