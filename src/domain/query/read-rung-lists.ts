/**
 * A department's leadership rungs in one list (issue 45, round 13's "Engineering leadership (EM /
 * Head / Director)"): the department is said once and each rung of the list is a level of it —
 * "engineering managers, heads or directors", "sales directors or VPs", "engineering leadership
 * (EM or Head or Director)". Read word by word, the first rung took the department as a title
 * ("engineering managers") and the others were bare levels, so the "or" between a title and a level
 * split the query into alternative clauses (a VP of any department matched, and an exclusion said
 * after the list reached one clause only). Rewritten here as the form the later passes read as one
 * department and one group of levels: "engineering leaders (manager or head or director)".
 *
 * A list item is a rung word ("managers", "heads of", "dirs", "VPs", "chiefs") or an abbreviation
 * of the department's title at a rung ("EM" = "engineering manager": ./title-abbreviations.ts).
 * Only "or", "/" and commas join the list ("and" may be two asks); the word before it must be a
 * department the vocabulary knows.
 */
import { exclusionCueBefore } from "./cue-before.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { LADDER } from "./read-text.ts";
import { words } from "./text.ts";
import { TITLE_ABBREVIATIONS } from "./title-abbreviations.ts";

const RUNG = String.raw`(?:people\s+)?managers?|mgrs?|heads?(?:\s+of)?|directors?|dirs?|s?vps?|vice\s+presidents?|chiefs?`;
/** Abbreviations typed in capitals for a title at a rung ("EM", "EMs"). */
const SHORT = "[A-Z]{2,4}s?";
const ITEM = `(?:${RUNG}|${SHORT})`;
const JOIN = String.raw`\s*(?:,\s*(?:or\s+)?|\bor\b|/)\s*`;

/** "<dept> R1, R2 or R3": the department's word, then two or more rungs. */
const BARE_LIST = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?<dept>\p{L}+)\s+(?<list>(?:${RUNG})(?:${JOIN}(?:${RUNG}))+)(?![\p{L}\p{N}])(?!\s+of\b)`,
  "giu",
);
/** "<dept> leadership (EM / Head / Director)", "<dept> leaders: heads or directors". */
const LEADERS_LIST = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?<dept>\p{L}+)\s+(?:leadership|leaders?)\s*(?:\(\s*|:\s*|[–—-]\s*)(?<list>${ITEM}(?:${JOIN}${ITEM})+)\s*\)?`,
  "giu",
);

/** "no" just before the list ("no sales managers, directors or VPs"), a cue the shared ones leave out. */
const NO_BEFORE = /(?:^|[\s,;:(])(?:no|nobody|none|no\s+one)\s+$/i;

const isDepartment = (word: string) =>
  PHRASES.get(words(word).join(" "))?.some((m) => m.kind === "department") ?? false;

/** The rung word of one list item, or null when it is none ("EM" under engineering: "manager"). */
function rungOf(item: string, dept: string): string | null {
  const said = item.trim().replace(/\s+/g, " ");
  const rung = LADDER.find(([re]) => re.test(said));
  if (rung) return rung[1];
  // An abbreviation only as typed in capitals ("EM"; "em" and "any" are words).
  if (!new RegExp(`^${SHORT}$`, "u").test(said)) return null;
  const short = said.replace(/s$/, "").toLowerCase();
  const full = TITLE_ABBREVIATIONS.find((a) => a.short === short)?.full;
  if (!full) return null;
  // The abbreviation's title is the department's word before a rung ("engineering manager").
  const [first, ...rest] = full.split(" ");
  if (first?.toLowerCase() !== dept.toLowerCase() && !sameDepartment(first ?? "", dept)) return null;
  return LADDER.find(([re]) => re.test(rest.join(" ")))?.[1] ?? null;
}

/** "engineer" and "engineering" name one department. */
function sameDepartment(a: string, b: string): boolean {
  const dept = (w: string) =>
    PHRASES.get(words(w).join(" "))
      ?.filter((m) => m.kind === "department")
      .map((m) => JSON.stringify(m)) ?? [];
  const da = dept(a);
  return da.length > 0 && dept(b).some((d) => da.includes(d));
}

/** "<dept> <rung>" is a title of the vocabulary ("marketing director"). */
const isTitle = (dept: string, rung: string) =>
  PHRASES.get(words(`${dept} ${rung}`).join(" "))?.some((m) => m.kind === "title") ?? false;

/**
 * How each rung's title is said in the form the exclusion passes read whole (the form
 * ./leader-title-order.ts writes: "sales managers", "vps of sales").
 */
const TITLE_FORM: Record<string, (dept: string) => string> = {
  manager: (d) => `${d} managers`,
  director: (d) => `${d} directors`,
  vp: (d) => `vps of ${d}`,
  head: (d) => `heads of ${d}`,
};

/**
 * Under an exclusion ("no sales managers, directors or VPs") the leaders form excluded the
 * department only and required the rungs everywhere else: each rung is said as a title of the
 * department instead, all excluded together. A list holding a rung no such title reads ("chiefs")
 * is left as it was; "heads of" is said last, as it is read only after another title.
 */
function excludedTitles(dept: string, rungs: string[]): string | undefined {
  const said = [...new Set(rungs)].sort((a, b) => Number(a === "head") - Number(b === "head"));
  const titles = said.map((r) => TITLE_FORM[r]?.(dept));
  if (titles.some((t) => t === undefined)) return undefined;
  return ` ${titles.join(" or ")} `;
}

function rewrite(whole: string, dept: string, list: string, bare: boolean, excluded: boolean): string {
  if (!isDepartment(dept)) return whole;
  const items = list.split(new RegExp(JOIN, "iu")).filter((s) => s.trim() !== "");
  // A bare list the later passes already read: each "<dept> <rung>" a title (the shorthand gives
  // each rung the department), or a last rung with its own department ("Heads of Finance").
  if (bare && (/\bof$/i.test(list.trim()) || items.every((item) => isTitle(dept, item)))) return whole;
  const rungs = items.map((item) => rungOf(item, dept));
  if (rungs.length < 2 || rungs.some((r) => r === null)) return whole;
  const titles = excluded ? excludedTitles(dept, rungs as string[]) : undefined;
  if (titles) return titles;
  return ` ${dept} leaders (${[...new Set(rungs)].join(" or ")}) `;
}

/** Pass (text, before the shorthand's department levels): a department's rungs in one list. */
export function readRungLists(text: string): string {
  const cued = (at: number, all: string) =>
    exclusionCueBefore(all, at) !== undefined || NO_BEFORE.test(all.slice(0, at));
  return text
    .replace(LEADERS_LIST, (whole, dept: string, list: string, at: number, all: string) =>
      rewrite(whole, dept, list, false, cued(at, all)),
    )
    .replace(BARE_LIST, (whole, dept: string, list: string, at: number, all: string) =>
      rewrite(whole, dept, list, true, cued(at, all)),
    );
}
