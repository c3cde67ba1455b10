/**
 * Query understanding: a natural-language people query -> criteria over facet tokens plus the
 * words left for text search. Local and deterministic; the lexicons are in ./lexicon.ts and
 * ./titles.ts, company names are resolved against the database through a CompanyLexicon.
 *
 * How it reads a query, in order:
 * 1. years of experience ("10+ years", "at least 5 years") are taken out of the text;
 * 2. marked names: employers after "at", "ex-", "formerly", "who worked at"; schools after
 *    "studied at", "graduated from", "alumni of";
 * 3. a longest-phrase scan over the rest: titles, title families, levels, departments, places,
 *    schools, degrees, skills, industries, "decision makers" (one meaning per phrase, by priority);
 * 4. what is left, minus stop words, becomes keywords for text search.
 */
import { type DegreeKind, degreeKind, facet, MAX_YEARS_TOKEN, schoolCanonical } from "../search/facets.ts";
import { COUNTRY_BY_ISO2, ROLES, SCHOOLS } from "../vocab/index.ts";
import type { CompanyLexicon } from "./companies.ts";
import type { Criterion, ParsedQuery } from "./criteria.ts";
import {
  CITIES,
  COUNTRIES,
  DECISION_MAKER_PHRASES,
  DEPARTMENT_ALIASES,
  FAMILY_ALIASES,
  INDUSTRY_ALIASES,
  LEVEL_WORDS,
  PLACE_ALIASES,
  PLACE_MARKERS,
  type PlaceAlias,
  PREFIX_WORDS,
  STOP_WORDS,
} from "./lexicon.ts";
import { fold, singular, words } from "./text.ts";
import { type Level, TITLE_LEXICON, type TitleEntry } from "./titles.ts";

type Meaning =
  | { kind: "family"; family: string }
  | { kind: "title"; entry: TitleEntry }
  | { kind: "level"; levels: Level[] }
  | { kind: "prefix"; word: string }
  | { kind: "department"; department: string }
  | { kind: "dm" }
  | { kind: "school"; name: string; short: boolean }
  | { kind: "degree"; degree: DegreeKind }
  | { kind: "place"; place: PlaceAlias; label: string; guard: "none" | "marker" | "short" }
  | { kind: "skill"; name: string }
  | { kind: "industry"; industry: string; distinctive: boolean };

const PRIORITY: Meaning["kind"][] = [
  "family",
  "title",
  "dm",
  "level",
  "prefix",
  "department",
  "school",
  "degree",
  "place",
  "skill",
  "industry",
];

const PHRASES = new Map<string, Meaning[]>();
let longestPhrase = 1;
function addPhrase(text: string, meaning: Meaning) {
  const key = words(text).join(" ");
  if (key === "") return;
  longestPhrase = Math.max(longestPhrase, key.split(" ").length);
  const list = PHRASES.get(key);
  if (!list) PHRASES.set(key, [meaning]);
  else if (!list.some((m) => m.kind === meaning.kind)) list.push(meaning);
}

for (const [family, aliases] of Object.entries(FAMILY_ALIASES))
  for (const a of aliases) addPhrase(a, { kind: "family", family });
for (const entry of TITLE_LEXICON.values()) addPhrase(entry.title, { kind: "title", entry });
for (const [word, levels] of Object.entries(LEVEL_WORDS)) addPhrase(word, { kind: "level", levels });
for (const word of PREFIX_WORDS) addPhrase(word, { kind: "prefix", word });
for (const [department, aliases] of Object.entries(DEPARTMENT_ALIASES)) {
  addPhrase(department, { kind: "department", department });
  for (const a of aliases) addPhrase(a, { kind: "department", department });
}
for (const p of DECISION_MAKER_PHRASES) addPhrase(p, { kind: "dm" });
for (const s of SCHOOLS.schools) {
  addPhrase(s.name, { kind: "school", name: s.name, short: false });
  for (const a of s.aliases) addPhrase(a, { kind: "school", name: s.name, short: a.length <= 4 });
}
const DEGREE_PHRASES: [string, DegreeKind][] = [
  ["phd", "phd"],
  ["ph d", "phd"],
  ["doctorate", "phd"],
  ["doctoral", "phd"],
  ["mba", "mba"],
  ["master", "master"],
  ["master degree", "master"],
  ["masters degree", "master"],
  ["msc", "master"],
  ["bachelor", "bachelor"],
  ["bachelor degree", "bachelor"],
  ["bsc", "bachelor"],
];
for (const [p, degree] of DEGREE_PHRASES) addPhrase(p, { kind: "degree", degree });
for (const c of COUNTRIES) {
  addPhrase(c.name, { kind: "place", place: { countries: [c.iso2] }, label: c.name, guard: "marker" });
}
for (const city of [...CITIES].sort((a, b) => b.population - a.population)) {
  const country = COUNTRY_BY_ISO2.get(city.country_iso2);
  const key = words(city.name).join(" ");
  const existing = PHRASES.get(key)?.find((m) => m.kind === "place");
  // Two cities of one name: the larger one is meant unless the query says otherwise.
  if (existing) continue;
  addPhrase(city.name, {
    kind: "place",
    place: { cities: [[city.name, city.country_iso2]] },
    label: `${city.name}, ${city.state ? `${city.state}, ` : ""}${country?.name ?? city.country_iso2}`,
    guard: key.includes(" ") || city.population >= 2_000_000 ? "none" : "marker",
  });
}
const US_STATES = new Set<string>();
for (const city of CITIES) {
  if (!city.state) continue;
  const key = `${city.country_iso2}:${city.state}`;
  if (US_STATES.has(key)) continue;
  US_STATES.add(key);
  const country = COUNTRY_BY_ISO2.get(city.country_iso2);
  if (!PHRASES.get(words(city.state).join(" "))?.some((m) => m.kind === "place"))
    addPhrase(city.state, {
      kind: "place",
      place: { states: [[city.state, city.country_iso2]] },
      label: `${city.state}, ${country?.name ?? city.country_iso2}`,
      guard: "marker",
    });
}
for (const [alias, place] of Object.entries(PLACE_ALIASES)) {
  const label = [
    ...(place.cities ?? []).map(([c]) => c),
    ...(place.states ?? []).map(([s]) => s),
    ...(place.countries ?? []).map((c) => COUNTRY_BY_ISO2.get(c)?.name ?? c),
    ...(place.regions ?? []),
  ].join(", ");
  const key = words(alias).join(" ");
  PHRASES.set(
    key,
    (PHRASES.get(key) ?? [])
      .filter((m): boolean => m.kind !== "place")
      .concat([{ kind: "place", place, label, guard: key.length <= 3 ? "short" : "none" } as Meaning]),
  );
  longestPhrase = Math.max(longestPhrase, key.split(" ").length);
}
const SKILL_ALIASES: Record<string, string> = {
  k8s: "Kubernetes",
  golang: "Go",
  js: "JavaScript",
  ts: "TypeScript",
  postgres: "PostgreSQL",
  gcp: "Google Cloud Platform",
  reactjs: "React",
  "react js": "React",
  nodejs: "Node.js",
  node: "Node.js",
  tf: "TensorFlow",
  spark: "Apache Spark",
  kafka: "Apache Kafka",
  llm: "LLMs",
  sklearn: "scikit-learn",
};
const SHORT_SKILLS = new Map<string, string>();
for (const dept of ROLES.departments)
  for (const family of dept.families)
    for (const skill of family.skills) {
      if (fold(skill).length <= 2) SHORT_SKILLS.set(fold(skill), skill);
      addPhrase(skill, { kind: "skill", name: skill });
    }
for (const [alias, skill] of Object.entries(SKILL_ALIASES)) addPhrase(alias, { kind: "skill", name: skill });
const DISTINCTIVE_INDUSTRY = new Set(
  [
    "fintech",
    "healthtech",
    "edtech",
    "proptech",
    "insurtech",
    "adtech",
    "ad tech",
    "biotech",
    "cleantech",
    "climate tech",
    "saas",
    "ecommerce",
    "e commerce",
    "gaming",
    "hrtech",
    "hr tech",
    "medtech",
    "genai",
    "generative ai",
    "artificial intelligence",
    "renewable energy",
    "clean energy",
    "real estate",
    "video game",
    "games industry",
  ].map((p) => words(p).join(" ")),
);
for (const [industry, aliases] of Object.entries(INDUSTRY_ALIASES)) {
  addPhrase(industry, { kind: "industry", industry, distinctive: true });
  for (const a of aliases)
    addPhrase(a, { kind: "industry", industry, distinctive: DISTINCTIVE_INDUSTRY.has(words(a).join(" ")) });
}
const INDUSTRY_CONTEXT = new Set([
  "company",
  "industry",
  "startup",
  "space",
  "sector",
  "firm",
  "business",
  "vertical",
]);

interface Word {
  /** Folded, singular: what lexicons compare. */
  w: string;
  /** Folded as written (plural kept): for names and keywords. */
  f: string;
  /** The chunk of the original query it came from (case kept). */
  raw: string;
  /** Punctuation stands between this word and the previous one. */
  boundary: boolean;
  used: boolean;
}

function tokenize(text: string): Word[] {
  // "U.S." -> "US", "Ph.D." -> "PhD" before folding splits them into letters.
  const cleaned = text
    .replace(/\b([A-Za-z])\.(?=[A-Za-z]\b)/g, "$1")
    .replace(/\b([A-Za-z]{1,2})\.(\s|$)/g, "$1$2");
  const out: Word[] = [];
  let boundary = false;
  for (const chunk of cleaned.match(/[,;|()]|[^\s,;|()]+/g) ?? []) {
    if (/^[,;|()]$/.test(chunk)) {
      boundary = true;
      continue;
    }
    let rest = chunk;
    const ex = /^ex-(.+)$/i.exec(chunk);
    if (ex) {
      out.push({ w: "ex", f: "ex", raw: "ex", boundary, used: false });
      boundary = false;
      rest = ex[1] as string;
    }
    const folded = fold(rest);
    if (folded === "") continue;
    for (const part of folded.split(" ")) {
      out.push({ w: singular(part), f: part, raw: rest, boundary, used: false });
      boundary = false;
    }
  }
  return out;
}

const YEAR_PATTERNS: [RegExp, (m: RegExpExecArray) => number][] = [
  [/\b(?:more than|over|upwards of)\s+(\d{1,2})\s*\+?\s*(?:years?|yrs?)\b/i, (m) => Number(m[1]) + 1],
  [/\b(?:at least|minimum(?: of)?|min\.?)\s+(\d{1,2})\s*\+?\s*(?:years?|yrs?)\b/i, (m) => Number(m[1])],
  [/\b(\d{1,2})\s*\+\s*(?:years?|yrs?|y)\b/i, (m) => Number(m[1])],
  [/\b(\d{1,2})\s+or more\s+(?:years?|yrs?)\b/i, (m) => Number(m[1])],
  [/\b(\d{1,2})\s*(?:-|to)\s*\d{1,2}\s*(?:years?|yrs?)\b/i, (m) => Number(m[1])],
  [/\b(\d{1,2})\s*(?:years?|yrs?)\s+(?:of\s+)?(?:experience|exp)\b/i, (m) => Number(m[1])],
];

const PAST_MARKERS = [
  "ex",
  "former",
  "formerly",
  "formerly at",
  "formerly of",
  "previously at",
  "previously",
  "who worked at",
  "worked at",
  "used to work at",
  "who used to work at",
  "ex employee of",
  "former employee of",
].map((m) => m.split(" "));
const CURRENT_MARKERS = [
  "at",
  "working at",
  "work at",
  "who work at",
  "currently at",
  "employed at",
  "employed by",
  "employee of",
  "working for",
  "work for",
].map((m) => m.split(" "));
const SCHOOL_MARKERS = [
  "studied at",
  "study at",
  "graduated from",
  "graduate of",
  "alumni of",
  "alum of",
  "alumnus of",
  "went to",
  "educated at",
  "degree from",
].map((m) => m.split(" "));
const NAME_STOP = new Set([
  "in",
  "with",
  "who",
  "and",
  "or",
  "based",
  "located",
  "living",
  "that",
  "having",
  "knowing",
  "from",
  "near",
  "for",
  "working",
  "at",
  "ex",
  "formerly",
  "previously",
  "but",
  "than",
]);

const LEVEL_LABEL: Record<Level, string> = {
  intern: "Intern",
  entry: "Entry level",
  mid: "Mid level",
  senior: "Senior",
  manager: "Manager",
  head: "Head of",
  director: "Director",
  vp: "VP",
  clevel: "C-level",
  owner: "Founder / owner",
};

export interface ParseContext {
  companies: CompanyLexicon;
}

export function parseQuery(query: string, context: ParseContext): ParsedQuery {
  const notes: string[] = [];
  let text = query;
  let minYears: number | null = null;
  let yearsFrom = "";
  for (const [pattern, value] of YEAR_PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    minYears = Math.max(minYears ?? 0, Math.min(value(m), MAX_YEARS_TOKEN));
    yearsFrom = m[0];
    text = `${text.slice(0, m.index)} , ${text.slice(m.index + m[0].length)}`;
    break;
  }
  const ws = tokenize(text);
  const roles = new Map<string, Criterion>();
  const levels = new Set<Level>();
  const levelFrom: string[] = [];
  const prefixes = new Set<string>();
  const departments = new Set<string>();
  const departmentFrom: string[] = [];
  const places: { label: string; tokens: string[]; from: string }[] = [];
  const schools = new Map<string, string>();
  const degrees = new Set<DegreeKind>();
  const skills = new Map<string, string>();
  const industries = new Map<string, string>();
  const companies: Criterion[] = [];
  let decisionMaker = "";

  const matchesAt = (i: number, marker: string[]) =>
    marker.every((m, k) => {
      const word = ws[i + k];
      return word !== undefined && !word.used && word.w === m && (k === 0 || !word.boundary);
    });
  const nameAfter = (start: number): number => {
    let end = start;
    while (end < ws.length && end - start < 6) {
      const word = ws[end] as Word;
      if (word.used || (end > start && word.boundary) || (end > start && NAME_STOP.has(word.w))) break;
      end++;
    }
    return end;
  };
  const span = (a: number, b: number) =>
    ws
      .slice(a, b)
      .map((x) => x.f)
      .join(" ");
  const markUsed = (a: number, b: number) => {
    for (let k = a; k < b; k++) (ws[k] as Word).used = true;
  };
  const schoolOf = (name: string): string | null => {
    const hits = PHRASES.get(words(name).join(" "))?.find((m) => m.kind === "school");
    return hits && hits.kind === "school" ? hits.name : null;
  };

  // 2. Marked names.
  for (let i = 0; i < ws.length; i++) {
    if ((ws[i] as Word).used) continue;
    const school = SCHOOL_MARKERS.filter((m) => matchesAt(i, m)).sort((a, b) => b.length - a.length)[0];
    if (school) {
      const start = i + school.length;
      const end = nameAfter(start);
      if (end > start) {
        const name = span(start, end);
        schools.set(schoolOf(name) ?? schoolCanonical(name), span(i, end));
        markUsed(i, end);
        i = end - 1;
      }
      continue;
    }
    const past = PAST_MARKERS.filter((m) => matchesAt(i, m)).sort((a, b) => b.length - a.length)[0];
    const current = past
      ? undefined
      : CURRENT_MARKERS.filter((m) => matchesAt(i, m)).sort((a, b) => b.length - a.length)[0];
    const marker = past ?? current;
    if (!marker) continue;
    const start = i + marker.length;
    const end = nameAfter(start);
    for (let stop = end; stop > start; stop--) {
      const name = span(start, stop);
      if (schoolOf(name) || PHRASES.get(words(name).join(" "))?.some((m) => m.kind === "place")) break;
      const match = context.companies.resolve(name);
      if (!match) continue;
      const shown = match.names.slice(0, 3).join(", ") + (match.names.length > 3 ? ", ..." : "");
      if (match.how !== "exact") notes.push(`"${name}" read as ${shown} (${match.how} match)`);
      companies.push({
        kind: past ? "past_company" : "current_company",
        label: past ? `Previously worked at ${shown}` : `Currently works at ${shown}`,
        tokens: match.ids.map((id) => (past ? facet.pastCompany(id) : facet.currentCompany(id))),
        from: span(i, stop),
      });
      markUsed(i, stop);
      i = stop - 1;
      break;
    }
    if (!(ws[i] as Word).used && past && end > start) {
      // The name ends where words the lexicons know begin ("ex-Acme engineers" -> "Acme").
      let nameEnd = start + 1;
      while (nameEnd < end && !PHRASES.has((ws[nameEnd] as Word).w)) nameEnd++;
      notes.push(`no company named "${span(start, nameEnd)}" in the database; searched as text`);
      (ws[i] as Word).used = true;
    }
  }

  // 3. Longest-phrase scan.
  for (let i = 0; i < ws.length; i++) {
    if ((ws[i] as Word).used) continue;
    let taken = 0;
    for (let len = Math.min(longestPhrase, ws.length - i); len >= 1 && taken === 0; len--) {
      const slice = ws.slice(i, i + len);
      if (slice.some((x, k) => x.used || (k > 0 && x.boundary))) continue;
      const key = slice.map((x) => x.w).join(" ");
      const meanings = PHRASES.get(key);
      if (!meanings) continue;
      const prev = ws[i - 1];
      const next = ws[i + len];
      const raw = slice.map((x) => x.raw).join(" ");
      const marked = prev !== undefined && !prev.boundary && PLACE_MARKERS.has(prev.w);
      const capitalised = /^\p{Lu}/u.test(slice[0]?.raw ?? "");
      const industryContext =
        (prev !== undefined && ["in", "at", "the"].includes(prev.w)) ||
        (next !== undefined && INDUSTRY_CONTEXT.has(next.w));
      // "SaaS companies" is an industry even though SaaS is also a skill.
      const rank = (kind: Meaning["kind"]) =>
        kind === "industry" && industryContext ? PRIORITY.indexOf("skill") - 0.5 : PRIORITY.indexOf(kind);
      const ordered = [...meanings].sort((a, b) => rank(a.kind) - rank(b.kind));
      for (const m of ordered) {
        if (m.kind === "place") {
          if (m.guard === "short" && !(marked || raw === raw.toUpperCase())) continue;
          if (m.guard === "marker" && !(marked || capitalised)) continue;
        }
        // "Go", "R", "C" are skills only when written so ("go to meetups" is not Go).
        if (m.kind === "skill" && SHORT_SKILLS.has(key) && raw !== SHORT_SKILLS.get(key)) continue;
        if (m.kind === "school" && m.short && raw !== raw.toUpperCase()) continue;
        if (m.kind === "industry" && !m.distinctive && !industryContext) continue;
        apply(m, slice.map((x) => x.f).join(" "));
        taken = len;
        break;
      }
    }
    if (taken) {
      markUsed(i, i + taken);
      i += taken - 1;
    }
  }

  function apply(m: Meaning, from: string) {
    switch (m.kind) {
      case "family":
        roles.set(`fam:${m.family}`, {
          kind: "role",
          label: `Job title in the ${m.family} family`,
          tokens: [facet.family(m.family)],
          from,
        });
        return;
      case "title": {
        const e = m.entry;
        if (e.level && e.department) {
          levels.add(e.level);
          levelFrom.push(from);
          departments.add(e.department);
          departmentFrom.push(from);
        } else if (e.level) {
          levels.add(e.level);
          levelFrom.push(from);
          if (e.level === "clevel" && /ceo|chief executive/i.test(e.title))
            roles.set("ttl:ceo", {
              kind: "role",
              label: "Job title CEO",
              tokens: ROLES.ceo_titles.map((t) => facet.title(t)),
              from,
            });
        } else {
          roles.set(`ttl:${e.title}`, {
            kind: "role",
            label: `Job title ${e.title}`,
            tokens: [facet.title(e.title)],
            from,
          });
        }
        return;
      }
      case "level":
        for (const l of m.levels) levels.add(l);
        levelFrom.push(from);
        return;
      case "prefix":
        prefixes.add(m.word);
        levelFrom.push(from);
        return;
      case "department":
        departments.add(m.department);
        departmentFrom.push(from);
        return;
      case "dm":
        decisionMaker = from;
        return;
      case "school":
        schools.set(m.name, from);
        return;
      case "degree":
        degrees.add(m.degree);
        return;
      case "place": {
        const tokens = [
          ...(m.place.cities ?? []).map(([c, iso2]) => facet.city(iso2, c)),
          ...(m.place.states ?? []).map(([s, iso2]) => facet.state(iso2, s)),
          ...(m.place.countries ?? []).map((c) => facet.country(c)),
          ...(m.place.regions ?? []).map((r) => facet.region(r)),
        ];
        places.push({ label: m.label, tokens, from });
        return;
      }
      case "skill":
        skills.set(m.name, from);
        return;
      case "industry":
        industries.set(m.industry, from);
        return;
    }
  }

  // 4. Leftover words.
  const keywords = [
    ...new Set(ws.filter((x) => !x.used && !STOP_WORDS.has(x.w) && !/^\d+$/.test(x.w)).map((x) => x.f)),
  ];

  const criteria: Criterion[] = [];
  if (roles.size) {
    const list = [...roles.values()];
    criteria.push({
      kind: "role",
      label: list.map((r) => r.label).join(" or "),
      tokens: list.flatMap((r) => r.tokens),
      from: list.map((r) => r.from).join(", "),
    });
  }
  if (departments.size && !roles.size) {
    criteria.push({
      kind: "department",
      label: `Works in ${[...departments].join(" or ")}`,
      tokens: [...departments].map((d) => facet.department(d)),
      from: departmentFrom.join(", "),
    });
  }
  if (prefixes.size) {
    criteria.push({
      kind: "title_prefix",
      label: `Title says ${[...prefixes].map((p) => p[0]?.toUpperCase() + p.slice(1)).join(" or ")}`,
      tokens: [...prefixes].map((p) => facet.prefix(p)),
      from: levelFrom.join(", "),
    });
  } else if (levels.size) {
    criteria.push({
      kind: "level",
      label: `Seniority: ${[...levels].map((l) => LEVEL_LABEL[l]).join(" or ")}`,
      tokens: [...levels].map((l) => facet.level(l)),
      from: levelFrom.join(", "),
    });
  }
  if (places.length) {
    criteria.push({
      kind: "location",
      label: `Located in ${places.map((p) => p.label).join(" or ")}`,
      tokens: [...new Set(places.flatMap((p) => p.tokens))],
      from: places.map((p) => p.from).join(", "),
    });
  }
  criteria.push(...companies);
  if (schools.size) {
    criteria.push({
      kind: "school",
      label: `Studied at ${[...schools.keys()].join(" or ")}`,
      tokens: [...schools.keys()].map((s) => facet.school(s)),
      from: [...schools.values()].join(", "),
    });
  }
  if (degrees.size) {
    const names: Record<DegreeKind, string> = {
      phd: "a PhD",
      mba: "an MBA",
      master: "a master's degree",
      bachelor: "a bachelor's degree",
    };
    criteria.push({
      kind: "degree",
      label: `Holds ${[...degrees].map((d) => names[d]).join(" or ")}`,
      tokens: [...degrees].map((d) => facet.degree(d)),
      from: [...degrees].join(", "),
    });
  }
  for (const [skill, from] of skills) {
    criteria.push({ kind: "skill", label: `Skilled in ${skill}`, tokens: [facet.skill(skill)], from });
  }
  if (minYears !== null && minYears > 0) {
    criteria.push({
      kind: "years",
      label: `At least ${minYears} years of experience`,
      tokens: [facet.yearsAtLeast(minYears)],
      from: yearsFrom.trim(),
    });
  }
  if (decisionMaker) {
    criteria.push({
      kind: "decision_maker",
      label: "Decision maker",
      tokens: [facet.decisionMaker()],
      from: decisionMaker,
    });
  }
  if (industries.size) {
    criteria.push({
      kind: "industry",
      label: `Current employer in ${[...industries.keys()].join(" or ")}`,
      tokens: [...industries.keys()].map((i) => facet.industry(i)),
      from: [...industries.values()].join(", "),
    });
  }
  return { query, criteria, keywords, notes };
}

/** Hard filters from the `companies` and `schools` parameters (current or past employer; any school). */
export function filterCriteria(
  companiesParam: readonly string[],
  schoolsParam: readonly string[],
  context: ParseContext,
): { criteria: Criterion[]; notes: string[] } {
  const criteria: Criterion[] = [];
  const notes: string[] = [];
  if (companiesParam.length) {
    const tokens: string[] = [];
    const names: string[] = [];
    for (const name of companiesParam) {
      const match = context.companies.resolve(name);
      if (!match) {
        notes.push(`companies: no company named "${name}" in the database`);
        continue;
      }
      names.push(...match.names);
      for (const id of match.ids) tokens.push(facet.currentCompany(id), facet.pastCompany(id));
    }
    criteria.push({
      kind: "company",
      label: `Works or worked at ${names.length ? names.join(" or ") : companiesParam.join(" or ")}`,
      // No company found: a token no one holds, so the filter matches nobody rather than everybody.
      tokens: tokens.length ? tokens : ["cc0none"],
      from: companiesParam.join(", "),
    });
  }
  if (schoolsParam.length) {
    const names = schoolsParam.map((s) => {
      const hit = PHRASES.get(words(s).join(" "))?.find((m) => m.kind === "school");
      return hit && hit.kind === "school" ? hit.name : schoolCanonical(s);
    });
    criteria.push({
      kind: "school",
      label: `Studied at ${names.join(" or ")}`,
      tokens: names.map((n) => facet.school(n)),
      from: schoolsParam.join(", "),
    });
  }
  return { criteria, notes };
}

export { degreeKind };
