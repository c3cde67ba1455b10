/**
 * Round 14, style 2: company-centric org questions, as a colleague asks them about another company
 * ("who runs Papaya's sales team", "Northwind's engineers outside the US", "everyone in Bluefin's
 * data org below director level"), companies named by their short names without a legal suffix.
 * Only what the data can check is asked (no reporting lines). Labels follow ./labels.ts; each
 * judgement call is commented above its query.
 */
import {
  anyLeader,
  at,
  atLevel,
  DATA_FAMILIES,
  ENG_FAMILIES,
  EUROPE,
  engineering,
  exOf,
  type FourteenthQuery,
  founder,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  monthsAtEmployer,
  over,
  placedOutside,
  placedOutsideCity,
  salesTeam,
  swe,
  unplaced,
} from "./labels.ts";

export const ORG_QUERIES: FourteenthQuery[] = [
  // "Who runs X's sales team" is X's sales leaders (the data's sales director and VP).
  {
    class: "org_lead",
    query: "who runs Papaya's sales team?",
    relevant: (l) => leader(l, "sales") && at(l, "Papaya Pay"),
  },
  // "In charge of engineering, managers and up" is the engineering leaders; X's founders inverted.
  {
    class: "org_lead",
    query: "who's in charge of engineering over at Northwind — managers and up, not the founders",
    relevant: (l) => leader(l, "engineering") && at(l, "Northwind Labs"),
    inverted: (l) => founder(l) && at(l, "Northwind Labs"),
  },
  // "Leads product" is the product leaders (head, VP) at either company.
  {
    class: "org_lead",
    query: "who leads product at Tessellate, and the same for Quillon",
    relevant: (l) => leader(l, "product") && at(l, "Tessellate AG", "Quillon Systems"),
  },
  // "Engineering leadership" is the engineering leaders from manager up; the CTO inverted.
  {
    class: "org_lead",
    query: "Kestrel's engineering leadership, except the CTO",
    relevant: (l) => leader(l, "engineering", "manager", "head", "director", "vp") && at(l, "Kestrel Health"),
    inverted: (l) => leader(l, "engineering", "chief") && at(l, "Kestrel Health"),
  },
  // "Manages the marketing people" is the marketing manager (the data's one marketing leader level).
  {
    class: "org_lead",
    query: "who manages the marketing people at Bluefin, Lumen or Cobalt",
    relevant: (l) => leader(l, "marketing") && at(l, "Bluefin Data", "Lumen Grid", "Cobalt Works"),
  },
  // "The bosses, anyone with people under them" is any leader from manager up; founders inverted as asked.
  {
    class: "org_lead",
    query: "the bosses at H&F — anyone with people under them, leave out the founders",
    relevant: (l) => anyLeader(l) && at(l, "Harbor & Finch"),
    inverted: (l) => founder(l) && at(l, "Harbor & Finch"),
  },
  // "VPs and directors" are the leaders at those two levels, of any function.
  {
    class: "org_lead",
    query: "Vantablue's VPs and directors outside the US",
    relevant: (l) => atLevel(l, "vp", "director") && at(l, "Vantablue") && placedOutside(l, "US"),
    maybe: (l) => atLevel(l, "vp", "director") && at(l, "Vantablue") && unplaced(l),
    inverted: (l) => atLevel(l, "vp", "director") && at(l, "Vantablue") && inCountry(l, "US"),
  },
  // "Engineers" are the engineering families' ICs (the protocol); the US ones inverted.
  {
    class: "org_team",
    query: "Northwind's engineers outside the US",
    relevant: (l) => ic(l, ...ENG_FAMILIES) && at(l, "Northwind Labs") && placedOutside(l, "US"),
    maybe: (l) => ic(l, ...ENG_FAMILIES) && at(l, "Northwind Labs") && unplaced(l),
    inverted: (l) => ic(l, ...ENG_FAMILIES) && at(l, "Northwind Labs") && inCountry(l, "US"),
  },
  // "The data org" is data engineering, data science and analysis; ML engineers `maybe`. The data has
  // no leaders of data, so "below director level" keeps all of its ICs.
  {
    class: "org_team",
    query: "everyone in Bluefin's data org below director level",
    relevant: (l) => ic(l, ...DATA_FAMILIES) && at(l, "Bluefin Data"),
    maybe: (l) => ic(l, "ml") && at(l, "Bluefin Data"),
  },
  // "Recruiting team" is the recruiting ICs; "apart from the juniors" inverts its juniors.
  {
    class: "org_team",
    query: "who's on Orbital's recruiting team, apart from the juniors",
    relevant: (l) => ic(l, "recruiting") && at(l, "Orbital Freight") && !junior(l),
    inverted: (l) => ic(l, "recruiting") && at(l, "Orbital Freight") && junior(l),
  },
  // "Salespeople" are the sales ICs (account executives, sales engineers); its European sales leaders inverted.
  {
    class: "org_team",
    query: "Minerva's salespeople in Europe, not the sales managers",
    relevant: (l) =>
      ic(l, "account_exec", "sales_eng") && at(l, "Minerva Analytics") && inCountry(l, ...EUROPE),
    inverted: (l) => leader(l, "sales") && at(l, "Minerva Analytics") && inCountry(l, ...EUROPE),
  },
  // "Design team" is the design ICs (the data has no design leaders).
  {
    class: "org_team",
    query: "the whole of Quillon's design team",
    relevant: (l) => ic(l, "design") && at(l, "Quillon Systems"),
  },
  // "Frontend people" are the frontend software ICs; "the London office" is London (unplaced `maybe`).
  {
    class: "org_team",
    query: "Lumen's frontend people, but nobody from the London office",
    relevant: (l) => swe(l, "frontend") && at(l, "Lumen Grid") && placedOutsideCity(l, "london"),
    maybe: (l) => swe(l, "frontend") && at(l, "Lumen Grid") && unplaced(l),
    inverted: (l) => swe(l, "frontend") && at(l, "Lumen Grid") && inCity(l, "london"),
  },
  // "Cobalt's India team" is everyone at Cobalt placed in the two cities named.
  {
    class: "org_team",
    query: "Cobalt's India team — the Bengaluru and Mumbai offices",
    relevant: (l) => at(l, "Cobalt Works") && inCity(l, "bengaluru", "mumbai"),
  },
  // "Came over from Orbital" is an earlier job at Orbital Freight (and Lumen now).
  {
    class: "org_mix",
    query: "which of Lumen's engineers came over from Orbital?",
    relevant: (l) => ic(l, ...ENG_FAMILIES) && at(l, "Lumen Grid") && exOf(l, "Orbital Freight"),
  },
  // "Sales team" is the sales ICs and leaders; "been there more than five years" >= 72 months at the
  // employer across promotions (five years and some months `maybe`).
  {
    class: "org_mix",
    query: "Kestrel's sales team, only people who've been there more than five years",
    relevant: (l) => salesTeam(l) && at(l, "Kestrel Health") && over(monthsAtEmployer(l), 5),
    maybe: (l) =>
      salesTeam(l) && at(l, "Kestrel Health") && monthsAtEmployer(l) > 60 && monthsAtEmployer(l) < 72,
  },
  // "Engineers in Germany" are the engineering ICs placed in Germany; juniors inverted.
  {
    class: "org_mix",
    query: "Tessellate's engineers in Germany, not counting the juniors",
    relevant: (l) => ic(l, ...ENG_FAMILIES) && at(l, "Tessellate AG") && inCountry(l, "DE") && !junior(l),
    inverted: (l) => ic(l, ...ENG_FAMILIES) && at(l, "Tessellate AG") && inCountry(l, "DE") && junior(l),
  },
  // "Backend team" is the backend software ICs; "whoever knows Go or Java" asks for one of the two.
  {
    class: "org_mix",
    query: "Papaya's backend team — whoever knows Go or Java",
    relevant: (l) => swe(l, "backend") && at(l, "Papaya Pay") && hasSkill(l, "go", "java"),
  },
  // "Isn't in engineering" leaves everyone but the engineering ICs and leaders; those inverted.
  {
    class: "org_mix",
    query: "everybody at Orbital who isn't in engineering, US-based",
    relevant: (l) => at(l, "Orbital Freight") && inCountry(l, "US") && !engineering(l),
    inverted: (l) => at(l, "Orbital Freight") && inCountry(l, "US") && engineering(l),
  },
  // "Managers" is any leader from manager up (founders apart); "across Europe, leave out the UK".
  {
    class: "org_mix",
    query: "Quillon's managers across Europe, leave out the UK",
    relevant: (l) =>
      anyLeader(l) && at(l, "Quillon Systems") && inCountry(l, ...EUROPE.filter((c) => c !== "GB")),
    inverted: (l) => anyLeader(l) && at(l, "Quillon Systems") && inCountry(l, "GB"),
  },
];
