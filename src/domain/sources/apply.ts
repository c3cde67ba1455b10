/**
 * The rule applied again (`prospector sources apply`, docs/sources.md): every person more than one
 * source supplied is decided again from the views its rows keep, without the files being imported
 * again; a record that comes out different is written (and its changes logged) like any write.
 */

import type { PersonWrite } from "../person.ts";
import type { Storage } from "../storage/index.ts";
import { type Candidate, decide, decodeView } from "./merge.ts";
import type { SourceRow } from "./rows.ts";
import type { SourceRules } from "./rules.ts";

export interface ApplySummary {
  /** People more than one source supplied. */
  people: number;
  /** Of them, people whose record the rule now decides differently (written again). */
  changed: number;
}

const PAGE = 500;

export async function applySourceRules(
  storage: Storage,
  rules: SourceRules,
  onProgress?: (summary: ApplySummary) => void,
): Promise<ApplySummary> {
  const summary: ApplySummary = { people: 0, changed: 0 };
  let after = 0;
  for (;;) {
    const ids = await storage.sources.shared(after, PAGE);
    if (ids.length === 0) break;
    after = ids[ids.length - 1] as number;
    const rows = await storage.sources.of(ids);
    const writes: PersonWrite[] = [];
    for (const person of await storage.people.getMany(ids)) {
      const own = rows.get(person.id) ?? [];
      if (own.length < 2 || own.some((r) => r.view === null)) continue;
      summary.people++;
      const candidates: Candidate[] = own.map((row) => ({ row, view: decodeView(row.view as string) }));
      const decision = decide(candidates, rules, person);
      if (sameRows(own, decision.rows)) continue;
      decision.person.id = person.id;
      writes.push({
        person: decision.person,
        contacts: decision.contacts,
        social: decision.social,
        sources: decision.rows,
      });
    }
    if (writes.length) {
      await storage.people.upsert(writes, { source: "sources apply" });
      summary.changed += writes.length;
    }
    onProgress?.(summary);
  }
  return summary;
}

/** The same fields from the same sources: the record the rule makes is the stored one. */
function sameRows(before: readonly SourceRow[], after: readonly SourceRow[]): boolean {
  const fields = (rows: readonly SourceRow[]) =>
    JSON.stringify(
      [...rows]
        .sort((a, b) => (a.source < b.source ? -1 : 1))
        .map((r) => [r.source, r.fields, r.won, r.lost]),
    );
  return fields(before) === fields(after);
}
