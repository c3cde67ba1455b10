/**
 * The query's text as words (./parse-state.ts Word): coordinated titles distributed ("iOS and
 * Android developers"), compounds and possessives joined, "ex-" and "non-" split off, slashes kept
 * as alternatives, typo corrections the planner accepted applied, and the abbreviations queries use
 * written out.
 */
import { isEnglishWord } from "./english-words.ts";
import type { Word } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { managementAsLeadership } from "./read-shorthand.ts";
import { joinSplitWords } from "./read-slips.ts";
import { fold, singular, words } from "./text.ts";
import { TITLE_ABBREVIATIONS } from "./title-abbreviations.ts";

const COORDINATED =
  /\b([\p{L}\p{N}+#.-]+)(?:\s+(?:and|or|&)\s+|\s*\/\s*)([\p{L}\p{N}+#.-]+)\s+([\p{L}]+)\b/giu;

/**
 * "iOS and Android developers" is "iOS developers, Android developers": a shared head noun
 * distributed over coordinated modifiers, when both halves are titles or families the vocabulary
 * knows (otherwise, as in "Python and Django developers", the words are left as they are).
 */
export function distributeCoordinated(text: string): string {
  const isRole = (phrase: string) =>
    PHRASES.get(words(phrase).join(" "))?.some((m) => m.kind === "title" || m.kind === "family") ?? false;
  return text.replace(COORDINATED, (whole, a: string, b: string, head: string) =>
    isRole(`${a} ${head}`) && isRole(`${b} ${head}`) ? `${a} ${head} or ${b} ${head}` : whole,
  );
}

/** Words written with a dot that does not end a sentence ("Acme Inc. engineers", "5 yrs. exp."). */
const DOTTED_WORDS = new Set([
  "inc",
  "ltd",
  "corp",
  "plc",
  "llc",
  "bros",
  "approx",
  "yrs",
  "mos",
  "min",
  "max",
  "etc",
  "incl",
  "esp",
  "exp",
  "dept",
  "mgr",
  "eng",
  "mgmt",
  "sen",
  "jun",
  "snr",
  "jnr",
  "assoc",
  "univ",
]);

/** A correction the planner took, unless the word as written is a word of English (./typos.ts). */
function correctionOf(part: string, corrections?: ReadonlyMap<string, string>): string | undefined {
  const fixed = corrections?.get(part);
  return fixed && !fixed.includes(" ") && isEnglishWord(part) ? undefined : fixed;
}

export function tokenize(text: string, corrections?: ReadonlyMap<string, string>): Word[] {
  // "U.S." -> "US", "Ph.D." -> "PhD" before folding splits them into letters.
  const cleaned = text
    // Compounds written apart or hyphenated are one word in titles ("back-end" = "backend").
    .replace(/\b(back|front)[\s-]+end\b/gi, "$1end")
    .replace(/\bfull-?stack\b/gi, "full stack")
    // A possessive is the word ("master's degree" = "masters degree").
    .replace(/(\p{L})['’]s\b/gu, "$1s")
    .replace(/\bdev[\s-]+ops\b/gi, "devops")
    .replace(/\b([A-Za-z])\.(?=[A-Za-z]\b)/g, "$1")
    // ("No." ends a sentence: "No. Accountants in Dublin".)
    .replace(/\b(?!no\.)([A-Za-z]{1,2})\.(\s|$)/gi, "$1$2")
    // A sentence's end is a boundary, as a comma is: in "No agencies. Designer in Rome" the "no"
    // stays in its own sentence. Abbreviations keep their dot (the shorter ones went above).
    .replace(/[!?]+(?=\s|$)/g, " ; ")
    .replace(/(\p{L}+)\.(?=\s|$)/gu, (whole, word: string) =>
      DOTTED_WORDS.has(word.toLowerCase()) ? whole : `${word} ;`,
    );
  const out: Word[] = [];
  let boundary = false;
  let clause = false;
  let dash = false;
  let opens = false;
  const push = (part: string, raw: string, slash: boolean, fixed = correctionOf(part, corrections)) => {
    // A run-together word read apart ("datascientists" -> "data scientists") is its words.
    const [head, ...more] = fixed?.split(" ") ?? [];
    if (head && more.length) {
      push(part, raw, slash, head);
      for (const piece of more) push(part, raw, false, piece);
      return;
    }
    out.push({
      w: singular(fixed ?? part),
      f: fixed ?? part,
      raw,
      boundary,
      ...(clause ? { clause } : {}),
      ...(dash ? { dash } : {}),
      ...(opens ? { opens } : {}),
      slash,
      used: false,
      ...(fixed ? { corrected: part } : {}),
    });
    boundary = false;
    clause = false;
    dash = false;
    opens = false;
  };
  for (const chunk of cleaned.match(/[,;|()]|[^\s,;|()]+/g) ?? []) {
    if (/^[—–-]+$/.test(chunk)) {
      dash = true;
      continue;
    }
    if (/^[,;|()]$/.test(chunk)) {
      boundary = true;
      if (chunk !== ",") clause = true;
      opens = chunk === "(";
      continue;
    }
    // "Berlin/Munich": alternatives. Words a title joins ("UX/UI") are read as one phrase first.
    chunk.split("/").forEach((piece, k) => {
      let rest = piece;
      // "ex-Acme", "non-US": the prefix is a word of its own, the rest keeps its case.
      const prefix = /^(ex|non)-(.+)$/i.exec(piece);
      if (prefix) {
        push((prefix[1] as string).toLowerCase(), prefix[1] as string, k > 0);
        rest = prefix[2] as string;
      }
      const folded = fold(rest);
      if (folded === "") return;
      folded.split(" ").forEach((part, j) => {
        push(part, rest, k > 0 && j === 0 && !prefix);
      });
    });
  }
  return joinSplitWords(out, corrections);
}

/** Abbreviations queries use for title words (the data's are expanded by ./reduce-title.ts). */
const ABBREVIATIONS: Record<string, string> = {
  mgr: "manager",
  mngr: "manager",
  snr: "senior",
  jnr: "junior",
  engr: "engineer",
  devs: "developers",
  eng: "engineer",
  engs: "engineers",
  // Sales-ops sheets: "account execs", "Dir/VP", "eng mgmt".
  exec: "executive",
  execs: "executives",
  dir: "director",
  dirs: "directors",
  mgmt: "management",
  mgt: "management",
};
/** Words next to which "eng" is the department ("VP Eng", "eng leaders"), not the engineer. */
const LEADS = new Set([
  "vp",
  "head",
  "director",
  "manager",
  "leader",
  "leadership",
  "mgmt",
  "mgt",
  "management",
  "of",
  "team",
  "org",
  "chief",
  "cto",
  "svp",
  "evp",
]);

const ROLE_KINDS = new Set(["family", "title", "department", "level", "dm"]);
/** Title abbreviations (./title-abbreviations.ts) the vocabulary does not already read as a role. */
const TITLE_SHORT = new Map(
  TITLE_ABBREVIATIONS.filter(
    (a) => !PHRASES.get(words(a.short).join(" "))?.some((m) => ROLE_KINDS.has(m.kind)),
  ).map((a) => [words(a.short).join(" "), a]),
);

/** Capitals as typed ("EM", "EMs"): an abbreviation that is also a common word counts only so. */
const CAPITALS = /^[A-Z]{2,6}s?[^\p{L}\p{N}]*$/u;

const HEAD_NOUNS = new Set(["engineer", "developer", "designer", "programmer", "architect", "researcher"]);

/** Title abbreviations written out as the words they stand for ("EMs" -> "engineering managers"). */
function expandTitleShorts(ws: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < ws.length; i++) {
    const word = ws[i] as Word;
    const next = ws[i + 1];
    const pair = next && !next.boundary ? TITLE_SHORT.get(`${word.w} ${next.w}`) : undefined;
    const one = TITLE_SHORT.get(word.w) ?? TITLE_SHORT.get(word.f);
    const hit =
      pair ??
      (one && (!one.cased || CAPITALS.test(word.raw)) && !one.notBefore?.includes(next?.w ?? "")
        ? one
        : undefined);
    const parts = hit ? words(hit.full) : [];
    // "UI designers", "QA engineers": the abbreviation before its own head noun is read as typed.
    const head = singular(parts[parts.length - 1] ?? "");
    const ownHead = !pair && next && next.w === head;
    // "UI engineer", "UX developer": a title's abbreviation before another role's head noun modifies it.
    const otherHead = !pair && next && HEAD_NOUNS.has(head) && HEAD_NOUNS.has(next.w);
    if (!hit || ownHead || otherHead) {
      out.push(word);
      continue;
    }
    const last = pair ? (next as Word) : word;
    const plural = last.f !== last.w;
    parts.forEach((part, k) => {
      const f = plural && k === parts.length - 1 && !part.endsWith("s") ? `${part}s` : part;
      out.push({
        ...word,
        w: singular(f),
        f,
        boundary: k === 0 && word.boundary,
        clause: k === 0 && word.clause === true,
        dash: k === 0 && word.dash === true,
        slash: k === 0 && word.slash,
      });
    });
    if (pair) i++;
  }
  return out;
}

/** Query abbreviations written out. */
export function expandAbbreviations(input: Word[]): Word[] {
  const ws = expandTitleShorts(input);
  const expanded = ws.map((word, i) => {
    // "ios dev", "frontend devs": the developer title, when the vocabulary has it.
    if (word.w === "dev" && i > 0 && PHRASES.has(`${(ws[i - 1] as Word).w} developer`))
      return { ...word, w: "developer", f: word.f === "devs" ? "developers" : "developer" };
    const full = ABBREVIATIONS[word.f];
    if (!full) return word;
    const lead = word.w === "eng" && (LEADS.has(ws[i - 1]?.w ?? "") || LEADS.has(ws[i + 1]?.w ?? ""));
    const f = lead ? "engineering" : full;
    return { ...word, f, w: singular(f) };
  });
  return managementAsLeadership(expanded);
}
