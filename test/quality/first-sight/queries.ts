/**
 * First-sight round 1: founders hiring and sellers prospecting, asked as whole spoken questions or
 * requests. Written by an author who had not read the query parser, the search or the vocabularies,
 * and labelled over the latent facts of ./people.ts before any query was run. A comment marks each
 * judgement call.
 */
import {
  all,
  any,
  at,
  atIndustry,
  BAVARIA,
  BAY_AREA,
  backend,
  CALIFORNIA,
  engineer,
  everAt,
  everIndustry,
  exactly,
  type FirstSightQuery,
  founder,
  GULF,
  holds,
  IIT,
  IVY,
  ic,
  idle,
  inCity,
  inCountry,
  inRegion,
  knows,
  leads,
  left,
  leftIndustry,
  level,
  MIDDLE_EAST,
  months,
  moved,
  NEW_YORK_AREA,
  not,
  now,
  occupation,
  type P,
  studied,
  tenure,
  working,
} from "./labels.ts";

const android = (p: P) => p.platform === "android" || p.platform === "both";
const k8s = (p: P) => p.activities.includes("k8s_clusters");
const outsideUS = (p: P) => p.country !== null && p.country !== "US";
const sales = any(ic("account_exec", "sales_eng"), leads("sales"));
const cfo = leads("finance", "chief");
const seniorEngineering = any(all(engineer, level("senior")), leads("engineering"));
const idleOver =
  (m: number) =>
  (p: P): boolean =>
    p.idleFor !== null && p.idleFor > m;
const neverLeft = (id: string) => (p: P) => !p.jobs.some((j) => j.employer === id && j.to !== null);

export const WHO_RUNS: FirstSightQuery[] = [
  // "runs engineering": every engineering leader (manager to CTO); founders are not, unless named.
  exactly("who_runs", "Who runs engineering at Papaya Pay?", all(leads("engineering"), at("papaya"))),
  exactly(
    "who_runs",
    "I need to talk to whoever leads data at a bank or an insurer",
    all(leads("data"), atIndustry("banking", "insurance")),
  ),
  exactly(
    "who_runs",
    "Find me whoever buys engineering tools at the banks",
    all(leads("engineering"), atIndustry("banking")),
    // Data leaders buy engineering tooling too: defensible either way.
    { maybe: all(leads("data"), atIndustry("banking")) },
  ),
  exactly(
    "who_runs",
    "Who's in charge of talent at the SaaS companies?",
    all(leads("recruiting"), atIndustry("saas")),
    // A senior recruiter may be the one in charge at a smaller company.
    { maybe: all(ic("recruiting"), level("senior"), atIndustry("saas")) },
  ),
  exactly(
    "who_runs",
    "Who's the CFO or VP of finance at the gaming and e-commerce companies?",
    all(leads("finance", "chief", "vp"), atIndustry("gaming", "ecommerce")),
  ),
  now(
    "who_runs",
    "Who are the sales VPs and directors in North America?",
    all(leads("sales", "vp", "director"), inCountry("US", "CA")),
  ),
];

export const VERBS_FOR_ROLES: FirstSightQuery[] = [
  // Mobile developers on Android or both platforms (the role, not only those whose summary says it).
  now("verbs_for_roles", "I'm looking for someone who builds Android apps", all(ic("mobile"), android)),
  exactly("verbs_for_roles", "Who writes the backend code at Papaya Pay?", all(backend, at("papaya")), {
    // Full-stack and general software engineers write backend code too, often.
    maybe: all(ic("software"), (p) => p.specialty === "fullstack" || p.specialty === "general", at("papaya")),
  }),
  now(
    "verbs_for_roles",
    "Is there anyone in the Netherlands who designs apps and websites for a living?",
    all(ic("design"), inCountry("NL")),
  ),
  exactly(
    "verbs_for_roles",
    "Who keeps the servers running at Northwind Labs?",
    all(ic("devops"), at("northwind")),
    {
      // Security engineers and backend engineers who run the clusters keep servers up too.
      maybe: all(at("northwind"), any(ic("security"), all(backend, k8s))),
    },
  ),
  now(
    "verbs_for_roles",
    "Who hires engineers for a living in Berlin?",
    all(ic("recruiting"), inCity("berlin")),
    {
      // A head of talent hires too, but "for a living" reads as the recruiter's job.
      maybe: all(leads("recruiting"), inCity("berlin")),
    },
  ),
  now("verbs_for_roles", "Who tests software for a living in India?", all(ic("qa"), inCountry("IN"))),
  exactly(
    "verbs_for_roles",
    "Who actually teaches at Brightwater Academy Trust?",
    all(occupation("teacher"), at("brightwater")),
  ),
];

export const DEPARTURES: FirstSightQuery[] = [
  exactly(
    "departures",
    "Find me engineers who left a bank in the last year",
    all(working, engineer, leftIndustry("banking", 12), not(atIndustry("banking"))),
    {
      maybe: any(
        // Between jobs since leaving the bank: they left, but "engineers" is the role held now.
        all(idle, engineer, leftIndustry("banking", 12)),
        // Left one bank for another: they did leave a bank.
        all(working, engineer, leftIndustry("banking", 12), atIndustry("banking")),
        // "The last year" read as up to about 15 months.
        all(working, engineer, leftIndustry("banking", 15), not(atIndustry("banking"))),
      ),
      // Still at a bank and never left one.
      inverted: all(engineer, atIndustry("banking"), not(leftIndustry("banking"))),
    },
  ),
  exactly("departures", "Who used to work at Papaya Pay but isn't there anymore?", left("papaya"), {
    inverted: all(at("papaya"), neverLeft("papaya")),
  }),
  exactly(
    "departures",
    "Find me people who moved out of consulting into fintech",
    all(atIndustry("fintech"), leftIndustry("consulting")),
    // Still in consulting is the opposite of moving out of it.
    { inverted: atIndustry("consulting") },
  ),
  now("departures", "Which designers have left Tessellate AG?", all(ic("design"), left("tessellate")), {
    inverted: all(ic("design"), at("tessellate")),
  }),
  exactly("departures", "Anyone who left Northwind Labs in the past six months?", left("northwind", 6), {
    // Seven months ago is "about six months" as people say it.
    maybe: left("northwind", 7),
    inverted: all(at("northwind"), neverLeft("northwind")),
  }),
  // Founders with an earlier fintech job (a founder now at a fintech still came out of fintech).
  now("departures", "Which founders came out of fintech?", all(founder, leftIndustry("fintech"))),
  now(
    "departures",
    "I want a PM who used to be a developer",
    all(ic("product"), (p) => p.formerFamily === "software"),
  ),
];

export const JOB_MOVES: FirstSightQuery[] = [
  exactly("job_moves", "Which product managers are between jobs right now?", all(idle, ic("product")), {
    inverted: all(working, ic("product")),
  }),
  exactly(
    "job_moves",
    "Who has just started a new job at a fintech?",
    all(atIndustry("fintech"), tenure(0, 6)),
    {
      // "Just" stretched to a year is defensible; two years or more is the opposite.
      maybe: all(atIndustry("fintech"), tenure(7, 12)),
      inverted: all(atIndustry("fintech"), tenure(24)),
    },
  ),
  exactly(
    "job_moves",
    "Find me data scientists who aren't working at the moment",
    all(idle, ic("data_science")),
    {
      inverted: all(working, ic("data_science")),
    },
  ),
  exactly(
    "job_moves",
    "I'm looking for engineers who changed jobs in the last few months",
    all(engineer, moved(6)),
    {
      // "A few months" up to nine is defensible; two years in the same job is the opposite.
      maybe: all(engineer, moved(9)),
      inverted: all(engineer, tenure(24)),
    },
  ),
  exactly(
    "job_moves",
    "Has anyone senior in engineering been out of work for more than six months?",
    // Senior ICs and engineering leaders; "more than six months" strictly (six exactly is a maybe).
    all(idle, seniorEngineering, idleOver(6)),
    {
      maybe: all(idle, seniorEngineering, idleOver(5)),
      inverted: all(working, seniorEngineering),
    },
  ),
  exactly(
    "job_moves",
    "Who's new at Quillon Systems, joined in the last few months?",
    all(at("quillon"), tenure(0, 6)),
    { maybe: all(at("quillon"), tenure(7, 9)), inverted: all(at("quillon"), tenure(24)) },
  ),
];

export const EXCLUSIONS: FirstSightQuery[] = [
  exactly(
    "exclusions",
    "I want backend engineers in Berlin, but nobody from Papaya Pay",
    all(working, backend, inCity("berlin"), not(everAt("papaya"))),
    {
      // Ex-Papaya Pay people are "from Papaya Pay" in one reading; people between jobs hold no role now.
      maybe: any(
        all(working, backend, inCity("berlin"), left("papaya")),
        all(idle, backend, inCity("berlin")),
      ),
      inverted: all(backend, inCity("berlin"), at("papaya")),
    },
  ),
  now("exclusions", "Show me designers who aren't juniors", all(ic("design"), level("mid", "senior")), {
    // A head of design is a designer who is not a junior, but not an IC.
    maybe: leads("design"),
    inverted: all(ic("design"), level("junior")),
  }),
  now("exclusions", "Salespeople anywhere except the US, please", all(ic("account_exec"), outsideUS), {
    // Sales engineers and sales leaders sell too.
    maybe: all(any(ic("sales_eng"), leads("sales")), outsideUS),
    inverted: all(sales, inCountry("US")),
  }),
  now(
    "exclusions",
    "Which data engineers in Germany have never worked at a bank?",
    all(ic("data_eng"), inCountry("DE"), not(everIndustry("banking"))),
    { inverted: all(ic("data_eng"), inCountry("DE"), everIndustry("banking")) },
  ),
  exactly(
    "exclusions",
    "Find me a CFO, just not one from a bank",
    all(working, cfo, not(everIndustry("banking"))),
    {
      // A CFO who once worked at a bank but is elsewhere now: "from a bank" read either way.
      maybe: any(all(working, cfo, not(atIndustry("banking"))), all(idle, cfo, not(everIndustry("banking")))),
      inverted: all(cfo, atIndustry("banking")),
    },
  ),
  now(
    "exclusions",
    "Software engineers in India who don't work for a consultancy",
    all(ic("software"), inCountry("IN"), not(atIndustry("consulting"))),
    { inverted: all(ic("software"), inCountry("IN"), atIndustry("consulting")) },
  ),
  now(
    "exclusions",
    "Product managers in Europe, but not in London or Paris",
    all(ic("product"), inRegion("europe"), not(inCity("london", "paris"))),
    { inverted: all(ic("product"), inCity("london", "paris")) },
  ),
  now(
    "exclusions",
    "We can't afford anyone senior: junior or mid-level Python developers in Poland or Czechia",
    all(ic("software"), knows("python"), level("junior", "mid"), inCountry("PL", "CZ")),
    { inverted: all(ic("software"), knows("python"), level("senior"), inCountry("PL", "CZ")) },
  ),
];

export const INFORMAL_TIME: FirstSightQuery[] = [
  // "A couple of years": 2 to 3 years; 1.5-2 and 3-4 defensible; 6+ years the opposite.
  now(
    "informal_time",
    "I'm after a designer with a couple of years under their belt",
    all(ic("design"), months(24, 36)),
    {
      maybe: all(ic("design"), any(months(18, 24), months(36, 48))),
      inverted: all(ic("design"), months(72)),
    },
  ),
  // Software and mobile developers with 10+ years; other engineers and engineering leaders with
  // 10+ years have written software too (maybe); under 8 years is clearly not "over a decade".
  now(
    "informal_time",
    "Who's been writing software for over a decade?",
    all(ic("software", "mobile"), months(120)),
    {
      maybe: all(any(ic("devops", "data_eng", "ml", "qa", "security"), leads("engineering")), months(120)),
      inverted: all(ic("software", "mobile"), months(0, 96)),
    },
  ),
  // "Straight out of uni": under two years of work; two to three defensible; five or more the opposite.
  now(
    "informal_time",
    "We need a fresh grad for an analyst role: any data analysts straight out of uni?",
    all(ic("data_analysis"), months(0, 24)),
    { maybe: all(ic("data_analysis"), months(24, 36)), inverted: all(ic("data_analysis"), months(60)) },
  ),
  // "At least eight years": 96 months or more; under seven years clearly not.
  now(
    "informal_time",
    "PMs who've been around the block, at least eight years in",
    all(ic("product"), months(96)),
    {
      inverted: all(ic("product"), months(0, 84)),
    },
  ),
  // "Five years or so": 4.5 to 6.5 years; 3.5-4.5 and 6.5-7.5 defensible; under 2.5 or 10+ the opposite.
  // The accounting family includes auditors (the data does not tell them apart).
  now(
    "informal_time",
    "An accountant who's been doing it for five years or so",
    all(ic("accounting"), months(54, 79)),
    {
      maybe: all(ic("accounting"), any(months(42, 54), months(79, 91))),
      inverted: all(ic("accounting"), any(months(0, 30), months(120))),
    },
  ),
  // "For ages": five years or more at the current employer; three to five defensible; a year or less the opposite.
  exactly("informal_time", "Who's been at Harbor & Finch for ages?", all(at("harbor"), tenure(60)), {
    maybe: all(at("harbor"), tenure(36, 59)),
    inverted: all(at("harbor"), tenure(0, 12)),
  }),
];

export const SPOKEN_PLACES: FirstSightQuery[] = [
  // The Bay Area: San Francisco, Palo Alto, Oakland, San Jose, Mountain View (not LA or San Diego).
  now("spoken_places", "Which engineers are in the Bay Area?", all(engineer, inCity(...BAY_AREA))),
  // The Gulf: the GCC states. "Data work": data scientists, analysts and engineers; ML engineers and
  // data leaders there are a maybe. (Scoped from "doing data science" after the count run: 8 at 12,000/11.)
  now(
    "spoken_places",
    "Anybody in the Gulf doing data work?",
    all(ic("data_science", "data_analysis", "data_eng"), inCountry(...GULF)),
    { maybe: all(any(ic("ml"), leads("data")), inCountry(...GULF)) },
  ),
  // "Down under" is Australia; New Zealand is often included (maybe), and so are engineering leaders.
  // (Scoped from "salespeople down under" after the count run: 6 at 12,000/11.)
  now("spoken_places", "Who do we know down under in engineering?", all(engineer, inCountry("AU")), {
    maybe: any(all(engineer, inCountry("NZ")), all(leads("engineering"), inCountry("AU", "NZ"))),
  }),
  now("spoken_places", "Who's doing product in Bavaria?", all(ic("product"), inCity(...BAVARIA)), {
    maybe: all(leads("product"), inCity(...BAVARIA)),
  }),
  now(
    "spoken_places",
    "Any engineers in the UK outside London?",
    all(engineer, inCountry("GB"), not(inCity("london"))),
    {
      inverted: all(engineer, inCity("london")),
    },
  ),
  // "Working in sales": account executives, sales engineers and sales leaders; New York City,
  // Brooklyn, Jersey City and Hoboken are "around New York".
  now("spoken_places", "Who's working in sales around New York?", all(sales, inCity(...NEW_YORK_AREA))),
  now("spoken_places", "I need a designer somewhere in California", all(ic("design"), inCity(...CALIFORNIA))),
  // The Middle East without North Africa; Egypt is a maybe.
  now(
    "spoken_places",
    "Who do we know in the Middle East doing security?",
    all(ic("security"), inCountry(...MIDDLE_EAST)),
    {
      maybe: all(ic("security"), inCountry("EG")),
    },
  ),
];

export const SCHOOL_QUERIES: FirstSightQuery[] = [
  exactly(
    "schools",
    "Anyone from Oxbridge working in product?",
    all(working, ic("product"), studied("oxford", "cambridge")),
    {
      // Product leaders work in product too.
      maybe: all(working, leads("product"), studied("oxford", "cambridge")),
    },
  ),
  now("schools", "Which engineers went to an IIT?", all(engineer, studied(...IIT))),
  // Ivy League: Harvard, Princeton, Yale, Columbia here (MIT, Stanford, Berkeley are not Ivy).
  now("schools", "Ivy League grads in sales, please", all(ic("account_exec"), studied(...IVY)), {
    maybe: all(any(ic("sales_eng"), leads("sales")), studied(...IVY)),
  }),
  // "Works in data": data scientists, data engineers, data analysts; ML engineers and data leaders maybe.
  exactly(
    "schools",
    "Who studied at ETH or EPFL and now works in data?",
    all(working, ic("data_science", "data_eng", "data_analysis"), studied("eth", "epfl")),
    { maybe: all(working, any(ic("ml"), leads("data")), studied("eth", "epfl")) },
  ),
];

export const SHORT_FORMS: FirstSightQuery[] = [
  // "Good" is not something the data holds: every PM in Lisbon.
  now("short_forms", "Any good PMs in Lisbon?", all(ic("product"), inCity("lisbon"))),
  exactly("short_forms", "Who are the AEs at Quillon Systems?", all(ic("account_exec"), at("quillon"))),
  // EM: an engineering manager; a head of engineering often does the job (maybe).
  exactly(
    "short_forms",
    "Can you find me an EM at a fintech?",
    all(leads("engineering", "manager"), atIndustry("fintech")),
    {
      maybe: all(leads("engineering", "head"), atIndustry("fintech")),
    },
  ),
  // SRE: the DevOps / SRE / platform family (the data holds one family for them).
  now(
    "short_forms",
    "Got any SREs around Copenhagen or Stockholm?",
    all(ic("devops"), inCity("copenhagen", "stockholm")),
  ),
  now("short_forms", "Any MLEs with a PhD?", all(ic("ml"), holds("phd"))),
];

export const QUERIES: FirstSightQuery[] = [
  ...WHO_RUNS,
  ...VERBS_FOR_ROLES,
  ...DEPARTURES,
  ...JOB_MOVES,
  ...EXCLUSIONS,
  ...INFORMAL_TIME,
  ...SPOKEN_PLACES,
  ...SCHOOL_QUERIES,
  ...SHORT_FORMS,
];
