/**
 * The criteria a phrase's meaning stands for (./phrase-meanings.ts), one reading per kind of
 * meaning: a title family is a role, a leader title a level and a department, a place its cities,
 * states, countries and groups, an industry the current employer's (or a past one's, by the
 * tense the names pass gave the word). The phrase pass (./read-phrases.ts) reads queries with it
 * and the plan checker (./plan-check.ts) resolves a plan written elsewhere with it, so a leaf means
 * what the same words mean in a query.
 */
import { facet } from "../search/facets.ts";
import { timeFacet } from "../search/time-facets.ts";
import { ROLES } from "../vocab/index.ts";
import { WORLD_CITIES } from "../vocab/world-cities.ts";
import type { Criterion, CriterionKind } from "./criteria.ts";
import type { Word } from "./parse-state.ts";
import type { Meaning } from "./phrase-meanings.ts";
import { CITIES, IC_TOP_RUNGS } from "./query-vocabulary.ts";
import { keyOf } from "./text.ts";
import type { Level, TitleEntry } from "./title-entry.ts";

/** A criterion before it knows the words it came from and how sure the reading is. */
type Reading = Omit<Criterion, "from" | "confidence">;
type Tense = Word["tense"];
type MeaningOf<K extends Meaning["kind"]> = Extract<Meaning, { kind: K }>;

export const LEVEL_LABEL: Record<Level, string> = {
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

/** The levels that decide: managers and everyone above them. */
const DECISION_LEVELS: Level[] = ["manager", "head", "director", "vp", "clevel", "owner"];

const DEGREE_NAMES = {
  phd: "a PhD",
  mba: "an MBA",
  master: "a master's degree",
  bachelor: "a bachelor's degree",
};

/** A reading held by one facet token. */
const oneToken = (kind: CriterionKind, label: string, token: string, value: string): Reading => ({
  kind,
  label,
  tokens: [token],
  value,
});

const SENIOR_IC_WORDS = new Set<string>(IC_TOP_RUNGS);

/**
 * "Staff+": the rung and those above it on the IC ladder, by the words the titles state (the
 * prefix tokens), not the senior level they share with every Senior title.
 */
function icTopReading(word: string): Reading {
  const rungs = IC_TOP_RUNGS.slice(Math.max(0, IC_TOP_RUNGS.indexOf(word as (typeof IC_TOP_RUNGS)[number])));
  const shown = rungs.map((r) => `${r[0]?.toUpperCase()}${r.slice(1)}`);
  return {
    kind: "level",
    label: `Seniority: ${shown[0]} or above (${shown.join(", ")})`,
    tokens: rungs.map((r) => facet.prefix(r)),
    value: "senior",
  };
}

const levelReading = (l: Level) => oneToken("level", `Seniority: ${LEVEL_LABEL[l]}`, facet.level(l), l);

const CEO_TITLE = /ceo|chief executive/i;

/** A leader title is its level (and its department; the CEO's titles too), any other title itself. */
function titleReadings(e: TitleEntry): Reading[] {
  if (e.level && e.department)
    return [
      oneToken("department", `Works in ${e.department}`, facet.department(e.department), e.department),
      levelReading(e.level),
    ];
  if (e.level) {
    const out = [levelReading(e.level)];
    if (e.level === "clevel" && CEO_TITLE.test(e.title))
      out.push({
        kind: "role",
        label: "Job title CEO",
        tokens: ROLES.ceo_titles.map((t) => facet.title(t)),
        value: "CEO",
      });
    return out;
  }
  return [oneToken("role", `Job title ${e.title}`, facet.title(e.title), e.title)];
}

/**
 * The known cities of each state ("US:California" -> Los Angeles, San Diego, San Jose, Pasadena...):
 * the gazetteer's and the world cities' (../vocab/world-cities.ts).
 */
let citiesOfState: Map<string, string[]> | undefined;
/** Made on the first query that names a state, off the start-up path. */
function citiesOf(iso2: string, state: string): readonly string[] {
  if (!citiesOfState) {
    citiesOfState = new Map();
    for (const c of [...CITIES, ...WORLD_CITIES]) {
      if (!c.state) continue;
      const key = `${c.country_iso2}:${keyOf(c.state)}`;
      const list = citiesOfState.get(key);
      if (list) list.push(c.name);
      else citiesOfState.set(key, [c.name]);
    }
  }
  return citiesOfState.get(`${iso2}:${keyOf(state)}`) ?? [];
}

/** A state is the state a record writes or any city of it a record writes without its state. */
const stateTokens = ([state, iso2]: [string, string]) => [
  facet.state(iso2, state),
  ...citiesOf(iso2, state).map((city) => facet.city(iso2, city)),
];

function placeReading(m: MeaningOf<"place">, from: string): Reading {
  const tokens = [
    ...(m.place.cities ?? []).map(([city, iso2]) => facet.city(iso2, city)),
    ...(m.place.states ?? []).flatMap(stateTokens),
    ...(m.place.countries ?? []).map((iso2) => facet.country(iso2)),
    ...(m.place.regions ?? []).map((r) => facet.region(r)),
    ...(m.place.groups ?? []).map((g) => facet.group(g)),
  ];
  return { kind: "location", label: `Located in ${m.label}`, tokens: [...new Set(tokens)], value: from };
}

/** The current employer's industry; a past employer's after "previously"; either after "worked in". */
function industryReading(m: MeaningOf<"industry">, tense: Tense): Reading {
  // The index holds every employer's industry under the industries it reads as (../vocab/industries.ts).
  const names = [m.industry];
  const current: Reading = {
    kind: "industry",
    label: `Current employer in ${m.industry}`,
    tokens: names.map((n) => facet.industry(n)),
    value: m.industry,
  };
  const past: Reading = {
    kind: "past_industry",
    label: `Previously at a company in ${m.industry}`,
    tokens: names.map((n) => facet.pastIndustry(n)),
    value: m.industry,
  };
  if (tense === "past") return past;
  if (tense === "ever")
    return {
      ...past,
      kind: "past_industry",
      label: `Works or worked at a company in ${m.industry}`,
      tokens: [...current.tokens, ...past.tokens],
    };
  return current;
}

/**
 * A role the person held before ("used to be a developer", "former designers"): an earlier title's
 * family, or an earlier job's department. Never the current role.
 */
function pastRoleReading(family: string | null, department: string | null, from: string): Reading[] {
  const tokens = [
    ...(family ? [timeFacet.pastFamily(family)] : []),
    ...(department ? [facet.pastDepartment(department)] : []),
  ];
  return [
    { kind: "past_role", label: `Previously worked as ${family ?? department ?? from}`, tokens, value: from },
  ];
}

/**
 * A role held now or before ("with experience in sales", "has worked in design"): the title's
 * family, or the department, in the current job or an earlier one.
 */
function everRoleReading(family: string | null, department: string | null, from: string): Reading[] {
  const tokens = family
    ? [facet.family(family), timeFacet.pastFamily(family)]
    : department
      ? [facet.department(department), facet.pastDepartment(department)]
      : [];
  const label = family ? `Works or worked as ${family}` : `Works or worked in ${department ?? from}`;
  return [{ kind: "background", label, tokens, value: from }];
}

/** A role at the tense the names pass gave it: before, now or before, or now. */
const roleAt = (
  tense: Tense,
  family: string | null,
  department: string | null,
  from: string,
  now: () => Reading[],
) =>
  tense === "past"
    ? pastRoleReading(family, department, from)
    : tense === "ever"
      ? everRoleReading(family, department, from)
      : now();

/**
 * Levels at the tense the past-role pass gave their word ("former senior engineers", "ex
 * C-levels"): an earlier job held at one of them (the index's past level), or now or before; read
 * as the level now they would ask the opposite.
 */
function levelsAt(tense: Tense, levels: Level[], now: Reading, shown = ""): Reading {
  if (tense === undefined) return now;
  const label = levels.map((l) => LEVEL_LABEL[l]).join(" or ") + shown;
  const past = levels.map((l) => facet.pastLevel(l));
  return tense === "past"
    ? { kind: "past_role", label: `Previously at level ${label}`, tokens: past, value: levels.join(" ") }
    : {
        kind: "background",
        label: `Now or before at level ${label}`,
        tokens: [...now.tokens, ...past],
        value: now.value,
      };
}

/**
 * A title held before: its family or department, and the level it states ("former VPs of sales":
 * an earlier sales job and an earlier VP one). A leader title with neither is its level before
 * ("former founders"), and the CEO also by the titles a CEO's job is written with, as now; any other
 * title is the title an earlier job was written with.
 */
function titleAt(tense: Tense, e: TitleEntry, from: string): Reading[] {
  if (tense !== "past" || (!e.level && (e.family || e.department)))
    return roleAt(tense, e.family, e.department, from, () => titleReadings(e));
  const level = e.level ? [levelsAt(tense, [e.level], levelReading(e.level))] : [];
  if (e.family || e.department) return [...pastRoleReading(e.family, e.department, from), ...level];
  const titles = CEO_TITLE.test(e.title) ? ROLES.ceo_titles : e.level ? [] : [e.title];
  const title: Reading[] = titles.length
    ? [
        {
          kind: "past_role",
          label: `Previously worked as ${e.title}`,
          tokens: titles.map((t) => facet.pastTitle(t)),
          value: e.title,
        },
      ]
    : [];
  return [...title, ...level];
}

/**
 * "Staff" and "Principal" are senior IC levels (data/vocab/roles.json lists them as the Senior
 * level's prefixes, and the index reads such titles as senior): the level, or the word itself.
 */
const prefixReading = (word: string): Reading => {
  const shown = `${word[0]?.toUpperCase()}${word.slice(1)}`;
  return SENIOR_IC_WORDS.has(word)
    ? {
        kind: "level",
        label: `Seniority: Senior (${shown})`,
        tokens: [facet.level("senior"), facet.prefix(word)],
        value: "senior",
      }
    : oneToken("title_prefix", `Title says ${shown}`, facet.prefix(word), word);
};

/** The readings of each kind of meaning. */
const READINGS: { [K in Meaning["kind"]]: (m: MeaningOf<K>, from: string, tense: Tense) => Reading[] } = {
  family: (m, from, tense) =>
    roleAt(tense, m.family, null, from, () => [
      oneToken("role", `Job title in the ${m.family} family`, facet.family(m.family), m.family),
    ]),
  title: (m, from, tense) => titleAt(tense, m.entry, from),
  level: (m, _from, tense) => [
    levelsAt(tense, m.levels, {
      kind: "level",
      label: `Seniority: ${m.levels.map((l) => LEVEL_LABEL[l]).join(" or ")}`,
      tokens: m.levels.map((l) => facet.level(l)),
      value: m.levels.join(" "),
    }),
  ],
  // A rung held before ("former staff engineers", "ex team leads") is an earlier senior job: the
  // index keeps no earlier prefix, and the word itself asked now would be the opposite.
  prefix: (m, _from, tense) =>
    m.upward
      ? [icTopReading(m.word)]
      : [
          levelsAt(
            tense,
            ["senior"],
            prefixReading(m.word),
            ` (${m.word[0]?.toUpperCase()}${m.word.slice(1)})`,
          ),
        ],
  department: (m, from, tense) =>
    roleAt(tense, null, m.department, from, () => [
      oneToken("department", `Works in ${m.department}`, facet.department(m.department), m.department),
    ]),
  background: (m, from) => [
    {
      kind: "background",
      label: m.label,
      tokens: m.departments.flatMap((d) => [facet.department(d), facet.pastDepartment(d)]),
      value: from,
    },
  ],
  // A decision maker is whoever the record flags so, or anyone at manager level and above: many
  // sources never set the flag, and a seller asking for "decision makers" means the leaders.
  dm: () => [
    {
      kind: "decision_maker",
      label: "Decision maker (manager level and above)",
      tokens: [facet.decisionMaker(), ...DECISION_LEVELS.map((l) => facet.level(l))],
      value: "yes",
    },
  ],
  school: (m) => [schoolReading(m)],
  degree: (m) => [oneToken("degree", `Holds ${DEGREE_NAMES[m.degree]}`, facet.degree(m.degree), m.degree)],
  place: (m, from) => [placeReading(m, from)],
  skill: (m) => [skillReading(m)],
  industry: (m, _from, tense) => [industryReading(m, tense)],
};

/** One skill, or any skill of a group ("IaC": Terraform, Pulumi, CloudFormation...). */
function skillReading(m: Extract<Meaning, { kind: "skill" }>): Reading {
  if (!m.members) return oneToken("skill", `Skilled in ${m.name}`, facet.skill(m.name), m.name);
  const shown = m.members.length <= 4 ? m.members.join(", ") : `${m.members.slice(0, 3).join(", ")}...`;
  return {
    kind: "skill",
    label: `Skilled in ${m.shown ?? m.name} (${shown})`,
    tokens: [...new Set(m.members.map((n) => facet.skill(n)))],
    value: m.name,
  };
}

/** One school, or any school of a group ("Ivy League": its members under every name they go by). */
export function schoolReading(m: Extract<Meaning, { kind: "school" }>): Reading {
  if (!m.members) return oneToken("school", `Studied at ${m.name}`, facet.school(m.name), m.name);
  return {
    kind: "school",
    label: `Studied at ${m.name} (any of its schools)`,
    tokens: [...new Set(m.members.map((n) => facet.school(n)))],
    value: m.name,
  };
}

/** The criteria one meaning stands for (a leader title is a level and a department). */
export function criteriaOf(m: Meaning, from: string, confidence: number, tense: Tense): Criterion[] {
  const read = READINGS[m.kind] as (m: Meaning, from: string, tense: Tense) => Reading[];
  return read(m, from, tense).map((r) => ({ ...r, from, confidence }));
}
