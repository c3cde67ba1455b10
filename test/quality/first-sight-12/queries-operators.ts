/**
 * Round 12, style 1: search-operator syntax people carry over from other tools (Gmail, GitHub,
 * Sales Navigator, Lucene): `key:value` filters, quoted phrases, OR and parentheses, a leading minus
 * or NOT, mixed with free words. Labelled before any search (conventions in ./labels.ts).
 */
import {
  at,
  cameFrom,
  DACH,
  EUROPE,
  hasAllSkills,
  hasSkill,
  ic,
  inCity,
  inCountry,
  justOver,
  leader,
  monthsAtEmployer,
  placedOutside,
  placedOutsideCity,
  swe,
  type TwelfthQuery,
  unplaced,
} from "./labels.ts";

const notJunior = (l: { seniority: string }) => l.seniority !== "junior";

export const OPERATOR_QUERIES: TwelfthQuery[] = [
  {
    class: "op_field",
    query: 'title:"backend engineer" location:Munich',
    relevant: (l) => swe(l, "backend") && inCity(l, "munich"),
  },
  {
    class: "op_field",
    query: 'company:"Kestrel Health" title:recruiter',
    relevant: (l) => ic(l, "recruiting") && at(l, "Kestrel Health"),
  },
  {
    class: "op_field",
    // Any role: the string names only the two employers.
    query: 'current_company:"Lumen Grid" past_company:"Orbital Freight"',
    relevant: (l) => at(l, "Lumen Grid") && cameFrom(l, "Orbital Freight"),
  },
  {
    class: "op_field",
    // function:engineering + seniority:senior is the senior IC level of the engineering families.
    query: 'seniority:senior function:engineering geo:"United Kingdom" skill:python',
    relevant: (l) =>
      ic(l, "software", "mobile", "devops", "data_eng", "ml", "qa", "security") &&
      l.seniority === "senior" &&
      inCountry(l, "GB") &&
      hasSkill(l, "python"),
  },
  {
    class: "op_field",
    // Lucene's inclusive range: 3 to 8 whole years, 36 <= months < 108.
    query: 'title:"product manager" country:NL yoe:[3 TO 8]',
    relevant: (l) => ic(l, "product") && inCountry(l, "NL") && l.months >= 36 && l.months < 108,
  },
  {
    class: "op_field",
    // tenure: months at the current employer across promotions (the authors' convention).
    query: 'role:"qa engineer" country:DE tenure:>=2y -company:"Tessellate AG"',
    relevant: (l) =>
      ic(l, "qa") && inCountry(l, "DE") && monthsAtEmployer(l) >= 24 && !at(l, "Tessellate AG"),
    inverted: (l) => ic(l, "qa") && inCountry(l, "DE") && at(l, "Tessellate AG"),
  },
  {
    class: "op_field",
    query: "title:CTO geo:germany",
    relevant: (l) => leader(l, "engineering", "chief") && inCountry(l, "DE"),
  },
  {
    class: "op_bool",
    // "pm" is the product family (product managers and owners); product leaders are not PMs.
    query: 'role:(pm OR "product owner") country:(NL OR BE) -company:Vantablue',
    relevant: (l) => ic(l, "product") && inCountry(l, "NL", "BE") && !at(l, "Vantablue"),
    inverted: (l) => ic(l, "product") && inCountry(l, "NL", "BE") && at(l, "Vantablue"),
  },
  {
    class: "op_bool",
    // PyTorch is not in the data: TensorFlow carries the skill clause.
    query:
      '("machine learning engineer" OR "ml engineer") AND (tensorflow OR pytorch) loc:(london OR dublin OR amsterdam)',
    relevant: (l) => ic(l, "ml") && hasSkill(l, "tensorflow") && inCity(l, "london", "dublin", "amsterdam"),
  },
  {
    class: "op_bool",
    query:
      'title:("account executive" OR "sales executive") skill:salesforce (loc:london OR loc:dublin) -company:"Harbor & Finch"',
    relevant: (l) =>
      ic(l, "account_exec") &&
      hasSkill(l, "salesforce") &&
      inCity(l, "london", "dublin") &&
      !at(l, "Harbor & Finch"),
    inverted: (l) => ic(l, "account_exec") && inCity(l, "london", "dublin") && at(l, "Harbor & Finch"),
  },
  {
    class: "op_bool",
    // SRE and platform engineers are the DevOps family; AND inside skills: both.
    query:
      '(devops OR sre OR "platform engineer") skills:(terraform AND kubernetes) country:(DE OR AT OR CH)',
    relevant: (l) => ic(l, "devops") && hasAllSkills(l, "terraform", "kubernetes") && inCountry(l, ...DACH),
  },
  {
    class: "op_bool",
    // Hamburg is not in the data: it matches nobody, Berlin and Munich still do.
    query: '("engineering manager" OR "head of engineering") AND (berlin OR munich OR hamburg)',
    relevant: (l) => leader(l, "engineering", "manager", "head") && inCity(l, "berlin", "munich"),
  },
  {
    class: "op_bool",
    query: 'company:("Bluefin Data" OR "Minerva Analytics") title:"data analyst" NOT seniority:junior',
    relevant: (l) => ic(l, "data_analysis") && at(l, "Bluefin Data", "Minerva Analytics") && notJunior(l),
    inverted: (l) =>
      ic(l, "data_analysis") && at(l, "Bluefin Data", "Minerva Analytics") && l.seniority === "junior",
  },
  {
    class: "op_minus",
    // yoe:>5 is round 10's "more than 5": >= 72 months, 5 years and some months `maybe`.
    query: 'title:"data engineer" country:DE -company:"Papaya Pay" yoe:>5',
    relevant: (l) => ic(l, "data_eng") && inCountry(l, "DE") && !at(l, "Papaya Pay") && l.months >= 72,
    maybe: (l) => ic(l, "data_eng") && inCountry(l, "DE") && !at(l, "Papaya Pay") && justOver(l.months, 5),
    inverted: (l) => ic(l, "data_eng") && inCountry(l, "DE") && at(l, "Papaya Pay") && l.months > 60,
  },
  {
    class: "op_minus",
    // A place exclusion with no place asked: a designer without a place is `maybe`.
    query: "title:designer skill:figma -seniority:junior -location:london",
    relevant: (l) =>
      ic(l, "design") && hasSkill(l, "figma") && notJunior(l) && placedOutsideCity(l, "london"),
    maybe: (l) => ic(l, "design") && hasSkill(l, "figma") && notJunior(l) && unplaced(l),
    inverted: (l) =>
      ic(l, "design") && hasSkill(l, "figma") && (l.seniority === "junior" || inCity(l, "london")),
  },
  {
    class: "op_minus",
    // "software engineer" as free words: software ICs of any specialty.
    query: 'software engineer -company:(Vantablue OR "Cobalt Works") location:Warsaw',
    relevant: (l) => swe(l) && inCity(l, "warsaw") && !at(l, "Vantablue", "Cobalt Works"),
    inverted: (l) => swe(l) && inCity(l, "warsaw") && at(l, "Vantablue", "Cobalt Works"),
  },
  {
    class: "op_minus",
    // Co-founders and founder-CEOs are founders; a founder without a place is `maybe`.
    query: 'title:founder NOT location:"united states"',
    relevant: (l) => l.seniority === "founder" && placedOutside(l, "US"),
    maybe: (l) => l.seniority === "founder" && unplaced(l),
    inverted: (l) => l.seniority === "founder" && inCountry(l, "US"),
  },
  {
    class: "op_minus",
    // -skill:python keeps data scientists who list no skills at all: they do not have Python.
    query: "data scientist -skill:python country:IN",
    relevant: (l) => ic(l, "data_science") && inCountry(l, "IN") && !hasSkill(l, "python"),
    inverted: (l) => ic(l, "data_science") && inCountry(l, "IN") && hasSkill(l, "python"),
  },
  {
    class: "op_minus",
    // iOS and Android developers: the mobile family ("Mobile Developer" too).
    query: '(role:"ios developer" OR role:"android developer") -company:"Orbital Freight" country:US',
    relevant: (l) => ic(l, "mobile") && inCountry(l, "US") && !at(l, "Orbital Freight"),
    inverted: (l) => ic(l, "mobile") && inCountry(l, "US") && at(l, "Orbital Freight"),
  },
  {
    class: "op_minus",
    // loc:europe is the data's European countries (the UK and Switzerland included).
    query: 'title:"engineering manager" -past_company:"Quillon Systems" loc:europe',
    relevant: (l) =>
      leader(l, "engineering", "manager") && inCountry(l, ...EUROPE) && !cameFrom(l, "Quillon Systems"),
    inverted: (l) =>
      leader(l, "engineering", "manager") && inCountry(l, ...EUROPE) && cameFrom(l, "Quillon Systems"),
  },
];
