/**
 * Row builders for the classes that vary the name (and the plain ones): exact, nickname, partial
 * name, swapped, transliteration, sparse rows, same-name people. Each takes a stored person's latent
 * facts and writes a CRM row about them, or returns null when the class cannot apply to them.
 */
import { asciiAs, fold, hasDiacritics, type Rng, strip, transliterate } from "./names.ts";
import { employerOf, type IdPerson } from "./people.ts";
import { fullNameKey, type TruthIndex } from "./truth.ts";
import {
  context,
  type Draft,
  draft,
  type Fields,
  nameClaims,
  nameFields,
  storedName,
  writtenName,
} from "./write.ts";

/** Everything as the profile writes it: name, current company, title, location (and a school). */
export function exact(r: Rng, p: IdPerson): Draft {
  const name = writtenName(r, p);
  const fields: Fields = { ...name.fields, company: employerOf(p.employer).name };
  if (p.title) fields.title = p.title;
  if (p.locationText) fields.location = p.locationText;
  if (p.school && r.chance(0.3)) fields.school = p.school;
  const claims = {
    ...name.claims,
    employer: p.employer,
    ...(p.locationText && p.city ? { city: p.city } : {}),
  };
  return { detail: "name" in name.fields ? "name" : "first_last", fields, claims };
}

/** A short form for a formal given name, or the formal name for a short form the profile uses. */
export function nickname(r: Rng, p: IdPerson): Draft | null {
  const n = p.name;
  if (!n.given.nicknames.length) return null;
  let given: string;
  let how: string;
  if (!n.shownAsNickname) [given, how] = [r.pick(n.given.nicknames), "short_form"];
  else {
    const others = n.given.nicknames.filter((x) => x !== n.givenShown);
    [given, how] =
      others.length && r.chance(0.25)
        ? [r.pick(others), "other_short_form"]
        : [n.given.spellings[0] ?? "", "formal_for_short_form"];
  }
  const { surname } = storedName(p);
  const name = { fields: nameFields(r, given, surname), claims: nameClaims(given, surname) };
  const detail = `${n.origin === "en" ? "english" : "other_language"}:${how}`;
  return draft(detail, name, context(r, p, { company: 0.85, location: 0.7, title: 0.4 }));
}

const PARTICLE = /^(van|von|den|der|de|la|le|del|di|da|dos)$/i;

/** A name with a part missing: an initial, only the surname, only the given name, no middle... */
export function partialName(r: Rng, p: IdPerson): Draft | null {
  const n = p.name;
  const { given, surname } = storedName(p);
  const parts = surname.split(/\s+/);
  const core = parts.filter((w) => !PARTICLE.test(w)).join(" ");
  const form = r.weighted([
    ["initial", 3],
    ["surname_only", 2],
    ["given_only", 1],
    ["no_middle", n.middleShown ? 8 : 0],
    ["one_surname", n.surnames.length > 1 ? 8 : 0],
    ["no_particle", core !== surname && core ? 8 : 0],
  ] as const);
  let name: { fields: Fields; claims: Draft["claims"] };
  if (form === "initial") {
    const letter = (fold(given)[0] ?? "").toUpperCase();
    const written = r.chance(0.7) ? `${letter}.` : letter;
    name = {
      fields: nameFields(r, written, surname),
      claims: { initial: letter.toLowerCase(), surname: fold(surname) },
    };
  } else if (form === "surname_only")
    name = {
      fields: r.chance(0.7) ? { last_name: surname } : { name: surname },
      claims: { surname: fold(surname) },
    };
  else if (form === "given_only") name = { fields: { first_name: given }, claims: { given: fold(given) } };
  else if (form === "no_middle")
    name = { fields: nameFields(r, given, surname), claims: nameClaims(given, surname) };
  else {
    const kept =
      form === "no_particle"
        ? core
        : asciiAs(
            n.ascii,
            (n.origin === "pt") === r.chance(0.8) ? (n.surnames.at(-1) ?? "") : (n.surnames[0] ?? ""),
          );
    name = { fields: nameFields(r, given, kept), claims: nameClaims(given, kept) };
  }
  const strong = form === "given_only" || form === "surname_only";
  return draft(
    form,
    name,
    context(r, p, { company: strong ? 1 : 0.9, location: strong ? 1 : 0.8, title: 0.5 }),
  );
}

/** Surname first: "Zhang Wei", first and last name fields swapped, "MÜLLER, Hans". */
export function swapped(r: Rng, p: IdPerson): Draft {
  const { given, surname } = storedName(p);
  const form = r.weighted([
    ["reversed", 45],
    ["fields_swapped", 30],
    ["comma", 25],
  ] as const);
  const fields: Fields =
    form === "reversed"
      ? { name: `${surname} ${given}` }
      : form === "fields_swapped"
        ? { first_name: surname, last_name: given }
        : { name: `${r.chance(0.3) ? surname.toUpperCase() : surname}, ${given}` };
  const name = { fields, claims: nameClaims(given, surname) };
  return draft(form, name, context(r, p, { company: 0.8, location: 0.7, title: 0.3 }));
}

/** Accents stripped or transliterated, another romanisation, or accents the profile lacks restored. */
export function transliteration(r: Rng, p: IdPerson): Draft | null {
  const n = p.name;
  const native = { given: n.givenShown, surname: n.surnames.join(" ") };
  const accented = hasDiacritics(native.given + native.surname);
  const altGiven = n.shownAsNickname ? [] : n.given.spellings.filter((s) => s !== n.givenShown);
  const form = r.weighted([
    ["restored", n.ascii !== null ? 4 : 0],
    ["stripped", n.ascii === null && accented ? 3 : 0],
    ["transliterated", n.ascii === null && /[äöüøåÄÖÜØÅ]/.test(native.given + native.surname) ? 3 : 0],
    ["romanisation", altGiven.length ? 3 : 0],
    ["none", 0.001],
  ] as const);
  if (form === "none") return null;
  const write = { restored: (s: string) => s, stripped: strip, transliterated: transliterate }[
    form === "romanisation" ? "restored" : form
  ];
  const given = form === "romanisation" ? r.pick(altGiven) : write(native.given);
  const surname = form === "romanisation" ? asciiAs(n.ascii, native.surname) : write(native.surname);
  const name = { fields: nameFields(r, given, surname), claims: nameClaims(given, surname) };
  return draft(form, name, context(r, p, { company: 0.8, location: 0.8, title: 0.3 }));
}

/** Name and company only. */
export function sparseCompany(r: Rng, p: IdPerson): Draft {
  return draft(
    "name+company",
    writtenName(r, p),
    context(r, p, { company: 1, location: 0, title: 0, one: false }),
  );
}

/** Name and city only. */
export function sparseCity(r: Rng, p: IdPerson): Draft | null {
  if (!p.city) return null;
  return draft(
    "name+city",
    writtenName(r, p),
    context(r, p, { company: 0, location: 1, title: 0, one: false }),
  );
}

/** Someone whose written name another stored person shares: only the company or the city tells. */
export function sameName(r: Rng, p: IdPerson, index: TruthIndex): Draft | null {
  if ((index.byFullName.get(fullNameKey(p))?.length ?? 0) < 2) return null;
  const byCity = p.city !== null && r.chance(0.5);
  const extra = context(r, p, { company: byCity ? 0 : 1, location: byCity ? 1 : 0, title: 0, one: false });
  return draft(byCity ? "by_city" : "by_company", writtenName(r, p), extra);
}
