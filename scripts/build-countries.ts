/**
 * Builds data/vocab/countries.json from world-countries (a dev dependency): every country's ISO
 * codes, English name, other names (official, native, alternative spellings, the names European
 * languages use), world region, official languages and English demonyms. Place resolution reads
 * it for countries outside the gazetteer's thirty (a record in "Rumänien" or "RO" is in Romania;
 * "CEE" names it). Checked in, so the server and the binary need no package at run time. Run: `bun scripts/build-countries.ts`.
 */
import { writeFileSync } from "node:fs";
import worldCountries from "world-countries";

const LANGUAGES = [
  "deu",
  "fra",
  "spa",
  "ita",
  "por",
  "nld",
  "pol",
  "ces",
  "swe",
  "fin",
  "hun",
  "slk",
  "hrv",
  "est",
  "tur",
];
const fold = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
const latin = (s: string) => /^[\p{Script=Latin}\s\d'’.,()-]+$/u.test(s);

const countries = worldCountries
  .map((c) => {
    const own = fold(c.name.common);
    const names = new Set<string>();
    const add = (s: string | undefined) => {
      if (!s || !latin(s)) return;
      const f = fold(s);
      if (f.length > 3 && f !== own) names.add(f);
    };
    add(c.name.official);
    for (const n of Object.values(c.name.native ?? {})) {
      add(n.common);
      add(n.official);
    }
    for (const a of c.altSpellings) add(a);
    const translations = c.translations as Record<string, { common: string } | undefined>;
    for (const l of LANGUAGES) add(translations[l]?.common);
    return {
      iso2: c.cca2,
      iso3: c.cca3,
      name: c.name.common,
      names: [...names].sort(),
      region: c.region,
      subregion: c.subregion,
      // Its official languages by their English names ("French", "Dutch", "German" for Belgium):
      // what "French-speaking countries" reads (src/domain/vocab/place-areas.ts).
      languages: Object.values(c.languages ?? {}).sort(),
      // What its people are called in English ("Dutch", "Irish", "Filipino"/"Filipina"), folded.
      demonyms: [
        ...new Set([c.demonyms?.eng?.m, c.demonyms?.eng?.f].filter((d) => d).map((d) => fold(d as string))),
      ],
    };
  })
  .sort((a, b) => a.iso2.localeCompare(b.iso2));

writeFileSync(
  new URL("../data/vocab/countries.json", import.meta.url),
  `${JSON.stringify({ source: "world-countries", countries }, null, 0).replace(/\},\{/g, "},\n{")}\n`,
);
console.log(`${countries.length} countries`);
