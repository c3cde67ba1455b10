/** The stored-profile legacy shape of GET /api/enrich/pnet (legacy=true). */
import type { StoredProfile } from "../domain/enrich/profile.ts";
import type { Company, Person, Post, Social } from "../domain/model.ts";
import { modernRecordOf } from "./modern.ts";
import { modernRecordText } from "./person-text.ts";

/** "YYYY-MM" (or "YYYY"), "" when unknown. */
function yearMonth(year: number | null, month: number | null): string {
  if (year === null) return "";
  return month === null ? String(year) : `${year}-${String(month).padStart(2, "0")}`;
}

function lastSegment(url: string | null): string | null {
  if (!url) return null;
  const parts = url
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "")
    .split("/");
  return parts[parts.length - 1] || null;
}

export interface StoredProfileInput {
  person: Person;
  companies: ReadonlyMap<number, Company>;
  posts: Post[];
  social: Social[];
}

export function toStoredProfileLegacy({
  person: p,
  companies,
  posts,
  social,
}: StoredProfileInput): Record<string, unknown> {
  const websites = social.filter((s) => s.type !== "pn").map((s) => s.link);
  return {
    profile: {
      id: String(p.id),
      name: p.name,
      headline: p.headline,
      summary: p.summary,
      location: p.location,
      title: p.active_experience_title,
      pnet_profile_url: p.pnet_url,
      pnet_flagship_url: p.pnet_url,
      profile_picture_url: p.picture_url ?? p.picture_permalink,
      num_of_connections: p.connections_count ?? 0,
      last_updated: p.updated_at ?? "",
      pnet_url: p.pnet_url,
      social_handle: p.pnet_shorthand_names[0] ?? lastSegment(p.pnet_url),
      websites,
      // Contact details are what /api/enrich/contacts sells; the stored profile does not give them away.
      emails: [],
      criteria: {},
    },
    experience: p.experience.map((e, i) => {
      const company = e.company_id === null ? undefined : companies.get(e.company_id);
      const current = e.active_experience === 1;
      return {
        employee_position_id: i + 1,
        employee_title: e.position_title,
        employer_name: e.company_name,
        employee_description: e.description,
        employer_pnet_description: company?.description ?? null,
        employer_pnet_id: e.company_id === null ? null : String(e.company_id),
        employer_pnet_url: e.company_pnet_url,
        employer_logo_url: company?.logo_url ?? null,
        start_date: yearMonth(e.date_from_year, e.date_from_month),
        end_date: current ? "" : yearMonth(e.date_to_year, e.date_to_month),
        employee_location: e.location,
        employer_company_ids: e.company_id === null ? [] : [e.company_id],
        employer_company_website_domains: company?.website_domain ? [company.website_domain] : [],
        location: e.location ?? e.company_hq_city,
        is_current: current,
      };
    }),
    education: p.education.map((e) => ({
      institute_name: e.institution_name,
      degree_name: e.degree,
      field_of_study: e.field_of_study,
      institute_pnet_id: lastSegment(e.institution_url),
      institute_pnet_url: e.institution_url,
      institute_logo_url: null,
      // The spec's format is YYYY-MM; education is stored by year only, so the month is January.
      start_date: yearMonth(e.date_from_year, e.date_from_year === null ? null : 1),
      end_date: yearMonth(e.date_to_year, e.date_to_year === null ? null : 1),
      description: e.description,
    })),
    skills: p.skills,
    languages: p.languages.map((l) => l.language),
    location: p.location ?? "",
    certifications: p.certifications.map((c) => c.title),
    honors: p.awards.map((a) => a.title),
    posts: posts.map((post, i) => ({
      post_url: post.url,
      title: post.title ?? post.text.slice(0, 120),
      action: post.reposted ? "reposted" : "posted",
      order_in_profile: i,
    })),
  };
}

/** GET /api/enrich/pnet: the legacy stored-profile shape, or the modern record; provenance when asked. */
export function storedProfileBody(profile: StoredProfile, legacy: boolean): Record<string, unknown> {
  const body = legacy ? toStoredProfileLegacy(profile) : modernRecordOf(profile.person);
  return profile.provenance ? { ...body, provenance: profile.provenance } : body;
}

/**
 * storedProfileBody as JSON text: the modern record from the text kept with the person (the paid
 * lookup serializes nothing per request); the legacy shape, made of this request's companies, posts
 * and links, serialized whole as before.
 */
export function storedProfileText(profile: StoredProfile, legacy: boolean): string {
  if (legacy || profile.provenance) return JSON.stringify(storedProfileBody(profile, legacy));
  return modernRecordText(profile.person);
}
