/** Exports in the import formats, so that `export` then `import` round-trips records unchanged. */
import type { Storage } from "../../db/repositories/types.ts";
import { toCompanyExport } from "../../format/company.ts";
import { toModernPerson } from "../../format/modern.ts";
import type { ImportKind } from "./import.ts";

export async function* exportLines(
  storage: Storage,
  kind: ImportKind,
  pageSize = 1000,
): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    if (kind === "people") {
      const page = await storage.people.scan(after, pageSize);
      if (page.length === 0) return;
      for (const person of page) {
        const { contacts, social } = await storage.people.contactsOf(person.id);
        const { match_data: _match, ...record } = toModernPerson(person);
        yield JSON.stringify({ ...record, contacts, social });
      }
      after = page[page.length - 1]?.id ?? after;
    } else if (kind === "companies") {
      const page = await storage.companies.scan(after, pageSize);
      if (page.length === 0) return;
      for (const company of page) yield JSON.stringify(toCompanyExport(company));
      after = page[page.length - 1]?.id ?? after;
    } else {
      const page = await storage.posts.scan(after, pageSize);
      if (page.length === 0) return;
      for (const { post, reactions } of page) {
        const { id: _id, person_id: _person, url, counts, ...rest } = post;
        yield JSON.stringify({ post_url: url, ...rest, ...counts, reactions });
      }
      after = page[page.length - 1]?.post.id ?? after;
    }
  }
}
