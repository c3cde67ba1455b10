/** Erasure log rows as both engines return them, and their records. */
import type { ErasureRecord } from "../../domain/storage/index.ts";

/** An erasure log row. */
export interface ErasureRow {
  id: number;
  person_id: number;
  reason: string;
  requested_by: string;
  removed: string;
  erased_at: string;
}

export const toErasure = (r: ErasureRow): ErasureRecord => ({
  id: r.id,
  personId: r.person_id,
  reason: r.reason,
  requestedBy: r.requested_by,
  removed: JSON.parse(r.removed) as Record<string, number>,
  erasedAt: r.erased_at,
});
