/**
 * Round 19, style 1: typing slips as strangers make them, one to three a query — dropped, doubled
 * and swapped letters, phonetic spellings, run-together words, an autocorrected split, stray
 * punctuation — in roles (`typo_role`), places (`typo_place`) and skills or companies
 * (`typo_tool`). Labels follow the word the slip stands for (./labels.ts).
 */
import {
  EUROPE,
  engineerIC,
  exOf,
  hasAllSkills,
  hasSkill,
  ic,
  icAt,
  inCity,
  inCountry,
  javaDev,
  MID_UP,
  type NineteenthQuery,
  oneOf,
  otherEngineer,
  swe,
  titled,
  typoTitle,
} from "./labels.ts";

const PRODUCT_OWNER = /Product Owner/i;
const SRE = /\bSRE\b|Site Reliability/i;
const EUROPE_BUT_DE = EUROPE.filter((c) => c !== "DE");

export const TYPO_QUERIES: NineteenthQuery[] = [
  // --- roles
  {
    class: "typo_role",
    query: "senoir backend enginers in germany",
    relevant: (l) => swe(l, "backend") && l.seniority === "senior" && inCountry(l, "DE"),
    maybe: (l) => swe(l, "fullstack") && l.seniority === "senior" && inCountry(l, "DE"),
  },
  {
    class: "typo_role",
    query: "datascientists in London or Paris,, not junoirs",
    relevant: (l) => icAt(l, "data_science", ...MID_UP) && inCity(l, "london", "paris"),
    inverted: (l) => icAt(l, "data_science", "junior") && inCity(l, "london", "paris"),
  },
  {
    class: "typo_role",
    query: "recuiters anywhere in europe but not the junior ones",
    relevant: (l) => icAt(l, "recruiting", ...MID_UP) && inCountry(l, ...EUROPE),
    inverted: (l) => icAt(l, "recruiting", "junior") && inCountry(l, ...EUROPE),
  },
  {
    // The title is read as written: a typo'd non-PO product title is `maybe`.
    class: "typo_role",
    query: "prodcut managers at Papaya Pay but not product owners",
    relevant: (l) =>
      ic(l, "product") && l.employer === "Papaya Pay" && !typoTitle(l) && !titled(l, PRODUCT_OWNER),
    maybe: (l) =>
      ic(l, "product") && l.employer === "Papaya Pay" && typoTitle(l) && !titled(l, PRODUCT_OWNER),
    inverted: (l) => ic(l, "product") && l.employer === "Papaya Pay" && titled(l, PRODUCT_OWNER),
  },
  {
    // "No SREs" inverts the SRE-titled devops ICs with Terraform; typo'd titles `maybe`.
    class: "typo_role",
    query: "devops enigneers who know terraform - no SREs",
    relevant: (l) => ic(l, "devops") && hasSkill(l, "terraform") && !typoTitle(l) && !titled(l, SRE),
    maybe: (l) => ic(l, "devops") && hasSkill(l, "terraform") && typoTitle(l) && !titled(l, SRE),
    inverted: (l) => ic(l, "devops") && hasSkill(l, "terraform") && titled(l, SRE),
  },
  {
    class: "typo_role",
    query: "machine lerning enginers in india, no juniors",
    relevant: (l) => icAt(l, "ml", ...MID_UP) && inCountry(l, "IN"),
    inverted: (l) => icAt(l, "ml", "junior") && inCountry(l, "IN"),
  },
  // --- places
  {
    class: "typo_place",
    query: "frontend devs in the Netherlnds, not juniors",
    relevant: (l) => swe(l, "frontend") && MID_UP.includes(l.seniority) && inCountry(l, "NL"),
    maybe: (l) => swe(l, "fullstack") && MID_UP.includes(l.seniority) && inCountry(l, "NL"),
    inverted: (l) => swe(l, "frontend") && l.seniority === "junior" && inCountry(l, "NL"),
  },
  {
    class: "typo_place",
    query: "data engineers in Mnuich or Berln",
    relevant: (l) => ic(l, "data_eng") && inCity(l, "munich", "berlin"),
  },
  {
    // Barcelona is not in the data: the ask is Madrid's software ICs (mobile ICs `maybe`).
    class: "typo_place",
    query: "software engineers in Barcelonna or Madird",
    relevant: (l) => ic(l, "software") && inCity(l, "madrid"),
    maybe: (l) => ic(l, "mobile") && inCity(l, "madrid"),
  },
  {
    class: "typo_place",
    query: "AEs inLondon, not NYC",
    relevant: (l) => ic(l, "account_exec") && inCity(l, "london"),
    inverted: (l) => ic(l, "account_exec") && inCity(l, "new_york"),
  },
  {
    class: "typo_place",
    query: "product designers in Stockhlom or Copenhagen. not Gothenberg",
    relevant: (l) => ic(l, "design") && inCity(l, "stockholm", "copenhagen"),
    inverted: (l) => ic(l, "design") && inCity(l, "gothenburg"),
  },
  {
    class: "typo_place",
    query: "marketers in Sao Paolo or Lisbn",
    relevant: (l) => ic(l, "marketing") && inCity(l, "sao_paulo", "lisbon"),
  },
  {
    class: "typo_place",
    query: "java devs in Zurcih or Geneva",
    relevant: (l) => javaDev(l) && inCity(l, "zurich", "geneva"),
    maybe: (l) => ic(l, "mobile") && hasSkill(l, "java") && inCity(l, "zurich", "geneva"),
  },
  {
    class: "typo_place",
    query: "security engineers anywhere in Eruope except Germnay",
    relevant: (l) => ic(l, "security") && inCountry(l, ...EUROPE_BUT_DE),
    inverted: (l) => ic(l, "security") && inCountry(l, "DE"),
  },
  // --- skills and companies
  {
    class: "typo_tool",
    query: "backend devs with kubernetis and postgress",
    relevant: (l) => swe(l, "backend") && hasAllSkills(l, "kubernetes", "postgresql"),
    maybe: (l) =>
      (swe(l, "backend") && oneOf(l, "kubernetes", "postgresql")) ||
      (swe(l, "fullstack") && hasAllSkills(l, "kubernetes", "postgresql")),
  },
  {
    class: "typo_tool",
    query: "data engineers with pyhton but no AWS",
    relevant: (l) => ic(l, "data_eng") && hasSkill(l, "python") && !hasSkill(l, "aws"),
    inverted: (l) => ic(l, "data_eng") && hasAllSkills(l, "python", "aws"),
  },
  {
    // "Not current staff there": engineers at Kestrel Health now are inverted.
    class: "typo_tool",
    query: "engineers who left Kestral Helth, not current staff there",
    relevant: (l) => engineerIC(l) && exOf(l, "Kestrel Health"),
    maybe: (l) => otherEngineer(l) && exOf(l, "Kestrel Health"),
    inverted: (l) => engineerIC(l) && l.employer === "Kestrel Health",
  },
  {
    class: "typo_tool",
    query: "frontend or full stack devs with react and typescirpt, no juniors",
    relevant: (l) =>
      swe(l, "frontend", "fullstack") &&
      MID_UP.includes(l.seniority) &&
      hasAllSkills(l, "react", "typescript"),
    maybe: (l) =>
      swe(l, "frontend", "fullstack") && MID_UP.includes(l.seniority) && oneOf(l, "react", "typescript"),
    inverted: (l) =>
      swe(l, "frontend", "fullstack") && l.seniority === "junior" && hasAllSkills(l, "react", "typescript"),
  },
  {
    // ML folks with TensorFlow; data scientists with it `maybe`.
    class: "typo_tool",
    query: "ML folks with tensorflw, not at Minerva Analitics",
    relevant: (l) => ic(l, "ml") && hasSkill(l, "tensorflow") && l.employer !== "Minerva Analytics",
    maybe: (l) => ic(l, "data_science") && hasSkill(l, "tensorflow") && l.employer !== "Minerva Analytics",
    inverted: (l) => ic(l, "ml") && hasSkill(l, "tensorflow") && l.employer === "Minerva Analytics",
  },
  {
    // AEs there who list no skills at all `maybe` (15 % of profiles list none).
    class: "typo_tool",
    query: "AEs who know sales force at Papya Pay or Cobalt Works",
    relevant: (l) =>
      ic(l, "account_exec") &&
      hasSkill(l, "salesforce") &&
      ["Papaya Pay", "Cobalt Works"].includes(l.employer),
    maybe: (l) =>
      ic(l, "account_exec") && l.skills.length === 0 && ["Papaya Pay", "Cobalt Works"].includes(l.employer),
  },
];
