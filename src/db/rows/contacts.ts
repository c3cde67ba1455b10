/** Contacts as both engines key and read them. */
import { emailKey, phoneKey } from "../../domain/keys.ts";
import { contactsFromRows } from "./people.ts";

/** The lookup key of an email (lower case) or phone (digits) as contacts rows hold it; "" when there is none. */
export const contactLookupKey = (type: "email" | "phone", value: string) =>
  type === "email" ? emailKey(value) : phoneKey(value);

/** A contacts row as read for its person (both engines select these columns, in id order). */
export interface PersonContactRow {
  person_id: number;
  kind: string;
  value: string;
  rating: number;
  subType: string | null;
  provider: string | null;
}

/** The columns of PersonContactRow, for both engines' SELECTs (PostgreSQL folds unquoted aliases). */
export const PERSON_CONTACT_COLUMNS = 'person_id, kind, value, rating, sub_type AS "subType", provider';

/** Contacts rows of several people, back to each person's contacts and social links. */
export function contactsByPerson(rows: readonly PersonContactRow[]) {
  const byPerson = new Map<number, PersonContactRow[]>();
  for (const r of rows) {
    const id = Number(r.person_id);
    byPerson.set(id, [...(byPerson.get(id) ?? []), r]);
  }
  const out = new Map<number, ReturnType<typeof contactsFromRows>>();
  for (const [id, own] of byPerson) out.set(id, contactsFromRows(own));
  return out;
}
