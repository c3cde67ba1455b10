/**
 * Round 16, style 1: superlatives, rankings and "top N" asks as a manager or an analyst says them.
 * The ranking words order the set and filter nothing (./labels.ts): each label is the set that
 * qualifies on the query's other conditions; the exclusions around them name who is inverted.
 */
import {
  at,
  atLevel,
  changedEmployer,
  DACH,
  dataIC,
  EUROPE,
  engineerIC,
  engLeader,
  everAt,
  founder,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  nurse,
  oneEmployer,
  otherEngineer,
  placedOutside,
  placedOutsideCity,
  type SixteenthQuery,
  salesIC,
  swe,
  unplaced,
} from "./labels.ts";

export const RANK_QUERIES: SixteenthQuery[] = [
  // "most senior" ranks Spain's data people; the set is every data IC there, whatever the level.
  {
    class: "rank_level",
    query: "Who are the most senior data people we have in Spain?",
    relevant: (l) => dataIC(l) && inCountry(l, "ES"),
  },
  // "engineering leaders" are managers to CTOs; "CTOs excluded" inverts the CTOs in DACH.
  {
    class: "rank_level",
    query: "the highest-ranking engineering leaders in DACH, CTOs excluded",
    relevant: (l) => leader(l, "engineering", "manager", "head", "director", "vp") && inCountry(l, ...DACH),
    inverted: (l) => leader(l, "engineering", "chief") && inCountry(l, ...DACH),
  },
  // "product people" are product ICs and product leaders; leaving out leadership inverts the leaders.
  {
    class: "rank_level",
    query: "rank our product people in London by seniority, but leave out anyone in a leadership role",
    relevant: (l) => ic(l, "product") && inCity(l, "london"),
    inverted: (l) => leader(l, "product") && inCity(l, "london"),
  },
  // "top three" caps the list read, not the set: every backend engineer in Berlin not at Quillon.
  {
    class: "rank_level",
    query: "the top three most senior backend engineers in Berlin, none from Quillon Systems",
    relevant: (l) => swe(l, "backend") && inCity(l, "berlin") && !at(l, "Quillon Systems"),
    inverted: (l) => swe(l, "backend") && inCity(l, "berlin") && at(l, "Quillon Systems"),
  },
  // "most junior" ranks the set and is no "Junior" filter: every security IC outside India.
  {
    class: "rank_level",
    query: "our most junior security engineers, excluding anyone in India",
    relevant: (l) => ic(l, "security") && placedOutside(l, "IN"),
    maybe: (l) => ic(l, "security") && unplaced(l),
    inverted: (l) => ic(l, "security") && inCountry(l, "IN"),
  },
  // "person in sales" is the sales function (ICs and sales leaders); "every company" names none.
  {
    class: "rank_level",
    query: "the most senior person in sales at every company in France",
    relevant: (l) => (salesIC(l) || leader(l, "sales")) && inCountry(l, "FR"),
  },
  // "Go developers" are software ICs with Go (devops ICs with Go `maybe`); engineering leaders inverted.
  {
    class: "rank_level",
    query: "the highest-level Go developers in Poland; engineering managers and other leaders don't count",
    relevant: (l) => swe(l) && hasSkill(l, "go") && inCountry(l, "PL"),
    maybe: (l) => ic(l, "devops") && hasSkill(l, "go") && inCountry(l, "PL"),
    inverted: (l) => engLeader(l) && inCountry(l, "PL"),
  },
  // "engineers" are the engineering ICs (civil / mechanical engineers `maybe`); the US inverted.
  {
    class: "rank_tenure",
    query: "our longest-serving engineers outside the US",
    relevant: (l) => engineerIC(l) && placedOutside(l, "US"),
    maybe: (l) => (engineerIC(l) && unplaced(l)) || (otherEngineer(l) && placedOutside(l, "US")),
    inverted: (l) => engineerIC(l) && inCountry(l, "US"),
  },
  // "sales hires" are the sales ICs (sales leaders `maybe`); "the ten newest" caps nothing; juniors inverted.
  {
    class: "rank_tenure",
    query: "the ten newest sales hires in Germany, no juniors",
    relevant: (l) => salesIC(l) && !junior(l) && inCountry(l, "DE"),
    maybe: (l) => leader(l, "sales") && inCountry(l, "DE"),
    inverted: (l) => salesIC(l) && junior(l) && inCountry(l, "DE"),
  },
  // The set is Kestrel Health's mid and senior data analysts, ranked by time at the employer.
  {
    class: "rank_tenure",
    query: "who joined Kestrel Health most recently among the data analysts? not counting juniors",
    relevant: (l) => ic(l, "data_analysis") && !junior(l) && at(l, "Kestrel Health"),
    inverted: (l) => ic(l, "data_analysis") && junior(l) && at(l, "Kestrel Health"),
  },
  // "never worked anywhere else": one employer all along (promotions inside count); movers inverted.
  {
    class: "rank_tenure",
    query: "the longest-tenured people at Orbital Freight who never worked anywhere else",
    relevant: (l) => at(l, "Orbital Freight") && oneEmployer(l),
    inverted: (l) => at(l, "Orbital Freight") && changedEmployer(l),
  },
  // "the leadership team" is manager and above (inverted); founders are neither asked nor named: `maybe`.
  {
    class: "rank_tenure",
    query:
      "the people who've been in their current role the longest at Bluefin Data, leaving out the leadership team",
    relevant: (l) => at(l, "Bluefin Data") && l.leads === null,
    maybe: (l) => at(l, "Bluefin Data") && founder(l),
    inverted: (l) => at(l, "Bluefin Data") && l.leads !== null && !founder(l),
  },
  // "earliest" ranks Munich's accountants by the current job's start; the set is all of them.
  {
    class: "rank_tenure",
    query: "which of our Munich accountants started their current job earliest?",
    relevant: (l) => ic(l, "accounting") && inCity(l, "munich"),
  },
  // "engineering team" is its ICs and leaders; managers and directors inverted, the other leaders `maybe`.
  {
    class: "rank_tenure",
    query: "the 5 most recent additions to Vantablue's engineering team, excluding managers and directors",
    relevant: (l) => engineerIC(l) && at(l, "Vantablue"),
    maybe: (l) => leader(l, "engineering", "head", "vp", "chief") && at(l, "Vantablue"),
    inverted: (l) => leader(l, "engineering", "manager", "director") && at(l, "Vantablue"),
  },
  // "been a PM the longest" ranks the product ICs; "never at" is neither now nor before (inverted).
  {
    class: "rank_experience",
    query: "whoever has been a product manager the longest, but never at Papaya Pay",
    relevant: (l) => ic(l, "product") && !everAt(l, "Papaya Pay"),
    inverted: (l) => ic(l, "product") && everAt(l, "Papaya Pay"),
  },
  // Europe's registered nurses but the UK's (inverted), ranked by experience.
  {
    class: "rank_experience",
    query: "the most experienced registered nurses in Europe, except the UK",
    relevant: (l) => nurse(l) && inCountry(l, ...EUROPE.filter((c) => c !== "GB")),
    inverted: (l) => nurse(l) && inCountry(l, "GB"),
  },
  // "the 20" caps nothing: every devops IC with Kubernetes not at Cobalt Works (Cobalt's inverted).
  {
    class: "rank_experience",
    query: "the 20 most experienced DevOps engineers with Kubernetes, but nobody at Cobalt Works",
    relevant: (l) => ic(l, "devops") && hasSkill(l, "kubernetes") && !at(l, "Cobalt Works"),
    inverted: (l) => ic(l, "devops") && hasSkill(l, "kubernetes") && at(l, "Cobalt Works"),
  },
  // "least experienced" ranks, "exclude juniors" filters: New York's mid and senior AEs.
  {
    class: "rank_experience",
    query: "least experienced account executives in New York - exclude juniors",
    relevant: (l) => ic(l, "account_exec") && atLevel(l, "mid", "senior") && inCity(l, "new_york"),
    inverted: (l) => ic(l, "account_exec") && junior(l) && inCity(l, "new_york"),
  },
  // "top 10 by years of experience" is no "10 years": every ML IC outside India.
  {
    class: "rank_experience",
    query: "top 10 ML engineers by years of experience, none based in India",
    relevant: (l) => ic(l, "ml") && placedOutside(l, "IN"),
    maybe: (l) => ic(l, "ml") && unplaced(l),
    inverted: (l) => ic(l, "ml") && inCountry(l, "IN"),
  },
  // "most years in recruiting" ranks the recruiting ICs; Tel Aviv's inverted.
  {
    class: "rank_experience",
    query: "the three people with the most years in recruiting, anywhere but Tel Aviv",
    relevant: (l) => ic(l, "recruiting") && placedOutsideCity(l, "tel_aviv"),
    maybe: (l) => ic(l, "recruiting") && unplaced(l),
    inverted: (l) => ic(l, "recruiting") && inCity(l, "tel_aviv"),
  },
];
