/**
 * Round 20, style 2: places written as codes and shorthand, as people type them in tools and chats —
 * ISO country codes ("DE/AT/CH", "GB", "IN"), city and airport shorthands ("LDN", "MUC", "CPH",
 * "STHLM", "TLV", "BLR", "NYC", "SF"), state, province, canton and Land codes after a city or alone
 * ("NY or CA", "Montréal, QC", "Bangalore KA", "BY or NRW", "Milano (MI)"), with "based", "area",
 * "metro" and "remote from" attached. Only places the independent data holds (./labels.ts).
 */
import { hasSkill, ic, inCity, inCountry, inState, javaDev, swe, type TwentiethQuery } from "./labels.ts";

export const CODE_QUERIES: TwentiethQuery[] = [
  {
    class: "code_country",
    query: "senior data scientists DE/AT/CH",
    relevant: (l) => ic(l, "data_science") && l.seniority === "senior" && inCountry(l, "DE", "AT", "CH"),
  },
  {
    class: "code_country",
    query: "backend engineers NL/BE, excl. Vantablue",
    relevant: (l) => swe(l, "backend") && inCountry(l, "NL", "BE") && l.employer !== "Vantablue",
    maybe: (l) => swe(l, "fullstack") && inCountry(l, "NL", "BE") && l.employer !== "Vantablue",
    inverted: (l) => swe(l, "backend") && inCountry(l, "NL", "BE") && l.employer === "Vantablue",
  },
  {
    class: "code_country",
    query: "ML engineers GB or IE - not US",
    relevant: (l) => ic(l, "ml") && inCountry(l, "GB", "IE"),
    inverted: (l) => ic(l, "ml") && inCountry(l, "US"),
  },
  {
    class: "code_country",
    query: "iOS / Android devs, remote from PT or ES",
    // "Remote from PT" is living in Portugal.
    relevant: (l) => ic(l, "mobile") && inCountry(l, "PT", "ES"),
  },
  {
    class: "code_country",
    query: "PMs based in IN but not BLR",
    relevant: (l) => ic(l, "product") && inCountry(l, "IN") && l.city !== "bengaluru",
    inverted: (l) => ic(l, "product") && inCity(l, "bengaluru"),
  },
  {
    class: "code_country",
    query: "growth or content marketers FR, IT, ES",
    // Every marketing IC: the data's marketing titles are one role.
    relevant: (l) => ic(l, "marketing") && inCountry(l, "FR", "IT", "ES"),
  },
  {
    class: "code_country",
    query: "security engineers PL/CZ/DK/SE, no juniors",
    relevant: (l) => ic(l, "security") && l.seniority !== "junior" && inCountry(l, "PL", "CZ", "DK", "SE"),
    inverted: (l) => ic(l, "security") && l.seniority === "junior" && inCountry(l, "PL", "CZ", "DK", "SE"),
  },
  {
    class: "code_city",
    query: "devops engineers LDN-based or AMS-based",
    relevant: (l) => ic(l, "devops") && inCity(l, "london", "amsterdam"),
  },
  {
    class: "code_city",
    query: "senior SWEs NYC metro or SF, not at Orbital Freight",
    relevant: (l) =>
      swe(l) &&
      l.seniority === "senior" &&
      inCity(l, "new_york", "san_francisco") &&
      l.employer !== "Orbital Freight",
    inverted: (l) =>
      swe(l) &&
      l.seniority === "senior" &&
      inCity(l, "new_york", "san_francisco") &&
      l.employer === "Orbital Freight",
  },
  {
    class: "code_city",
    query: "data engineers MUC, BER — not FRA",
    relevant: (l) => ic(l, "data_eng") && inCity(l, "munich", "berlin"),
    inverted: (l) => ic(l, "data_eng") && inCity(l, "frankfurt"),
  },
  {
    class: "code_city",
    query: "frontend devs in the CPH / STHLM / GBG area",
    relevant: (l) => swe(l, "frontend") && inCity(l, "copenhagen", "stockholm", "gothenburg"),
    maybe: (l) => swe(l, "fullstack") && inCity(l, "copenhagen", "stockholm", "gothenburg"),
  },
  {
    class: "code_city",
    query: "recruiters TLV or BLR based, none from Papaya Pay",
    relevant: (l) => ic(l, "recruiting") && inCity(l, "tel_aviv", "bengaluru") && l.employer !== "Papaya Pay",
    inverted: (l) => ic(l, "recruiting") && inCity(l, "tel_aviv", "bengaluru") && l.employer === "Papaya Pay",
  },
  {
    class: "code_city",
    query: "AEs WAW, KRK or PRG",
    relevant: (l) => ic(l, "account_exec") && inCity(l, "warsaw", "krakow", "prague"),
  },
  {
    class: "code_city",
    query: "data analysts VIE / ZRH / GVA, excluding juniors",
    relevant: (l) =>
      ic(l, "data_analysis") && l.seniority !== "junior" && inCity(l, "vienna", "zurich", "geneva"),
    inverted: (l) =>
      ic(l, "data_analysis") && l.seniority === "junior" && inCity(l, "vienna", "zurich", "geneva"),
  },
  {
    class: "code_state",
    query: "software engineers in NY or CA (the state, not Canada)",
    // CA is California here: San Francisco; Montreal is what the ask shuts out.
    relevant: (l) => swe(l) && inState(l, "NY", "CA"),
    inverted: (l) => swe(l) && inCountry(l, "CA"),
  },
  {
    class: "code_state",
    query: "AEs or presales in Montréal, QC or São Paulo, SP",
    relevant: (l) => ic(l, "account_exec", "sales_eng") && inState(l, "QC", "SP"),
  },
  {
    class: "code_state",
    query: "Java devs Bangalore KA or Chennai TN, no MH",
    relevant: (l) => javaDev(l) && inState(l, "KA", "TN"),
    // Mobile developers with Java, as round 19 has them for "java devs".
    maybe: (l) => ic(l, "mobile") && hasSkill(l, "java") && inState(l, "KA", "TN"),
    inverted: (l) => javaDev(l) && inState(l, "MH"),
  },
  {
    class: "code_state",
    query: "marketers BY or NRW, not HE",
    // BY is Munich and Nuremberg, NRW Cologne, HE Frankfurt.
    relevant: (l) => ic(l, "marketing") && inState(l, "BY", "NRW"),
    inverted: (l) => ic(l, "marketing") && inState(l, "HE"),
  },
  {
    class: "code_state",
    query: "product designers Zürich ZH / Genève GE",
    relevant: (l) => ic(l, "design") && inState(l, "ZH", "GE"),
  },
  {
    class: "code_state",
    query: "data scientists Milano (MI) or Roma (RM), no juniors",
    relevant: (l) => ic(l, "data_science") && l.seniority !== "junior" && inState(l, "MI", "RM"),
    inverted: (l) => ic(l, "data_science") && l.seniority === "junior" && inState(l, "MI", "RM"),
  },
];
