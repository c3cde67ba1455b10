/** A matched person in brief, as bulk identify results and `prospector identify` write them. */
import type { Person } from "../domain/model.ts";

export function personBrief(person: Person) {
  return {
    id: person.id,
    name: person.name,
    pnet_url: person.pnet_url,
    headline: person.headline,
    title: person.active_experience_title,
    company: person.experience.find((e) => e.active_experience === 1)?.company_name ?? null,
    location: person.location,
  };
}
