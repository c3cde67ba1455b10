/**
 * Anaphors in the ask pointing back to what the asker's context named (./read-asker-context.ts,
 * and the asker's own description read before it, ./read-self-description.ts): "from them", "worked
 * there", "that company", "anyone but them", "anywhere except there", "somewhere else", "who know
 * it" (a skill), "from that industry". Each is written as the thing named, with the ask's polarity
 * ("never worked there" is never worked at it, "didn't work there" too). No maintained source lists
 * these forms: they are English grammar (pronouns, demonstratives and "there"), listed once here.
 */
import type { AskerReferent } from "./parse-state.ts";

const NAME_OR = (names: string[]) => names.join(" or ");
/** "poaching from them": taking people from a company is a source of hires, said as "people from". */
const POACH =
  /\b(?:poach(?:ing)?|steal(?:ing)?|raid(?:ing)?|tak(?:e|ing))\s+(?:people\s+|anyone\s+|folks\s+)?from\b/giu;
/** The words that set what follows apart: "anyone but them", "anywhere except there". */
const SAVE = "but|except|excluding|besides|other\\s+than|apart\\s+from|aside\\s+from";
/** A company said again: "from them", "at that company", "those firms", "anyone but them". */
const COMPANY_ANAPHOR = new RegExp(
  `\\b(from|at|with|for|of|${SAVE})\\s+(?:them|that\\s+(?:company|firm|place|shop|outfit|employer|startup|business)|those\\s+(?:companies|firms|guys|folks|places|startups|employers)|the\\s+same\\s+(?:company|firm|employer))(?![\\p{L}])`,
  "giu",
);
/** "worked there", "live there", "currently there", "except there": the place or company named. */
const THERE = new RegExp(
  `\\b(worked|work|works|working|employed|been|be|from|live|lives|living|based|located|sitting|sit|sits|out\\s+of|currently|still|now|${SAVE})\\s+there(?![\\p{L}])`,
  "giu",
);
const PLACE_VERB = /^(?:live|lives|living|based|located|sitting|sit|sits)$/iu;
/** Said of a company: "currently there" is currently at it; the setting-apart words are "not at" it. */
const SETS_APART = new RegExp(`^(?:${SAVE})$`, "iu");
/** A past never said as a plain past: "didn't work there", "did not work there" is never worked there. */
const DID_NOT_WORK = /\b(?:did\s*n['’]?t|did\s+not)\s+work\s+(?=there(?![\p{L}]))/giu;
/** "somewhere else", "elsewhere": not at the asker's own company (or, said of a place, not there). */
const ELSEWHERE =
  /\b(?:(?:who\s+)?(?:work|works|working|are|is)\s+)?(?:somewhere\s+else|elsewhere|anywhere\s+else)(?![\p{L}])/giu;
/** "who know it", "who use that language": the skill the context named ("our stack is Rust"). */
const SKILL_ANAPHOR =
  /\b(know|knows|knowing|use|uses|using|used|write|writes|writing|fluent\s+in|skilled\s+in|experienced\s+(?:in|with)|experience\s+(?:in|with))\s+(?:it|that\s+(?:language|stack|tool|framework|technology|tech)|the\s+same\s+(?:language|stack|tool|framework|technology|tech))(?![\p{L}])/giu;
/** "from that industry", "in the same sector": the industry the context named. */
const INDUSTRY_ANAPHOR =
  /\b(from|in|of)\s+(?:that|this|the\s+same|our|my)\s+(?:industry|sector|field|space|domain|vertical)(?![\p{L}])/giu;

/** The ask names a company of its own before "elsewhere": "at Acme", "from Acme". */
const ASK_NAMES_COMPANY = /\b(?:at|from|with|for)\s+\p{Lu}/u;

/**
 * The ask with its anaphors written as what the context named; notes say what was resolved or
 * dropped. An anaphor nothing resolves is dropped with a note, never applied the other way; with
 * `keepUnresolved` (no context clause was read, only the asker's description) it is left as said.
 */
export function resolveAnaphors(
  ask: string,
  referents: AskerReferent[],
  notes: string[],
  keepUnresolved = false,
): string {
  const of = (kind: AskerReferent["kind"]) => referents.filter((r) => r.kind === kind);
  const companies = of("company");
  const places = of("place");
  const last = (list: AskerReferent[]) => list.slice(-1).map((r) => r.name);
  const dropped = (said: string) => {
    if (keepUnresolved) return said;
    notes.push(`"${said.trim()}": points back to context that names no company or place, not applied`);
    return " , ";
  };
  const resolved = (said: string, names: string[]) =>
    notes.push(`"${said.trim()}": ${NAME_OR(names)}, as the asker's context named it`);
  let out = ask.replace(POACH, "people from").replace(DID_NOT_WORK, "never worked ");
  out = out.replace(COMPANY_ANAPHOR, (said, prep: string) => {
    const plural = /^those\b/iu.test(said.slice(prep.length).trim());
    const names = plural ? companies.map((r) => r.name) : last(companies);
    if (!names.length) return dropped(said);
    resolved(said, names);
    return SETS_APART.test(prep) ? ` , not at ${NAME_OR(names)} , ` : ` ${prep} ${NAME_OR(names)} `;
  });
  out = out.replace(THERE, (said, verb: string) => {
    const place = PLACE_VERB.test(verb) || !companies.length;
    const names = place ? last(places) : last(companies);
    if (!names.length) return dropped(said);
    resolved(said, names);
    if (SETS_APART.test(verb)) return ` , not ${place ? "in" : "at"} ${NAME_OR(names)} , `;
    return place ? ` ${verb} in ${NAME_OR(names)} ` : ` ${verb} at ${NAME_OR(names)} `;
  });
  out = out.replace(ELSEWHERE, (said, at: number, whole: string) => {
    const own = companies.filter((r) => r.own).map((r) => r.name);
    // "used to be at X and is now elsewhere": elsewhere than the company the ask itself names.
    if (own.length && !ASK_NAMES_COMPANY.test(whole.slice(0, at))) {
      notes.push(`"${said.trim()}": not at ${NAME_OR(own)}, the asker's own company`);
      // "somewhere else, none of my coworkers": the asker's description already excluded it once.
      const once = own.every((name) => whole.toLowerCase().includes(`not at ${name.toLowerCase()}`));
      return once ? " , " : ` , not at ${NAME_OR(own)} , `;
    }
    return said;
  });
  const skills = last(of("skill"));
  if (skills.length)
    out = out.replace(SKILL_ANAPHOR, (said, verb: string) => {
      resolved(said, skills);
      return ` ${verb} ${NAME_OR(skills)} `;
    });
  const industries = last(of("industry"));
  if (industries.length)
    out = out.replace(INDUSTRY_ANAPHOR, (said, prep: string) => {
      resolved(said, industries);
      return ` ${prep} the ${NAME_OR(industries)} industry `;
    });
  return out;
}
