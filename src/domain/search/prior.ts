/**
 * The query-independent part of ranking: how complete a profile is, with network size as a weak
 * prior. Stored in the facet index as one of QUALITY_TIERS tokens so that retrieval can read the
 * matches of a query best tier first (./retrieve.ts) instead of in insertion order.
 */
import type { Person } from "../model.ts";

/** Each tier is one more index read for a query: few enough that narrow queries stay cheap. */
export const QUALITY_TIERS = 6;

/** 0 (empty profile) .. 1 (complete, large network). */
export function profileQuality(p: Person): number {
  const present = [
    Boolean(p.headline?.trim()),
    Boolean(p.summary?.trim()),
    Boolean(p.location_city || p.location_country || p.location),
    p.skills.length >= 3,
    p.education.length > 0,
    p.experience.length >= 2,
    p.experience.some((e) => e.active_experience === 1 && e.position_title),
    Boolean(p.picture_url || p.picture_permalink),
  ];
  const completeness = present.filter(Boolean).length / present.length;
  // Network size only nudges: log scale, saturating at 10,000.
  const network = Math.min(1, Math.log10(1 + Math.max(0, p.connections_count ?? 0)) / 4);
  return 0.85 * completeness + 0.15 * network;
}

/** The tier of a quality: 0 is the best. */
export function qualityTier(quality: number): number {
  return Math.min(QUALITY_TIERS - 1, Math.floor((1 - quality) * QUALITY_TIERS));
}
