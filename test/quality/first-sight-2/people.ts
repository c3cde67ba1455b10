/**
 * People for the first-sight evaluation, round 2: round 1's people (../first-sight/people.ts, same
 * seed, same records, untouched), each extended from a SEPARATE random stream with the one latent
 * fact round 1 lacks and mobile-typed queries ask about: the languages a person lists, with a
 * proficiency, written the way exports write them (`languages: [{ language, proficiency }]`):
 * - 70% of people list languages; the others list none (the labeller then knows none either);
 * - the first listed is the language of where they live (Geneva and Montreal French, Brussels
 *   French or Dutch, India Hindi, the Gulf Arabic...), a random one when no place is written;
 * - English for most who are not native speakers, at a level; 0-2 further languages at a level;
 * - the language in English or in itself ("German" / "Deutsch"), the proficiency in the export's
 *   words ("Professional working proficiency"), a CEFR code ("B2") or not written at all (20%).
 * ../first-sight/, ../natural/ and ../independent/ are untouched; the labeller reads latent facts.
 */

import { type FirstSightLatent, generateFirstSight } from "../first-sight/people.ts";
import { rng } from "../independent/people.ts";

type Rng = ReturnType<typeof rng>;

export type Level = "native" | "fluent" | "professional" | "limited" | "elementary";

export interface Spoken {
  language: string;
  /** null: listed without a proficiency. */
  level: Level | null;
}

export interface SecondLatent extends FirstSightLatent {
  /** The languages the profile lists (none when it lists none). */
  languages: Spoken[];
}

export interface SecondPerson {
  record: Record<string, unknown>;
  latent: SecondLatent;
}

export interface SecondData {
  people: SecondPerson[];
  companies: Record<string, unknown>[];
}

/** Language id -> how profiles write it (English first, then the language's own name). */
export const LANGUAGES: Record<string, string[]> = {
  english: ["English", "english", "Englisch", "Inglés"],
  german: ["German", "Deutsch", "german"],
  french: ["French", "Français", "Francais"],
  spanish: ["Spanish", "Español", "Castellano"],
  portuguese: ["Portuguese", "Português", "Portugues"],
  italian: ["Italian", "Italiano"],
  dutch: ["Dutch", "Nederlands"],
  polish: ["Polish", "Polski"],
  czech: ["Czech", "Čeština"],
  danish: ["Danish", "Dansk"],
  swedish: ["Swedish", "Svenska"],
  norwegian: ["Norwegian", "Norsk"],
  finnish: ["Finnish", "Suomi"],
  hungarian: ["Hungarian", "Magyar"],
  romanian: ["Romanian", "Română"],
  hindi: ["Hindi", "हिन्दी"],
  japanese: ["Japanese", "日本語"],
  hebrew: ["Hebrew", "עברית"],
  arabic: ["Arabic", "العربية"],
  mandarin: ["Mandarin", "Chinese (Mandarin)", "Mandarin Chinese"],
};

/** Level -> proficiency as exports write it. */
export const PROFICIENCY: Record<Level, string[]> = {
  native: ["Native or bilingual proficiency", "Native", "Native speaker", "C2"],
  fluent: ["Full professional proficiency", "Fluent", "C1"],
  professional: ["Professional working proficiency", "Business fluent", "B2"],
  limited: ["Limited working proficiency", "Intermediate", "B1"],
  elementary: ["Elementary proficiency", "Basic", "A2"],
};

/** Country -> the language of the place (cities that differ below). */
const BY_COUNTRY: Record<string, string> = {
  DE: "german",
  AT: "german",
  CH: "german",
  LU: "french",
  PT: "portuguese",
  BR: "portuguese",
  CZ: "czech",
  PL: "polish",
  DK: "danish",
  SE: "swedish",
  NO: "norwegian",
  FI: "finnish",
  IT: "italian",
  NL: "dutch",
  BE: "dutch",
  FR: "french",
  ES: "spanish",
  MX: "spanish",
  AR: "spanish",
  CO: "spanish",
  GB: "english",
  IE: "english",
  US: "english",
  CA: "english",
  AU: "english",
  NZ: "english",
  ZA: "english",
  SG: "english",
  IN: "hindi",
  IL: "hebrew",
  JP: "japanese",
  HU: "hungarian",
  RO: "romanian",
  AE: "arabic",
  SA: "arabic",
  QA: "arabic",
  EG: "arabic",
};
const BY_CITY: Record<string, string> = { geneva: "french", montreal: "french", brussels: "french" };
const EXTRA = ["german", "french", "spanish", "italian", "portuguese", "dutch", "mandarin", "japanese"];

function nativeLanguage(r: Rng, l: FirstSightLatent): string {
  if (l.city === "brussels") return r.chance(0.5) ? "french" : "dutch";
  const place = (l.city && BY_CITY[l.city]) || (l.country && BY_COUNTRY[l.country]);
  return place || r.pick([...EXTRA, "english", "polish", "hindi"]);
}

function languagesOf(r: Rng, l: FirstSightLatent): Spoken[] {
  if (!r.chance(0.7)) return [];
  const native = nativeLanguage(r, l);
  const out: Spoken[] = [{ language: native, level: "native" }];
  if (native !== "english" && r.chance(0.92)) {
    const level = r.weighted<Level>([
      ["fluent", l.country === "IN" || l.country === "SG" ? 8 : 4],
      ["professional", 4],
      ["limited", 1.5],
      ["elementary", 0.5],
    ]);
    out.push({ language: "english", level });
  }
  for (const p of [0.35, 0.12]) {
    if (!r.chance(p)) break;
    const pool = EXTRA.filter((x) => !out.some((s) => s.language === x));
    const level = r.weighted<Level>([
      ["native", 0.5],
      ["fluent", 2],
      ["professional", 3],
      ["limited", 3],
      ["elementary", 2],
    ]);
    out.push({ language: r.pick(pool), level });
  }
  // A proficiency left out is unknown to a reader, so it is unknown to the labeller too.
  return out.map((s) => (r.chance(0.2) ? { ...s, level: null } : s));
}

/** `count` people from `seed`: round 1's people for that seed, with the languages they list. */
export function generateSecond(count: number, seed: number, now = new Date()): SecondData {
  const first = generateFirstSight(count, seed, now);
  const r = rng((Math.imul(seed, 0xc2b2ae35) ^ 0x6c616e67) >>> 0);
  const people = first.people.map(({ record, latent }) => {
    const languages = languagesOf(r, latent);
    const written = { ...record };
    if (languages.length)
      written.languages = languages.map((s, k) => ({
        language: r.pick(LANGUAGES[s.language] ?? [s.language]),
        ...(s.level ? { proficiency: r.pick(PROFICIENCY[s.level]) } : {}),
        order_in_profile: k + 1,
      }));
    return { record: written, latent: { ...latent, languages } };
  });
  return { people, companies: first.companies };
}
