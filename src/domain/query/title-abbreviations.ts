/**
 * The abbreviations people type for titles and departments, in one table: each is read as the
 * words it stands for, so it means whatever those words mean to the vocabulary ("EM" = "engineering
 * manager" = the engineering department at manager level). No maintained public list of job-title
 * abbreviations exists (ESCO and O*NET hold full titles only), so this one is written and kept
 * here; docs/search.md says so. The vocabulary's own aliases win: an abbreviation it already reads
 * as a role (PM, SWE, SRE, AE, SDR, CRO...) keeps that reading, and the table fills the rest.
 *
 * `cased`: the letters are also a common word in English or a language queries come in ("am",
 * "em" in Portuguese, "ta", "md"), so they are read as a title only when typed in capitals
 * ("EM", "EMs").
 */
export interface TitleAbbreviation {
  short: string;
  full: string;
  cased?: boolean;
  /** Words before which the letters mean something else ("IC design": the integrated circuit). */
  notBefore?: readonly string[];
}

export const TITLE_ABBREVIATIONS: readonly TitleAbbreviation[] = [
  // Engineering
  { short: "swe", full: "software engineer" },
  { short: "sde", full: "software engineer" },
  { short: "sdet", full: "software engineer in test" },
  { short: "mle", full: "machine learning engineer" },
  { short: "sre", full: "site reliability engineer" },
  { short: "qa", full: "qa engineer" },
  { short: "em", full: "engineering manager", cased: true },
  { short: "eng mgr", full: "engineering manager" },
  { short: "ciso", full: "chief information security officer" },
  { short: "cio", full: "chief information officer" },
  { short: "cto", full: "chief technology officer" },
  // Data
  { short: "ds", full: "data scientist" },
  { short: "ml", full: "machine learning" },
  { short: "bi", full: "business intelligence" },
  { short: "cdo", full: "chief data officer" },
  // Product and design
  { short: "pm", full: "product manager" },
  { short: "tpm", full: "technical program manager" },
  { short: "po", full: "product owner", cased: true },
  { short: "pmm", full: "product marketing manager" },
  { short: "ux", full: "ux designer" },
  { short: "ui", full: "ui designer", cased: true },
  { short: "cpo", full: "chief product officer" },
  // Sales and customers
  { short: "ae", full: "account executive" },
  { short: "am", full: "account manager", cased: true },
  { short: "kam", full: "key account manager" },
  { short: "sdr", full: "sales development representative" },
  { short: "bdr", full: "business development representative" },
  { short: "bd", full: "business development" },
  { short: "biz dev", full: "business development" },
  { short: "se", full: "sales engineer", cased: true },
  { short: "csm", full: "customer success manager" },
  { short: "cro", full: "chief revenue officer" },
  // Leadership, finance, people, operations
  { short: "vp", full: "vice president" },
  { short: "svp", full: "senior vice president" },
  { short: "evp", full: "executive vice president" },
  { short: "ceo", full: "chief executive officer" },
  { short: "cfo", full: "chief financial officer" },
  { short: "coo", full: "chief operating officer" },
  { short: "cmo", full: "chief marketing officer" },
  { short: "chro", full: "chief human resources officer" },
  // "acct" is the account of sales titles before their noun ("acct exec", "acct mgr"), else accounting.
  { short: "acct exec", full: "account executive" },
  { short: "acct executive", full: "account executive" },
  { short: "acct manager", full: "account manager" },
  { short: "acct mgr", full: "account manager" },
  { short: "acct", full: "accountant" },
  { short: "accts", full: "accountants" },
  { short: "hrbp", full: "hr business partner" },
  { short: "ta", full: "talent acquisition", cased: true },
  { short: "assoc", full: "associate" },
  // In capitals only: "IC" is also the integrated circuit of chip design titles.
  {
    short: "ic",
    full: "individual contributor",
    cased: true,
    notBefore: ["design", "designer", "layout", "verification", "chip", "package", "packaging", "test"],
  },
];
