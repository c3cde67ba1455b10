/**
 * The conflict rule (docs/sources.md, "Rules"): per group of fields, which source's value the
 * stored record shows. By default the newest (the source that supplied the person last); or a
 * priority list for every field, and lists for some fields. Sources a list does not name come
 * after those it does, newest first.
 */
import { readFileSync } from "node:fs";
import { fieldGroup, SOURCED_FIELDS } from "./groups.ts";
import type { SourceRow } from "./rows.ts";

export interface SourceRules {
  /** Sources in order of trust for every field; empty: newest first. */
  priority: string[];
  /** Per group (named by its first field): a list of its own; an empty list means newest first. */
  groups: Record<string, string[]>;
}

export const NEWEST_WINS: SourceRules = { priority: [], groups: {} };

export class SourceRulesError extends Error {}

/**
 * Rules from their JSON (`{"priority": ["pdl", "coresignal"], "fields": {"headline": ["coresignal"],
 * "skills": "newest"}}`), or from the file the text names.
 */
export function parseSourceRules(text: string): SourceRules {
  const trimmed = text.trim();
  if (trimmed === "") return NEWEST_WINS;
  let json = trimmed;
  if (!trimmed.startsWith("{")) {
    try {
      json = readFileSync(trimmed, "utf8");
    } catch (e) {
      throw new SourceRulesError(`cannot read ${trimmed}: ${(e as Error).message}`);
    }
  }
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    throw new SourceRulesError(`not JSON: ${(e as Error).message}`);
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new SourceRulesError(
      'expected an object like {"priority": ["pdl"], "fields": {"headline": ["pdl"]}}',
    );
  const { priority, fields, ...rest } = raw as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) throw new SourceRulesError(`unknown key "${unknown[0]}" (priority, fields)`);
  const rules: SourceRules = { priority: sourceList(priority ?? [], "priority"), groups: {} };
  if (fields !== undefined) {
    if (typeof fields !== "object" || fields === null || Array.isArray(fields))
      throw new SourceRulesError('fields: expected an object of field -> [sources] or "newest"');
    for (const [field, value] of Object.entries(fields)) {
      if (!SOURCED_FIELDS.includes(field))
        throw new SourceRulesError(`fields: "${field}" is not a root field sources supply`);
      const list = value === "newest" ? [] : sourceList(value, `fields.${field}`);
      const group = fieldGroup(field);
      const before = rules.groups[group];
      if (before && JSON.stringify(before) !== JSON.stringify(list))
        throw new SourceRulesError(
          `fields: "${field}" is decided with "${group}" (docs/sources.md, "Groups"): give them one rule`,
        );
      rules.groups[group] = list;
    }
  }
  return rules;
}

function sourceList(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || !value.every((s) => typeof s === "string" && s.trim() !== ""))
    throw new SourceRulesError(`${where}: expected a list of source names or "newest"`);
  return value.map((s: string) => s.trim());
}

/** The sources of these rows in the order the rule of `group` trusts them. */
export function sourceOrder(rules: SourceRules, group: string, rows: readonly SourceRow[]): string[] {
  const list = rules.groups[group] ?? rules.priority;
  const rank = (s: string) => {
    const i = list.indexOf(s);
    return i < 0 ? list.length : i;
  };
  return [...rows]
    .sort(
      (a, b) =>
        rank(a.source) - rank(b.source) ||
        (a.lastSeen < b.lastSeen ? 1 : a.lastSeen > b.lastSeen ? -1 : 0) ||
        (a.source < b.source ? -1 : 1),
    )
    .map((r) => r.source);
}
