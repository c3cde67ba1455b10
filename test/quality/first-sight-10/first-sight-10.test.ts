/**
 * Round 10's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked, every style holds exclusions in at
 * least half its queries, a query that excludes says who is inverted, and the set keeps its styles
 * (numeric comparatives carry a comparative and a number; times are anchored on an event or a
 * calendar expression; hedged asks mix a preference with a requirement or a hard exclusion). No floor
 * on search quality: the round-10 first-sight figures are in ./README.md.
 */
import { roundSoundness, words } from "../first-sight-soundness.ts";
import { ROUND_10 } from "./evaluate.ts";

/** Hard exclusions; soft ones ("we'd rather not", "not a deal-breaker") and bounds ("not more than") are apart. */
const EXCLUDES = words([
  "except",
  "excluding",
  "excluded",
  "but not",
  "not anyone",
  "not counting",
  "not including",
  "not at",
  "not in",
  "not the",
  "outside",
  "leave out",
  "apart from",
  "no juniors",
  "no managers",
  "no founders",
  "no CTOs",
  "no one",
  "hard no",
  "must not",
]);
const COMPARATIVE = words([
  "at least",
  "no fewer than",
  "not less than",
  "north of",
  "upwards of",
  "tops",
  "no more than",
  "not more than",
  "a max of",
  "shy of",
  "under",
  "or so",
  "give or take",
  "roughly",
  "between",
  "\\d+ to \\d+",
  "\\S+-plus",
  "two or more",
  "only ever",
  "no earlier than",
  "before \\d{4}",
  "in their third year",
]);
const NUMBER = words([
  "\\d+",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "twenty",
  "decade",
  "third",
]);
const ANCHORED = words([
  "the pandemic",
  "Brexit",
  "financial crisis",
  "the year before last",
  "last year",
  "early \\d{4}",
  "Q[1-4] \\d{4}",
  "the start of \\d{4}",
  "the last couple of years",
  "pre-\\d{4}",
  "post-\\d{4}",
  "the \\d{4}s",
  "the mid-\\d{4}s",
  "the turn of the decade",
]);
const SOFT = words([
  "ideally",
  "preferably",
  "preferred",
  "bonus",
  "nice to have",
  "if possible",
  "open to",
  "don't mind",
  "we'd rather",
  "we'd prefer",
]);
const HARD = words([
  "must",
  "required",
  "non-negotiable",
  "deal-breaker",
  "hard requirement",
  "hard no",
  "no one",
]);

/** Each style (the first part of its classes' names) and the check that a query keeps it. */
const KEEPS_STYLE = {
  num: (query: string) => COMPARATIVE.test(query) && NUMBER.test(query),
  time: (query: string) => ANCHORED.test(query),
  hedge: (query: string) => SOFT.test(query) && HARD.test(query),
};

roundSoundness(ROUND_10, {
  styles: KEEPS_STYLE,
  minPerClass: 6,
  excludes: EXCLUDES,
  excludingPerStyle: 10,
  styleTest: "the styles: numeric comparatives, event- and calendar-anchored times, hedged asks",
  plainAsk: {
    query: "senior backend engineers in Berlin with Go",
    classes: ["num_experience", "time_events", "hedge_require"],
  },
});
