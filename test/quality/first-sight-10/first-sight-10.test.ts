/**
 * Round 10's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as
 * of LABELS_CHECKED_ON, as the earlier rounds' are), nobody is both relevant and inverted, no query
 * is asked twice, 20 queries per style and every class asked, every style holds exclusions in at
 * least half its queries, a query that excludes says who is inverted, and the set keeps its styles
 * (numeric comparatives carry a comparative and a number; times are anchored on an event or a
 * calendar expression; hedged asks mix a preference with a requirement or a hard exclusion). No floor
 * on search quality: the round-10 first-sight figures are in ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON } from "../first-sight-harness.ts";
import { labelCounts } from "./evaluate.ts";
import { CLASSES } from "./labels.ts";
import { generateTenth } from "./people.ts";
import { QUERIES } from "./queries.ts";

/** A phrase of the list standing alone (letters around it would make it part of another word). */
const words = (list: string[]) => new RegExp(`(?<![\\p{L}])(${list.join("|")})(?![\\p{L}])`, "iu");

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

const style = (c: string) => c.split("_")[0] as "num" | "time" | "hedge";

function keepsStyle(cls: string, query: string): boolean {
  if (style(cls) === "num") return COMPARATIVE.test(query) && NUMBER.test(query);
  if (style(cls) === "time") return ANCHORED.test(query);
  return SOFT.test(query) && HARD.test(query);
}

describe("first-sight round 10 labels", () => {
  test("every query has >= 10 true matches at 20,000 people seed 2026 and 12,000 seed 11", () => {
    for (const [people, seed] of [
      [20_000, 2026],
      [12_000, 11],
    ] as const) {
      const wrong = labelCounts(people, seed, QUERIES, LABELS_CHECKED_ON)
        .filter((c) => c.truth < 10)
        .map((c) => `${c.query}: ${c.truth}`);
      expect({ people, seed, wrong }).toEqual({ people, seed, wrong: [] });
    }
  }, 120_000);

  test("nobody is both relevant and inverted; no query is asked twice; 20 per style, every class asked", () => {
    const { people } = generateTenth(4000, 2026, LABELS_CHECKED_ON);
    for (const q of QUERIES) {
      const both = people.filter((p) => q.relevant(p.latent) && q.inverted?.(p.latent)).length;
      expect({ query: q.query, both }).toEqual({ query: q.query, both: 0 });
    }
    expect(new Set(QUERIES.map((q) => q.query.toLowerCase())).size).toBe(QUERIES.length);
    for (const s of ["num", "time", "hedge"])
      expect({ s, n: QUERIES.filter((q) => style(q.class) === s).length }).toEqual({ s, n: 20 });
    for (const c of CLASSES)
      expect({ c, n: QUERIES.filter((q) => q.class === c).length >= 6 }).toEqual({ c, n: true });
  });

  test("every style holds exclusions in at least 10 of its 20, and a query that excludes says who is inverted", () => {
    for (const s of ["num", "time", "hedge"]) {
      const excluding = QUERIES.filter((q) => style(q.class) === s && q.inverted).length;
      expect({ s, atLeastTen: excluding >= 10 }).toEqual({ s, atLeastTen: true });
    }
    for (const q of QUERIES.filter((x) => EXCLUDES.test(x.query)))
      expect({ q: q.query, inverted: typeof q.inverted }).toEqual({ q: q.query, inverted: "function" });
  });

  test("the styles: numeric comparatives, event- and calendar-anchored times, hedged asks", () => {
    for (const q of QUERIES)
      expect({ q: q.query, style: keepsStyle(q.class, q.query) }).toEqual({ q: q.query, style: true });
  });

  test("the style checks can fail: a plain ask keeps none of the styles", () => {
    for (const cls of ["num_experience", "time_events", "hedge_require"])
      expect({ cls, style: keepsStyle(cls, "senior backend engineers in Berlin with Go") }).toEqual({
        cls,
        style: false,
      });
  });
});
