/**
 * Rows about held-out people (./people.ts): not in the data, but sharing a name, an employer, or a
 * surname and an employer with someone who is. The row's name and company or city are the
 * held-out person's own; an email in such a row is one nobody in the data holds, so it claims
 * nothing (./truth.ts): whether the row is about nobody rests on name, company and place.
 */
import { fold, type Rng } from "./names.ts";
import { domainOf, employerOf, type IdPerson, personalEmail } from "./people.ts";
import { context, type Draft, draft, nameClaims, nameFields, storedName, writtenName } from "./write.ts";

export function absent(r: Rng, h: IdPerson, taken: Set<string>): Draft {
  const showsCompany = h.relation !== "same_name";
  const form = r.weighted([
    ["name+company", 3],
    ["name+city", h.city && !showsCompany ? 2 : 0],
    ["full", 2],
    ["short_form+company", h.name.given.nicknames.length ? 1 : 0],
    ["personal_email", 1],
    ["guessed_work_email", 1],
  ] as const);
  const detail = `${h.relation}/${form}`;
  if (form === "name+city")
    return draft(detail, writtenName(r, h), context(r, h, { company: 0, location: 1, title: 0, one: false }));
  if (form === "full") {
    const extra = context(r, h, { company: 1, location: 1, title: 1 });
    return draft(detail, writtenName(r, h), extra);
  }
  const extra = context(r, h, {
    company: 1,
    location: form === "short_form+company" ? 0.5 : 0.3,
    title: 0.3,
  });
  if (form === "short_form+company") {
    const given = r.pick(h.name.given.nicknames);
    const { surname } = storedName(h);
    return draft(
      detail,
      { fields: nameFields(r, given, surname), claims: nameClaims(given, surname) },
      extra,
    );
  }
  if (form === "personal_email") extra.fields.email = personalEmail(r, h.name, taken);
  if (form === "guessed_work_email") {
    const { given, surname } = storedName(h);
    let email = `${fold(given)}.${fold(surname)}@${domainOf(h.employer)}`;
    for (let k = 2; taken.has(email); k++)
      email = `${fold(given)}.${fold(surname)}${k}@${domainOf(h.employer)}`;
    taken.add(email);
    extra.fields.email = email;
  }
  if (!extra.fields.company) {
    extra.fields.company = employerOf(h.employer).name;
    extra.claims.employer = h.employer;
  }
  return draft(detail, writtenName(r, h), extra);
}
