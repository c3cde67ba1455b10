/**
 * Round 7's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md), round
 * 6's where they apply (../first-sight-6/labels.ts: regions, "X developers" with a skill, exclusions
 * inverted), plus:
 *
 * - Chat posts: only the text pasted is judged. "+1, also need X" asks for X (the message it
 *   answers is not in the query). Chatter, jokes and context ("our data eng lead just left") hold
 *   no criterion; a hashtag naming a role, a place or a skill is a criterion like the word would be
 *   ("#devops #berlin"); one naming a topic ("#hiring", "#startups", "#jobs") is not. "a plus",
 *   "preferred", "esp. welcome", "ideally" are preferences, not judged. Shouted words (CAPS, "!!")
 *   mean what they mean in lower case.
 * - British idiom: "read X at <school>", "a first from <school>", "a DPhil from <school>" are having
 *   studied there (the data holds no field of study and no class of degree; a first is a bachelor's,
 *   a DPhil a PhD); "Oxbridge" is Oxford or Cambridge; a school the data lacks (Imperial, UCL,
 *   INSEAD) matches nobody. "qualified accountant" is the accounting family; "fresh grads" the junior
 *   level; "mid-weight" the mid level; "marketing executives" the marketing family's ICs (the British
 *   job title, not an executive level); "currently sits / sat at X" is the current employer; "based
 *   out of" a place; "in post at least N years", "has done N years at their current firm" months at
 *   the current employer >= 12N; "in post since <year> or before" the current job's start year <=
 *   that year. "Greater London" is London; "anywhere in the UK" the UK (the data's only UK city is
 *   London). "bar" is "except".
 * - "not from X please" is not at X now (someone who was at X earlier is still relevant); "nobody who's
 *   ever been at X (current or previous)" is neither employer; "no one more senior than Head of" is
 *   manager and head (directors `maybe`: a director sits beside a head in some charts, above in
 *   others; VPs and chiefs are inverted). A result holding the excluded value is **inverted**.
 * - Dates: jobs in the data start in January. "<date> or later" / "after <date>" is the current
 *   job's start on or after that month, so "03/2021 or later" is a start year >= 2022 (a January
 *   2021 start is before March 2021), "after Q2 2022" >= 2023, "mid-2020 or later" >= 2021, "≥
 *   01/2023" and "2024+" >= that year; "since '19 or earlier", "start date ≤ 2021" <= that year;
 *   "between 2020 and 2022" 2020..2022.
 * - Durations are months counted to today (the generator's months are 12 * years + the months of
 *   this year, so no one sits on a whole-year boundary): "5y+", "10+ YOE", "15y+" >= 12N; "a-b yrs"
 *   is 12a <= months < 12(b + 1) (the protocol's "3-5 years is 36 <= months < 72"), "18mo-5y" is 18 <=
 *   months < 72; "<3y tenure" < 36 months at the current employer; "tenure 4y+" >= 48.
 * - A CV range at a company, "2018-2021 at X", is an earlier job at X that started in 2018 and was
 *   last worked in 2021 (it ended in January 2022); an earlier job at X overlapping 2018-2021
 *   otherwise is `maybe`. "left X 2022 or later" is X as the earlier employer whose job ended (the
 *   current job started) in 2022 or later; "pre-2020" ended in 2019 or before. "now elsewhere",
 *   "somewhere else": a person at X now is **inverted**.
 */
import type { RoundQuery } from "../first-sight-harness.ts";
import type { SeventhLatent } from "./people.ts";

export {
  DACH,
  EUROPE,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  leader,
  MID_UP,
  NA,
  studied,
  sw,
  UKI,
} from "../first-sight-6/labels.ts";

export const CLASSES = [
  "chat_hashtags",
  "chat_buried",
  "chat_caps_not",
  "uk_education",
  "uk_current_role",
  "uk_exclusions",
  "date_start",
  "date_ranges",
  "date_employers",
] as const;
export type SeventhClass = (typeof CLASSES)[number];
export type SeventhQuery = RoundQuery<SeventhLatent, SeventhClass>;

/** Months of experience in [12a, 12(b + 1)): "a-b yrs". */
export const yearsBetween = (l: SeventhLatent, a: number, b: number) =>
  l.months >= 12 * a && l.months < 12 * (b + 1);

/** An earlier job at `employer` that ended (the current job started) in a year in [from, to]. */
export const leftIn = (l: SeventhLatent, employer: string, from: number, to: number) =>
  l.past === employer && l.since >= from && l.since <= to;
