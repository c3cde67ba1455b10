/** The modern person record (`legacy=false`): the canonical Person in wire order. */
import type { MatchData, Person } from "../domain/model.ts";
import { project } from "../domain/record/coerce.ts";
import { PERSON_FIELDS } from "../domain/record/fields.ts";

export function toModernPerson(person: Person, matchData: MatchData | null = null): Record<string, unknown> {
  const out = project(PERSON_FIELDS, person);
  out.match_data = matchData;
  return out;
}

/**
 * Modern records of recently served people, keyed by the record object itself: the people
 * repository hands out the same object until the row changes, so an entry can never be stale and
 * goes away with the object.
 */
const modernRecords = new WeakMap<Person, Record<string, unknown>>();

/** The modern record without match data, made once per person object. */
export function modernRecordOf(person: Person): Record<string, unknown> {
  let record = modernRecords.get(person);
  if (!record) {
    record = toModernPerson(person);
    modernRecords.set(person, record);
  }
  return record;
}
