/**
 * Personal names for demo people, per country, from faker's locale data (Latin-script locales;
 * countries whose faker locale is in another script use a neighbouring Latin-script one).
 */
import {
  type Faker,
  fakerCS_CZ,
  fakerDA,
  fakerDE,
  fakerDE_AT,
  fakerDE_CH,
  fakerEN_AU,
  fakerEN_CA,
  fakerEN_GB,
  fakerEN_IE,
  fakerEN_IN,
  fakerEN_US,
  fakerEN_ZA,
  fakerES,
  fakerES_MX,
  fakerFI,
  fakerFR,
  fakerIT,
  fakerNB_NO,
  fakerNL,
  fakerNL_BE,
  fakerPL,
  fakerPT_BR,
  fakerPT_PT,
  fakerSV,
} from "@faker-js/faker";

export interface NamePool {
  female: string[];
  male: string[];
  last: string[];
}

/** Romanised Japanese names: faker's ja locale is written in kana and kanji. */
const JAPANESE: NamePool = {
  female: [
    "Yui",
    "Aoi",
    "Hina",
    "Sakura",
    "Yuna",
    "Mio",
    "Akari",
    "Haruka",
    "Naomi",
    "Emi",
    "Keiko",
    "Yoko",
    "Ayumi",
    "Mei",
    "Rina",
  ],
  male: [
    "Haruto",
    "Sota",
    "Yuto",
    "Ren",
    "Takumi",
    "Kenji",
    "Hiroshi",
    "Daiki",
    "Kaito",
    "Shota",
    "Yuki",
    "Taro",
    "Kenta",
    "Ryo",
    "Naoki",
  ],
  last: [
    "Sato",
    "Suzuki",
    "Takahashi",
    "Tanaka",
    "Watanabe",
    "Ito",
    "Yamamoto",
    "Nakamura",
    "Kobayashi",
    "Kato",
    "Yoshida",
    "Yamada",
    "Sasaki",
    "Yamaguchi",
    "Matsumoto",
    "Inoue",
    "Kimura",
    "Hayashi",
    "Shimizu",
    "Mori",
  ],
};

const LOCALES: Record<string, Faker> = {
  US: fakerEN_US,
  CA: fakerEN_CA,
  GB: fakerEN_GB,
  IE: fakerEN_IE,
  DE: fakerDE,
  AT: fakerDE_AT,
  CH: fakerDE_CH,
  FR: fakerFR,
  NL: fakerNL,
  BE: fakerNL_BE,
  ES: fakerES,
  PT: fakerPT_PT,
  IT: fakerIT,
  SE: fakerSV,
  NO: fakerNB_NO,
  DK: fakerDA,
  FI: fakerFI,
  PL: fakerPL,
  CZ: fakerCS_CZ,
  IN: fakerEN_IN,
  SG: fakerEN_US,
  AU: fakerEN_AU,
  NZ: fakerEN_AU,
  BR: fakerPT_BR,
  MX: fakerES_MX,
  AR: fakerES,
  IL: fakerEN_US,
  AE: fakerEN_IN,
  ZA: fakerEN_ZA,
};

function pool(f: Faker): NamePool {
  const first = (f.rawDefinitions.person?.first_name ?? {}) as {
    female?: string[];
    male?: string[];
    generic?: string[];
  };
  const last = (f.rawDefinitions.person?.last_name ?? {}) as { generic?: string[]; male?: string[] };
  const generic = first.generic ?? [];
  const latin = (xs: string[]) => xs.filter((x) => /^[\p{Script=Latin}' .-]+$/u.test(x));
  const female = latin(first.female ?? generic);
  const male = latin(first.male ?? generic);
  const lastNames = latin(last.generic ?? last.male ?? []);
  if (!female.length || !male.length || !lastNames.length) return pool(fakerEN_US);
  return { female, male, last: lastNames };
}

const cache = new Map<string, NamePool>();

export function namePool(countryIso2: string): NamePool {
  let found = cache.get(countryIso2);
  if (!found) {
    found = countryIso2 === "JP" ? JAPANESE : pool(LOCALES[countryIso2] ?? fakerEN_US);
    cache.set(countryIso2, found);
  }
  return found;
}

// Demo code reads slug from here; it lives in ../slug.ts so serving code does not load faker.
export { slug } from "../slug.ts";
