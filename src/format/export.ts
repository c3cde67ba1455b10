/**
 * Export lines: canonical records to the JSON lines `import` reads back unchanged (the modern
 * person record with its contacts, the company export record, a post with its reactions).
 */
import type { StoredRecord } from "../domain/model.ts";
import { toCompanyExport } from "./company.ts";
import { toModernPerson } from "./modern.ts";

export function toExportLine(record: StoredRecord): string {
  if (record.kind === "person") {
    const { match_data: _match, ...person } = toModernPerson(record.person);
    return JSON.stringify({
      ...person,
      contacts: record.contacts,
      social: record.social,
      ...(record.provenance ? { provenance: record.provenance } : {}),
    });
  }
  if (record.kind === "company") return JSON.stringify(toCompanyExport(record.company));
  const { id: _id, person_id: _person, url, counts, ...rest } = record.post;
  return JSON.stringify({ post_url: url, ...rest, ...counts, reactions: record.reactions });
}

export async function* toExportLines(records: AsyncIterable<StoredRecord>): AsyncGenerator<string> {
  for await (const record of records) yield toExportLine(record);
}
