/**
 * People Data Labs person records (schema v5, as in their documentation's example record) to the
 * canonical record, in the mapping language (./mapping.ts). Profile URLs come without a scheme
 * ("linkedin.com/in/x"): "url" adds https://. Dates are already partial ISO (2019, 2019-03,
 * 2019-03-15). PDL's `industry` (the person's) and its role/sub-role taxonomy have no place in the
 * canonical record and are left unmapped; `title.role` becomes the experience's department.
 */
import type { MappingFile } from "./mapping.ts";

const email = (subType: string) => ({
  type: { const: "email" },
  subType: { const: subType },
  value: ".",
});
const phone = { type: { const: "phone" }, subType: { const: "mobile" }, value: "." };

export const PDL_MAPPING: MappingFile = {
  name: "pdl",
  fields: {
    pnet_url: { from: ["linkedin_url", "linkedin_username"], transform: "url" },
    // The network's numeric member id: a later record under its numeric URL is the same person.
    pnet_id: "linkedin_id",
    // PDL writes names, places, companies, titles and schools in lower case: natural case restored.
    name: { from: "full_name", transform: "natural_name" },
    first_name: { from: "first_name", transform: "natural_name" },
    middle_name: { from: "middle_name", transform: "natural_name" },
    last_name: { from: "last_name", transform: "natural_name" },
    headline: "headline",
    summary: "summary",
    location: { from: "location_name", transform: "natural_place" },
    location_city: { from: "location_locality", transform: "natural_place" },
    location_state: { from: "location_region", transform: "natural_place" },
    location_country: { from: "location_country", transform: "natural_place" },
    skills: "skills",
    interests: "interests",
    experience: {
      from: "experience",
      each: {
        position_title: { from: "title.name", transform: "natural_title" },
        department: "title.role",
        management_level: { from: "title.levels", transform: "first" },
        description: "summary",
        location: {
          from: ["location_names", "company.location.name"],
          transform: ["first", "natural_place"],
        },
        company_name: { from: "company.name", transform: "natural_company" },
        company_website: "company.website",
        company_industry: "company.industry",
        company_size_range: "company.size",
        company_pnet_url: { from: "company.linkedin_url", transform: "url" },
        date_from: "start_date",
        date_to: "end_date",
      },
    },
    education: {
      from: "education",
      each: {
        institution_name: { from: "school.name", transform: "natural_company" },
        institution_url: { from: ["school.linkedin_url", "school.website"], transform: "url" },
        degree: { from: "degrees", transform: "first" },
        field_of_study: { from: "majors", transform: "first" },
        description: "summary",
        date_from_year: { from: "start_date", transform: "year" },
        date_to_year: { from: "end_date", transform: "year" },
      },
    },
    contacts: {
      concat: [
        { from: "work_email", each: email("work") },
        { from: "personal_emails", each: email("personal") },
        {
          from: "emails",
          each: {
            type: { const: "email" },
            // PDL's types: current_professional, professional, personal (or null).
            subType: {
              from: "type",
              map: { current_professional: "work", professional: "work", personal: "personal" },
              default: "personal",
            },
            value: "address",
          },
        },
        { from: "mobile_phone", each: phone },
        { from: "phone_numbers", each: phone },
      ],
      unique_by: "value",
    },
  },
  ignore: [
    "id",
    "linkedin_username",
    "job_title",
    "job_company_name",
    "job_company_website",
    "job_start_date",
    "job_title_levels",
    "job_title_role",
    "recommended_personal_email",
    "experience[].is_primary",
    "experience[].title.levels",
    "education[].school.website",
  ],
};
