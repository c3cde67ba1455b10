/**
 * Companies written by web domain (issue 45, "never the opposite"): "folks at acme-labs.com", "an
 * @acmelabs.io address", "www.acme.de". The data holds company names, not domains, so a domain whose
 * name part is a known company is rewritten to that name, which the later passes read as any company
 * name (current, past, excluded). Without this the domain was not understood and the employer named
 * beside it in the query was taken for the one asked about. A domain that names no known company
 * is left as written, but a place's name in it ("kiwi.com", "berlin.de") names the site, not where
 * its people live: it is written run together ("kiwicom"), which no place reader reads (the search
 * still looks the domain's name up among the index's employers: domainNameCandidates).
 */
import type { CompanyLexicon } from "./company-names.ts";
import { PHRASES } from "./phrase-table.ts";
import { words } from "./text.ts";

/** Top-level domains a company's address ends in (country codes and the common generic ones). */
const TLD =
  "(?:co\\.uk|com\\.au|co\\.jp|com|io|ai|co|net|org|dev|app|tech|health|de|fr|nl|uk|eu|fi|ch|at|es|it|se|dk|no|pl|in|us|ca|au|jp|sg|be|ie|pt|cz|br|mx)";
/** "(with an) @name.tld", "www.name.tld", "name.tld", then a trailing "address" / "email address" that only says it is a mail domain. */
const DOMAIN = new RegExp(
  `(?<![\\p{L}\\p{N}.@/])(?<!(?<![Ee][Xx])-)((?:with|has|have|having|using|on)\\s+(?:an?\\s+)?)?@?(?:www\\.)?([\\p{L}\\p{N}][\\p{L}\\p{N}_-]*[\\p{L}\\p{N}])\\.${TLD}(?![\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}])(?:\\s+(?:e-?mail\\s+)?(?:address(?:es)?|domain|emails?)\\b)?`,
  "giu",
);

const compact = (key: string) =>
  key.replace(/(?:\s|^)(?:&|and)(?=\s|$)/g, " ").replace(/[^\p{L}\p{N}]/gu, "");
/** Employer keys (ParseContext.employerNames) by their compact form and by their first word, built once per set. */
const employerIndex = new WeakMap<ReadonlySet<string>, Map<string, string[]>>();
function employerByLabel(keys: ReadonlySet<string>, label: string): string | undefined {
  let index = employerIndex.get(keys);
  if (!index) {
    index = new Map();
    for (const key of keys)
      for (const form of new Set([compact(key), compact(key.split(" ")[0] ?? "")]))
        if (form.length >= 3) index.set(form, [...(index.get(form) ?? []), key]);
    employerIndex.set(keys, index);
  }
  const found = index.get(compact(label.toLowerCase()));
  return found?.length === 1 ? found[0] : undefined;
}
/** An index key as a name is written ("harbor and finch": "Harbor & Finch", which later passes read whole). */
const titleCase = (key: string) =>
  key.replace(/ and /g, " & ").replace(/(^|\s)(\p{L})/gu, (_m, s: string, c: string) => s + c.toUpperCase());

/**
 * Pass (text, before the chat and mention readers drop "@..."): a known company's web domain becomes
 * its name, whether the company is a record or only an employer name of the index.
 */
export function readCompanyDomains(
  text: string,
  companies: CompanyLexicon,
  employerNames?: ReadonlySet<string>,
): string {
  return text.replace(DOMAIN, (whole: string, mailbox: string | undefined, written: string) => {
    // "ex-acme.com": the former employer's domain; "ex-" stays for the alumni reading.
    const ex = /^ex-/i.test(written) ? written.slice(0, 3) : "";
    const label = written.slice(ex.length);
    const match = companies.resolveDomainLabel(label);
    const employer = employerNames && !match ? employerByLabel(employerNames, label) : undefined;
    const name = match?.names.length === 1 ? match.names[0] : employer ? titleCase(employer) : undefined;
    if (!name) return isPlaceWord(label) ? whole.replace(/[.-]/g, "") : whole;
    // "with an @acme.io address" is someone at Acme.
    return mailbox ? `at ${name}` : `${ex}${name}`;
  });
}

/** Whether a domain's name part is a place's name ("kiwi", "berlin"). */
const isPlaceWord = (label: string) =>
  (PHRASES.get(words(label.replace(/[-_]+/g, " ")).join(" ")) ?? []).some((m) => m.kind === "place");

/** "H&F", "P & G": capitals joined by ampersands, two to four of them. */
const INITIALISM = /(?<![\p{L}\p{N}&])\p{Lu}(?:\s?&\s?\p{Lu}){1,3}(?![\p{L}\p{N}&])/gu;

/**
 * Pass (text, beside the domains): an employer written as its initials with an ampersand ("the H&F
 * folks" for Harbor & Finch) becomes its name when exactly one known company's name has those
 * initials (round 11 of first sight, #16: the initialism was read as nothing and the query kept
 * everyone in London).
 */
export function readCompanyInitials(text: string, companies: CompanyLexicon): string {
  return text.replace(INITIALISM, (whole) =>
    BUSINESS_TERMS.has(whole.replace(/\s/g, "").toUpperCase())
      ? whole
      : (companies.initialism(whole) ?? whole),
  );
}

/**
 * Business terms written as initials with an ampersand: the term whatever companies the store
 * holds ("R&D engineers" with one "Rhodes & Dunmore" known asked for its staff only).
 */
const BUSINESS_TERMS = new Set(
  "R&D M&A P&L Q&A F&B L&D D&I H&S T&C T&E O&G O&M A&R C&B G&A P&C E&P I&C R&R B&B".split(" "),
);

/**
 * Names a domain may stand for, for the search to ask the index about (ParseContext.employerNames
 * comes from these candidates): the hyphenated name with spaces, or a run-together name split once
 * ("papayapay": "papaya pay", …), each part two letters or more.
 */
export function domainNameCandidates(text: string): string[] {
  const out: string[] = [];
  const joined: string[] = [];
  for (const m of text.matchAll(DOMAIN)) {
    const label = String(m[2]).replace(/^ex-/i, "").toLowerCase();
    out.push(label.replace(/[-_]+/g, " "));
    if (/^[\p{L}\p{N}]+$/u.test(label) && label.length <= 24)
      for (let i = 2; i <= label.length - 2; i++) {
        out.push(`${label.slice(0, i)} ${label.slice(i)}`);
        // A domain drops the "&" of a name ("harborfinch" for "Harbor & Finch"), which the index keeps as "and".
        if (i >= 3 && i <= label.length - 3) joined.push(`${label.slice(0, i)} and ${label.slice(i)}`);
      }
  }
  return [...out, ...joined];
}
