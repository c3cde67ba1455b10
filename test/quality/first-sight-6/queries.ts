/**
 * Round 6's labelled queries: (a) voice-dictated queries as a speech-to-text box writes them (lower
 * case, no punctuation, fillers, numbers spelled out, self-corrections, "and or", run-on); (b)
 * sales-ops ICP and segment definitions as a RevOps person writes them (VP+, Dir+, IC, sr IC, eng
 * mgmt, DACH, Nordics, EMEA, YoE, tenure, excl., w/, w/o, pipes, semicolons, field labels); (c)
 * hiring managers' chat briefs: context first, then the ask, with what they do not want. Written
 * from the independent generator's vocabulary, with the conventions of ./labels.ts, before any query
 * was run; a one-line comment above each judgement call.
 */
import {
  BENELUX,
  DACH,
  EMEA,
  ENG_MGMT,
  EUROPE,
  hasDegree,
  hasSkill,
  IBERIA,
  ic,
  inCity,
  inCountry,
  LATAM,
  leader,
  MID_UP,
  NA,
  NORDICS,
  type SixthQuery,
  studied,
  sw,
  UKI,
} from "./labels.ts";

const ENG_ICS = ["software", "mobile", "devops", "data_eng", "ml", "qa", "security", "data_science"] as const;

export const QUERIES: SixthQuery[] = [
  // ---- (a) voice-dictated ------------------------------------------------------------------
  {
    class: "voice_fillers",
    query: "um so i need like backend engineers in germany you know who write go",
    relevant: (l) => sw(l, ["backend"]) && inCountry(l, ["DE"]) && hasSkill(l, "go"),
    // Full-stack engineers write backends too.
    maybe: (l) => sw(l, ["fullstack"]) && inCountry(l, ["DE"]) && hasSkill(l, "go"),
  },
  {
    class: "voice_fillers",
    query: "uh data scientists in london or like anywhere in the uk really with tensorflow",
    // "or like anywhere in the uk" widens London to the country.
    relevant: (l) => ic(l, ["data_science"]) && inCountry(l, ["GB"]) && hasSkill(l, "tensorflow"),
  },
  {
    class: "voice_fillers",
    query: "hey can you find me product managers um in amsterdam and or rotterdam",
    // Rotterdam is not in the data; "and or" is either.
    relevant: (l) => ic(l, ["product"]) && inCity(l, ["amsterdam"]),
    // A head or VP of product is a product manager by some readings.
    maybe: (l) => leader(l, "product", ["head", "vp"]) && inCity(l, ["amsterdam"]),
  },
  {
    class: "voice_fillers",
    query:
      "so basically we want like devops people kubernetes terraform that kind of thing based in the nordics or the netherlands",
    relevant: (l) =>
      ic(l, ["devops"]) && inCountry(l, [...NORDICS, "NL"]) && hasSkill(l, "kubernetes", "terraform"),
    // "that kind of thing" loosens the two tools to their kind: devops without either is defensible.
    maybe: (l) => ic(l, ["devops"]) && inCountry(l, [...NORDICS, "NL"]),
  },
  {
    class: "voice_fillers",
    query: "i need a um a designer who uses figma you know in paris or like somewhere in france or belgium",
    relevant: (l) => ic(l, ["design"]) && inCountry(l, ["FR", "BE"]) && hasSkill(l, "figma"),
  },
  {
    class: "voice_fillers",
    query: "looking for recruiters like tech recruiters in india bangalore or mumbai whatever",
    // "tech recruiters" is the recruiting family (no latent tech/non-tech split).
    relevant: (l) => ic(l, ["recruiting"]) && inCity(l, ["bengaluru", "mumbai"]),
    // "whatever" may mean any Indian city.
    maybe: (l) => ic(l, ["recruiting"]) && inCountry(l, ["IN"]),
  },
  {
    class: "voice_fillers",
    query:
      "ok so next one is accountants um in germany switzerland or austria either is fine and they should have an mba or at least a masters",
    // "at least a masters" lets a PhD in.
    relevant: (l) => ic(l, ["accounting"]) && inCountry(l, DACH) && hasDegree(l, "mba", "master", "phd"),
  },
  {
    class: "voice_numbers",
    query: "senior python developers with like five plus years of experience anywhere in europe",
    relevant: (l) =>
      ic(l, ["software"], ["senior"]) && hasSkill(l, "python") && l.months >= 60 && inCountry(l, EUROPE),
    // Other senior engineering ICs listing Python develop in Python too.
    maybe: (l) =>
      ic(l, [...ENG_ICS], ["senior"]) && hasSkill(l, "python") && l.months >= 60 && inCountry(l, EUROPE),
  },
  {
    class: "voice_numbers",
    query: "mobile developers at least three years of experience um in brazil or portugal",
    relevant: (l) => ic(l, ["mobile"]) && l.months >= 36 && inCountry(l, ["BR", "PT"]),
  },
  {
    class: "voice_numbers",
    query:
      "um engineering managers or directors who started at their current company in twenty twenty two or later",
    relevant: (l) => leader(l, "engineering", ["manager", "director"]) && l.since >= 2022,
    // A head of engineering sits between manager and director.
    maybe: (l) => leader(l, "engineering", ["head"]) && l.since >= 2022,
  },
  {
    class: "voice_numbers",
    query: "data engineers with between two and five years of experience in poland or germany",
    relevant: (l) => ic(l, ["data_eng"]) && l.months >= 24 && l.months <= 60 && inCountry(l, ["PL", "DE"]),
  },
  {
    class: "voice_numbers",
    query: "account execs with over ten years experience in the us or canada",
    relevant: (l) => ic(l, ["account_exec"]) && l.months > 120 && inCountry(l, NA),
  },
  {
    class: "voice_numbers",
    query: "machine learning engineers or data scientists with a phd and um eight plus years of experience",
    relevant: (l) => ic(l, ["ml", "data_science"]) && hasDegree(l, "phd") && l.months >= 96,
  },
  {
    class: "voice_numbers",
    query:
      "uh backend devs who have been at their current company since like twenty twenty or before and they are in europe",
    relevant: (l) => sw(l, ["backend"]) && l.since <= 2020 && inCountry(l, EUROPE),
  },
  {
    class: "voice_corrections",
    query: "frontend engineers in berlin no sorry munich",
    relevant: (l) => sw(l, ["frontend"]) && inCity(l, ["munich"]),
    // The retracted city.
    inverted: (l) => inCity(l, ["berlin"]),
  },
  {
    class: "voice_corrections",
    query: "senior well actually staff level software engineers in london",
    // Staff is inside the data's senior level; no latent fact separates it (./labels.ts).
    relevant: (l) => ic(l, ["software"], ["senior"]) && inCity(l, ["london"]),
  },
  {
    class: "voice_corrections",
    query: "data analysts in spain sorry i mean portugal",
    relevant: (l) => ic(l, ["data_analysis"]) && inCountry(l, ["PT"]),
    inverted: (l) => inCountry(l, ["ES"]),
  },
  {
    class: "voice_corrections",
    query: "product designers um in the netherlands or belgium with five no wait three plus years",
    // Five to three widens: no inverted side.
    relevant: (l) => ic(l, ["design"]) && inCountry(l, BENELUX) && l.months >= 36,
  },
  {
    class: "voice_corrections",
    query: "account executives at papaya pay scratch that at orbital freight",
    relevant: (l) => ic(l, ["account_exec"]) && l.employer === "Orbital Freight",
    inverted: (l) => l.employer === "Papaya Pay",
  },
  {
    class: "voice_corrections",
    query: "find me devops engineers in amsterdam or actually make it anywhere in the netherlands",
    relevant: (l) => ic(l, ["devops"]) && inCountry(l, ["NL"]),
  },
  {
    class: "voice_corrections",
    query: "recruiters in the us i mean the uk",
    relevant: (l) => ic(l, ["recruiting"]) && inCountry(l, ["GB"]),
    inverted: (l) => inCountry(l, ["US"]),
  },
  // ---- (b) sales-ops ICP and segment definitions ---------------------------------------------
  {
    class: "icp_seniority_geo",
    query: "eng mgmt | DACH",
    relevant: (l) => leader(l, "engineering", ENG_MGMT) && inCountry(l, DACH),
  },
  {
    class: "icp_seniority_geo",
    query: "VP+ Engineering — Nordics + Benelux",
    relevant: (l) => leader(l, "engineering", ["vp", "chief"]) && inCountry(l, [...NORDICS, ...BENELUX]),
    maybe: (l) => leader(l, "engineering", ["head"]) && inCountry(l, [...NORDICS, ...BENELUX]),
  },
  {
    class: "icp_seniority_geo",
    query: "Dir+ Sales, NA",
    relevant: (l) => leader(l, "sales", ["director", "vp"]) && inCountry(l, NA),
  },
  {
    class: "icp_seniority_geo",
    query: "sr IC data eng / ML; EMEA",
    relevant: (l) => ic(l, ["data_eng", "ml"], ["senior"]) && inCountry(l, EMEA),
  },
  {
    class: "icp_seniority_geo",
    query: "IC frontend + fullstack, LATAM",
    relevant: (l) => sw(l, ["frontend", "fullstack"]) && inCountry(l, LATAM),
  },
  {
    class: "icp_seniority_geo",
    query: "Head of / VP Product — APAC",
    relevant: (l) => leader(l, "product", ["head", "vp"]) && inCountry(l, ["IN", "JP"]),
  },
  {
    class: "icp_seniority_geo",
    query: "Founders — UK&I + Nordics",
    relevant: (l) => leader(l, "founder", ["founder"]) && inCountry(l, [...UKI, ...NORDICS]),
  },
  {
    class: "icp_fields",
    query: "Persona: eng leaders | Geo: DACH | Seniority: Dir+",
    relevant: (l) => leader(l, "engineering", ["director", "vp", "chief"]) && inCountry(l, DACH),
    maybe: (l) => leader(l, "engineering", ["head"]) && inCountry(l, DACH),
  },
  {
    class: "icp_fields",
    query: "Persona: backend + fullstack IC; Geo: Iberia; Skills: Go/Postgres; YoE 5+",
    relevant: (l) =>
      sw(l, ["backend", "fullstack"]) &&
      inCountry(l, IBERIA) &&
      hasSkill(l, "go", "postgresql") &&
      l.months >= 60,
  },
  {
    class: "icp_fields",
    query: "Persona: data scientists | Seniority: sr IC | YoE: 8+ | Degree: MSc/PhD | Geo: EMEA",
    // MSc/PhD is either; an MBA is neither.
    relevant: (l) =>
      ic(l, ["data_science"], ["senior"]) &&
      l.months >= 96 &&
      hasDegree(l, "master", "phd") &&
      inCountry(l, EMEA),
  },
  {
    class: "icp_fields",
    query: "ICP = AEs @ Lumen Grid, Vantablue; ≥3y tenure",
    relevant: (l) =>
      ic(l, ["account_exec"]) && ["Lumen Grid", "Vantablue"].includes(l.employer) && l.tenure >= 36,
  },
  {
    class: "icp_fields",
    query: "Seg: recruiters; loc: London/Dublin/Amsterdam; YoE 3-5",
    relevant: (l) =>
      ic(l, ["recruiting"]) &&
      inCity(l, ["london", "dublin", "amsterdam"]) &&
      l.months >= 36 &&
      l.months < 72,
  },
  {
    class: "icp_fields",
    query: "Persona: CTO / VP Eng | Accounts: Bluefin Data, Tessellate AG, Cobalt Works",
    relevant: (l) =>
      leader(l, "engineering", ["vp", "chief"]) &&
      ["Bluefin Data", "Tessellate AG", "Cobalt Works"].includes(l.employer),
  },
  {
    class: "icp_fields",
    query: "Persona: mobile IC (mid/sr) | Geo: NA, APAC | Stack: React or TS",
    relevant: (l) =>
      ic(l, ["mobile"], MID_UP) && inCountry(l, [...NA, "IN", "JP"]) && hasSkill(l, "react", "typescript"),
  },
  {
    class: "icp_exclusions",
    query: "Eng mgmt, EMEA, excl. UK",
    relevant: (l) => leader(l, "engineering", ENG_MGMT) && inCountry(l, EMEA) && !inCountry(l, ["GB"]),
    inverted: (l) => inCountry(l, ["GB"]),
  },
  {
    class: "icp_exclusions",
    query: "SWE IC, NA; excl. juniors",
    relevant: (l) => ic(l, ["software"], MID_UP) && inCountry(l, NA),
    inverted: (l) => l.seniority === "junior",
  },
  {
    class: "icp_exclusions",
    query: "PMs | DACH | w/o MBA",
    relevant: (l) => ic(l, ["product"]) && inCountry(l, DACH) && !hasDegree(l, "mba"),
    inverted: (l) => hasDegree(l, "mba"),
  },
  {
    class: "icp_exclusions",
    query: "Data analysts w/ SQL | Benelux | excl. current Minerva Analytics employees",
    relevant: (l) =>
      ic(l, ["data_analysis"]) &&
      hasSkill(l, "sql") &&
      inCountry(l, BENELUX) &&
      l.employer !== "Minerva Analytics",
    inverted: (l) => l.employer === "Minerva Analytics",
  },
  {
    class: "icp_exclusions",
    query: "sr IC devops/SRE w/ k8s; Nordics | DACH; excl. Berlin",
    relevant: (l) =>
      ic(l, ["devops"], ["senior"]) &&
      hasSkill(l, "kubernetes") &&
      inCountry(l, [...NORDICS, ...DACH]) &&
      !inCity(l, ["berlin"]),
    inverted: (l) => inCity(l, ["berlin"]),
  },
  {
    class: "icp_exclusions",
    query: "Sales leadership (Dir/VP) — EMEA excl. DACH & UK",
    relevant: (l) =>
      leader(l, "sales", ["director", "vp"]) && inCountry(l, EMEA) && !inCountry(l, [...DACH, "GB"]),
    inverted: (l) => inCountry(l, [...DACH, "GB"]),
  },
  {
    class: "icp_exclusions",
    query: "Designers (IC, excl. jr) w/ Figma; London | Paris",
    relevant: (l) => ic(l, ["design"], MID_UP) && hasSkill(l, "figma") && inCity(l, ["london", "paris"]),
    inverted: (l) => l.seniority === "junior",
  },
  // ---- (c) hiring managers' chat briefs ----------------------------------------------------------
  {
    class: "brief_backfill",
    query:
      "We're backfilling a role on the payments team after someone left for a competitor. Need a backend engineer who writes Go or Java day to day. Anyone in Portugal or Spain?",
    relevant: (l) => sw(l, ["backend"]) && hasSkill(l, "go", "java") && inCountry(l, IBERIA),
    // Full-stack engineers write backends too.
    maybe: (l) => sw(l, ["fullstack"]) && hasSkill(l, "go", "java") && inCountry(l, IBERIA),
  },
  {
    class: "brief_backfill",
    query:
      "Our data platform lead is leaving in January and we need someone before then. Looking for a mid-level or senior data engineer who knows AWS or GCP well. London would be ideal, but anywhere in the UK or Ireland works.",
    // London is a preference; the UK or Ireland is required.
    relevant: (l) => ic(l, ["data_eng"], MID_UP) && hasSkill(l, "aws", "gcp") && inCountry(l, UKI),
  },
  {
    class: "brief_backfill",
    query:
      "We just closed our Series B and are building the security function from scratch. First hire should be a hands-on security engineer, ideally with Kubernetes. US-based, New York or San Francisco.",
    // Kubernetes is a preference; "hands-on" is an IC.
    relevant: (l) => ic(l, ["security"]) && inCity(l, ["new_york", "san_francisco"]),
  },
  {
    class: "brief_backfill",
    query:
      "Our mobile team is two people and both are drowning. I need an iOS or Android developer, mid-level or above, in Berlin, Munich or Hamburg.",
    // Hamburg is not in the data.
    relevant: (l) => ic(l, ["mobile"], MID_UP) && inCity(l, ["berlin", "munich"]),
  },
  {
    class: "brief_backfill",
    query:
      "Marketing is rebuilding after a reorg. Looking for a growth or performance marketer with Salesforce experience, somewhere in the Nordics or the Netherlands.",
    relevant: (l) => ic(l, ["marketing"]) && hasSkill(l, "salesforce") && inCountry(l, [...NORDICS, "NL"]),
  },
  {
    class: "brief_backfill",
    query:
      "Finance is getting audited next quarter and we're short-handed. Need an accountant who's solid in Excel, ideally with a master's. Vienna or Zurich.",
    // The master's is a preference.
    relevant: (l) => ic(l, ["accounting"]) && hasSkill(l, "excel") && inCity(l, ["vienna", "zurich"]),
  },
  {
    class: "brief_backfill",
    query:
      "I'm hiring my first ML engineer for the search team. Python and TensorFlow are a must. We're in Bengaluru but open to anyone in India.",
    relevant: (l) =>
      ic(l, ["ml"]) && hasSkill(l, "python") && hasSkill(l, "tensorflow") && inCountry(l, ["IN"]),
  },
  {
    class: "brief_not_wanted",
    query:
      "We're staffing up QA before a big release. Looking for QA automation engineers in Poland, the Czech Republic or Germany. Please no juniors, we don't have time to train anyone right now.",
    // "QA automation engineers" is the QA family (no latent manual/automation split).
    relevant: (l) => ic(l, ["qa"], MID_UP) && inCountry(l, ["PL", "CZ", "DE"]),
    inverted: (l) => l.seniority === "junior",
  },
  {
    class: "brief_not_wanted",
    query:
      "The last two hires we made came from Papaya Pay and it didn't work out. I need backend or fullstack engineers in Germany, but nobody currently at Papaya Pay please.",
    // Only the current employer is excluded ("currently"); an earlier Papaya Pay job is allowed.
    relevant: (l) => sw(l, ["backend", "fullstack"]) && inCountry(l, ["DE"]) && l.employer !== "Papaya Pay",
    inverted: (l) => l.employer === "Papaya Pay",
  },
  {
    class: "brief_not_wanted",
    query:
      "We need a product manager for the checkout flow. Amsterdam, Brussels or Paris. Not interested in anyone from Harbor & Finch, current or former, we have a non-solicit.",
    relevant: (l) =>
      ic(l, ["product"]) &&
      inCity(l, ["amsterdam", "brussels", "paris"]) &&
      l.employer !== "Harbor & Finch" &&
      l.past !== "Harbor & Finch",
    inverted: (l) => l.employer === "Harbor & Finch" || l.past === "Harbor & Finch",
  },
  {
    class: "brief_not_wanted",
    query:
      "Looking for a data scientist in New York or San Francisco with strong Python. Individual contributors only, and not entry level.",
    relevant: (l) =>
      ic(l, ["data_science"], MID_UP) && hasSkill(l, "python") && inCity(l, ["new_york", "san_francisco"]),
    inverted: (l) => l.seniority === "junior",
  },
  {
    class: "brief_not_wanted",
    query:
      "Rebuilding the sales engineering team after our SE lead quit. Want solutions or pre-sales engineers anywhere in EMEA, just not the UK, we already have coverage there.",
    relevant: (l) => ic(l, ["sales_eng"]) && inCountry(l, EMEA) && !inCountry(l, ["GB"]),
    inverted: (l) => inCountry(l, ["GB"]),
  },
  {
    class: "brief_not_wanted",
    query:
      "I've got headcount for an engineering manager. Please, no one who's a director or above already, they won't take the step down. Ideally London, Dublin or Paris.",
    // The cities are a preference; a head of engineering is neither asked nor excluded.
    relevant: (l) => leader(l, "engineering", ["manager"]),
    inverted: (l) => leader(l, "engineering", ["director", "vp", "chief"]),
  },
  {
    class: "brief_background",
    query:
      "We're a small team and it's mostly ex-Northwind Labs folks, so people who've worked there fit in well. Need a frontend developer, any location.",
    relevant: (l) => sw(l, ["frontend"]) && l.past === "Northwind Labs" && l.employer !== "Northwind Labs",
    // "people who've worked there" may include those there now.
    maybe: (l) => sw(l, ["frontend"]) && l.employer === "Northwind Labs",
  },
  {
    class: "brief_background",
    query:
      "Our founding engineers all came out of TUM and we'd love to keep that connection. Looking for a senior software engineer who studied at TUM or ETH, based anywhere in DACH.",
    relevant: (l) => ic(l, ["software"], ["senior"]) && studied(l, "tum", "eth") && inCountry(l, DACH),
  },
  {
    class: "brief_background",
    query:
      "We're an analytics shop and our best hires have had a PhD. Looking for data scientists or ML engineers with a doctorate, Europe-wide.",
    relevant: (l) => ic(l, ["data_science", "ml"]) && hasDegree(l, "phd") && inCountry(l, EUROPE),
  },
  {
    class: "brief_background",
    query:
      "Hiring a Head of Product. We want someone who worked at Kestrel Health or Quillon Systems earlier in their career, they know our customers.",
    // "earlier in their career" is the earlier employer; where they are now is not asked.
    relevant: (l) =>
      leader(l, "product", ["head"]) && ["Kestrel Health", "Quillon Systems"].includes(l.past ?? ""),
    // A VP of product is one step above the role asked.
    maybe: (l) =>
      leader(l, "product", ["vp"]) && ["Kestrel Health", "Quillon Systems"].includes(l.past ?? ""),
  },
  {
    class: "brief_background",
    query:
      "Half our team studied at Politecnico di Milano and we'd like another one. A fullstack or frontend developer from PoliMi, wherever they live.",
    relevant: (l) => sw(l, ["fullstack", "frontend"]) && studied(l, "polimi"),
  },
  {
    class: "brief_background",
    query:
      "Our CTO came from Cobalt Works and wants people she trusts. Anyone who used to be at Cobalt Works and is now a DevOps or platform engineer somewhere else?",
    relevant: (l) => ic(l, ["devops"]) && l.past === "Cobalt Works" && l.employer !== "Cobalt Works",
    // "somewhere else": still at Cobalt Works is the opposite.
    inverted: (l) => l.employer === "Cobalt Works",
  },
];
