/**
 * Round 11's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked at least six times, every style holds
 * exclusions in at least 10 of its 20, a query that excludes says who is inverted, and the set keeps
 * its styles (a company written as a domain, with a legal suffix, possessive, short form, lower case
 * or "the X folks"; report shorthand with at least two of its marks; narrowing over at least two
 * sentences). No floor on search quality: the round-11 first-sight figures are in ./README.md.
 */

import { roundSoundness, words } from "../first-sight-soundness.ts";
import { EMPLOYERS } from "../independent/vocab.ts";
import { ROUND_11 } from "./evaluate.ts";

/** Hard exclusions in the three styles' words. */
const EXCLUDES = words([
  "excl\\.",
  "excluding",
  "w/o",
  "sans",
  "minus",
  "less",
  "but not",
  "not anyone",
  "not counting",
  "not the",
  "aren't",
  "anywhere but",
  "outside",
  "without",
  "drop",
  "remove",
]);

/** A company as people write it: a domain, a legal suffix, a possessive, "the X folks", "ex-X". */
const COMPANY_FORM = words([
  "@?[a-z-]+\\.(com|io|de|ai|co)",
  "Inc\\.",
  "GmbH",
  "Ltd\\.?",
  "LLP",
  "S\\.A\\.",
  "B\\.V\\.",
  "Oy",
  "SAS",
  "AG",
  "\\p{L}+'s",
  "H&F",
  "folks",
  "crowd",
  "people",
  "ex-\\p{L}+",
]);
/** Report marks: abbreviations, symbols, slashes and parentheses a headcount sheet writes. */
const REPORT_MARKS =
  /excl\.|incl\.|w\/o|w\/|\bsans\b|\bminus\b|\bless\b|\+|≥|<|n\/a|\btbd\b|\/|\(|Sr\.|Jr\.|mgmt|—/giu;
/** A narrowing sentence after the first ask. */
const NARROWING =
  /(Of those|Of them|Among them|From that group drop|Keep only the ones|keep only|Now remove|And of them)/u;

/** Each style (the first part of its classes' names) and the check that a query keeps it. */
const KEEPS_STYLE = {
  co: (query: string) => COMPANY_FORM.test(query) || EMPLOYERS.some((e) => query.includes(e.toLowerCase())),
  rep: (query: string) => new Set(query.match(REPORT_MARKS) ?? []).size >= 2,
  chain: (query: string) => {
    const sentences = query.split(/(?<=[.?!:])\s+(?=\p{Lu})/u).length;
    return sentences >= 2 && NARROWING.test(query);
  },
};

roundSoundness(ROUND_11, {
  styles: KEEPS_STYLE,
  minPerClass: 6,
  excludes: EXCLUDES,
  excludingPerStyle: 10,
  styleTest: "the styles: company spellings, report shorthand, narrowing over several sentences",
  plainAsk: {
    query: "senior backend engineers in Berlin with Go",
    classes: ["co_domain", "rep_role", "chain_drop"],
  },
});
