/**
 * Round 11, style (c): narrowing over several sentences — a first ask, then "Of those, only …",
 * "Among them, …", "From that group drop …", "Keep only the ones who …", "Now remove anyone …",
 * "And of them, who …": the answer is what all the sentences leave. Labels per ./labels.ts, written
 * before any query was run.
 */
import {
  at,
  atLevel,
  cameFrom,
  type EleventhQuery,
  ENG_FAMILIES,
  EUROPE,
  exOf,
  founder,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  justOver,
  leader,
  over,
  placedOutside,
  studied,
  swe,
  unplaced,
} from "./labels.ts";
import type { EleventhLatent } from "./people.ts";

type L = EleventhLatent;
const engineer = (l: L) => ic(l, ...ENG_FAMILIES);

export const NARROW_QUERIES: EleventhQuery[] = [
  {
    class: "chain_keep",
    query:
      "Find me software engineers in Germany. Of those, only the backend ones. Among them, who knows Go?",
    relevant: (l) => swe(l, "backend") && inCountry(l, "DE") && hasSkill(l, "go"),
  },
  {
    class: "chain_drop",
    query:
      "Show data scientists. Of those, only people in Europe. From that group drop anyone at Bluefin Data.",
    relevant: (l) => ic(l, "data_science") && inCountry(l, ...EUROPE) && !at(l, "Bluefin Data"),
    inverted: (l) => ic(l, "data_science") && inCountry(l, ...EUROPE) && at(l, "Bluefin Data"),
  },
  {
    class: "chain_keep",
    query: "List everyone at Kestrel Health. Keep only the ones who used to work at Papaya Pay.",
    relevant: (l) => at(l, "Kestrel Health") && cameFrom(l, "Papaya Pay"),
  },
  {
    // "Senior engineers" is the senior IC level of the engineering families.
    class: "chain_drop",
    query: "Senior engineers with Kubernetes. Now remove anyone in the US or Canada.",
    relevant: (l) =>
      engineer(l) && atLevel(l, "senior") && hasSkill(l, "kubernetes") && placedOutside(l, "US", "CA"),
    maybe: (l) => engineer(l) && atLevel(l, "senior") && hasSkill(l, "kubernetes") && unplaced(l),
    inverted: (l) =>
      engineer(l) && atLevel(l, "senior") && hasSkill(l, "kubernetes") && inCountry(l, "US", "CA"),
  },
  {
    class: "chain_keep",
    query:
      "Product managers, please. Among them, only the senior ones. And of them, who is in London or Paris?",
    relevant: (l) => ic(l, "product") && atLevel(l, "senior") && inCity(l, "london", "paris"),
  },
  {
    class: "chain_drop",
    query:
      "Start with everyone who has a PhD. Of those, only engineers. Now remove anyone at Lumen Grid or Cobalt Works.",
    relevant: (l) => hasDegree(l, "phd") && engineer(l) && !at(l, "Lumen Grid", "Cobalt Works"),
    inverted: (l) => hasDegree(l, "phd") && engineer(l) && at(l, "Lumen Grid", "Cobalt Works"),
  },
  {
    // "started there" is the current job's start year.
    class: "chain_drop",
    query: "Engineering managers and directors. From that group drop anyone who started there before 2020.",
    relevant: (l) => leader(l, "engineering", "manager", "director") && l.since >= 2020,
    inverted: (l) => leader(l, "engineering", "manager", "director") && l.since < 2020,
  },
  {
    class: "chain_drop",
    query:
      "Accountants and recruiters. Of them, keep only mid-level people. Now remove anyone without Excel.",
    relevant: (l) => ic(l, "accounting", "recruiting") && atLevel(l, "mid") && hasSkill(l, "excel"),
    inverted: (l) => ic(l, "accounting", "recruiting") && atLevel(l, "mid") && !hasSkill(l, "excel"),
  },
  {
    // "came from" is the earlier employer (it may be the current one again).
    class: "chain_keep",
    query:
      "Who's in Amsterdam or Berlin? Of those, only engineers. Among them, who came from Northwind Labs?",
    relevant: (l) => inCity(l, "amsterdam", "berlin") && engineer(l) && cameFrom(l, "Northwind Labs"),
  },
  {
    class: "chain_keep",
    query:
      "Give me everyone in India. Of those, only data engineers and analysts. Keep only the ones who aren't juniors.",
    relevant: (l) => inCountry(l, "IN") && ic(l, "data_eng", "data_analysis") && !junior(l),
    inverted: (l) => inCountry(l, "IN") && ic(l, "data_eng", "data_analysis") && junior(l),
  },
  {
    class: "chain_drop",
    query:
      "Find QA engineers. Among them, only people with Python or Java. From that group drop anyone in Poland or the Czech Republic.",
    relevant: (l) => ic(l, "qa") && hasSkill(l, "python", "java") && placedOutside(l, "PL", "CZ"),
    maybe: (l) => ic(l, "qa") && hasSkill(l, "python", "java") && unplaced(l),
    inverted: (l) => ic(l, "qa") && hasSkill(l, "python", "java") && inCountry(l, "PL", "CZ"),
  },
  {
    class: "chain_drop",
    query:
      "Sales folks: AEs and sales engineers. Of those, only the ones with Salesforce. Now remove anyone at Orbital Freight. And of them, who's in the US?",
    relevant: (l) =>
      ic(l, "account_exec", "sales_eng") &&
      hasSkill(l, "salesforce") &&
      !at(l, "Orbital Freight") &&
      inCountry(l, "US"),
    inverted: (l) =>
      ic(l, "account_exec", "sales_eng") && hasSkill(l, "salesforce") && at(l, "Orbital Freight"),
  },
  {
    // "more than 4 years" removed: 5 whole years up; 4 years and some months is `maybe`.
    class: "chain_drop",
    query:
      "Designers. Keep only the ones who use Figma. Now remove anyone who's been at their current company for more than 4 years.",
    relevant: (l) => ic(l, "design") && hasSkill(l, "figma") && !over(l.tenure, 4) && !justOver(l.tenure, 4),
    maybe: (l) => ic(l, "design") && hasSkill(l, "figma") && justOver(l.tenure, 4),
    inverted: (l) => ic(l, "design") && hasSkill(l, "figma") && over(l.tenure, 4),
  },
  {
    // "data people" is data science and analysis besides the data engineers already in "engineers".
    class: "chain_drop",
    query:
      "Everyone who studied at TUM or ETH. Of those, only engineers and data people. Now remove anyone at Tessellate AG.",
    relevant: (l) =>
      studied(l, "tum", "eth") &&
      (engineer(l) || ic(l, "data_science", "data_analysis")) &&
      !at(l, "Tessellate AG"),
    inverted: (l) =>
      studied(l, "tum", "eth") &&
      (engineer(l) || ic(l, "data_science", "data_analysis")) &&
      at(l, "Tessellate AG"),
  },
  {
    class: "chain_keep",
    query: "Head of Product and VP of Product titles. Of those, only people in Europe.",
    relevant: (l) => leader(l, "product", "head", "vp") && inCountry(l, ...EUROPE),
  },
  {
    // "3 to 5 years" is 36 <= months < 72.
    class: "chain_keep",
    query:
      "Software engineers with 3 to 5 years. Among them, only the frontend ones. Keep only the ones who know React.",
    relevant: (l) => swe(l, "frontend") && l.months >= 36 && l.months < 72 && hasSkill(l, "react"),
  },
  {
    // "left Minerva Analytics" is ex-Minerva: an earlier job there and not there now.
    class: "chain_keep",
    query:
      "Find people who left Minerva Analytics. Of those, only the ones now at Papaya Pay or Vantablue. And of them, who are engineers?",
    relevant: (l) => exOf(l, "Minerva Analytics") && at(l, "Papaya Pay", "Vantablue") && engineer(l),
  },
  {
    class: "chain_drop",
    query:
      "DevOps and security people. Of those, keep only the ones in Berlin, London or Amsterdam. Now remove the juniors.",
    relevant: (l) => ic(l, "devops", "security") && inCity(l, "berlin", "london", "amsterdam") && !junior(l),
    inverted: (l) => ic(l, "devops", "security") && inCity(l, "berlin", "london", "amsterdam") && junior(l),
  },
  {
    class: "chain_drop",
    query:
      "Founders. Of those, only the ones with an MBA or a master's. From that group drop anyone in the US.",
    relevant: (l) => founder(l) && hasDegree(l, "mba", "master") && placedOutside(l, "US"),
    maybe: (l) => founder(l) && hasDegree(l, "mba", "master") && unplaced(l),
    inverted: (l) => founder(l) && hasDegree(l, "mba", "master") && inCountry(l, "US"),
  },
  {
    // "outside India" with a place asked nowhere else: a mobile developer without a place is `maybe`.
    class: "chain_drop",
    query:
      "Mobile developers. Among them, only people outside India. Now remove anyone with under 3 years of experience.",
    relevant: (l) => ic(l, "mobile") && placedOutside(l, "IN") && l.months >= 36,
    maybe: (l) => ic(l, "mobile") && unplaced(l) && l.months >= 36,
    inverted: (l) => ic(l, "mobile") && (inCountry(l, "IN") || l.months < 36),
  },
];
