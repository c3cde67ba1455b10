/**
 * Keeps the identify index up to date: reads the people the engine marked due (every write marks
 * them, ../storage/identify.ts), builds their profiles and keys, and writes them back in batches.
 * A person gone since the mark is removed; a person written again since is indexed again later.
 */
import type { Contact } from "../model.ts";
import type { Storage } from "../storage/index.ts";
import { personKeys } from "./blocking.ts";
import { profileOf } from "./profile.ts";

const BATCH = 500;

export interface IndexProgress {
  indexed: number;
  due: number;
}

/** Indexes one batch of due people; the number indexed (0: nothing was due). */
export async function indexDueBatch(storage: Storage, batch = BATCH): Promise<number> {
  const due = await storage.identify.due(batch);
  if (due.length === 0) return 0;
  const ids = due.map((d) => d.personId);
  // The few fields a profile needs, not whole records (reading and hydrating those was most of a build).
  const [people, contacts] = await Promise.all([
    storage.identify.sources(ids),
    storage.identify.contactsOf(ids),
  ]);
  await storage.identify.write(
    due.map((d) => {
      const person = people.get(d.personId);
      if (!person) return { ...d, profile: null, keys: [], terms: [] };
      const profile = profileOf(person, (contacts.get(d.personId) ?? []) as Contact[]);
      return { ...d, profile: JSON.stringify(profile), ...personKeys(profile) };
    }),
  );
  return due.length;
}

/** Indexes everything due, reporting progress; stops early when `stop` says so (asked before each batch). */
export async function indexAllDue(
  storage: Storage,
  onProgress?: (p: IndexProgress) => void,
  stop?: () => boolean | Promise<boolean>,
): Promise<number> {
  let indexed = 0;
  let due = onProgress ? await storage.identify.dueCount() : 0;
  for (;;) {
    if (await stop?.()) return indexed;
    const n = await indexDueBatch(storage);
    if (n === 0) return indexed;
    indexed += n;
    due = Math.max(due, indexed);
    onProgress?.({ indexed, due });
    // On SQLite every call resolves at once: without a turn of the event loop between batches, a
    // build at start held the server's requests (and its first listen) until it was done.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
