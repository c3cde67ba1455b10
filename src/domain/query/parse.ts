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
import { ROLES } from "../vocab/index.ts";
import type { CompanyLexicon } from "./companies.ts";
import type { Criterion, ParsedQuery } from "./criteria.ts";
import { PLACE_MARKERS, STOP_WORDS } from "./lexicon.ts";
import {
  CURRENT_MARKERS,
  distributeCoordinated,
  INDUSTRY_CONTEXT,
  LEVEL_LABEL,
  LONGEST_PHRASE,
  type Meaning,
  NAME_STOP,
  PAST_MARKERS,
  PHRASES,
  PRIORITY,
  SCHOOL_MARKERS,
  SHORT_SKILLS,
  tokenize,
  type Word,
  YEAR_PATTERNS,
} from "./phrases.ts";
import { words } from "./text.ts";
import type { Level } from "./titles.ts";

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
  const ws = tokenize(distributeCoordinated(text));
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
    for (let len = Math.min(LONGEST_PHRASE, ws.length - i); len >= 1 && taken === 0; len--) {
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
