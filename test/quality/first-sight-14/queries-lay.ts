/**
 * Round 14, style 1: lay descriptions. What people do is said the way a non-specialist says it
 * ("the folks who keep the servers running", "someone who does the books") instead of a title, and
 * the level and place in the same plain words ("the boss of", "somebody junior", "over in
 * Scandinavia"). Labels follow ./labels.ts; each judgement call is commented above its query.
 */
import {
  AMERICAS,
  at,
  atLeast,
  between,
  CONTINENT,
  DACH,
  ENG_FAMILIES,
  EUROPE,
  type FourteenthQuery,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  NORDICS,
  placedOutside,
  placedOutsideCity,
  SOUTHERN_EUROPE,
  swe,
  unplaced,
  writesCode,
} from "./labels.ts";

const accountant = (l: Parameters<typeof ic>[0]) => ic(l, "accounting");
const productLead = (l: Parameters<typeof ic>[0]) => leader(l, "product");

export const LAY_QUERIES: FourteenthQuery[] = [
  // "Keep the servers running" is the DevOps / SRE / platform family; security people `maybe`.
  {
    class: "lay_work",
    query: "the folks who keep the servers running, anywhere in Germany",
    relevant: (l) => ic(l, "devops") && inCountry(l, "DE"),
    maybe: (l) => ic(l, "security") && inCountry(l, "DE"),
  },
  // "Does the books" is the accounting family; "a small company" has no fact in the data (not a condition).
  {
    class: "lay_work",
    query: "someone who does the books for a small company, but not in India",
    relevant: (l) => accountant(l) && placedOutside(l, "IN"),
    maybe: (l) => accountant(l) && unplaced(l),
    inverted: (l) => accountant(l) && inCountry(l, "IN"),
  },
  // "Decide what goes into the app" is product; "not the bosses" leaves the product ICs, its leaders inverted.
  {
    class: "lay_work",
    query: "the people who decide what goes into the app — not the bosses, the ones doing it day to day",
    relevant: (l) => ic(l, "product"),
    inverted: productLead,
  },
  // "Finding and hiring new staff" is the recruiting family.
  {
    class: "lay_work",
    query: "people whose job is finding and hiring new staff, in London or Dublin",
    relevant: (l) => ic(l, "recruiting") && inCity(l, "london", "dublin"),
  },
  // "Build the apps on your phone" is the mobile family; "no beginners" inverts its juniors.
  {
    class: "lay_work",
    query: "the ones who build the apps on your phone, no beginners please",
    relevant: (l) => ic(l, "mobile") && !junior(l),
    inverted: (l) => ic(l, "mobile") && junior(l),
  },
  // "Protects a company from hackers" is the security family.
  {
    class: "lay_work",
    query: "whoever protects a company from hackers, in the US or Canada",
    relevant: (l) => ic(l, "security") && inCountry(l, "US", "CA"),
  },
  // "Test the software and hunt for bugs" is QA; "anyone at Minerva" is Minerva now.
  {
    class: "lay_work",
    query:
      "people who test the software and hunt for bugs before customers find them, except anyone at Minerva",
    relevant: (l) => ic(l, "qa") && !at(l, "Minerva Analytics"),
    inverted: (l) => ic(l, "qa") && at(l, "Minerva Analytics"),
  },
  // "The very top person on the tech side" is the CTO (chief of engineering); VPs of engineering `maybe`.
  {
    class: "lay_level",
    query: "the very top person on the tech side of a company, somewhere in Europe",
    relevant: (l) => leader(l, "engineering", "chief") && inCountry(l, ...EUROPE),
    maybe: (l) => leader(l, "engineering", "vp") && inCountry(l, ...EUROPE),
  },
  // "Writes code" is software and mobile ICs (other engineering families `maybe`); "just starting out" junior.
  {
    class: "lay_level",
    query: "somebody junior who writes code, just starting out, not in the Americas",
    relevant: (l) => writesCode(l) && junior(l) && placedOutside(l, ...AMERICAS),
    maybe: (l) =>
      (writesCode(l) && junior(l) && unplaced(l)) ||
      (ic(l, ...ENG_FAMILIES) && junior(l) && placedOutside(l, ...AMERICAS)),
    inverted: (l) => writesCode(l) && junior(l) && inCountry(l, ...AMERICAS),
  },
  // "In charge of selling, the ones the salespeople answer to" are sales leaders (director, VP).
  {
    class: "lay_level",
    query: "the people in charge of selling, the ones the salespeople answer to — not at Papaya though",
    relevant: (l) => leader(l, "sales") && !at(l, "Papaya Pay"),
    inverted: (l) => leader(l, "sales") && at(l, "Papaya Pay"),
  },
  // "Over a decade" is >= 120 months of experience; "rather than manage" inverts engineering leaders.
  {
    class: "lay_level",
    query:
      "people who've been writing code for over a decade and still write it themselves rather than manage",
    relevant: (l) => writesCode(l) && atLeast(l.months, 10),
    maybe: (l) => ic(l, ...ENG_FAMILIES) && atLeast(l.months, 10),
    inverted: (l) => leader(l, "engineering"),
  },
  // "Runs the marketing side" is the data's one marketing leader level, the marketing manager.
  {
    class: "lay_level",
    query: "the person who runs the marketing side, somewhere in Europe",
    relevant: (l) => leader(l, "marketing") && inCountry(l, ...EUROPE),
  },
  // "Turn spreadsheets into charts and reports" is data analysis; "a year or two under their belt" 12 <= months < 36.
  {
    class: "lay_level",
    query:
      "fairly new number crunchers — the people who turn spreadsheets into charts and reports — with a year or two under their belt",
    relevant: (l) => ic(l, "data_analysis") && between(l.months, 1, 2),
  },
  // "Head honchos of product, the ones the product folks report to" are product leaders; San Francisco inverted.
  {
    class: "lay_level",
    query: "the head honchos of product, the ones the product folks report to, anywhere except San Francisco",
    relevant: (l) => productLead(l) && placedOutsideCity(l, "san_francisco"),
    maybe: (l) => productLead(l) && unplaced(l),
    inverted: (l) => productLead(l) && inCity(l, "san_francisco"),
  },
  // "Draw the screens and make the app look nice" is the design family; "Scandinavia" Denmark and Sweden.
  {
    class: "lay_place",
    query: "the people who draw the screens and make the app look nice, over in Scandinavia",
    relevant: (l) => ic(l, "design") && inCountry(l, ...NORDICS),
  },
  // "Sell software to big businesses" is account executives (sales engineers `maybe`); "big" no fact.
  {
    class: "lay_place",
    query:
      "people who sell software to big businesses, down in southern Europe — Spain, Portugal, Italy — but not Minerva's",
    relevant: (l) => ic(l, "account_exec") && inCountry(l, ...SOUTHERN_EUROPE) && !at(l, "Minerva Analytics"),
    maybe: (l) => ic(l, "sales_eng") && inCountry(l, ...SOUTHERN_EUROPE) && !at(l, "Minerva Analytics"),
    inverted: (l) =>
      ic(l, "account_exec", "sales_eng") && inCountry(l, ...SOUTHERN_EUROPE) && at(l, "Minerva Analytics"),
  },
  // "Keep the company's data flowing between systems" is data engineering; "the US east coast" New York.
  {
    class: "lay_place",
    query:
      "the people who keep a company's data flowing between systems, on the US east coast, not at Bluefin",
    relevant: (l) => ic(l, "data_eng") && inCity(l, "new_york") && !at(l, "Bluefin Data"),
    inverted: (l) => ic(l, "data_eng") && inCity(l, "new_york") && at(l, "Bluefin Data"),
  },
  // "Teach computers to learn from data" is machine learning (data scientists `maybe`).
  {
    class: "lay_place",
    query: "people who teach computers to learn from data, in the German-speaking countries",
    relevant: (l) => ic(l, "ml") && inCountry(l, ...DACH),
    maybe: (l) => ic(l, "data_science") && inCountry(l, ...DACH),
  },
  // "Do the tax and the accounts" is accounting; "back in India but not Bombay": India without Mumbai.
  {
    class: "lay_place",
    query: "the folks who do the tax and the accounts, back in India but not Bombay",
    relevant: (l) => accountant(l) && inCountry(l, "IN") && !inCity(l, "mumbai"),
    inverted: (l) => accountant(l) && inCity(l, "mumbai"),
  },
  // "The behind-the-scenes part of websites" is backend; "the continent" Europe without the UK and
  // Ireland (Ireland `maybe`: "leave out the UK" names only the UK).
  {
    class: "lay_place",
    query:
      "people who write the code for the behind-the-scenes part of websites, anywhere on the continent, leave out the UK",
    relevant: (l) => swe(l, "backend") && inCountry(l, ...CONTINENT),
    maybe: (l) => swe(l, "backend") && inCountry(l, "IE"),
    inverted: (l) => swe(l, "backend") && inCountry(l, "GB"),
  },
];
