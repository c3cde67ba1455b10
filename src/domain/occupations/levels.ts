/**
 * Seniority and level words in titles, in the 21 languages. Grades ("Senior", "Junior", "Lead",
 * "Trainee") say nothing of the occupation: they are taken out before linking and returned apart.
 * Head words ("Head of", "Leiter", "Jefe de") are returned apart too, but stay in the title linked:
 * ESCO names managing occupations with them ("Leiter Materialwirtschaft", "jefe de cocina").
 */
import { foldWord } from "./text.ts";

export type Level = "trainee" | "junior" | "senior" | "lead" | "head";

/** Folded words or phrases -> level; grades are stripped, heads kept. */
const GRADES: Record<string, Level> = {
  trainee: "trainee",
  intern: "trainee",
  praktikant: "trainee",
  praktikantin: "trainee",
  becario: "trainee",
  becaria: "trainee",
  stagiaire: "trainee",
  stagiair: "trainee",
  stazysta: "trainee",
  junior: "junior",
  jr: "junior",
  jnr: "junior",
  mlodszy: "junior",
  mlodsza: "junior",
  senior: "senior",
  sr: "senior",
  snr: "senior",
  starszy: "senior",
  starsza: "senior",
  lead: "lead",
  principal: "lead",
};
const HEADS: Record<string, Level> = {
  "head of": "head",
  head: "head",
  leiter: "head",
  leiterin: "head",
  "jefe de": "head",
  "jefa de": "head",
  "chef de": "head",
  "cheffe de": "head",
  "responsable de": "head",
  hoofd: "head",
  capo: "head",
  "chefe de": "head",
  vedouci: "head",
  veduci: "head",
  kierownik: "head",
  kierowniczka: "head",
};

export interface Levelled {
  /** The title without its grade words. */
  title: string;
  level: Level | null;
  /** The level words as written. */
  words: string[];
}

const PHRASE = /[\p{L}\p{N}]+(?:\s+(?:of|de))?/gu;

/**
 * The first tier of management, said before the managing noun ("First-Line Supervisors", "front-line
 * manager"): a grade like "Lead", not a word of the occupation ("first response worker").
 */
const FIRST_LINE = /\b(?:first|front)[-\s]line\b/iu;

export function splitLevel(title: string): Levelled {
  const words: string[] = [];
  let level: Level | null = null;
  const tier = FIRST_LINE.exec(title);
  if (tier) {
    words.push(tier[0]);
    level = "lead";
  }
  const untiered = tier ? `${title.slice(0, tier.index)} ${title.slice(tier.index + tier[0].length)}` : title;
  const rest = untiered.replace(PHRASE, (match) => {
    const folded = foldWord(match).replace(/\s+/g, " ");
    const first = folded.split(" ")[0] ?? "";
    const grade = GRADES[first];
    if (grade) {
      words.push(match.split(/\s+/)[0] ?? match);
      level ??= grade;
      return match.slice((match.split(/\s+/)[0] ?? "").length);
    }
    const head = HEADS[folded] ?? HEADS[first];
    if (head) {
      words.push(HEADS[folded] ? match : (match.split(/\s+/)[0] ?? match));
      level ??= head;
    }
    return match;
  });
  return { title: rest.replace(/\s+/g, " ").trim() || title, level, words };
}
