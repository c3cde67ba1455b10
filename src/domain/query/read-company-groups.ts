/**
 * "ex-FAANG engineers", "anyone at Big Tech", "Big 4 auditors", "MBB alumni": a group of companies
 * named as one word is its members the data holds, written out as a list ("Google, Amazon or
 * Apple") that the employer passes read with the group's marker ("at", "ex-", "formerly at", or
 * none before a role). Read alone, the acronym was a text word no profile holds. A group none of
 * whose members the data holds is taken out with a note.
 */
import { companyNameKey } from "../keys.ts";
import { COMPANY_GROUPS } from "../vocab/company-groups.ts";
import type { CompanyLexicon } from "./company-names.ts";
import { escapeRegExp } from "./tool-filter-columns.ts";

/**
 * The group's name, with its article, the prefix before it ("ex-") and the noun after it ("a FAANG
 * company"): the list stands for them all ("worked at a Meta, Apple ..." read "a Meta" as a name).
 */
const GROUP = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:a|an|the)\\s+)?((?:ex|non)-)?(${COMPANY_GROUPS.flatMap((g) => [
    ...g.names,
    ...(g.cased ?? []),
  ])
    .sort((a, b) => b.length - a.length)
    .map((n) => escapeRegExp(n).replace(/ /g, "\\s+"))
    .join("|")})(?:\\s+(?:compan(?:y|ies)|firms?|employers?))?(?![\\p{L}\\p{N}])`,
  "giu",
);
const groupNamed = (said: string) =>
  COMPANY_GROUPS.find(
    (g) => g.names.some((n) => companyNameKey(n) === companyNameKey(said)) || g.cased?.includes(said),
  );

/** Text pass (before company domains and names): a group of companies as its members' list. */
export function readCompanyGroups(
  text: string,
  companies: CompanyLexicon,
  notes: string[],
  employerNames?: ReadonlySet<string>,
): string {
  const held = (name: string) =>
    companies.resolve(name)?.how === "exact" || (employerNames?.has(companyNameKey(name)) ?? false);
  return text.replace(GROUP, (whole: string, prefix: string | undefined, said: string) => {
    const group = groupNamed(said);
    if (!group) return whole;
    const names = group.members.flatMap((member) => member.find(held) ?? []);
    if (!names.length) {
      notes.push(`"${said}": none of its companies is in the data, not applied`);
      return " ";
    }
    const list =
      names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
    return `${prefix ?? ""}${list}`;
  });
}
