/**
 * Round 9's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; "3-5 years" is 36 <= months < 72; a region covers the
 * countries the data has; "ex-X" is an earlier employer X and not X now), plus:
 *
 * - E-mail threads: only what the sender asks now is judged. A quoted earlier ask ("> On Tue, 3 Mar,
 *   Anna wrote: > ...") holds where the new text keeps it ("same brief", "everything else as
 *   below", "agreed with Sven below") and is superseded where the new text changes it: the new
 *   value replaces the old one, and the replaced value ("Munich instead" of the quoted Berlin, "swap
 *   Papaya Pay for Kestrel Health") is **inverted**. A forwarded message's ask is the ask when the
 *   sender forwards it to be acted on ("see Giulia's ask below"). Headers (From:, Date:, Subject:),
 *   sign-offs, signatures (name, title, company, city, phone) and disclaimers are never criteria: a
 *   signature's "Papaya Pay | Berlin" asks for neither.
 * - Self-corrections: the final intent is judged. "actually make that Lisbon too" adds to the list;
 *   "sorry, I meant Kestrel Health", "instead of London, Paris", "hmm no, make it Warsaw" replace,
 *   and the replaced value is **inverted**; "scratch that, no juniors", "wait, not managers, ICs
 *   only", "except the VP and director", "actually GCP not AWS" exclude: that kind is **inverted**.
 *   "oh and only people who've been there 3+ years" is tenure at the current employer >= 36 months;
 *   "5+ years of experience" months >= 60; "started ... in 2022 or later" a current job starting in
 *   2022 or later (jobs start in January).
 * - Code-switched asks: the foreign words carry criteria like English ones: "aber keine / sin /
 *   pas de / geen / sem / ohne / ma non / pero no / sauf / nicht bei" exclude (**inverted**);
 *   "o / ou / oder / of / albo" is or; "con più di dieci anni di esperienza" months >= 120; "seit
 *   mindestens fünf Jahren bei ihrer Firma" tenure >= 60 months; "depuis 2023 ou plus tard" a start
 *   in 2023 or later; "que vieram da X", "who used to work at X" X as the earlier employer and not
 *   the current one. "Entwickler", "desarrolladores / engenheiros de software" the software family
 *   (any specialty); "ingenieros de datos" data engineering; "engenheiros de ML" ML engineers;
 *   "Vertriebler (account executives)" account executives; "gestores", "managers" leaders from
 *   manager up. Preferences ("am liebsten mit Excel") are not
 *   judged. Place names are judged as written in either language (München, Wien, Lisboa, Warszawa,
 *   Den Haag, Nueva York, Estados Unidos, Nederland, België).
 * - Everywhere: a place exclusion with no place asked ("anywhere except the UK and the US"): a
 *   person with no place is `maybe`. The data has no Barcelona, Turin or Hyderabad: none is asked.
 */
import type { RoundQuery } from "../first-sight-harness.ts";
import type { NinthLatent } from "./people.ts";

export {
  at,
  atLevel,
  cameFrom,
  DACH,
  ENG_FAMILIES,
  EUROPE,
  hasAllSkills,
  hasDegree,
  hasSkill,
  IC_LEVELS,
  ic,
  inCity,
  inCountry,
  leader,
  yearsAtLeast,
} from "../first-sight-8/labels.ts";

export const CLASSES = [
  "mail_quoted",
  "mail_forwarded",
  "mail_signature",
  "fix_replace",
  "fix_exclude",
  "fix_add",
  "mix_roles_places",
  "mix_exclusions",
  "mix_history",
] as const;
export type NinthClass = (typeof CLASSES)[number];
export type NinthQuery = RoundQuery<NinthLatent, NinthClass>;

type L = NinthLatent;

/** A leader of any function from manager up (founders are apart): "managers", "gestores". */
export const anyLeader = (l: L) => l.leads !== null && l.leads !== "founder";
/** "ex-X", "used to work at X", "que vieram da X": X the earlier employer and not the current one. */
export const exOf = (l: L, ...employers: string[]) =>
  l.past !== null && employers.includes(l.past) && !employers.includes(l.employer);
export const junior = (l: L) => l.seniority === "junior";
