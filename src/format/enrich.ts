/** Contacts (GET /api/enrich/contacts and its alias) and post reactions, as their routes answer them. */
import type { ContactRecord } from "../domain/enrich/contacts.ts";
import type { PostReactionsRecord } from "../domain/enrich/reactions.ts";

/** `{data: [record]}`: one contacts record (error: true when nothing was found). */
export function contactsBody(record: ContactRecord) {
  return { data: [record] };
}

/** `{data: record}`; `limit` shortens the page (the alias's parameter; a page holds 50). */
export function reactionsBody(record: PostReactionsRecord, limit?: number) {
  return { data: limit === undefined ? record : { ...record, reactions: record.reactions.slice(0, limit) } };
}
