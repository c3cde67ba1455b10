/**
 * The phrase pass: the longest phrase the vocabulary knows at each place (./phrase-meanings.ts), one
 * meaning per phrase by priority and context: titles, title families, levels, departments, places,
 * schools, degrees, skills, industries, "decision makers". Each becomes an item: a criterion at its
 * place in the query, which the operator pass may then exclude or join to its neighbours.
 */
import { facet } from "../search/facets.ts";
import { ROLES } from "../vocab/index.ts";
import type { Criterion } from "./criteria.ts";
import { NEGATIONS, SCHOOL_FOLLOWERS } from "./marker-words.ts";
import { addItem, type ScanState, type Word } from "./parse-state.ts";
import {
  INDUSTRY_CONTEXT,
  LEVEL_LABEL,
  LONGEST_PHRASE,
  type Meaning,
  PHRASES,
  PRIORITY,
  SHORT_SKILLS,
} from "./phrase-meanings.ts";
import type { PlanNode } from "./plan.ts";
import { PLACE_MARKERS } from "./query-vocabulary.ts";

/** Words that mark a following place: place markers and the negations ("outside Canada"). */
const MARKS_PLACE = new Set([...PLACE_MARKERS, ...NEGATIONS.map((n) => n[n.length - 1] as string)]);
const INDUSTRY_BEFORE = new Set(["in", "at", "the", "a", "an", "for"]);
const EXPERIENCE = new Set(["experience", "background"]);

const DEGREE_NAMES = {
  phd: "a PhD",
  mba: "an MBA",
  master: "a master's degree",
  bachelor: "a bachelor's degree",
};

/** The criteria one meaning stands for (a leader title is a level and a department). */
export function criteriaOf(m: Meaning, from: string, confidence: number, tense: Word["tense"]): Criterion[] {
  const c = (x: Omit<Criterion, "from" | "confidence">): Criterion => ({ ...x, from, confidence });
  switch (m.kind) {
    case "family":
      return [
        c({
          kind: "role",
          label: `Job title in the ${m.family} family`,
          tokens: [facet.family(m.family)],
          value: m.family,
        }),
      ];
    case "title": {
      const e = m.entry;
      const level = (l: NonNullable<typeof e.level>) =>
        c({ kind: "level", label: `Seniority: ${LEVEL_LABEL[l]}`, tokens: [facet.level(l)], value: l });
      if (e.level && e.department)
        return [
          c({
            kind: "department",
            label: `Works in ${e.department}`,
            tokens: [facet.department(e.department)],
            value: e.department,
          }),
          level(e.level),
        ];
      if (e.level) {
        const out = [level(e.level)];
        if (e.level === "clevel" && /ceo|chief executive/i.test(e.title))
          out.push(
            c({
              kind: "role",
              label: "Job title CEO",
              tokens: ROLES.ceo_titles.map((t) => facet.title(t)),
              value: "CEO",
            }),
          );
        return out;
      }
      return [
        c({ kind: "role", label: `Job title ${e.title}`, tokens: [facet.title(e.title)], value: e.title }),
      ];
    }
    case "level":
      return [
        c({
          kind: "level",
          label: `Seniority: ${m.levels.map((l) => LEVEL_LABEL[l]).join(" or ")}`,
          tokens: m.levels.map((l) => facet.level(l)),
          value: m.levels.join(" "),
        }),
      ];
    case "prefix":
      return [
        c({
          kind: "title_prefix",
          label: `Title says ${m.word[0]?.toUpperCase()}${m.word.slice(1)}`,
          tokens: [facet.prefix(m.word)],
          value: m.word,
        }),
      ];
    case "department":
      return [
        c({
          kind: "department",
          label: `Works in ${m.department}`,
          tokens: [facet.department(m.department)],
          value: m.department,
        }),
      ];
    case "background":
      return [
        c({
          kind: "background",
          label: m.label,
          tokens: m.departments.flatMap((d) => [facet.department(d), facet.pastDepartment(d)]),
          value: from,
        }),
      ];
    case "dm":
      return [
        c({ kind: "decision_maker", label: "Decision maker", tokens: [facet.decisionMaker()], value: "yes" }),
      ];
    case "school":
      return [
        c({ kind: "school", label: `Studied at ${m.name}`, tokens: [facet.school(m.name)], value: m.name }),
      ];
    case "degree":
      return [
        c({
          kind: "degree",
          label: `Holds ${DEGREE_NAMES[m.degree]}`,
          tokens: [facet.degree(m.degree)],
          value: m.degree,
        }),
      ];
    case "place": {
      const tokens = [
        ...(m.place.cities ?? []).map(([city, iso2]) => facet.city(iso2, city)),
        ...(m.place.states ?? []).map(([state, iso2]) => facet.state(iso2, state)),
        ...(m.place.countries ?? []).map((iso2) => facet.country(iso2)),
        ...(m.place.regions ?? []).map((r) => facet.region(r)),
        ...(m.place.groups ?? []).map((g) => facet.group(g)),
      ];
      return [
        c({ kind: "location", label: `Located in ${m.label}`, tokens: [...new Set(tokens)], value: from }),
      ];
    }
    case "skill":
      return [
        c({ kind: "skill", label: `Skilled in ${m.name}`, tokens: [facet.skill(m.name)], value: m.name }),
      ];
    case "industry": {
      // The index holds every employer's industry under the industries it reads as (../vocab/industries.ts).
      const names = [m.industry];
      const current = c({
        kind: "industry",
        label: `Current employer in ${m.industry}`,
        tokens: names.map((n) => facet.industry(n)),
        value: m.industry,
      });
      const past = c({
        kind: "past_industry",
        label: `Previously at a company in ${m.industry}`,
        tokens: names.map((n) => facet.pastIndustry(n)),
        value: m.industry,
      });
      if (tense === "past") return [past];
      if (tense === "ever")
        return [
          {
            ...past,
            kind: "past_industry",
            label: `Works or worked at a company in ${m.industry}`,
            tokens: [...current.tokens, ...past.tokens],
          },
        ];
      return [current];
    }
  }
}

/** How sure a reading is (relaxation drops the least sure first). */
const CONFIDENCE: Record<Meaning["kind"], number> = {
  family: 0.95,
  title: 0.95,
  dm: 0.9,
  level: 0.85,
  prefix: 0.85,
  department: 0.85,
  school: 0.9,
  degree: 0.85,
  place: 0.9,
  skill: 0.8,
  industry: 0.75,
  background: 0.8,
};

/** Pass: the longest known phrase at each unused place. */
export function readPhrases(state: ScanState) {
  const ws = state.words;
  for (let i = 0; i < ws.length; i++) {
    if ((ws[i] as Word).used) continue;
    let taken = 0;
    for (let len = Math.min(LONGEST_PHRASE, ws.length - i); len >= 1 && taken === 0; len--) {
      const slice = ws.slice(i, i + len);
      if (slice.some((x, k) => x.used || (k > 0 && x.boundary))) continue;
      const key = slice.map((x) => x.w).join(" ");
      const meanings = PHRASES.get(key);
      if (!meanings) continue;
      // The word before, looking past "the" ("in the uk").
      let before = i - 1;
      if (ws[before]?.w === "the" && !(ws[i] as Word).boundary) before--;
      const prev = ws[before];
      const next = ws[i + len];
      const raw = slice.map((x) => x.raw).join(" ");
      const marked = prev !== undefined && !ws[before + 1]?.boundary && MARKS_PLACE.has(prev.w);
      const capitalised = /^\p{Lu}/u.test(slice[0]?.raw ?? "");
      const industryContext =
        (ws[i - 1] !== undefined && INDUSTRY_BEFORE.has((ws[i - 1] as Word).w)) ||
        (next !== undefined && INDUSTRY_CONTEXT.has(next.w)) ||
        slice[0]?.tense !== undefined;
      // "SaaS companies" is an industry even though SaaS is also a skill.
      const rank = (kind: Meaning["kind"]) =>
        kind === "industry" && industryContext ? PRIORITY.indexOf("skill") - 0.5 : PRIORITY.indexOf(kind);
      const ordered = [...meanings].sort((a, b) => rank(a.kind) - rank(b.kind));
      // The readings the context allows, most likely first.
      const readings: { m: Meaning; confidence: number }[] = [];
      for (const m of ordered) {
        let confidence = CONFIDENCE[m.kind];
        if (m.kind === "place") {
          if (m.guard === "short" && !(marked || raw === raw.toUpperCase())) continue;
          if (m.guard === "marker" && !(marked || capitalised)) continue;
          if (m.guard === "strict" && !marked) continue;
          if (m.guard === "marker" && !marked) confidence = 0.7;
        }
        // "Go", "R", "C" are skills only when written so ("go to meetups" is not Go).
        if (m.kind === "skill" && SHORT_SKILLS.has(key) && raw !== SHORT_SKILLS.get(key)) continue;
        if (m.kind === "school" && m.short && raw !== raw.toUpperCase()) continue;
        if (m.kind === "industry" && !m.distinctive && !industryContext) continue;
        if (m.kind === "industry" && !m.distinctive) confidence = 0.65;
        if (slice.some((x) => x.corrected)) confidence *= 0.7;
        readings.push({ m, confidence });
      }
      const [best, ...others] = readings;
      if (!best) continue;
      const from = slice.map((x) => x.f).join(" ");
      let end = i + len;
      // "Stanford alumni", "TUM graduates": the school's own word.
      if (
        best.m.kind === "school" &&
        ws[end] &&
        !(ws[end] as Word).used &&
        SCHOOL_FOLLOWERS.has((ws[end] as Word).w)
      )
        end++;
      // "fintech experience", "a banking background": an employer's industry, now or before.
      let tense = slice[0]?.tense;
      if (
        best.m.kind === "industry" &&
        !tense &&
        ws[end] &&
        !(ws[end] as Word).used &&
        EXPERIENCE.has((ws[end] as Word).w)
      ) {
        tense = "ever";
        end++;
      }
      const criteria = criteriaOf(best.m, from, best.confidence, tense);
      // Another reading of the same words, for relaxation to try before it drops them ("SaaS": a skill, else an industry).
      const alternatives = others
        .map((o) => criteriaOf(o.m, from, o.confidence, tense))
        .filter((list) => list.length === 1)
        .map((list) => list[0] as Criterion)
        .slice(0, 2);
      if (criteria.length === 1 && alternatives.length)
        (criteria[0] as Criterion).alternatives = alternatives;
      const node: PlanNode = criteria.length === 1 ? (criteria[0] as Criterion) : { all: criteria };
      addItem(state, i, end, node, (criteria[0] as Criterion).kind);
      taken = end - i;
    }
    if (taken) i += taken - 1;
  }
}
