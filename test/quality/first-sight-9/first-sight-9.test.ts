/**
 * Round 9's set is sound: every query has >= 10 true matches at both evaluation sizes (counted as of
 * LABELS_CHECKED_ON, as round 8's are), nobody is both relevant and inverted, no query is asked
 * twice, 20 queries per style and every class asked, every style holds exclusions, a query that
 * excludes says who is inverted, and the set keeps its styles (asks inside e-mail threads carry a
 * quoted reply, forwarded headers or a signature; self-corrections correct themselves after the
 * first words; code-switched asks mix English words with another language's). No floor on search
 * quality: the round-9 first-sight figures are in ./README.md.
 */
import { roundSoundness, words } from "../first-sight-soundness.ts";
import { ROUND_9 } from "./evaluate.ts";

const EXCLUDES = words([
  "not",
  "no",
  "except",
  "excluding",
  "outside",
  "drop the",
  "aber keine",
  "keine",
  "ohne",
  "nicht",
  "sin",
  "sem",
  "pas de",
  "sauf",
  "geen",
  "ma non",
  "pero no",
  "ya no",
]);
const QUOTED = /wrote: > \S/;
const FORWARDED = /(Forwarded message|Fwd:|FW:|Original Message)/i;
const SIGNED = words(["Best", "Cheers", "Thanks", "Regards", "Kind regards", "Mit freundlichen Grüßen"]);
const CORRECTS = words([
  "actually",
  "sorry",
  "I meant",
  "I mean",
  "scratch",
  "instead of",
  "wait",
  "hmm no",
  "hang on",
  "oh and",
  "oh but",
  "I forgot",
]);
const FOREIGN = words([
  "aber",
  "oder",
  "mit",
  "ohne",
  "nicht bei",
  "seit",
  "Entwickler",
  "Vertriebler",
  "Produktmanager",
  "Deutschland",
  "sin",
  "pero",
  "ingenieros",
  "desarrolladores",
  "España",
  "pas de",
  "sauf",
  "ingénieurs",
  "chez",
  "à",
  "geen",
  "Nederland",
  "Polsce",
  "albo",
  "sem",
  "engenheiros",
  "ma non",
  "con più",
]);
const ENGLISH = words([
  "engineers",
  "devs",
  "data",
  "managers",
  "senior",
  "with",
  "who",
  "account executives",
  "software",
  "anywhere",
  "Recruiter",
  "CTOs",
  "Frontend",
]);

/** An e-mail's class says what the thread carries: a quoted reply, a forwarded header or a sign-off. */
function keepsMail(cls: string, query: string): boolean {
  if (cls === "mail_quoted") return QUOTED.test(query);
  if (cls === "mail_forwarded") return FORWARDED.test(query) && query.includes("From: ");
  if (cls !== "mail_signature") return false;
  const signOff = query.search(SIGNED);
  // The ask comes first, then a sign-off with a name: not the first words, not a quoted thread.
  return (
    signOff > 20 &&
    /^,? ?[A-ZÀ-Ž]/u.test(query.slice(signOff).replace(SIGNED, "").trim()) &&
    !QUOTED.test(query)
  );
}

/** Each style (the first part of its classes' names) and the check that a query keeps it. */
const KEEPS_STYLE = {
  mail: (query: string, cls: string) => keepsMail(cls, query),
  fix: (query: string) => query.search(CORRECTS) > 10,
  mix: (query: string) => FOREIGN.test(query) && ENGLISH.test(query),
};

roundSoundness(ROUND_9, {
  styles: KEEPS_STYLE,
  minPerClass: 6,
  excludes: EXCLUDES,
  styleTest: "the styles: asks inside e-mail threads, self-corrections, code-switched asks",
  plainAsk: {
    query: "senior backend engineers in Berlin with Go",
    classes: ["mail_quoted", "mail_forwarded", "mail_signature", "fix_add", "mix_history"],
  },
});
