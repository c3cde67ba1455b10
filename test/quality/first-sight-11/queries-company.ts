/**
 * Round 11, style (a): companies named the way people write them — a web domain (the author's
 * guess: the data holds no domains), a legal suffix, a possessive, a short form or initialism, lower
 * case, one wrong letter, "the X folks / crowd / people", current against ex- employers, and
 * companies excluded. Labels per ./labels.ts, written before any query was run.
 */
import {
  anyLeader,
  at,
  cameFrom,
  type EleventhQuery,
  ENG_FAMILIES,
  exOf,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  placedOutside,
  swe,
  unplaced,
} from "./labels.ts";

const salesSide = (l: Parameters<typeof anyLeader>[0]) =>
  ic(l, "account_exec", "sales_eng") || leader(l, "sales");

export const COMPANY_QUERIES: EleventhQuery[] = [
  {
    class: "co_domain",
    query: "backend engineers, folks at papayapay.com",
    relevant: (l) => swe(l, "backend") && at(l, "Papaya Pay"),
    maybe: (l) => leader(l, "engineering") && at(l, "Papaya Pay"),
  },
  {
    class: "co_domain",
    query: "data engineers from kestrelhealth.com or bluefindata.io, not anyone in India",
    relevant: (l) => ic(l, "data_eng") && at(l, "Kestrel Health", "Bluefin Data") && placedOutside(l, "IN"),
    maybe: (l) => ic(l, "data_eng") && at(l, "Kestrel Health", "Bluefin Data") && unplaced(l),
    inverted: (l) => ic(l, "data_eng") && at(l, "Kestrel Health", "Bluefin Data") && inCountry(l, "IN"),
  },
  {
    class: "co_domain",
    query: "anyone with an @orbitalfreight.com address who used to be at quillon.com",
    relevant: (l) => at(l, "Orbital Freight") && cameFrom(l, "Quillon Systems"),
  },
  {
    // "came over from" is the earlier employer: they are inverted, the rest of the engineers stay.
    class: "co_domain",
    query: "engineers at tessellate.de, minus the ones who came over from vantablue.com",
    relevant: (l) => ic(l, ...ENG_FAMILIES) && at(l, "Tessellate AG") && !cameFrom(l, "Vantablue"),
    inverted: (l) => ic(l, ...ENG_FAMILIES) && at(l, "Tessellate AG") && cameFrom(l, "Vantablue"),
  },
  {
    class: "co_domain",
    query: "account execs on lumengrid.com or harborfinch.com, but not ex-minerva-analytics.com people",
    relevant: (l) =>
      ic(l, "account_exec") && at(l, "Lumen Grid", "Harbor & Finch") && !cameFrom(l, "Minerva Analytics"),
    inverted: (l) =>
      ic(l, "account_exec") && at(l, "Lumen Grid", "Harbor & Finch") && cameFrom(l, "Minerva Analytics"),
  },
  {
    class: "co_domain",
    query: "product managers @northwindlabs.io who aren't in Germany",
    relevant: (l) => ic(l, "product") && at(l, "Northwind Labs") && placedOutside(l, "DE"),
    maybe: (l) => ic(l, "product") && at(l, "Northwind Labs") && unplaced(l),
    inverted: (l) => ic(l, "product") && at(l, "Northwind Labs") && inCountry(l, "DE"),
  },
  {
    class: "co_domain",
    query: "people currently at minerva-analytics.com, previously at kestrelhealth.com",
    relevant: (l) => at(l, "Minerva Analytics") && cameFrom(l, "Kestrel Health"),
  },
  {
    // "engineering leadership" is every engineering leader from manager up; the CTO is excluded.
    class: "co_legal",
    query: "Kestrel Health Inc. engineering leadership, excluding the CTO",
    relevant: (l) => leader(l, "engineering", "manager", "head", "director", "vp") && at(l, "Kestrel Health"),
    inverted: (l) => leader(l, "engineering", "chief") && at(l, "Kestrel Health"),
  },
  {
    // "software devs" is the software family, any specialty; mid and senior stay.
    class: "co_legal",
    query: "Northwind Labs GmbH software devs in Germany, not counting juniors",
    relevant: (l) => swe(l) && !junior(l) && at(l, "Northwind Labs") && inCountry(l, "DE"),
    inverted: (l) => swe(l) && junior(l) && at(l, "Northwind Labs") && inCountry(l, "DE"),
  },
  {
    class: "co_legal",
    query: "Bluefin Data Ltd staff who left Harbor & Finch LLP",
    relevant: (l) => at(l, "Bluefin Data") && cameFrom(l, "Harbor & Finch"),
  },
  {
    class: "co_legal",
    query: "Tessellate AG or Cobalt Works Ltd. designers who aren't juniors",
    relevant: (l) => ic(l, "design") && !junior(l) && at(l, "Tessellate AG", "Cobalt Works"),
    inverted: (l) => ic(l, "design") && junior(l) && at(l, "Tessellate AG", "Cobalt Works"),
  },
  {
    // ex-Papaya Pay (earlier job there, not there now) and now anywhere else than Orbital Freight.
    class: "co_legal",
    query: "ex-Papaya Pay S.A. people now anywhere but Orbital Freight B.V.",
    relevant: (l) => exOf(l, "Papaya Pay") && !at(l, "Orbital Freight"),
    inverted: (l) =>
      (exOf(l, "Papaya Pay") && at(l, "Orbital Freight")) ||
      (cameFrom(l, "Papaya Pay") && at(l, "Papaya Pay")),
  },
  {
    class: "co_legal",
    query: "Quillon Systems, Inc. QA engineers",
    relevant: (l) => ic(l, "qa") && at(l, "Quillon Systems"),
  },
  {
    class: "co_legal",
    query: "Vantablue Oy and Lumen Grid SAS: data scientists and analysts",
    relevant: (l) => ic(l, "data_science", "data_analysis") && at(l, "Vantablue", "Lumen Grid"),
  },
  {
    class: "co_casual",
    query: "Papaya's backend team",
    relevant: (l) => swe(l, "backend") && at(l, "Papaya Pay"),
    maybe: (l) => leader(l, "engineering") && at(l, "Papaya Pay"),
  },
  {
    // "the salespeople": account executives, sales engineers and sales leaders.
    class: "co_casual",
    query: "the H&F folks in London, but not the salespeople",
    relevant: (l) => at(l, "Harbor & Finch") && inCity(l, "london") && !salesSide(l),
    inverted: (l) => at(l, "Harbor & Finch") && inCity(l, "london") && salesSide(l),
  },
  {
    // "kestral" is one wrong letter of Kestrel; "ex-quillon" said of people now at Kestrel Health.
    class: "co_casual",
    query: "kestral health people who are ex-quillon",
    relevant: (l) => at(l, "Kestrel Health") && cameFrom(l, "Quillon Systems"),
  },
  {
    class: "co_casual",
    query: "the Minerva crowd outside the US",
    relevant: (l) => at(l, "Minerva Analytics") && placedOutside(l, "US"),
    maybe: (l) => at(l, "Minerva Analytics") && unplaced(l),
    inverted: (l) => at(l, "Minerva Analytics") && inCountry(l, "US"),
  },
  {
    // "the managers" are leaders from manager up; founders are not managers and stay.
    class: "co_casual",
    query: "orbital freight folks, not the managers",
    relevant: (l) => at(l, "Orbital Freight") && !anyLeader(l),
    inverted: (l) => at(l, "Orbital Freight") && anyLeader(l),
  },
  {
    // Still at Tessellate is the opposite of "ex-Tessellate".
    class: "co_casual",
    query: "ex-Tessellate, now at Cobalt",
    relevant: (l) => exOf(l, "Tessellate AG") && at(l, "Cobalt Works"),
    inverted: (l) => at(l, "Tessellate AG"),
  },
];
