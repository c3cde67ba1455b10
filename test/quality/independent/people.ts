/**
 * An independent people generator for judging search: it shares nothing with src/ (no vocabulary,
 * no parser, no demo generator). Every person is first drawn as latent facts — a role family and
 * specialty, a seniority, a city, skills, degrees, schools — and then *written* the way exported
 * profile data writes them: local names and exonyms of cities ("München", "Lisboa", "Bombay"),
 * countries in several languages or only as a code, titles with abbreviations, punctuation and
 * level suffixes ("Sr. Back-End Dev", "Software Engineer II", "SDE-2"), skill aliases ("k8s",
 * "Postgres"), dotted degrees ("M.Sc.", "Ph.D."), short school names, odd casing, a few typos and
 * missing fields. The labeller (./queries.ts) judges against the latent facts, never the strings.
 */

import { IC_TITLES, LEADER_TITLES, OTHER_TITLES, PREFIXES, SUFFIXES } from "./roles.ts";
import {
  CITIES,
  COUNTRIES,
  DEGREES,
  EMPLOYERS,
  type Family,
  FIRST,
  LAST,
  type Latent,
  SCHOOLS,
  type Seniority,
  SKILLS,
  SKILLS_BY_FAMILY,
  type Specialty,
} from "./vocab.ts";

export type { Family, Latent, Seniority, Specialty } from "./vocab.ts";
export { CITIES, COUNTRIES, SCHOOLS, SKILLS } from "./vocab.ts";

/** mulberry32: small, seeded, and not the generator src/ uses. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const weighted = <T>(xs: readonly [T, number][]): T => {
    const sum = xs.reduce((s, [, w]) => s + w, 0);
    let r = next() * sum;
    for (const [x, w] of xs) {
      r -= w;
      if (r <= 0) return x;
    }
    return (xs[xs.length - 1] as [T, number])[0];
  };
  return { next, pick, weighted, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof rng>;

/** One adjacent-letter swap: the typo exports hold. */
function typo(r: Rng, s: string): string {
  if (s.length < 5) return s;
  const i = 1 + Math.floor(r.next() * (s.length - 3));
  return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
}

function title(r: Rng, family: Family, specialty: Specialty, seniority: Seniority): string {
  if (family === "other") return r.pick(OTHER_TITLES);
  const stems = IC_TITLES[family][1][specialty] ?? IC_TITLES[family][1].general ?? [];
  const stem = r.pick(stems);
  const prefixes = PREFIXES[seniority];
  const suffixes = SUFFIXES[seniority];
  if (seniority === "mid") return suffixes && r.chance(0.2) ? stem + r.pick(suffixes) : stem;
  if (suffixes && r.chance(0.25)) return stem + r.pick(suffixes);
  if (prefixes)
    return r.chance(0.1) ? `${stem}, ${r.pick(prefixes).replace(/\.$/, "")}` : `${r.pick(prefixes)} ${stem}`;
  return stem;
}

export interface Generated {
  record: Record<string, unknown>;
  latent: Latent;
}

/** One person: latent facts, then the record an export would hold for them. */
export function person(r: Rng, i: number, reference = 2026): Generated {
  const typos: string[] = [];
  const spell = (field: string, s: string) => {
    if (!r.chance(0.03)) return s;
    typos.push(field);
    return typo(r, s);
  };
  const leader = r.chance(0.12) ? r.pick(LEADER_TITLES) : null;
  const family: Family = leader
    ? "other"
    : r.chance(0.06)
      ? "other"
      : r.weighted(Object.entries(IC_TITLES).map(([f, [w]]) => [f as Family, w]));
  const specialty: Specialty =
    family === "software"
      ? r.weighted([
          ["general", 5],
          ["backend", 3],
          ["frontend", 2],
          ["fullstack", 2],
        ])
      : "general";
  const seniority: Seniority = leader
    ? leader[1]
    : r.weighted([
        ["junior", 2],
        ["mid", 4],
        ["senior", 3],
      ]);
  const years =
    seniority === "junior"
      ? 1 + Math.floor(r.next() * 3)
      : seniority === "mid"
        ? 3 + Math.floor(r.next() * 6)
        : 6 + Math.floor(r.next() * 20);
  const current = leader ? r.pick(leader[2]) : title(r, family, specialty, seniority);

  const cityId = r.weighted(Object.entries(CITIES).map(([id, [, w]]) => [id, w]));
  const [iso2, , citySpellings] = CITIES[cityId] as [string, number, string[]];
  const hasPlace = r.chance(0.9);
  const cityText = spell("city", r.pick(citySpellings));
  const countryText = r.pick(COUNTRIES[iso2] ?? [iso2]);
  const location: Record<string, unknown> = {};
  if (hasPlace) {
    const style = r.weighted([
      ["fields", 5],
      ["fields-no-code", 3],
      ["string", 2],
    ] as const);
    if (style === "string") location.location = `${cityText}, ${countryText}`;
    else {
      location.location_city = r.chance(0.1) ? cityText.toUpperCase() : cityText;
      location.location_country = countryText;
      if (style === "fields") location.location_country_iso2 = r.chance(0.5) ? iso2 : iso2.toLowerCase();
    }
  }

  const skillPool = SKILLS_BY_FAMILY[family] ?? [];
  const skills = r.chance(0.85)
    ? [...new Set(Array.from({ length: 2 + Math.floor(r.next() * 5) }, () => r.pick(skillPool)))].filter(
        Boolean,
      )
    : [];
  const degrees: Latent["degrees"] = [];
  const schools: string[] = [];
  const education: Record<string, unknown>[] = [];
  if (r.chance(0.8)) {
    const path = r.weighted([
      [["bachelor"], 5],
      [["bachelor", "master"], 4],
      [["bachelor", "master", "phd"], 1],
      [["bachelor", "mba"], 1],
    ] as const);
    let year = reference - years - 1;
    for (const kind of [...path].reverse()) {
      const school = r.weighted([
        ["local", 6],
        ...Object.keys(SCHOOLS)
          .filter((s) => s !== "local")
          .map((s) => [s, 1] as [string, number]),
      ]);
      const schoolText = r.pick(SCHOOLS[school] ?? []);
      const hasDegree = r.chance(0.92);
      education.push({
        institution_name: schoolText,
        ...(hasDegree ? { degree: r.pick(DEGREES[kind]) } : {}),
        date_to_year: year,
      });
      if (hasDegree) degrees.push(kind);
      if (school !== "local") schools.push(school);
      year -= kind === "phd" ? 4 : 2;
    }
  }
  const start = reference - years;
  const experience: Record<string, unknown>[] = [
    {
      position_title: spell("title", current),
      company_name: r.pick(EMPLOYERS),
      date_from: `${years > 3 ? start + Math.floor(years / 2) : start}-01`,
      date_to: null,
    },
  ];
  if (years > 3)
    experience.push({
      position_title: title(r, family, specialty, "mid"),
      company_name: r.pick(EMPLOYERS),
      date_from: `${start}-01`,
      date_to: `${start + Math.floor(years / 2)}-01`,
    });
  const name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
  const url = `https://www.pnet.com/in/${name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z]+/g, "-")}-${i.toString(36)}`;
  const record = {
    pnet_url: url,
    name,
    headline: r.chance(0.7) ? `${current} at ${experience[0]?.company_name}` : "",
    ...location,
    skills: skills.map((s) => spell("skill", r.pick(SKILLS[s] ?? [s]))),
    experience,
    education,
    connections_count: Math.floor(r.next() * 1500),
  };
  return {
    record,
    latent: {
      url,
      family,
      specialty,
      seniority,
      leads: leader ? leader[0] : null,
      city: hasPlace ? cityId : null,
      country: hasPlace ? iso2 : null,
      skills,
      degrees,
      schools,
      years,
      typos,
    },
  };
}

/** `count` people from `seed`. */
export function generate(count: number, seed: number): Generated[] {
  const r = rng(seed);
  return Array.from({ length: count }, (_, i) => person(r, i + 1));
}
