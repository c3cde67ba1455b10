/**
 * A ceiling on seniority (round 7 of first sight): "no one more senior than Head of Engineering",
 * "nobody above director", "at most a manager", "up to head level", "director or below". Every
 * rung above the ceiling is excluded ("except director or vp or c level"), which the polarity and
 * operator passes read as they read any exclusion; the rung itself and those below stay allowed,
 * and a department after it ("Head of Engineering") stays a criterion of its own. The leadership
 * ladder is ./read-text.ts's, lowest first. Runs before the polarity rewrites, which would read
 * "no one" alone as an exclusion of what follows (the ceiling itself).
 */
import type { ScanState } from "./parse-state.ts";
import { LADDER, RUNG } from "./read-text.ts";

const ARTICLE = "(?:an?\\s+|the\\s+)?";
const NOBODY =
  "(?:no\\s*one|nobody|none|not\\s+any(?:one|body)|no\\s+(?:people|candidates?|one))(?:\\s+(?:who|that)(?:\\s+(?:is|are)|['’](?:s|re)))?\\s+(?:more\\s+senior|higher(?:\\s+up)?|above|senior)(?:\\s+(?:than|to))?";
const AT_MOST =
  "(?:at\\s+most|up\\s+to|max(?:imum)?\\.?|no\\s+(?:higher|more\\s+senior|senior)\\s+than|not\\s+(?:above|beyond|higher\\s+than|more\\s+senior\\s+than))";
const CEILING = new RegExp(
  `\\b(?:${NOBODY}|${AT_MOST})\\s+${ARTICLE}(${RUNG})(?:\\s+level)?(?![\\p{L}])|\\b(${RUNG})(?:\\s+level)?\\s+(?:or|and)\\s+(?:below|under|lower|more\\s+junior|down)\\b`,
  "giu",
);

/**
 * A strict ceiling: "below director level", "under VP", "beneath the C-suite", "junior to a head":
 * the rung named is excluded with every rung above it (read as that rung, "below director level"
 * asked for directors).
 */
const STRICT_CEILING = new RegExp(
  `\\b(?:below|under|beneath|lower\\s+than|junior\\s+to|short\\s+of)\\s+${ARTICLE}(${RUNG})(?:\\s+(?:level|rank|grade)s?)?(?![\\p{L}])`,
  "giu",
);

/**
 * A negated ceiling is a floor: "not below director level", "nobody below VP", "no lower than
 * director" ask for that rung and those above it (read as a ceiling, they excluded exactly those).
 */
const FLOOR = new RegExp(
  `\\b(?:(?:not|no\\s*one|nobody|none|not\\s+any(?:one|body)|no\\s+(?:people|candidates?))(?:\\s+(?:who|that)(?:\\s+(?:is|are)|['’](?:s|re)))?\\s+(?:below|under|beneath|lower\\s+than|junior\\s+to|more\\s+junior\\s+than)|no\\s+(?:lower|more\\s+junior|less\\s+senior)\\s+than)\\s+${ARTICLE}(?=(?:${RUNG})(?![\\p{L}]))`,
  "giu",
);

/** Pass (text, before the polarity rewrites): a seniority ceiling as the rungs above it excluded. */
export function readCeilings(state: ScanState) {
  // The floor said as the form "at least <rung>" the level readers already read.
  state.text = state.text.replace(FLOOR, " at least ");
  state.text = state.text.replace(STRICT_CEILING, (whole, said: string) => {
    const at = LADDER.findIndex(([re]) => re.test(said.trim().replace(/\s+of$/i, "")));
    if (at < 0) return whole;
    return ` , except ${LADDER.slice(at)
      .map(([, w]) => w)
      .join(" or ")} , `;
  });
  state.text = state.text.replace(CEILING, (whole, a?: string, b?: string) => {
    const said = (a ?? b ?? "").trim().replace(/\s+of$/i, "");
    const at = LADDER.findIndex(([re]) => re.test(said));
    if (at < 0) return whole;
    const above = LADDER.slice(at + 1).map(([, w]) => w);
    // "of Engineering" after "Head of" is kept by the text after the match: a department.
    return above.length ? ` , except ${above.join(" or ")} , ` : " , ";
  });
}
