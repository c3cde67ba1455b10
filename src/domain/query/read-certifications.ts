/**
 * Certifications asked for: "CISSP", "CPA required", "CFA charterholders", "AWS certification",
 * "certified in Azure". A criterion over the certifications a profile lists (../search/facets.ts
 * `cert0`), by the table in ../vocab/certifications.ts. An abbreviation alone names one; a vendor
 * ("AWS") only next to a certification word, since alone it is a skill. "without a CPA" / "no
 * CISSP" excludes it, as does a cue before ("except those who hold a CPA", ./cue-before.ts).
 */
import { facet } from "../search/facets.ts";
import { CERTIFICATIONS, type CertificationEntry } from "../vocab/certifications.ts";
import type { Criterion } from "./criteria.ts";
import { exclusionCueBefore } from "./cue-before.ts";
import { cut, type ScanState } from "./parse-state.ts";

const asPattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[\\s-]+");
const WORD =
  "(?:certified|certification|certifications|certificate|certs?|charterholders?|holders?|qualified|credential)";
const NOT = "(?<not>\\b(?:no|not|without|non)[\\s-]+(?:an?\\s+)?)?";

const FORMS: [RegExp, CertificationEntry][] = CERTIFICATIONS.flatMap((c) => [
  ...(c.short.length
    ? [
        [
          new RegExp(
            `${NOT}\\b(?:certified\\s+)?(?:${c.short.map(asPattern).join("|")})s?\\b(?:\\s+${WORD}\\b)?`,
            "i",
          ),
          c,
        ] as [RegExp, CertificationEntry],
      ]
    : []),
  ...(c.vendor
    ? [
        [new RegExp(`${NOT}\\b(?:${c.vendor.map(asPattern).join("|")})[\\s-]+${WORD}\\b`, "i"), c] as [
          RegExp,
          CertificationEntry,
        ],
        [
          new RegExp(`${NOT}\\b${WORD}\\s+(?:in\\s+)?(?:${c.vendor.map(asPattern).join("|")})\\b`, "i"),
          c,
        ] as [RegExp, CertificationEntry],
      ]
    : []),
]);

/** Pass (text, after languages): certifications named. */
export function readCertifications(state: ScanState) {
  for (const [form, entry] of FORMS) {
    for (let m = form.exec(state.text); m; m = form.exec(state.text)) {
      // "except those who hold a CPA": the cue before governs it (taken out with it).
      const article = /\ban?\s+$/i.exec(state.text.slice(Math.max(0, m.index - 4), m.index))?.[0].length ?? 0;
      const cue = m.groups?.not ? undefined : exclusionCueBefore(state.text, m.index - article);
      const from = cue ?? m.index;
      cut(state, from, m.index + m[0].length - from);
      const criterion: Criterion = {
        kind: "certification",
        label: `Holds ${entry.label.endsWith("certification") ? `an ${entry.label}` : `the ${entry.label} certification`}`,
        tokens: [facet.certification(entry.key)],
        from: m[0].trim(),
        value: entry.key,
        confidence: 0.9,
      };
      state.loose.push(m.groups?.not || cue !== undefined ? { not: criterion } : criterion);
    }
  }
}
