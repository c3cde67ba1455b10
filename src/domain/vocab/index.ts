/**
 * The checked-in vocabularies under data/vocab, typed. Imported (not read from disk) so that they
 * are embedded in the compiled binary.
 */
import companiesJson from "../../../data/vocab/companies.json" with { type: "json" };
import gazetteerJson from "../../../data/vocab/gazetteer.json" with { type: "json" };
import rolesJson from "../../../data/vocab/roles.json" with { type: "json" };
import schoolsJson from "../../../data/vocab/schools.json" with { type: "json" };

export interface Family {
  name: string;
  titles: string[];
  skills: string[];
}
export interface Department {
  name: string;
  leader_titles: Record<LeaderLevel, string[]>;
  families: Family[];
}
export type LeaderLevel = "Manager" | "Head" | "Director" | "VP" | "C-Level";
export interface GazetteerCountry {
  name: string;
  iso2: string;
  iso3: string;
  regions: string[];
  phone_code: string;
}
export interface GazetteerCity {
  name: string;
  state: string;
  state_code: string;
  country_iso2: string;
  population: number;
}
export interface Industry {
  name: string;
  words: string[];
  keywords: string[];
  b2b: number;
  departments: Record<string, number>;
}
export interface School {
  name: string;
  aliases: string[];
  country: string;
  city: string;
  state: string;
}

export const ROLES = rolesJson as unknown as {
  departments: Department[];
  seniority: Record<string, { prefixes: string[] }>;
  founder_titles: string[];
  ceo_titles: string[];
};
export const GAZETTEER = gazetteerJson as unknown as {
  countries: GazetteerCountry[];
  cities: GazetteerCity[];
};
export const COMPANY_PARTS = companiesJson as unknown as {
  industries: Industry[];
  name_prefixes: string[];
  name_suffixes: string[];
  legal_suffixes: Record<string, string[]>;
  size_ranges: [number, number][];
  email_patterns: string[];
};
export const SCHOOLS = schoolsJson as unknown as {
  schools: School[];
  degrees: Record<"bachelor" | "master" | "mba" | "phd", string[]>;
  fields_by_department: Record<string, string[]>;
};

export const COUNTRY_BY_ISO2: ReadonlyMap<string, GazetteerCountry> = new Map(
  GAZETTEER.countries.map((c) => [c.iso2, c]),
);
