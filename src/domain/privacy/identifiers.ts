/**
 * What identifies a data subject across imports: the normalised profile URL, emails and phones
 * (compared like the rest of the system compares them, src/domain/keys.ts). The suppression list
 * holds only their SHA-256 hashes, so it can be kept after the data is gone without keeping the
 * data: a later record that hashes the same way is the same person coming back.
 */
import { createHash } from "node:crypto";
import { emailKey, phoneKey, urlKey } from "../keys.ts";
import type { PersonWrite } from "../person.ts";

export type IdentifierKind = "url" | "email" | "phone";

export interface SubjectIdentifier {
  kind: IdentifierKind;
  hash: string;
}

/** The identifier of one value, or null when the value normalises to nothing. */
export function identifier(kind: IdentifierKind, value: string | null | undefined): SubjectIdentifier | null {
  if (!value) return null;
  const key = kind === "url" ? urlKey(value) : kind === "email" ? emailKey(value) : phoneKey(value);
  if (!key || (kind === "phone" && key.length < MIN_PHONE_KEY_DIGITS)) return null;
  return keyIdentifier(kind, key);
}

/** Fewer digits than this is not a phone number anyone can be found by. */
export const MIN_PHONE_KEY_DIGITS = 6;

/**
 * How an identifier is hashed: IDENTIFIER_HASH of the UTF-8 text `identifierPrefix(kind)` + key,
 * in lower-case hex. PostgreSQL's identify read hashes stored keys the same way in SQL
 * (src/db/postgres/identify.ts builds that SQL from these).
 */
export const IDENTIFIER_HASH = "sha256";
export const identifierPrefix = (kind: IdentifierKind): string => `${kind}:`;

/** The identifier of a value already normalised to its key (a stored alias: an old URL, a member id). */
export function keyIdentifier(kind: IdentifierKind, key: string): SubjectIdentifier {
  return {
    kind,
    hash: createHash(IDENTIFIER_HASH)
      .update(`${identifierPrefix(kind)}${key}`)
      .digest("hex"),
  };
}

/**
 * Every identifier of a person as written, or as erased: the profile URL, every other URL key it
 * is known under (an old vanity URL, the member id's numeric URL: PersonWrite.aliases), and each
 * email and phone. Each appears once.
 */
export function personIdentifiers(
  write: Pick<PersonWrite, "person" | "contacts" | "aliases">,
): SubjectIdentifier[] {
  const out = [identifier("url", write.person.pnet_url)];
  for (const alias of write.aliases ?? []) out.push(keyIdentifier("url", alias));
  for (const c of write.contacts) out.push(identifier(c.type === "email" ? "email" : "phone", c.value));
  const seen = new Set<string>();
  return out.filter((i): i is SubjectIdentifier => i !== null && !seen.has(i.hash) && !!seen.add(i.hash));
}

/** The one message every result removed at a data subject's request carries. */
export const REMOVED_ON_REQUEST = "This result was removed at the data subject's request";
export const REMOVED_MARKER = { removed: true, message: REMOVED_ON_REQUEST } as const;
/** Placeholder for an erased person's URL in a bulk job's request (keeps its count of inputs). */
export const REMOVED_INPUT = `(${REMOVED_ON_REQUEST.toLowerCase()})`;

/** The contact fields a record gives out (for the access log): email, phone, social. */
export function contactFields(record: {
  contacts?: readonly { type: string }[];
  social?: readonly unknown[];
}): string[] {
  const fields = new Set((record.contacts ?? []).map((c) => c.type));
  if (record.social?.length) fields.add("social");
  return [...fields].sort();
}
