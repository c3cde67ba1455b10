/**
 * POST /api/identify (issue 47, docs/identify.md): who is the stored person behind a CRM row? The
 * row is checked, looked up in the identify index, its candidates scored, and the ones at or
 * above min_score returned best first with how each field agreed. One credit per person returned;
 * an answer with no match is free. Erased people are never matched: their index entries go with
 * them, and anyone whose identifiers are on the suppression list is left out.
 */
import { ApiError } from "../../errors.ts";
import { requireBalance } from "../billing/auth.ts";
import { COSTS } from "../billing/costs.ts";
import { boundedInt, boundedNumber, onlyKnownFields } from "../bounds.ts";
import type { Person, Post } from "../model.ts";
import { identifier, keyIdentifier } from "../privacy/identifiers.ts";
import type { ApiKeyRecord, IdentifyReads, Storage } from "../storage/index.ts";
import { explanationOf, type RowResult, type ScoredCandidate } from "./match.ts";
import type { FieldExplanation } from "./model.ts";
import { ROW_FIELDS, readRow, rowInput } from "./row.ts";
import type { IdentifyService } from "./service.ts";

export const DEFAULT_MIN_SCORE = 0.5;
export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 20;

export interface IdentifyMatch {
  score: number;
  person: Person;
  explanation: FieldExplanation[];
}

export interface IdentifyRequest {
  body: unknown;
  requestId?: string | null;
  /** Each matched person's latest posts, for the legacy format (0: none). */
  postsPerPerson?: number;
}

/** Rounded for the wire: four decimals say all a calibrated probability can. */
export const roundScore = (s: number) => Math.round(s * 10_000) / 10_000;

/**
 * Drops candidates whose profile URL, emails or phones are on the suppression list: as the index
 * read found them (IdentifyRepository.profilesChecked checks with the profiles), or read now.
 */
export async function withoutSuppressed(
  storage: Pick<IdentifyReads, "privacy">,
  candidates: ScoredCandidate[],
): Promise<ScoredCandidate[]> {
  if (candidates.every((c) => c.suppressed !== undefined)) return candidates.filter((c) => !c.suppressed);
  const hashes = new Map<ScoredCandidate, string[]>();
  for (const c of candidates) {
    const ids = [
      keyIdentifier("url", c.profile.u),
      ...c.profile.e.map((e) => identifier("email", e)),
      ...c.profile.ph.map((p) => identifier("phone", p)),
    ];
    hashes.set(
      c,
      ids.flatMap((i) => (i ? [i.hash] : [])),
    );
  }
  const all = [...hashes.values()].flat();
  if (all.length === 0) return candidates;
  const suppressed = await storage.privacy.suppressed(all);
  if (suppressed.size === 0) return candidates;
  return candidates.filter((c) => !(hashes.get(c) ?? []).some((h) => suppressed.has(h)));
}

/** The request's options (400 naming the rule otherwise). */
export function identifyOptions(body: Record<string, unknown>): { minScore: number; limit: number } {
  return {
    minScore: boundedNumber(body.min_score, "min_score", 0, 1, DEFAULT_MIN_SCORE),
    limit: boundedInt(body.limit, "limit", 1, MAX_LIMIT, DEFAULT_LIMIT),
  };
}

export async function identifyPerson(
  storage: Storage,
  service: IdentifyService,
  key: ApiKeyRecord,
  request: IdentifyRequest,
): Promise<{ matches: IdentifyMatch[]; charged: number; posts: Map<number, Post[]> }> {
  const body = request.body;
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new ApiError("BAD_REQUEST", "The body must be a JSON object with the row's fields");
  onlyKnownFields(body, [...ROW_FIELDS, "min_score", "limit"]);
  const record = body as Record<string, unknown>;
  const { minScore, limit } = identifyOptions(record);
  const row = readRow(rowInput(record));
  requireBalance(key, "identify");
  const { model, people, results } = await service.match([row]);
  const result = results[0] as RowResult;
  service.observe(result, people);
  const above = result.candidates.filter((c) => c.score >= minScore);
  const kept = (await withoutSuppressed(storage, above.slice(0, limit + 5))).slice(0, limit);
  const persons = new Map((await storage.people.getMany(kept.map((c) => c.personId))).map((p) => [p.id, p]));
  // Whoever was erased between the index read and now is not there to return.
  const found = kept.filter((c) => persons.has(c.personId));
  // Per match, as far as the balance goes: the best matches first.
  const paid = found.slice(0, Math.max(0, Math.floor(key.credits / COSTS.identify.perResult)));
  const charged = paid.length * COSTS.identify.perResult;
  if (charged > 0) {
    const debit = await storage.credits.debit(key.id, charged, {
      operation: "identify",
      requestId: request.requestId ?? null,
    });
    if (!debit.ok)
      throw new ApiError("INSUFFICIENT_CREDITS", `Insufficient credits: the balance is ${debit.balance}`, {
        body: { credits: debit.balance, required: charged },
      });
  }
  const posts =
    request.postsPerPerson && paid.length
      ? await storage.posts.byAuthors(
          paid.map((c) => c.personId),
          request.postsPerPerson,
        )
      : new Map<number, Post[]>();
  return {
    posts,
    matches: paid.map((c) => ({
      score: roundScore(c.score),
      person: persons.get(c.personId) as Person,
      explanation: explanationOf(model, c, result.context),
    })),
    charged,
  };
}
