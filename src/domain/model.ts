/**
 * The canonical records every part of prospector works with. A Person carries every field of
 * the spec's modern record (the richest shape), so the modern serializer is a projection and the
 * legacy ones are derivations. Unknown values are null, never undefined, once normalised.
 */

export type Nullable<T> = T | null;

export interface Experience {
  active_experience: 0 | 1;
  position_title: Nullable<string>;
  department: Nullable<string>;
  management_level: Nullable<string>;
  location: Nullable<string>;
  description: Nullable<string>;
  date_from: Nullable<string>;
  date_from_year: Nullable<number>;
  date_from_month: Nullable<number>;
  date_to: Nullable<string>;
  date_to_year: Nullable<number>;
  date_to_month: Nullable<number>;
  duration_months: Nullable<number>;
  company_id: Nullable<number>;
  company_name: Nullable<string>;
  company_type: Nullable<string>;
  company_founded_year: Nullable<number>;
  company_followers_count: Nullable<number>;
  company_website: Nullable<string>;
  company_social_a_url: Nullable<string | string[]>;
  company_social_b_url: Nullable<string | string[]>;
  company_professional_network_url: Nullable<string>;
  company_pnet_url: Nullable<string>;
  company_size_range: Nullable<string>;
  company_employees_count: Nullable<number>;
  company_industry: Nullable<string>;
  company_categories_and_keywords: Nullable<string[]>;
  company_annual_revenue_source_1: Nullable<number>;
  company_annual_revenue_currency_source_1: Nullable<string>;
  company_annual_revenue_source_5: Nullable<number>;
  company_annual_revenue_currency_source_5: Nullable<string>;
  company_employees_count_change_yearly_percentage: Nullable<number>;
  company_last_funding_round_date: Nullable<string>;
  company_last_funding_round_amount_raised: Nullable<number>;
  company_hq_full_address: Nullable<string>;
  company_hq_country: Nullable<string>;
  company_hq_regions: Nullable<string[]>;
  company_hq_country_iso2: Nullable<string>;
  company_hq_country_iso3: Nullable<string>;
  company_hq_city: Nullable<string>;
  company_hq_state: Nullable<string>;
  company_hq_street: Nullable<string>;
  company_hq_zipcode: Nullable<string>;
  company_last_updated_at: Nullable<string>;
  company_stock_ticker: { exchange: string; ticker: string }[];
  company_is_b2b: Nullable<0 | 1>;
  order_in_profile: number;
  /** The ESCO occupation the job's title links to, set when the person is stored (src/domain/occupations/jobs.ts). */
  occupation: Nullable<JobOccupation>;
}

/** A job's link to ESCO: the occupation's URI, its English preferred label, the linker's score. */
export interface JobOccupation {
  uri: string;
  label: string;
  score: number;
}

export interface Education {
  degree: Nullable<string>;
  /** Not a field of the modern education item; kept because both legacy shapes show it. */
  field_of_study: Nullable<string>;
  description: Nullable<string>;
  institution_url: Nullable<string>;
  institution_name: Nullable<string>;
  institution_full_address: Nullable<string>;
  institution_country_iso2: Nullable<string>;
  institution_country_iso3: Nullable<string>;
  institution_regions: Nullable<string[]>;
  institution_city: Nullable<string>;
  institution_state: Nullable<string>;
  institution_street: Nullable<string>;
  institution_zipcode: Nullable<string>;
  date_from_year: Nullable<number>;
  date_to_year: Nullable<number>;
  activities_and_societies: Nullable<string>;
  order_in_profile: number;
}

export interface Language {
  language: string;
  proficiency: Nullable<string>;
  order_in_profile: number;
}
export interface Award {
  title: string;
  issuer: Nullable<string>;
  description: Nullable<string>;
  date_year: Nullable<number>;
  date_month: Nullable<number>;
  order_in_profile: number;
}
export interface Certification {
  title: string;
  issuer: Nullable<string>;
  date_from_year: Nullable<number>;
  date_from_month: Nullable<number>;
  date_to_year: Nullable<number>;
  date_to_month: Nullable<number>;
}
export interface Organization {
  organization_name: string;
  position: Nullable<string>;
  description: Nullable<string>;
  date_from_year: Nullable<number>;
  date_from_month: Nullable<number>;
  date_to_year: Nullable<number>;
  date_to_month: Nullable<number>;
}
export interface Patent {
  title: string;
  description: Nullable<string>;
  status: Nullable<string>;
  date_year: Nullable<number>;
  date_month: Nullable<number>;
}
export interface Project {
  name: string;
  description: Nullable<string>;
  date_from_year: Nullable<number>;
  date_from_month: Nullable<number>;
  date_to_year: Nullable<number>;
  date_to_month: Nullable<number>;
}
export interface Publication {
  title: string;
  description: Nullable<string>;
  publisher_names: string[];
  date_year: Nullable<number>;
  date_month: Nullable<number>;
}
export interface CodeRepo {
  name: string;
  summary: Nullable<string>;
  stars: Nullable<number>;
  contributions_count: Nullable<number>;
}
export interface Course {
  organizer: Nullable<string>;
  title: string;
  order_in_profile: number;
}
export interface MatchData {
  similarity_score: number;
  matched_criteria: string[];
}
export interface AdditionalSalary {
  projected_additional_salary_type: string;
  projected_additional_salary_p25: Nullable<number>;
  projected_additional_salary_median: Nullable<number>;
  projected_additional_salary_p75: Nullable<number>;
}
export interface ExperienceChange {
  company_id: Nullable<number>;
  company_name: Nullable<string>;
  company_url: Nullable<string>;
  company_shorthand_name: Nullable<string>;
  date_from: Nullable<string>;
  date_to: Nullable<string>;
  title: Nullable<string>;
  identification_date: Nullable<string>;
}

export interface Person {
  id: number;
  name: string;
  full_name: Nullable<string>;
  first_name: Nullable<string>;
  first_name_initial: Nullable<string>;
  middle_name: Nullable<string>;
  middle_name_initial: Nullable<string>;
  last_name: Nullable<string>;
  last_name_initial: Nullable<string>;
  headline: Nullable<string>;
  description: Nullable<string>;
  summary: Nullable<string>;
  picture_permalink: Nullable<string>;
  picture_url: Nullable<string>;
  location: Nullable<string>;
  location_full: Nullable<string>;
  location_country: Nullable<string>;
  location_city: Nullable<string>;
  location_state: Nullable<string>;
  location_country_iso2: Nullable<string>;
  location_country_iso3: Nullable<string>;
  location_regions: string[];
  pnet_url: string;
  pnet_shorthand_names: string[];
  connections_count: Nullable<number>;
  followers_count: Nullable<number>;
  post_count: Nullable<number>;
  posts: Nullable<string>;
  liked_posts: Nullable<string>;
  recommendations: Nullable<string>;
  recommendations_count: Nullable<number>;
  is_working: Nullable<boolean>;
  is_decision_maker: Nullable<boolean>;
  total_experience_duration_months: Nullable<number>;
  total_experience_duration_months_breakdown_department: {
    department: string;
    total_experience_duration_months: number;
  }[];
  total_experience_duration_months_breakdown_management_level: {
    management_level: string;
    total_experience_duration_months: number;
  }[];
  active_experience_company_id: Nullable<number>;
  active_experience_title: Nullable<string>;
  active_experience_description: Nullable<string>;
  active_experience_department: Nullable<string>;
  active_experience_management_level: Nullable<string>;
  skills: string[];
  inferred_skills: string[];
  historical_skills: string[];
  interests: string[];
  services: Nullable<string>;
  last_graduation_date: Nullable<number>;
  education_degrees: string[];
  projected_total_salary: Nullable<number>;
  projected_base_salary_p25: Nullable<number>;
  projected_base_salary_median: Nullable<number>;
  projected_base_salary_p75: Nullable<number>;
  projected_base_salary_period: Nullable<string>;
  projected_base_salary_currency: Nullable<string>;
  projected_base_salary_updated_at: Nullable<string>;
  projected_additional_salary_period: Nullable<string>;
  projected_additional_salary_currency: Nullable<string>;
  projected_additional_salary_updated_at: Nullable<string>;
  projected_total_salary_p25: Nullable<number>;
  projected_total_salary_median: Nullable<number>;
  projected_total_salary_p75: Nullable<number>;
  projected_total_salary_period: Nullable<string>;
  projected_total_salary_currency: Nullable<string>;
  projected_total_salary_updated_at: Nullable<string>;
  projected_additional_salary: AdditionalSalary[];
  patents_count: Nullable<number>;
  patents_topics: string[];
  publications_count: Nullable<number>;
  publications_topics: string[];
  projects_count: Nullable<number>;
  projects_topics: string[];
  created_at: Nullable<string>;
  updated_at: Nullable<string>;
  checked_at: Nullable<string>;
  changed_at: Nullable<string>;
  experience_change_last_identified_at: Nullable<string>;
  op_created_at: Nullable<string>;
  op_updated_at: Nullable<string>;
  profile_root_field_changes_summary: { field_name: string; change_type: string; last_changed_at: string }[];
  profile_collection_field_changes_summary: { field_name: string; last_changed_at: string }[];
  experience_recently_started: ExperienceChange[];
  experience_recently_closed: ExperienceChange[];
  experience: Experience[];
  education: Education[];
  languages: Language[];
  awards: Award[];
  certifications: Certification[];
  organizations: Organization[];
  patents: Patent[];
  projects: Project[];
  publications: Publication[];
  code_repos: CodeRepo[];
  courses: Course[];
  /** Filled by search only; stored records never carry it. */
  match_data: Nullable<MatchData>;
}

export interface CompanyHq {
  full_address: Nullable<string>;
  country: Nullable<string>;
  country_iso2: Nullable<string>;
  country_iso3: Nullable<string>;
  regions: string[];
  city: Nullable<string>;
  state: Nullable<string>;
  street: Nullable<string>;
  zipcode: Nullable<string>;
}

/** One company, the union of what the company record and the experience items show of it. */
export interface Company {
  id: number;
  name: string;
  type: Nullable<string>;
  website: Nullable<string>;
  website_domain: Nullable<string>;
  pnet_url: Nullable<string>;
  logo_url: Nullable<string>;
  description: Nullable<string>;
  industry: Nullable<string>;
  specialities: string[];
  categories_and_keywords: string[];
  thirdparty_category: Nullable<string>;
  founded_year: Nullable<number>;
  employees_count: Nullable<number>;
  size_range: Nullable<string>;
  followers_count: Nullable<number>;
  social_a_url: Nullable<string>;
  social_b_url: Nullable<string>;
  hq: CompanyHq;
  annual_revenue: Nullable<number>;
  annual_revenue_currency: Nullable<string>;
  employees_count_change_yearly_percentage: Nullable<number>;
  last_funding_round_date: Nullable<string>;
  last_funding_round_amount_raised: Nullable<number>;
  stock_tickers: { exchange: string; ticker: string }[];
  is_b2b: Nullable<boolean>;
  /** Local part pattern of work emails (e.g. "{first}.{last}"), when known. */
  email_pattern: Nullable<string>;
  updated_at: Nullable<string>;
}

export type ContactSubType = "personal" | "work" | "verified" | "mobile" | "work_phone";

export interface Contact {
  type: "email" | "phone";
  value: string;
  rating: number;
  subType: ContactSubType;
  provider: Nullable<string>;
}

export interface Social {
  link: string;
  type: string;
  rating: number;
}

export const REACTION_TYPES = ["like", "love", "celebrate", "support", "insightful", "funny"] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export interface PostAuthor {
  firstName: string;
  lastName: string;
  username: string;
  url: string;
}

/** A post as the legacy person result shows it, plus who wrote it. */
export interface Post {
  id: number;
  person_id: Nullable<number>;
  url: string;
  urn: string;
  text: string;
  title: Nullable<string>;
  posted_at: string;
  reposted: boolean;
  author: PostAuthor;
  counts: {
    totalReactionCount: number;
    likeCount: number;
    appreciationCount: number;
    empathyCount: number;
    InterestCount: number;
    praiseCount: number;
    commentsCount: number;
    repostsCount: number;
  };
  image: unknown[];
  mentions: unknown[];
  companyMentions: { id: number; name: string; publicIdentifier: string; url: string }[];
  isBrandPartnership: boolean;
}

export interface Reaction {
  profile: { name: string; headline: Nullable<string>; pnet_url: string };
  reaction_type: ReactionType;
  timestamp: string;
}

/** One stored record of any kind, as exports read them (in id order, with what belongs to it). */
/** A stored person's provenance (docs/sources.md): its sources and which supplies each root field. */
export interface PersonProvenance {
  sources: { source: string; first_seen: string; last_seen: string }[];
  fields: Record<string, string>;
}

export type StoredRecord =
  | {
      kind: "person";
      person: Person;
      contacts: Contact[];
      social: Social[];
      /** Where its data came from (export --provenance, docs/sources.md). */
      provenance?: PersonProvenance;
    }
  | { kind: "company"; company: Company }
  | { kind: "post"; post: Post; reactions: Reaction[] };
