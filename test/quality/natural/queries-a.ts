/**
 * Natural-phrasing queries, first half: soft words, negation, ranges, or/and, region words. Written
 * the way recruiters and sellers type, by someone who has not read the query parser; each labelled
 * over the latent facts of ./people.ts with ./labels.ts.
 */
import {
  all,
  any,
  at,
  certified,
  design,
  developer,
  engineer,
  ever,
  experienced,
  fam,
  founder,
  holds,
  ic,
  inCity,
  inCountry,
  industry,
  inRegion,
  knows,
  leads,
  level,
  type NaturalQuery,
  not,
  occupation,
  type P,
  type Pred,
  pastIndustry,
  placed,
  queries,
  specialty,
  was,
  yearsBetween,
} from "./labels.ts";

const android = (p: P) => p.platform === "android" || p.platform === "both";

export const SOFT_WORDS = queries("soft_words", [
  ["people who ship Android software in Germany", all(fam("mobile"), android, inCountry("DE"))],
  ["folks doing backend work in Berlin", all(specialty("backend"), inCity("berlin"))],
  ["CFA charterholders in asset management", all(certified("cfa"), industry("asset_management"))],
  ["looking for someone who does data engineering in Poland", all(fam("data_eng"), inCountry("PL"))],
  [
    "I need a product manager with fintech experience",
    all(fam("product"), any(industry("fintech"), pastIndustry("fintech"))),
  ],
  [
    "someone really strong at Kubernetes for a devops role in Germany",
    all(fam("devops"), knows("kubernetes"), inCountry("DE")),
  ],
  ["people who do UX design in Germany", all(design, inCountry("DE"))],
  [
    "we are hiring senior python folks in Germany",
    all(ic, knows("python"), level("senior"), inCountry("DE")),
  ],
  ["talented recruiters based in Spain", all(fam("recruiting"), inCountry("ES"))],
  ["accountants who work out of Germany", all(fam("accounting"), inCountry("DE"))],
  ["data science people with a doctorate", all(fam("data_science"), holds("phd"))],
]);

/** [query, who, what is excluded]: relevant = who and not excluded; inverted = who and excluded. */
const negations: [string, Pred, Pred][] = [
  ["nurses outside Canada", all(occupation("nurse"), placed), inCountry("CA")],
  ["Java developers not at Papaya Pay", all(developer, knows("java")), at("papaya")],
  [
    "software engineers anywhere in Europe except France",
    all(fam("software"), inRegion("europe")),
    inCountry("FR"),
  ],
  ["designers, not junior", design, level("junior")],
  ["non-technical founders", founder, (p) => p.technical === true],
  ["data scientists who are not in London", all(fam("data_science"), placed), inCity("london")],
  ["product managers outside the US", all(fam("product"), placed), inCountry("US")],
  ["engineers in Germany but not Berlin", all(engineer, inCountry("DE")), inCity("berlin")],
  ["devops engineers except those at Northwind Labs", fam("devops"), at("northwind")],
  ["non-senior frontend engineers", specialty("frontend"), level("senior")],
  ["marketing people excluding fintech companies", fam("marketing"), industry("fintech")],
  ["ML engineers who never worked in gaming", fam("ml"), any(industry("gaming"), pastIndustry("gaming"))],
];
export const NEGATION: NaturalQuery[] = negations.map(([query, who, excluded]) => ({
  class: "negation",
  query,
  relevant: all(who, not(excluded)),
  inverted: all(who, excluded),
}));

const strictLo = { lo: true, hi: false };
const strictHi = { lo: false, hi: true };
const ranges: [string, Pred, ReturnType<typeof yearsBetween>][] = [
  ["designers with under 2 years of experience", design, yearsBetween(null, 2, strictHi)],
  ["software engineers with 5 to 8 years of experience", fam("software"), yearsBetween(5, 8)],
  ["data engineers 3-5 yrs experience", fam("data_eng"), yearsBetween(3, 5)],
  ["product managers with at least 10 years of experience", fam("product"), yearsBetween(10, null)],
  ["recruiters with more than 5 years of experience", fam("recruiting"), yearsBetween(5, null, strictLo)],
  ["accountants with less than 3 years experience", fam("accounting"), yearsBetween(null, 3, strictHi)],
  ["devops engineers with 10+ years", fam("devops"), yearsBetween(10, null)],
  ["QA engineers with 2-4 years of experience", fam("qa"), yearsBetween(2, 4)],
  ["sales engineers with over 8 years of experience", fam("sales_eng"), yearsBetween(8, null, strictLo)],
  ["data analysts with up to 3 years of experience", fam("data_analysis"), yearsBetween(null, 3)],
  ["security engineers with between 4 and 7 years of experience", fam("security"), yearsBetween(4, 7)],
  ["engineering managers with 15+ years experience", leads("engineering", "manager"), yearsBetween(15, null)],
];
export const RANGES = ranges.map(([query, who, range]) => experienced("ranges", query, who, range));

export const OR_AND: NaturalQuery[] = [
  {
    query: "software engineers in Berlin or Munich",
    relevant: all(fam("software"), inCity("berlin", "munich")),
  },
  { query: "VP Engineering or CTO", relevant: leads("engineering", "vp", "chief") },
  {
    query: "recruiters at Northwind Labs or Papaya Pay",
    relevant: all(fam("recruiting"), at("northwind", "papaya")),
  },
  {
    query: "people who have worked at both Northwind Labs and Quillon Systems",
    relevant: all(ever("northwind"), ever("quillon")),
  },
  {
    query: "data scientists previously at a fintech",
    relevant: all(fam("data_science"), pastIndustry("fintech")),
    inverted: all(fam("data_science"), industry("fintech"), not(pastIndustry("fintech"))),
  },
  {
    query: "ex-Papaya Pay engineers",
    relevant: all(engineer, was("papaya")),
    inverted: all(engineer, at("papaya")),
  },
  { query: "iOS or Android developers in Paris", relevant: all(fam("mobile"), inCity("paris")) },
  { query: "accountants or auditors in London", relevant: all(fam("accounting"), inCity("london")) },
  {
    query: "former Fablewright Games people now at Pixelmoor Studios",
    relevant: all(was("fablewright"), at("pixelmoor")),
    inverted: at("fablewright"),
  },
  { query: "sales directors or VPs of sales", relevant: leads("sales", "director", "vp") },
  { query: "engineers at a fintech or a bank", relevant: all(engineer, industry("fintech", "banking")) },
  {
    query: "Python or Go developers in Switzerland",
    relevant: all(developer, knows("python", "go"), inCountry("CH")),
  },
].map((q) => ({ class: "or_and", ...q }) as NaturalQuery);

/** Region words; their definitions are written down in ./world.ts (REGIONS). */
export const REGION_WORDS = queries("regions", [
  ["software engineers in DACH", all(fam("software"), inRegion("dach"))],
  ["data scientists in the Nordics", all(fam("data_science"), inRegion("nordics"))],
  ["recruiters in Scandinavia", all(fam("recruiting"), inRegion("scandinavia"))],
  ["product managers in Benelux", all(fam("product"), inRegion("benelux"))],
  ["developers in Iberia", all(developer, inRegion("iberia"))],
  ["QA engineers in CEE", all(fam("qa"), inRegion("cee"))],
  ["sales engineers in EMEA", all(fam("sales_eng"), inRegion("emea"))],
  ["devops engineers in APAC", all(fam("devops"), inRegion("apac"))],
  ["account executives in LATAM", all(fam("account_exec"), inRegion("latam"))],
  ["data engineers in MENA", all(fam("data_eng"), inRegion("mena"))],
  ["engineering managers in EMEA", all(leads("engineering", "manager"), inRegion("emea"))],
  ["designers in the Nordics or Benelux", all(design, any(inRegion("nordics"), inRegion("benelux")))],
  ["marketing specialists across APAC", all(fam("marketing"), inRegion("apac"))],
]);
