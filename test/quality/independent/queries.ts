/**
 * Queries as a stranger types them, each with its own labeller over the latent facts of
 * ./people.ts (never over the written strings). A person whose record does not say the thing asked
 * (no location, no skills) is not relevant: no reader of the record could tell.
 */
import type { Latent } from "./people.ts";

export interface LabelledQuery {
  query: string;
  relevant: (p: Latent) => boolean;
}

const SENIOR = new Set(["senior"]);
const ENGINEERING = new Set(["software", "mobile", "devops", "data_eng", "ml", "qa", "security"]);
const ic = (p: Latent) => p.leads === null;
const isFamily = (f: string) => (p: Latent) => ic(p) && p.family === f;
const inCity = (c: string) => (p: Latent) => p.city === c;
const inCountry = (c: string) => (p: Latent) => p.country === c;
const knows = (s: string) => (p: Latent) => p.skills.includes(s);
const holds = (d: Latent["degrees"][number]) => (p: Latent) => p.degrees.includes(d);
const all =
  (...fs: ((p: Latent) => boolean)[]) =>
  (p: Latent) =>
    fs.every((f) => f(p));

export const QUERIES: LabelledQuery[] = [
  { query: "software engineers in Munich", relevant: all(isFamily("software"), inCity("munich")) },
  { query: "software engineers in München", relevant: all(isFamily("software"), inCity("munich")) },
  {
    query: "backend developers in Berlin",
    relevant: all(isFamily("software"), (p) => p.specialty === "backend", inCity("berlin")),
  },
  {
    query: "frontend engineers",
    relevant: all(isFamily("software"), (p) => p.specialty === "frontend"),
  },
  {
    query: "full stack developers in London",
    relevant: all(isFamily("software"), (p) => p.specialty === "fullstack", inCity("london")),
  },
  {
    query: "senior software engineers in Lisbon",
    relevant: all(isFamily("software"), (p) => SENIOR.has(p.seniority), inCity("lisbon")),
  },
  {
    query: "junior software developers",
    relevant: all(isFamily("software"), (p) => p.seniority === "junior"),
  },
  { query: "data scientists with a PhD", relevant: all(isFamily("data_science"), holds("phd")) },
  { query: "machine learning engineers", relevant: isFamily("ml") },
  { query: "ML engineers with a master's degree", relevant: all(isFamily("ml"), holds("master")) },
  { query: "devops engineers who know kubernetes", relevant: all(isFamily("devops"), knows("kubernetes")) },
  { query: "k8s engineers", relevant: all((p) => ic(p) && ENGINEERING.has(p.family), knows("kubernetes")) },
  { query: "SREs in Zurich", relevant: all(isFamily("devops"), inCity("zurich")) },
  { query: "data engineers in Warsaw", relevant: all(isFamily("data_eng"), inCity("warsaw")) },
  {
    query: "engineers with Postgres",
    relevant: all((p) => ic(p) && ENGINEERING.has(p.family), knows("postgresql")),
  },
  { query: "golang developers", relevant: all(isFamily("software"), knows("go")) },
  {
    query: "React developers in Amsterdam",
    relevant: all(isFamily("software"), knows("react"), inCity("amsterdam")),
  },
  { query: "iOS and Android developers", relevant: isFamily("mobile") },
  { query: "QA engineers in Prague", relevant: all(isFamily("qa"), inCity("prague")) },
  { query: "security engineers", relevant: isFamily("security") },
  { query: "product managers in Bombay", relevant: all(isFamily("product"), inCity("mumbai")) },
  { query: "product managers in Mumbai", relevant: all(isFamily("product"), inCity("mumbai")) },
  { query: "product managers with an MBA", relevant: all(isFamily("product"), holds("mba")) },
  { query: "UX designers in Cologne", relevant: all(isFamily("design"), inCity("cologne")) },
  { query: "recruiters in London", relevant: all(isFamily("recruiting"), inCity("london")) },
  { query: "accountants in Vienna", relevant: all(isFamily("accounting"), inCity("vienna")) },
  { query: "account executives in New York", relevant: all(isFamily("account_exec"), inCity("new_york")) },
  { query: "sales engineers", relevant: isFamily("sales_eng") },
  { query: "data analysts in Copenhagen", relevant: all(isFamily("data_analysis"), inCity("copenhagen")) },
  { query: "data scientists in Tel Aviv", relevant: all(isFamily("data_science"), inCity("tel_aviv")) },
  {
    query: "python developers in Paris",
    relevant: all(isFamily("software"), knows("python"), inCity("paris")),
  },
  {
    query: "engineering managers in Bangalore",
    relevant: all((p) => p.leads === "engineering" && p.seniority === "manager", inCity("bengaluru")),
  },
  { query: "VP of Engineering", relevant: (p) => p.leads === "engineering" && p.seniority === "vp" },
  {
    query: "CTOs in Germany",
    relevant: all((p) => p.leads === "engineering" && p.seniority === "chief", inCountry("DE")),
  },
  { query: "heads of product", relevant: (p) => p.leads === "product" && p.seniority === "head" },
  { query: "sales directors", relevant: (p) => p.leads === "sales" && p.seniority === "director" },
  { query: "founders in Sao Paulo", relevant: all((p) => p.seniority === "founder", inCity("sao_paulo")) },
  {
    query: "software engineers who studied at MIT",
    relevant: all(isFamily("software"), (p) => p.schools.includes("mit")),
  },
  { query: "TUM alumni", relevant: (p) => p.schools.includes("tum") },
  { query: "people who studied at ETH Zurich", relevant: (p) => p.schools.includes("eth") },
  {
    query: "software engineers with 10+ years of experience in Berlin",
    relevant: all(isFamily("software"), (p) => p.years >= 10, inCity("berlin")),
  },
  {
    query: "engineers in Switzerland",
    relevant: all((p) => ic(p) && ENGINEERING.has(p.family), inCountry("CH")),
  },
  { query: "data engineers in Milano", relevant: all(isFamily("data_eng"), inCity("milan")) },
  { query: "recruiters in Köln", relevant: all(isFamily("recruiting"), inCity("cologne")) },
  {
    query: "developers in Lisboa",
    relevant: all((p) => ic(p) && (p.family === "software" || p.family === "mobile"), inCity("lisbon")),
  },
];
