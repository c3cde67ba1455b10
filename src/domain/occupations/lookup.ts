/**
 * The title API (issue 46, docs/api.md "Occupations"): a job title in any of ESCO's 21 languages
 * linked to ranked ESCO occupations, and one occupation's labels in every language, as data vendors
 * offer them. Priced like the other lookups: 1 credit for an answer that holds an occupation; a
 * title that links to nothing and an unknown URI are free.
 */
import { ApiError } from "../../errors.ts";
import { chargeOrRefuse, requireBalance } from "../billing/auth.ts";
import { COSTS } from "../billing/costs.ts";
import { boundedInt } from "../bounds.ts";
import type { ApiKeyRecord, Storage } from "../storage/index.ts";
import { conceptLabels, type Language, linkTitle, occupations, type TitleLink } from "./index.ts";

export const LINK_LIMIT = { default: 10, max: 50 } as const;
export const MAX_TITLE_LENGTH = 300;

/** The title's occupations, best first; charged when there is at least one. */
export async function linkOccupationTitle(
  storage: Storage,
  key: ApiKeyRecord,
  input: { title?: string; limit?: unknown; requestId: string },
): Promise<TitleLink & { charged: number }> {
  const title = (input.title ?? "").trim();
  if (title === "") throw new ApiError("UNPROCESSABLE", "title is required: a job title in any language");
  if (title.length > MAX_TITLE_LENGTH)
    throw new ApiError("BAD_REQUEST", `title must be at most ${MAX_TITLE_LENGTH} characters`);
  const limit = boundedInt(input.limit, "limit", 1, LINK_LIMIT.max, LINK_LIMIT.default);
  requireBalance(key, "occupationLink");
  const link = linkTitle(occupations(), title, limit);
  if (link.occupations.length === 0) return { ...link, charged: 0 };
  const charged = COSTS.occupationLink.perRequest;
  await chargeOrRefuse(storage, key, charged, { operation: "occupationLink", requestId: input.requestId });
  return { ...link, charged };
}

export interface OccupationConcept {
  uri: string;
  /** The English preferred label. */
  label: string;
  labels: Partial<Record<Language, string[]>>;
  charged: number;
}

/** One occupation by its ESCO URI: 404 (free) when the taxonomy does not hold it. */
export async function occupationByUri(
  storage: Storage,
  key: ApiKeyRecord,
  input: { uri?: string; requestId: string },
): Promise<OccupationConcept> {
  const uri = (input.uri ?? "").trim();
  if (!/^https?:\/\/\S{1,500}$/.test(uri))
    throw new ApiError("BAD_REQUEST", "uri must be an ESCO occupation URI (http://data.europa.eu/esco/...)");
  const tax = occupations();
  const labels = conceptLabels(tax, uri);
  if (labels === null) throw new ApiError("NOT_FOUND", `No ESCO occupation ${uri} in the shipped taxonomy`);
  requireBalance(key, "occupationLookup");
  const charged = COSTS.occupationLookup.perRequest;
  await chargeOrRefuse(storage, key, charged, { operation: "occupationLookup", requestId: input.requestId });
  const c = tax.conceptOf.get(uri) as number;
  return { uri, label: tax.english[c] ?? labels.en?.[0] ?? "", labels, charged };
}
