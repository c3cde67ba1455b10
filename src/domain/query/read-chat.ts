/**
 * Team chat and social posts, brought to the words the other passes read (round 7 of first sight):
 * - a hashtag is the words it carries: "#berlin" is Berlin, "#MachineLearning" "Machine Learning",
 *   "#TheHague" "The Hague", "#productdesigner" "product designer" (a run-together tag is split
 *   where the vocabulary knows the two halves as one phrase); a topic tag ("#hiring", "#jobs",
 *   "#startups") says what the post is, not whom it asks for, and is dropped;
 * - an @mention ("@here", "@channel", "replying to @maria:") names the reader, never a criterion;
 *   "@Acme" (a capital after "@") is "at Acme" and is left to the shorthand pass;
 * - flags, pins and prohibition marks carry places and exclusions (./read-post-marks.ts); other
 *   emoji and bullets are decoration: a space.
 * "C#" and "F#" (a "#" after a letter) are skills and are left alone. A refusal tag ("#NoRecruiters",
 * "#noagencies") refuses its own words only: it ends its clause, so the ask after it stays the ask.
 */
import { PHRASES } from "./phrase-meanings.ts";
import { readPostMarks } from "./read-post-marks.ts";
import { words } from "./text.ts";

/** Tags that label the post itself: hiring, jobs, a scene. */
const TOPIC_TAGS = new Set(
  [
    "hiring",
    "nowhiring",
    "wearehiring",
    "werehiring",
    "jobs",
    "job",
    "jobsearch",
    "jobopening",
    "jobopenings",
    "careers",
    "career",
    "opportunity",
    "opportunities",
    "startups",
    "startup",
    "startuplife",
    "tech",
    "techjobs",
    "networking",
    "recruitment",
    "opentowork",
    "help",
    "urgent",
    "referral",
    "referrals",
  ].map((t) => t.toLowerCase()),
);

const HASHTAG = /(?<![\p{L}\p{N}&#])#([\p{L}][\p{L}\p{N}_]*)/gu;
const MENTION = /(?<![\p{L}\p{N}.])@[\p{Ll}\p{N}_][\p{L}\p{N}_.-]*:?/gu;
const EMOJI =
  /(?:\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}])+/gu;

const known = (phrase: string) => PHRASES.has(words(phrase).join(" "));

/**
 * Camel-case parts joined back where the vocabulary knows them as one word: "#TensorFlow" is the
 * skill TensorFlow and "#JavaScriptDevs" "JavaScript Devs", not "Java Script".
 */
function joinKnownParts(parts: string[]): string {
  const out: string[] = [];
  for (let at = 0; at < parts.length; ) {
    let end = at + 1;
    for (let to = parts.length; to > at + 1; to--)
      if (known(parts.slice(at, to).join(""))) {
        end = to;
        break;
      }
    out.push(parts.slice(at, end).join(""));
    at = end;
  }
  return out.join(" ");
}

/** A tag as words: camel case apart, a run-together pair split where the vocabulary knows it. */
export function hashtagWords(tag: string): string {
  if (TOPIC_TAGS.has(tag.toLowerCase())) return "";
  if (known(tag)) return tag;
  const camel = tag
    .replace(/_/g, " ")
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, "$1 $2");
  if (camel !== tag) return joinKnownParts(camel.split(" ").filter(Boolean));
  for (let at = 2; at <= tag.length - 2; at++) {
    const pair = `${tag.slice(0, at)} ${tag.slice(at)}`;
    if (known(pair)) return pair;
  }
  return tag;
}

/** A tag's words that refuse: "No Recruiters", "Not Agencies". */
const REFUSAL_WORDS = /^(?:no|not|non)\s/iu;

/** A tag as words; a refusal tag set apart as a clause of its own. */
function tagText(tag: string): string {
  const spelled = hashtagWords(tag);
  const run = /^(no|non)(\p{Ll}{3,})$/u.exec(spelled);
  if (run && !known(spelled) && known(run[2] ?? "")) return ` ${run[1]} ${run[2]} ; `;
  return REFUSAL_WORDS.test(spelled) ? ` ${spelled} ; ` : ` ${spelled} `;
}

/** Pass (text, first): hashtags as words, mentions and emoji as nothing. */
export function readChatText(text: string): string {
  return readPostMarks(text)
    .replace(EMOJI, " ")
    .replace(MENTION, " ")
    .replace(HASHTAG, (_m, tag: string) => tagText(tag));
}
