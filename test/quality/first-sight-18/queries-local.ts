/**
 * Round 18, style 2: job titles in the local language of the person's country (German, Spanish,
 * Polish, Swedish, Italian, Portuguese, French), with their gender forms, inside English asks, as
 * vendor dumps and local job boards hold them. Classes: tech titles (`local_tech`), business titles
 * (`local_biz`), leaders and the professions outside tech and business (`local_other`). 14 of 20
 * exclude.
 */
import {
  accountantTitled,
  atLevel,
  auditorTitled,
  type EighteenthQuery,
  EUROPE,
  engLeaderAt,
  founder,
  holdsOtherTitle,
  ic,
  inCity,
  inCountry,
  javaDev,
  junior,
  leader,
  MID_UP,
  nurse,
  swe,
  unplaced,
} from "./labels.ts";

export const LOCAL_QUERIES: EighteenthQuery[] = [
  // Softwareentwickler: the software ICs (mobile `maybe`); "nothing Junior" inverts the juniors.
  {
    class: "local_tech",
    query: "Softwareentwickler/in in Munich, nothing Junior",
    relevant: (l) => swe(l) && atLevel(l, ...MID_UP) && inCity(l, "munich"),
    maybe: (l) => ic(l, "mobile") && atLevel(l, ...MID_UP) && inCity(l, "munich"),
    inverted: (l) => swe(l) && junior(l) && inCity(l, "munich"),
  },
  {
    class: "local_tech",
    query: "Ingeniero de datos or Ingeniera de datos in Madrid or Sevilla, not an Analista de datos",
    relevant: (l) => ic(l, "data_eng") && inCity(l, "madrid", "seville"),
    inverted: (l) => ic(l, "data_analysis") && inCity(l, "madrid", "seville"),
  },
  // "Regular" is the Polish mid level; Java as a skill or in the title; mobile ICs with Java `maybe`.
  {
    class: "local_tech",
    query: "Programista Java in Warsaw or Kraków — Regular or Senior, no Junior",
    relevant: (l) => javaDev(l) && atLevel(l, ...MID_UP) && inCountry(l, "PL"),
    maybe: (l) => ic(l, "mobile") && l.skills.includes("java") && atLevel(l, ...MID_UP) && inCountry(l, "PL"),
    inverted: (l) => javaDev(l) && junior(l) && inCountry(l, "PL"),
  },
  // Systemutvecklare: the software ICs but frontend (mobile `maybe`); frontendutvecklare inverted.
  {
    class: "local_tech",
    query: "Systemutvecklare in Stockholm or Gothenburg, but no frontendutvecklare",
    relevant: (l) => swe(l) && l.specialty !== "frontend" && inCity(l, "stockholm", "gothenburg"),
    maybe: (l) => ic(l, "mobile") && inCity(l, "stockholm", "gothenburg"),
    inverted: (l) => swe(l, "frontend") && inCity(l, "stockholm", "gothenburg"),
  },
  // Backend specialty; full-stack `maybe`.
  {
    class: "local_tech",
    query: "Sviluppatore or Sviluppatrice backend in Milan or Rome",
    relevant: (l) => swe(l, "backend") && inCity(l, "milan", "rome"),
    maybe: (l) => swe(l, "fullstack") && inCity(l, "milan", "rome"),
  },
  {
    class: "local_tech",
    query: "Analista de Testes or Analista de QA in São Paulo or Lisbon",
    relevant: (l) => ic(l, "qa") && inCity(l, "sao_paulo", "lisbon"),
  },
  {
    class: "local_tech",
    query: "Ingénieur DevOps or Ingénieure DevOps in Paris, Geneva or Montreal — not juniors",
    relevant: (l) => ic(l, "devops") && atLevel(l, ...MID_UP) && inCity(l, "paris", "geneva", "montreal"),
    inverted: (l) => ic(l, "devops") && junior(l) && inCity(l, "paris", "geneva", "montreal"),
  },
  // Buchhalter: the Accountant-titled accounting ICs; Wirtschaftsprüfer the Auditor-titled, inverted; typo'd titles `maybe`.
  {
    class: "local_biz",
    query: "Buchhalter/in in Vienna or Zurich, but no Wirtschaftsprüfer",
    relevant: (l) => accountantTitled(l) && inCity(l, "vienna", "zurich"),
    maybe: (l) =>
      ic(l, "accounting") && !accountantTitled(l) && !auditorTitled(l) && inCity(l, "vienna", "zurich"),
    inverted: (l) => auditorTitled(l) && inCity(l, "vienna", "zurich"),
  },
  // Chargé(e) de marketing the marketing ICs; Responsable marketing the marketing managers, inverted.
  {
    class: "local_biz",
    query: "Chargé de marketing or Chargée de marketing in Paris or Geneva — not a Responsable marketing",
    relevant: (l) => ic(l, "marketing") && inCity(l, "paris", "geneva"),
    inverted: (l) => leader(l, "marketing") && inCity(l, "paris", "geneva"),
  },
  // Vertriebler the AEs (sales engineers `maybe`); Vertriebsleiter the sales leaders, inverted.
  {
    class: "local_biz",
    query: "Vertriebler or Vertriebsmitarbeiterin in Frankfurt or Cologne, no Vertriebsleiter",
    relevant: (l) => ic(l, "account_exec") && inCity(l, "frankfurt", "cologne"),
    maybe: (l) => ic(l, "sales_eng") && inCity(l, "frankfurt", "cologne"),
    inverted: (l) => leader(l, "sales") && inCity(l, "frankfurt", "cologne"),
  },
  {
    class: "local_biz",
    query: "any Reclutador, Reclutadora or Recrutador in Spain or Portugal",
    relevant: (l) => ic(l, "recruiting") && inCountry(l, "ES", "PT"),
  },
  // Produktmanager the product ICs; a Head of Product inverted, product VPs wrong (not named).
  {
    class: "local_biz",
    query: "Produktmanager/in in Berlin or Munich, not a Head of Product",
    relevant: (l) => ic(l, "product") && inCity(l, "berlin", "munich"),
    inverted: (l) => leader(l, "product", "head") && inCity(l, "berlin", "munich"),
  },
  {
    class: "local_biz",
    query: "Specjalista ds. marketingu in Poland",
    relevant: (l) => ic(l, "marketing") && inCountry(l, "PL"),
  },
  {
    class: "local_biz",
    query:
      "Analista de datos, Analista di dati or Analista de dados in Spain, Italy or Portugal — no Data Engineers",
    relevant: (l) => ic(l, "data_analysis") && inCountry(l, "ES", "IT", "PT"),
    inverted: (l) => ic(l, "data_eng") && inCountry(l, "ES", "IT", "PT"),
  },
  {
    class: "local_other",
    query: "Krankenpfleger, Krankenschwester or Pflegefachkraft, wherever they are",
    relevant: (l) => nurse(l),
  },
  // Lawyers placed in Europe; lawyers without a place `maybe`.
  {
    class: "local_other",
    query: "Rechtsanwalt, Avocat or Abogado — lawyers anywhere in Europe",
    relevant: (l) => holdsOtherTitle(l, "Lawyer") && inCountry(l, ...EUROPE),
    maybe: (l) => holdsOtherTitle(l, "Lawyer") && unplaced(l),
  },
  // Vertriebsleiter the sales directors (sales VPs `maybe`); Vertriebsmitarbeiter (AEs and SEs) inverted.
  {
    class: "local_other",
    query: "Vertriebsleiter/in in Germany, Switzerland or France — no Vertriebsmitarbeiter",
    relevant: (l) => leader(l, "sales", "director") && inCountry(l, "DE", "CH", "FR"),
    maybe: (l) => leader(l, "sales", "vp") && inCountry(l, "DE", "CH", "FR"),
    inverted: (l) => ic(l, "account_exec", "sales_eng") && inCountry(l, "DE", "CH", "FR"),
  },
  // Leiter Softwareentwicklung / Teamleiter: engineering managers, heads, directors (VPs `maybe`); CTOs inverted.
  {
    class: "local_other",
    query: "Leiter Softwareentwicklung or Teamleiter Engineering in Munich or Berlin, not CTOs",
    relevant: (l) => engLeaderAt(l, "manager", "head", "director") && inCity(l, "munich", "berlin"),
    maybe: (l) => engLeaderAt(l, "vp") && inCity(l, "munich", "berlin"),
    inverted: (l) => engLeaderAt(l, "chief") && inCity(l, "munich", "berlin"),
  },
  {
    class: "local_other",
    query:
      "Directeur technique or Technischer Geschäftsführer — the CTO seat, Europe-based, founders excluded",
    relevant: (l) => engLeaderAt(l, "chief") && inCountry(l, ...EUROPE),
    inverted: (l) => founder(l) && inCountry(l, ...EUROPE),
  },
  {
    class: "local_other",
    query:
      "Bauingenieur/in or Ingénieur génie civil — civil engineers, any country, not Maschinenbauingenieure",
    relevant: (l) => holdsOtherTitle(l, "Civil Engineer"),
    inverted: (l) => holdsOtherTitle(l, "Mechanical Engineer"),
  },
];
