/**
 * Round 17, style 1: job-architecture and level vocabulary as HR and people-ops teams write it
 * ("Staff+", "IC track", "people leaders", "director and above", "one level below VP", "band:
 * head-of"). How each level word maps onto the titles is in ./labels.ts; judgement calls are
 * commented above their query.
 */
import {
  anyLeader,
  atLevel,
  EUROPE,
  engineerIC,
  engLeaderAt,
  founder,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  otherEngineer,
  placedOutside,
  placedOutsideCity,
  type SeventeenthQuery,
  staffPlus,
  swe,
  unplaced,
} from "./labels.ts";

export const LEVEL_QUERIES: SeventeenthQuery[] = [
  {
    class: "level_ic",
    // Staff+: senior engineers titled Staff or Principal; other senior engineers maybe; "no managers" inverts any leader.
    query: "Staff+ engineers in Germany, individual contributors only, no managers",
    relevant: (l) => engineerIC(l) && staffPlus(l) && inCountry(l, "DE"),
    maybe: (l) => engineerIC(l) && atLevel(l, "senior") && inCountry(l, "DE"),
    inverted: (l) => anyLeader(l) && inCountry(l, "DE"),
  },
  {
    class: "level_ic",
    // The IC track is every IC level; civil and mechanical engineers maybe; people managers are any leader.
    query: "IC-track engineers in London, no people managers",
    relevant: (l) => engineerIC(l) && inCity(l, "london"),
    maybe: (l) => otherEngineer(l) && inCity(l, "london"),
    inverted: (l) => anyLeader(l) && inCity(l, "london"),
  },
  {
    class: "level_ic",
    query: "senior ICs in product or design, Paris",
    relevant: (l) => ic(l, "product", "design") && atLevel(l, "senior") && inCity(l, "paris"),
  },
  {
    class: "level_ic",
    // Associate-level is the junior level; no place asked but one excluded: people without a place maybe.
    query: "associate-level recruiters, any country except India",
    relevant: (l) => ic(l, "recruiting") && junior(l) && placedOutside(l, "IN"),
    maybe: (l) => ic(l, "recruiting") && junior(l) && unplaced(l),
    inverted: (l) => ic(l, "recruiting") && junior(l) && inCountry(l, "IN"),
  },
  {
    class: "level_ic",
    query: "mid-level accountants in Poland or Czechia, no juniors and no seniors",
    relevant: (l) => ic(l, "accounting") && atLevel(l, "mid") && inCountry(l, "PL", "CZ"),
    inverted: (l) => ic(l, "accounting") && atLevel(l, "junior", "senior") && inCountry(l, "PL", "CZ"),
  },
  {
    class: "level_ic",
    // Early-career / junior band: the junior level of software engineers.
    query: "early-career software engineers (junior band) in Bengaluru",
    relevant: (l) => swe(l) && junior(l) && inCity(l, "bengaluru"),
  },
  {
    class: "level_ic",
    query: "senior-band ML engineers and data scientists in the US, IC track",
    relevant: (l) => ic(l, "ml", "data_science") && atLevel(l, "senior") && inCountry(l, "US"),
  },
  {
    class: "level_lead",
    // People leaders: leaders from manager up; founders maybe (they lead people, but the convention keeps them apart).
    query: "people leaders in Madrid",
    relevant: (l) => anyLeader(l) && inCity(l, "madrid"),
    maybe: (l) => founder(l) && inCity(l, "madrid"),
  },
  {
    class: "level_lead",
    // First-line: the manager level; heads maybe; the excluded levels inverted.
    query: "first-line engineering managers only, no directors, no VPs, no CTOs",
    relevant: (l) => engLeaderAt(l, "manager"),
    maybe: (l) => engLeaderAt(l, "head"),
    inverted: (l) => engLeaderAt(l, "director", "vp", "chief"),
  },
  {
    class: "level_lead",
    // The generator's sales leaders are all directors and VPs: "director level and up" is every one of them.
    query: "sales leadership at director level and up, Europe only, UK excluded",
    relevant: (l) => leader(l, "sales") && inCountry(l, ...EUROPE) && !inCountry(l, "GB"),
    inverted: (l) => leader(l, "sales") && inCountry(l, "GB"),
  },
  {
    class: "level_lead",
    query: "VP-level and C-level people in the US, no founders",
    relevant: (l) => anyLeader(l) && atLevel(l, "vp", "chief") && inCountry(l, "US"),
    inverted: (l) => founder(l) && inCountry(l, "US"),
  },
  {
    class: "level_lead",
    // Exec layer: VP and chief; heads of engineering or product are excluded by name.
    query: "the exec layer (VP and up) in engineering and product, not heads-of",
    relevant: (l) => (leader(l, "engineering") || leader(l, "product")) && atLevel(l, "vp", "chief"),
    inverted: (l) => (leader(l, "engineering") || leader(l, "product")) && atLevel(l, "head"),
  },
  {
    class: "level_lead",
    // C-level tech leaders: CTOs; founders maybe (a Co-founder & CEO is C-level but no tech leader).
    query: "C-level tech leaders anywhere in Europe except Germany",
    relevant: (l) => engLeaderAt(l, "chief") && inCountry(l, ...EUROPE) && !inCountry(l, "DE"),
    maybe: (l) => founder(l) && inCountry(l, ...EUROPE) && !inCountry(l, "DE"),
    inverted: (l) => engLeaderAt(l, "chief") && inCountry(l, "DE"),
  },
  {
    class: "level_lead",
    query: "people managers in marketing, not marketing ICs",
    relevant: (l) => leader(l, "marketing"),
    inverted: (l) => ic(l, "marketing"),
  },
  {
    class: "level_band",
    // Director and above: director, VP, CTO; heads maybe; no place asked but one excluded: unplaced maybe.
    query: "director and above in engineering, not in London",
    relevant: (l) => engLeaderAt(l, "director", "vp", "chief") && placedOutsideCity(l, "london"),
    maybe: (l) =>
      (engLeaderAt(l, "director", "vp", "chief") && unplaced(l)) ||
      (engLeaderAt(l, "head") && !inCity(l, "london")),
    inverted: (l) => engLeaderAt(l, "director", "vp", "chief") && inCity(l, "london"),
  },
  {
    class: "level_band",
    // One level below VP: directors; heads maybe; VPs are the opposite of what is asked.
    query: "one level below VP, engineering side",
    relevant: (l) => engLeaderAt(l, "director"),
    maybe: (l) => engLeaderAt(l, "head"),
    inverted: (l) => engLeaderAt(l, "vp"),
  },
  {
    class: "level_band",
    // Band head-of: the head level (engineering and product); no place asked but one excluded: unplaced maybe.
    query: "band: head-of, any department, outside Germany, Austria and Switzerland",
    relevant: (l) => atLevel(l, "head") && placedOutside(l, "DE", "AT", "CH"),
    maybe: (l) => atLevel(l, "head") && unplaced(l),
    inverted: (l) => atLevel(l, "head") && inCountry(l, "DE", "AT", "CH"),
  },
  {
    class: "level_band",
    // Product's leaders are heads and VPs; founders are excluded by name.
    query: "manager band or higher in product, excluding founders",
    relevant: (l) => leader(l, "product"),
    inverted: (l) => founder(l),
  },
  {
    class: "level_band",
    query: "senior ICs and first-line managers in engineering, Berlin",
    relevant: (l) =>
      ((engineerIC(l) && atLevel(l, "senior")) || engLeaderAt(l, "manager")) && inCity(l, "berlin"),
    maybe: (l) => otherEngineer(l) && inCity(l, "berlin"),
  },
  {
    class: "level_band",
    // Below director: the mid and senior engineers and engineering managers (heads maybe); juniors and director-up inverted.
    query: "below director level in engineering: ICs plus engineering managers, juniors excluded",
    relevant: (l) => (engineerIC(l) && atLevel(l, "mid", "senior")) || engLeaderAt(l, "manager"),
    maybe: (l) => engLeaderAt(l, "head"),
    inverted: (l) => (engineerIC(l) && junior(l)) || engLeaderAt(l, "director", "vp", "chief"),
  },
];
