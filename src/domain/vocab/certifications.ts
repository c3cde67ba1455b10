/**
 * Professional certifications: the ones people search by name, each with the forms a profile's
 * certification title (or issuer) writes and the forms a query says. No maintained open list of
 * certifications with their abbreviations exists (ESCO lists skills, not credentials; vendors
 * publish their own catalogues only), so this is a hand list, kept to widely held credentials.
 * A record's certification counts when its title or issuer holds one of `record` (folded, whole
 * words); a query names one by an abbreviation (`short`, always a certification) or by a vendor
 * name followed by a certification word ("AWS certification", "Azure certified").
 */
import { fold } from "../query/text.ts";

export interface CertificationEntry {
  key: string;
  label: string;
  /** Folded phrases in a certification's title or issuer. */
  record: string[];
  /** Abbreviations and full names that alone name it in a query (folded). */
  short: string[];
  /** A vendor or field that names it only next to a certification word ("AWS certification"). */
  vendor?: string[];
}

export const CERTIFICATIONS: readonly CertificationEntry[] = [
  {
    key: "cissp",
    label: "CISSP",
    record: ["cissp", "certified information systems security professional"],
    short: ["cissp", "certified information systems security professional"],
  },
  { key: "cism", label: "CISM", record: ["cism", "certified information security manager"], short: ["cism"] },
  { key: "cisa", label: "CISA", record: ["cisa", "certified information systems auditor"], short: ["cisa"] },
  {
    key: "ceh",
    label: "CEH",
    record: ["ceh", "certified ethical hacker"],
    short: ["certified ethical hacker"],
  },
  { key: "oscp", label: "OSCP", record: ["oscp", "offensive security certified"], short: ["oscp"] },
  {
    key: "cpa",
    label: "CPA",
    record: ["cpa", "certified public accountant", "aicpa"],
    short: ["cpa", "cpas", "certified public accountant"],
  },
  {
    key: "cfa",
    label: "CFA",
    record: ["cfa", "chartered financial analyst"],
    short: ["cfa", "chartered financial analyst"],
  },
  { key: "acca", label: "ACCA", record: ["acca"], short: ["acca"] },
  { key: "cima", label: "CIMA", record: ["cima"], short: ["cima"] },
  { key: "frm", label: "FRM", record: ["frm", "financial risk manager"], short: ["frm"] },
  { key: "pmp", label: "PMP", record: ["pmp", "project management professional"], short: ["pmp"] },
  { key: "prince2", label: "PRINCE2", record: ["prince2"], short: ["prince2"] },
  { key: "csm", label: "Certified ScrumMaster", record: ["scrummaster", "scrum master"], short: ["csm"] },
  {
    key: "cka",
    label: "CKA",
    record: ["cka", "certified kubernetes administrator"],
    short: ["cka", "certified kubernetes administrator"],
  },
  {
    key: "aws",
    label: "AWS certification",
    record: ["aws certified", "amazon web services"],
    short: [],
    vendor: ["aws", "amazon web services"],
  },
  {
    key: "azure",
    label: "Azure certification",
    record: ["azure"],
    short: [],
    vendor: ["azure", "microsoft azure"],
  },
  {
    key: "gcp",
    label: "Google Cloud certification",
    record: ["google cloud"],
    short: [],
    vendor: ["gcp", "google cloud"],
  },
  { key: "shrm", label: "SHRM", record: ["shrm"], short: ["shrm cp", "shrm scp"] },
  { key: "cipd", label: "CIPD", record: ["cipd"], short: ["cipd"] },
];

const has = (text: string, phrase: string) => text.includes(` ${phrase} `);

/** The certifications (keys) a profile's certification holds, by its title and issuer. */
export function certificationKeys(title: string, issuer: string | null | undefined): string[] {
  const text = ` ${fold(`${title} ${issuer ?? ""}`)} `;
  return CERTIFICATIONS.filter((c) => c.record.some((r) => has(text, r))).map((c) => c.key);
}
