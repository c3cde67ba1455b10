/**
 * Round 6's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, every class is asked, and the set keeps its
 * style (dictated queries are lower case without punctuation or digits and carry a filler, a spelled
 * number or a self-correction; ICP definitions carry sales-ops shorthand and field punctuation;
 * briefs give context in at least two sentences before the ask). No floor on search quality: the
 * round-6 first-sight figures are in ./README.md.
 */
import { roundSoundness } from "../first-sight-soundness.ts";
import { ROUND_6 } from "./evaluate.ts";

const SPOKEN =
  /\b(um|uh|like|you know|so basically|whatever|ok so|hey)\b|\b(two|three|five|eight|ten|twenty)\b|\b(no sorry|sorry i mean|i mean|no wait|scratch that|well actually|or actually)\b/;
const SHORTHAND =
  /(VP\+|Dir\+|\bIC\b|eng mgmt|DACH|Nordics|Benelux|EMEA|\bNA\b|APAC|LATAM|UK&I|Iberia|YoE|tenure|excl\.|w\/o?\b|Persona:|Geo:|Seg:|ICP|\bPMs\b|\bSWE\b)/;

roundSoundness(ROUND_6, {
  minQueries: 55,
  minPerClass: 5,
  countsToday: true,
  styleTest: "the style: dictated, ICP shorthand, chat briefs",
  keepsStyle: (cls, query) =>
    cls.startsWith("voice_")
      ? /^[a-z ]+$/.test(query) && SPOKEN.test(query)
      : cls.startsWith("icp_")
        ? SHORTHAND.test(query) && /[|;,/—+]/.test(query) && query.length < 90
        : // Context, then the ask: two sentences or more, in ordinary case.
          (query.match(/[.?!](\s|$)/g) ?? []).length >= 2 && /^[A-Z]/.test(query),
});
