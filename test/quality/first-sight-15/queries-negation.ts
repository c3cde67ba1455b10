/**
 * Round 15, style 3: negated and double-negated everyday English and hedges ("no one who isn't in
 * X", "not without N years", "anyone but juniors", "other than X, any ...", "as long as it's not X",
 * "not unfamiliar with", "never been at", "no dealbreaker"), with the positive conditions around
 * them. What a negation leaves out is inverted within the query's other conditions. Labels written
 * before any query was run; judgement calls commented above their query.
 */
import {
  anyLeader,
  atLevel,
  BENELUX,
  changedEmployer,
  DACH,
  DATA_FAMILIES,
  EUROPE,
  everAt,
  type FifteenthQuery,
  founder,
  hasSkill,
  ic,
  inCity,
  inCountry,
  leader,
  MID_UP,
  monthsAtEmployer,
  NORDICS,
  oneEmployer,
  placedOutside,
  placedOutsideCity,
  swe,
  unplaced,
} from "./labels.ts";

export const NEGATION_QUERIES: FifteenthQuery[] = [
  {
    class: "neg_place",
    query: "No one who isn't based in Europe — data engineers, any level",
    relevant: (l) => ic(l, "data_eng") && inCountry(l, ...EUROPE),
    inverted: (l) => ic(l, "data_eng") && placedOutside(l, ...EUROPE),
  },
  {
    class: "neg_place",
    // "Product managers": the product family's ICs.
    query: "Other than Berlin, any German city is fine — product managers",
    relevant: (l) => ic(l, "product") && inCountry(l, "DE") && !inCity(l, "berlin"),
    inverted: (l) => ic(l, "product") && inCity(l, "berlin"),
  },
  {
    class: "neg_place",
    // "As long as it's not the US" asks no place: a VP of Sales without a place is `maybe`.
    query: "I don't mind where, as long as it's not the US — VPs of Sales",
    relevant: (l) => leader(l, "sales", "vp") && placedOutside(l, "US"),
    maybe: (l) => leader(l, "sales", "vp") && unplaced(l),
    inverted: (l) => leader(l, "sales", "vp") && inCountry(l, "US"),
  },
  {
    class: "neg_place",
    // Both exclusions are inverted: a junior (in Lisbon) and anyone placed outside Lisbon.
    query: "No juniors, and nobody outside Lisbon — software developers",
    relevant: (l) => swe(l) && atLevel(l, ...MID_UP) && inCity(l, "lisbon"),
    inverted: (l) =>
      swe(l) && ((atLevel(l, "junior") && inCity(l, "lisbon")) || placedOutsideCity(l, "lisbon")),
  },
  {
    class: "neg_place",
    query: "Senior software engineers who can't be anywhere but Zurich or Geneva",
    relevant: (l) => swe(l) && atLevel(l, "senior") && inCity(l, "zurich", "geneva"),
    inverted: (l) => swe(l) && atLevel(l, "senior") && placedOutsideCity(l, "zurich", "geneva"),
  },
  {
    class: "neg_place",
    // CTOs are the chief level of engineering; the VPs of Engineering are left out too.
    query: "CTOs anywhere except India and Japan — and no VPs of Engineering standing in for them",
    relevant: (l) => leader(l, "engineering", "chief") && placedOutside(l, "IN", "JP"),
    maybe: (l) => leader(l, "engineering", "chief") && unplaced(l),
    inverted: (l) =>
      (leader(l, "engineering", "chief") && inCountry(l, "IN", "JP")) || leader(l, "engineering", "vp"),
  },
  {
    class: "neg_who",
    // "Not without at least 3 years": >= 36 months of experience.
    query: "Backend engineers in Spain or Portugal, though not without at least 3 years of experience",
    relevant: (l) => swe(l, "backend") && inCountry(l, "ES", "PT") && l.months >= 36,
    inverted: (l) => swe(l, "backend") && inCountry(l, "ES", "PT") && l.months < 36,
  },
  {
    class: "neg_who",
    query: "Anyone but juniors on the QA side, in India or Israel",
    relevant: (l) => ic(l, "qa") && atLevel(l, ...MID_UP) && inCountry(l, "IN", "IL"),
    inverted: (l) => ic(l, "qa") && atLevel(l, "junior") && inCountry(l, "IN", "IL"),
  },
  {
    class: "neg_who",
    // "Not that I'd say no to a senior" accepts seniors; "mainly" is a preference, not a condition.
    query:
      "Mainly mid-level data analysts in Warsaw or Prague — not that I'd say no to a senior, but no juniors",
    relevant: (l) => ic(l, "data_analysis") && atLevel(l, ...MID_UP) && inCity(l, "warsaw", "prague"),
    inverted: (l) => ic(l, "data_analysis") && atLevel(l, "junior") && inCity(l, "warsaw", "prague"),
  },
  {
    class: "neg_who",
    // "Not unfamiliar with Figma": Figma on the profile; the group without it is what it left out.
    query: "Designers in Copenhagen, Stockholm or Gothenburg who are not unfamiliar with Figma",
    relevant: (l) => ic(l, "design") && inCountry(l, ...NORDICS) && hasSkill(l, "figma"),
    inverted: (l) => ic(l, "design") && inCountry(l, ...NORDICS) && !hasSkill(l, "figma"),
  },
  {
    class: "neg_who",
    // Leadership: leaders from manager up; the CTOs (the data's C-suite) and the founders are left out.
    query: "Leadership at Kestrel Health, anyone except the founders and the C-suite",
    relevant: (l) => anyLeader(l) && !atLevel(l, "chief") && l.employer === "Kestrel Health",
    inverted: (l) => (founder(l) || atLevel(l, "chief")) && l.employer === "Kestrel Health",
  },
  {
    class: "neg_who",
    // "At their company for less than two years" is time at the employer across promotions.
    query: "Sales engineers — but not anyone who's been at their company for less than two years",
    relevant: (l) => ic(l, "sales_eng") && monthsAtEmployer(l) >= 24,
    inverted: (l) => ic(l, "sales_eng") && monthsAtEmployer(l) < 24,
  },
  {
    class: "neg_who",
    // "Data people": the data families' ICs; both exclusions (juniors, Bluefin) are inverted.
    query:
      "Data people in Germany, but I'm not after anyone who isn't at least mid-level, and none of the Bluefin Data crowd",
    relevant: (l) =>
      ic(l, ...DATA_FAMILIES) && inCountry(l, "DE") && atLevel(l, ...MID_UP) && l.employer !== "Bluefin Data",
    inverted: (l) =>
      ic(l, ...DATA_FAMILIES) &&
      inCountry(l, "DE") &&
      (atLevel(l, "junior") || l.employer === "Bluefin Data"),
  },
  {
    class: "neg_company",
    query: "Account execs in London, except people at Harbor & Finch",
    relevant: (l) => ic(l, "account_exec") && inCity(l, "london") && l.employer !== "Harbor & Finch",
    inverted: (l) => ic(l, "account_exec") && inCity(l, "london") && l.employer === "Harbor & Finch",
  },
  {
    class: "neg_company",
    query: "Engineering managers, none of the ones at Cobalt Works or Minerva Analytics though",
    relevant: (l) =>
      leader(l, "engineering", "manager") && !["Cobalt Works", "Minerva Analytics"].includes(l.employer),
    inverted: (l) =>
      leader(l, "engineering", "manager") && ["Cobalt Works", "Minerva Analytics"].includes(l.employer),
  },
  {
    class: "neg_company",
    // "Haven't ever left the company they started at": one employer all along (promotions inside count).
    query: "Machine learning engineers who haven't ever left the company they started at",
    relevant: (l) => ic(l, "ml") && oneEmployer(l),
    inverted: (l) => ic(l, "ml") && changedEmployer(l),
  },
  {
    class: "neg_company",
    // "From Papaya Pay" is at Papaya now; Papaya as the earlier employer is `maybe`.
    query: "Not a single person from Papaya Pay — recruiters anywhere in the DACH region",
    relevant: (l) => ic(l, "recruiting") && inCountry(l, ...DACH) && !everAt(l, "Papaya Pay"),
    maybe: (l) => ic(l, "recruiting") && inCountry(l, ...DACH) && l.employer !== "Papaya Pay",
    inverted: (l) => ic(l, "recruiting") && inCountry(l, ...DACH) && l.employer === "Papaya Pay",
  },
  {
    class: "neg_company",
    query: "Data scientists currently somewhere in Benelux who have never been at Vantablue",
    relevant: (l) => ic(l, "data_science") && inCountry(l, ...BENELUX) && !everAt(l, "Vantablue"),
    inverted: (l) => ic(l, "data_science") && inCountry(l, ...BENELUX) && everAt(l, "Vantablue"),
  },
  {
    class: "neg_company",
    // "Juniors are no dealbreaker": every level; "from Quillon" is at Quillon now (earlier: `maybe`).
    query: "DevOps engineers in Paris — juniors are no dealbreaker, but nobody from Quillon Systems",
    relevant: (l) => ic(l, "devops") && inCity(l, "paris") && !everAt(l, "Quillon Systems"),
    maybe: (l) => ic(l, "devops") && inCity(l, "paris") && l.employer !== "Quillon Systems",
    inverted: (l) => ic(l, "devops") && inCity(l, "paris") && l.employer === "Quillon Systems",
  },
  {
    class: "neg_company",
    // "Marketing people": the marketing function, its specialists and its managers; "not unlike" asks nothing.
    query: "Not unlike our last search, but no one at Orbital Freight: marketing people in the US",
    relevant: (l) =>
      (ic(l, "marketing") || leader(l, "marketing")) &&
      inCountry(l, "US") &&
      l.employer !== "Orbital Freight",
    inverted: (l) =>
      (ic(l, "marketing") || leader(l, "marketing")) &&
      inCountry(l, "US") &&
      l.employer === "Orbital Freight",
  },
];
