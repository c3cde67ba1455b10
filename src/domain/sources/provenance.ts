/** A stored person's provenance as the API and the export show it (docs/sources.md). */
import type { Person, PersonProvenance } from "../model.ts";
import type { Storage } from "../storage/index.ts";
import { fieldSources } from "./merge.ts";

/** Each person's sources and which supplies each root field: one read for all of them. */
export async function provenanceOf(
  storage: Storage,
  people: readonly Person[],
): Promise<Map<number, PersonProvenance>> {
  const rows = await storage.sources.of(people.map((p) => p.id));
  const out = new Map<number, PersonProvenance>();
  for (const person of people) {
    const own = rows.get(person.id) ?? [];
    out.set(person.id, {
      sources: own.map((r) => ({ source: r.source, first_seen: r.firstSeen, last_seen: r.lastSeen })),
      fields: fieldSources(own, person),
    });
  }
  return out;
}
