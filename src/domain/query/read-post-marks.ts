/**
 * The emoji of social and job-board posts that carry a criterion (round 18 of first sight), written
 * as the words the later passes read, before ./read-chat.ts drops the rest as decoration:
 * - a flag is its country: a pair of Unicode regional indicators spells an ISO 3166-1 alpha-2 code
 *   (Unicode UTS #51, "Emoji flag sequences"), so every flag names a country with no list of ours;
 *   a tag sequence (🏴 + tag letters, UTS #51 "Emoji tag sequences") spells an ISO 3166-2
 *   subdivision ("gbsct") and is read as the country it lies in, the data's place unit. A run of
 *   flags is a list ("🇨🇭🇦🇹" Switzerland or Austria). A flag beside a city of its own country only
 *   confirms the city ("📍Lyon 🇫🇷" is Lyon, not all of France) and says nothing more;
 * - a pin ("📍", "📌") marks the place it stands before: "in";
 * - a prohibition mark (🚫 ❌ ⛔ 🙅 🛑 ✖️ ❎ 👎) excludes: before words of its clause it is "no"
 *   ("🚫 interns"); after a short clause with no cue of its own it excludes that clause ("agencies
 *   ❌"); beside a cue already said ("not Rome this time 🙅", "no interns ❌") it adds nothing;
 *   a positive mark (✅ ✔️ ☑️ 👍) ends its clause ("🚫 Angular ✔️ Vue": Vue is wanted), so in a
 *   post with prohibition marks each positive mark is a clause break.
 */
import { countryOfCode } from "../vocab/regions.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";

/** A regional-indicator letter (U+1F1E6..U+1F1FF is A..Z). */
const INDICATOR = "[\\u{1F1E6}-\\u{1F1FF}]";
/** A subdivision flag: black flag, tag letters (U+E0061..U+E007A), cancel tag. */
const TAG_FLAG = "\\u{1F3F4}[\\u{E0061}-\\u{E007A}]{4,6}\\u{E007F}";
const ONE_FLAG = `(?:${INDICATOR}{2}|${TAG_FLAG})`;
const FLAG_RUN = new RegExp(`${ONE_FLAG}(?:[\\s,/&+|]*${ONE_FLAG})*`, "gu");
const FLAG = new RegExp(ONE_FLAG, "gu");
const PIN = /[\u{1F4CD}\u{1F4CC}]\u{FE0F}?\s*:?\s*/gu;
/** Variation selectors, skin tones and gender signs that ride on a prohibition mark. */
const MODIFIERS = "(?:\\u{FE0F}|[\\u{1F3FB}-\\u{1F3FF}]|\\u{200D}[\\u2640\\u2642]\\u{FE0F}?)*";
const PROHIBITION_MARK = "[\\u{1F6AB}\\u{274C}\\u{26D4}\\u{1F645}\\u{1F6D1}\\u{2716}\\u{274E}\\u{1F44E}]";
const PROHIBITION = new RegExp(`(?:${PROHIBITION_MARK}${MODIFIERS}\\s*)+`, "u");
/** A mark of what is wanted (check marks, thumbs up): in a post that also refuses, a clause break. */
const POSITIVE_MARK = new RegExp(`[\\u{2705}\\u{2714}\\u{2611}\\u{1F44D}]${MODIFIERS}`, "gu");
/** Any mark this pass reads: most texts have none and are returned as they are. */
const ANY_MARK = new RegExp(`${INDICATOR}|\\u{1F3F4}|[\\u{1F4CD}\\u{1F4CC}]|${PROHIBITION_MARK}`, "u");
/** Where a clause of a post ends: punctuation, a dash, a bar, a bullet, the text's end. */
const CLAUSE_END = /[.;:!?,|•·—–()]|\s-\s|$/u;
/** Where a part of a post ends for its flags: not a comma, which lists ("🇪🇸 Madrid, Seville"). */
const PART_BREAK = /([.;:!?|•·—–()]|\s-\s)/u;
/** A cue of exclusion already in the clause: the mark beside it only repeats it. */
const CUE =
  /\b(?:no|not|non|never|nobody|none|without|except|excluding|exclude|but|pass|skip|apply|reply|respond|bother)\b|n['’]t\b/i;
/** A clause a trailing mark may exclude: a few words, as "agencies ❌" or "recruiters 🚫". */
const MAX_TRAILING_WORDS = 4;

/**
 * Flags of codes that are no country but a group the place readers know: Unicode keeps "EU" (the
 * European Union, ISO 3166-1 exceptionally reserved) as a valid flag sequence (UTS #51, "EU" and
 * "UN"); "EU" is read as "EU-based" is. The UN names no place.
 */
const GROUP_FLAGS: Record<string, string> = { EU: "EU" };

/** The letters a flag spells ("🇵🇹" PT, "🏴 gbsct" GB), as an ISO 3166-1 code. */
function flagCode(flag: string): string {
  const points = [...flag].map((c) => c.codePointAt(0) ?? 0);
  if (points[0] === 0x1f3f4) return String.fromCharCode(...points.slice(1, 3).map((p) => p - 0xe0061 + 97));
  return String.fromCharCode(...points.map((p) => p - 0x1f1e6 + 65));
}

/** The countries of the places the post names in words (cities and states), as ISO codes. */
function namedCountries(text: string): Set<string> {
  const tokens = text.split(/[^\p{L}\p{N}'’.-]+/u).filter((t) => /\p{L}/u.test(t));
  const found = new Set<string>();
  for (let at = 0; at < tokens.length; at++)
    for (let n = 1; n <= 3 && at + n <= tokens.length; n++) {
      const said = tokens.slice(at, at + n);
      for (const meaning of PHRASES.get(words(said.join(" ")).join(" ")) ?? []) {
        if (meaning.kind !== "place") continue;
        // A short or common-word name ("SF", "Nice") is a place when written as a name.
        if (meaning.guard !== "none" && !/^\p{Lu}/u.test(said[0] ?? "")) continue;
        for (const [, iso2] of [...(meaning.place.cities ?? []), ...(meaning.place.states ?? [])])
          found.add(iso2);
      }
    }
  return found;
}

/**
 * Flags as their countries' names, a run as a list; a flag of a city's country named in the same
 * part of the post (before any cue of exclusion there) as nothing: "in 🇩🇪 — not Berlin" is Germany.
 */
function readFlags(text: string): string {
  return text.split(PART_BREAK).map(readPartFlags).join("");
}

function readPartFlags(part: string): string {
  const cue = part.search(CUE);
  const confirmed = namedCountries((cue < 0 ? part : part.slice(0, cue)).replace(FLAG_RUN, " "));
  return part.replace(FLAG_RUN, (run) => {
    const names = (run.match(FLAG) ?? []).flatMap((flag) => {
      const code = flagCode(flag);
      const country = countryOfCode(code);
      if (!country) return GROUP_FLAGS[code] ? [GROUP_FLAGS[code]] : [];
      return confirmed.has(country.iso2) ? [] : [country.name];
    });
    return names.length ? ` ${[...new Set(names)].join(" or ")} ` : " ";
  });
}

/** A prohibition mark as "no" before its clause's words, or the clause before it excluded. */
function readProhibitions(text: string): string {
  let out = "";
  let rest = text;
  for (let hit = PROHIBITION.exec(rest); hit; hit = PROHIBITION.exec(rest)) {
    const before = rest.slice(0, hit.index);
    const after = rest.slice(hit.index + hit[0].length);
    const following = after.slice(0, after.search(CLAUSE_END));
    const start = Math.max(...[...".;:!?,|•·—–()"].map((c) => before.lastIndexOf(c))) + 1;
    const clause = before.slice(start);
    if (/\p{L}/u.test(following)) {
      out += `${before}${CUE.test(following) ? " " : " no "}`;
    } else if (
      /\p{L}/u.test(clause) &&
      !CUE.test(clause) &&
      clause.trim().split(/\s+/).length <= MAX_TRAILING_WORDS
    ) {
      out += `${before.slice(0, start)} no ${clause.trim()} `;
    } else {
      out += `${before} `;
    }
    rest = after;
  }
  return out + rest;
}

/** Pass (text, before ./read-chat.ts): flags, pins and prohibition marks as words. */
export function readPostMarks(text: string): string {
  if (!ANY_MARK.test(text)) return text;
  const marked = readFlags(text).replace(PIN, " in ");
  if (!PROHIBITION.test(marked)) return marked;
  return readProhibitions(marked.replace(POSITIVE_MARK, " ; "));
}
