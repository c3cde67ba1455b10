/**
 * Round 10, style (b): times anchored on events ("since the pandemic", "before Brexit took effect")
 * and calendar expressions ("the year before last", "Q1 2024", "pre-2020", "in the 2010s"), with
 * roles, places, companies and exclusions (conventions and the year each event means: ./labels.ts).
 */
import {
  at,
  cameFrom,
  careerStart,
  ENG_FAMILIES,
  EUROPE,
  founder,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  placedOutside,
  startedBetween,
  startedIn,
  type TenthQuery,
  unplaced,
} from "./labels.ts";

type Q = TenthQuery;

const EVENTS: Q[] = [
  {
    class: "time_events",
    query: "backend engineers who joined their current company since the pandemic, not in India",
    // The pandemic began in March 2020: a January 2020 start is on its edge, maybe.
    relevant: (l) =>
      ic(l, "software") && l.specialty === "backend" && l.since >= 2021 && placedOutside(l, "IN"),
    maybe: (l) =>
      ic(l, "software") &&
      l.specialty === "backend" &&
      ((startedIn(l, 2020) && !inCountry(l, "IN")) || (l.since >= 2021 && unplaced(l))),
    inverted: (l) => inCountry(l, "IN"),
  },
  {
    class: "time_events",
    query:
      "engineers in London or Dublin who've been at their company since before Brexit took effect, except anyone at Cobalt Works",
    // Brexit took effect on 31 January 2020: a January 2020 start is on its edge, maybe.
    relevant: (l) =>
      ic(l, ...ENG_FAMILIES) && inCity(l, "london", "dublin") && l.since <= 2019 && !at(l, "Cobalt Works"),
    maybe: (l) =>
      ic(l, ...ENG_FAMILIES) && inCity(l, "london", "dublin") && startedIn(l, 2020) && !at(l, "Cobalt Works"),
    inverted: (l) => at(l, "Cobalt Works"),
  },
  {
    class: "time_events",
    query:
      "data scientists or analysts who moved to their current employer during the pandemic, not in Germany",
    // During the pandemic: 2021; a January 2020 start precedes it and 2022 is its tail: maybe.
    relevant: (l) => ic(l, "data_science", "data_analysis") && startedIn(l, 2021) && placedOutside(l, "DE"),
    maybe: (l) =>
      ic(l, "data_science", "data_analysis") &&
      ((startedIn(l, 2020, 2022) && !inCountry(l, "DE")) || (startedIn(l, 2021) && unplaced(l))),
    inverted: (l) => inCountry(l, "DE"),
  },
  {
    class: "time_events",
    query:
      "ML engineers who left their previous company before the pandemic, but not people who left Minerva Analytics",
    // The earlier job ended when the current one began (January of `since`).
    relevant: (l) => ic(l, "ml") && l.past !== null && l.since <= 2019 && !cameFrom(l, "Minerva Analytics"),
    maybe: (l) => ic(l, "ml") && l.past !== null && startedIn(l, 2020) && !cameFrom(l, "Minerva Analytics"),
    inverted: (l) => cameFrom(l, "Minerva Analytics"),
  },
  {
    class: "time_events",
    query: "product managers hired since Brexit, outside the UK",
    // Since Brexit: 2021 or later (the transition ended with 2020); 2020 maybe.
    relevant: (l) => ic(l, "product") && l.since >= 2021 && placedOutside(l, "GB"),
    maybe: (l) =>
      ic(l, "product") && ((startedIn(l, 2020) && !inCountry(l, "GB")) || (l.since >= 2021 && unplaced(l))),
    inverted: (l) => inCountry(l, "GB"),
  },
  {
    class: "time_events",
    query: "founders who started their company before the pandemic, not in the US",
    // A founder's current job is the company they started.
    relevant: (l) => founder(l) && l.since <= 2019 && placedOutside(l, "US"),
    maybe: (l) =>
      founder(l) && ((startedIn(l, 2020) && !inCountry(l, "US")) || (l.since <= 2019 && unplaced(l))),
    inverted: (l) => inCountry(l, "US"),
  },
  {
    class: "time_events",
    query: "engineering directors, VPs or CTOs who started their careers before the 2008 financial crisis",
    // The crisis broke in autumn 2008: a January 2008 start is on its edge, maybe.
    relevant: (l) => leader(l, "engineering", "director", "vp", "chief") && careerStart(l) <= 2007,
    maybe: (l) => leader(l, "engineering", "director", "vp", "chief") && careerStart(l) === 2008,
  },
];

const CALENDAR: Q[] = [
  {
    class: "time_calendar",
    query: "software engineers who joined their company the year before last, not anyone at Kestrel Health",
    // Today is late 2026: the year before last is 2024.
    relevant: (l) => ic(l, "software") && startedIn(l, 2024) && !at(l, "Kestrel Health"),
    inverted: (l) => at(l, "Kestrel Health"),
  },
  {
    class: "time_calendar",
    query: "data engineers who started in early 2023, anywhere in Europe but not in the UK",
    // Jobs start in January: a 2023 start is early 2023.
    relevant: (l) =>
      ic(l, "data_eng") && startedIn(l, 2023) && inCountry(l, ...EUROPE.filter((c) => c !== "GB")),
    inverted: (l) => inCountry(l, "GB"),
  },
  {
    class: "time_calendar",
    query: "account executives hired in Q1 2024, apart from those at Orbital Freight",
    relevant: (l) => ic(l, "account_exec") && startedIn(l, 2024) && !at(l, "Orbital Freight"),
    inverted: (l) => at(l, "Orbital Freight"),
  },
  {
    class: "time_calendar",
    query: "marketers who started their current job within the last couple of years",
    // From late 2024 on: 2025; a January 2024 start (2 years 10 months ago) is maybe.
    relevant: (l) => ic(l, "marketing") && startedIn(l, 2025),
    maybe: (l) => ic(l, "marketing") && startedIn(l, 2024),
  },
  {
    class: "time_calendar",
    query: "designers who were already at Papaya Pay by Q3 2024, not the juniors",
    // Already there by Q3 2024: a start in 2024 or earlier.
    relevant: (l) => ic(l, "design") && at(l, "Papaya Pay") && l.since <= 2024 && !junior(l),
    inverted: junior,
  },
  {
    class: "time_calendar",
    query: "engineers who joined Papaya Pay or Vantablue at the start of 2022, not in India",
    relevant: (l) =>
      ic(l, ...ENG_FAMILIES) &&
      at(l, "Papaya Pay", "Vantablue") &&
      startedIn(l, 2022) &&
      placedOutside(l, "IN"),
    maybe: (l) =>
      ic(l, ...ENG_FAMILIES) && at(l, "Papaya Pay", "Vantablue") && startedIn(l, 2022) && unplaced(l),
    inverted: (l) => inCountry(l, "IN"),
  },
  {
    class: "time_calendar",
    query: "security or QA engineers who started last year, but not in the US or India",
    relevant: (l) => ic(l, "security", "qa") && startedIn(l, 2025) && placedOutside(l, "US", "IN"),
    maybe: (l) => ic(l, "security", "qa") && startedIn(l, 2025) && unplaced(l),
    inverted: (l) => inCountry(l, "US", "IN"),
  },
];

const DECADES: Q[] = [
  {
    class: "time_decades",
    query: "senior software engineers with Java who began their careers in the 2010s, not at Quillon Systems",
    relevant: (l) =>
      ic(l, "software") &&
      l.seniority === "senior" &&
      hasSkill(l, "java") &&
      careerStart(l) >= 2010 &&
      careerStart(l) <= 2019 &&
      !at(l, "Quillon Systems"),
    inverted: (l) => at(l, "Quillon Systems"),
  },
  {
    class: "time_decades",
    query: "pre-2020 hires at Northwind Labs in engineering, no managers",
    // "in engineering": the engineering ICs and the engineering leaders; "no managers" any manager.
    relevant: (l) =>
      (ic(l, ...ENG_FAMILIES) || leader(l, "engineering", "head", "director", "vp", "chief")) &&
      at(l, "Northwind Labs") &&
      l.since < 2020,
    inverted: (l) => l.seniority === "manager",
  },
  {
    class: "time_decades",
    query: "post-2022 joiners in data analysis, except in Spain",
    relevant: (l) => ic(l, "data_analysis") && l.since >= 2023 && placedOutside(l, "ES"),
    maybe: (l) => ic(l, "data_analysis") && l.since >= 2023 && unplaced(l),
    inverted: (l) => inCountry(l, "ES"),
  },
  {
    class: "time_decades",
    query: "mobile developers whose careers started before the 2010s",
    relevant: (l) => ic(l, "mobile") && careerStart(l) < 2010,
  },
  {
    class: "time_decades",
    query: "people who left Quillon Systems at the turn of the decade, not counting those now at Papaya Pay",
    // The turn of the decade: 2020 (the earlier job ended when the current one began); 2019 and 2021 maybe.
    relevant: (l) =>
      cameFrom(l, "Quillon Systems") && !at(l, "Quillon Systems", "Papaya Pay") && startedIn(l, 2020),
    maybe: (l) =>
      cameFrom(l, "Quillon Systems") && !at(l, "Quillon Systems", "Papaya Pay") && startedIn(l, 2019, 2021),
    inverted: (l) => at(l, "Papaya Pay"),
  },
  {
    class: "time_decades",
    query: "engineering managers who've held their seat since the mid-2010s, outside Germany",
    relevant: (l) =>
      leader(l, "engineering", "manager") && startedBetween(l, 2014, 2016) && placedOutside(l, "DE"),
    maybe: (l) =>
      leader(l, "engineering", "manager") &&
      ((startedIn(l, 2013, 2017) && !inCountry(l, "DE")) || (startedBetween(l, 2014, 2016) && unplaced(l))),
    inverted: (l) => inCountry(l, "DE"),
  },
];

export const TIME: Q[] = [...EVENTS, ...CALENDAR, ...DECADES];
