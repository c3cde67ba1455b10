/**
 * People for the first-sight evaluation: the natural-phrasing generator's people (../natural/,
 * same seed, same records), each extended from a SEPARATE random stream with the latent facts a
 * founder's or a seller's spoken question asks about, and then written again the way an export
 * writes them:
 * - job moves: 15% changed employer in the last 1-11 months (the old job closes the month the new
 *   one opens; same title, so the role is unchanged), 7% are between jobs (their last job ended
 *   1-18 months ago: every date moves back, so months of experience stay what they were);
 * - months since each job ended and months at the current employer (from the dates written);
 * - career switches: a quarter of product managers and sales engineers with an earlier job held a
 *   software engineering title in their oldest one;
 * - metros and states: some San Francisco people in the Bay Area's other cities or elsewhere in
 *   California, New Yorkers in Brooklyn or New Jersey, Londoners elsewhere in the UK, Sydneysiders
 *   in Melbourne or Auckland, Dubai people in Doha, Munich people in Augsburg (a state written with
 *   them where exports write one);
 * - more schools: some of the unnamed local universities become Harvard, Princeton, Yale,
 *   Columbia, IIT Delhi, IIT Madras, EPFL or the LSE.
 * ../natural/ and ../independent/ are untouched, so their evaluations judge what they did before.
 * The labeller (./labels.ts, ./queries.ts) reads the latent facts only.
 */
import { COUNTRIES, rng, SCHOOLS } from "../independent/people.ts";
import { IC_TITLES } from "../independent/roles.ts";
import { generateNatural, type NaturalLatent } from "../natural/people.ts";
import { OCCUPATIONS } from "../natural/work.ts";
import {
  EMPLOYERS,
  type Employer,
  INDUSTRY_SPELLINGS,
  type Industry,
  NEW_COUNTRIES,
  OFFICE_SHARE,
} from "../natural/world.ts";

type Rng = ReturnType<typeof rng>;

/** One job, in months before the day the data was generated (`to` null: still there). */
export interface Job {
  employer: string;
  industry: Industry;
  from: number;
  to: number | null;
}

export interface FirstSightLatent extends NaturalLatent {
  /** Holds a job now (false: the last job has ended, nothing since). */
  working: boolean;
  /** Every job, most recent first (the natural `past` holds the ended ones, `employer` the open one or ""). */
  jobs: Job[];
  /** Months at the current employer (null when not working). */
  tenure: number | null;
  /** Months since the last job ended (null when working). */
  idleFor: number | null;
  /** The family of the oldest job when it was not the current one's (a career switch). */
  formerFamily: string | null;
  /** The state or nation a metro city lies in, when the extension placed someone there. */
  state: string | null;
}

export interface FirstSightPerson {
  record: Record<string, unknown>;
  latent: FirstSightLatent;
}

export interface FirstSightData {
  people: FirstSightPerson[];
  companies: Record<string, unknown>[];
}

/** Cities the extension adds: id -> [country, state, city spellings, state spellings]. */
export const METRO_CITIES: Record<string, [string, string, string[], string[]]> = {
  palo_alto: ["US", "california", ["Palo Alto"], ["California", "CA"]],
  oakland: ["US", "california", ["Oakland"], ["California", "CA"]],
  san_jose: ["US", "california", ["San Jose", "San José"], ["California", "CA"]],
  mountain_view: ["US", "california", ["Mountain View"], ["California", "CA"]],
  los_angeles: [
    "US",
    "california",
    ["Los Angeles", "LA", "Los Angeles Metropolitan Area"],
    ["California", "CA"],
  ],
  san_diego: ["US", "california", ["San Diego"], ["California", "CA"]],
  brooklyn: ["US", "new_york", ["Brooklyn", "Brooklyn, NY"], ["New York", "NY"]],
  jersey_city: ["US", "new_jersey", ["Jersey City"], ["New Jersey", "NJ"]],
  hoboken: ["US", "new_jersey", ["Hoboken"], ["New Jersey", "NJ"]],
  manchester: ["GB", "england", ["Manchester", "Greater Manchester"], ["England"]],
  leeds: ["GB", "england", ["Leeds"], ["England"]],
  bristol: ["GB", "england", ["Bristol"], ["England"]],
  edinburgh: ["GB", "scotland", ["Edinburgh"], ["Scotland"]],
  melbourne: ["AU", "victoria", ["Melbourne", "Melbourne VIC"], ["Victoria", "VIC"]],
  auckland: ["NZ", "auckland", ["Auckland"], ["Auckland"]],
  doha: ["QA", "doha", ["Doha"], []],
  augsburg: ["DE", "bavaria", ["Augsburg"], ["Bavaria", "Bayern"]],
};
const MORE_COUNTRIES: Record<string, string[]> = {
  NZ: ["New Zealand", "Aotearoa"],
  QA: ["Qatar", "State of Qatar"],
};
/** City id -> [share of its people moved, [metro city, weight][]]. */
const MOVES: Record<string, [number, [string, number][]]> = {
  san_francisco: [
    0.5,
    [
      ["palo_alto", 2],
      ["oakland", 2],
      ["san_jose", 2],
      ["mountain_view", 1],
      ["los_angeles", 3],
      ["san_diego", 1],
    ],
  ],
  new_york: [
    0.35,
    [
      ["brooklyn", 3],
      ["jersey_city", 2],
      ["hoboken", 1],
    ],
  ],
  london: [
    0.35,
    [
      ["manchester", 3],
      ["leeds", 2],
      ["bristol", 2],
      ["edinburgh", 2],
    ],
  ],
  sydney: [
    0.5,
    [
      ["melbourne", 3],
      ["auckland", 2],
    ],
  ],
  dubai: [0.3, [["doha", 1]]],
  munich: [0.15, [["augsburg", 1]]],
};

/** Schools the extension adds: id -> spellings. */
export const NEW_SCHOOLS: Record<string, string[]> = {
  harvard: ["Harvard University", "Harvard"],
  princeton: ["Princeton University", "Princeton"],
  yale: ["Yale University", "Yale"],
  columbia: ["Columbia University", "Columbia University in the City of New York"],
  iitd: ["Indian Institute of Technology Delhi", "IIT Delhi"],
  iitm: ["Indian Institute of Technology Madras", "IIT Madras", "IIT-Madras"],
  epfl: ["EPFL", "École polytechnique fédérale de Lausanne", "Ecole Polytechnique Federale de Lausanne"],
  lse: ["London School of Economics", "The London School of Economics and Political Science", "LSE"],
};
const LOCAL_SCHOOLS = new Set(SCHOOLS.local ?? []);

const OPEN_HEADLINES = ["Open to new opportunities", "Looking for my next role", "#OpenToWork"];
const OPEN_SUMMARIES = [
  "Currently between roles and open to new opportunities.",
  "Taking some time off between jobs.",
  "Looking for my next challenge.",
];

const EMPLOYER_BY_NAME = new Map(EMPLOYERS.map((e) => [e.name, e]));
const monthIndex = (s: string) => {
  const [y, m] = s.split("-").map(Number);
  return (y ?? 0) * 12 + ((m ?? 1) - 1);
};
const monthText = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

/** An employer for someone of `occupation` (office work when null), none of `exclude` (as ../natural/ draws). */
function employerFor(r: Rng, occupation: NaturalLatent["occupation"], exclude: Set<string>): Employer {
  const industry = occupation ? OCCUPATIONS[occupation][1] : null;
  const pool = EMPLOYERS.filter((e) => !exclude.has(e.id) && (industry === null || e.industry === industry));
  const from = pool.length ? pool : EMPLOYERS.filter((e) => !exclude.has(e.id));
  return r.weighted(from.map((e) => [e, industry ? e.weight : e.weight * OFFICE_SHARE[e.industry]]));
}

function moveWithinMetro(r: Rng, record: Record<string, unknown>, l: FirstSightLatent) {
  const move = l.city === null ? undefined : MOVES[l.city];
  if (!move || !r.chance(move[0])) return;
  const id = r.weighted(move[1]);
  const [iso2, state, citySpellings, stateSpellings] = METRO_CITIES[id] as [
    string,
    string,
    string[],
    string[],
  ];
  const city = r.pick(citySpellings);
  const country = r.pick(COUNTRIES[iso2] ?? NEW_COUNTRIES[iso2] ?? MORE_COUNTRIES[iso2] ?? [iso2]);
  const stateText = stateSpellings.length && r.chance(0.6) ? r.pick(stateSpellings) : null;
  if (typeof record.location === "string") {
    record.location = [city, stateText, country].filter(Boolean).join(", ");
  } else {
    record.location_city = city;
    record.location_country = country;
    if (stateText) record.location_state = stateText;
    if ("location_country_iso2" in record) record.location_country_iso2 = iso2;
  }
  l.city = id;
  l.country = iso2;
  l.state = state;
  l.typos = l.typos.filter((t) => t !== "city");
}

function moreSchools(r: Rng, record: Record<string, unknown>, l: FirstSightLatent) {
  const education = (record.education as Record<string, unknown>[] | undefined) ?? [];
  record.education = education.map((item) => {
    if (!LOCAL_SCHOOLS.has(String(item.institution_name)) || !r.chance(0.35)) return item;
    const id = r.pick(Object.keys(NEW_SCHOOLS));
    if (!l.schools.includes(id)) l.schools = [...l.schools, id];
    return { ...item, institution_name: r.pick(NEW_SCHOOLS[id] ?? []) };
  });
}

/** A product manager or sales engineer whose oldest job was in software engineering. */
function careerSwitch(r: Rng, experience: Record<string, unknown>[], l: FirstSightLatent) {
  if (l.leads !== null || !["product", "sales_eng"].includes(l.family) || experience.length < 2) return;
  if (!r.chance(0.25)) return;
  const oldest = experience[experience.length - 1] as Record<string, unknown>;
  oldest.position_title = r.pick(IC_TITLES.software[1].general ?? ["Software Engineer"]);
  l.formerFamily = "software";
}

function extend(r: Rng, base: { record: Record<string, unknown>; latent: NaturalLatent }, now: number) {
  const record: Record<string, unknown> = { ...base.record };
  const experience = (base.record.experience as Record<string, unknown>[]).map((e) => ({ ...e }));
  record.experience = experience;
  const l: FirstSightLatent = {
    ...base.latent,
    schools: [...base.latent.schools],
    working: true,
    jobs: [],
    tenure: null,
    idleFor: null,
    formerFamily: null,
    state: null,
  };
  careerSwitch(r, experience, l);
  moveWithinMetro(r, record, l);
  moreSchools(r, record, l);

  const change = r.next();
  const current = experience[0] as Record<string, unknown>;
  const oldEmployer = EMPLOYER_BY_NAME.get(String(current.company_name)) as Employer;
  if (change < 0.07) {
    // Between jobs: the last job ended `gap` months ago; every date moves back by as much.
    const gap = 1 + Math.floor(r.next() * 18);
    for (const e of experience) {
      e.date_from = monthText(monthIndex(String(e.date_from)) - gap);
      e.date_to = e.date_to === null ? monthText(now - gap) : monthText(monthIndex(String(e.date_to)) - gap);
    }
    const title = String(current.position_title);
    const style = r.weighted([
      ["stale", 3],
      ["open", 2.5],
      ["title_open", 2.5],
      ["former", 2],
    ] as const);
    if (style === "open") record.headline = r.pick(OPEN_HEADLINES);
    else if (style === "title_open")
      record.headline = `${title} | ${r.pick(["Open to work", "Open to opportunities"])}`;
    else if (style === "former")
      record.headline = r.chance(0.5)
        ? `Former ${title} at ${oldEmployer.name}`
        : `Ex-${oldEmployer.name} ${title}`;
    if (r.chance(0.5)) record.summary = [record.summary, r.pick(OPEN_SUMMARIES)].filter(Boolean).join(" ");
  } else if (change < 0.22 && l.leads !== "founder") {
    // A recent move: a new employer 1-11 months ago, the same title.
    const tenure = 1 + Math.floor(r.next() * 11);
    const seen = new Set(experience.map((e) => EMPLOYER_BY_NAME.get(String(e.company_name))?.id ?? ""));
    const next = employerFor(r, l.occupation, seen);
    current.date_to = monthText(now - tenure);
    experience.unshift({
      position_title: current.position_title,
      company_name: next.name,
      ...(r.chance(0.7) ? { company_industry: r.pick(INDUSTRY_SPELLINGS[next.industry]) } : {}),
      date_from: monthText(now - tenure),
      date_to: null,
    });
    const headline = String(record.headline ?? "");
    if (headline.includes(oldEmployer.name) && r.chance(0.85))
      record.headline = headline.replace(oldEmployer.name, next.name);
  }

  l.jobs = experience.map((e) => {
    const employer = EMPLOYER_BY_NAME.get(String(e.company_name)) as Employer;
    return {
      employer: employer.id,
      industry: employer.industry,
      from: now - monthIndex(String(e.date_from)),
      to: e.date_to === null ? null : now - monthIndex(String(e.date_to)),
    };
  });
  const open = l.jobs[0]?.to === null ? l.jobs[0] : undefined;
  l.working = open !== undefined;
  l.tenure = open ? open.from : null;
  l.idleFor = open ? null : (l.jobs[0]?.to ?? null);
  l.employer = open ? open.employer : "";
  if (open) l.industry = open.industry;
  l.past = l.jobs.filter((j) => j.to !== null).map((j) => ({ employer: j.employer, industry: j.industry }));
  return { record, latent: l };
}

/** `count` people from `seed`: ../natural/'s people for that seed, extended from a stream of their own. */
export function generateFirstSight(count: number, seed: number, now = new Date()): FirstSightData {
  const natural = generateNatural(count, seed, now);
  const r = rng((Math.imul(seed, 0x85ebca6b) ^ 0x66737431) >>> 0);
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const people = natural.people.map((p) => extend(r, p, nowIndex));
  return { people, companies: natural.companies };
}
