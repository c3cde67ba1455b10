/** The deprecated legacy person result (`legacy=true`): profile, experience, education, posts. */
import type { Person, Post } from "../domain/model.ts";

/** The legacy person result (`legacy=true`): group -> fields, in wire order. */
export const LEGACY_PROFILE_FIELDS = [
  "id",
  "name",
  "location",
  "location_country",
  "location_regions",
  "headline",
  "description",
  "pnet_url",
  "picture_permalink",
  "connections_count",
  "followers_count",
  "is_working",
  "is_decision_maker",
  "total_experience_duration_months",
  "projected_total_salary",
  "post_count",
  "posts",
  "liked_posts",
  "recommendations",
  "recommendations_count",
  "skills",
] as const;

/** The legacy formats are deprecated and sunset on 1 November 2025 (spec, Versioning): their headers. */
export const LEGACY_HEADERS = { Deprecation: "true", Sunset: "Sat, 01 Nov 2025 00:00:00 GMT" };

/** The legacy format's "still current" end date. */
export const CURRENT_END_DATE = "1970-01-01T00:00:00";

export function legacyDateTime(year: number | null, month: number | null = null): string | null {
  if (year === null) return null;
  return `${year}-${String(month ?? 1).padStart(2, "0")}-01T00:00:00`;
}

/** "3d", "2w", "5mo", "1yr": the relative age the legacy posts show. */
export function relativeAge(from: Date, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 86_400_000));
  if (days < 1) return `${Math.max(1, Math.floor((now.getTime() - from.getTime()) / 3_600_000))}h`;
  if (days < 7) return `${days}d`;
  if (days < 30) return `${Math.floor(days / 7)}w`;
  if (days < 365) return `${Math.floor(days / 30)}mo`;
  return `${Math.floor(days / 365)}yr`;
}

export function toLegacyPost(post: Post, now: Date): Record<string, unknown> {
  const posted = new Date(post.posted_at);
  return {
    text: post.text,
    ...post.counts,
    postUrl: post.url,
    postedAt: relativeAge(posted, now),
    postedDate: `${posted.toISOString().replace("T", " ").replace("Z", "")} +0000 UTC`,
    postedDateTimestamp: posted.getTime(),
    reposted: post.reposted,
    urn: post.urn,
    author: post.author,
    image: post.image,
    mentions: post.mentions,
    companyMentions: post.companyMentions,
    isBrandPartnership: post.isBrandPartnership,
  };
}

export function toLegacyPerson(person: Person, posts: Post[], now: Date): Record<string, unknown> {
  const source: Record<string, unknown> = {
    ...person,
    id: String(person.id),
    description: person.description ?? person.summary,
    is_decision_maker: person.is_decision_maker ?? false,
    is_working: person.is_working ?? false,
  };
  const profile: Record<string, unknown> = {};
  for (const field of LEGACY_PROFILE_FIELDS)
    profile[field] = source[field] ?? (field === "location_regions" || field === "skills" ? [] : null);
  return {
    profile,
    experience: person.experience.map((e) => ({
      title: e.position_title,
      company_name: e.company_name,
      description: e.description,
      location: e.location,
      start_date: legacyDateTime(e.date_from_year, e.date_from_month),
      end_date:
        e.active_experience === 1 ? CURRENT_END_DATE : legacyDateTime(e.date_to_year, e.date_to_month),
    })),
    education: person.education.map((e) => ({
      degree: e.degree,
      field_of_study: e.field_of_study,
      school_name: e.institution_name,
      start_date: legacyDateTime(e.date_from_year),
      end_date: legacyDateTime(e.date_to_year),
    })),
    posts: posts.map((p) => toLegacyPost(p, now)),
  };
}
