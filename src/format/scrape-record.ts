/**
 * The hosted service's scrape record, which published clients read (`data.data.firstName`,
 * `data.data.fullPositions[]`, `data.posts`...). The spec leaves the scrape record's fields "not
 * shown"; this is the shape those clients expect, built from the canonical person and their stored
 * posts. The `pnet` in `pnetUrl` follows NETWORK_WORD like every other key.
 */
import type { Scraped } from "../domain/enrich/scrape.ts";
import type { Person, Post } from "../domain/model.ts";
import { toModernPerson } from "./modern.ts";

type YearMonth = { year: number; month: number } | null;

const yearMonth = (year: number | null, month: number | null): YearMonth =>
  year === null ? null : { year, month: month ?? 0 };

function lastSegment(url: string | null): string | null {
  if (!url) return null;
  const path = url.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return path.slice(path.lastIndexOf("/") + 1) || null;
}

function hostedPost(post: Post) {
  return {
    urn: post.urn,
    url: post.url,
    text: post.text,
    postedAt: post.posted_at,
    reposted: post.reposted,
    totalReactionCount: post.counts.totalReactionCount,
    likeCount: post.counts.likeCount,
    commentsCount: post.counts.commentsCount,
    repostsCount: post.counts.repostsCount,
  };
}

export function toHostedScrapeRecord(p: Person, posts: readonly Post[]) {
  return {
    data: {
      id: String(p.id),
      firstName: p.first_name ?? "",
      lastName: p.last_name ?? "",
      headline: p.headline ?? "",
      summary: p.summary ?? "",
      geo: {
        full: p.location_full ?? p.location ?? "",
        city: p.location_city ?? "",
        country: p.location_country ?? "",
        countryCode: (p.location_country_iso2 ?? "").toLowerCase(),
      },
      profilePicture: p.picture_url ?? "",
      publicIdentifier: lastSegment(p.pnet_url) ?? "",
      pnetUrl: p.pnet_url,
      skills: p.skills.map((name) => ({ name })),
      fullPositions: p.experience.map((e) => ({
        title: e.position_title ?? "",
        companyName: e.company_name ?? "",
        companyLogo: "",
        companyUrl: e.company_pnet_url ?? e.company_professional_network_url ?? "",
        location: e.location ?? "",
        description: e.description ?? "",
        isCurrent: e.active_experience === 1,
        startEndDate: {
          start: yearMonth(e.date_from_year, e.date_from_month),
          end: e.active_experience === 1 ? null : yearMonth(e.date_to_year, e.date_to_month),
        },
      })),
      educations: p.education.map((e) => ({
        schoolName: e.institution_name ?? "",
        schoolLogo: "",
        schoolUrl: e.institution_url ?? "",
        degree: e.degree ?? "",
        fieldOfStudy: e.field_of_study ?? "",
        description: e.description ?? "",
        startEndDate: { start: yearMonth(e.date_from_year, null), end: yearMonth(e.date_to_year, null) },
      })),
    },
    posts: posts.map(hostedPost),
    connection: p.connections_count ?? 0,
    follower: p.followers_count ?? 0,
  };
}

/** GET /api/enrich/scrape: the modern record plus source and time, and the hosted shape under data. */
export function scrapeBody(scraped: Scraped): Record<string, unknown> {
  return {
    ...toModernPerson(scraped.person),
    source: scraped.source,
    scraped_at: scraped.scrapedAt.toISOString(),
    // The hosted service's shape, which published clients read (docs/api.md).
    data: toHostedScrapeRecord(scraped.person, scraped.posts),
  };
}
