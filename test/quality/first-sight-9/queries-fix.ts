/**
 * Round 9, style (b): self-corrections and refinements inside one message, typed as a recruiter
 * thinks aloud ("actually", "sorry, I meant", "scratch that", "oh and"). The final intent is judged;
 * a replaced or excluded value is inverted (./labels.ts).
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

export const FIX_QUERIES: NinthQuery[] = [
  // "make that Lisbon too" adds Lisbon to Madrid.
  {
    class: "fix_replace",
    query: "data engineers in Madrid. actually make that Lisbon too",
    relevant: (l) => ic(l, "data_eng") && inCity(l, "madrid", "lisbon"),
  },
  {
    class: "fix_replace",
    query: "backend engineers at Papaya Pay — sorry, I meant Kestrel Health",
    relevant: (l) => ic(l, "software") && l.specialty === "backend" && at(l, "Kestrel Health"),
    inverted: (l) => at(l, "Papaya Pay"),
  },
  {
    class: "fix_replace",
    query: "product managers in London... instead of London, make it Paris and Amsterdam",
    relevant: (l) => ic(l, "product") && inCity(l, "paris", "amsterdam"),
    inverted: (l) => inCity(l, "london"),
  },
  {
    class: "fix_replace",
    query: "software engineers in Prague, hmm no, make it Warsaw or Kraków",
    relevant: (l) => ic(l, "software") && inCity(l, "warsaw", "krakow"),
    inverted: (l) => inCity(l, "prague"),
  },
  {
    class: "fix_replace",
    query: "ML engineers at Bluefin Data, sorry, not Bluefin, Minerva Analytics",
    relevant: (l) => ic(l, "ml") && at(l, "Minerva Analytics"),
    inverted: (l) => at(l, "Bluefin Data"),
  },
  // The heads of engineering asked first are replaced by VPs and CTOs: a head of engineering is inverted.
  {
    class: "fix_replace",
    query: "heads of engineering in Europe, err, I mean VPs of Engineering or CTOs",
    relevant: (l) => leader(l, "engineering", "vp", "chief") && inCountry(l, ...EUROPE),
    inverted: (l) => leader(l, "engineering", "head"),
  },
  // "actually GCP not AWS": GCP asked, AWS excluded.
  {
    class: "fix_replace",
    query: "devops engineers with AWS, actually GCP not AWS",
    relevant: (l) => ic(l, "devops") && hasSkill(l, "gcp") && !hasSkill(l, "aws"),
    inverted: (l) => hasSkill(l, "aws"),
  },
  {
    class: "fix_exclude",
    query: "data scientists in Germany, scratch that, no juniors",
    relevant: (l) => ic(l, "data_science") && !junior(l) && inCountry(l, "DE"),
    inverted: junior,
  },
  // "backend people" are backend software engineers; "not managers, ICs only" makes any leader inverted.
  {
    class: "fix_exclude",
    query: "backend people at Northwind Labs or Vantablue, wait, not managers, ICs only",
    relevant: (l) => ic(l, "software") && l.specialty === "backend" && at(l, "Northwind Labs", "Vantablue"),
    inverted: anyLeader,
  },
  {
    class: "fix_exclude",
    query: "mobile developers in Brazil or Portugal — actually, no seniors, juniors and mids only",
    relevant: (l) => ic(l, "mobile") && l.seniority !== "senior" && inCountry(l, "BR", "PT"),
    inverted: (l) => l.seniority === "senior",
  },
  // "anyone in sales there" is the sales ICs (account executives, sales engineers) once the leaders are excepted.
  {
    class: "fix_exclude",
    query:
      "account executives at Orbital Freight. scratch that, anyone in sales there except the VP and director",
    relevant: (l) => ic(l, "account_exec", "sales_eng") && at(l, "Orbital Freight"),
    inverted: (l) => leader(l, "sales") && at(l, "Orbital Freight"),
  },
  // "python developers" is the software family with Python (mobile developers with Java are not asked).
  {
    class: "fix_exclude",
    query: "python developers in India, oh but not at Lumen Grid or Cobalt Works",
    relevant: (l) =>
      ic(l, "software") &&
      hasSkill(l, "python") &&
      inCountry(l, "IN") &&
      !at(l, "Lumen Grid", "Cobalt Works"),
    inverted: (l) => at(l, "Lumen Grid", "Cobalt Works"),
  },
  // The UK is replaced by an exclusion of the UK and the US; no place said: maybe.
  {
    class: "fix_exclude",
    query: "security engineers in the UK, scratch UK, anywhere except the UK and the US",
    relevant: (l) => ic(l, "security") && l.country !== null && !inCountry(l, "GB", "US"),
    maybe: (l) => ic(l, "security") && l.country === null,
    inverted: (l) => inCountry(l, "GB", "US"),
  },
  // "engineers": the engineering families' ICs; "aren't back there now": not at Quillon Systems now.
  {
    class: "fix_exclude",
    query: "engineers who left Quillon Systems — hang on, only the ones who aren't back there now",
    relevant: (l) =>
      ic(l, "software", "mobile", "devops", "data_eng", "ml", "qa", "security") && exOf(l, "Quillon Systems"),
    inverted: (l) => at(l, "Quillon Systems"),
  },
  // "been there" is tenure at the current employer.
  {
    class: "fix_add",
    query: "frontend devs in Berlin or Munich. oh and only people who've been there 3+ years",
    relevant: (l) =>
      ic(l, "software") && l.specialty === "frontend" && inCity(l, "berlin", "munich") && l.tenure >= 36,
  },
  {
    class: "fix_add",
    query: "data analysts who used to be at Harbor & Finch or Papaya Pay. oh and not at Tessellate AG now",
    relevant: (l) =>
      ic(l, "data_analysis") && exOf(l, "Harbor & Finch", "Papaya Pay") && !at(l, "Tessellate AG"),
    inverted: (l) => at(l, "Tessellate AG"),
  },
  {
    class: "fix_add",
    query: "recruiters in Germany or Austria. oh and 5+ years of experience, please",
    relevant: (l) => ic(l, "recruiting") && inCountry(l, "DE", "AT") && l.months >= 60,
  },
  // The start year is corrected to 2022; "Go or Kubernetes" either skill.
  {
    class: "fix_add",
    query:
      "software engineers who started their current job in 2020 or later. actually 2022 or later, and only Go or Kubernetes people",
    relevant: (l) => ic(l, "software") && l.since >= 2022 && hasSkill(l, "go", "kubernetes"),
  },
  {
    class: "fix_add",
    query: "ML engineers. oh and only people with a PhD. and in Europe, I forgot to say",
    relevant: (l) => ic(l, "ml") && hasDegree(l, "phd") && inCountry(l, ...EUROPE),
  },
  // "15+ years" is >= 180 months of experience.
  {
    class: "fix_add",
    query: "sales directors or VPs of sales. oh and only ones with 15+ years, and not at Harbor & Finch",
    relevant: (l) => leader(l, "sales", "director", "vp") && l.months >= 180 && !at(l, "Harbor & Finch"),
    inverted: (l) => at(l, "Harbor & Finch"),
  },
];
