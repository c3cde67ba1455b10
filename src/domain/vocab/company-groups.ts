/**
 * Groups of companies people name in queries as one word ("ex-FAANG", "Big Four auditors", "MBB
 * consultants"): the acronyms' published expansions, each member under the names it trades as
 * (Google's parent is Alphabet, Meta was Facebook). Members are looked up among the companies and
 * employers the data holds; a group none of whose members is there applies nothing (with a note).
 */
export interface CompanyGroup {
  /** How queries write it (matched as whole words, any case). */
  names: string[];
  /** Names that are also words ("manga"): read only as written here, in capitals. */
  cased?: string[];
  /** Each member's names, the first the one shown. */
  members: string[][];
}

const GOOGLE = ["Google", "Alphabet"];
const META = ["Meta", "Facebook", "Meta Platforms"];
const APPLE = ["Apple"];
const AMAZON = ["Amazon"];
const NETFLIX = ["Netflix"];
const MICROSOFT = ["Microsoft"];

export const COMPANY_GROUPS: readonly CompanyGroup[] = [
  {
    names: ["FAANG", "FAAMG", "MAANG"],
    cased: ["MANGA"],
    members: [META, APPLE, AMAZON, NETFLIX, GOOGLE],
  },
  { names: ["MAMAA", "Big Tech"], members: [META, APPLE, MICROSOFT, AMAZON, GOOGLE] },
  {
    names: ["Big Four", "Big 4"],
    members: [["Deloitte"], ["PwC", "PricewaterhouseCoopers"], ["EY", "Ernst & Young"], ["KPMG"]],
  },
  {
    names: ["MBB"],
    members: [
      ["McKinsey", "McKinsey & Company"],
      ["BCG", "Boston Consulting Group"],
      ["Bain", "Bain & Company"],
    ],
  },
];
