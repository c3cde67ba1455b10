/**
 * Round 22, style 1: office nicknames for trades and ranks, as colleagues say them in corridors and
 * chats ("bean counters", "code monkeys", "top brass", "the frozen middle", "data plumbers"). Each
 * nickname's meaning is in ./labels.ts (`NICKNAMES`); judgement calls are commented above the query.
 */
import {
  accountantTitled,
  auditorTitled,
  both,
  developer,
  EUROPE,
  engineerIC,
  engLeader,
  hasAllSkills,
  hasSkill,
  ic,
  inCity,
  inCountry,
  leader,
  midUp,
  type TwentySecondQuery,
} from "./labels.ts";

type L = Parameters<TwentySecondQuery["relevant"]>[0];

const accountingTypo = (l: L) => ic(l, "accounting") && !accountantTitled(l) && !auditorTitled(l);

export const NICK_QUERIES: TwentySecondQuery[] = [
  // Trades.
  {
    class: "nick_trade",
    query: "bean counters in London, but not the auditors",
    // Accountants by title; a typo'd title could be either, so `maybe`.
    relevant: (l) => accountantTitled(l) && inCity(l, "london"),
    maybe: (l) => accountingTypo(l) && inCity(l, "london"),
    inverted: (l) => auditorTitled(l) && inCity(l, "london"),
  },
  {
    class: "nick_trade",
    query: "pixel pushers who live in Figma, Berlin or Munich",
    // "live in Figma" is the skill; the places are the cities.
    relevant: (l) => ic(l, "design") && hasSkill(l, "figma") && inCity(l, "berlin", "munich"),
  },
  {
    class: "nick_trade",
    query: "code monkeys at Papaya Pay, no managers",
    // "managers" among developers: every engineering leader there (manager to CTO).
    relevant: (l) => developer(l) && l.employer === "Papaya Pay",
    inverted: (l) => engLeader(l) && l.employer === "Papaya Pay",
  },
  {
    class: "nick_trade",
    query: "headhunters in Bangalore or Mumbai",
    relevant: (l) => ic(l, "recruiting") && inCity(l, "bengaluru", "mumbai"),
  },
  {
    class: "nick_trade",
    query: "quota carriers who know Salesforce, nobody junior",
    // Sales engineers may carry a quota too: `maybe`.
    relevant: (l) => ic(l, "account_exec") && hasSkill(l, "salesforce") && midUp(l),
    maybe: (l) => ic(l, "sales_eng") && hasSkill(l, "salesforce") && midUp(l),
    inverted: (l) => ic(l, "account_exec") && hasSkill(l, "salesforce") && l.seniority === "junior",
  },
  {
    class: "nick_trade",
    query: "number crunchers in Paris or Amsterdam who do spreadsheets and SQL",
    // "spreadsheets" is Excel; data scientists are number crunchers too in some mouths: `maybe`.
    relevant: (l) => ic(l, "data_analysis") && both(l, "excel", "sql") && inCity(l, "paris", "amsterdam"),
    maybe: (l) => ic(l, "data_science") && hasSkill(l, "sql") && inCity(l, "paris", "amsterdam"),
  },
  // Ranks.
  {
    class: "nick_rank",
    query: "top brass in product and sales, founders aside",
    // Every product leader is a head or a VP and every sales leader a director or a VP: all of them.
    relevant: (l) => leader(l, "product") || leader(l, "sales"),
    inverted: (l) => l.seniority === "founder",
  },
  {
    class: "nick_rank",
    query: "pointy-haired bosses in engineering at Lumen Grid or Vantablue",
    relevant: (l) => leader(l, "engineering", "manager") && ["Lumen Grid", "Vantablue"].includes(l.employer),
    maybe: (l) => leader(l, "engineering", "head") && ["Lumen Grid", "Vantablue"].includes(l.employer),
  },
  {
    class: "nick_rank",
    query: "engineering worker bees in Warsaw or Kraków, no bosses",
    relevant: (l) => engineerIC(l) && inCity(l, "warsaw", "krakow"),
    inverted: (l) => engLeader(l) && inCity(l, "warsaw", "krakow"),
  },
  {
    class: "nick_rank",
    query: "the tech C-suite anywhere in Europe, not VPs",
    relevant: (l) => leader(l, "engineering", "chief") && inCountry(l, ...EUROPE),
    inverted: (l) => leader(l, "engineering", "vp") && inCountry(l, ...EUROPE),
  },
  {
    class: "nick_rank",
    query: "big cheeses of engineering in Germany, not the line managers",
    relevant: (l) => leader(l, "engineering", "head", "director", "vp", "chief") && inCountry(l, "DE"),
    inverted: (l) => leader(l, "engineering", "manager") && inCountry(l, "DE"),
  },
  {
    class: "nick_rank",
    query: "the suits running sales at Harbor & Finch or Cobalt Works",
    relevant: (l) => leader(l, "sales") && ["Harbor & Finch", "Cobalt Works"].includes(l.employer),
  },
  {
    class: "nick_rank",
    query: "the frozen middle of engineering in the UK, Ireland or Benelux — not the top brass",
    // Managers; a head of engineering sits between: `maybe`. The top brass: directors, VPs, CTOs.
    relevant: (l) => leader(l, "engineering", "manager") && inCountry(l, "GB", "IE", "BE", "NL"),
    maybe: (l) => leader(l, "engineering", "head") && inCountry(l, "GB", "IE", "BE", "NL"),
    inverted: (l) =>
      leader(l, "engineering", "director", "vp", "chief") && inCountry(l, "GB", "IE", "BE", "NL"),
  },
  // Insider slang.
  {
    class: "nick_slang",
    query: "data plumbers with GCP, not the AWS crowd",
    // Anyone listing AWS is "the AWS crowd", with or without GCP.
    relevant: (l) => ic(l, "data_eng") && hasSkill(l, "gcp") && !hasSkill(l, "aws"),
    inverted: (l) => ic(l, "data_eng") && hasSkill(l, "aws"),
  },
  {
    class: "nick_slang",
    query: "product mini-CEOs in Lisbon or Porto who do SQL",
    // "mini-CEOs" are product managers; a head or VP of product is `maybe` (nobody lists their skills apart).
    relevant: (l) => ic(l, "product") && hasSkill(l, "sql") && inCity(l, "lisbon", "porto"),
    maybe: (l) => leader(l, "product") && inCity(l, "lisbon", "porto"),
  },
  {
    class: "nick_slang",
    query: "firefighters on the pager with Kubernetes and Terraform, not at Bluefin Data",
    relevant: (l) =>
      ic(l, "devops") && hasAllSkills(l, "kubernetes", "terraform") && l.employer !== "Bluefin Data",
    inverted: (l) =>
      ic(l, "devops") && hasAllSkills(l, "kubernetes", "terraform") && l.employer === "Bluefin Data",
  },
  {
    class: "nick_slang",
    query: "demo jockeys who know AWS, outside India",
    // Unplaced people are neither: nothing says where they are.
    relevant: (l) => ic(l, "sales_eng") && hasSkill(l, "aws") && l.country !== null && l.country !== "IN",
    inverted: (l) => ic(l, "sales_eng") && hasSkill(l, "aws") && inCountry(l, "IN"),
  },
  {
    class: "nick_slang",
    query: "white hats in Tel Aviv, Berlin or London",
    relevant: (l) => ic(l, "security") && inCity(l, "tel_aviv", "berlin", "london"),
  },
  {
    class: "nick_slang",
    query: "Mad Men types in Milan or Rome, no marketing managers",
    relevant: (l) => ic(l, "marketing") && inCity(l, "milan", "rome"),
    inverted: (l) => leader(l, "marketing") && inCity(l, "milan", "rome"),
  },
  {
    class: "nick_slang",
    query: "AI whisperers with TensorFlow in San Francisco or New York, not the data scientists",
    relevant: (l) => ic(l, "ml") && hasSkill(l, "tensorflow") && inCity(l, "san_francisco", "new_york"),
    inverted: (l) =>
      ic(l, "data_science") && hasSkill(l, "tensorflow") && inCity(l, "san_francisco", "new_york"),
  },
];
