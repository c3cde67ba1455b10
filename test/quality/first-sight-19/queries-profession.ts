/**
 * Round 19, style 3: professions outside software in their own jargon and abbreviations, only for
 * roles the independent data holds — care (nurses, physios, pharmacists, chefs, teachers:
 * `prof_care`), building and trades (civil and mechanical engineers, electricians, architects:
 * `prof_build`) and desk professions (accountants, auditors, in-house recruiters, lawyers,
 * translators, office managers, quota-carrying sales: `prof_desk`). Labels in ./labels.ts.
 */
import {
  EU,
  EUROPE,
  holdsAnyOther,
  holdsOtherTitle,
  ic,
  icAt,
  inCountry,
  type NineteenthQuery,
  otherJunior,
  otherMidUp,
  placedOutside,
  titled,
  unplaced,
} from "./labels.ts";

const NURSE = "Registered Nurse";
const PHYSIO = "Physiotherapist";
const PHARMACIST = "Pharmacist";
const CIVIL = "Civil Engineer";
const MECHANICAL = "Mechanical Engineer";
const ARCHITECT = "Architect";
const ELECTRICIAN = "Electrician";
const LAWYER = "Lawyer";

const EUROPE_BUT = (...codes: string[]) => EUROPE.filter((c) => !codes.includes(c));
const CA_OR_TAX = /Chartered Accountant|Tax Accountant/i;
const AUDITOR = /Auditor/i;

export const PROFESSION_QUERIES: NineteenthQuery[] = [
  // --- care: health, education, hospitality
  {
    class: "prof_care",
    query: "RNs anywhere in Europe, UK excluded",
    relevant: (l) => holdsOtherTitle(l, NURSE) && inCountry(l, ...EUROPE_BUT("GB")),
    inverted: (l) => holdsOtherTitle(l, NURSE) && inCountry(l, "GB"),
  },
  {
    // "5+ yrs" is >= 60 months of experience; "new grads" the junior level.
    class: "prof_care",
    query: "physios / PTs with 5+ yrs post-qualification, no new grads",
    relevant: (l) => holdsOtherTitle(l, PHYSIO) && l.months >= 60,
    inverted: (l) => otherJunior(l, PHYSIO),
  },
  {
    class: "prof_care",
    query: "pharmacists, but not in India or the US",
    relevant: (l) => holdsOtherTitle(l, PHARMACIST) && placedOutside(l, "IN", "US"),
    maybe: (l) => holdsOtherTitle(l, PHARMACIST) && unplaced(l),
    inverted: (l) => holdsOtherTitle(l, PHARMACIST) && inCountry(l, "IN", "US"),
  },
  {
    // The data writes no kitchen rank: every Chef is a head or sous chef here.
    class: "prof_care",
    query: "head chefs or sous chefs, anywhere but the States",
    relevant: (l) => holdsOtherTitle(l, "Chef") && placedOutside(l, "US"),
    maybe: (l) => holdsOtherTitle(l, "Chef") && unplaced(l),
    inverted: (l) => holdsOtherTitle(l, "Chef") && inCountry(l, "US"),
  },
  {
    class: "prof_care",
    query: "teachers / educators with 8+ yrs in the classroom",
    relevant: (l) => holdsOtherTitle(l, "Teacher") && l.months >= 96,
  },
  {
    class: "prof_care",
    query: "staff nurses and pharmacists, skip anyone at Kestrel Health",
    relevant: (l) => holdsAnyOther(l, NURSE, PHARMACIST) && l.employer !== "Kestrel Health",
    inverted: (l) => holdsAnyOther(l, NURSE, PHARMACIST) && l.employer === "Kestrel Health",
  },
  {
    class: "prof_care",
    query: "nurses or physiotherapists in DACH",
    relevant: (l) => holdsAnyOther(l, NURSE, PHYSIO) && inCountry(l, "DE", "AT", "CH"),
  },
  // --- building, engineering and trades
  {
    // The data does not tell structural from civil engineers.
    class: "prof_build",
    query: "civil/structural engineers, not mechanical",
    relevant: (l) => holdsOtherTitle(l, CIVIL),
    inverted: (l) => holdsOtherTitle(l, MECHANICAL),
  },
  {
    class: "prof_build",
    query: "sparkies (electricians) anywhere in Europe",
    relevant: (l) => holdsOtherTitle(l, ELECTRICIAN) && inCountry(l, ...EUROPE),
  },
  {
    class: "prof_build",
    query: "MEs, i.e. mechanical engineers, in Europe but not Germany",
    relevant: (l) => holdsOtherTitle(l, MECHANICAL) && inCountry(l, ...EUROPE_BUT("DE")),
    inverted: (l) => holdsOtherTitle(l, MECHANICAL) && inCountry(l, "DE"),
  },
  {
    // Buildings, not software: the data has no software architects, so "not software" adds nobody.
    class: "prof_build",
    query: "registered architects (buildings, not software), 5+ yrs, no graduates",
    relevant: (l) => holdsOtherTitle(l, ARCHITECT) && l.months >= 60,
    inverted: (l) => otherJunior(l, ARCHITECT),
  },
  {
    // "Outside Europe" inverts the European countries; unplaced people are wrong (no place known).
    class: "prof_build",
    query: "CEs & MEs (civil and mechanical engineers) outside Europe",
    relevant: (l) => holdsAnyOther(l, CIVIL, MECHANICAL) && placedOutside(l, ...EUROPE),
    inverted: (l) => holdsAnyOther(l, CIVIL, MECHANICAL) && inCountry(l, ...EUROPE),
  },
  {
    class: "prof_build",
    query: "electricians, at least mid-career, no apprentices",
    relevant: (l) => otherMidUp(l, ELECTRICIAN),
    inverted: (l) => otherJunior(l, ELECTRICIAN),
  },
  {
    // The EU without the UK and Switzerland; "no UK" inverts the UK's (Swiss ones are wrong).
    class: "prof_build",
    query: "civil engineers and architects anywhere in the EU. post-Brexit, so no UK",
    relevant: (l) => holdsAnyOther(l, CIVIL, ARCHITECT) && inCountry(l, ...EU),
    inverted: (l) => holdsAnyOther(l, CIVIL, ARCHITECT) && inCountry(l, "GB"),
  },
  // --- desk professions: finance, HR, legal, languages, office, sales
  {
    // CAs the Chartered Accountant titles; other accountants (and typo'd titles) `maybe`.
    class: "prof_desk",
    query: "CAs or tax accountants, no auditors",
    relevant: (l) => ic(l, "accounting") && titled(l, CA_OR_TAX),
    maybe: (l) => ic(l, "accounting") && !titled(l, CA_OR_TAX) && !titled(l, AUDITOR),
    inverted: (l) => ic(l, "accounting") && titled(l, AUDITOR),
  },
  {
    // "Seniors only" inverts the juniors; mid-level recruiters are wrong.
    class: "prof_desk",
    query: "in-house TA (talent acquisition) in the Nordics or Benelux, seniors only",
    relevant: (l) => icAt(l, "recruiting", "senior") && inCountry(l, "DK", "SE", "BE", "NL"),
    inverted: (l) => icAt(l, "recruiting", "junior") && inCountry(l, "DK", "SE", "BE", "NL"),
  },
  {
    class: "prof_desk",
    query: "counsel / attorneys, i.e. lawyers, not in the US",
    relevant: (l) => holdsOtherTitle(l, LAWYER) && placedOutside(l, "US"),
    maybe: (l) => holdsOtherTitle(l, LAWYER) && unplaced(l),
    inverted: (l) => holdsOtherTitle(l, LAWYER) && inCountry(l, "US"),
  },
  {
    class: "prof_desk",
    query: "translators or linguists (T&I), Europe-based",
    relevant: (l) => holdsOtherTitle(l, "Translator") && inCountry(l, ...EUROPE),
  },
  {
    class: "prof_desk",
    query: "office managers, experienced ones, no juniors",
    relevant: (l) => otherMidUp(l, "Office Manager"),
    inverted: (l) => otherJunior(l, "Office Manager"),
  },
  {
    class: "prof_desk",
    query: "quota-carrying AEs (closers, not SEs or presales) in DACH",
    relevant: (l) => ic(l, "account_exec") && inCountry(l, "DE", "AT", "CH"),
    inverted: (l) => ic(l, "sales_eng") && inCountry(l, "DE", "AT", "CH"),
  },
];
