/**
 * Round 10, style (c): hedged asks mixing preferences ("ideally", "preferably", "bonus if", "nice to
 * have", "we'd rather not") with requirements ("must", "non-negotiable", "deal-breaker") and hard
 * exclusions ("hard no on"). Only requirements and hard exclusions are judged; preferences never
 * filter (conventions: ./labels.ts). Each query's comment names what is not judged.
 */
import {
  at,
  atLeast,
  DACH,
  EUROPE,
  founder,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  type TenthQuery,
} from "./labels.ts";

type Q = TenthQuery;

const REQUIRE: Q[] = [
  {
    class: "hedge_require",
    query:
      "Looking for backend engineers. Go is a must, Kubernetes would be nice to have, ideally based in Berlin.",
    // Not judged: Kubernetes, Berlin.
    relevant: (l) => ic(l, "software") && l.specialty === "backend" && hasSkill(l, "go"),
  },
  {
    class: "hedge_require",
    query:
      "Need data engineers; Python is non-negotiable, bonus if they know GCP, preferably in the Netherlands, and a hard no on anyone at Bluefin Data.",
    // Not judged: GCP, the Netherlands.
    relevant: (l) => ic(l, "data_eng") && hasSkill(l, "python") && !at(l, "Bluefin Data"),
    inverted: (l) => at(l, "Bluefin Data"),
  },
  {
    class: "hedge_require",
    query:
      "Senior DevOps people, must have Terraform, AWS if possible, don't mind which city as long as it's in Europe",
    // "Senior DevOps people": the senior IC level; "as long as it's in Europe" is a requirement; not judged: AWS, the city.
    relevant: (l) =>
      ic(l, "devops") && l.seniority === "senior" && hasSkill(l, "terraform") && inCountry(l, ...EUROPE),
  },
  {
    class: "hedge_require",
    query:
      "ML engineers or data scientists with a PhD (the PhD is a deal-breaker), TensorFlow preferred, we'd rather not have juniors",
    // Not judged: TensorFlow, juniors (a soft exclusion: juniors with a PhD are relevant).
    relevant: (l) => ic(l, "ml", "data_science") && hasDegree(l, "phd"),
  },
  {
    class: "hedge_require",
    query:
      "Product managers who must already be in London or Paris, ideally 5+ years, Figma a bonus; hard no on Papaya Pay",
    // Not judged: years of experience, Figma.
    relevant: (l) => ic(l, "product") && inCity(l, "london", "paris") && !at(l, "Papaya Pay"),
    inverted: (l) => at(l, "Papaya Pay"),
  },
  {
    class: "hedge_require",
    query:
      "Account executives based in Milan, though we're open to Madrid or Lisbon too. Salesforce is required, Excel nice to have.",
    // The place list is Milan widened by Madrid and Lisbon; not judged: Excel.
    relevant: (l) =>
      ic(l, "account_exec") && inCity(l, "milan", "madrid", "lisbon") && hasSkill(l, "salesforce"),
  },
  {
    class: "hedge_require",
    query:
      "Security engineers, AWS or Kubernetes a must, certifications nice to have, we don't mind juniors, but a hard no on anyone in the US",
    // Not judged: certifications (the data has none), the level. A person without a place is maybe.
    relevant: (l) =>
      ic(l, "security") && hasSkill(l, "aws", "kubernetes") && l.country !== null && l.country !== "US",
    maybe: (l) => ic(l, "security") && hasSkill(l, "aws", "kubernetes") && l.country === null,
    inverted: (l) => inCountry(l, "US"),
  },
];

const EXCLUDE: Q[] = [
  {
    class: "hedge_exclude",
    query:
      "Frontend developers, preferably with TypeScript; we'd rather not hire from Vantablue but it's not a deal-breaker; absolutely no one at Northwind Labs",
    // Not judged: TypeScript, Vantablue (a soft exclusion).
    relevant: (l) => ic(l, "software") && l.specialty === "frontend" && !at(l, "Northwind Labs"),
    inverted: (l) => at(l, "Northwind Labs"),
  },
  {
    class: "hedge_exclude",
    query:
      "QA engineers in Poland, Czechia or Germany (must). We'd rather avoid juniors, but seniors are a hard no",
    // Juniors are a soft exclusion (relevant); seniors a hard one.
    relevant: (l) => ic(l, "qa") && inCountry(l, "PL", "CZ", "DE") && l.seniority !== "senior",
    inverted: (l) => l.seniority === "senior",
  },
  {
    class: "hedge_exclude",
    query:
      "Data analysts with SQL (non-negotiable), Excel preferred; we'd rather not have anyone from Minerva Analytics, and a hard no on Lumen Grid",
    // Not judged: Excel, Minerva Analytics (a soft exclusion).
    relevant: (l) => ic(l, "data_analysis") && hasSkill(l, "sql") && !at(l, "Lumen Grid"),
    inverted: (l) => at(l, "Lumen Grid"),
  },
  {
    class: "hedge_exclude",
    query:
      "Engineering managers or heads of engineering, must be in DACH, ideally Munich; no founders and no CTOs, that's a deal-breaker",
    // Not judged: Munich.
    relevant: (l) => leader(l, "engineering", "manager", "head") && inCountry(l, ...DACH),
    inverted: (l) => founder(l) || leader(l, "engineering", "chief"),
  },
  {
    class: "hedge_exclude",
    query:
      "Recruiters in India, ideally Bengaluru; we'd prefer people who aren't at Cobalt Works, but Kestrel Health folks are a hard no",
    // Not judged: Bengaluru, Cobalt Works (a soft exclusion).
    relevant: (l) => ic(l, "recruiting") && inCountry(l, "IN") && !at(l, "Kestrel Health"),
    inverted: (l) => at(l, "Kestrel Health"),
  },
  {
    class: "hedge_exclude",
    query:
      "Full-stack developers with React, that's required; Node.js if possible; we'd rather skip the ones in London, and juniors are a hard no",
    // Not judged: Node.js, London (a soft exclusion).
    relevant: (l) => ic(l, "software") && l.specialty === "fullstack" && hasSkill(l, "react") && !junior(l),
    inverted: junior,
  },
  {
    class: "hedge_exclude",
    query:
      "Mobile developers, 3+ years is a hard requirement, Kotlin nice to have, we'd rather not go above 10 years but it's not a deal-breaker. No one at Orbital Freight, please.",
    // Not judged: Kotlin (the data has none), the soft ceiling of 10 years.
    relevant: (l) => ic(l, "mobile") && atLeast(l.months, 3) && !at(l, "Orbital Freight"),
    inverted: (l) => at(l, "Orbital Freight"),
  },
];

const OPEN: Q[] = [
  {
    class: "hedge_open",
    query:
      "Data scientists who must be in Berlin, though we're open to Hamburg or Munich too; Python preferred",
    // The data has no Hamburg; not judged: Python.
    relevant: (l) => ic(l, "data_science") && inCity(l, "berlin", "munich"),
  },
  {
    class: "hedge_open",
    query:
      "Designers: we don't mind seniority or which company, but they must use Figma and be in Scandinavia, ideally Stockholm",
    // Scandinavia as the data has it: Denmark and Sweden; not judged: Stockholm.
    relevant: (l) => ic(l, "design") && hasSkill(l, "figma") && inCountry(l, "DK", "SE"),
  },
  {
    class: "hedge_open",
    query:
      "Software engineers, open to any of Lisbon, Porto or Madrid; don't mind mid or senior, but no juniors, non-negotiable; Java a bonus",
    // Not judged: Java.
    relevant: (l) => ic(l, "software") && inCity(l, "lisbon", "porto", "madrid") && !junior(l),
    inverted: junior,
  },
  {
    class: "hedge_open",
    query:
      "Sales engineers who must currently be at Harbor & Finch or Papaya Pay; open to any level; ideally with Salesforce; we'd rather they weren't in India",
    // Not judged: Salesforce, India (a soft exclusion).
    relevant: (l) => ic(l, "sales_eng") && at(l, "Harbor & Finch", "Papaya Pay"),
  },
  {
    class: "hedge_open",
    query:
      "DevOps or SRE folks, AWS or GCP is a must, open to Canada as well as the US, preferably New York; hard no on anyone at Tessellate AG",
    // The place list is the US widened by Canada; not judged: New York.
    relevant: (l) =>
      ic(l, "devops") && hasSkill(l, "aws", "gcp") && inCountry(l, "US", "CA") && !at(l, "Tessellate AG"),
    inverted: (l) => at(l, "Tessellate AG"),
  },
  {
    class: "hedge_open",
    query:
      "Product leaders (head of product or VP), open to anywhere in Europe or Israel; they must not be founders; ideally ex-Kestrel Health",
    // Not judged: ex-Kestrel Health.
    relevant: (l) => leader(l, "product", "head", "vp") && inCountry(l, ...EUROPE, "IL"),
    inverted: founder,
  },
];

export const HEDGE: Q[] = [...REQUIRE, ...EXCLUDE, ...OPEN];
