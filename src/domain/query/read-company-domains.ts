/**
 * Companies written by web domain (issue 45, "never the opposite"): "folks at acme-labs.com", "an
 * @acmelabs.io address", "www.acme.de". The data holds company names, not domains, so a domain whose
 * name part is a known company is rewritten to that name, which the later passes read as any company
 * name (current, past, excluded). Without this the domain was not understood and the employer named
 * beside it in the query was taken for the one asked about. A domain that names no known company
 * is left as written.
 */
import type { CompanyLexicon } from "./company-names.ts";

/** Top-level domains a company's address ends in (country codes and the common generic ones). */
const TLD =
  "(?:co\\.uk|com\\.au|co\\.jp|com|io|ai|co|net|org|dev|app|tech|health|de|fr|nl|uk|eu|fi|ch|at|es|it|se|dk|no|pl|in|us|ca|au|jp|sg|be|ie|pt|cz|br|mx)";
/** "(with an) @name.tld", "www.name.tld", "name.tld", then a trailing "address" / "email address" that only says it is a mail domain. */
const DOMAIN = new RegExp(
  `(?<![\\p{L}\\p{N}.@/-])((?:with|has|have|having|using|on)\\s+(?:an?\\s+)?)?@?(?:www\\.)?([\\p{L}\\p{N}][\\p{L}\\p{N}_-]*[\\p{L}\\p{N}])\\.${TLD}(?![\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}])(?:\\s+(?:e-?mail\\s+)?(?:address(?:es)?|domain|emails?)\\b)?`,
  "giu",
);

/** Pass (text, before the chat and mention readers drop "@..."): a known company's web domain becomes its name. */
export function readCompanyDomains(text: string, companies: CompanyLexicon): string {
  return text.replace(DOMAIN, (whole: string, mailbox: string | undefined, label: string) => {
    const match = companies.resolveDomainLabel(label);
    const name = match?.names[0];
    if (match?.names.length !== 1 || !name) return whole;
    // "with an @acme.io address" is someone at Acme.
    return mailbox ? `at ${name}` : name;
  });
}
