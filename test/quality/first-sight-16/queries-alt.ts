/**
 * Round 16, style 2: alternatives and unions ("either A or B", "and/or", "one of:", slash lists,
 * parenthesised ORs, "any of these titles"): every alternative counts and the exclusions around
 * them hold for all of them (./labels.ts).
 */
import {
  at,
  atLevel,
  BENELUX,
  DACH,
  dataIC,
  exOf,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  NORDICS,
  placedOutside,
  type SixteenthQuery,
  studied,
  swe,
  unplaced,
} from "./labels.ts";

export const ALT_QUERIES: SixteenthQuery[] = [
  // "product designer" is the design family (UX, UI and interaction designers do the same job).
  {
    class: "alt_role",
    query: "either a PM or a product designer in Berlin",
    relevant: (l) => (ic(l, "product") || ic(l, "design")) && inCity(l, "berlin"),
  },
  // Analytics engineers are data engineers in the generator's titles: the data_eng ICs of both cities.
  {
    class: "alt_role",
    query: "data engineers and/or analytics engineers in Lisbon or Porto",
    relevant: (l) => ic(l, "data_eng") && inCity(l, "lisbon", "porto"),
  },
  // SRE, DevOps and platform engineers are the devops ICs; Orbital Freight's inverted.
  {
    class: "alt_role",
    query: "one of: SRE, DevOps, platform engineer — but not at Orbital Freight",
    relevant: (l) => ic(l, "devops") && !at(l, "Orbital Freight"),
    inverted: (l) => ic(l, "devops") && at(l, "Orbital Freight"),
  },
  // "PM/PO" are the product ICs; juniors inverted.
  {
    class: "alt_role",
    query: "PM/PO candidates in the Netherlands, not junior",
    relevant: (l) => ic(l, "product") && !junior(l) && inCountry(l, "NL"),
    inverted: (l) => ic(l, "product") && junior(l) && inCountry(l, "NL"),
  },
  // Frontend software ICs and mobile ICs with React or TypeScript; Vantablue's inverted.
  {
    class: "alt_role",
    query: "frontend or mobile engineers who use React or TypeScript, none at Vantablue",
    relevant: (l) =>
      (swe(l, "frontend") || ic(l, "mobile")) && hasSkill(l, "react", "typescript") && !at(l, "Vantablue"),
    inverted: (l) =>
      (swe(l, "frontend") || ic(l, "mobile")) && hasSkill(l, "react", "typescript") && at(l, "Vantablue"),
  },
  // The listed titles spell the marketing family (digital / performance specialists too); juniors inverted.
  {
    class: "alt_role",
    query:
      "Marketing Specialist / Growth Marketer / Content Marketer roles in Madrid, Sevilla, Lisbon or Porto, juniors excluded",
    relevant: (l) => ic(l, "marketing") && !junior(l) && inCity(l, "madrid", "seville", "lisbon", "porto"),
    inverted: (l) => ic(l, "marketing") && junior(l) && inCity(l, "madrid", "seville", "lisbon", "porto"),
  },
  // "senior or staff" is the senior IC level; backend and frontend asked, full-stack inverted.
  {
    class: "alt_role",
    query: "senior or staff engineers (backend/frontend, not full-stack) in London",
    relevant: (l) => swe(l, "backend", "frontend") && atLevel(l, "senior") && inCity(l, "london"),
    inverted: (l) => swe(l, "fullstack") && atLevel(l, "senior") && inCity(l, "london"),
  },
  // "UX/UI people" are the design ICs; Lyon has nobody in the data, so Paris's designers are the set.
  {
    class: "alt_place",
    query: "UX/UI people in Paris or Lyon",
    relevant: (l) => ic(l, "design") && inCity(l, "paris"),
  },
  // Hamburg has nobody in the data: Berlin's and Munich's data scientists; Tessellate AG's inverted.
  {
    class: "alt_place",
    query: "Berlin/Hamburg/Munich data scientists, no one from Tessellate AG",
    relevant: (l) => ic(l, "data_science") && inCity(l, "berlin", "munich") && !at(l, "Tessellate AG"),
    inverted: (l) => ic(l, "data_science") && inCity(l, "berlin", "munich") && at(l, "Tessellate AG"),
  },
  // Every mobile IC (a "Mobile Developer" builds for one of the two) in the three cities.
  {
    class: "alt_place",
    query: "iOS or Android developers in Bengaluru, Mumbai or Chennai",
    relevant: (l) => ic(l, "mobile") && inCity(l, "bengaluru", "mumbai", "chennai"),
  },
  // Solutions consultants are sales engineers; the Nordics and Benelux but Copenhagen (inverted).
  {
    class: "alt_place",
    query: "sales engineers or solutions consultants anywhere in the Nordics or Benelux, except Copenhagen",
    relevant: (l) => ic(l, "sales_eng") && inCountry(l, ...NORDICS, ...BENELUX) && !inCity(l, "copenhagen"),
    inverted: (l) => ic(l, "sales_eng") && inCity(l, "copenhagen"),
  },
  // The QA ICs (test automation is QA) of the three cities; Lumen Grid's inverted.
  {
    class: "alt_place",
    query: "QA or test automation engineers in Prague, Warsaw or Kraków — not at Lumen Grid",
    relevant: (l) => ic(l, "qa") && inCity(l, "prague", "warsaw", "krakow") && !at(l, "Lumen Grid"),
    inverted: (l) => ic(l, "qa") && inCity(l, "prague", "warsaw", "krakow") && at(l, "Lumen Grid"),
  },
  // Data engineering and ML ICs in the two Swiss cities; anyone who studied at ETH inverted.
  {
    class: "alt_place",
    query: "anyone in Zurich or Geneva who's either a data engineer or an ML engineer, excluding ETH grads",
    relevant: (l) => ic(l, "data_eng", "ml") && inCity(l, "zurich", "geneva") && !studied(l, "eth"),
    inverted: (l) => ic(l, "data_eng", "ml") && inCity(l, "zurich", "geneva") && studied(l, "eth"),
  },
  // Toronto has nobody in the data (its university is a school, not a place): São Paulo and Montreal.
  {
    class: "alt_place",
    query: "frontend devs in São Paulo or Montreal or Toronto",
    relevant: (l) => swe(l, "frontend") && inCity(l, "sao_paulo", "montreal"),
  },
  // "managers" is leadership: sales leaders (directors, VPs) and marketing managers in DACH.
  {
    class: "alt_mixed",
    query: "(sales OR marketing) managers in DACH",
    relevant: (l) => (leader(l, "sales") || leader(l, "marketing")) && inCountry(l, ...DACH),
  },
  // The recruiting ICs ("Sourcer" adds nobody) of London and Dublin; Harbor & Finch's inverted.
  {
    class: "alt_mixed",
    query:
      "any of these titles: Recruiter, Talent Acquisition Partner, Sourcer — in London or Dublin, but not at Harbor & Finch",
    relevant: (l) => ic(l, "recruiting") && inCity(l, "london", "dublin") && !at(l, "Harbor & Finch"),
    inverted: (l) => ic(l, "recruiting") && inCity(l, "london", "dublin") && at(l, "Harbor & Finch"),
  },
  // Auditors are in the accounting family; an MBA or a master's; India inverted, no place `maybe`.
  {
    class: "alt_mixed",
    query: "accountants or auditors with either an MBA or a master's, not in India",
    relevant: (l) => ic(l, "accounting") && hasDegree(l, "mba", "master") && placedOutside(l, "IN"),
    maybe: (l) => ic(l, "accounting") && hasDegree(l, "mba", "master") && unplaced(l),
    inverted: (l) => ic(l, "accounting") && hasDegree(l, "mba", "master") && inCountry(l, "IN"),
  },
  // Engineering VPs and directors at any of the three employers.
  {
    class: "alt_mixed",
    query: "VP or director of engineering, at Northwind Labs, Quillon Systems or Bluefin Data",
    relevant: (l) =>
      leader(l, "engineering", "vp", "director") &&
      at(l, "Northwind Labs", "Quillon Systems", "Bluefin Data"),
  },
  // Product heads and VPs with an entry at Stanford or Berkeley (any degree).
  {
    class: "alt_mixed",
    query: "heads or VPs of product who studied at Stanford or Berkeley",
    relevant: (l) => leader(l, "product", "head", "vp") && studied(l, "stanford", "berkeley"),
  },
  // "ex-X" is X earlier and not now; product or data ICs still at Kestrel or Minerva are inverted.
  {
    class: "alt_mixed",
    query: "ex-Kestrel Health or ex-Minerva Analytics people now in product or data roles",
    relevant: (l) => (ic(l, "product") || dataIC(l)) && exOf(l, "Kestrel Health", "Minerva Analytics"),
    inverted: (l) => (ic(l, "product") || dataIC(l)) && at(l, "Kestrel Health", "Minerva Analytics"),
  },
];
