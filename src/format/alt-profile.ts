/**
 * The alternate variant's profile lookup record: {profile, experience, education, languages}.
 * Dates `YYYY-MM` (education: the year with month 01, the data keeps years only); a current
 * position ends on `1970-01-01T00:00:00`; websites are `{url}` objects.
 */
import type { AltLookup } from "../domain/enrich/alt-profile.ts";
import type { Company, Person, Social } from "../domain/model.ts";
import { CURRENT_END_DATE } from "./legacy.ts";

const ym = (year: number | null, month: number | null) =>
  year === null ? null : `${year}-${String(month ?? 1).padStart(2, "0")}`;

export function toAltProfile(
  person: Person,
  companies: Map<number, Company>,
  social: Social[],
): Record<string, unknown> {
  const p = person;
  const handle = p.pnet_shorthand_names[0] ?? p.pnet_url.replace(/\/+$/, "").split("/").pop() ?? null;
  return {
    profile: {
      id: p.id,
      name: p.name,
      location: p.location,
      headline: p.headline,
      description: p.description ?? p.summary,
      title: p.active_experience_title,
      profile_picture_url: p.picture_url ?? p.picture_permalink,
      pnet_url: p.pnet_url,
      social_handle: handle,
      websites: social.filter((s) => s.type !== "pn").map((s) => ({ url: s.link })),
    },
    experience: p.experience.map((e) => ({
      title: e.position_title,
      company_name: e.company_name,
      start_date: ym(e.date_from_year, e.date_from_month),
      end_date: e.active_experience === 1 ? CURRENT_END_DATE : ym(e.date_to_year, e.date_to_month),
      description: e.description,
      location: e.location,
      company_logo: e.company_id === null ? null : (companies.get(e.company_id)?.logo_url ?? null),
    })),
    education: p.education.map((e) => ({
      degree: e.degree,
      field_of_study: e.field_of_study,
      school_name: e.institution_name,
      school_logo: null,
      start_date: ym(e.date_from_year, null),
      end_date: ym(e.date_to_year, null),
      description: e.description,
    })),
    languages: p.languages.map((l) => l.language).filter(Boolean),
  };
}

/** GET {alt}/api/enrich/pnet: `{data: [record]}`, or `{data: [{message}]}` naming the lookup. */
export function altProfileBody(result: AltLookup): { data: Record<string, unknown>[] } {
  if (!result.found) return { data: [{ message: `No profile found for ${result.lookup}` }] };
  const { person, companies, social } = result.found;
  return { data: [toAltProfile(person, companies, social)] };
}
