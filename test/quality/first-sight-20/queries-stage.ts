/**
 * Round 20, style 3: career stage in everyday idiom instead of level words or numbers — "fresh out
 * of school", "just starting out", "learning the ropes", "a year or two in", "mid-career", "a few
 * years under their belt", "hitting their stride", "seasoned", "been around the block", "old hands",
 * "greybeards", "battle-tested", "not first-time managers". Each idiom's level (and who is `maybe`
 * beside it) is in ./labels.ts (`STAGE`); each judgement call is commented above its query.
 */
import { EUROPE, ic, icStage, inCity, inCountry, leader, STAGE, swe, type TwentiethQuery } from "./labels.ts";

const DACH = ["DE", "AT", "CH"];

export const STAGE_QUERIES: TwentiethQuery[] = [
  {
    class: "stage_early",
    query: "fresh-out-of-school data analysts anywhere in Germany",
    // A strict early idiom: juniors only, mids wrong.
    relevant: (l) => icStage(l, STAGE.early, "data_analysis") && inCountry(l, "DE"),
  },
  {
    class: "stage_early",
    query: "up-and-coming frontend devs in Europe, not the seasoned folks, we can't pay senior rates",
    // Loose early idiom: mids under five years `maybe`; "not the seasoned folks" inverts the seniors.
    relevant: (l) => swe(l, "frontend") && STAGE.early(l) && inCountry(l, ...EUROPE),
    maybe: (l) => swe(l, "frontend") && STAGE.nearlyEarly(l) && inCountry(l, ...EUROPE),
    inverted: (l) => swe(l, "frontend") && STAGE.late(l) && inCountry(l, ...EUROPE),
  },
  {
    class: "stage_early",
    query: "product managers who are just starting out, in Spain, Portugal or Brazil",
    relevant: (l) => icStage(l, STAGE.early, "product") && inCountry(l, "ES", "PT", "BR"),
  },
  {
    class: "stage_early",
    query: "recruiters still learning the ropes, anywhere in Europe - no old hands please",
    relevant: (l) => icStage(l, STAGE.early, "recruiting") && inCountry(l, ...EUROPE),
    maybe: (l) => icStage(l, STAGE.nearlyEarly, "recruiting") && inCountry(l, ...EUROPE),
    inverted: (l) => icStage(l, STAGE.late, "recruiting") && inCountry(l, ...EUROPE),
  },
  {
    class: "stage_early",
    query: "data scientists or ML engineers a year or two into their careers, in the States or Canada",
    // Juniors under 36 months; a junior of three years and some months `maybe`.
    relevant: (l) => icStage(l, STAGE.yearOrTwo, "data_science", "ml") && inCountry(l, "US", "CA"),
    maybe: (l) =>
      icStage(l, STAGE.early, "data_science", "ml") && !STAGE.yearOrTwo(l) && inCountry(l, "US", "CA"),
  },
  {
    class: "stage_early",
    query: "QA folks cutting their teeth in testing, Europe-wide, not anyone who's already a lead",
    // "Already a lead" is the senior level (the data's titles put Lead among the senior words).
    relevant: (l) => icStage(l, STAGE.early, "qa") && inCountry(l, ...EUROPE),
    maybe: (l) => icStage(l, STAGE.nearlyEarly, "qa") && inCountry(l, ...EUROPE),
    inverted: (l) => icStage(l, STAGE.late, "qa") && inCountry(l, ...EUROPE),
  },
  {
    class: "stage_early",
    query: "accountants at the very start of their careers in Germany, Austria or Switzerland",
    relevant: (l) => icStage(l, STAGE.early, "accounting") && inCountry(l, ...DACH),
  },
  {
    class: "stage_mid",
    query: "mid-career devops engineers in Germany, not too junior and not too senior",
    relevant: (l) => icStage(l, STAGE.mid, "devops") && inCountry(l, "DE"),
    inverted: (l) => ic(l, "devops") && (STAGE.early(l) || STAGE.late(l)) && inCountry(l, "DE"),
  },
  {
    class: "stage_mid",
    query: "data engineers with a few years under their belt, Paris or Amsterdam",
    relevant: (l) => icStage(l, STAGE.mid, "data_eng") && inCity(l, "paris", "amsterdam"),
    maybe: (l) => icStage(l, STAGE.nearlyMid, "data_eng") && inCity(l, "paris", "amsterdam"),
  },
  {
    class: "stage_mid",
    query: "product designers who are past the junior stage but not yet senior, in Europe",
    relevant: (l) => icStage(l, STAGE.mid, "design") && inCountry(l, ...EUROPE),
    inverted: (l) => ic(l, "design") && (STAGE.early(l) || STAGE.late(l)) && inCountry(l, ...EUROPE),
  },
  {
    class: "stage_mid",
    query: "account execs hitting their stride in Spain or Italy - been selling a while, but not veterans",
    // "Been selling a while" leaves the juniors wrong; "not veterans" inverts the seniors.
    relevant: (l) => icStage(l, STAGE.mid, "account_exec") && inCountry(l, "ES", "IT"),
    inverted: (l) => icStage(l, STAGE.late, "account_exec") && inCountry(l, "ES", "IT"),
  },
  {
    class: "stage_mid",
    query: "solid mid-career software engineers in Bengaluru",
    relevant: (l) => swe(l) && STAGE.mid(l) && inCity(l, "bengaluru"),
    maybe: (l) => swe(l) && STAGE.nearlyMid(l) && inCity(l, "bengaluru"),
  },
  {
    class: "stage_mid",
    query: "marketers in their prime, neither green nor greybeards, France or Belgium",
    // Shuts out the juniors and the greybeards (seniors of 15+ years); younger seniors as the middle
    // idiom has them (under eight years `maybe`, the rest wrong).
    relevant: (l) => icStage(l, STAGE.mid, "marketing") && inCountry(l, "FR", "BE"),
    maybe: (l) => icStage(l, STAGE.nearlyMid, "marketing") && inCountry(l, "FR", "BE"),
    inverted: (l) => ic(l, "marketing") && (STAGE.early(l) || STAGE.greybeard(l)) && inCountry(l, "FR", "BE"),
  },
  {
    class: "stage_mid",
    query: "security engineers with some miles on them who aren't yet old hands, anywhere in Europe",
    relevant: (l) => icStage(l, STAGE.mid, "security") && inCountry(l, ...EUROPE),
    inverted: (l) => icStage(l, STAGE.late, "security") && inCountry(l, ...EUROPE),
  },
  {
    class: "stage_late",
    query: "seasoned frontend engineers in the UK or Germany",
    relevant: (l) => swe(l, "frontend") && STAGE.late(l) && inCountry(l, "GB", "DE"),
    maybe: (l) => swe(l, "frontend") && STAGE.nearlyLate(l) && inCountry(l, "GB", "DE"),
  },
  {
    class: "stage_late",
    query:
      "backend engineers who've been around the block, New York, San Francisco or Tel Aviv, no fresh grads",
    relevant: (l) => swe(l, "backend") && STAGE.late(l) && inCity(l, "new_york", "san_francisco", "tel_aviv"),
    maybe: (l) =>
      swe(l, "backend") && STAGE.nearlyLate(l) && inCity(l, "new_york", "san_francisco", "tel_aviv"),
    inverted: (l) =>
      swe(l, "backend") && STAGE.early(l) && inCity(l, "new_york", "san_francisco", "tel_aviv"),
  },
  {
    class: "stage_late",
    query: "greybeard data engineers, the kind who've seen every database fad come and go, anywhere",
    // Greybeards: seniors of 15+ years; the other seniors `maybe`.
    relevant: (l) => icStage(l, STAGE.greybeard, "data_eng"),
    maybe: (l) => icStage(l, STAGE.late, "data_eng") && !STAGE.greybeard(l),
  },
  {
    class: "stage_late",
    query: "seasoned engineering leaders in Europe, not first-time managers",
    // Leaders past the first rung: head, director, VP, CTO; the engineering managers inverted.
    relevant: (l) => leader(l, "engineering", "head", "director", "vp", "chief") && inCountry(l, ...EUROPE),
    inverted: (l) => leader(l, "engineering", "manager") && inCountry(l, ...EUROPE),
  },
  {
    class: "stage_late",
    query: "old hands in presales / sales engineering, Germany or Switzerland; skip the up-and-comers",
    relevant: (l) => icStage(l, STAGE.late, "sales_eng") && inCountry(l, "DE", "CH"),
    maybe: (l) => icStage(l, STAGE.nearlyLate, "sales_eng") && inCountry(l, "DE", "CH"),
    inverted: (l) => icStage(l, STAGE.early, "sales_eng") && inCountry(l, "DE", "CH"),
  },
  {
    class: "stage_late",
    query: "battle-tested SREs and platform engineers in India",
    relevant: (l) => icStage(l, STAGE.late, "devops") && inCountry(l, "IN"),
    maybe: (l) => icStage(l, STAGE.nearlyLate, "devops") && inCountry(l, "IN"),
  },
];
