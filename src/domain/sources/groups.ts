/**
 * Which root fields sources supply, and which are decided together (docs/sources.md, "Groups").
 */
import { PERSON_FIELDS } from "../record/fields.ts";

/** Fields decided together, named by their first; every other root field is a group of its own. */
const GROUPS: string[][] = [
  [
    "name",
    "full_name",
    "first_name",
    "first_name_initial",
    "middle_name",
    "middle_name_initial",
    "last_name",
    "last_name_initial",
  ],
  [
    "location",
    "location_full",
    "location_country",
    "location_city",
    "location_state",
    "location_country_iso2",
    "location_country_iso3",
    "location_regions",
  ],
  [
    "experience",
    "active_experience_company_id",
    "active_experience_title",
    "active_experience_description",
    "active_experience_department",
    "active_experience_management_level",
    "total_experience_duration_months",
    "total_experience_duration_months_breakdown_department",
    "total_experience_duration_months_breakdown_management_level",
    "is_working",
  ],
  ["education", "education_degrees", "last_graduation_date"],
  ["picture_url", "picture_permalink"],
];

/**
 * Not decided by sources: the identity (id, URL), what search adds, and the change-tracking fields
 * (merged by change detection from what was stored: src/domain/changes/detect.ts).
 */
export const TRACKING_FIELDS = [
  "changed_at",
  "experience_change_last_identified_at",
  "profile_root_field_changes_summary",
  "profile_collection_field_changes_summary",
  "experience_recently_started",
  "experience_recently_closed",
] as const;
export const NOT_SOURCED = new Set<string>(["id", "pnet_url", "match_data", ...TRACKING_FIELDS]);

/** The root fields a source can supply. */
export const SOURCED_FIELDS: readonly string[] = Object.keys(PERSON_FIELDS).filter(
  (f) => !NOT_SOURCED.has(f),
);

/** The fields that say a source has a group at all (the rest of the group is derived from them). */
export const OWN_FIELDS: Record<string, string[]> = {
  name: ["name", "full_name", "first_name", "middle_name", "last_name"],
  location: ["location", "location_full", "location_city", "location_state", "location_country"],
  experience: ["experience"],
  education: ["education"],
};

const groupOf = new Map<string, string>();
for (const g of GROUPS) for (const f of g) groupOf.set(f, g[0] as string);
/** The group a root field is decided in (its name: the group's first field). */
export function fieldGroup(field: string): string {
  return groupOf.get(field) ?? field;
}
export const GROUP_FIELDS = new Map<string, string[]>();
for (const f of SOURCED_FIELDS) {
  const g = fieldGroup(f);
  GROUP_FIELDS.set(g, [...(GROUP_FIELDS.get(g) ?? []), f]);
}
