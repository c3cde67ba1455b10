/**
 * A first-sight round's soundness test, as rounds 2, 3 and 5 on each wrote it for itself: one
 * `describe("first-sight round N labels")` whose tests ask the harness's `labelChecks`
 * (./first-sight-harness.ts) in the same order, under the same names. A round's test file keeps what
 * is its own — its style and exclusion patterns, the plain asks they must reject, and any test only
 * it needs (passed as `more`, run inside the same describe) — and calls
 * `roundSoundness(ROUND_N, {...})`.
 *
 * The tests, in order:
 * - every query has >= 10 true matches at 20,000 people seed 2026 and 12,000 seed 11;
 * - nobody is both relevant and inverted, no query is asked twice, and either 20 queries per style
 *   with every class asked `minPerClass` times (`styles`) or at least `minQueries` (at most
 *   `maxQueries`) with every class asked;
 * - with `excludes`: a query the pattern matches says who is inverted, and with `styles` every
 *   style holds at least five such queries (at least `excludingPerStyle` when given);
 * - the style test, named by the round: every query keeps its class's style;
 * - with `plainAsk`: the style checks can fail (the plain ask keeps none of the named classes'
 *   styles, and whatever `plainAsk.also` asks).
 */
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON, labelChecks, type Round, type RoundQuery } from "./first-sight-harness.ts";

/** A phrase of the list standing alone (letters around it would make it part of another word). */
export const words = (list: string[]) => new RegExp(`(?<![\\p{L}])(${list.join("|")})(?![\\p{L}])`, "iu");

/** A class's style: the first part of its name ("rank" of "rank_level"). */
export const styleOf = (cls: string) => cls.split("_")[0] as string;

export interface RoundSet<C extends string> {
  /**
   * Rounds of styles, 20 queries each: each style (the first part of its classes' names, "rank" of
   * "rank_level") with the check that a query keeps it.
   */
  styles?: Record<string, (query: string, cls: C) => boolean>;
  /** Without styles: how many queries the set holds at least (and at most). */
  minQueries?: number;
  maxQueries?: number;
  /** Every class asked at least this many times. */
  minPerClass: number;
  /**
   * Whether nobody is both relevant and inverted is counted as of LABELS_CHECKED_ON; rounds 2, 3
   * and 5 to 8 were written to count it to the day the test runs, and keep doing so.
   */
  countsToday?: boolean;
  /** The words (or the check) that say a query excludes someone. */
  excludes?: { test(query: string): boolean };
  /** With styles: each style holds at least this many queries that say who is inverted (else five). */
  excludingPerStyle?: number;
  /** The style test's name ("the styles: ...") and, without `styles`, its check. */
  styleTest: string;
  keepsStyle?: (cls: C, query: string) => boolean;
  /** A plain ask the style checks of `classes` must reject, and what else that test asks. */
  plainAsk?: { query: string; classes: readonly C[]; also?: () => void };
}

function exclusionTestName<C extends string>(set: RoundSet<C>): string {
  if (!set.styles) return "a query that excludes something says who is inverted";
  const least = set.excludingPerStyle ? ` in at least ${set.excludingPerStyle} of its 20` : "";
  return `every style holds exclusions${least}, and a query that excludes says who is inverted`;
}

/** Registers round `round`'s soundness tests (see above); `more` registers the round's own after them. */
export function roundSoundness<L, C extends string, Q extends RoundQuery<L, C>>(
  round: Round<L, C, Q>,
  set: RoundSet<C>,
  more?: () => void,
) {
  const styles = set.styles;
  const perStyle = styles && { style: styleOf, styles: Object.keys(styles) };
  const keepsStyle = (cls: C, query: string) =>
    styles ? (styles[styleOf(cls)]?.(query, cls) ?? false) : (set.keepsStyle?.(cls, query) ?? false);
  describe(`first-sight ${round.name} labels`, () => {
    test("every query has >= 10 true matches at 20,000 people seed 2026 and 12,000 seed 11", () => {
      labelChecks.tenTrueAtBothSizes(round);
    }, 120_000);

    const asked = styles ? "20 per style, every class asked" : "every class is asked";
    test(`nobody is both relevant and inverted; no query is asked twice; ${asked}`, () => {
      labelChecks.soundSet(round, {
        minPerClass: set.minPerClass,
        minQueries: set.minQueries,
        maxQueries: set.maxQueries,
        perStyle: perStyle && { ...perStyle, n: 20 },
        now: set.countsToday ? undefined : LABELS_CHECKED_ON,
      });
    });

    const excludes = set.excludes;
    if (excludes)
      test(exclusionTestName(set), () => {
        labelChecks.excludersSayInverted(round, excludes, perStyle);
        const least = set.excludingPerStyle;
        if (!(perStyle && least)) return;
        for (const s of perStyle.styles) {
          const excluding = round.queries.filter((q) => perStyle.style(q.class) === s && q.inverted).length;
          expect({ s, least, holds: excluding >= least }).toEqual({ s, least, holds: true });
        }
      });

    test(set.styleTest, () => {
      labelChecks.keepStyle(round, keepsStyle);
    });

    const plain = set.plainAsk;
    if (plain)
      test("the style checks can fail: a plain ask keeps none of the styles", () => {
        for (const cls of plain.classes)
          expect({ cls, style: keepsStyle(cls, plain.query) }).toEqual({ cls, style: false });
        plain.also?.();
      });

    more?.();
  });
}
