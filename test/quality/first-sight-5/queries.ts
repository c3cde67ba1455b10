/**
 * Round 5's queries (./README.md): sellers' questions about accounts and teams, recruiter boolean
 * strings as pasted from LinkedIn Recruiter and Google X-ray habits, and queries wholly in German,
 * Spanish, French, Portuguese, Dutch, Italian and Polish. Each label is a predicate over the
 * independent generator's truth (./people.ts, ./labels.ts), written before any query was run; a
 * one-line comment sits above each judgement call.
 */
import {
  allSkills,
  and,
  at,
  cameFrom,
  degree,
  ENGINEERING,
  type FifthQuery,
  ic,
  inCity,
  inCountry,
  inEurope,
  leader,
  level,
  not,
  or,
  otherEngineer,
  school,
  skill,
  yearsAtLeast,
} from "./labels.ts";

const ENG_LEADERS = leader(["engineering"]);
const SALES_LEADERS = leader(["sales"]);

export const QUERIES: FifthQuery[] = [
  // ---- (a) sellers' questions: who runs what at an account --------------------------------------
  // "runs engineering": every engineering leader (manager and above), not the founders.
  {
    class: "sales_leaders",
    query: "who runs engineering at Papaya Pay?",
    relevant: and(ENG_LEADERS, at("Papaya Pay")),
  },
  // "head of sales" said of a company: its sales leaders (the data's are directors and VPs).
  {
    class: "sales_leaders",
    query: "who's the head of sales at Kestrel Health",
    relevant: and(SALES_LEADERS, at("Kestrel Health")),
  },
  {
    class: "sales_leaders",
    query: "anyone in product leadership at Bluefin Data in Europe?",
    relevant: and(leader(["product"]), at("Bluefin Data"), inEurope),
  },
  {
    class: "sales_leaders",
    query: "who are the founders of Cobalt Works",
    relevant: and(level("founder"), at("Cobalt Works")),
  },
  // A company has one CTO in life; in the data every chief of engineering at the employer is one.
  {
    class: "sales_leaders",
    query: "who's the CTO over at Orbital Freight",
    relevant: and(leader(["engineering"], ["chief"]), at("Orbital Freight")),
  },
  {
    class: "sales_leaders",
    query: "VP or director level contacts in engineering at Tessellate AG",
    relevant: and(leader(["engineering"], ["vp", "director"]), at("Tessellate AG")),
  },
  // The data's marketing leaders are managers; a marketing IC does not lead it. Re-scoped: a second account.
  {
    class: "sales_leaders",
    query: "who leads marketing at Lumen Grid or Vantablue",
    relevant: and(leader(["marketing"]), at("Lumen Grid", "Vantablue")),
  },
  {
    class: "sales_leaders",
    query: "decision makers in sales at Harbor & Finch",
    relevant: and(SALES_LEADERS, at("Harbor & Finch")),
  },
  // "VP or above" in engineering: VPs and chiefs; founders are not on the engineering ladder.
  {
    class: "sales_leaders",
    query: "Who should I talk to in engineering leadership at Quillon Systems — VP or above?",
    relevant: and(leader(["engineering"], ["vp", "chief"]), at("Quillon Systems")),
    maybe: and(leader(["engineering"], ["head"]), at("Quillon Systems")),
  },
  // ---- (a) sellers' questions: the teams at an account ------------------------------------------
  // The data team: data engineers, scientists and analysts; ML engineers are a judgement call (maybe).
  {
    class: "sales_teams",
    query: "who's on Minerva Analytics' data team?",
    relevant: and(ic(["data_eng", "data_science", "data_analysis"]), at("Minerva Analytics")),
    maybe: and(ic(["ml"]), at("Minerva Analytics")),
  },
  // "developers": software developers of every specialty; mobile developers are developers too.
  {
    class: "sales_teams",
    query: "who are Northwind Labs' developers in London",
    relevant: and(ic(["software", "mobile"]), at("Northwind Labs"), inCity("london")),
  },
  {
    class: "sales_teams",
    query: "anyone on the recruiting team at Vantablue in Europe?",
    relevant: and(ic(["recruiting"]), at("Vantablue"), inEurope),
  },
  // "senior engineers": the senior IC level in the engineering families.
  {
    class: "sales_teams",
    query: "which senior engineers does Papaya Pay have in Germany",
    relevant: and(ic(ENGINEERING), level("senior"), at("Papaya Pay"), inCountry("DE")),
    maybe: and(ic(["sales_eng"]), level("senior"), at("Papaya Pay"), inCountry("DE")),
  },
  {
    class: "sales_teams",
    query: "Kestrel Health's designers - who's there?",
    relevant: and(ic(["design"]), at("Kestrel Health")),
  },
  // "devops / SRE": the devops family (SRE, platform, cloud, infrastructure titles).
  {
    class: "sales_teams",
    query: "who does devops / SRE at Cobalt Works in Europe",
    relevant: and(ic(["devops"]), at("Cobalt Works"), inEurope),
  },
  // The data holds no finance leaders; its finance people are the accounting family (accountants, auditors).
  {
    class: "sales_teams",
    query: "who are the finance people at Orbital Freight?",
    relevant: and(ic(["accounting"]), at("Orbital Freight")),
  },
  {
    class: "sales_teams",
    query: "is there a security team at Quillon Systems? names please",
    relevant: and(ic(["security"]), at("Quillon Systems")),
  },
  // ---- (a) sellers' questions: who moved where --------------------------------------------------
  // "engineers" of an account: the engineering families' ICs; sales engineers and the data's
  // Civil/Mechanical Engineers are a judgement call (maybe).
  {
    class: "sales_movers",
    query: "which of Papaya Pay's engineers came from Lumen Grid?",
    relevant: and(ic(ENGINEERING), at("Papaya Pay"), cameFrom("Lumen Grid")),
    maybe: and(or(ic(["sales_eng"]), otherEngineer), at("Papaya Pay"), cameFrom("Lumen Grid")),
  },
  {
    class: "sales_movers",
    query: "who at Bluefin Data used to work at Northwind Labs",
    relevant: and(at("Bluefin Data"), cameFrom("Northwind Labs")),
  },
  {
    class: "sales_movers",
    query: "ex-Quillon Systems people now working at Harbor & Finch",
    relevant: and(at("Harbor & Finch"), cameFrom("Quillon Systems")),
    inverted: at("Quillon Systems"),
  },
  {
    class: "sales_movers",
    query: "anyone who left Kestrel Health for Papaya Pay?",
    relevant: and(at("Papaya Pay"), cameFrom("Kestrel Health")),
    inverted: at("Kestrel Health"),
  },
  {
    class: "sales_movers",
    query: "any product managers who used to be at Cobalt Works and have since moved on?",
    relevant: and(ic(["product"]), cameFrom("Cobalt Works", true)),
    inverted: at("Cobalt Works"),
  },
  // ---- (b) recruiter boolean strings: OR, AND, quotes and brackets ------------------------------
  // "product manager" OR "product owner": the product family (TPMs, digital PMs among them); no
  // one in the data is an intern, so "-intern" names nobody.
  {
    class: "boolean_or_and",
    query: '("product manager" OR "product owner") AND (Berlin OR Munich) -intern',
    relevant: and(ic(["product"]), inCity("berlin", "munich")),
  },
  // PyTorch is not in the data: the OR leaves TensorFlow.
  {
    class: "boolean_or_and",
    query: '"machine learning engineer" AND (PyTorch OR TensorFlow) AND PhD',
    relevant: and(ic(["ml"]), skill("tensorflow"), degree("phd")),
  },
  // "frontend": the software frontend specialty; Lyon is not in the data. Re-scoped: Amsterdam added.
  {
    class: "boolean_or_and",
    query: '"frontend" AND (React OR TypeScript) AND (Paris OR Lyon OR Brussels OR Amsterdam)',
    relevant: and(
      ic(["software"], ["frontend"]),
      skill("react", "typescript"),
      inCity("paris", "brussels", "amsterdam"),
    ),
  },
  {
    class: "boolean_or_and",
    query: "(iOS OR Android) developer AND Senior AND (London OR Dublin OR Berlin)",
    relevant: and(ic(["mobile"]), level("senior"), inCity("london", "dublin", "berlin")),
  },
  {
    class: "boolean_or_and",
    query: '"software engineer" AND (Stanford OR MIT OR "UC Berkeley")',
    relevant: and(ic(["software"]), school("stanford", "mit", "berkeley")),
  },
  {
    class: "boolean_or_and",
    query: '("VP Engineering" OR "Head of Engineering" OR CTO) AND (Berlin OR London OR Paris)',
    relevant: and(leader(["engineering"], ["vp", "head", "chief"]), inCity("berlin", "london", "paris")),
  },
  // ---- (b) recruiter boolean strings: exclusions ------------------------------------------------
  {
    class: "boolean_not",
    query: '("backend engineer" OR "backend developer") AND (Go OR Golang) NOT junior',
    relevant: and(ic(["software"], ["backend"]), skill("go"), not(level("junior"))),
    inverted: level("junior"),
  },
  {
    class: "boolean_not",
    query: '"account executive" AND Salesforce NOT "sales engineer"',
    relevant: and(ic(["account_exec"]), skill("salesforce")),
    inverted: (l) => l.family === "sales_eng",
  },
  // The devops family has no managers or directors; the excluded ones are engineering managers and directors.
  {
    class: "boolean_not",
    query: '"site reliability" OR SRE OR "platform engineer" -manager -director',
    relevant: ic(["devops"]),
    inverted: level("manager", "director"),
  },
  {
    class: "boolean_not",
    query: '("UX designer" OR "product designer") AND Figma -junior (Lisbon OR Porto OR Madrid)',
    relevant: and(ic(["design"]), skill("figma"), not(level("junior")), inCity("lisbon", "porto", "madrid")),
    inverted: level("junior"),
  },
  // No data engineer in the data lists Kubernetes, so "-Kubernetes" removes none of them; a result
  // listing it (or a junior) has what the string excluded.
  {
    class: "boolean_not",
    query: '"data engineer" AND (AWS OR GCP) -Kubernetes -junior',
    relevant: and(ic(["data_eng"]), skill("aws", "gcp"), not(level("junior")), not(skill("kubernetes"))),
    inverted: or(level("junior"), skill("kubernetes")),
  },
  // Excluding a company: the current employer; an earlier job there is fine.
  {
    class: "boolean_not",
    query: '(recruiter OR "talent acquisition") AND (Germany OR Austria OR Switzerland) NOT "Vantablue"',
    relevant: and(ic(["recruiting"]), inCountry("DE", "AT", "CH"), not(at("Vantablue"))),
    inverted: at("Vantablue"),
  },
  // ---- (b) recruiter boolean strings: field operators and X-ray habits --------------------------
  {
    class: "boolean_fields",
    query: "title:(data scientist) location:London",
    relevant: and(ic(["data_science"]), inCity("london")),
  },
  // An X-ray search: site: and the quoted words are what the person's page holds; The Hague is in
  // the data, Rotterdam is not. Re-scoped: Berlin added.
  {
    class: "boolean_fields",
    query:
      'site:linkedin.com/in "devops engineer" "Kubernetes" ("Amsterdam" OR "The Hague" OR "Rotterdam" OR "Berlin")',
    relevant: and(ic(["devops"]), skill("kubernetes"), inCity("amsterdam", "the_hague", "berlin")),
  },
  {
    class: "boolean_fields",
    query: 'intitle:"data engineer" (AWS OR GCP) location:"San Francisco" OR location:"New York"',
    relevant: and(ic(["data_eng"]), skill("aws", "gcp"), inCity("san_francisco", "new_york")),
  },
  {
    class: "boolean_fields",
    query: 'title:"Data Analyst" AND skills:(SQL AND Excel) -intern -junior',
    relevant: and(ic(["data_analysis"]), allSkills("sql", "excel"), not(level("junior"))),
    inverted: level("junior"),
  },
  // company: is the current employer; "analyst OR scientist" are the data analysis and data science families.
  {
    class: "boolean_fields",
    query: 'company:"Minerva Analytics" AND title:(analyst OR scientist) -intern',
    relevant: and(ic(["data_analysis", "data_science"]), at("Minerva Analytics")),
  },
  {
    class: "boolean_fields",
    query: 'current_company:"Orbital Freight" past_company:"Papaya Pay"',
    relevant: and(at("Orbital Freight"), cameFrom("Papaya Pay")),
  },
  // ---- (c) wholly in another language: role and place -------------------------------------------
  // de: software developers (any specialty) in Munich with Kubernetes.
  {
    class: "foreign_role_place",
    query: "Softwareentwickler in München mit Kubernetes",
    relevant: and(ic(["software"]), inCity("munich"), skill("kubernetes")),
  },
  // es: data engineers in Madrid or Barcelona (Barcelona is not in the data).
  {
    class: "foreign_role_place",
    query: "ingenieros de datos en Madrid o Barcelona",
    relevant: and(ic(["data_eng"]), inCity("madrid")),
  },
  // fr: front-end or full-stack developers in Paris or Brussels.
  {
    class: "foreign_role_place",
    query: "Développeurs front-end ou full-stack à Paris ou Bruxelles",
    relevant: and(ic(["software"], ["frontend", "fullstack"]), inCity("paris", "brussels")),
  },
  // pt: data scientists in Lisbon, Porto or São Paulo with Python. Re-scoped: São Paulo added.
  {
    class: "foreign_role_place",
    query: "cientistas de dados em Lisboa, no Porto ou em São Paulo com Python",
    relevant: and(ic(["data_science"]), inCity("lisbon", "porto", "sao_paulo"), skill("python")),
  },
  // it: developers in Milan or Rome with Java experience (the skill; a "Java Developer" title without it is maybe).
  {
    class: "foreign_role_place",
    query: "sviluppatori a Milano o Roma con esperienza in Java",
    relevant: and(ic(["software"]), inCity("milan", "rome"), skill("java")),
    maybe: (l) => ic(["software"])(l) && inCity("milan", "rome")(l) && /java dev/i.test(l.title),
  },
  // pl: Java programmers in Warsaw or Kraków (Java as the skill, as above).
  {
    class: "foreign_role_place",
    query: "programiści Java w Warszawie lub Krakowie",
    relevant: and(ic(["software"]), inCity("warsaw", "krakow"), skill("java")),
    maybe: (l) => ic(["software"])(l) && inCity("warsaw", "krakow")(l) && /java dev/i.test(l.title),
  },
  // pt: QA engineers in São Paulo, Lisbon or Porto.
  {
    class: "foreign_role_place",
    query: "engenheiros de QA em São Paulo, Lisboa ou no Porto",
    relevant: and(ic(["qa"]), inCity("sao_paulo", "lisbon", "porto")),
  },
  // ---- (c) wholly in another language: levels, years, skills, degrees, schools ------------------
  // nl: data analysts in the Netherlands or Belgium with SQL and at least 3 years of experience.
  // Re-scoped: "Senior" became "minimaal 3 jaar ervaring".
  {
    class: "foreign_requirements",
    query: "Data-analisten in Nederland of België met SQL en minimaal 3 jaar ervaring",
    relevant: and(ic(["data_analysis"]), yearsAtLeast(3), inCountry("NL", "BE"), skill("sql")),
  },
  // de: data scientists with a doctorate and at least 5 years of experience in Europe.
  {
    class: "foreign_requirements",
    query: "Data Scientists mit Promotion und mindestens 5 Jahren Berufserfahrung in Europa",
    relevant: and(ic(["data_science"]), degree("phd"), yearsAtLeast(5), inEurope),
  },
  // de: junior developers (frontend or full-stack) in Germany.
  {
    class: "foreign_requirements",
    query: "Junior-Entwickler (Frontend oder Fullstack) in Deutschland",
    relevant: and(ic(["software"], ["frontend", "fullstack"]), level("junior"), inCountry("DE")),
  },
  // es: data scientists who studied at MIT or Stanford.
  {
    class: "foreign_requirements",
    query: "científicos de datos que estudiaron en el MIT o en Stanford",
    relevant: and(ic(["data_science"]), school("mit", "stanford")),
  },
  // it: product managers with an MBA in Europe.
  {
    class: "foreign_requirements",
    query: "product manager con MBA in Europa",
    relevant: and(ic(["product"]), degree("mba"), inEurope),
  },
  // pl: DevOps engineers who know Terraform in Poland or the Czech Republic.
  {
    class: "foreign_requirements",
    query: "inżynierowie DevOps ze znajomością Terraform w Polsce lub Czechach",
    relevant: and(ic(["devops"]), skill("terraform"), inCountry("PL", "CZ")),
  },
  // es: engineering managers in Spain, Portugal, France or Italy (the manager level; directors and up
  // are other titles). Re-scoped: France and Italy added.
  {
    class: "foreign_requirements",
    query: "gerentes de ingeniería en España, Portugal, Francia o Italia",
    relevant: and(leader(["engineering"], ["manager"]), inCountry("ES", "PT", "FR", "IT")),
  },
  // ---- (c) wholly in another language: companies and moves --------------------------------------
  // de: the sales leaders of Orbital Freight.
  {
    class: "foreign_company",
    query: "Vertriebsleiter bei Orbital Freight",
    relevant: and(SALES_LEADERS, at("Orbital Freight")),
  },
  // fr: people who used to be at Papaya Pay and now work at Vantablue.
  {
    class: "foreign_company",
    query: "anciens de Papaya Pay qui travaillent maintenant chez Vantablue",
    relevant: and(at("Vantablue"), cameFrom("Papaya Pay")),
    inverted: at("Papaya Pay"),
  },
  // nl: recruiters at Tessellate AG or Cobalt Works with at least 3 years of experience.
  {
    class: "foreign_company",
    query: "recruiters bij Tessellate AG of Cobalt Works met minstens 3 jaar ervaring",
    relevant: and(ic(["recruiting"]), at("Tessellate AG", "Cobalt Works"), yearsAtLeast(3)),
  },
  // fr: the founders of Minerva Analytics or Bluefin Data.
  {
    class: "foreign_company",
    query: "qui sont les fondateurs de Minerva Analytics ou de Bluefin Data ?",
    relevant: and(level("founder"), at("Minerva Analytics", "Bluefin Data")),
  },
  // it: engineers at Harbor & Finch who are not juniors (the junior ones are inverted).
  {
    class: "foreign_company",
    query: "ingegneri software di Harbor & Finch, esclusi i junior",
    relevant: and(ic(["software"]), not(level("junior")), at("Harbor & Finch")),
    inverted: level("junior"),
  },
];
