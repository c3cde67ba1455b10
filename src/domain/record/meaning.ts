/**
 * When two values of a record mean the same (issue 44): vendors spell one fact many ways (case and
 * spacing of names, places, companies and titles; "python" and "Python"; a timestamp as
 * "2026-11-20 08:15:00" or "2026-11-20T08:15:00.000Z"; a profile URL with or without "www." and a
 * trailing slash). Change detection and the choice between sources compare meanings, so an equal
 * value in another spelling is no change and no conflict.
 */
import { urlKey } from "../keys.ts";

/** A date and time as written in dumps: ISO 8601 or with a space, with or without seconds and zone. */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2}|UTC)?$/i;

/** A timestamp in one canonical form (ISO 8601 in UTC, milliseconds); null when it is not one. */
export function canonicalTimestamp(text: string): string | null {
  const m = TIMESTAMP.exec(text.trim());
  if (!m) return null;
  const zone = !m[3] || m[3].toUpperCase() === "UTC" ? "Z" : m[3];
  const at = new Date(`${m[1]}T${m[2]}${zone}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A text as compared: composed Unicode, spacing folded, case folded. */
export function foldText(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim().toLocaleLowerCase();
}

function foldString(text: string): string {
  if (/^https?:\/\//i.test(text.trim())) return `url:${urlKey(text) ?? foldText(text)}`;
  return canonicalTimestamp(text) ?? foldText(text);
}

/**
 * Keys of list items derived from others (a job's months from its dates, its place in the list,
 * its ESCO occupation from its title: src/domain/occupations/jobs.ts). A link made from "ETL
 * Developer" and one from "Etl Developer" may differ while the titles mean the same.
 */
const DERIVED = new Set(["duration_months", "order_in_profile", "active_experience", "occupation"]);

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** What a value means, as a comparable value: nulls dropped, texts folded, lists of texts as sets. */
function meaning(value: unknown): unknown {
  if (typeof value === "string") return foldString(value);
  if (Array.isArray(value)) {
    const items = value.filter((v) => !isEmpty(v)).map(meaning);
    // A list of words (skills, languages) is a set: order and repeats say nothing.
    return items.every((v) => typeof v === "string") ? [...new Set(items as string[])].sort() : items;
  }
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    const item = value as Record<string, unknown>;
    for (const key of Object.keys(item).sort()) {
      // "date_from_year" says again what "date_from" says, when there is one.
      const parts = /^(date_(?:from|to))_(?:year|month)$/.exec(key);
      if (DERIVED.has(key) || (parts && typeof item[parts[1] as string] === "string")) continue;
      const v = item[key];
      if (!isEmpty(v)) out[key] = meaning(v);
    }
    return out;
  }
  return value ?? null;
}

/** A key equal for two values exactly when they mean the same. */
export function meaningKey(value: unknown): string {
  return JSON.stringify(isEmpty(value) ? null : meaning(value));
}

export function sameMeaning(a: unknown, b: unknown): boolean {
  return meaningKey(a) === meaningKey(b);
}
