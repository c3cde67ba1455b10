/**
 * Round 9's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as of
 * LABELS_CHECKED_ON, as round 8's are), nobody is both relevant and inverted, no query is asked
 * twice, 20 queries per style and every class asked, every style holds exclusions, a query that
 * excludes says who is inverted, and the set keeps its styles (asks inside e-mail threads carry a
 * quoted reply, forwarded headers or a signature; self-corrections correct themselves after the
 * first words; code-switched asks mix English words with another language's). No floor on search
 * quality: the round-9 first-sight figures are in ./README.md.
 */
import { describe, expect, test } from "bun:test";
import { LABELS_CHECKED_ON, labelChecks } from "../first-sight-harness.ts";
import { ROUND_9 } from "./evaluate.ts";

/** A word of the list standing alone (Unicode letters around it would make it part of another word). */
const words = (list: string[]) => new RegExp(`(?<![\\p{L}])(${list.join("|")})(?![\\p{L}])`, "iu");

const EXCLUDES = words([
  "not",
  "no",
  "except",
  "excluding",
  "outside",
  "drop the",
  "aber keine",
  "keine",
  "ohne",
  "nicht",
  "sin",
  "sem",
  "pas de",
  "sauf",
  "geen",
  "ma non",
  "pero no",
  "ya no",
]);
const QUOTED = /wrote: > \S/;
const FORWARDED = /(Forwarded message|Fwd:|FW:|Original Message)/i;
const SIGNED = words(["Best", "Cheers", "Thanks", "Regards", "Kind regards", "Mit freundlichen Grüßen"]);
const CORRECTS = words([
  "actually",
  "sorry",
  "I meant",
  "I mean",
  "scratch",
  "instead of",
  "wait",
  "hmm no",
  "hang on",
  "oh and",
  "oh but",
  "I forgot",
]);
const FOREIGN = words([
  "aber",
  "oder",
  "mit",
  "ohne",
  "nicht bei",
  "seit",
  "Entwickler",
  "Vertriebler",
  "Produktmanager",
  "Deutschland",
  "sin",
  "pero",
  "ingenieros",
  "desarrolladores",
  "España",
  "pas de",
  "sauf",
  "ingénieurs",
  "chez",
  "à",
  "geen",
  "Nederland",
  "Polsce",
  "albo",
  "sem",
  "engenheiros",
  "ma non",
  "con più",
]);
const ENGLISH = words([
  "engineers",
  "devs",
  "data",
  "managers",
  "senior",
  "with",
  "who",
  "account executives",
  "software",
  "anywhere",
  "Recruiter",
  "CTOs",
  "Frontend",
]);

const style = (c: string) => c.split("_")[0] as "mail" | "fix" | "mix";
const STYLES = ["mail", "fix", "mix"] as const;

function keepsStyle(cls: string, query: string): boolean {
  if (cls === "mail_quoted") return QUOTED.test(query);
  if (cls === "mail_forwarded") return FORWARDED.test(query) && query.includes("From: ");
  if (cls === "mail_signature") {
    const signOff = query.search(SIGNED);
    // The ask comes first, then a sign-off with a name: not the first words, not a quoted thread.
    return (
      signOff > 20 &&
      /^,? ?[A-ZÀ-Ž]/u.test(query.slice(signOff).replace(SIGNED, "").trim()) &&
      !QUOTED.test(query)
    );
  }
  if (style(cls) === "fix") return query.search(CORRECTS) > 10;
  return FOREIGN.test(query) && ENGLISH.test(query);
}

describe("first-sight round 9 labels", () => {
  test("every query has >= 10 true matches at 20,000 people seed 2026 and 12,000 seed 11", () => {
    labelChecks.tenTrueAtBothSizes(ROUND_9);
  }, 120_000);

  test("nobody is both relevant and inverted; no query is asked twice; 20 per style, every class asked", () => {
    labelChecks.soundSet(ROUND_9, {
      minPerClass: 6,
      perStyle: { style, styles: STYLES, n: 20 },
      now: LABELS_CHECKED_ON,
    });
  });

  test("every style holds exclusions, and a query that excludes says who is inverted", () => {
    labelChecks.excludersSayInverted(ROUND_9, EXCLUDES, { style, styles: STYLES });
  });

  test("the styles: asks inside e-mail threads, self-corrections, code-switched asks", () => {
    labelChecks.keepStyle(ROUND_9, keepsStyle);
  });

  test("the style checks can fail: a plain ask keeps none of the styles", () => {
    for (const cls of ["mail_quoted", "mail_forwarded", "mail_signature", "fix_add", "mix_history"])
      expect({ cls, style: keepsStyle(cls, "senior backend engineers in Berlin with Go") }).toEqual({
        cls,
        style: false,
      });
  });
});
