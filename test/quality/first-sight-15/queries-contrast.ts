/**
 * Round 15, style 1: comparisons and contrasts between groups, as an analyst writes them ("A rather
 * than B", "as opposed to", "instead of", "versus", "unlike most of their peers", "more senior than
 * X but not yet Y", "like X but on the Y side"). B is inverted within the query's other conditions.
 * Labels written before any query was run; judgement calls commented above their query.
 */
import {
  atLevel,
  DACH,
  ENG_FAMILIES,
  EUROPE,
  type FifteenthQuery,
  hasSkill,
  holdsOtherTitle,
  ic,
  inCity,
  inCountry,
  leader,
  monthsAtEmployer,
  NORDICS,
  placedOutside,
  SOUTHERN_EUROPE,
  salesIC,
  swe,
  unplaced,
} from "./labels.ts";

export const CONTRAST_QUERIES: FifteenthQuery[] = [
  {
    class: "contrast_place",
    // "Sales reps": account executives and sales engineers (ICs), as labels.ts says.
    query: "Sales reps in Germany rather than in Austria or Switzerland — the German market on its own",
    relevant: (l) => salesIC(l) && inCountry(l, "DE"),
    inverted: (l) => salesIC(l) && inCountry(l, "AT", "CH"),
  },
  {
    class: "contrast_place",
    query: "Data scientists in the Netherlands as opposed to Belgium",
    relevant: (l) => ic(l, "data_science") && inCountry(l, "NL"),
    inverted: (l) => ic(l, "data_science") && inCountry(l, "BE"),
  },
  {
    class: "contrast_place",
    // "Product managers" is an IC noun: the product family's ICs (product owners too), not its heads.
    query: "Same cut as the Amsterdam product list, but for Paris instead of Amsterdam: product managers",
    relevant: (l) => ic(l, "product") && inCity(l, "paris"),
    inverted: (l) => ic(l, "product") && inCity(l, "amsterdam"),
  },
  {
    class: "contrast_place",
    // "Compared with our DACH pool — the Nordic ones only": the DACH engineers are the left-out group.
    query: "Engineers in the Nordics compared with our DACH pool — the Nordic ones only",
    relevant: (l) => ic(l, ...ENG_FAMILIES) && inCountry(l, ...NORDICS),
    inverted: (l) => ic(l, ...ENG_FAMILIES) && inCountry(l, ...DACH),
  },
  {
    class: "contrast_place",
    query: "Recruiters in India rather than the US",
    relevant: (l) => ic(l, "recruiting") && inCountry(l, "IN"),
    inverted: (l) => ic(l, "recruiting") && inCountry(l, "US"),
  },
  {
    class: "contrast_place",
    query:
      "Marketing specialists in southern Europe (Spain, Italy, Portugal) versus France — just the southern group",
    relevant: (l) => ic(l, "marketing") && inCountry(l, ...SOUTHERN_EUROPE),
    inverted: (l) => ic(l, "marketing") && inCountry(l, "FR"),
  },
  {
    class: "contrast_place",
    // A place exclusion with no place asked: a security engineer without a place is `maybe`.
    query: "Security engineers outside Europe, the counterpart to the European security list we pulled",
    relevant: (l) => ic(l, "security") && placedOutside(l, ...EUROPE),
    maybe: (l) => ic(l, "security") && unplaced(l),
    inverted: (l) => ic(l, "security") && inCountry(l, ...EUROPE),
  },
  {
    class: "contrast_level",
    // Between manager and VP: the head and director levels; managers, VPs and CTOs are what it left out.
    query: "Engineering people more senior than a manager but not yet a VP",
    relevant: (l) => leader(l, "engineering", "head", "director"),
    inverted: (l) => leader(l, "engineering", "manager", "vp", "chief"),
  },
  {
    class: "contrast_level",
    // "One level above mid" is the senior IC level; the mid and junior backend engineers are below it.
    query: "Backend engineers one level above mid, still hands-on rather than managing people",
    relevant: (l) => swe(l, "backend") && atLevel(l, "senior"),
    inverted: (l) => swe(l, "backend") && atLevel(l, "junior", "mid"),
  },
  {
    class: "contrast_level",
    query: "Sales directors — one step below the VPs, not the VPs themselves",
    relevant: (l) => leader(l, "sales", "director"),
    inverted: (l) => leader(l, "sales", "vp"),
  },
  {
    class: "contrast_level",
    // "The same company" across internal promotions (monthsAtEmployer); "more than 5 years" > 60 months.
    query: "Engineers who, unlike most of their peers, have stayed more than 5 years at the same company",
    relevant: (l) => ic(l, ...ENG_FAMILIES) && monthsAtEmployer(l) > 60,
  },
  {
    class: "contrast_level",
    // "3 or more" years of experience: >= 36 months; the mid-level engineers are the group left out.
    query:
      "Junior engineers (not the mid-levels) who already have as many years behind them as a typical mid: 3 or more",
    relevant: (l) => ic(l, ...ENG_FAMILIES) && atLevel(l, "junior") && l.months >= 36,
    inverted: (l) => ic(l, ...ENG_FAMILIES) && atLevel(l, "mid"),
  },
  {
    class: "contrast_level",
    query: "Product people below head-of level: the product managers rather than the Heads or VPs of Product",
    relevant: (l) => ic(l, "product"),
    inverted: (l) => leader(l, "product"),
  },
  {
    class: "contrast_level",
    // The data's marketing leaders are all marketing managers; the specialists are the ICs.
    query: "Marketing managers as opposed to the marketing specialists who report to them",
    relevant: (l) => leader(l, "marketing"),
    inverted: (l) => ic(l, "marketing"),
  },
  {
    class: "contrast_kind",
    // Digital product designers: the design family's ICs; "architects" the generator's Architect title.
    query: "Designers in Berlin or Munich — the digital product kind, not architects who design buildings",
    relevant: (l) => ic(l, "design") && inCity(l, "berlin", "munich"),
    inverted: (l) => holdsOtherTitle(l, "Architect") && inCity(l, "berlin", "munich"),
  },
  {
    class: "contrast_kind",
    // "The software kind": software ICs; the other engineering families write software too: `maybe`.
    query: "Engineers in Munich, but the software kind rather than civil or mechanical engineers",
    relevant: (l) => swe(l) && inCity(l, "munich"),
    maybe: (l) => ic(l, ...ENG_FAMILIES) && inCity(l, "munich"),
    inverted: (l) =>
      (holdsOtherTitle(l, "Civil Engineer") || holdsOtherTitle(l, "Mechanical Engineer")) &&
      inCity(l, "munich"),
  },
  {
    class: "contrast_kind",
    // Those who build the pipelines are the data engineers; the data scientists are left out (ML neither).
    query:
      "Data people like the data scientists, but the ones who build the pipelines rather than the models",
    relevant: (l) => ic(l, "data_eng"),
    inverted: (l) => ic(l, "data_science"),
  },
  {
    class: "contrast_kind",
    query:
      "Engineers close to sales — sales engineers and solutions consultants as opposed to account executives — in Europe",
    relevant: (l) => ic(l, "sales_eng") && inCountry(l, ...EUROPE),
    inverted: (l) => ic(l, "account_exec") && inCountry(l, ...EUROPE),
  },
  {
    class: "contrast_kind",
    query: "Senior mobile developers, as distinct from senior web frontend developers",
    relevant: (l) => ic(l, "mobile") && atLevel(l, "senior"),
    inverted: (l) => swe(l, "frontend") && atLevel(l, "senior"),
  },
  {
    class: "contrast_kind",
    // The DevOps / SRE people with AWS or Kubernetes are the list it is the counterpart of.
    query:
      "The security counterpart of our SRE list: security engineers who know AWS or Kubernetes, not the DevOps/SRE people themselves",
    relevant: (l) => ic(l, "security") && hasSkill(l, "aws", "kubernetes"),
    inverted: (l) => ic(l, "devops") && hasSkill(l, "aws", "kubernetes"),
  },
];
