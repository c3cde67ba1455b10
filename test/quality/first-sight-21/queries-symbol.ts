/**
 * Round 21, style 3: symbol shorthand as people type it in notes and chats: "w/" and "w/o", "&" and
 * "+", "-X" and "!X", "!=" and "≠", "|" and "/" between alternatives, "@" for the employer or the
 * place, "x" for ex-, "→" for moved from, "~" for around, "≥" and "<" with "yoe", "5y+", "mid+",
 * "dir+", "mgr+". Labels per ./labels.ts; a judgement call is commented above its query.
 */
import {
  allButOne,
  developer,
  EU,
  engLeader,
  exOf,
  experienceBetween,
  hasAllSkills,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  midUp,
  skillsWithout,
  swe,
  type TwentyFirstQuery,
} from "./labels.ts";

const EU_NOT_DE_FR = EU.filter((c) => c !== "DE" && c !== "FR");

export const SYMBOL_QUERIES: TwentyFirstQuery[] = [
  {
    class: "sym_skill",
    query: "backend devs w/ Go + Postgres, w/o Java",
    relevant: (l) => swe(l, "backend") && skillsWithout(l, ["go", "postgresql"], ["java"]),
    maybe: (l) => swe(l, "fullstack") && skillsWithout(l, ["go", "postgresql"], ["java"]),
    inverted: (l) => swe(l, "backend") && hasAllSkills(l, "go", "postgresql", "java"),
  },
  {
    class: "sym_skill",
    query: "data eng: Python & SQL & AWS, -GCP",
    relevant: (l) => ic(l, "data_eng") && skillsWithout(l, ["python", "sql", "aws"], ["gcp"]),
    inverted: (l) => ic(l, "data_eng") && hasAllSkills(l, "python", "sql", "aws", "gcp"),
  },
  // SRE / platform: the devops ICs.
  {
    class: "sym_skill",
    query: "SRE / platform eng w/ k8s & Terraform, != GCP",
    relevant: (l) => ic(l, "devops") && skillsWithout(l, ["kubernetes", "terraform"], ["gcp"]),
    inverted: (l) => ic(l, "devops") && hasAllSkills(l, "kubernetes", "terraform", "gcp"),
  },
  {
    class: "sym_skill",
    query: "ML eng +TensorFlow +Python -Kubernetes",
    relevant: (l) => ic(l, "ml") && skillsWithout(l, ["tensorflow", "python"], ["kubernetes"]),
    inverted: (l) => ic(l, "ml") && hasAllSkills(l, "tensorflow", "python", "kubernetes"),
  },
  // "(TS a +)": TypeScript is a plus, not a criterion; React or Node missing (one of them) `maybe`.
  {
    class: "sym_skill",
    query: "fullstack devs w/ React & Node (TS a +)",
    relevant: (l) => swe(l, "fullstack") && hasAllSkills(l, "react", "nodejs"),
    maybe: (l) => swe(l, "fullstack") && allButOne(l, "react", "nodejs"),
  },
  {
    class: "sym_skill",
    query: "PMs w/ SQL + Figma",
    relevant: (l) => ic(l, "product") && hasAllSkills(l, "sql", "figma"),
    maybe: (l) => ic(l, "product") && allButOne(l, "sql", "figma"),
  },
  {
    class: "sym_skill",
    query: "QA eng w/ Python, w/o Java",
    relevant: (l) => ic(l, "qa") && skillsWithout(l, ["python"], ["java"]),
    inverted: (l) => ic(l, "qa") && hasAllSkills(l, "python", "java"),
  },
  {
    class: "sym_place",
    query: "SWEs DE !Berlin",
    relevant: (l) => swe(l) && inCountry(l, "DE") && !inCity(l, "berlin"),
    inverted: (l) => swe(l) && inCity(l, "berlin"),
  },
  {
    class: "sym_place",
    query: "data scientists: London | Dublin | Amsterdam",
    relevant: (l) => ic(l, "data_science") && inCity(l, "london", "dublin", "amsterdam"),
  },
  // "EU-wide, !DE !FR": the EU (no UK, no Switzerland) without Germany and France.
  {
    class: "sym_place",
    query: "AEs EU-wide, !DE !FR",
    relevant: (l) => ic(l, "account_exec") && inCountry(l, ...EU_NOT_DE_FR),
    inverted: (l) => ic(l, "account_exec") && inCountry(l, "DE", "FR"),
  },
  {
    class: "sym_place",
    query: "recruiters in India -Mumbai",
    relevant: (l) => ic(l, "recruiting") && inCountry(l, "IN") && !inCity(l, "mumbai"),
    inverted: (l) => ic(l, "recruiting") && inCity(l, "mumbai"),
  },
  {
    class: "sym_place",
    query: "designers Lisbon/Madrid/Paris + Figma",
    relevant: (l) => ic(l, "design") && inCity(l, "lisbon", "madrid", "paris") && hasSkill(l, "figma"),
  },
  // "dir+": directors, VPs and CTOs, heads of engineering `maybe`; "≠ CTO" inverts the CTOs there.
  {
    class: "sym_place",
    query: "eng leadership (dir+) @ NYC | SF, ≠ CTO",
    relevant: (l) => engLeader(l, "director", "vp") && inCity(l, "new_york", "san_francisco"),
    maybe: (l) => engLeader(l, "head") && inCity(l, "new_york", "san_francisco"),
    inverted: (l) => engLeader(l, "chief") && inCity(l, "new_york", "san_francisco"),
  },
  // "~ Tel Aviv | London": in either city; "<5 yoe" under 60 months.
  {
    class: "sym_place",
    query: "SWE ~ Tel Aviv | London, <5 yoe",
    relevant: (l) => swe(l) && inCity(l, "tel_aviv", "london") && l.months < 60,
  },
  // "Harbor & Finch → anywhere else": moved from Harbor & Finch; the PMs there now are inverted.
  {
    class: "sym_career",
    query: "PMs: Harbor & Finch → anywhere else",
    relevant: (l) => ic(l, "product") && exOf(l, "Harbor & Finch"),
    inverted: (l) => ic(l, "product") && l.employer === "Harbor & Finch",
  },
  {
    class: "sym_career",
    query: "SWE 5y+ @ Vantablue",
    relevant: (l) => swe(l) && l.employer === "Vantablue" && l.months >= 60,
  },
  {
    class: "sym_career",
    query: "data analysts ≥3 yoe & <8 yoe, !Minerva Analytics",
    relevant: (l) =>
      ic(l, "data_analysis") && experienceBetween(l, 3, 8) && l.employer !== "Minerva Analytics",
    inverted: (l) =>
      ic(l, "data_analysis") && experienceBetween(l, 3, 8) && l.employer === "Minerva Analytics",
  },
  // "mgr+": every engineering leader; "x Cobalt Works, now @ another co": ex-Cobalt Works, those
  // at Cobalt Works now inverted.
  {
    class: "sym_career",
    query: "eng leaders (mgr+) x Cobalt Works, now @ another co",
    relevant: (l) => engLeader(l) && exOf(l, "Cobalt Works"),
    inverted: (l) => engLeader(l) && l.employer === "Cobalt Works",
  },
  // Devs: the software and mobile ICs; "-junior" inverts the juniors holding either degree.
  {
    class: "sym_career",
    query: "devs w/ MBA | PhD, -junior",
    relevant: (l) => developer(l) && midUp(l) && hasDegree(l, "mba", "phd"),
    inverted: (l) => developer(l) && l.seniority === "junior" && hasDegree(l, "mba", "phd"),
  },
  {
    class: "sym_career",
    query: "frontend devs @ Lumen Grid | Bluefin Data, mid+ (no jr)",
    relevant: (l) => swe(l, "frontend") && midUp(l) && ["Lumen Grid", "Bluefin Data"].includes(l.employer),
    maybe: (l) => swe(l, "fullstack") && midUp(l) && ["Lumen Grid", "Bluefin Data"].includes(l.employer),
    inverted: (l) =>
      swe(l, "frontend") && l.seniority === "junior" && ["Lumen Grid", "Bluefin Data"].includes(l.employer),
  },
];
