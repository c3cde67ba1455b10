/**
 * A person in a result list as JSON text (search pages, deep-research results): the same answer as
 * ./people.ts personResult serialized, made from pieces. What depends on the person alone (the
 * modern record's fields, the legacy profile, experience and education) is serialized once per
 * person object and kept with it; what depends on the request (match data, contacts, the posts'
 * relative ages) is appended per answer. Both engines' people repositories hand out the same object
 * for a row until it changes (its version or the companies its record refers to), so a text kept
 * with the object can never be stale and goes away with it.
 */
import type { Person, Post } from "../domain/model.ts";
import { type JsonBytesWriter, utf8 } from "./json-bytes.ts";
import { openObjectText } from "./json-text.ts";
import { toLegacyPerson, toLegacyPost } from "./legacy.ts";
import { toModernPerson } from "./modern.ts";

const modernHeads = new WeakMap<Person, string>();
const legacyHeads = new WeakMap<Person, string>();
/** The same pieces as UTF-8 bytes, for answers written as bytes (./json-bytes.ts): kept apart, made when first asked. */
const modernHeadBytes = new WeakMap<Person, Uint8Array>();
const legacyHeadBytes = new WeakMap<Person, Uint8Array>();

/** A piece's bytes, kept with the person; its text is made for this and not kept. */
function headBytes(
  kept: WeakMap<Person, Uint8Array>,
  textOf: (person: Person) => string,
  person: Person,
): Uint8Array {
  let bytes = kept.get(person);
  if (bytes === undefined) {
    bytes = utf8(textOf(person));
    kept.set(person, bytes);
  }
  return bytes;
}

/** The modern record's text up to match_data (its last field), without the closing brace. */
function modernHeadText(person: Person): string {
  const record = toModernPerson(person);
  delete record.match_data;
  return openObjectText(record);
}

/** The legacy result's text up to its posts (profile, experience, education), without the closing brace. */
function legacyHeadText(person: Person): string {
  // `now` only dates posts, and there are none here: the head is the same at any time.
  const { posts: _posts, ...rest } = toLegacyPerson(person, [], new Date(0));
  return openObjectText(rest);
}

/** A person's head text, built once per person object and kept beside it in `heads`. */
function keptHead(heads: WeakMap<Person, string>, build: (person: Person) => string, person: Person): string {
  let head = heads.get(person);
  if (head === undefined) {
    head = build(person);
    heads.set(person, head);
  }
  return head;
}

const modernHead = (person: Person): string => keptHead(modernHeads, modernHeadText, person);
const legacyHead = (person: Person): string => keptHead(legacyHeads, legacyHeadText, person);

/** `,"contacts":...` when a result carries contacts (deep research with enrichment). */
function contactsText(contacts: unknown): string {
  return contacts === undefined ? "" : `,"contacts":${JSON.stringify(contacts)}`;
}

/**
 * What a result adds to a person's head for one answer: match data (modern) or the posts (legacy:
 * those the legacy result shows, already cut to LEGACY_RESULT_POSTS), and contacts when given
 * (deep research with enrichment).
 */
export interface ResultAnswer {
  legacy: boolean;
  match: { score: number; matched: string[]; evaluations?: unknown };
  now: Date;
  posts: readonly Post[];
  contacts?: unknown;
}

/** The text after a person's head: its posts or match data, contacts, the closing brace. */
function resultTailText(answer: ResultAnswer): string {
  const shown = answer.legacy
    ? `,"posts":[${answer.posts.map((p) => JSON.stringify(toLegacyPost(p, answer.now))).join(",")}]`
    : `,"match_data":${matchDataText(answer.match)}`;
  return `${shown}${contactsText(answer.contacts)}}`;
}

/** ./people.ts personResult(...) (with `contacts` set when given), as JSON text. */
export function personResultText(person: Person, answer: ResultAnswer): string {
  return `${answer.legacy ? legacyHead(person) : modernHead(person)}${resultTailText(answer)}`;
}

function matchDataText(match: { score: number; matched: string[]; evaluations?: unknown }): string {
  const matchData: Record<string, unknown> = {
    similarity_score: match.score,
    matched_criteria: match.matched,
  };
  if (match.evaluations !== undefined) matchData.evaluations = match.evaluations;
  return JSON.stringify(matchData);
}

/** The bytes kept for a person's result before what depends on the request (its size foretells the answer's). */
export function resultHeadBytes(person: Person, legacy: boolean): Uint8Array {
  return legacy
    ? headBytes(legacyHeadBytes, legacyHeadText, person)
    : headBytes(modernHeadBytes, modernHeadText, person);
}

/** personResultText's bytes written into `writer`, the person's piece from its kept bytes. */
export function writePersonResult(writer: JsonBytesWriter, person: Person, answer: ResultAnswer): void {
  writer.bytes(resultHeadBytes(person, answer.legacy));
  writer.text(resultTailText(answer));
}

/** The modern record without match data (match_data: null), as JSON text: the stored profile's answer. */
export function modernRecordText(person: Person): string {
  return `${modernHead(person)},"match_data":null}`;
}
