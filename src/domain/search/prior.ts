/**
 * The query-independent part of ranking: how complete a profile is, with network size as a weak
 * prior. It is stored as the person's rank key in the facet index (the row id on SQLite, a `rank`
 * column on PostgreSQL), so every query reads its matches best first (./retrieve.ts) rather than
 * in insertion order.
 */
import type { Person } from "../model.ts";

/** Quality is kept to this resolution in the rank key. */
const QUALITY_STEPS = 1_000_000;
/** Person ids live in the low 32 bits of a rank key; quality above them (2^20 > QUALITY_STEPS). */
export const ID_SPACE = 2 ** 32;
const WORST = 2 ** 20 - 1;

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

/**
 * The rank key of a person: ascending order is best quality first, then lowest id. Below 2^52, so
 * a JavaScript number and a SQLite rowid hold it exactly; person ids must stay below 2^32.
 */
export function rankKey(p: Person, id: number): number {
  const quality = Math.round(Math.min(1, Math.max(0, profileQuality(p))) * QUALITY_STEPS);
  return (WORST - quality) * ID_SPACE + id;
}

/** The person id of a rank key. */
export function idOfRank(key: number): number {
  return key % ID_SPACE;
}
