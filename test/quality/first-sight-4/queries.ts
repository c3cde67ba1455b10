/**
 * Round 4's queries: what a recruiter pastes from a job ad into the search box, and how a seller
 * looks one person up by name, company, title or city. Written and labelled before any of them was
 * searched (./README.md). Labels read latent facts only (./labels.ts); a one-line comment above a
 * query gives each judgement call.
 */
import {
  ad,
  all,
  any,
  at,
  backend,
  certified,
  type FourthQuery,
  holds,
  ic,
  inCity,
  inCountry,
  inRegion,
  leads,
  level,
  months,
  named,
  person,
  speaks,
} from "./labels.ts";

const frontend = all(ic("software"), (p) => p.specialty === "frontend");
const fullstack = all(ic("software"), (p) => p.specialty === "fullstack");
const fluent = ["native", "fluent"] as const;

export const QUERIES: FourthQuery[] = [
  // --- job_ad_roles: the ad's opening line (title, level, place, stack) ---
  // "Senior" is the level; the bracketed stack is required; 5+ years is months >= 60; "nice to have" (Kubernetes, fintech) is not required.
  ad(
    "job_ad_roles",
    "We're hiring a Senior Backend Engineer (Go) to join our team, remote within the EU. 5+ years experience. Nice to have: Kubernetes, fintech background.",
    all(backend, level("senior"), inRegion("europe"), months(60)),
    ["go"],
  ),
  // "hybrid in London, Berlin or Paris, or remote in Europe" is based in Europe; React in brackets is required.
  ad(
    "job_ad_roles",
    "Frontend Developer (React) - hybrid in London, Berlin or Paris, or remote in Europe",
    all(frontend, inRegion("europe")),
    ["react"],
  ),
  // "UK, Ireland or remote EU" is based in Europe; the salary is noise; the two skills are the stack.
  ad(
    "job_ad_roles",
    "Data Engineer | UK, Ireland or remote EU | Python, SQL | £70-85k + equity",
    all(ic("data_eng"), inRegion("europe")),
    ["python", "sql"],
  ),
  // "mid-level" is the mid level only; "Tools: Figma" is required.
  ad(
    "job_ad_roles",
    "Job title: Product Designer (mid-level). Location: Europe (remote OK). Tools: Figma.",
    all(ic("design"), level("mid"), inRegion("europe")),
    ["figma"],
  ),
  // 2+ yrs is months >= 24; "APAC" is based in the region, whichever city is named.
  ad(
    "job_ad_roles",
    "Hiring: Machine Learning Engineer – APAC (Bangalore/Singapore/Sydney) – 2+ yrs exp – Python",
    all(ic("ml"), inRegion("apac"), months(24)),
    ["python"],
  ),
  // SRE is the devops family; "Munich or Remote (Europe)" is based in Europe.
  ad(
    "job_ad_roles",
    "Site Reliability / DevOps Engineer, Munich or Remote (Europe), AWS + Terraform",
    all(ic("devops"), inRegion("europe")),
    ["aws", "terraform"],
  ),
  // "graduates welcome" does not widen the level past junior; "anywhere in Europe" is based in Europe.
  ad(
    "job_ad_roles",
    "Junior QA Engineer – Warsaw or anywhere in Europe – graduates welcome",
    all(ic("qa"), level("junior"), inRegion("europe")),
  ),
  // "(DACH)" is the territory and where the person is based; "German native speaker" is native German.
  ad(
    "job_ad_roles",
    "Account Executive (DACH) – German native speaker – Salesforce experience",
    all(ic("account_exec"), inRegion("dach"), speaks("german", ["native"])),
    ["salesforce"],
  ),
  // An engineering manager now; "Payments" is the team's domain and "you will lead" the job: neither is required.
  ad(
    "job_ad_roles",
    "Engineering Manager, Payments – Amsterdam or remote in Europe – you will lead a team of 6 backend engineers",
    all(leads("engineering", "manager"), inRegion("europe")),
  ),
  // "Staff" is the senior IC level; "PhD preferred" is not required.
  ad(
    "job_ad_roles",
    "Staff Data Scientist – Tel Aviv, London or New York – PhD preferred",
    all(ic("data_science"), level("senior"), inCity("tel_aviv", "london", "new_york")),
  ),

  // --- job_ad_requirements: must have / nice to have / bullet lists ---
  // Kubernetes is nice to have: not required.
  ad(
    "job_ad_requirements",
    "Must have: 5+ years as a software engineer, Java, PostgreSQL. Nice to have: Kubernetes. Location: EU (remote)",
    all(ic("software"), months(60), inRegion("europe")),
    ["java", "postgresql"],
  ),
  // "fluent Spanish" is native or fluent; "3+ years in data analysis" is total experience >= 36 months.
  ad(
    "job_ad_requirements",
    "Requirements: • 3+ years in data analysis • SQL and Excel • fluent Spanish • based in Spain or Latin America",
    all(
      ic("data_analysis"),
      months(36),
      speaks("spanish", [...fluent]),
      any(inCountry("ES"), inRegion("latam")),
    ),
    ["sql", "excel"],
  ),
  // 3-8 years is 36 <= months < 108; "ideally from fintech" is not required.
  ad(
    "job_ad_requirements",
    "What we're looking for: a Product Manager with 3-8 years of experience, ideally from fintech, based in the UK",
    all(ic("product"), months(36, 108), inCountry("GB")),
  ),
  // "Master's or PhD" is either degree; "2+ years of ML" is total experience >= 24 months.
  ad(
    "job_ad_requirements",
    "You have: a Master's or PhD in Computer Science, 2+ years of ML in production, Python. Location: Zurich, Munich or remote in Europe",
    all(ic("ml"), any(holds("master"), holds("phd")), months(24), inRegion("europe")),
    ["python"],
  ),
  // CISSP required; "remote in EMEA" is based in Europe, the Middle East or Africa.
  ad(
    "job_ad_requirements",
    "Required: CISSP. 6+ years in security engineering. Location: Tel Aviv or remote in EMEA",
    all(ic("security"), certified("cissp"), months(72), inRegion("emea")),
  ),
  // "iOS or Android" is any mobile developer; 2-4 yrs is 24 <= months < 60; English C1 is fluent or native.
  ad(
    "job_ad_requirements",
    "Must: 2-4 yrs mobile development (iOS or Android), English C1, based in Europe",
    all(ic("mobile"), months(24, 60), speaks("english", [...fluent]), inRegion("europe")),
  ),
  // CPA required; "remote OK" with no region puts no constraint on place.
  ad(
    "job_ad_requirements",
    "Requirements: - CPA - 3+ years in accounting - Excel - remote OK",
    all(ic("accounting"), certified("cpa"), months(36)),
    ["excel"],
  ),
  // "German and English required": both at a working level (or listed without a level).
  ad(
    "job_ad_requirements",
    "We need a recruiter with 3+ years of tech hiring experience, based in the DACH region, German and English required",
    all(ic("recruiting"), months(36), inRegion("dach"), speaks("german"), speaks("english")),
  ),
  // "AWS certification" is the AWS certificate; "EU time zone" is based in Europe.
  ad(
    "job_ad_requirements",
    "Must have AWS certification and Terraform; 4+ years DevOps; EU time zone",
    all(ic("devops"), certified("aws"), months(48), inRegion("europe")),
    ["terraform"],
  ),
  // "MBA a plus" is not required; "B2B sales" is the account-executive family.
  ad(
    "job_ad_requirements",
    "Bachelor's degree required, MBA a plus; 2+ years B2B sales (Salesforce); Paris, Brussels, Geneva or Montreal; French native",
    all(
      ic("account_exec"),
      holds("bachelor"),
      months(24),
      inCity("paris", "brussels", "geneva", "montreal"),
      speaks("french", ["native"]),
    ),
    ["salesforce"],
  ),

  // --- job_ad_noise: salary, benefits, remote wording, the company's blurb, what the hire will do ---
  // Salary and perks are noise; a Python developer is a software IC listing Python.
  ad(
    "job_ad_noise",
    "Senior Python Developer – €80-95k, 30 days holiday, free lunch, gym membership – Amsterdam or remote (EU)",
    all(ic("software"), level("senior"), inRegion("europe")),
    ["python"],
  ),
  // "Fully remote (EU only)" is based in Europe; stock options and a 4-day week are noise.
  ad(
    "job_ad_noise",
    "Fully remote (EU only)! Senior DevOps Engineer, competitive salary + stock options, 4-day week",
    all(ic("devops"), level("senior"), inRegion("europe")),
  ),
  // The hiring company is a fintech; the person need not have worked in one.
  ad(
    "job_ad_noise",
    "About us: We're a fast-growing fintech on a mission to fix payments. Role: Data Scientist. Location: Lisbon or Porto.",
    all(ic("data_science"), inCity("lisbon", "porto")),
  ),
  // "report to the CTO" is not a CTO; leading 8 engineers is what a director of engineering does; "Europe (remote)" is based in Europe.
  ad(
    "job_ad_noise",
    "You will lead a team of 8 engineers and report to the CTO. Director of Engineering, London or Europe (remote).",
    all(leads("engineering", "director"), inRegion("europe")),
  ),
  // "No agencies": recruiters are the opposite of what is asked; Vue is not in the data, so the stack is not required.
  ad(
    "job_ad_noise",
    "No agencies please! Hiring a Frontend Engineer (Vue/React) in Paris or Berlin, salary 55-65k",
    all(frontend, inCity("paris", "berlin")),
    [],
    { inverted: ic("recruiting") },
  ),
  // Remote-first with no region: no place; Node.js + React required.
  ad(
    "job_ad_noise",
    "🚀 We're hiring!! Full-stack engineer (Node.js + React) | Remote-first | Equity | Unlimited PTO | Apply now",
    fullstack,
    ["nodejs", "react"],
  ),
  // A relocation package and visa sponsorship invite people from anywhere: Stockholm is not required.
  ad(
    "job_ad_noise",
    "Hybrid (2 days/week in our Stockholm office). Backend developer, Java. Relocation package available. Visa sponsorship.",
    backend,
    ["java"],
  ),
  // New York is the city with Brooklyn, San Francisco the city itself; the base salary and bonus are noise.
  ad(
    "job_ad_noise",
    "Salary: up to $180k base + bonus. Role: Senior Data Engineer. Location: New York or San Francisco (hybrid).",
    all(ic("data_eng"), level("senior"), inCity("new_york", "brooklyn", "san_francisco")),
  ),
  // A head of product now; a VP of product is `maybe` (the same seat at another company's naming); "remote across Europe" is based in Europe; "Series B SaaS" is noise.
  ad(
    "job_ad_noise",
    "Head of Product wanted for a Series B SaaS startup, remote across Europe — you will own the roadmap and lead 5 PMs. Competitive package.",
    all(leads("product", "head"), inRegion("europe")),
    [],
    { maybe: all(leads("product", "vp"), inRegion("europe")) },
  ),
  // Part-time/freelance and "ASAP" are noise; Excel and SQL are required.
  ad(
    "job_ad_noise",
    "Part-time or freelance welcome. Data Analyst, Excel/SQL, Madrid, Barcelona or Lisbon, start ASAP",
    all(ic("data_analysis"), inCity("madrid", "barcelona", "lisbon")),
    ["excel", "sql"],
  ),

  // --- names_company: a name with the company (the current employer) ---
  person(
    "names_company",
    "Pablo Mensah at Bramblecross Mutual",
    all(named("Pablo Mensah"), at("bramblecross")),
  ),
  // Accent dropped: "Chloe" is "Chloé".
  person("names_company", "Chloe Levi, Coinvale", all(named("Chloé Levi"), at("coinvale"))),
  person("names_company", "Mateus Haddad from Ledgerloop", all(named("Mateus Haddad"), at("ledgerloop"))),
  person("names_company", "Priya Santos Ledgerloop", all(named("Priya Santos"), at("ledgerloop"))),
  person(
    "names_company",
    "Arjun Rao - Minerva Analytics, Lisbon",
    all(named("Arjun Rao"), at("minerva"), inCity("lisbon")),
  ),
  person(
    "names_company",
    "Sven Haddad Cobalt Works Berlin",
    all(named("Sven Haddad"), at("cobalt"), inCity("berlin")),
  ),

  // --- names_title: a name with a title (the role held now or last) ---
  // "Tom" is the common short form of "Tomasz".
  person("names_title", "Tom Kowalczyk, CTO", all(named("Tomasz Kowalczyk"), leads("engineering", "chief"))),
  person("names_title", "Priya Weber VP Product", all(named("Priya Weber"), leads("product", "vp"))),
  person(
    "names_title",
    "Arjun Brandt chief data officer",
    all(named("Arjun Brandt"), leads("data", "chief")),
  ),
  // Another data leader with this name (director, VP...) would be `maybe`: "head of data" is said loosely.
  person("names_title", "Ingrid Brandt, head of data", all(named("Ingrid Brandt"), leads("data", "head")), {
    maybe: all(named("Ingrid Brandt"), leads("data")),
  }),
  // Accent dropped: "Dvorak" is "Dvořák".
  person("names_title", "Kofi Dvorak CTO", all(named("Kofi Dvořák"), leads("engineering", "chief"))),

  // --- names_city: a name with a title and a city, or a city alone ---
  person(
    "names_city",
    "Zofia Nowak, backend engineer, Madrid",
    all(named("Zofia Nowak"), backend, inCity("madrid")),
  ),
  // Accent dropped; "software engineer" is the software family's general specialty or any other.
  person(
    "names_city",
    "Noa Dvorak software engineer Prague",
    all(named("Noa Dvořák"), ic("software"), inCity("prague")),
  ),
  // Accent dropped: "Lea" is "Léa".
  person(
    "names_city",
    "Lea Kowalczyk data engineer in Porto",
    all(named("Léa Kowalczyk"), ic("data_eng"), inCity("porto")),
  ),
  // Köln is Cologne.
  person("names_city", "Sven Brandt, Köln", all(named("Sven Brandt"), inCity("cologne"))),

  // --- role_at_company: the holder of a title at a company, no name ---
  person(
    "role_at_company",
    "the CTO of Cartwheel Commerce",
    all(leads("engineering", "chief"), at("cartwheel")),
  ),
  person(
    "role_at_company",
    "who is the CFO at Orbital Freight",
    all(leads("finance", "chief"), at("orbital")),
  ),
  // Another data leader at Northmoor (director, VP, chief) is `maybe`: "head of data" is said loosely.
  person("role_at_company", "head of data at Northmoor Bank", all(leads("data", "head"), at("northmoor")), {
    maybe: all(leads("data"), at("northmoor")),
  }),
  person("role_at_company", "VP Sales, Korvath Automotive", all(leads("sales", "vp"), at("korvath"))),
  person(
    "role_at_company",
    "head of talent acquisition at Vantablue",
    all(leads("recruiting", "head"), at("vantablue")),
  ),
  // A founder-CEO at Bluefin is not its CMO: no maybe.
  person(
    "role_at_company",
    "Chief Marketing Officer of Bluefin Data",
    all(leads("marketing", "chief"), at("bluefin")),
  ),
];
