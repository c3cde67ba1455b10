/**
 * Round 18's labelling conventions, classes and predicates over latent truth (./people.ts), written
 * before any query was run. The protocol's conventions (/work/shared/design/first-sight.md: a
 * present-tense role noun is the role held now; IC nouns are the IC levels, leadership words manager
 * and above, founders neither unless asked; a region covers the countries the data has; "ex-X" is an
 * earlier employer X and not X now), plus the convention told to every author: "at <company> for N
 * years / since <date>" is the time at the employer across internal promotions, "in the role /
 * position" the current job's start (no round-18 query asks either). And:
 *
 * - Social and job-board posts: hashtags, emoji and glyphs carry the ask. "📍X" and a flag are the
 *   place (🇪🇺 beside "Europe" is Europe); a hashtag naming a skill is that skill, two skill hashtags
 *   ask both (one of the two `maybe`); a role hashtag (#TalentAcquisition, #UXDesign) is the role;
 *   "🚫 X", "❌ X", "NO X", "X need not reply", "X can pass", "not X this time" exclude X (**inverted**
 *   within the post's other conditions); topic hashtags (#hiring, #leadership, #growth, #content,
 *   #tokyo) and "no agencies / no interns / no SDRs" (nobody in the data) add nothing; "(m/w/d)"
 *   adds nothing; all-caps words are ordinary words.
 * - Job titles in the local language name the role the data's English titles hold; the language
 *   does not restrict the place (a Softwareentwickler asked in Munich is a software IC in Munich, one
 *   asked "wherever" is anywhere). Gender forms ("Entwickler/in", "Ingeniera", "Sviluppatrice",
 *   "Chargée") are the same role. Softwareentwickler / Systemutvecklare / Sviluppatore the software
 *   ICs (mobile `maybe`); Programista Java a software IC with Java as a skill or in the title;
 *   Ingeniero de datos the data engineers, Analista de datos / di dati / de dados the data analysts;
 *   Analista de Testes / de QA the QA ICs; Ingénieur DevOps the DevOps ICs; Buchhalter the
 *   accountants, Wirtschaftsprüfer the auditors (the generator's "Auditor" title, an accounting IC);
 *   Chargé(e) de marketing / Specjalista ds. marketingu the marketing ICs, Responsable marketing the
 *   marketing managers; Vertriebler / Vertriebsmitarbeiter the account executives (sales engineers
 *   `maybe`), Vertriebsleiter the sales directors (sales VPs `maybe`: the top sales job in a small
 *   company); Reclutador / Recrutador the recruiters; Produktmanager the product ICs; Leiter
 *   Softwareentwicklung / Teamleiter Engineering engineering managers, heads and directors (VPs
 *   `maybe`); Directeur technique / Technischer Geschäftsführer the CTO; Krankenpfleger /
 *   Pflegefachkraft nurses, Rechtsanwalt / Avocat / Abogado lawyers, Bauingenieur / Ingénieur génie
 *   civil civil engineers, Maschinenbauingenieur mechanical engineers (the generator's titles).
 *   "Regular" is the Polish mid level. Typo'd titles that the label has to read fall to `maybe`.
 * - Proximity: "near / around / close to / in or around / the greater X area" is the city X itself
 *   (the data has no suburbs); among the data's cities only Amsterdam and The Hague are near each
 *   other (about 60 km: `maybe` for "near / around" the other). "Commutable to / commute into /
 *   within an hour of / within a short drive of" is X and any data city within about an hour by
 *   train: Amsterdam and The Hague each other's (relevant), Frankfurt and Cologne, Munich and
 *   Nuremberg (each `maybe`: about 65 minutes by ICE). "Within two hours of Paris by train" is Paris
 *   and Brussels (about 1h20; London is about 2h20 and named as excluded). Geneva is not commutable
 *   to Zurich (near three hours). A place the ask names as excluded is inverted; a city merely far is
 *   wrong; "nobody fully remote from abroad" inverts the role outside the country (unplaced `maybe`).
 * - Relative to the asker: the asker's own level, role, place and employer are the anchor. "One step
 *   more senior than me" from mid is the senior IC level (engineering managers `maybe`: the next
 *   step may be management; juniors, less senior than the asker, inverted; peers at mid wrong);
 *   "at my level / peers" the asker's level; "more senior than me" from junior the mid and senior
 *   levels; "one rung above an engineering manager" engineering heads and directors (VPs and CTOs
 *   named as excluded); "more experience than me (5 years)" at least 6 years (5 years and some
 *   months `maybe`, under 5 years inverted); "not my own colleagues" the asker's employer inverted;
 *   "not individual PMs" the product ICs inverted.
 * - Everywhere: "engineers" the engineering families' ICs (the generator's civil and mechanical
 *   engineers `maybe`); "developers / devs" the software and mobile ICs; "backend" the backend
 *   specialty (full-stack `maybe`, the generic "Software Engineer" wrong: the title does not say);
 *   "salespeople" account executives and sales engineers; "ML engineers" the ML ICs (data
 *   scientists with the same skills `maybe`); "anyone in data" the data engineers and scientists
 *   with the ML ICs `maybe`; "managers" among engineers the engineering leaders of any level.
 */

import { ic, leader } from "../first-sight-16/labels.ts";
import type { RoundQuery } from "../first-sight-harness.ts";
import type { EighteenthLatent } from "./people.ts";

export { holdsOtherTitle, nurse, salesIC } from "../first-sight-16/labels.ts";
export {
  atLevel,
  developer,
  EUROPE,
  engineerIC,
  founder,
  hasAllSkills,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
  otherEngineer,
  placedOutside,
  placedOutsideCity,
  swe,
  unplaced,
} from "../first-sight-17/labels.ts";

export const CLASSES = [
  "post_role",
  "post_place",
  "post_skill",
  "local_tech",
  "local_biz",
  "local_other",
  "rel_near",
  "rel_commute",
  "rel_self",
] as const;
export type EighteenthClass = (typeof CLASSES)[number];
export type EighteenthQuery = RoundQuery<EighteenthLatent, EighteenthClass>;

type L = EighteenthLatent;

/** The mid and senior IC levels ("no juniors", "Regular or Senior"). */
export const MID_UP: L["seniority"][] = ["mid", "senior"];

/** Exactly one of two skills: `maybe` where a post lists both as hashtags. */
export const oneOf = (l: L, a: string, b: string) => l.skills.includes(a) !== l.skills.includes(b);

/** A software IC with Java as a skill or in the title ("Java Developer"): "Programista Java". */
export const javaDev = (l: L) => ic(l, "software") && (l.skills.includes("java") || /Java/.test(l.title));

/** An accounting IC whose title says Accountant (the generator's other accounting title is Auditor). */
export const accountantTitled = (l: L) => ic(l, "accounting") && /Accountant/.test(l.title);
/** An accounting IC whose title says Auditor ("Wirtschaftsprüfer"). */
export const auditorTitled = (l: L) => ic(l, "accounting") && /Auditor/.test(l.title);

/** A mobile IC whose title says Android. */
export const androidTitled = (l: L) => ic(l, "mobile") && /Android/.test(l.title);

/** Engineering leaders at one of `levels` (any when none): "managers" among engineers. */
export const engLeaderAt = (l: L, ...levels: L["seniority"][]) => leader(l, "engineering", ...levels);
