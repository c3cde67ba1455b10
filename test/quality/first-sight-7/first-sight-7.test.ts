/**
 * Round 7's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, every class is asked, and the set keeps its
 * style (chat posts carry a hashtag, @mention or emoji and a chat marker; shortlist specs are
 * written sentences in British idiom; the date queries write a date or a duration in numeric
 * shorthand). No floor on search quality: the round-7 first-sight figures are in ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON } from "../first-sight-harness.ts";
import { labelCounts } from "./evaluate.ts";
import { CLASSES } from "./labels.ts";
import { generateSeventh } from "./people.ts";
import { QUERIES } from "./queries.ts";

const CHAT_MARK = /[#@]\w|\p{Extended_Pictographic}/u;
const CHAT_WORDS = /\b(pls|DM|DMs|tysm|anyone|lol|ASAP|URGENT|ANYONE|STOP|RT|intros)\b|!!|\+1|\?\?/;
const BRITISH =
  /\b(read \w+ at|a first from|DPhil|[Ff]resh grads|[Qq]ualified accountants?|based (out of|in)|currently (sit|sat)|sat at|in post|done \w+ years or more|CVs?|Greater London|Oxbridge|Mid-weight|bar juniors|not from|no one more senior|ever been at|excluding|except|Shortlist|Postgraduates|2:1|would be lovely)\b/;
const NUMERIC_DATE =
  /\d{2}\/\d{4}|Q[1-4] \d{4}|'\d{2}\b|\d+y\+|\d+-\d+ (yrs|YOE)|\d+\+ YOE|<\d+y|\d+mo-\d+y|\d{4}[-–]\d{4}|[≥≤] ?\d|\d{4}\+|\d{4} or later|pre-\d{4}/;

describe("first-sight round 7 labels", () => {
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

  test("nobody is both relevant and inverted; no query is asked twice; every class is asked", () => {
    const { people } = generateSeventh(4000, 2026);
    for (const q of QUERIES) {
      const both = people.filter((p) => q.relevant(p.latent) && q.inverted?.(p.latent)).length;
      expect({ query: q.query, both }).toEqual({ query: q.query, both: 0 });
    }
    expect(new Set(QUERIES.map((q) => q.query.toLowerCase())).size).toBe(QUERIES.length);
    expect(QUERIES.length).toBeGreaterThanOrEqual(55);
    for (const c of CLASSES)
      expect({ c, n: QUERIES.filter((q) => q.class === c).length >= 6 }).toEqual({ c, n: true });
  });

  test("a query that excludes something says who is inverted", () => {
    const EXCLUDES =
      /\b(NOT|NO|bar|not from|nobody|no one more senior|except|excluding|elsewhere|somewhere else)\b/;
    for (const q of QUERIES.filter((x) => EXCLUDES.test(x.query)))
      expect({ q: q.query, inverted: typeof q.inverted }).toEqual({ q: q.query, inverted: "function" });
  });

  test("the style: chat posts, British shortlist specs, numeric dates and durations", () => {
    for (const q of QUERIES) {
      const style = q.class.startsWith("chat_")
        ? CHAT_MARK.test(q.query) && CHAT_WORDS.test(q.query)
        : q.class.startsWith("uk_")
          ? /^[A-Z]/.test(q.query) && q.query.endsWith(".") && BRITISH.test(q.query)
          : NUMERIC_DATE.test(q.query) && q.query.length < 90;
      expect({ q: q.query, style }).toEqual({ q: q.query, style: true });
    }
  });
});
