/**
 * Natural-phrasing queries, second half: colloquial nouns, typos, keyword style, names of
 * companies and schools, family recall, and words outside any built-in vocabulary (reported apart).
 * Same rules as ./queries-a.ts.
 */
import {
  all,
  at,
  design,
  developer,
  does,
  engineer,
  experienced,
  fam,
  founder,
  holds,
  inCity,
  inCountry,
  industry,
  inRegion,
  knows,
  leads,
  level,
  type NaturalQuery,
  occupation,
  type P,
  type Pred,
  queries,
  specialty,
  studied,
  was,
  yearsBetween,
} from "./labels.ts";

const ios = (p: P) => p.platform === "ios" || p.platform === "both";
const android = (p: P) => p.platform === "android" || p.platform === "both";
/** Executives: C-level and VPs, founders who are CEOs; directors and heads are a matter of taste. */
const cLevel = (p: P) => p.seniority === "chief" || (founder(p) && p.ceo);
const exec = (p: P) => cLevel(p) || p.seniority === "vp";
const nearExec = (p: P) => p.seniority === "director" || p.seniority === "head" || (founder(p) && !p.ceo);

export const COLLOQUIAL: NaturalQuery[] = [
  ...queries("colloquial", [
    ["engineering leaders in Germany", all(leads("engineering"), inCountry("DE"))],
    ["people leading data teams", leads("data")],
    ["execs at fintech companies", all(exec, industry("fintech")), all(nearExec, industry("fintech"))],
    ["C-level people in Germany", all(cLevel, inCountry("DE"))],
    ["devs in Lisbon", all(developer, inCity("lisbon"))],
    ["TUM graduates in Munich", all(studied("tum"), inCity("munich"))],
    ["alumni of ETH Zurich working in Switzerland", all(studied("eth"), inCountry("CH"))],
    ["MIT grads in San Francisco", all(studied("mit"), inCity("san_francisco"))],
    ["engineering folks at Quillon Systems", all(engineer, at("quillon"))],
    ["product leadership", leads("product")],
    [
      "techies in Berlin",
      all(engineer, inCity("berlin")),
      all(fam("data_science", "data_analysis"), inCity("berlin")),
    ],
    [
      "sales reps in New York",
      all(fam("account_exec"), inCity("new_york")),
      all(fam("sales_eng"), inCity("new_york")),
    ],
  ]),
];

export const TYPOS = queries("typos", [
  ["Pyhton devlopers", all(developer, knows("python"))],
  ["recruters in Spian", all(fam("recruiting"), inCountry("ES"))],
  ["sofware engineers in Lisbn", all(fam("software"), inCity("lisbon"))],
  ["data scientsts in Berln", all(fam("data_science"), inCity("berlin"))],
  ["acountants in Germny", all(fam("accounting"), inCountry("DE"))],
  ["machien learning enginers", fam("ml")],
  ["devops enginer with kubernets", all(fam("devops"), knows("kubernetes"))],
  ["desingers in Germany", all(design, inCountry("DE"))],
  ["enginering managers", leads("engineering", "manager")],
  ["frontned developers with Raect", all(specialty("frontend"), knows("react"))],
]);

export const KEYWORD_STYLE: NaturalQuery[] = [
  ...queries("keyword_style", [
    ["sr data eng germany", all(fam("data_eng"), level("senior"), inCountry("DE"))],
    ["pm fintech", all(fam("product"), industry("fintech"))],
    ["ios dev remote", all(fam("mobile"), ios, (p) => p.remote)],
    ["swe berlin python", all(fam("software"), inCity("berlin"), knows("python"))],
    ["sre germany", all(fam("devops"), inCountry("DE"))],
    ["ds phd", all(fam("data_science"), holds("phd"))],
    ["react dev berlin", all(developer, knows("react"), inCity("berlin"))],
    ["tech recruiter berlin", all(fam("recruiting"), inCity("berlin"))],
    ["ae saas", all(fam("account_exec"), industry("saas"))],
    ["cto fintech", all(leads("engineering", "chief"), industry("fintech"))],
    ["ml eng london", all(fam("ml"), inCity("london"))],
  ]),
  experienced("keyword_style", "java dev 5+ yrs", all(developer, knows("java")), yearsBetween(5, null)),
];

export const NAMES = queries("names", [
  ["people at Papaya Pay", at("papaya")],
  ["Fablewright Games employees", at("fablewright")],
  ["engineers at Northwind Labs in Germany", all(engineer, at("northwind"), inCountry("DE"))],
  ["people working for Bramblecross Mutual", at("bramblecross")],
  ["ETH Zurich alumni at Quillon Systems", all(studied("eth"), at("quillon"))],
  ["people at Harbor & Finch", at("harbor")],
  ["Politecnico di Milano graduates", studied("polimi")],
  ["IIT Bombay alumni in Bangalore", all(studied("iitb"), inCity("bengaluru"))],
  ["data scientists at Minerva Analytics", all(fam("data_science"), at("minerva"))],
  ["Tessellate AG developers", all(developer, at("tessellate"))],
  ["Greyheron Capital", at("greyheron"), was("greyheron")],
]);

export const FAMILY_RECALL = queries("family_recall", [
  ["data scientists", fam("data_science")],
  ["data scientists in London", all(fam("data_science"), inCity("london"))],
  ["recruiters at Northwind Labs", all(fam("recruiting"), at("northwind"))],
  ["recruiters in Berlin", all(fam("recruiting"), inCity("berlin"))],
  ["mobile developers", fam("mobile")],
  ["nurses", occupation("nurse")],
  ["software engineers in Paris", all(fam("software"), inCity("paris"))],
  ["talent acquisition in Germany", all(fam("recruiting"), inCountry("DE"))],
  ["data scientists at Papaya Pay", all(fam("data_science"), at("papaya"))],
  ["accountants in London", all(fam("accounting"), inCity("london"))],
  ["designers at Tessellate AG", all(design, at("tessellate"))],
]);

/** Meaning that hangs on words no vocabulary of titles, skills or places holds (issue 29). */
const fraudShops: Pred = industry("fintech", "banking", "insurance");
export const OUT_OF_VOCABULARY = queries("out_of_vocabulary", [
  ["underwriters", does("underwriting")],
  ["underwriters in Europe", all(does("underwriting"), inRegion("europe"))],
  ["people who run Kubernetes clusters", does("k8s_clusters"), all(fam("devops"), knows("kubernetes"))],
  ["folks who ship Android apps", does("android_apps"), all(fam("mobile"), android)],
  ["iPhone app developers", all(fam("mobile"), ios)],
  ["claims handlers", does("claims")],
  [
    "people building payment systems",
    does("payments"),
    all(fam("software", "data_eng"), industry("fintech")),
  ],
  ["game developers", all(fam("software"), industry("gaming")), all(fam("qa", "design"), industry("gaming"))],
  [
    "fraud detection data scientists",
    all(fam("data_science", "ml"), does("fraud")),
    all(fam("data_science", "ml"), fraudShops),
  ],
  ["people who care for patients", does("patient_care"), occupation("nurse")],
  ["actuaries", occupation("actuary")],
]);
