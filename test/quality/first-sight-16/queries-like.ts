/**
 * Round 16, style 3: lookalikes of an exemplar — the asker describes one person and wants more like
 * them. The label is the attributes stated, never a match on the exemplar's name (./labels.ts).
 */
import {
  at,
  atLeast,
  atLevel,
  between,
  changedEmployer,
  DACH,
  dataIC,
  EU,
  EUROPE,
  engineerIC,
  engLeader,
  founder,
  hasAllSkills,
  hasDegree,
  hasSkill,
  ic,
  inCountry,
  junior,
  leader,
  monthsAtEmployer,
  nurse,
  oneEmployer,
  placedOutside,
  promotedInside,
  type SixteenthQuery,
  studied,
  swe,
  unplaced,
  usedToBe,
} from "./labels.ts";

export const LIKE_QUERIES: SixteenthQuery[] = [
  // Senior software ICs (any specialty) in Portugal; the exemplar's employer, Papaya Pay, inverted.
  {
    class: "like_role",
    query:
      "more people like Ana Ferreira please: a senior software engineer in Portugal, but not from her own employer, Papaya Pay",
    relevant: (l) => swe(l) && atLevel(l, "senior") && inCountry(l, "PT") && !at(l, "Papaya Pay"),
    inverted: (l) => swe(l) && atLevel(l, "senior") && inCountry(l, "PT") && at(l, "Papaya Pay"),
  },
  // Registered nurses with 5+ years in Europe but the UK and Ireland (inverted).
  {
    class: "like_role",
    query:
      "someone with a profile like Maria's: registered nurse, based in Europe, 5+ years' experience, not in the UK or Ireland",
    relevant: (l) =>
      nurse(l) && atLeast(l.months, 5) && inCountry(l, ...EUROPE.filter((c) => c !== "GB" && c !== "IE")),
    inverted: (l) => nurse(l) && atLeast(l.months, 5) && inCountry(l, "GB", "IE"),
  },
  // Mid-level data analysts with SQL and Excel in Germany; Minerva Analytics' inverted.
  {
    class: "like_role",
    query:
      "people like our star data analyst: mid-level, SQL and Excel, based in Germany — not at Minerva Analytics, she's there already",
    relevant: (l) =>
      ic(l, "data_analysis") &&
      atLevel(l, "mid") &&
      hasAllSkills(l, "sql", "excel") &&
      inCountry(l, "DE") &&
      !at(l, "Minerva Analytics"),
    inverted: (l) =>
      ic(l, "data_analysis") &&
      atLevel(l, "mid") &&
      hasAllSkills(l, "sql", "excel") &&
      inCountry(l, "DE") &&
      at(l, "Minerva Analytics"),
  },
  // Mid and senior design ICs with Figma in the US; junior ones inverted.
  {
    class: "like_role",
    query: "people like Mei Chen on our team: product designer, Figma, mid or senior, US-based, not junior",
    relevant: (l) => ic(l, "design") && !junior(l) && hasSkill(l, "figma") && inCountry(l, "US"),
    inverted: (l) => ic(l, "design") && junior(l) && hasSkill(l, "figma") && inCountry(l, "US"),
  },
  // Software ICs in Germany with an entry at TUM (any degree).
  {
    class: "like_role",
    query: "more like Lukas Brandt: studied at TUM, now a software engineer in Germany",
    relevant: (l) => swe(l) && studied(l, "tum") && inCountry(l, "DE"),
  },
  // "data or machine learning": the data families' and ML ICs with a PhD in Europe; Bluefin's inverted.
  {
    class: "like_role",
    query:
      "someone like Giulia Romano: a PhD working in data or machine learning, anywhere in Europe, not at Bluefin Data",
    relevant: (l) =>
      (dataIC(l) || ic(l, "ml")) && hasDegree(l, "phd") && inCountry(l, ...EUROPE) && !at(l, "Bluefin Data"),
    inverted: (l) =>
      (dataIC(l) || ic(l, "ml")) && hasDegree(l, "phd") && inCountry(l, ...EUROPE) && at(l, "Bluefin Data"),
  },
  // Software or data engineering ICs with an IIT Bombay entry, outside India (India's inverted).
  {
    class: "like_role",
    query: "more like Arjun Rao: an IIT Bombay graduate working as a software or data engineer outside India",
    relevant: (l) => (swe(l) || ic(l, "data_eng")) && studied(l, "iitb") && placedOutside(l, "IN"),
    maybe: (l) => (swe(l) || ic(l, "data_eng")) && studied(l, "iitb") && unplaced(l),
    inverted: (l) => (swe(l) || ic(l, "data_eng")) && studied(l, "iitb") && inCountry(l, "IN"),
  },
  // Devops ICs with Terraform in the EU (no UK, no Switzerland); Orbital Freight's inverted.
  {
    class: "like_role",
    query:
      "a devops or platform person like Omar Haddad: Terraform on the profile, works in the EU, not at Orbital Freight",
    relevant: (l) =>
      ic(l, "devops") && hasSkill(l, "terraform") && inCountry(l, ...EU) && !at(l, "Orbital Freight"),
    inverted: (l) =>
      ic(l, "devops") && hasSkill(l, "terraform") && inCountry(l, ...EU) && at(l, "Orbital Freight"),
  },
  // "our best AE" names the exemplar; AEs promoted inside in Europe; sales leaders so promoted inverted.
  {
    class: "like_path",
    query:
      "someone like our best AE: promoted within the company they're at now, not a manager, anywhere in Europe",
    relevant: (l) => ic(l, "account_exec") && promotedInside(l) && inCountry(l, ...EUROPE),
    inverted: (l) => leader(l, "sales") && promotedInside(l) && inCountry(l, ...EUROPE),
  },
  // Engineering leaders (manager to CTO) whose earlier job was "Civil Engineer".
  {
    class: "like_path",
    query: "people like Tomasz: a Civil Engineer before, now leads an engineering team",
    relevant: (l) => engLeader(l) && usedToBe(l, "Civil Engineer"),
  },
  // Engineering leaders below CTO, one employer all along, 10+ years; CTOs so placed inverted.
  {
    class: "like_path",
    query:
      "same career shape as Sven: 10+ years of experience, stayed at one employer the whole time, now in engineering leadership, though not a CTO",
    relevant: (l) =>
      leader(l, "engineering", "manager", "head", "director", "vp") &&
      oneEmployer(l) &&
      atLeast(l.months, 10),
    inverted: (l) => leader(l, "engineering", "chief") && oneEmployer(l) && atLeast(l.months, 10),
  },
  // Recruiting ICs with 3-5 years (36 <= months < 72) and an earlier job elsewhere, in Europe.
  {
    class: "like_path",
    query:
      "a lookalike of our top recruiter: 3-5 years' experience, switched employers once, based in Europe",
    relevant: (l) =>
      ic(l, "recruiting") && between(l.months, 3, 5) && changedEmployer(l) && inCountry(l, ...EUROPE),
  },
  // Senior engineering ICs at Kestrel Health who came from elsewhere; the promoted-inside ones inverted.
  {
    class: "like_path",
    query:
      "people like Femi, who moved to Kestrel Health from another company and is a senior engineer there now — not someone promoted internally",
    relevant: (l) => engineerIC(l) && atLevel(l, "senior") && at(l, "Kestrel Health") && changedEmployer(l),
    inverted: (l) => engineerIC(l) && atLevel(l, "senior") && at(l, "Kestrel Health") && promotedInside(l),
  },
  // Accounting ICs with 5+ years at the current employer (across promotions) in DACH.
  {
    class: "like_path",
    query:
      "more candidates like Jonas: an accountant who's been with the same firm for 5+ years, based in DACH",
    relevant: (l) => ic(l, "accounting") && atLeast(monthsAtEmployer(l), 5) && inCountry(l, ...DACH),
  },
  // Senior data engineers with an earlier employer elsewhere and AWS or GCP; the US inverted.
  {
    class: "like_path",
    query:
      "someone with Zofia's background: two employers so far, now a senior data engineer, AWS or GCP, not in the US",
    relevant: (l) =>
      ic(l, "data_eng") &&
      atLevel(l, "senior") &&
      changedEmployer(l) &&
      hasSkill(l, "aws", "gcp") &&
      placedOutside(l, "US"),
    maybe: (l) =>
      ic(l, "data_eng") &&
      atLevel(l, "senior") &&
      changedEmployer(l) &&
      hasSkill(l, "aws", "gcp") &&
      unplaced(l),
    inverted: (l) =>
      ic(l, "data_eng") &&
      atLevel(l, "senior") &&
      changedEmployer(l) &&
      hasSkill(l, "aws", "gcp") &&
      inCountry(l, "US"),
  },
  // Sales VPs and directors in the US or the UK; Harbor & Finch's inverted.
  {
    class: "like_leader",
    query:
      "looking for clones of Priya Iyer, our VP of Sales: a sales VP or director in the US or UK, not at Harbor & Finch",
    relevant: (l) =>
      leader(l, "sales", "vp", "director") && inCountry(l, "US", "GB") && !at(l, "Harbor & Finch"),
    inverted: (l) =>
      leader(l, "sales", "vp", "director") && inCountry(l, "US", "GB") && at(l, "Harbor & Finch"),
  },
  // CTOs with 15+ years in DACH; founders there with 15+ years inverted.
  {
    class: "like_leader",
    query: "someone like the CTO we lost: CTO, 15+ years' experience, at a company in DACH, not a founder",
    relevant: (l) => leader(l, "engineering", "chief") && atLeast(l.months, 15) && inCountry(l, ...DACH),
    inverted: (l) => founder(l) && atLeast(l.months, 15) && inCountry(l, ...DACH),
  },
  // Product leaders in Europe with an earlier job elsewhere; the promoted-in-house ones inverted.
  {
    class: "like_leader",
    query:
      "leaders similar to our head of product: head of product or VP product who came from another company, not promoted in-house, in Europe",
    relevant: (l) => leader(l, "product") && changedEmployer(l) && inCountry(l, ...EUROPE),
    inverted: (l) => leader(l, "product") && promotedInside(l) && inCountry(l, ...EUROPE),
  },
  // "technical background" is read as the schools named; founders outside the US (US inverted).
  {
    class: "like_leader",
    query:
      "founders like the ones we backed last year: technical background (MIT, Stanford or ETH), not in the US",
    relevant: (l) => founder(l) && studied(l, "mit", "stanford", "eth") && placedOutside(l, "US"),
    maybe: (l) => founder(l) && studied(l, "mit", "stanford", "eth") && unplaced(l),
    inverted: (l) => founder(l) && studied(l, "mit", "stanford", "eth") && inCountry(l, "US"),
  },
  // Marketing managers in Europe with 3+ years at their employer (across promotions).
  {
    class: "like_leader",
    query:
      "marketing managers like Léa Dubois: a marketing manager in Europe who has been at her company 3+ years",
    relevant: (l) => leader(l, "marketing") && atLeast(monthsAtEmployer(l), 3) && inCountry(l, ...EUROPE),
  },
];
