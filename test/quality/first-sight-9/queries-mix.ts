/**
 * Round 9, style (c): code-switched asks, English mixed with German, Spanish, French, Dutch, Polish,
 * Portuguese or Italian words as bilingual recruiters type them, places written in either language.
 * The foreign words carry criteria like English ones (./labels.ts).
 */

import type { NinthQuery } from "./labels.ts";
import {
  anyLeader,
  at,
  EUROPE,
  exOf,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
} from "./labels.ts";

export const MIX_QUERIES: NinthQuery[] = [
  // "Entwickler" is the software family; "aber keine Frontend-Leute" excludes the frontend specialty.
  {
    class: "mix_roles_places",
    query: "senior Entwickler in Berlin, aber keine Frontend-Leute",
    relevant: (l) =>
      ic(l, "software") && l.seniority === "senior" && inCity(l, "berlin") && l.specialty !== "frontend",
    inverted: (l) => ic(l, "software") && l.specialty === "frontend",
  },
  {
    class: "mix_roles_places",
    query: "data scientists en España o Portugal, sin juniors",
    relevant: (l) => ic(l, "data_science") && !junior(l) && inCountry(l, "ES", "PT"),
    inverted: junior,
  },
  {
    class: "mix_roles_places",
    query: "product managers à Paris ou Bruxelles, pas de juniors",
    relevant: (l) => ic(l, "product") && !junior(l) && inCity(l, "paris", "brussels"),
    inverted: junior,
  },
  // "backend devs" backend software engineers; "geen managers": leaders from manager up are inverted.
  {
    class: "mix_roles_places",
    query: "backend devs in Amsterdam of Den Haag, geen managers",
    relevant: (l) => ic(l, "software") && l.specialty === "backend" && inCity(l, "amsterdam", "the_hague"),
    inverted: anyLeader,
  },
  {
    class: "mix_roles_places",
    query: "ingenieros de datos en São Paulo o Lisboa with Python",
    relevant: (l) => ic(l, "data_eng") && inCity(l, "sao_paulo", "lisbon") && hasSkill(l, "python"),
  },
  {
    class: "mix_roles_places",
    query: "DevOps engineers in München oder Wien, mit Kubernetes or Terraform",
    relevant: (l) =>
      ic(l, "devops") && inCity(l, "munich", "vienna") && hasSkill(l, "kubernetes", "terraform"),
  },
  // "w Polsce (Warszawa, Kraków)": the two Polish cities the data has; "React albo TypeScript" either skill.
  {
    class: "mix_roles_places",
    query: "software engineers w Polsce (Warszawa, Kraków), React albo TypeScript obowiązkowo",
    relevant: (l) => ic(l, "software") && inCountry(l, "PL") && hasSkill(l, "react", "typescript"),
  },
  // "data analysts e data scientists" is either family; "ma non a Roma" makes Rome inverted.
  {
    class: "mix_exclusions",
    query: "data analysts e data scientists in Italia, ma non a Roma",
    relevant: (l) => ic(l, "data_analysis", "data_science") && inCountry(l, "IT") && !inCity(l, "rome"),
    inverted: (l) => inCity(l, "rome"),
  },
  {
    class: "mix_exclusions",
    query: "Vertriebler (account executives) in der Schweiz oder Österreich, aber nicht bei Tessellate AG",
    relevant: (l) => ic(l, "account_exec") && inCountry(l, "CH", "AT") && !at(l, "Tessellate AG"),
    inverted: (l) => at(l, "Tessellate AG"),
  },
  // "QA or security engineers": the QA and security families.
  {
    class: "mix_exclusions",
    query: "QA or security engineers en France ou en Belgique, sauf ceux de Papaya Pay",
    relevant: (l) => ic(l, "qa", "security") && inCountry(l, "FR", "BE") && !at(l, "Papaya Pay"),
    inverted: (l) => at(l, "Papaya Pay"),
  },
  // "sem juniores e sem gestores": juniors and leaders inverted.
  {
    class: "mix_exclusions",
    query: "engenheiros de software no Brasil, sem juniores e sem gestores",
    relevant: (l) => ic(l, "software") && !junior(l) && inCountry(l, "BR"),
    inverted: (l) => junior(l) || anyLeader(l),
  },
  {
    class: "mix_exclusions",
    query: "machine learning engineers in Nederland of België, geen Bluefin Data mensen",
    relevant: (l) => ic(l, "ml") && inCountry(l, "NL", "BE") && !at(l, "Bluefin Data"),
    inverted: (l) => at(l, "Bluefin Data"),
  },
  // "desarrolladores de software en Estados Unidos, pero no en Nueva York": the US without New York.
  {
    class: "mix_exclusions",
    query: "desarrolladores de software en Estados Unidos, pero no en Nueva York",
    relevant: (l) => ic(l, "software") && inCountry(l, "US") && !inCity(l, "new_york"),
    inverted: (l) => inCity(l, "new_york"),
  },
  // "am liebsten mit Excel" is a preference: not judged.
  {
    class: "mix_exclusions",
    query: "Recruiter in Deutschland ohne Juniors, am liebsten mit Excel",
    relevant: (l) => ic(l, "recruiting") && !junior(l) && inCountry(l, "DE"),
    inverted: junior,
  },
  // "pero que ya no están allí": Northwind Labs earlier and not now; a current Northwind Labs person is inverted.
  {
    class: "mix_history",
    query: "ingenieros de datos who used to work at Northwind Labs, pero que ya no están allí",
    relevant: (l) => ic(l, "data_eng") && exOf(l, "Northwind Labs"),
    inverted: (l) => at(l, "Northwind Labs"),
  },
  // "seit mindestens fünf Jahren bei ihrer Firma": tenure >= 60 months.
  {
    class: "mix_history",
    query: "product managers, die seit mindestens fünf Jahren bei ihrer Firma sind, in Deutschland",
    relevant: (l) => ic(l, "product") && l.tenure >= 60 && inCountry(l, "DE"),
  },
  // "depuis 2023 ou plus tard": a start in 2023 or later; "pas de seniors" inverts the senior level.
  {
    class: "mix_history",
    query: "software engineers chez Quillon Systems ou Lumen Grid depuis 2023 ou plus tard, pas de seniors",
    relevant: (l) =>
      ic(l, "software") &&
      at(l, "Quillon Systems", "Lumen Grid") &&
      l.since >= 2023 &&
      l.seniority !== "senior",
    inverted: (l) => l.seniority === "senior",
  },
  // "più di dieci anni": months >= 120 (more than ten full years); "anywhere in Europe" the European countries.
  {
    class: "mix_history",
    query: "data analysts con più di dieci anni di esperienza, anywhere in Europe",
    relevant: (l) => ic(l, "data_analysis") && l.months >= 120 && inCountry(l, ...EUROPE),
  },
  // "que vieram da Minerva Analytics": the earlier employer, and not there now.
  {
    class: "mix_history",
    query: "engenheiros de ML ou data scientists que vieram da Minerva Analytics",
    relevant: (l) => ic(l, "ml", "data_science") && exOf(l, "Minerva Analytics"),
  },
  {
    class: "mix_history",
    query: "CTOs oder VPs Engineering mit einem PhD oder MBA, nicht bei Orbital Freight",
    relevant: (l) =>
      leader(l, "engineering", "chief", "vp") && hasDegree(l, "phd", "mba") && !at(l, "Orbital Freight"),
    inverted: (l) => at(l, "Orbital Freight"),
  },
];
