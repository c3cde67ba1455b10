/**
 * Every stored record of a kind, in id order and in pages (bounded memory at any size), as
 * canonical records; the export serializer of the format layer writes them as the lines
 * `import` reads back.
 */

import type { StoredRecord } from "../model.ts";
import { provenanceOf } from "../sources/provenance.ts";
import type { Storage } from "../storage/index.ts";
import type { ImportKind } from "./import.ts";

export async function* exportRecords(
  storage: Storage,
  kind: ImportKind,
  pageSize = 1000,
  /** People only: with where each one's data came from (docs/sources.md). */
  withProvenance = false,
): AsyncGenerator<StoredRecord> {
  let after = 0;
  for (;;) {
    if (kind === "people") {
      const page = await storage.people.scan(after, pageSize);
      if (page.length === 0) return;
      // One read of the page's contacts (and provenance), not one per person.
      const contacts = await storage.sources.contactsOf(page.map((p) => p.id));
      const provenance = withProvenance ? await provenanceOf(storage, page) : null;
      for (const person of page) {
        const own = contacts.get(person.id) ?? { contacts: [], social: [] };
        const found = provenance?.get(person.id);
        yield { kind: "person", person, ...own, ...(found ? { provenance: found } : {}) };
      }
      after = page[page.length - 1]?.id ?? after;
    } else if (kind === "companies") {
      const page = await storage.companies.scan(after, pageSize);
      if (page.length === 0) return;
      for (const company of page) yield { kind: "company", company };
      after = page[page.length - 1]?.id ?? after;
    } else {
      const page = await storage.posts.scan(after, pageSize);
      if (page.length === 0) return;
      for (const { post, reactions } of page) yield { kind: "post", post, reactions };
      after = page[page.length - 1]?.post.id ?? after;
    }
  }
}
