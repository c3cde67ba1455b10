/**
 * Round 21, style 2: the formal, bureaucratic or legal register of a procurement notice, a
 * compliance request or a public-sector brief: nominalisations and passives ("Identification of
 * individuals presently holding ...", "A list of persons ... is hereby requested"), official country
 * names, and legal exceptions ("with the exception of", "other than those", "save where",
 * "notwithstanding", "in so far as they are not", "no longer employed thereby"). Labels per
 * ./labels.ts; a judgement call is commented above its query.
 */
import {
  EU,
  engineerIC,
  engLeader,
  exOf,
  hasDegree,
  holdsAnyOther,
  ic,
  inCity,
  inCountry,
  midUp,
  staffPlus,
  stayedAt,
  swe,
  type TwentyFirstQuery,
} from "./labels.ts";
import type { TwentyFirstLatent } from "./people.ts";

type L = TwentyFirstLatent;

/** The engineering function: its ICs (every engineering family) and its leaders. */
const engineering = (l: L) => engineerIC(l) || engLeader(l);
/** Studied at IIT Bombay with a degree written there (an entry without a degree is `maybe`). */
const iitbDegree = (l: L) => l.studies.some((s) => s.school === "iitb" && s.degree !== null);
const iitbNoDegree = (l: L) => !iitbDegree(l) && l.studies.some((s) => s.school === "iitb");

export const FORMAL_QUERIES: TwentyFirstQuery[] = [
  // "Managerial positions within engineering": engineering managers, heads, directors and VPs; the
  // CTOs the exception names are inverted.
  {
    class: "formal_role",
    query:
      "Identification of individuals presently holding managerial positions within engineering, with the exception of those holding the title of Chief Technology Officer.",
    relevant: (l) => engLeader(l, "manager", "head", "director", "vp"),
    inverted: (l) => engLeader(l, "chief"),
  },
  {
    class: "formal_role",
    query:
      "Persons currently employed in the capacity of quality assurance engineer, other than those at junior grade.",
    relevant: (l) => ic(l, "qa") && midUp(l),
    inverted: (l) => ic(l, "qa") && l.seniority === "junior",
  },
  {
    class: "formal_role",
    query:
      "A list of persons presently engaged as registered nurses or physiotherapists is hereby requested.",
    relevant: (l) => holdsAnyOther(l, "Registered Nurse", "Physiotherapist"),
  },
  // "Save where based in the United States": the product heads and VPs placed elsewhere; those
  // whose record says no place are `maybe`, those in the US inverted.
  {
    class: "formal_role",
    query:
      "Individuals occupying the position of Head of Product or Vice President of Product, save where the individual is based in the United States.",
    relevant: (l) => l.leads === "product" && l.country !== null && l.country !== "US",
    maybe: (l) => l.leads === "product" && l.country === null,
    inverted: (l) => l.leads === "product" && inCountry(l, "US"),
  },
  {
    class: "formal_role",
    query:
      "Persons holding the position of founder or co-founder of an undertaking, other than those of Northwind Labs.",
    relevant: (l) => l.seniority === "founder" && l.employer !== "Northwind Labs",
    inverted: (l) => l.seniority === "founder" && l.employer === "Northwind Labs",
  },
  // Every sales leader of the data is a director or a VP; the EU leaves out the UK and Switzerland.
  {
    class: "formal_role",
    query:
      "Officers of the rank of director or vice president within the sales function, located within the European Union.",
    relevant: (l) => l.leads === "sales" && inCountry(l, ...EU),
  },
  // "Site reliability": the devops ICs (the data's one role for SRE, platform and cloud titles);
  // "staff or principal" read off the title's level word (a typo'd title counts as not staff).
  {
    class: "formal_role",
    query:
      "Engineers of senior grade in the field of site reliability, excluding persons at the level of staff or principal.",
    relevant: (l) => ic(l, "devops") && l.seniority === "senior" && !staffPlus(l),
    inverted: (l) => ic(l, "devops") && staffPlus(l),
  },
  {
    class: "formal_place",
    query:
      "Identification of software engineers domiciled in the Kingdom of Spain or the Portuguese Republic, with the exception of junior personnel.",
    relevant: (l) => swe(l) && midUp(l) && inCountry(l, "ES", "PT"),
    inverted: (l) => swe(l) && l.seniority === "junior" && inCountry(l, "ES", "PT"),
  },
  {
    class: "formal_place",
    query:
      "Persons resident in the Federal Republic of Germany and practising as data scientists, notwithstanding their seniority, save those resident in Berlin.",
    relevant: (l) => ic(l, "data_science") && inCountry(l, "DE") && !inCity(l, "berlin"),
    inverted: (l) => ic(l, "data_science") && inCity(l, "berlin"),
  },
  {
    class: "formal_place",
    query:
      "Candidates domiciled within the Swiss Confederation or the Republic of Austria who hold positions as product designers.",
    relevant: (l) => ic(l, "design") && inCountry(l, "CH", "AT"),
  },
  {
    class: "formal_place",
    query:
      "Individuals based in the Kingdom of the Netherlands or the Kingdom of Belgium and engaged in recruitment, other than those based in The Hague.",
    relevant: (l) => ic(l, "recruiting") && inCountry(l, "NL", "BE") && !inCity(l, "the_hague"),
    inverted: (l) => ic(l, "recruiting") && inCity(l, "the_hague"),
  },
  {
    class: "formal_place",
    query:
      "Account executives whose place of residence lies within the Republic of India, in so far as they are not employed by Lumen Grid.",
    relevant: (l) => ic(l, "account_exec") && inCountry(l, "IN") && l.employer !== "Lumen Grid",
    inverted: (l) => ic(l, "account_exec") && inCountry(l, "IN") && l.employer === "Lumen Grid",
  },
  // Accountancy: every accounting IC (accountants and auditors alike).
  {
    class: "formal_place",
    query: "Persons practising accountancy in the Republic of Poland or the Czech Republic.",
    relevant: (l) => ic(l, "accounting") && inCountry(l, "PL", "CZ"),
  },
  {
    class: "formal_place",
    query:
      "Machine learning engineers resident in the Kingdom of Sweden or the Kingdom of Denmark, with the exception of persons residing in Stockholm.",
    relevant: (l) => ic(l, "ml") && inCountry(l, "SE", "DK") && !inCity(l, "stockholm"),
    inverted: (l) => ic(l, "ml") && inCity(l, "stockholm"),
  },
  // "In any engineering capacity": the engineering ICs and leaders; those at Kestrel Health now are
  // inverted (employed thereby).
  {
    class: "formal_record",
    query:
      "Persons formerly in the employ of Kestrel Health who are no longer employed thereby, in any engineering capacity.",
    relevant: (l) => engineering(l) && exOf(l, "Kestrel Health"),
    inverted: (l) => engineering(l) && l.employer === "Kestrel Health",
  },
  {
    class: "formal_record",
    query:
      "Individuals in possession of a doctoral degree who are presently employed as data scientists, other than those in junior positions.",
    relevant: (l) => ic(l, "data_science") && midUp(l) && hasDegree(l, "phd"),
    inverted: (l) => ic(l, "data_science") && l.seniority === "junior" && hasDegree(l, "phd"),
  },
  {
    class: "formal_record",
    query:
      "Persons having completed a Master of Business Administration and presently holding the position of product manager, save for those employed by Quillon Systems.",
    relevant: (l) => ic(l, "product") && hasDegree(l, "mba") && l.employer !== "Quillon Systems",
    inverted: (l) => ic(l, "product") && hasDegree(l, "mba") && l.employer === "Quillon Systems",
  },
  // "Engineering positions": the engineering ICs and leaders.
  {
    class: "formal_record",
    query:
      "Employees of Tessellate AG holding engineering positions, whose professional experience amounts to ten years or more.",
    relevant: (l) => engineering(l) && l.employer === "Tessellate AG" && l.months >= 120,
  },
  // "Graduates of IIT Bombay": a degree written at IIT Bombay (an entry there without one `maybe`);
  // "other than those resident in India": placed outside India (no place `maybe`), India inverted.
  {
    class: "formal_record",
    query:
      "Graduates of the Indian Institute of Technology Bombay presently employed in software engineering, other than those resident in India.",
    relevant: (l) => swe(l) && iitbDegree(l) && l.country !== null && l.country !== "IN",
    maybe: (l) =>
      swe(l) && ((iitbNoDegree(l) && l.country !== "IN") || (iitbDegree(l) && l.country === null)),
    inverted: (l) => swe(l) && (iitbDegree(l) || iitbNoDegree(l)) && inCountry(l, "IN"),
  },
  // "Previous employer was Orbital Freight": an earlier job there and another employer now; those
  // promoted inside Orbital Freight (earlier and current job there) are `maybe`.
  {
    class: "formal_record",
    query:
      "Persons whose previous employer was Orbital Freight and who presently hold the position of data analyst.",
    relevant: (l) => ic(l, "data_analysis") && exOf(l, "Orbital Freight"),
    maybe: (l) => ic(l, "data_analysis") && stayedAt(l, "Orbital Freight"),
  },
];
