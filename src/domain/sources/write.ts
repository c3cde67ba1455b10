/**
 * People written from a source (docs/sources.md): who each record is (identity across sources) and
 * what the stored record shows when more than one source supplied the person (the conflict rule),
 * decided here with batch reads, then written in one transaction by the store with every source's
 * row. Imports write through here on their one-thread path and for every chunk the workers' path
 * hands back (PeopleBulkWriter.write returns null for those).
 */

import { isNumericProfileKey, urlKey } from "../keys.ts";
import type { Person } from "../model.ts";
import type { PersonWrite } from "../person.ts";
import type { Provenance, Storage, UpsertOutcome } from "../storage/index.ts";
import { TRACKING_FIELDS } from "./groups.ts";
import { type Candidate, decide, decodeView, viewOf } from "./merge.ts";
import type { SourceRow } from "./rows.ts";
import type { SourceRules } from "./rules.ts";

export interface SourcedWrite {
  /** What the change log records as the cause ("import pdl.jsonl"). */
  changeSource: string;
  provenance: Provenance;
  rules: SourceRules;
}

type Target = { id: number; via: "id" | "key" | "alias" | "email" };

/** Work emails of a record, lower case: a record without a URL is matched by them. */
function workEmails(w: PersonWrite): string[] {
  return w.contacts
    .filter((c) => c.type === "email" && c.subType === "work")
    .map((c) => c.value.toLowerCase());
}

export async function writePeople(
  storage: Storage,
  batch: PersonWrite[],
  context: SourcedWrite,
): Promise<UpsertOutcome> {
  const keys = batch.map((w) => (w.person.pnet_url ? urlKey(w.person.pnet_url) : null));
  const owners = await storage.sources.owners([
    ...new Set(batch.flatMap((w, i) => [...(keys[i] ? [keys[i] as string] : []), ...(w.aliases ?? [])])),
  ]);
  const targets: (Target | null)[] = batch.map((w, i) => {
    if (w.person.id > 0) return { id: w.person.id, via: "id" };
    const key = keys[i];
    const owner = key ? owners.get(key) : undefined;
    if (owner) return { id: owner.id, via: owner.own ? "key" : "alias" };
    for (const alias of w.aliases ?? []) {
      const held = owners.get(alias);
      if (held) return { id: held.id, via: "alias" };
    }
    return null;
  });
  // A record without a URL (or under one nobody holds) is the person who holds its work email.
  const unplaced = batch.flatMap((w, i) => (targets[i] === null && keys[i] === null ? workEmails(w) : []));
  if (unplaced.length) {
    const byEmail = await storage.sources.emailOwners([...new Set(unplaced)]);
    batch.forEach((w, i) => {
      if (targets[i] !== null || keys[i] !== null) return;
      const id = workEmails(w)
        .map((e) => byEmail.get(e))
        .find((x) => x !== undefined);
      if (id !== undefined) targets[i] = { id, via: "email" };
    });
  }

  const ids = [...new Set(targets.flatMap((t) => (t ? [t.id] : [])))];
  const rowsOf = ids.length ? await storage.sources.of(ids) : new Map<number, SourceRow[]>();
  const source = context.provenance.source;
  // A stored person no source supplied (written before sources were kept, by hand or by a scrape)
  // is a source of its own: what it holds stays where this source has nothing to say.
  const known = new Set(targets.flatMap((t) => (t && t.via !== "id" ? [t.id] : [])));
  const othersOf = (id: number) =>
    rowsOf.has(id) || !known.has(id)
      ? (rowsOf.get(id) ?? []).filter((r) => r.source !== source)
      : [UNSOURCED_ROW];
  // The stored records: to keep a person's own URL, and to decide between sources.
  const readIds = ids.filter(
    (id) =>
      othersOf(id).length > 0 ||
      targets.some(
        (t, i) => t?.id === id && (t.via === "alias" || t.via === "email") && keepsStoredUrl(keys[i]),
      ),
  );
  const stored = new Map<number, Person>((await storage.people.getMany(readIds)).map((p) => [p.id, p]));
  // A source alone supplied the person so far: its view is what is stored (contacts included).
  const soleIds = readIds.filter((id) => othersOf(id).some((r) => r.view === null));
  const storedContacts = soleIds.length ? await storage.sources.contactsOf(soleIds) : new Map();

  let merged = 0;
  const writes: PersonWrite[] = [];
  const indexOf: number[] = [];
  const refused: { index: number; reason: string }[] = [];
  batch.forEach((w, i) => {
    const target = targets[i];
    if (!target && keys[i] === null) {
      refused.push({
        index: i,
        reason: workEmails(w).length
          ? "no pnet_url, and no stored person holds its work email"
          : "no pnet_url, and no work email to tell whose record it is",
      });
      return;
    }
    let joined = false;
    if (target && (target.via === "alias" || target.via === "email")) {
      joined = true;
      w.person.id = target.id;
      const person = stored.get(target.id);
      const key = keys[i];
      // The numeric form or no URL at all: the person keeps the URL it has, and this one finds it too.
      if (person && keepsStoredUrl(key)) {
        if (key) w.aliases = [...new Set([...(w.aliases ?? []), key])];
        w.person.pnet_url = person.pnet_url;
      }
    }
    const others = target ? othersOf(target.id) : [];
    const person = target ? stored.get(target.id) : undefined;
    if (target && person && others.length > 0) {
      joined = true;
      const at = context.provenance.at;
      const mine = (rowsOf.get(target.id) ?? []).find((r) => r.source === source);
      const storedView = () =>
        viewOf({ person, ...(storedContacts.get(target.id) ?? { contacts: [], social: [] }) });
      const candidates: Candidate[] = others.map((row) => ({
        row: row === UNSOURCED_ROW ? unsourcedRow(person) : row,
        view: row.view ? decodeView(row.view) : storedView(),
      }));
      // What this source gave before: its kept view, or the stored record when it alone supplied it.
      const previous = mine
        ? { view: mine.view ? decodeView(mine.view) : storedView(), at: mine.lastSeen }
        : null;
      candidates.push({
        row: {
          source,
          firstSeen: mine?.firstSeen ?? at,
          lastSeen: at,
          view: null,
          fields: null,
          won: 0,
          lost: 0,
        },
        view: viewOf(w, previous, at),
      });
      // The URL it is stored under stays, unless the record came under a new vanity URL of it.
      const movedUrl = target.via === "alias" && !keepsStoredUrl(keys[i]);
      const decision = decide(candidates, context.rules, {
        ...person,
        pnet_url: movedUrl ? w.person.pnet_url : person.pnet_url,
      });
      decision.person.id = target.id;
      // The file's own change-tracking values, as any write brings them (change detection merges
      // them with the stored ones): the same file makes the same record every time.
      for (const f of TRACKING_FIELDS)
        (decision.person as unknown as Record<string, unknown>)[f] = w.person[f];
      w.person = decision.person;
      w.contacts = decision.contacts;
      w.social = decision.social;
      w.sources = decision.rows;
    }
    if (joined) merged++;
    writes.push(w);
    indexOf.push(i);
  });
  const outcome = writes.length
    ? await storage.people.upsert(writes, { source: context.changeSource, provenance: context.provenance })
    : { inserted: 0, updated: 0, rejected: [] };
  outcome.rejected = [
    ...refused,
    ...outcome.rejected.map((r) => ({ index: indexOf[r.index] ?? r.index, reason: r.reason })),
  ].sort((a, b) => a.index - b.index);
  outcome.merged = merged;
  return outcome;
}

/** The source of a stored person no source supplied (docs/sources.md, "Partial sources"). */
export const UNSOURCED = "manual";
const UNSOURCED_ROW: SourceRow = {
  source: UNSOURCED,
  firstSeen: "",
  lastSeen: "",
  view: null,
  fields: null,
  won: 0,
  lost: 0,
};
/** Its row, seen when the record was last written (else at the epoch: any source is newer). */
function unsourcedRow(person: Person): SourceRow {
  const at = person.updated_at ?? new Date(0).toISOString();
  return { ...UNSOURCED_ROW, firstSeen: at, lastSeen: at };
}

/** Whether a record under this key leaves the person's stored URL as it is: none, or the numeric form. */
function keepsStoredUrl(key: string | null | undefined): boolean {
  return !key || isNumericProfileKey(key);
}
