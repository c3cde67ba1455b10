/**
 * Names for the identify evaluation: parsing the hand-written tables (./names-data.ts), drawing a
 * person's name, writing it the ways exports and CRMs write it (stripped of accents, transliterated,
 * a short form), and the keys the truth check (./truth.ts) compares: every spelling a name may take.
 * The keys decide which stored people a row could stand for; they are this evaluation's own and
 * never the matcher's.
 */
import type { rng } from "../independent/people.ts";
import {
  DOUBLE_SURNAME_SHARE,
  GIVEN,
  GLOBAL,
  LOCAL_ORIGINS,
  MIDDLE_NAME_SHARE,
  type Origin,
  SURNAME_TAIL,
  SURNAMES,
  TAIL_SHARE,
} from "./names-data.ts";

export type Rng = ReturnType<typeof rng>;

export interface GivenName {
  id: string;
  origin: Origin;
  /** The formal name's spellings, the usual one first (José; Mohammed~Muhammad~Mohamed). */
  spellings: string[];
  /** Short forms people go by (Pepe; Bill, Will). */
  nicknames: string[];
  female: boolean;
}

export interface Surname {
  id: string;
  origin: Origin;
  masc: string[];
  fem: string[];
}

function parseGiven(origin: Origin, entry: string): GivenName {
  const [formal = "", nicks = ""] = entry.split("|");
  const female = formal.includes("*");
  const spellings = formal.replace("*", "").split("~");
  return {
    id: `${origin}:${spellings[0]}`,
    origin,
    spellings,
    nicknames: nicks ? nicks.split(",") : [],
    female,
  };
}

function parseSurname(origin: Origin, entry: string): Surname {
  const [masc = "", fem] = entry.split("/");
  return { id: `${origin}:${entry}`, origin, masc: masc.split("~"), fem: (fem ?? masc).split("~") };
}

export const GIVEN_NAMES = Object.fromEntries(
  Object.entries(GIVEN).map(([o, xs]) => [o, xs.map((x) => parseGiven(o as Origin, x))]),
) as Record<Origin, GivenName[]>;
export const SURNAME_LIST = Object.fromEntries(
  Object.entries(SURNAMES).map(([o, xs]) => [o, xs.map((x) => parseSurname(o as Origin, x))]),
) as Record<Origin, Surname[]>;
const TAIL_LIST = Object.fromEntries(
  Object.entries(SURNAME_TAIL).map(([o, xs]) => [o, xs.map((x) => parseSurname(o as Origin, x))]),
) as Partial<Record<Origin, Surname[]>>;

const SPECIAL: Record<string, string> = {
  ł: "l",
  Ł: "L",
  ø: "o",
  Ø: "O",
  ß: "ss",
  æ: "ae",
  Æ: "Ae",
  œ: "oe",
  Œ: "Oe",
  đ: "d",
  Đ: "D",
  ı: "i",
};
/** Names come from small tables: each written form is worked out once (normalize is slow). */
function memo(f: (s: string) => string): (s: string) => string {
  const seen = new Map<string, string>();
  return (s) => {
    let out = seen.get(s);
    if (out === undefined) {
      out = f(s);
      seen.set(s, out);
    }
    return out;
  };
}

/** Accents and special letters removed, case kept: Müller -> Muller, Łukasz -> Lukasz. */
export const strip = memo((s) =>
  s
    .replace(/[łŁøØßæÆœŒđĐı]/g, (c) => SPECIAL[c] ?? c)
    .normalize("NFKD")
    .replace(/\p{M}/gu, ""),
);
const GERMANIC: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  Ä: "Ae",
  Ö: "Oe",
  Ü: "Ue",
  ø: "oe",
  Ø: "Oe",
  å: "aa",
  Å: "Aa",
};
/** The transliteration German and Nordic writers use: Müller -> Mueller, Sørensen -> Soerensen. */
export const transliterate = memo((s) => strip(s.replace(/[äöüÄÖÜøØåÅ]/g, (c) => GERMANIC[c] ?? c)));
export const hasDiacritics = (s: string) => strip(s) !== s;
/** Lower case ASCII letters only: the comparison key of a written name. */
export const fold = memo((s) =>
  strip(s)
    .toLowerCase()
    .replace(/[^a-z]/g, ""),
);

/** Every way one written name (a spelling or a short form) may be keyed. */
function keysOf(s: string): string[] {
  const out = [fold(s), fold(transliterate(s))];
  const parts = s.split(/[\s-]+/).filter(Boolean);
  if (parts.length > 1) for (const p of parts) out.push(fold(p), fold(transliterate(p)));
  return out.filter(Boolean);
}

const PARTICLES = new Set([
  "van",
  "von",
  "den",
  "der",
  "de",
  "la",
  "le",
  "del",
  "di",
  "da",
  "dos",
  "al",
  "el",
]);

export interface PersonName {
  origin: Origin;
  given: GivenName;
  /** The given name as the profile writes it: a spelling, or a short form. */
  givenShown: string;
  shownAsNickname: boolean;
  middle: GivenName | null;
  /** The middle name as the profile writes it: in full, as an initial, or not at all. */
  middleShown: string | null;
  /** Surname parts (one, or two for Spanish and Portuguese double surnames), natively spelled. */
  surnames: string[];
  surnameEntries: Surname[];
  /** The profile writes the name without accents: stripped, transliterated, or not (null). */
  ascii: "strip" | "translit" | null;
}

export const asciiAs = (style: PersonName["ascii"], s: string) =>
  style === "strip" ? strip(s) : style === "translit" ? transliterate(s) : s;

export const givenShown = (n: PersonName) => asciiAs(n.ascii, n.givenShown);
export const surnameShown = (n: PersonName) => asciiAs(n.ascii, n.surnames.join(" "));
export function displayName(n: PersonName): string {
  const middle = n.middleShown ? ` ${asciiAs(n.ascii, n.middleShown)}` : "";
  return `${givenShown(n)}${middle} ${surnameShown(n)}`;
}

/** Keys of every form the person's given name may take (spellings, short forms, the middle name). */
export function givenKeys(n: PersonName): Set<string> {
  const id = `${n.given.id}+${n.middle?.id ?? ""}`;
  const known = givenKeyCache.get(id);
  if (known) return known;
  const forms = [...n.given.spellings, ...n.given.nicknames];
  if (n.middle) forms.push(...n.middle.spellings, ...n.middle.nicknames);
  const keys = new Set(forms.flatMap(keysOf));
  givenKeyCache.set(id, keys);
  return keys;
}
const givenKeyCache = new Map<string, Set<string>>();

/** Keys of every form the surname may take: whole, each part, without particles, other spellings. */
export function surnameKeys(n: PersonName): Set<string> {
  const out = new Set<string>();
  const spellingsOf = (e: Surname) => (n.given.female ? e.fem : e.masc);
  for (const e of n.surnameEntries)
    for (const s of spellingsOf(e)) {
      for (const k of keysOf(s)) out.add(k);
      const core = s
        .split(/\s+/)
        .filter((w) => !PARTICLES.has(w.toLowerCase()))
        .join(" ");
      for (const k of keysOf(core)) out.add(k);
    }
  out.add(fold(n.surnames.join(" ")));
  out.add(fold(transliterate(n.surnames.join(" "))));
  return out;
}

const zipf = <T>(xs: T[], offset: number): [T, number][] => xs.map((x, i) => [x, 1 / (i + offset)]);

export function pickOrigin(r: Rng, country: string | null): Origin {
  const local = country ? LOCAL_ORIGINS[country] : undefined;
  return local && r.chance(0.6) ? r.weighted(local) : r.weighted(GLOBAL);
}

function surnameSpelling(r: Rng, e: Surname, female: boolean): string {
  const forms = female ? e.fem : e.masc;
  return forms.length > 1 && r.chance(0.3) ? r.pick(forms.slice(1)) : (forms[0] ?? "");
}

/** A common surname (Zipf-like over the list), or one of the long tail. */
function drawSurname(r: Rng, origin: Origin): Surname {
  const tail = TAIL_LIST[origin];
  return tail && r.chance(TAIL_SHARE) ? r.pick(tail) : r.weighted(zipf(SURNAME_LIST[origin], 4));
}

/** A name for someone of `origin`: given name, sometimes a middle name or two surnames. */
export function drawName(r: Rng, origin: Origin): PersonName {
  const given = r.weighted(zipf(GIVEN_NAMES[origin], 4));
  const entries = [drawSurname(r, origin)];
  if (r.chance(DOUBLE_SURNAME_SHARE[origin] ?? 0)) {
    const second = drawSurname(r, origin);
    if (second.id !== entries[0]?.id) entries.push(second);
  }
  const middle = r.chance(MIDDLE_NAME_SHARE[origin] ?? 0) ? r.weighted(zipf(GIVEN_NAMES[origin], 4)) : null;
  const usable = middle && middle.id !== given.id && middle.female === given.female ? middle : null;
  const middleShown = usable
    ? r.weighted<string | null>([
        [usable.spellings[0] ?? "", 5],
        [`${(usable.spellings[0] ?? "")[0]}.`, 3],
        [null, 2],
      ])
    : null;
  const nickname = given.nicknames.length > 0 && r.chance(0.15);
  const shown = nickname
    ? r.pick(given.nicknames)
    : given.spellings.length > 1 && r.chance(0.3)
      ? r.pick(given.spellings.slice(1))
      : (given.spellings[0] ?? "");
  const surnames = entries.map((e) => surnameSpelling(r, e, given.female));
  const accented = hasDiacritics(shown + surnames.join(""));
  return {
    origin,
    given,
    givenShown: shown,
    shownAsNickname: nickname,
    middle: usable,
    middleShown,
    surnames,
    surnameEntries: entries,
    ascii: accented && r.chance(0.2) ? r.pick(["strip", "translit"] as const) : null,
  };
}

/** Levenshtein distance <= 1 (one insertion, deletion or substitution). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const d = a.length - b.length;
  if (d > 1 || d < -1) return false;
  const [s, t] = d <= 0 ? [a, b] : [b, a];
  let i = 0;
  while (i < s.length && s.charCodeAt(i) === t.charCodeAt(i)) i++;
  // Past the first difference the rest must agree: shifted by one (insertion) or not (substitution).
  const skip = s.length === t.length ? 1 : 0;
  for (let j = i + skip; j < s.length; j++) if (s.charCodeAt(j) !== t.charCodeAt(j + 1 - skip)) return false;
  return true;
}
