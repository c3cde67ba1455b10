/**
 * Round 12, style 3: asks from people outside hiring and sales — conference and meetup organisers
 * looking for speakers, investors doing diligence on a team, journalists looking for sources,
 * alumni organisers — each in their own words, with a condition the data can check. Labelled before
 * any search (conventions in ./labels.ts).
 */
import {
  at,
  between,
  cameFrom,
  DACH,
  DATA_FAMILIES,
  ENG_FAMILIES,
  EU,
  EUROPE,
  engTeam,
  exOf,
  hasSkill,
  ic,
  inCity,
  inCountry,
  justOver,
  leader,
  monthsAtEmployer,
  placedOutsideCity,
  studied,
  swe,
  type TwelfthQuery,
  unplaced,
} from "./labels.ts";

export const OUTSIDE_QUERIES: TwelfthQuery[] = [
  {
    class: "out_events",
    // "actually use Kubernetes": the skill on the profile; the sales engineers are the excluded ones.
    query:
      "I'm putting together the speaker line-up for a Kubernetes day in Amsterdam. Looking for platform or DevOps engineers in the Netherlands, Belgium or Germany who actually use Kubernetes — no vendor sales engineers please.",
    relevant: (l) => ic(l, "devops") && hasSkill(l, "kubernetes") && inCountry(l, "NL", "BE", "DE"),
    inverted: (l) => ic(l, "sales_eng") && inCountry(l, "NL", "BE", "DE"),
  },
  {
    class: "out_events",
    // "at least 6 years under their belt": >= 72 months of experience.
    query:
      "Organising a fintech security panel: security engineers with at least 6 years under their belt, based anywhere in Europe. Not people from Papaya Pay, they're sponsoring.",
    relevant: (l) => ic(l, "security") && l.months >= 72 && inCountry(l, ...EUROPE) && !at(l, "Papaya Pay"),
    inverted: (l) => ic(l, "security") && inCountry(l, ...EUROPE) && at(l, "Papaya Pay"),
  },
  {
    class: "out_events",
    // React listed; a place exclusion with no place asked: without a place is `maybe`.
    query:
      "Call for speakers for a React side track: senior frontend or full-stack engineers who list React, any city except Berlin (we have too many Berliners already).",
    relevant: (l) =>
      swe(l, "frontend", "fullstack") &&
      l.seniority === "senior" &&
      hasSkill(l, "react") &&
      placedOutsideCity(l, "berlin"),
    maybe: (l) =>
      swe(l, "frontend", "fullstack") && l.seniority === "senior" && hasSkill(l, "react") && unplaced(l),
    inverted: (l) => swe(l, "frontend", "fullstack") && l.seniority === "senior" && inCity(l, "berlin"),
  },
  {
    class: "out_events",
    query:
      "For our CTO roundtable in Munich I need CTOs and VPs of Engineering based in Germany, Austria or Switzerland.",
    relevant: (l) => leader(l, "engineering", "chief", "vp") && inCountry(l, ...DACH),
  },
  {
    class: "out_events",
    // "not juniors": the mid and senior ICs.
    query:
      "I'm curating the data-engineering track of a conference in Lisbon and want data engineers in Portugal, Spain or Italy with Python on their profile, but not juniors.",
    relevant: (l) =>
      ic(l, "data_eng") &&
      l.seniority !== "junior" &&
      hasSkill(l, "python") &&
      inCountry(l, "PT", "ES", "IT"),
    inverted: (l) => ic(l, "data_eng") && l.seniority === "junior" && inCountry(l, "PT", "ES", "IT"),
  },
  {
    class: "out_invest",
    // "their engineering side": engineering ICs and leaders; "been there more than four years" is
    // months at Kestrel across promotions >= 60, four years and some months `maybe`.
    query:
      "We're doing diligence on Kestrel Health before their Series B. Who on their engineering side has been there more than four years?",
    relevant: (l) => engTeam(l) && at(l, "Kestrel Health") && monthsAtEmployer(l) >= 60,
    maybe: (l) => engTeam(l) && at(l, "Kestrel Health") && justOver(monthsAtEmployer(l), 4),
  },
  {
    class: "out_invest",
    // "senior engineers": the senior IC level of the engineering families.
    query:
      "Checking the bench at Orbital Freight: which of their senior engineers came over from Northwind Labs or Quillon Systems?",
    relevant: (l) =>
      ic(l, ...ENG_FAMILIES) &&
      l.seniority === "senior" &&
      at(l, "Orbital Freight") &&
      cameFrom(l, "Northwind Labs", "Quillon Systems"),
  },
  {
    class: "out_invest",
    // Jobs start in January: "joined in 2025 or later" is a current job started in 2025 or 2026.
    query:
      "For an investment memo on Tessellate AG: list their product and design people, excluding anyone who joined in 2025 or later.",
    relevant: (l) =>
      (ic(l, "product", "design") || leader(l, "product")) && at(l, "Tessellate AG") && l.since <= 2024,
    inverted: (l) =>
      (ic(l, "product", "design") || leader(l, "product")) && at(l, "Tessellate AG") && l.since >= 2025,
  },
  {
    class: "out_invest",
    query:
      "An LP asked about Vantablue's sales org. Show me their account executives and sales leaders, leaving out anyone who previously worked at Cobalt Works.",
    relevant: (l) =>
      (ic(l, "account_exec") || leader(l, "sales")) && at(l, "Vantablue") && !cameFrom(l, "Cobalt Works"),
    inverted: (l) =>
      (ic(l, "account_exec") || leader(l, "sales")) && at(l, "Vantablue") && cameFrom(l, "Cobalt Works"),
  },
  {
    class: "out_invest",
    query:
      "Diligence on Minerva Analytics' data team — data scientists, data engineers and analysts — but leave out the juniors, I only care about the people who'd carry the roadmap.",
    relevant: (l) => ic(l, ...DATA_FAMILIES) && at(l, "Minerva Analytics") && l.seniority !== "junior",
    inverted: (l) => ic(l, ...DATA_FAMILIES) && at(l, "Minerva Analytics") && l.seniority === "junior",
  },
  {
    class: "out_press",
    // "engineers who have since left": engineering ICs now, Kestrel the earlier employer and not
    // the current one; still at Kestrel is what the ask excludes.
    query:
      "Journalist here, writing about burnout in hospital IT. Looking for engineers who used to work at Kestrel Health and have since left for somewhere else — not people still there.",
    relevant: (l) => ic(l, ...ENG_FAMILIES) && exOf(l, "Kestrel Health"),
    inverted: (l) => ic(l, ...ENG_FAMILIES) && at(l, "Kestrel Health"),
  },
  {
    class: "out_press",
    // Founders are the founder titles (founder-CEOs among them); CTOs the engineering chiefs.
    query:
      "I'm a reporter covering the Indian startup scene and want to talk to founders, co-founders or CTOs based in India.",
    relevant: (l) => (l.seniority === "founder" || leader(l, "engineering", "chief")) && inCountry(l, "IN"),
  },
  {
    class: "out_press",
    // Any role; left Papaya Pay (exOf); now at Harbor & Finch is what the ask excludes.
    query:
      "For a piece on the fintech talent war I'd like to reach people who moved from Papaya Pay to another company, any role — but not the ones who went to Harbor & Finch, they declined already.",
    relevant: (l) => exOf(l, "Papaya Pay") && !at(l, "Harbor & Finch"),
    inverted: (l) => exOf(l, "Papaya Pay") && at(l, "Harbor & Finch"),
  },
  {
    class: "out_press",
    // "over a decade" is >= 120 months (the protocol); "the EU" excludes the UK and Switzerland.
    query:
      "Writing on AI hype in Europe. I need ML engineers or data scientists who've been in the field over a decade, based in the EU — UK folks don't count for this one.",
    relevant: (l) => ic(l, "ml", "data_science") && l.months >= 120 && inCountry(l, ...EU),
    inverted: (l) => ic(l, "ml", "data_science") && l.months >= 120 && inCountry(l, "GB"),
  },
  {
    class: "out_press",
    // "3–5 years" is 36 <= months < 72 (the protocol).
    query:
      "Looking for recruiters to quote on hiring freezes: in-house recruiters in the US, Canada or the UK with 3–5 years of experience.",
    relevant: (l) => ic(l, "recruiting") && inCountry(l, "US", "CA", "GB") && between(l.months, 3, 5),
  },
  {
    class: "out_alumni",
    query:
      "I run the Oxford alumni network in Germany — find me Oxford grads who live in Germany now, but not the ones already at Northwind Labs, they're members.",
    relevant: (l) => studied(l, "oxford") && inCountry(l, "DE") && !at(l, "Northwind Labs"),
    inverted: (l) => studied(l, "oxford") && inCountry(l, "DE") && at(l, "Northwind Labs"),
  },
  {
    class: "out_alumni",
    query: "Starting an ETH Zurich alumni chapter in London: ETH alumni based in London, any job.",
    relevant: (l) => studied(l, "eth") && inCity(l, "london"),
  },
  {
    class: "out_alumni",
    query:
      "Our IIT Bombay alumni association wants to invite alumni who are now in San Francisco or New York; no juniors, it's a senior networking evening.",
    relevant: (l) => studied(l, "iitb") && inCity(l, "san_francisco", "new_york") && l.seniority !== "junior",
    inverted: (l) => studied(l, "iitb") && inCity(l, "san_francisco", "new_york") && l.seniority === "junior",
  },
  {
    class: "out_alumni",
    // "the tech crowd" is soft; only the named functions are out.
    query:
      "Cambridge alumni dinner in Paris: Cambridge grads living in France or Belgium, but no accountants or recruiters, this one is for the tech crowd.",
    relevant: (l) =>
      studied(l, "cambridge") && inCountry(l, "FR", "BE") && !ic(l, "accounting", "recruiting"),
    inverted: (l) => studied(l, "cambridge") && inCountry(l, "FR", "BE") && ic(l, "accounting", "recruiting"),
  },
  {
    class: "out_alumni",
    // "at least 10 years of experience": >= 120 months.
    query:
      "For the UofT alumni mentoring programme: University of Toronto alumni with at least 10 years of experience who could mentor recent grads, excluding founders.",
    relevant: (l) => studied(l, "toronto") && l.months >= 120 && l.seniority !== "founder",
    inverted: (l) => studied(l, "toronto") && l.seniority === "founder",
  },
];
