/**
 * The same people in every format `import people` reads (docs/import.md, "Formats"): canonical
 * JSONL, People Data Labs JSONL, Coresignal Base Employee JSONL, CSV with its mapping file, Parquet
 * (the CSV's columns) and gzip copies. Vendor records follow the shapes of the vendors' public
 * schema docs; the people are prospector's demo people (fictional), cut to what every format can
 * carry, so that each file imported must store exactly what the canonical one does.
 *
 * As a script (bench/README.md): `bun test/helpers/vendor-fixtures.ts EXPORT.jsonl OUTDIR`.
 */

import { once } from "node:events";
import { createReadStream, createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { parquetWriteFile } from "hyparquet-writer";

type Rec = Record<string, unknown>;
type Item = Record<string, string | number | null>;

/** What every format carries of a person: the canonical record the others are compared with. */
export interface Carried {
  pnet_url: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  headline: string | null;
  summary: string | null;
  location: string | null;
  location_city: string | null;
  location_state: string | null;
  location_country: string | null;
  skills: string[];
  experience: Item[];
  education: Item[];
  contacts: { type: "email" | "phone"; value: string; subType: string }[];
}

const s = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

/** An exported (modern) record cut to what every format carries. */
export function carried(r: Rec): Carried {
  const contacts = ((r.contacts as Rec[]) ?? []).map((c) => ({
    type: c.type as "email" | "phone",
    value: String(c.value),
    subType: c.type === "phone" ? "mobile" : c.subType === "work" ? "work" : "personal",
  }));
  return {
    pnet_url: String(r.pnet_url),
    name: String(r.name),
    first_name: s(r.first_name),
    last_name: s(r.last_name),
    headline: s(r.headline),
    summary: s(r.summary),
    location: s(r.location),
    location_city: s(r.location_city),
    location_state: s(r.location_state),
    location_country: s(r.location_country),
    skills: (r.skills as string[]) ?? [],
    experience: ((r.experience as Rec[]) ?? []).map((e) => ({
      position_title: s(e.position_title),
      description: s(e.description),
      location: s(e.location),
      company_name: s(e.company_name),
      company_website: s(e.company_website),
      company_industry: s(e.company_industry),
      company_pnet_url: s(e.company_pnet_url),
      date_from: s(e.date_from),
      date_to: s(e.date_to),
    })),
    education: ((r.education as Rec[]) ?? []).map((e) => ({
      institution_name: s(e.institution_name),
      institution_url: s(e.institution_url),
      degree: s(e.degree),
      date_from_year: (e.date_from_year as number) ?? null,
      date_to_year: (e.date_to_year as number) ?? null,
    })),
    // Coresignal's Base Employee records carry no contacts: compared for the other formats only.
    contacts: contacts.filter((c, i) => contacts.findIndex((x) => x.value === c.value) === i),
  };
}

/** "https://www.x/in/y" as vendors write profile URLs: without the scheme. */
const bare = (url: string | null) => (url ? url.replace(/^https?:\/\//, "") : null);
const emails = (c: Carried, sub: string) =>
  c.contacts.filter((x) => x.type === "email" && x.subType === sub).map((x) => x.value);
const phones = (c: Carried) => c.contacts.filter((x) => x.type === "phone").map((x) => x.value);
const year = (y: unknown) => (y === null || y === undefined ? null : String(y));

/** A People Data Labs person record (schema v5 field names). */
export function toPdl(c: Carried): Rec {
  const work = emails(c, "work");
  return {
    id: `pdl-${bare(c.pnet_url)}`,
    full_name: c.name,
    first_name: c.first_name,
    last_name: c.last_name,
    linkedin_url: bare(c.pnet_url),
    linkedin_username: c.pnet_url.split("/").filter(Boolean).at(-1) ?? null,
    headline: c.headline,
    summary: c.summary,
    industry: (c.experience[0]?.company_industry as string | null) ?? null,
    job_title: c.experience[0]?.position_title ?? null,
    job_company_name: c.experience[0]?.company_name ?? null,
    location_name: c.location,
    location_locality: c.location_city,
    location_region: c.location_state,
    location_country: c.location_country,
    skills: c.skills,
    work_email: work[0] ?? null,
    personal_emails: emails(c, "personal"),
    emails: [
      ...work.map((address) => ({ address, type: "professional" })),
      ...emails(c, "personal").map((address) => ({ address, type: "personal" })),
    ],
    mobile_phone: phones(c)[0] ?? null,
    phone_numbers: phones(c),
    experience: c.experience.map((e, i) => ({
      company: {
        name: e.company_name,
        website: e.company_website,
        industry: e.company_industry,
        linkedin_url: bare(e.company_pnet_url as string | null),
        location: e.location ? { name: e.location } : null,
      },
      title: { name: e.position_title, role: null, levels: [] },
      start_date: e.date_from,
      end_date: e.date_to,
      is_primary: i === 0 && e.date_to === null,
      summary: e.description,
    })),
    education: c.education.map((e) => ({
      school: { name: e.institution_name, linkedin_url: bare(e.institution_url as string | null) },
      degrees: e.degree ? [e.degree] : [],
      majors: [],
      start_date: year(e.date_from_year),
      end_date: year(e.date_to_year),
    })),
  };
}

const MONTHS = "January February March April May June July August September October November December".split(
  " ",
);
/** "2019-03" as Coresignal writes dates: "March 2019"; an ongoing position "Present". */
function monthYear(date: unknown, ongoing: string | null): string | null {
  if (date === null || date === undefined) return ongoing;
  const m = /^(\d{4})-(\d{2})/.exec(String(date));
  return m ? `${MONTHS[Number(m[2]) - 1]} ${m[1]}` : String(date);
}

/** A Coresignal Base Employee record (their data dictionary's field names). */
export function toCoresignal(c: Carried): Rec {
  return {
    id: 0,
    full_name: c.name,
    first_name: c.first_name,
    last_name: c.last_name,
    headline: c.headline,
    summary: c.summary,
    profile_url: c.pnet_url,
    canonical_shorthand_name: null,
    location: c.location,
    city: c.location_city,
    state: c.location_state,
    country: c.location_country,
    skills: c.skills,
    experience: c.experience.map((e, i) => ({
      title: e.position_title,
      description: e.description,
      location: e.location,
      company_name: e.company_name,
      company_url: e.company_pnet_url,
      company_website: e.company_website,
      company_industry: e.company_industry,
      date_from: monthYear(e.date_from, null),
      date_to: monthYear(e.date_to, "Present"),
      order_in_profile: i + 1,
    })),
    education: c.education.map((e) => ({
      title: e.institution_name,
      subtitle: e.degree,
      institution_url: e.institution_url,
      date_from: year(e.date_from_year),
      date_to: year(e.date_to_year),
    })),
  };
}

const EXPERIENCE_COLUMNS: [column: string, field: string][] = [
  ["title", "position_title"],
  ["description", "description"],
  ["location", "location"],
  ["company", "company_name"],
  ["company_website", "company_website"],
  ["company_industry", "company_industry"],
  ["company_url", "company_pnet_url"],
  ["start", "date_from"],
  ["end", "date_to"],
];
const EDUCATION_COLUMNS: [string, string][] = [
  ["school", "institution_name"],
  ["school_url", "institution_url"],
  ["degree", "degree"],
  ["start_year", "date_from_year"],
  ["end_year", "date_to_year"],
];

/** "2019-03" as the CSV writes it: "03/2019" (read back by the mapping's date pattern). */
const slashDate = (d: unknown) => {
  const m = /^(\d{4})-(\d{2})$/.exec(String(d ?? ""));
  return m ? `${m[2]}/${m[1]}` : d === null || d === undefined ? "" : String(d);
};

export function csvColumns(experiences: number, educations: number): string[] {
  const cols = ["profile_url", "full_name", "first_name", "last_name", "headline", "summary"];
  cols.push("location", "city", "region", "country", "skills", "work_email", "personal_emails", "phones");
  for (let i = 1; i <= experiences; i++) for (const [c] of EXPERIENCE_COLUMNS) cols.push(`job${i}_${c}`);
  for (let i = 1; i <= educations; i++) for (const [c] of EDUCATION_COLUMNS) cols.push(`school${i}_${c}`);
  return cols;
}

/** A flat CSV row: lists joined with "; ", experiences and schools in numbered columns. */
export function toCsvRow(c: Carried, experiences: number, educations: number): Record<string, string> {
  const row: Record<string, string> = {
    profile_url: c.pnet_url,
    full_name: c.name,
    first_name: c.first_name ?? "",
    last_name: c.last_name ?? "",
    headline: c.headline ?? "",
    summary: c.summary ?? "",
    location: c.location ?? "",
    city: c.location_city ?? "",
    region: c.location_state ?? "",
    country: c.location_country ?? "",
    skills: c.skills.join("; "),
    work_email: emails(c, "work").join("; "),
    personal_emails: emails(c, "personal").join("; "),
    phones: phones(c).join("; "),
  };
  c.experience.slice(0, experiences).forEach((e, i) => {
    for (const [col, f] of EXPERIENCE_COLUMNS)
      row[`job${i + 1}_${col}`] = col === "start" || col === "end" ? slashDate(e[f]) : String(e[f] ?? "");
  });
  c.education.slice(0, educations).forEach((e, i) => {
    for (const [col, f] of EDUCATION_COLUMNS) row[`school${i + 1}_${col}`] = String(e[f] ?? "");
  });
  return row;
}

/** The mapping file of those CSV (and Parquet) columns: docs/import.md shows a smaller one. */
export function csvMapping(experiences: number, educations: number): Rec {
  const contact = (type: string, subType: string) => ({
    type: { const: type },
    subType: { const: subType },
    value: ".",
  });
  const fields: Rec = {
    pnet_url: "profile_url",
    name: "full_name",
    first_name: "first_name",
    last_name: "last_name",
    headline: "headline",
    summary: "summary",
    location: "location",
    location_city: "city",
    location_state: "region",
    location_country: "country",
    skills: { from: "skills", split: ";" },
    contacts: {
      concat: [
        { from: "work_email", split: ";", each: contact("email", "work") },
        { from: "personal_emails", split: ";", each: contact("email", "personal") },
        { from: "phones", split: ";", each: contact("phone", "mobile") },
      ],
      unique_by: "value",
    },
  };
  for (let i = 1; i <= experiences; i++)
    for (const [col, f] of EXPERIENCE_COLUMNS)
      fields[`experience.${i - 1}.${f}`] =
        col === "start" || col === "end" ? { from: `job${i}_${col}`, date: "MM/YYYY" } : `job${i}_${col}`;
  for (let i = 1; i <= educations; i++)
    for (const [col, f] of EDUCATION_COLUMNS) fields[`education.${i - 1}.${f}`] = `school${i}_${col}`;
  return { name: "people-csv", fields };
}

function csvCell(v: string): string {
  return /[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

export interface VendorFiles {
  native: string;
  pdl: string;
  pdlGz: string;
  coresignal: string;
  csv: string;
  csvGz: string;
  mapping: string;
  parquet: string;
}

async function writeLines(path: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(path);
  for (const line of lines) if (!out.write(`${line}\n`)) await once(out, "drain");
  out.end();
  await once(out, "finish");
}

async function gzip(from: string, to: string): Promise<void> {
  await pipeline(createReadStream(from), createGzip(), createWriteStream(to));
}

/** Writes the people in every format into `dir`. */
export async function writeVendorFiles(people: Carried[], dir: string): Promise<VendorFiles> {
  mkdirSync(dir, { recursive: true });
  const files: VendorFiles = {
    native: join(dir, "people.jsonl"),
    pdl: join(dir, "people-pdl.jsonl"),
    pdlGz: join(dir, "people-pdl.jsonl.gz"),
    coresignal: join(dir, "people-coresignal.jsonl"),
    csv: join(dir, "people.csv"),
    csvGz: join(dir, "people.csv.gz"),
    mapping: join(dir, "people-csv.mapping.json"),
    parquet: join(dir, "people.parquet"),
  };
  await writeLines(
    files.native,
    people.map((p) => JSON.stringify(p)),
  );
  await writeLines(
    files.pdl,
    people.map((p) => JSON.stringify(toPdl(p))),
  );
  await writeLines(
    files.coresignal,
    people.map((p) => JSON.stringify(toCoresignal(p))),
  );
  const experiences = Math.max(0, ...people.map((p) => p.experience.length));
  const educations = Math.max(0, ...people.map((p) => p.education.length));
  const columns = csvColumns(experiences, educations);
  const rows = people.map((p) => toCsvRow(p, experiences, educations));
  await writeLines(files.csv, [
    columns.join(","),
    ...rows.map((r) => columns.map((c) => csvCell(r[c] ?? "")).join(",")),
  ]);
  writeFileSync(files.mapping, `${JSON.stringify(csvMapping(experiences, educations), null, 2)}\n`);
  parquetWriteFile({
    filename: files.parquet,
    columnData: columns.map((name) => ({
      name,
      data: rows.map((r) => (r[name] ? r[name] : null)),
      type: "STRING" as const,
    })),
    rowGroupSize: 10_000,
  });
  await gzip(files.pdl, files.pdlGz);
  await gzip(files.csv, files.csvGz);
  return files;
}

/** The people of an export file (`prospector export people FILE`), cut to what every format carries. */
export async function carriedFromExport(path: string): Promise<Carried[]> {
  const out: Carried[] = [];
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity }))
    if (line.trim()) out.push(carried(JSON.parse(line)));
  return out;
}

if (import.meta.main) {
  const [from, dir] = process.argv.slice(2);
  if (!from || !dir) {
    console.error("usage: bun test/helpers/vendor-fixtures.ts EXPORT.jsonl OUTDIR");
    process.exit(64);
  }
  const files = await writeVendorFiles(await carriedFromExport(from), dir);
  for (const [kind, path] of Object.entries(files)) console.log(`${kind}: ${path}`);
}
