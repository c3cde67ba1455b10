/**
 * Round 3's queries: long multi-constraint sentences as a recruiter writes them to a colleague, and
 * short queries with place names in their own language, demonyms and pasted boolean strings.
 * Written by an outside author from the data model only (./README.md says what was and was not
 * read), labelled over latent facts (./labels.ts) before any query was run. Each judgement call has
 * a one-line comment. Nothing here was tuned to the search's answers.
 */
import {
  all,
  any,
  at,
  atHq,
  atIndustry,
  BAVARIA,
  backend,
  CATALONIA,
  engineer,
  everIndustry,
  exactly,
  founder,
  holds,
  IIT,
  ic,
  idle,
  idleFor,
  inCity,
  inCountry,
  inRegion,
  knows,
  LATAM,
  leads,
  left,
  leftIndustry,
  level,
  months,
  moved,
  NEW_YORK_AREA,
  NEW_YORK_CITY,
  nativeSpeaker,
  not,
  now,
  occupation,
  outside,
  type Pred,
  speaks,
  studied,
  type ThirdQuery,
  tenure,
  working,
} from "./labels.ts";

/** "Developers": software and mobile ICs; other engineering ICs are a defensible reading. */
const developer = ic("software", "mobile");
const otherEngineer: Pred = (p) => engineer(p) && !developer(p);
/** "Engineers" read widely: sales engineers and civil/mechanical engineers are defensible. */
const engineerish: Pred = any(ic("sales_eng"), occupation("civil_engineer", "mechanical_engineer"));
const frontend: Pred = (p) => ic("software")(p) && p.specialty === "frontend";
const inEurope = inRegion("europe");

const NATIVE_PLACES: ThirdQuery[] = [
  // Spanish query, German city name: software engineers in Munich (mobile and other engineers maybe).
  now("native_places", "ingenieros de software en München", all(ic("software"), inCity("munich")), {
    maybe: all(inCity("munich"), any(ic("mobile"), otherEngineer)),
  }),
  // "people" is anyone, working or not: the place is the whole question.
  exactly("native_places", "people in Köln or Wien", inCity("cologne", "vienna")),
  now("native_places", "engineers in Lisboa", all(engineer, inCity("lisbon")), {
    maybe: all(engineerish, inCity("lisbon")),
  }),
  // German query: "Softwareentwickler" are software developers; mobile developers are defensible.
  now("native_places", "Softwareentwickler in Österreich", all(ic("software"), inCountry("AT")), {
    maybe: all(ic("mobile"), inCountry("AT")),
  }),
  // German query: "DevOps" as a role is the DevOps/SRE/platform family.
  now("native_places", "DevOps Leute in der Schweiz", all(ic("devops"), inCountry("CH"))),
  now(
    "native_places",
    "product managers in Sverige, Norge or Suomi",
    all(ic("product"), inCountry("SE", "NO", "FI")),
  ),
  now("native_places", "recruiters based in Italia or España", all(ic("recruiting"), inCountry("IT", "ES"))),
  // Spanish query: data analysts in Mexico or Colombia.
  now(
    "native_places",
    "analistas de datos en México o Colombia",
    all(ic("data_analysis"), inCountry("MX", "CO")),
  ),
  now(
    "native_places",
    "backend developers in København or Göteborg",
    all(backend, inCity("copenhagen", "gothenburg")),
  ),
  now(
    "native_places",
    "DevOps engineers in Praha, Warszawa or Kraków",
    all(ic("devops"), inCity("prague", "warsaw", "krakow")),
  ),
  // Old names of Mumbai and Chennai; sales and civil engineers defensible.
  now("native_places", "engineers in Bombay or Madras", all(engineer, inCity("mumbai", "chennai")), {
    maybe: all(engineerish, inCity("mumbai", "chennai")),
  }),
  // French query: data scientists in The Hague or Amsterdam.
  now(
    "native_places",
    "data scientists à Den Haag ou Amsterdam",
    all(ic("data_science"), inCity("the_hague", "amsterdam")),
  ),
];

const DEMONYMS: ThirdQuery[] = [
  // Bavaria in the data: Munich, Nuremberg, Augsburg.
  now("demonyms", "Bavarian data scientists", all(ic("data_science"), inCity(...BAVARIA))),
  // Based in the Netherlands; a native Dutch speaker elsewhere (nationality reading) is maybe.
  now("demonyms", "Dutch data engineers", all(ic("data_eng"), inCountry("NL")), {
    maybe: all(ic("data_eng"), nativeSpeaker("dutch"), outside("NL")),
  }),
  // Scandinavia: Denmark, Sweden, Norway; Finland is Nordic, not Scandinavian: maybe.
  now("demonyms", "Scandinavian product managers", all(ic("product"), inCountry("DK", "SE", "NO")), {
    maybe: all(ic("product"), inCountry("FI")),
  }),
  // Catalonia in the data is Barcelona; other engineering ICs defensible as "developers".
  now("demonyms", "Catalan developers", all(developer, inCity(...CATALONIA)), {
    maybe: all(otherEngineer, inCity(...CATALONIA)),
  }),
  now("demonyms", "Irish or British account executives", all(ic("account_exec"), inCountry("IE", "GB"))),
  now("demonyms", "Latin American software engineers", all(ic("software"), inCountry(...LATAM))),
  now("demonyms", "Parisian software engineers", all(ic("software"), inCity("paris"))),
  // Based in Germany; native German speakers elsewhere (nationality reading) maybe; sales engineers maybe.
  now("demonyms", "German engineers", all(engineer, inCountry("DE")), {
    maybe: any(all(engineer, nativeSpeaker("german"), outside("DE")), all(engineerish, inCountry("DE"))),
  }),
  // Based in India; native Hindi speakers elsewhere (nationality reading) maybe.
  now("demonyms", "Indian ML engineers", all(ic("ml"), inCountry("IN")), {
    maybe: all(ic("ml"), nativeSpeaker("hindi"), outside("IN")),
  }),
  now("demonyms", "Polish or Czech recruiters", all(ic("recruiting"), inCountry("PL", "CZ"))),
  // "work in product": product managers; product designers and product leaders are defensible.
  now("demonyms", "Berliners who work in product", all(ic("product"), inCity("berlin")), {
    maybe: all(
      inCity("berlin"),
      any(ic("design"), (p) => p.leads === "product"),
    ),
  }),
  // Londoners: London itself; the rest of England is not London.
  now("demonyms", "Londoners working in fintech", all(inCity("london"), atIndustry("fintech"))),
  // New Yorkers: NYC (Brooklyn included); Jersey City and Hoboken are across the river: maybe.
  now(
    "demonyms",
    "New Yorkers in banking or asset management",
    all(inCity(...NEW_YORK_CITY), atIndustry("banking", "asset_management")),
    { maybe: all(inCity(...NEW_YORK_AREA), atIndustry("banking", "asset_management")) },
  ),
  // "a Dutch company": employer headquartered in the Netherlands; any role.
  exactly("demonyms", "anyone currently working for a Dutch company", atHq("NL")),
];

const BOOLEAN: ThirdQuery[] = [
  // Both titles are the data engineering family; no interns exist, so nobody is excluded.
  now(
    "boolean",
    '("data engineer" OR "analytics engineer") AND (Python OR SQL) NOT intern',
    all(ic("data_eng"), any(knows("python"), knows("sql"))),
  ),
  now(
    "boolean",
    '("backend engineer" OR "backend developer") AND (Go OR Golang) AND (Kubernetes OR k8s)',
    all(backend, knows("go"), knows("kubernetes")),
  ),
  // The DevOps/SRE/platform family; a junior is what NOT excluded.
  now(
    "boolean",
    '(SRE OR "site reliability" OR "platform engineer" OR devops) AND (AWS OR GCP) NOT junior',
    all(ic("devops"), any(knows("aws"), knows("gcp")), level("mid", "senior")),
    { inverted: all(ic("devops"), level("junior")) },
  ),
  // Hamburg is not in the data: Berlin and Munich only.
  now(
    "boolean",
    '(recruiter OR "talent acquisition" OR sourcer) AND (Berlin OR München OR Hamburg)',
    all(ic("recruiting"), inCity("berlin", "munich")),
  ),
  // Industry of the current employer.
  now(
    "boolean",
    '("product manager" OR "product owner") AND (fintech OR banking)',
    all(ic("product"), atIndustry("fintech", "banking")),
  ),
  now(
    "boolean",
    '(React OR TypeScript) AND (frontend OR "front-end" OR "UI engineer") NOT (junior OR intern)',
    all(frontend, any(knows("react"), knows("typescript")), level("mid", "senior")),
    { inverted: all(frontend, level("junior")) },
  ),
  // The ML and data science families, TensorFlow on the profile, a PhD held.
  now(
    "boolean",
    '("machine learning engineer" OR "ML engineer" OR "data scientist") AND TensorFlow AND (PhD OR "Ph.D.")',
    all(ic("ml", "data_science"), knows("tensorflow"), holds("phd")),
  ),
  // NOT on employers: at either now is what was excluded; a past employee is fine.
  now(
    "boolean",
    '"account executive" AND Salesforce NOT (Papaya OR Ledgerloop)',
    all(ic("account_exec"), knows("salesforce"), not(at("papaya", "ledgerloop"))),
    { inverted: all(ic("account_exec"), at("papaya", "ledgerloop")) },
  ),
  // Banking and insurance as the current employer's industry.
  now(
    "boolean",
    '(Java OR "C#") AND (backend OR "server-side") AND (bank OR banking OR insurance)',
    all(backend, any(knows("java"), knows("csharp")), atIndustry("banking", "insurance")),
  ),
  // Mobile family in Berlin or Warsaw.
  now(
    "boolean",
    "(iOS OR Swift OR Android OR Kotlin) AND (Berlin OR Warszawa)",
    all(ic("mobile"), inCity("berlin", "warsaw")),
  ),
  now(
    "boolean",
    '("data analyst" OR "BI analyst") AND SQL AND Excel AND (Madrid OR Barcelona OR Lisboa)',
    all(ic("data_analysis"), knows("sql"), knows("excel"), inCity("madrid", "barcelona", "lisbon")),
  ),
  // Engineering leaders at chief, VP or head level in SaaS; founders are what NOT excluded.
  now(
    "boolean",
    '(CTO OR "VP Engineering" OR "Head of Engineering") AND (SaaS OR software) NOT founder',
    all(leads("engineering", "chief", "vp", "head"), atIndustry("saas")),
    { inverted: founder },
  ),
];

const LONG: ThirdQuery[] = [
  now(
    "long_exclusions",
    "I need senior backend people who have been at their current company for at least three years, based in Germany or Austria, but nobody currently at Northwind Labs",
    all(backend, level("senior"), tenure(36), inCountry("DE", "AT"), not(at("northwind"))),
    { inverted: at("northwind") },
  ),
  // Banks and insurers as past employers (a job that ended); "overall" = months of experience.
  now(
    "long_history",
    "Looking for data scientists or ML engineers in Europe who previously worked at a bank or an insurer and have at least five years of experience overall",
    all(
      ic("data_science", "ml"),
      inEurope,
      any(leftIndustry("banking"), leftIndustry("insurance")),
      months(60),
    ),
  ),
  // "have since moved on": one of them a past employer and neither the current one; at either now is inverted.
  now(
    "long_history",
    "Can you find me product managers anywhere in Europe who used to work at Ledgerloop or Papaya Pay and have since moved on",
    all(ic("product"), inEurope, any(left("ledgerloop"), left("papaya")), not(at("ledgerloop", "papaya"))),
    { inverted: all(ic("product"), at("ledgerloop", "papaya")) },
  ),
  // Head or director of engineering; "ten-plus years" = >= 120 months; founders excluded.
  now(
    "long_exclusions",
    "We're hiring a head of engineering or engineering director for our Madrid office: someone in Spain or Portugal right now, with ten-plus years of experience, who isn't a founder",
    all(leads("engineering", "head", "director"), inCountry("ES", "PT"), months(120)),
    { inverted: founder },
  ),
  // "less than a year" = tenure 0-11 months; 12 is maybe; people between jobs are excluded.
  exactly(
    "long_history",
    "Please pull every recruiter or talent acquisition partner in Europe who has been in their current job for less than a year, and exclude anyone who is between jobs",
    all(working, ic("recruiting"), inEurope, tenure(0, 11)),
    { maybe: all(working, ic("recruiting"), inEurope, tenure(12, 12)), inverted: idle },
  ),
  // Banking and insurance as the current industry; Northmoor now is inverted.
  now(
    "long_exclusions",
    "I'd like a list of accountants and auditors working in insurance or banking anywhere in Europe, excluding anyone at Northmoor Bank",
    all(ic("accounting"), atIndustry("insurance", "banking"), inEurope, not(at("northmoor"))),
    { inverted: at("northmoor") },
  ),
  now(
    "long_exclusions",
    "Send me mid-level or senior frontend engineers who know React or TypeScript, live in Spain, Portugal, Italy or France, and are not currently working in gaming",
    all(
      frontend,
      level("mid", "senior"),
      any(knows("react"), knows("typescript")),
      inCountry("ES", "PT", "IT", "FR"),
      not(atIndustry("gaming")),
    ),
    { inverted: all(frontend, atIndustry("gaming")) },
  ),
  // CFOs and VPs of finance (finance leaders at chief or VP level); Europe per world.ts.
  now(
    "long_roles_places",
    "Who are the CFOs or VPs of finance based anywhere in Europe?",
    all(leads("finance", "chief", "vp"), inEurope),
  ),
  // ETH, EPFL or TUM; a master's or PhD; placed outside CH and DE (in them is inverted).
  now(
    "long_education",
    "I'm after people who studied at ETH, EPFL or TUM, hold a master's or a PhD, and now work as data scientists or data engineers anywhere outside Switzerland and Germany",
    all(
      studied("eth", "epfl", "tum"),
      any(holds("master"), holds("phd")),
      ic("data_science", "data_eng"),
      outside("CH", "DE"),
    ),
    {
      inverted: all(studied("eth", "epfl", "tum"), ic("data_science", "data_eng"), inCountry("CH", "DE")),
    },
  ),
  // A job change in the last twelve months, the job left was in fintech.
  now(
    "long_history",
    "I need data engineers or analytics engineers who moved to a new company in the last twelve months after working in fintech",
    all(ic("data_eng"), moved(12), leftIndustry("fintech", 12)),
  ),
  // Nurses and pharmacists (other clinical staff do not exist in the data); Marrowfield now is inverted.
  now(
    "long_exclusions",
    "Could you look for nurses or pharmacists working in hospitals or care anywhere in Europe, but not at Marrowfield Hospitals?",
    all(occupation("nurse", "pharmacist"), inEurope, not(at("marrowfield"))),
    { inverted: at("marrowfield") },
  ),
  // Senior QA; a games job at any time; Europe (CH, NO and IS are not EU: the region includes them).
  now(
    "long_history",
    "We need a senior QA person — automation, SDET, anything in quality — who has worked at a games studio at some point and is currently anywhere in Europe",
    all(ic("qa"), level("senior"), everIndustry("gaming"), inEurope),
  ),
  // Product leaders at head or VP level; "more than three years" = tenure >= 37 months.
  now(
    "long_history",
    "I'm putting together a shortlist of heads of product or VPs of product in North America or the UK who have been at their company for more than three years",
    all(leads("product", "head", "vp"), inCountry("US", "CA", "GB"), tenure(37)),
    { maybe: all(leads("product", "head", "vp"), inCountry("US", "CA", "GB"), tenure(36, 36)) },
  ),
  // Founders who are CEO with a technical background; placed in Europe or Israel.
  now(
    "long_roles_places",
    "Get me every founder based in Europe or Israel who is also the CEO of their company and comes from a technical background",
    all(founder, (p) => p.ceo && p.technical === true, any(inEurope, inCountry("IL"))),
  ),
  // EMEA per world.ts; "at least 5 years in the field" = months >= 60; consulting now is inverted.
  now(
    "long_exclusions",
    "Which sales engineers or solutions consultants in EMEA have Salesforce on their profile, at least 5 years in the field, and aren't at a consultancy?",
    all(ic("sales_eng"), inRegion("emea"), knows("salesforce"), months(60), not(atIndustry("consulting"))),
    { inverted: all(ic("sales_eng"), atIndustry("consulting")) },
  ),
  // Remote mobile ICs, not junior (junior inverted); anywhere.
  now(
    "long_exclusions",
    "Hiring for a remote-first team: fully remote mobile developers, iOS or Android, anywhere in the world, any level except junior",
    all(ic("mobile"), (p) => p.remote, level("mid", "senior")),
    { inverted: all(ic("mobile"), level("junior")) },
  ),
  // Between jobs now, last a software engineer, in Europe; "less than six months" = 1-5, 6 maybe.
  exactly(
    "long_history",
    "Anyone in Europe who is between jobs right now and was most recently a software engineer, out of work for less than six months",
    all(idle, ic("software"), inEurope, idleFor(0, 5)),
    { maybe: all(idle, ic("software"), inEurope, idleFor(6, 6)), inverted: all(working, ic("software")) },
  ),
  // Senior analysts, MBA or master's, SaaS or e-commerce now, placed outside the US (US inverted).
  now(
    "long_education",
    "Please find senior data analysts with an MBA or a master's degree who work in SaaS or e-commerce and are based outside the US",
    all(
      ic("data_analysis"),
      level("senior"),
      any(holds("mba"), holds("master")),
      atIndustry("saas", "ecommerce"),
      outside("US"),
    ),
    { inverted: all(ic("data_analysis"), inCountry("US")) },
  ),
  // Director, VP or CTO of engineering; Northwind in the past, not now (now is inverted).
  now(
    "long_history",
    "I want to talk to engineering leaders — directors, VPs or CTOs — who spent time at Northwind Labs earlier in their career but have moved on since",
    all(leads("engineering", "director", "vp", "chief"), left("northwind")),
    { inverted: all(leads("engineering"), at("northwind")) },
  ),
  // Juniors in software or QA; "zero to two years" = months < 36 (36-47 maybe); IIT alumni inverted.
  now(
    "long_education",
    "Show me juniors with zero to two years of experience in software or QA roles in India, but leave out anyone who went to an IIT",
    all(ic("software", "qa"), level("junior"), months(0, 36), inCountry("IN"), not(studied(...IIT))),
    {
      maybe: all(
        ic("software", "qa"),
        level("junior"),
        months(36, 48),
        inCountry("IN"),
        not(studied(...IIT)),
      ),
      inverted: studied(...IIT),
    },
  ),
  // Spanish at a working level, AE or sales engineer, placed outside Spain (Spain inverted).
  now(
    "long_exclusions",
    "I'm looking for Spanish-speaking account executives or sales engineers who are based anywhere except Spain",
    all(ic("account_exec", "sales_eng"), speaks("spanish"), outside("ES")),
    { inverted: all(ic("account_exec", "sales_eng"), inCountry("ES")) },
  ),
  // Stanford, MIT or Berkeley alumni working as engineers now in the Bay Area or New York area.
  now(
    "long_education",
    "We want engineers who went to Stanford, MIT or Berkeley and are now working in the San Francisco Bay Area or New York",
    all(
      engineer,
      studied("stanford", "mit", "berkeley"),
      inCity("san_francisco", "palo_alto", "oakland", "san_jose", "mountain_view", ...NEW_YORK_AREA),
    ),
  ),
];

export const QUERIES: ThirdQuery[] = [...NATIVE_PLACES, ...DEMONYMS, ...BOOLEAN, ...LONG];
