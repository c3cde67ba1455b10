/**
 * Round 18, style 3: asks relative to an anchor the asker knows — a place ("near", "around", "in
 * the greater X area": `rel_near`), a commute ("commutable to", "within an hour of", "a short drive
 * from": `rel_commute`), or the asker's own level, role and employer ("one step more senior than
 * me", "peers at my level": `rel_self`). 15 of 20 exclude.
 */
import {
  atLevel,
  developer,
  type EighteenthQuery,
  EUROPE,
  engLeaderAt,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  MID_UP,
  placedOutside,
  salesIC,
  swe,
  unplaced,
} from "./labels.ts";

export const RELATIVE_QUERIES: EighteenthQuery[] = [
  // "Near Munich" is Munich (Nuremberg is 170 km off); full-stack `maybe` as for every "backend" ask.
  {
    class: "rel_near",
    query: "backend developers near Munich, not juniors",
    relevant: (l) => swe(l, "backend") && atLevel(l, ...MID_UP) && inCity(l, "munich"),
    maybe: (l) => swe(l, "fullstack") && atLevel(l, ...MID_UP) && inCity(l, "munich"),
    inverted: (l) => swe(l, "backend") && junior(l) && inCity(l, "munich"),
  },
  // "Anyone in data" but analysts: data engineers and scientists (ML ICs `maybe`); The Hague (60 km) `maybe`.
  {
    class: "rel_near",
    query: "anyone in data around Amsterdam — not data analysts though",
    relevant: (l) => ic(l, "data_eng", "data_science") && inCity(l, "amsterdam"),
    maybe: (l) =>
      (ic(l, "data_eng", "data_science") && inCity(l, "the_hague")) ||
      (ic(l, "ml") && inCity(l, "amsterdam")),
    inverted: (l) => ic(l, "data_analysis") && inCity(l, "amsterdam", "the_hague"),
  },
  // "Product managers" the product ICs; heads and VPs of product `maybe`.
  {
    class: "rel_near",
    query: "product managers in the greater Paris area",
    relevant: (l) => ic(l, "product") && inCity(l, "paris"),
    maybe: (l) => leader(l, "product") && inCity(l, "paris"),
  },
  {
    class: "rel_near",
    query: "recruiters based in or around Bengaluru",
    relevant: (l) => ic(l, "recruiting") && inCity(l, "bengaluru"),
  },
  // "Salespeople" the AEs and sales engineers; sales directors and VPs inverted.
  {
    class: "rel_near",
    query: "salespeople around New York, not sales leadership",
    relevant: (l) => salesIC(l) && inCity(l, "new_york"),
    inverted: (l) => leader(l, "sales") && inCity(l, "new_york"),
  },
  {
    class: "rel_near",
    query: "accountants close to Milan or Rome",
    relevant: (l) => ic(l, "accounting") && inCity(l, "milan", "rome"),
  },
  // "I don't want New York people": the ML ICs in New York inverted; data scientists in SF wrong.
  {
    class: "rel_near",
    query: "ML engineers around San Francisco — I don't want New York people",
    relevant: (l) => ic(l, "ml") && inCity(l, "san_francisco"),
    inverted: (l) => ic(l, "ml") && inCity(l, "new_york"),
  },
  // Commutable to Amsterdam: Amsterdam and The Hague (about 50 minutes by train); abroad inverted, unplaced `maybe`.
  {
    class: "rel_commute",
    query: "data engineers commutable to Amsterdam, nobody fully remote from abroad",
    relevant: (l) => ic(l, "data_eng") && inCity(l, "amsterdam", "the_hague"),
    maybe: (l) => ic(l, "data_eng") && unplaced(l),
    inverted: (l) => ic(l, "data_eng") && placedOutside(l, "NL"),
  },
  // Within an hour of Frankfurt: Frankfurt; Cologne (about 65 minutes by ICE) `maybe`; Berlin inverted.
  {
    class: "rel_commute",
    query: "software engineers within an hour of Frankfurt, not the Berlin crowd",
    relevant: (l) => swe(l) && inCity(l, "frankfurt"),
    maybe: (l) => swe(l) && inCity(l, "cologne"),
    inverted: (l) => swe(l) && inCity(l, "berlin"),
  },
  // "Designers" the design ICs; Nuremberg (about 65 minutes by ICE) `maybe`.
  {
    class: "rel_commute",
    query: "designers within an hour's train ride of Munich",
    relevant: (l) => ic(l, "design") && inCity(l, "munich"),
    maybe: (l) => ic(l, "design") && inCity(l, "nuremberg"),
  },
  // Two hours of Paris by train: Paris and Brussels (about 1h20); London named as excluded, inverted.
  {
    class: "rel_commute",
    query: "account executives within two hours of Paris by train — Brussels is fine, London isn't",
    relevant: (l) => ic(l, "account_exec") && inCity(l, "paris", "brussels"),
    inverted: (l) => ic(l, "account_exec") && inCity(l, "london"),
  },
  // Developers in Zurich; Geneva (near three hours) named as too far, inverted.
  {
    class: "rel_commute",
    query: "developers who could commute into our Zurich office daily — Geneva is too far",
    relevant: (l) => developer(l) && inCity(l, "zurich"),
    inverted: (l) => developer(l) && inCity(l, "geneva"),
  },
  // Data analysts and data scientists in Mumbai; Bengaluru's (a flight away) inverted.
  {
    class: "rel_commute",
    query: "data analysts or data scientists within a short drive of Mumbai, not Bengaluru people",
    relevant: (l) => ic(l, "data_analysis", "data_science") && inCity(l, "mumbai"),
    inverted: (l) => ic(l, "data_analysis", "data_science") && inCity(l, "bengaluru"),
  },
  // One step above a mid-level backend engineer: senior backend ICs (engineering managers `maybe`); juniors inverted.
  {
    class: "rel_self",
    query: "show me people one step more senior than me — I'm a mid-level backend engineer",
    relevant: (l) => swe(l, "backend") && atLevel(l, "senior"),
    maybe: (l) => engLeaderAt(l, "manager"),
    inverted: (l) => swe(l, "backend") && junior(l),
  },
  {
    class: "rel_self",
    query: "I'm a Senior Data Scientist in Germany — find me peers at my level here",
    relevant: (l) => ic(l, "data_science") && atLevel(l, "senior") && inCountry(l, "DE"),
  },
  // More senior than a junior frontend dev: mid and senior frontend ICs in Europe (full-stack `maybe`); juniors inverted.
  {
    class: "rel_self",
    query:
      "I'm a junior frontend dev. Show me frontend devs more senior than me in Europe, not other juniors",
    relevant: (l) => swe(l, "frontend") && atLevel(l, ...MID_UP) && inCountry(l, ...EUROPE),
    maybe: (l) => swe(l, "fullstack") && atLevel(l, ...MID_UP) && inCountry(l, ...EUROPE),
    inverted: (l) => swe(l, "frontend") && junior(l) && inCountry(l, ...EUROPE),
  },
  // One rung above an engineering manager: heads and directors of engineering in Europe; VPs and CTOs inverted.
  {
    class: "rel_self",
    query:
      "I'm an engineering manager in Europe; who's one rung above me, but not all the way up to VP or CTO?",
    relevant: (l) => engLeaderAt(l, "head", "director") && inCountry(l, ...EUROPE),
    inverted: (l) => engLeaderAt(l, "vp", "chief") && inCountry(l, ...EUROPE),
  },
  // More than the asker's 5 years: at least 6 (5 years and some months `maybe`); under 5 years inverted.
  {
    class: "rel_self",
    query:
      "I'm a data engineer with 5 years under my belt, based in India — who has more experience than me?",
    relevant: (l) => ic(l, "data_eng") && inCountry(l, "IN") && l.months >= 72,
    maybe: (l) => ic(l, "data_eng") && inCountry(l, "IN") && l.months >= 60 && l.months < 72,
    inverted: (l) => ic(l, "data_eng") && inCountry(l, "IN") && l.months < 60,
  },
  // Senior AEs not at the asker's employer; AEs at Papaya Pay (the colleagues) inverted, mid AEs elsewhere wrong.
  {
    class: "rel_self",
    query:
      "I'm a Senior Account Executive at Papaya Pay — find AEs at my level at other companies, not my own colleagues",
    relevant: (l) => ic(l, "account_exec") && atLevel(l, "senior") && l.employer !== "Papaya Pay",
    inverted: (l) => ic(l, "account_exec") && l.employer === "Papaya Pay",
  },
  // The asker is a Head of Product: heads of product; product VPs and the product ICs ("individual PMs") inverted.
  {
    class: "rel_self",
    query:
      "I run product as Head of Product — find my peers at the same level, not VPs and not individual PMs",
    relevant: (l) => leader(l, "product", "head"),
    inverted: (l) => leader(l, "product", "vp") || ic(l, "product"),
  },
];
