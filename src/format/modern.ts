/** The modern person record (`legacy=false`): the canonical Person in wire order. */
import type { MatchData, Person } from "../domain/model.ts";
import { project } from "../domain/record/coerce.ts";
import { PERSON_FIELDS } from "../domain/record/fields.ts";

export function toModernPerson(person: Person, matchData: MatchData | null = null): Record<string, unknown> {
  const out = project(PERSON_FIELDS, person);
  out.match_data = matchData;
  return out;
}
