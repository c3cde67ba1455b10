/**
 * The labelled evaluation set: natural-language queries of every kind the parser handles, each
 * with its relevance predicate over the stored record. Company and school names are taken from the
 * evaluated database (its largest employers, its most common schools) so the set works on any seed.
 */
import type { Person } from "../../src/domain/model.ts";
import * as T from "./truth.ts";

export interface LabelledQuery {
  query: string;
  companies?: string[];
  schools?: string[];
  relevant: (p: Person) => boolean;
}

export function labelledQueries(world: { topCompanies: string[]; topSchool: string }): LabelledQuery[] {
  const [c1, c2, c3] = world.topCompanies as [string, string, string];
  const short = (name: string) =>
    name.replace(/ (Inc\.|LLC|Corp\.|Ltd\.?|GmbH|AG|PLC|S\.A\.|SAS|B\.V\.)$/, "");
  const SE = (p: Person) => T.familyOf(p) === "Software Engineering";
  const eng = (p: Person) => T.department(p) === "Engineering";
  return [
    { query: "software engineers", relevant: SE },
    { query: "senior software engineers", relevant: (p) => SE(p) && T.level(p) === "Senior" },
    { query: "backend engineers", relevant: (p) => T.baseTitleOf(p) === "Backend Engineer" },
    {
      query: "frontend engineers in the United States",
      relevant: (p) => T.baseTitleOf(p) === "Frontend Engineer" && T.country(p) === "US",
    },
    { query: "software developers in London", relevant: (p) => SE(p) && T.city(p) === "London" },
    {
      query: "senior software engineers in San Francisco",
      relevant: (p) => SE(p) && T.level(p) === "Senior" && T.city(p) === "San Francisco",
    },
    { query: "SWE in NYC", relevant: (p) => SE(p) && T.city(p) === "New York" },
    {
      query: "engineers in the Bay Area",
      relevant: (p) => eng(p) && ["San Francisco", "San Jose", "Oakland"].includes(T.city(p) ?? ""),
    },
    {
      query: "data scientists in Germany",
      relevant: (p) => T.inDataScience(p) && T.country(p) === "DE",
    },
    {
      query: "machine learning engineers with PyTorch experience",
      relevant: (p) => T.familyOf(p) === "Machine Learning" && T.skills(p).has("pytorch"),
    },
    {
      query: "ML engineers with a PhD",
      relevant: (p) => T.familyOf(p) === "Machine Learning" && T.hasPhd(p),
    },
    {
      query: "DevOps engineers who know Kubernetes",
      relevant: (p) => T.familyOf(p) === "DevOps" && T.skills(p).has("kubernetes"),
    },
    { query: "staff engineers", relevant: (p) => eng(p) && T.titleStarts(p, "Staff") },
    {
      query: "principal engineers in Europe",
      relevant: (p) => eng(p) && T.titleStarts(p, "Principal") && p.location_regions.includes("Europe"),
    },
    { query: "junior developers", relevant: (p) => SE(p) && T.level(p) === "Entry" },
    {
      query: "engineering managers",
      relevant: (p) => T.department(p) === "Engineering" && T.level(p) === "Manager",
    },
    { query: "VP of Engineering", relevant: (p) => T.department(p) === "Engineering" && T.level(p) === "VP" },
    {
      query: "CTOs in Germany",
      relevant: (p) => T.department(p) === "Engineering" && T.level(p) === "C-Level" && T.country(p) === "DE",
    },
    {
      query: "heads of sales in the UK",
      relevant: (p) => T.department(p) === "Sales" && T.level(p) === "Head" && T.country(p) === "GB",
    },
    {
      query: "sales directors in the DACH region",
      relevant: (p) =>
        T.department(p) === "Sales" &&
        T.level(p) === "Director" &&
        ["DE", "AT", "CH"].includes(T.country(p) ?? ""),
    },
    {
      query: "account executives in Canada",
      relevant: (p) => T.familyOf(p) === "Account Executive" && T.country(p) === "CA",
    },
    {
      query: "SDRs in the US",
      relevant: (p) => T.familyOf(p) === "Sales Development" && T.country(p) === "US",
    },
    {
      query: "product managers with an MBA",
      relevant: (p) => T.familyOf(p) === "Product Management" && T.hasMba(p),
    },
    {
      query: "product designers in India",
      relevant: (p) => T.familyOf(p) === "Product Design" && T.country(p) === "IN",
    },
    {
      query: "UX designers who know Figma",
      relevant: (p) => T.familyOf(p) === "Product Design" && T.skills(p).has("figma"),
    },
    {
      query: "marketing leaders in France",
      relevant: (p) => T.department(p) === "Marketing" && T.isLeader(p) && T.country(p) === "FR",
    },
    { query: "growth marketers", relevant: (p) => T.familyOf(p) === "Growth Marketing" },
    {
      query: "recruiters in Brazil",
      relevant: (p) => T.familyOf(p) === "Recruiting" && T.country(p) === "BR",
    },
    { query: "HR business partners", relevant: (p) => T.baseTitleOf(p) === "HR Business Partner" },
    {
      query: "accountants in Spain",
      relevant: (p) => T.familyOf(p) === "Accounting" && T.country(p) === "ES",
    },
    {
      query: "financial analysts with 5+ years of experience",
      relevant: (p) => T.familyOf(p) === "Financial Analysis" && T.years(p) >= 5,
    },
    {
      query: "software engineers with at least 10 years of experience",
      relevant: (p) => SE(p) && T.years(p) >= 10,
    },
    {
      query: "lawyers in the United States",
      relevant: (p) => T.familyOf(p) === "Legal" && T.country(p) === "US",
    },
    {
      query: "customer success managers in Australia",
      relevant: (p) => T.familyOf(p) === "Customer Success" && T.country(p) === "AU",
    },
    {
      query: "data engineers who know Python",
      relevant: (p) => T.familyOf(p) === "Data Engineering" && T.skills(p).has("python"),
    },
    {
      query: "security engineers in Israel",
      relevant: (p) => T.familyOf(p) === "Security Engineering" && T.country(p) === "IL",
    },
    { query: "iOS developers", relevant: (p) => T.baseTitleOf(p) === "iOS Developer" },
    {
      query: "decision makers in fintech",
      relevant: (p) => p.is_decision_maker === true && T.industry(p) === "Financial Services",
    },
    {
      query: "engineers at SaaS companies in California",
      relevant: (p) =>
        eng(p) && T.industry(p) === "Software Development" && p.location_state === "California",
    },
    { query: `engineers at ${short(c1)}`, relevant: (p) => eng(p) && T.currentCompany(p) === c1 },
    { query: `people who work at ${c2.toLowerCase()}`, relevant: (p) => T.currentCompany(p) === c2 },
    { query: `ex-${short(c3)} employees`, relevant: (p) => T.pastCompanies(p).has(c3) },
    {
      query: `${world.topSchool} alumni in engineering`,
      relevant: (p) => eng(p) && T.schools(p).has(world.topSchool),
    },
    {
      query: "product managers",
      companies: [c1, c2],
      relevant: (p) =>
        T.familyOf(p) === "Product Management" &&
        [...p.experience].some((e) => e.company_name === c1 || e.company_name === c2),
    },
    {
      query: "engineers",
      schools: [world.topSchool],
      relevant: (p) => eng(p) && T.schools(p).has(world.topSchool),
    },
    // Words no lexicon knows: searched as text, the quality filter checks they are there.
    { query: "engineers who studied Physics", relevant: (p) => eng(p) && T.fieldsOfStudy(p).has("Physics") },
    {
      query: "product managers who studied Psychology",
      relevant: (p) => T.familyOf(p) === "Product Management" && T.fieldsOfStudy(p).has("Psychology"),
    },
    {
      query: "recruiters with a Sociology degree",
      relevant: (p) => T.familyOf(p) === "Recruiting" && T.fieldsOfStudy(p).has("Sociology"),
    },
    {
      query: "lawyers who studied International Relations",
      relevant: (p) => T.familyOf(p) === "Legal" && T.fieldsOfStudy(p).has("International Relations"),
    },
    { query: "founders in Singapore", relevant: (p) => T.level(p) === "Owner" && T.country(p) === "SG" },
  ];
}
