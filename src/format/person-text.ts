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
import { openObjectText } from "./json-text.ts";
import { toLegacyPerson, toLegacyPost } from "./legacy.ts";
import { toModernPerson } from "./modern.ts";

const modernHeads = new WeakMap<Person, string>();
const legacyHeads = new WeakMap<Person, string>();

/** The modern record's text up to match_data (its last field), without the closing brace. */
function modernHead(person: Person): string {
  let head = modernHeads.get(person);
  if (head === undefined) {
    const record = toModernPerson(person);
    delete record.match_data;
    head = openObjectText(record);
    modernHeads.set(person, head);
  }
  return head;
}

/** The legacy result's text up to its posts (profile, experience, education), without the closing brace. */
function legacyHead(person: Person, now: Date): string {
  let head = legacyHeads.get(person);
  if (head === undefined) {
    // `now` only dates posts, and there are none here: the head is the same at any time.
    const { posts: _posts, ...rest } = toLegacyPerson(person, [], now);
    head = openObjectText(rest);
    legacyHeads.set(person, head);
  }
  return head;
}

/** `,"contacts":...` when a result carries contacts (deep research with enrichment). */
function contactsText(contacts: unknown): string {
  return contacts === undefined ? "" : `,"contacts":${JSON.stringify(contacts)}`;
}

/**
 * ./people.ts personResult(...) (with `contacts` set when given), as JSON text; `posts` are those
 * the legacy result shows (already cut to LEGACY_RESULT_POSTS).
 */
export function personResultText(
  person: Person,
  legacy: boolean,
  match: { score: number; matched: string[]; evaluations?: unknown },
  now: Date,
  posts: readonly Post[],
  contacts?: unknown,
): string {
  if (legacy) {
    const shown = posts.map((p) => JSON.stringify(toLegacyPost(p, now)));
    return `${legacyHead(person, now)},"posts":[${shown.join(",")}]${contactsText(contacts)}}`;
  }
  const matchData: Record<string, unknown> = {
    similarity_score: match.score,
    matched_criteria: match.matched,
  };
  if (match.evaluations !== undefined) matchData.evaluations = match.evaluations;
  return `${modernHead(person)},"match_data":${JSON.stringify(matchData)}${contactsText(contacts)}}`;
}

/** The modern record without match data (match_data: null), as JSON text: the stored profile's answer. */
export function modernRecordText(person: Person): string {
  return `${modernHead(person)},"match_data":null}`;
}
