/**
 * CRM-like rows for the identify evaluation, derived from the corpus's latent facts (./people.ts)
 * by this evaluation's own builders (./variants-*.ts, ./absent.ts), each tagged with its variant
 * class, a detail (the sub-variant), and its truth: the profile URL of the person it is about, or
 * null for someone not in the data. Every row is judged before it is kept (./truth.ts): a row about
 * a stored person must fit that person and nobody else, a row about someone absent must fit nobody.
 *
 * Quotas: `perClass` rows for each class about stored people, and a quarter as many again for
 * absent people (a fifth of all rows). A class short of its quota after many tries keeps fewer rows
 * (reported by the harness; the unit test requires every class to fill at its size).
 */
import { rng } from "../independent/people.ts";
import { absent } from "./absent.ts";
import type { Rng } from "./names.ts";
import type { Corpus, IdPerson } from "./people.ts";
import { type Claims, fullNameKey, TruthIndex } from "./truth.ts";
import {
  legalSuffix,
  metro,
  personalEmailRow,
  phone,
  profileUrl,
  staleEmployer,
  workEmail,
} from "./variants-facts.ts";
import {
  exact,
  nickname,
  partialName,
  sameName,
  sparseCity,
  sparseCompany,
  swapped,
  transliteration,
} from "./variants-names.ts";
import { type Draft, type Fields, PRESENT_CLASSES, type VariantClass } from "./write.ts";

export interface Row {
  id: number;
  class: VariantClass;
  detail: string;
  /** The stored person's profile URL, or null: the person is not in the data. */
  truth: string | null;
  fields: Fields;
}

export interface RowSet {
  rows: Row[];
  quota: Record<VariantClass, number>;
  index: TruthIndex;
  /** What each row (by id) claims about its person: for checking the judgement, not written out. */
  claims: Map<number, Claims>;
}

type Builder = (r: Rng, p: IdPerson) => Draft | null;

/** Who each class may be about (the builder still declines people it cannot vary). */
function pools(corpus: Corpus, index: TruthIndex): Record<(typeof PRESENT_CLASSES)[number], IdPerson[]> {
  const all = corpus.people;
  const placed = all.filter((p) => p.city !== null);
  const familyFirst = all.filter((p) => ["cn", "jp", "hu"].includes(p.name.origin));
  const repeat = Math.max(1, Math.round(all.length / Math.max(1, familyFirst.length)));
  return {
    exact: all,
    nickname: all.filter((p) => p.name.given.nicknames.length > 0),
    partial_name: all,
    // Half of them people whose own languages put the family name first.
    swapped: [...all, ...Array.from({ length: repeat }).flatMap(() => familyFirst)],
    transliteration: all.filter(
      (p) =>
        p.name.ascii !== null ||
        /[^\p{ASCII}]/u.test(p.name.givenShown + p.name.surnames.join("")) ||
        p.name.given.spellings.length > 1,
    ),
    legal_suffix: all,
    stale_employer: all.filter((p) => p.past.length > 0),
    metro: placed,
    work_email: all.filter((p) => p.workEmail !== null),
    personal_email: all,
    phone: all.filter((p) => p.phone !== null),
    profile_url: all,
    sparse_company: all,
    sparse_city: placed,
    same_name: all.filter((p) => (index.byFullName.get(fullNameKey(p))?.length ?? 0) > 1),
  };
}

/** Draws rows for one class until its quota is met or tries run out. */
function fill(
  r: Rng,
  cls: VariantClass,
  pool: IdPerson[],
  quota: number,
  build: Builder,
  accept: (d: Draft, p: IdPerson) => boolean,
  maxUses = 1,
): { cls: VariantClass; p: IdPerson; d: Draft }[] {
  const out: { cls: VariantClass; p: IdPerson; d: Draft }[] = [];
  const uses = new Map<IdPerson, number>();
  for (let tries = 0; out.length < quota && tries < quota * 80 && pool.length; tries++) {
    const p = r.pick(pool);
    if ((uses.get(p) ?? 0) >= maxUses) continue;
    const d = build(r, p);
    if (!d || !accept(d, p)) continue;
    uses.set(p, (uses.get(p) ?? 0) + 1);
    out.push({ cls, p, d });
  }
  return out;
}

export const defaultPerClass = (people: number) =>
  Math.max(12, Math.round(200 * Math.min(1, people / 20_000)));

export function deriveRows(corpus: Corpus, perClass = defaultPerClass(corpus.count)): RowSet {
  const r = rng((Math.imul(corpus.seed, 0x27d4eb2d) ^ 0x726f7773) >>> 0);
  const index = new TruthIndex(corpus.people);
  const taken = new Set<string>();
  for (const p of corpus.people) for (const e of [p.workEmail, p.personalEmail]) if (e) taken.add(e);
  const builders: Record<(typeof PRESENT_CLASSES)[number], Builder> = {
    exact,
    nickname,
    partial_name: partialName,
    swapped,
    transliteration,
    legal_suffix: legalSuffix,
    stale_employer: staleEmployer,
    metro,
    work_email: workEmail,
    personal_email: (rr, p) => personalEmailRow(rr, p, taken),
    phone,
    profile_url: profileUrl,
    sparse_company: sparseCompany,
    sparse_city: sparseCity,
    same_name: (rr, p) => sameName(rr, p, index),
  };
  const only = (d: Draft, p: IdPerson) => {
    const fit = index.compatible(d.claims);
    return fit.length === 1 && fit[0] === p;
  };
  const byClass = pools(corpus, index);
  const drawn = PRESENT_CLASSES.flatMap((cls) => fill(r, cls, byClass[cls], perClass, builders[cls], only));
  const absentQuota = Math.round((perClass * PRESENT_CLASSES.length) / 4);
  const nobody = (d: Draft) => index.compatible(d.claims).length === 0;
  drawn.push(...fill(r, "absent", corpus.heldOut, absentQuota, (rr, h) => absent(rr, h, taken), nobody, 2));
  // Interleave the classes (a run cut short still covers all of them).
  for (let i = drawn.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [drawn[i], drawn[j]] = [drawn[j] as (typeof drawn)[number], drawn[i] as (typeof drawn)[number]];
  }
  const rows = drawn.map(({ cls, p, d }, i) => ({
    id: i + 1,
    class: cls,
    detail: d.detail,
    truth: p.stored ? p.url : null,
    fields: d.fields,
  }));
  const quota = Object.fromEntries([...PRESENT_CLASSES.map((c) => [c, perClass]), ["absent", absentQuota]]);
  const claims = new Map(drawn.map(({ d }, i) => [i + 1, d.claims]));
  return { rows, quota: quota as Record<VariantClass, number>, index, claims };
}
