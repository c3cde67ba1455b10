/**
 * Round 2's queries: mobile-typed lower case with abbreviations and typos, in a non-native English
 * word order, labelled over ./people.ts's latent facts before any query was run. Each judgement call
 * has a one-line comment.
 */
import {
  all,
  any,
  at,
  atIndustry,
  BAY_AREA,
  backend,
  engineer,
  exactly,
  holds,
  IIT,
  IVY,
  ic,
  idle,
  idleFor,
  inCity,
  inCountry,
  inRegion,
  knows,
  leads,
  left,
  leftIndustry,
  level,
  months,
  not,
  now,
  occupation,
  type Pred,
  placed,
  type SecondQuery,
  speaks,
  speaksALittle,
  studied,
  tenure,
  working,
} from "./labels.ts";

const frontOrFull: Pred = (p) => ic("software")(p) && ["frontend", "fullstack"].includes(p.specialty);
const frontend: Pred = (p) => ic("software")(p) && p.specialty === "frontend";
const devs = ic("software", "mobile");
const dataPeople = ic("data_science", "data_analysis", "data_eng");
const sales = ic("account_exec", "sales_eng");

const ROLES_PLACES: SecondQuery[] = [
  now("roles_places", "backend devs berlin", all(backend, inCity("berlin"))),
  now(
    "roles_places",
    "data scientst in london or manchester",
    all(ic("data_science"), inCity("london", "manchester")),
  ),
  // "sre or devops": one family (SREs are devops here).
  now("roles_places", "sre or devops ppl prague or vienna", all(ic("devops"), inCity("prague", "vienna"))),
  now("roles_places", "front end or full stack developer for paris", all(frontOrFull, inCity("paris"))),
  // The Bay Area: SF, Palo Alto, Oakland, San Jose, Mountain View (round 1's reading).
  now("roles_places", "product managr bay area", all(ic("product"), inCity(...BAY_AREA))),
  now("roles_places", "looking mobile developer who live in india", all(ic("mobile"), inCountry("IN"))),
];

const SENIORITY: SecondQuery[] = [
  // "devs": software and mobile; other engineering juniors are maybe; a senior is the opposite.
  now("seniority", "junior devs portugal", all(devs, level("junior"), inCountry("PT")), {
    maybe: all(working, engineer, level("junior"), inCountry("PT")),
    inverted: all(engineer, level("senior")),
  }),
  // 10+ years is >= 120 months of experience; under 8 years is clearly outside.
  now("seniority", "eng manager with 10+ yrs expirience", all(leads("engineering", "manager"), months(120)), {
    inverted: all(leads("engineering", "manager"), months(0, 96)),
  }),
  // "3-5 yrs" is 36 <= months < 72 (the protocol's reading).
  now("seniority", "mid level software eng, 3-5 yrs", all(ic("software"), level("mid"), months(36, 72))),
  // "only senior" excludes juniors and mids.
  now("seniority", "security guys only senior pls", all(ic("security"), level("senior")), {
    inverted: all(ic("security"), level("junior", "mid")),
  }),
  now(
    "seniority",
    "director or vp of sales, europe based",
    all(leads("sales", "director", "vp"), inRegion("europe")),
    // A head or chief of sales is defensible for "director or vp".
    { maybe: all(working, leads("sales", "head", "chief"), inRegion("europe")) },
  ),
];

const EXCLUSIONS: SecondQuery[] = [
  // "not from papaya pay" (non-native): not working there now; someone who left it is fine.
  now(
    "exclusions",
    "sr backend eng in germany but not from papaya pay",
    all(backend, level("senior"), inCountry("DE"), not(at("papaya"))),
    { inverted: at("papaya") },
  ),
  now(
    "exclusions",
    "devops ppl in warsaw or krakow dont want junior",
    all(ic("devops"), inCity("warsaw", "krakow"), level("mid", "senior")),
    { inverted: level("junior") },
  ),
  // "no consultancy": not employed by a consulting firm now.
  now(
    "exclusions",
    "data engineer europe no consultancy",
    all(ic("data_eng"), inRegion("europe"), not(atIndustry("consulting"))),
    { inverted: atIndustry("consulting") },
  ),
  now("exclusions", "recruiters not in india", all(ic("recruiting"), placed, not(inCountry("IN"))), {
    inverted: inCountry("IN"),
  }),
  // "except london": the city; Manchester, Leeds and the rest of the UK are fine.
  now(
    "exclusions",
    "product designer anywhere except london",
    all(ic("design"), placed, not(inCity("london"))),
    { inverted: inCity("london") },
  ),
  // No degree written counts as no PhD.
  now("exclusions", "ml engineers w/o phd", all(ic("ml"), not(holds("phd"))), { inverted: holds("phd") }),
];

const PAST_EMPLOYERS: SecondQuery[] = [
  // "now in other fintech": working at a fintech now that is not Papaya Pay; still at Papaya is the opposite.
  exactly(
    "past_employers",
    "ex papaya pay engineers now in other fintech",
    all(working, engineer, left("papaya"), atIndustry("fintech")),
    { inverted: at("papaya") },
  ),
  // "last year": ended within 12 months; a calendar reading reaches 23 months (maybe).
  exactly("past_employers", "ppl who leave northwind labs last year", left("northwind", 12), {
    maybe: left("northwind", 23),
    inverted: at("northwind"),
  }),
  exactly(
    "past_employers",
    "ex harbor and finch ppl working now in saas",
    all(left("harbor"), atIndustry("saas")),
    {
      inverted: at("harbor"),
    },
  ),
  // "worked before at": a past job there; working there now is what "before" rules out.
  exactly("past_employers", "who worked before at quillon systems", left("quillon"), {
    inverted: at("quillon"),
  }),
  // Between jobs is "not in healthcare now" only loosely: maybe.
  exactly(
    "past_employers",
    "ex kestrel health now not in healthcare",
    all(working, left("kestrel"), not(atIndustry("healthcare"))),
    { maybe: all(idle, left("kestrel")), inverted: atIndustry("healthcare") },
  ),
];

const TENURE: SecondQuery[] = [
  // "< 6 month" at the current employer: 0-5 months; exactly 6 is maybe; two years or more the opposite.
  exactly("tenure", "eng who just join new company <6 month", all(engineer, tenure(0, 5)), {
    maybe: all(engineer, tenure(6, 6)),
    inverted: all(engineer, tenure(24)),
  }),
  // "same company 5+ yrs": >= 60 months at the current employer; under three years is clearly outside.
  exactly("tenure", "pm in same company 5+ yrs", all(ic("product"), tenure(60)), {
    inverted: all(ic("product"), tenure(0, 35)),
  }),
  exactly("tenure", "data scientist less 2 year in current job", all(ic("data_science"), tenure(0, 23)), {
    inverted: all(ic("data_science"), tenure(36)),
  }),
  // Total experience, not tenure: >= 120 months; under 8 years is clearly outside.
  now("tenure", "ae 10+ yrs exp", all(ic("account_exec"), months(120)), {
    inverted: all(ic("account_exec"), months(0, 96)),
  }),
  // "2-4 yrs" is 24 <= months < 60 (as the protocol reads "3-5 years"); six years or more is outside.
  now("tenure", "sales eng, 2-4 yrs expereince", all(ic("sales_eng"), months(24, 60)), {
    inverted: all(ic("sales_eng"), months(72)),
  }),
];

const SKILLS: SecondQuery[] = [
  now("skills", "python + aws backend dev", all(backend, knows("python"), knows("aws"))),
  // No role named: anyone listing both, working or not.
  exactly(
    "skills",
    "k8s and terraform ppl in europe",
    all(knows("kubernetes"), knows("terraform"), inRegion("europe")),
  ),
  now(
    "skills",
    "react or typescript frontend dev in europe",
    all(frontend, any(knows("react"), knows("typescript")), inRegion("europe")),
  ),
  // Devops engineers with Go are maybe ("devs"); listing Java is what was excluded.
  now("skills", "golang devs not java", all(devs, knows("go"), not(knows("java"))), {
    maybe: all(working, engineer, knows("go"), not(knows("java"))),
    inverted: knows("java"),
  }),
  // "sales ppl": account executives and sales engineers; marketers with both are maybe.
  now("skills", "sales ppl who use salesforce and excel", all(sales, knows("salesforce"), knows("excel")), {
    maybe: all(working, ic("marketing"), knows("salesforce"), knows("excel")),
  }),
];

const SCHOOLS: SecondQuery[] = [
  // "grads": studied there, any degree; Augsburg is not Munich (maybe).
  exactly("schools", "tum grads in munich", all(studied("tum"), inCity("munich")), {
    maybe: all(studied("tum"), inCity("augsburg")),
  }),
  // "data ppl": data science, analysis, engineering; ML engineers maybe.
  now("schools", "stanford or mit alumni data ppl", all(dataPeople, studied("stanford", "mit")), {
    maybe: all(working, ic("ml"), studied("stanford", "mit")),
  }),
  // An IIT: Bombay, Delhi, Madras.
  now("schools", "iit grad engineers in bangalore", all(engineer, studied(...IIT), inCity("bengaluru"))),
  exactly(
    "schools",
    "oxbridge ppl working consulting",
    all(studied("oxford", "cambridge"), atIndustry("consulting")),
  ),
  // The latent facts do not tie a degree to a school: an MBA and an Ivy school on the record.
  exactly(
    "schools",
    "ivy leage mba ppl in banking or fintech",
    all(studied(...IVY), holds("mba"), atIndustry("banking", "fintech")),
  ),
];

const COMPANIES: SecondQuery[] = [
  // "working now": a past employee is the opposite.
  exactly("companies", "ppl working lumen grid now", at("lumen"), { inverted: left("lumen") }),
  // "data eng at bluefin data": data engineers at Bluefin Data (not engineers at "Bluefin").
  now("companies", "data eng at bluefin data", all(ic("data_eng"), at("bluefin"))),
  // "engineers": engineering ICs; engineering leaders there are maybe.
  exactly("companies", "vantablue employee which are engineers", all(at("vantablue"), engineer), {
    maybe: all(at("vantablue"), leads("engineering")),
  }),
  now("companies", "northwind labs or cobalt works pm", all(ic("product"), at("northwind", "cobalt"))),
  // "sales leadership": leaders of sales at any level.
  exactly(
    "companies",
    "sales leadership at papaya pay or ledgerloop",
    all(leads("sales"), at("papaya", "ledgerloop")),
  ),
];

const INDUSTRIES: SecondQuery[] = [
  exactly(
    "industries",
    "cto or vp eng in saas comapny",
    all(leads("engineering", "chief", "vp"), atIndustry("saas")),
  ),
  exactly(
    "industries",
    "someone in insurence doing underwriting or claims",
    all(occupation("underwriter", "claims"), atIndustry("insurance")),
  ),
  // "from fintech company": works at one now; only a past fintech job is maybe.
  now(
    "industries",
    "backend eng from fintech company europe",
    all(backend, atIndustry("fintech"), inRegion("europe")),
    {
      maybe: all(working, backend, leftIndustry("fintech"), inRegion("europe")),
    },
  ),
  // "min 3 yrs": >= 36 months of experience; under two years is clearly outside.
  now("industries", "pm for gaming studio, min 3 yrs", all(ic("product"), atIndustry("gaming"), months(36)), {
    inverted: all(ic("product"), months(0, 24)),
  }),
  now(
    "industries",
    "data analyst in ecommerce or logistics",
    all(ic("data_analysis"), atIndustry("ecommerce", "logistics")),
  ),
  // "moved": a banking job that ended, a fintech employer now.
  exactly(
    "industries",
    "ppl from banking moved to fintech",
    all(leftIndustry("banking"), atIndustry("fintech")),
  ),
];

const LANGUAGES: SecondQuery[] = [
  // "speak": listed at a working level or without one; a limited or elementary level is maybe.
  now("languages", "looking data scientist which speak german", all(ic("data_science"), speaks("german")), {
    maybe: all(working, ic("data_science"), speaksALittle("german")),
  }),
  now("languages", "french speaking sales ppl", all(sales, speaks("french")), {
    maybe: any(all(working, sales, speaksALittle("french")), all(working, leads("sales"), speaks("french"))),
  }),
  // "english fluent": native or fluent; a professional level or none written is maybe.
  now(
    "languages",
    "devs in poland who speak english fluent",
    all(devs, inCountry("PL"), speaks("english", ["native", "fluent"])),
    { maybe: all(working, devs, inCountry("PL"), speaks("english", ["professional", null])) },
  ),
  now("languages", "spanish speaker recruiter any where", all(ic("recruiting"), speaks("spanish")), {
    maybe: all(working, ic("recruiting"), speaksALittle("spanish")),
  }),
  // "in engineering": engineering ICs; both languages at a working level (either a little: maybe).
  now(
    "languages",
    "ppl in engineering speaks japanese and english",
    all(engineer, speaks("japanese"), speaks("english")),
    {
      maybe: all(
        working,
        engineer,
        any(speaks("japanese"), speaksALittle("japanese")),
        any(speaks("english"), speaksALittle("english")),
      ),
    },
  ),
];

const BETWEEN_JOBS: SecondQuery[] = [
  // "open for work": between jobs; working is the opposite.
  exactly("between_jobs", "backend ppl open for work now", all(backend, idle), { inverted: working }),
  // "more than 6 month": 7+ months since the last job ended; exactly 6 is maybe.
  exactly("between_jobs", "who is between job more than 6 month", idleFor(7), {
    maybe: idleFor(6, 6),
    inverted: working,
  }),
  // "last 3 month": the job ended 1-3 months ago (4 maybe); ML engineers maybe ("data ppl").
  exactly("between_jobs", "data ppl lost job recently (last 3 month)", all(dataPeople, idleFor(0, 3)), {
    maybe: any(all(dataPeople, idleFor(4, 4)), all(ic("ml"), idleFor(0, 4))),
    inverted: working,
  }),
  exactly("between_jobs", "pm not working right now europe", all(ic("product"), idle, inRegion("europe")), {
    inverted: working,
  }),
  // "ex papaya": any job there (not only the last one).
  exactly("between_jobs", "eng between jobs ex papaya", all(engineer, idle, left("papaya")), {
    inverted: working,
  }),
];

export const QUERIES: SecondQuery[] = [
  ...ROLES_PLACES,
  ...SENIORITY,
  ...EXCLUSIONS,
  ...PAST_EMPLOYERS,
  ...TENURE,
  ...SKILLS,
  ...SCHOOLS,
  ...COMPANIES,
  ...INDUSTRIES,
  ...LANGUAGES,
  ...BETWEEN_JOBS,
];
