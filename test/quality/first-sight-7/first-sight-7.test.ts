/**
 * Round 7's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, every class is asked, and the set keeps its
 * style (chat posts carry a hashtag, @mention or emoji and a chat marker; shortlist specs are
 * written sentences in British idiom; the date queries write a date or a duration in numeric
 * shorthand). No floor on search quality: the round-7 first-sight figures are in ./README.md.
 */
import { roundSoundness } from "../first-sight-soundness.ts";
import { ROUND_7 } from "./evaluate.ts";

const CHAT_MARK = /[#@]\w|\p{Extended_Pictographic}/u;
const CHAT_WORDS = /\b(pls|DM|DMs|tysm|anyone|lol|ASAP|URGENT|ANYONE|STOP|RT|intros)\b|!!|\+1|\?\?/;
const BRITISH =
  /\b(read \w+ at|a first from|DPhil|[Ff]resh grads|[Qq]ualified accountants?|based (out of|in)|currently (sit|sat)|sat at|in post|done \w+ years or more|CVs?|Greater London|Oxbridge|Mid-weight|bar juniors|not from|no one more senior|ever been at|excluding|except|Shortlist|Postgraduates|2:1|would be lovely)\b/;
const NUMERIC_DATE =
  /\d{2}\/\d{4}|Q[1-4] \d{4}|'\d{2}\b|\d+y\+|\d+-\d+ (yrs|YOE)|\d+\+ YOE|<\d+y|\d+mo-\d+y|\d{4}[-–]\d{4}|[≥≤] ?\d|\d{4}\+|\d{4} or later|pre-\d{4}/;

const EXCLUDES =
  /\b(NOT|NO|bar|not from|nobody|no one more senior|except|excluding|elsewhere|somewhere else)\b/;

roundSoundness(ROUND_7, {
  minQueries: 55,
  minPerClass: 6,
  countsToday: true,
  excludes: EXCLUDES,
  styleTest: "the style: chat posts, British shortlist specs, numeric dates and durations",
  keepsStyle: (cls, query) =>
    cls.startsWith("chat_")
      ? CHAT_MARK.test(query) && CHAT_WORDS.test(query)
      : cls.startsWith("uk_")
        ? /^[A-Z]/.test(query) && query.endsWith(".") && BRITISH.test(query)
        : NUMERIC_DATE.test(query) && query.length < 90,
});
