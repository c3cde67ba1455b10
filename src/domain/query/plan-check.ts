/**
 * A plan written by something other than the parser (an LLM planner, issue 29; a saved search) is
 * checked here before anything runs it: the shape (all / any / not / leaves, bounded depth and
 * size), and every leaf resolved against the vocabulary and the company names from its kind and
 * value alone. Facet tokens and labels a plan brings are ignored and made again, so a plan can
 * name only what the vocabulary knows, never a token of its own choosing.
 *
 *   { "where": { "all": [ { "kind": "role", "value": "data scientist" },
 *                         { "not": { "kind": "location", "value": "Canada" } },
 *                         { "kind": "years", "min": 2, "max": 5 } ] },
 *     "prefer": ["fraud"] }
 */
import { facet, MAX_YEARS_TOKEN } from "../search/facets.ts";
import { ROLES } from "../vocab/index.ts";
import { industryConcepts } from "../vocab/industries.ts";
import { anyCountryIso2 } from "../vocab/places.ts";
import { canonicalSkill } from "../vocab/skills.ts";
import type { CompanyLexicon } from "./company-names.ts";
import { CRITERION_KINDS, type Criterion, type CriterionKind, RANGE_KINDS } from "./criteria.ts";
import { criteriaOf } from "./meaning-criteria.ts";
import { type Meaning, PHRASES } from "./phrase-meanings.ts";
import type { PlanNode, QueryPlan } from "./plan.ts";
import { employerTokens } from "./read-names.ts";
import { fold, words } from "./text.ts";
import { LEVELS, type Level } from "./title-entry.ts";

/** Bounds on a plan: deeper or larger ones are refused. */
export const PLAN_LIMITS = { depth: 6, nodes: 64, prefer: 20, text: 200 } as const;

/** Which meanings of a phrase each kind of leaf may take. */
const MEANINGS: Partial<Record<CriterionKind, Meaning["kind"][]>> = {
  role: ["family", "title"],
  level: ["level", "title"],
  title_prefix: ["prefix"],
  department: ["department"],
  background: ["background"],
  location: ["place"],
  school: ["school"],
  degree: ["degree"],
  skill: ["skill"],
  industry: ["industry"],
  past_industry: ["industry"],
  decision_maker: ["dm"],
};

const RANGES: Partial<Record<CriterionKind, [number, number]>> = {
  years: [0, MAX_YEARS_TOKEN],
  graduation_year: [1950, 2040],
  company_size: [1, 10_000_000],
};

type Resolved = PlanNode | string;

/** A leaf from its kind and value, as the parser would have read the value; a string says why not. */
function resolveLeaf(raw: Record<string, unknown>, companies: CompanyLexicon): Resolved {
  const kind = raw.kind as CriterionKind;
  if (!CRITERION_KINDS.includes(kind)) return `unknown kind ${JSON.stringify(raw.kind)}`;
  const value = typeof raw.value === "string" ? raw.value.trim().slice(0, PLAN_LIMITS.text) : "";
  const leaf = (c: Omit<Criterion, "from" | "confidence">): Criterion => ({
    ...c,
    from: value,
    confidence: 1,
  });
  if (RANGE_KINDS.has(kind)) {
    const [lo, hi] = RANGES[kind] as [number, number];
    const bound = (x: unknown) =>
      Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi ? (x as number) : undefined;
    const min = bound(raw.min);
    const max = bound(raw.max);
    if ((raw.min !== undefined && min === undefined) || (raw.max !== undefined && max === undefined))
      return `${kind}: min and max are whole numbers from ${lo} to ${hi}`;
    if (min === undefined && max === undefined) return `${kind}: a range needs min or max`;
    if (min !== undefined && max !== undefined && min > max) return `${kind}: min is above max`;
    const label = `${kind.replace("_", " ")} ${min ?? ""}..${max ?? ""}`;
    return leaf({
      kind,
      label,
      tokens: [],
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    });
  }
  if (kind === "text") {
    const list = Array.isArray(raw.words) ? raw.words : value ? [value] : [];
    const ws = list
      .filter((w): w is string => typeof w === "string")
      .flatMap((w) => fold(w).split(" "))
      .filter(Boolean);
    if (!ws.length || ws.length > 8) return "text: 1 to 8 words";
    return leaf({ kind, label: `Mentions "${ws.join(" ")}"`, tokens: [], words: ws });
  }
  if (kind === "current_company" || kind === "past_company" || kind === "company") {
    if (!value) return `${kind}: a company name is needed`;
    const tense = kind === "current_company" ? "current" : kind === "past_company" ? "past" : "ever";
    const match = companies.resolve(value);
    const label = { current: "Currently works at", past: "Previously worked at", ever: "Works or worked at" }[
      tense
    ];
    return leaf({
      kind,
      label: `${label} ${match ? match.names.slice(0, 3).join(", ") : value}`,
      tokens: employerTokens(tense, match?.ids ?? [], match?.names ?? [value]),
      value,
    });
  }
  if (kind === "decision_maker")
    return leaf({ kind, label: "Decision maker", tokens: [facet.decisionMaker()], value: "yes" });
  if (!value) return `${kind}: a value is needed`;
  // A value the vocabulary knows as a phrase of this kind.
  const meaning = PHRASES.get(words(value).join(" "))?.find((m) => MEANINGS[kind]?.includes(m.kind));
  if (meaning) {
    const tense = kind === "past_industry" ? "past" : undefined;
    const read = criteriaOf(meaning, value, 1, tense);
    return read.length === 1 ? (read[0] as Criterion) : { all: read };
  }
  // Names the phrase table keeps in another form.
  const levels = value.split(/[\s,|]+/);
  if (kind === "level" && levels.every((l) => LEVELS.includes(l as Level)))
    return criteriaOf({ kind: "level", levels: levels as Level[] }, value, 1, undefined)[0] as Criterion;
  const family = ROLES.departments.flatMap((d) => d.families).find((f) => fold(f.name) === fold(value));
  if (kind === "role" && family)
    return criteriaOf({ kind: "family", family: family.name }, value, 1, undefined)[0] as Criterion;
  if (kind === "location") {
    const iso2 = anyCountryIso2(value);
    if (iso2) return leaf({ kind, label: `Located in ${value}`, tokens: [facet.country(iso2)], value });
  }
  if (kind === "skill" && canonicalSkill(value))
    return leaf({
      kind,
      label: `Skilled in ${canonicalSkill(value)}`,
      tokens: [facet.skill(canonicalSkill(value) as string)],
      value,
    });
  if ((kind === "industry" || kind === "past_industry") && industryConcepts(value).length) {
    const names = industryConcepts(value);
    const token = kind === "industry" ? facet.industry : facet.pastIndustry;
    return leaf({
      kind,
      label: `${kind === "industry" ? "Current employer in" : "Previously at a company in"} ${names.join(" or ")}`,
      tokens: names.map(token),
      value,
    });
  }
  return `${kind}: the vocabulary has no ${JSON.stringify(value)}`;
}

/** Checks a plan's shape and resolves its leaves; errors say where and why. */
export function checkPlan(
  raw: unknown,
  companies: CompanyLexicon,
): { plan: QueryPlan; errors: [] } | { errors: string[] } {
  const errors: string[] = [];
  let nodes = 0;
  const walk = (x: unknown, path: string, depth: number): PlanNode | null => {
    if (++nodes > PLAN_LIMITS.nodes) {
      if (nodes === PLAN_LIMITS.nodes + 1) errors.push(`more than ${PLAN_LIMITS.nodes} nodes`);
      return null;
    }
    if (depth > PLAN_LIMITS.depth) {
      errors.push(`${path}: deeper than ${PLAN_LIMITS.depth}`);
      return null;
    }
    if (typeof x !== "object" || x === null || Array.isArray(x)) {
      errors.push(`${path}: a node is an object`);
      return null;
    }
    const o = x as Record<string, unknown>;
    for (const op of ["all", "any"] as const)
      if (op in o) {
        if (!Array.isArray(o[op])) {
          errors.push(`${path}.${op}: a list of nodes`);
          return null;
        }
        const list = (o[op] as unknown[]).map((c, i) => walk(c, `${path}.${op}[${i}]`, depth + 1));
        return list.every((c) => c !== null) ? ({ [op]: list } as PlanNode) : null;
      }
    if ("not" in o) {
      const inner = walk(o.not, `${path}.not`, depth + 1);
      return inner ? { not: inner } : null;
    }
    const leaf = resolveLeaf(o, companies);
    if (typeof leaf === "string") {
      errors.push(`${path}: ${leaf}`);
      return null;
    }
    return leaf;
  };
  const o = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  if (!("where" in o)) errors.push("where: missing");
  const where = "where" in o ? walk(o.where, "where", 0) : null;
  const prefer = Array.isArray(o.prefer) ? o.prefer : [];
  if (prefer.length > PLAN_LIMITS.prefer || prefer.some((w) => typeof w !== "string"))
    errors.push(`prefer: at most ${PLAN_LIMITS.prefer} words`);
  if (errors.length || !where) return { errors: errors.length ? errors : ["where: invalid"] };
  const soft = [...new Set(prefer.flatMap((w) => fold(w as string).split(" ")).filter(Boolean))];
  return { plan: { where: "all" in where ? where : { all: [where] }, prefer: soft }, errors: [] };
}
