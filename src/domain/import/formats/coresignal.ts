/**
 * Coresignal "Base Employee" records to the canonical record, in the mapping language
 * (./mapping.ts). Field names as their data dictionary gives them: `profile_url`, `city`, `state`,
 * `country`, `profile_photo_url`, `follower_count`; experience items with `title`, `company_name`,
 * `company_url`, `date_from` ("March 2019"), `date_to` (empty or "Present" while ongoing);
 * education items with `title` (the school) and `subtitle` (the degree). Older dumps name the lists
 * `member_experience_collection` / `member_education_collection`: both are read. (Their
 * Multi-source Employee records already use the canonical names: import them as plain JSONL.)
 */
import type { Mapping, MappingFile } from "./mapping.ts";

const experience: Mapping = {
  position_title: "title",
  description: "description",
  location: "location",
  department: "department",
  management_level: "management_level",
  company_name: "company_name",
  company_pnet_url: "company_url",
  company_website: "company_website",
  company_industry: "company_industry",
  date_from: { from: "date_from", date: "auto" },
  date_to: { from: "date_to", date: "auto" },
};

const education: Mapping = {
  institution_name: "title",
  degree: "subtitle",
  field_of_study: "field_of_study",
  institution_url: "institution_url",
  description: "description",
  activities_and_societies: "activities_and_societies",
  date_from_year: { from: "date_from", transform: "year" },
  date_to_year: { from: "date_to", transform: "year" },
};

export const CORESIGNAL_MAPPING: MappingFile = {
  name: "coresignal",
  fields: {
    pnet_url: { from: ["profile_url", "canonical_url", "url"], transform: "url" },
    name: "full_name",
    first_name: "first_name",
    last_name: "last_name",
    headline: "headline",
    summary: "summary",
    services: "services",
    picture_url: "profile_photo_url",
    location: "location",
    location_city: "city",
    location_state: "state",
    location_country: "country",
    connections_count: "connections_count",
    followers_count: "follower_count",
    recommendations_count: "recommendations_count",
    skills: "skills",
    inferred_skills: "inferred_skills",
    pnet_shorthand_names: { from: ["canonical_shorthand_name", "shorthand_name"] },
    created_at: "created_at",
    updated_at: "updated_at",
    checked_at: "checked_at",
    experience: { from: ["experience", "member_experience_collection"], each: experience },
    education: { from: ["education", "member_education_collection"], each: education },
  },
  ignore: [
    "id",
    "parent_id",
    "is_parent",
    "public_profile_id",
    "shorthand_name",
    "processed_at",
    "deleted",
    "experience[].order_in_profile",
    "experience[].duration",
    "experience[].company_id",
    "experience[].deleted",
    "education[].order_in_profile",
    "education[].deleted",
  ],
};
