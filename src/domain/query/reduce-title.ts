/**
 * Job titles as data writes them, reduced to comparable words: abbreviations expanded (Sr, Jr,
 * SWE, SDE, Mgr, Eng, VP), compounds joined ("Back-End" and "Back End" are "backend",
 * "Fullstack" is "full stack"), filler words dropped ("VP of Engineering" = "VP, Engineering" =
 * "Vice President Engineering"), and the level written around the role taken out: a prefix
 * ("Senior", "Staff"), a suffix ("II", "3", "Intern"), or after a comma ("Software Engineer, Senior").
 * Used for stored titles and for the vocabulary alike (./title-vocabulary.ts), so both reduce the same way.
 */
import { memoize } from "../memo.ts";
import { words } from "./text.ts";

/** Level words written in front of a role, with the level they mean. */
export const PREFIX_LEVEL = {
  intern: "intern",
  trainee: "intern",
  junior: "entry",
  associate: "entry",
  entry: "entry",
  graduate: "entry",
  senior: "senior",
  staff: "senior",
  principal: "senior",
  lead: "senior",
} as const;
type PrefixWord = keyof typeof PREFIX_LEVEL;
export type PrefixLevel = (typeof PREFIX_LEVEL)[PrefixWord];

/** Grade suffixes: "Engineer I" is the entry grade, "II" the middle one, "III" and up senior. */
const GRADE: Record<string, PrefixLevel | "mid"> = {
  i: "entry",
  "1": "entry",
  ii: "mid",
  "2": "mid",
  iii: "senior",
  "3": "senior",
  iv: "senior",
  "4": "senior",
  v: "senior",
  "5": "senior",
};

/** One word that is another's abbreviation. */
const ABBREVIATIONS: Record<string, string[]> = {
  sr: ["senior"],
  snr: ["senior"],
  jr: ["junior"],
  jnr: ["junior"],
  mgr: ["manager"],
  mngr: ["manager"],
  dir: ["director"],
  swe: ["software", "engineer"],
  sde: ["software", "engineer"],
  mle: ["machine", "learning", "engineer"],
  ml: ["machine", "learning"],
  svp: ["vp"],
  evp: ["vp"],
  avp: ["vp"],
  cofounder: ["founder"],
  fullstack: ["full", "stack"],
  programmer: ["developer"],
  coder: ["developer"],
  craftsman: ["developer"],
  craftsperson: ["developer"],
  sw: ["software"],
  exec: ["executive"],
};

/** Word sequences written several ways (matched on the expanded words, longest first). */
const PHRASES: [string[], string[]][] = [
  [
    ["software", "development", "engineer"],
    ["software", "engineer"],
  ],
  [["vice", "president"], ["vp"]],
  [["co", "founder"], ["founder"]],
  [["back", "end"], ["backend"]],
  [["front", "end"], ["frontend"]],
  [["server", "side"], ["backend"]],
  [["dev", "op"], ["devop"]],
  [["cyber", "security"], ["cybersecurity"]],
  [["pre", "sale"], ["presale"]],
  [
    ["ux", "ui"],
    ["ux", "ui"],
  ],
  [
    ["ui", "ux"],
    ["ux", "ui"],
  ],
  [["user", "experience"], ["ux"]],
  [["quality", "assurance"], ["qa"]],
  [["human", "resource"], ["hr"]],
];

const FILLER = new Set(["of", "the", "and", "for", "a", "an", "at"]);

export interface TitleWords {
  /** The role's words, without level words. */
  words: string[];
  /** The level the title writes around the role. */
  level: PrefixLevel | "mid" | null;
  /** The level word as written (normalised: "sr" -> "senior"), when it is a prefix word. */
  prefix: PrefixWord | null;
}

function expand(ws: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i] as string;
    const next = ws[i + 1];
    // "Eng" is engineering next to a leader word ("VP Eng", "Eng Manager"), engineer otherwise.
    if (w === "eng") {
      const leader = ["vp", "head", "director", "manager", "lead"];
      out.push(
        leader.includes(out[out.length - 1] ?? "") || leader.includes(next ?? "")
          ? "engineering"
          : "engineer",
      );
    } else if (w === "dev" && next !== "op")
      out.push(next === "manager" || next === "director" ? "development" : "developer");
    else out.push(...(ABBREVIATIONS[w] ?? [w]));
  }
  for (const [from, to] of PHRASES) {
    for (let i = 0; i + from.length <= out.length; i++) {
      if (from.every((f, j) => out[i + j] === f)) out.splice(i, from.length, ...to);
    }
  }
  return out.filter((w) => !FILLER.has(w));
}

/** A title's role words and the level written around them. */
export const titleWords = memoize(reduceTitle);

function reduceTitle(title: string): TitleWords {
  // Parentheses add a team or stack ("Senior Engineer (Backend)"): not the role.
  const [head = "", ...rest] = title.replace(/\([^)]*\)/g, " ").split(",");
  let ws = expand(words(head));
  let level: TitleWords["level"] = null;
  let prefix: PrefixWord | null = null;
  const setPrefix = (w: string) => {
    if (w in PREFIX_LEVEL) {
      prefix ??= w as PrefixWord;
      level ??= PREFIX_LEVEL[w as PrefixWord];
      return true;
    }
    return false;
  };
  // "Manager, Software Engineering" is a software engineering manager; "Engineer, Senior" senior.
  for (const part of rest) {
    const extra = expand(words(part));
    if (extra.length && extra.every((w) => w in PREFIX_LEVEL || w === "level")) extra.forEach(setPrefix);
    else if (ws.length === 1 && ["manager", "director", "lead"].includes(ws[0] as string))
      ws = [...extra, ...ws];
    else if (ws.length === 1 && ["vp", "head"].includes(ws[0] as string)) ws = [...ws, ...extra];
  }
  while (ws.length > 1 && setPrefix(ws[0] as string)) ws = ws.slice(1);
  if (ws.length > 1 && ws[0] === "level") ws = ws.slice(1);
  for (;;) {
    const last = ws[ws.length - 1];
    if (ws.length > 1 && last !== undefined && GRADE[last]) {
      level ??= GRADE[last] ?? null;
      ws = ws.slice(0, -1);
    } else if (ws.length > 1 && (last === "intern" || last === "trainee")) {
      level = "intern";
      ws = ws.slice(0, -1);
    } else if (ws.length > 2 && last?.match(/^l\d$/)) ws = ws.slice(0, -1);
    else break;
  }
  return { words: ws, level, prefix };
}
