/**
 * The version the facet index is built under: its own (FACETS_VERSION) and the occupation links'
 * (the taxonomy file and the link rules: src/domain/occupations/jobs.ts). Storage keeps it; another
 * value at start-up rebuilds the index from the stored records and links their jobs again on the
 * way (both engines' ensureFacets), so stored links follow a new taxonomy without a re-import, and
 * the facets made from the links (occupation, the families read through them) follow too.
 */
import { occupationsVersion } from "../occupations/jobs.ts";
import { FACETS_VERSION } from "./facets.ts";

export function facetIndexVersion(): string {
  return `${FACETS_VERSION}+esco.${occupationsVersion()}`;
}
