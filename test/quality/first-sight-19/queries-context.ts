/**
 * Round 19, style 2: asks full of context that is not a criterion — the asker's own city, office,
 * company, team, level, history and plans mixed with the real ask — about place (`ctx_place`),
 * companies (`ctx_company`) and level or role (`ctx_level`). Labels follow the real ask only; a
 * person matching only the context is wrong, inverted only where the ask excludes it (./labels.ts).
 */
import {
  EUROPE,
  engineerIC,
  engLeader,
  everAt,
  exOf,
  ic,
  icAt,
  inCity,
  inCountry,
  leader,
  MID_UP,
  type NineteenthQuery,
  otherEngineer,
  swe,
} from "./labels.ts";

export const CONTEXT_QUERIES: NineteenthQuery[] = [
  // --- place: the asker's city, HQ or travel is background
  {
    class: "ctx_place",
    query: "I'm in Boston and our HQ is in Austin, but I need backend engineers in Lisbon",
    relevant: (l) => swe(l, "backend") && inCity(l, "lisbon"),
    maybe: (l) => swe(l, "fullstack") && inCity(l, "lisbon"),
  },
  {
    class: "ctx_place",
    query:
      "I'm based in London myself but this role sits in our Berlin office: data analysts, nobody from London please",
    relevant: (l) => ic(l, "data_analysis") && inCity(l, "berlin"),
    inverted: (l) => ic(l, "data_analysis") && inCity(l, "london"),
  },
  {
    // San Francisco and New York are where the asker's company sits: wrong, not excluded.
    class: "ctx_place",
    query: "Our HQ is in San Francisco and I sit in New York, but the devops/SRE hires are for Bengaluru",
    relevant: (l) => ic(l, "devops") && inCity(l, "bengaluru"),
  },
  {
    class: "ctx_place",
    query:
      "We just closed our Paris office and moved everyone to Madrid, so product managers in Madrid now, not Paris anymore",
    relevant: (l) => ic(l, "product") && inCity(l, "madrid"),
    inverted: (l) => ic(l, "product") && inCity(l, "paris"),
  },
  {
    // "A senior software engineer": every software IC at the senior level, any specialty.
    class: "ctx_place",
    query:
      "I'm flying to Tokyo next week for a conference, but the hire is for Munich: a senior software engineer",
    relevant: (l) => ic(l, "software") && l.seniority === "senior" && inCity(l, "munich"),
  },
  {
    // "Irish candidates" is the co-founder's push, and "not Dublin" excludes it.
    class: "ctx_place",
    query:
      "My co-founder lives in Dublin and keeps pushing Irish candidates, but I want marketers in Amsterdam or The Hague, not Dublin",
    relevant: (l) => ic(l, "marketing") && inCity(l, "amsterdam", "the_hague"),
    inverted: (l) => ic(l, "marketing") && inCity(l, "dublin"),
  },
  {
    class: "ctx_place",
    query:
      "I'm relocating from Toronto to Montreal myself; for the team, though, engineers in Tel Aviv, no juniors",
    relevant: (l) => engineerIC(l) && MID_UP.includes(l.seniority) && inCity(l, "tel_aviv"),
    maybe: (l) => otherEngineer(l) && l.seniority !== "junior" && inCity(l, "tel_aviv"),
    inverted: (l) => engineerIC(l) && l.seniority === "junior" && inCity(l, "tel_aviv"),
  },
  // --- companies: the asker's employer, clients and past sources are background
  {
    // "Never worked there": Northwind Labs as the current or the earlier employer is inverted.
    class: "ctx_company",
    query: "We used to hire mostly from Northwind Labs, but now I want data engineers who never worked there",
    relevant: (l) => ic(l, "data_eng") && !everAt(l, "Northwind Labs"),
    inverted: (l) => ic(l, "data_eng") && everAt(l, "Northwind Labs"),
  },
  {
    class: "ctx_company",
    query: "I work at Papaya Pay and need account executives who work somewhere else, none of my coworkers",
    relevant: (l) => ic(l, "account_exec") && l.employer !== "Papaya Pay",
    inverted: (l) => ic(l, "account_exec") && l.employer === "Papaya Pay",
  },
  {
    // "No poaching from them": Kestrel Health's designers in Europe are inverted.
    class: "ctx_company",
    query: "Our biggest client is Kestrel Health, so no poaching from them. Product designers in Europe",
    relevant: (l) => ic(l, "design") && inCountry(l, ...EUROPE) && l.employer !== "Kestrel Health",
    inverted: (l) => ic(l, "design") && inCountry(l, ...EUROPE) && l.employer === "Kestrel Health",
  },
  {
    // Lumen Grid is the asker's employer: wrong, not excluded.
    class: "ctx_company",
    query:
      "I'm on the people team at Lumen Grid; my hiring manager wants backend engineers currently at Quillon Systems or Vantablue",
    relevant: (l) => swe(l, "backend") && ["Quillon Systems", "Vantablue"].includes(l.employer),
    maybe: (l) => swe(l, "fullstack") && ["Quillon Systems", "Vantablue"].includes(l.employer),
  },
  {
    // "Used to work at": an earlier job at Cobalt Works and not there now.
    class: "ctx_company",
    query:
      "We're a Cobalt Works spin-off, so ex-Cobalt people already know our stack. Find me devops engineers who used to work at Cobalt Works",
    relevant: (l) => ic(l, "devops") && exOf(l, "Cobalt Works"),
  },
  {
    // "From X" as a source of hires is the current employer; an earlier job there `maybe`.
    class: "ctx_company",
    query:
      "Harbor & Finch just laid off a bunch of people and our CEO wants us to look there, but I'd rather have security engineers from Bluefin Data or Tessellate AG",
    relevant: (l) => ic(l, "security") && ["Bluefin Data", "Tessellate AG"].includes(l.employer),
    maybe: (l) => ic(l, "security") && exOf(l, "Bluefin Data", "Tessellate AG"),
  },
  {
    class: "ctx_company",
    query:
      "Last year we hired three people from Orbital Freight and it didn't work out; this time QA engineers, anywhere except Orbital Freight",
    relevant: (l) => ic(l, "qa") && l.employer !== "Orbital Freight",
    inverted: (l) => ic(l, "qa") && l.employer === "Orbital Freight",
  },
  // --- level: the asker's own level, past hires and team shape are background
  {
    class: "ctx_level",
    query:
      "My last hire was a junior and it was too much hand-holding, so this time not a junior: mobile developers in Europe",
    relevant: (l) => icAt(l, "mobile", ...MID_UP) && inCountry(l, ...EUROPE),
    inverted: (l) => icAt(l, "mobile", "junior") && inCountry(l, ...EUROPE),
  },
  {
    // The asker is senior; the hire is a junior data analyst (senior analysts wrong).
    class: "ctx_level",
    query:
      "I'm a senior engineer myself, but I'm hiring a junior data analyst to help me, anywhere in Europe",
    relevant: (l) => icAt(l, "data_analysis", "junior") && inCountry(l, ...EUROPE),
  },
  {
    // "Not managers" among engineers inverts the engineering leaders of any level.
    class: "ctx_level",
    query:
      "Our team is all engineering managers and no ICs, so I need senior individual contributors now: backend engineers, not managers",
    relevant: (l) => swe(l, "backend") && l.seniority === "senior",
    maybe: (l) => swe(l, "fullstack") && l.seniority === "senior",
    inverted: (l) => engLeader(l),
  },
  {
    // The asker is the Head of Product: seniors and Heads are excluded, VPs wrong.
    class: "ctx_level",
    query:
      "I'm a Head of Product reporting to our VP and building my team: mid-level product managers, not seniors, no Heads",
    relevant: (l) => icAt(l, "product", "mid"),
    inverted: (l) => icAt(l, "product", "senior") || leader(l, "product", "head"),
  },
  {
    class: "ctx_level",
    query: "Our VP of Sales left in March; I don't need another VP, I need sales directors",
    relevant: (l) => leader(l, "sales", "director"),
    inverted: (l) => leader(l, "sales", "vp"),
  },
  {
    // "At least 5 years" is >= 60 months; 3 to 5 years `maybe`; "under 3" inverted.
    class: "ctx_level",
    query:
      "I was a data engineer before moving into management, so I know the work: data engineers with at least 5 years, skip anyone under 3",
    relevant: (l) => ic(l, "data_eng") && l.months >= 60,
    maybe: (l) => ic(l, "data_eng") && l.months >= 36 && l.months < 60,
    inverted: (l) => ic(l, "data_eng") && l.months < 36,
  },
];
