/**
 * The conflict rule (docs/sources.md, "The rule"): per group of fields, which source's value the
 * stored record shows. By default the newest: the source that last brought a value it had not sent
 * before (a source sending the same again is not news, so re-loading unchanged files changes
 * nothing, in any order); or a priority list for every field, and lists for some fields. Sources a
 * list does not name come after those it does, newest first.
 */
import { readFileSync } from "node:fs";
import { fieldGroup, SOURCED_FIELDS } from "./groups.ts";
import type { SourceRow } from "./rows.ts";

export interface SourceRules {
  /** Sources in order of trust for every field; empty: newest first. */
  priority: string[];
  /** Per group (named by its first field): a list of its own; an empty list means newest first. */
  groups: Record<string, string[]>;
  /** Sources whose job lists are complete histories: theirs replaces, others' are joined to it. */
  complete: string[];
}

export const NEWEST_WINS: SourceRules = { priority: [], groups: {}, complete: [] };

export class SourceRulesError extends Error {}

/**
 * Rules from their JSON (`{"priority": ["pdl", "coresignal"], "fields": {"headline": ["coresignal"],
 * "skills": "newest"}}`), or from the file the text names.
 */
export function parseSourceRules(text: string): SourceRules {
  const trimmed = text.trim();
  if (trimmed === "") return NEWEST_WINS;
  let raw: unknown;
  try {
    raw = JSON.parse(trimmed);
  } catch (e) {
    // Not JSON: the path of a file holding it (JSON text that is broken is said to be so).
    if (trimmed.startsWith("{")) throw new SourceRulesError(`not JSON: ${(e as Error).message}`);
    let json: string;
    try {
      json = readFileSync(trimmed, "utf8");
    } catch (err) {
      throw new SourceRulesError(`neither JSON nor a readable file: ${(err as Error).message}`);
    }
    try {
      raw = JSON.parse(json);
    } catch (err) {
      throw new SourceRulesError(`${trimmed} is not JSON: ${(err as Error).message}`);
    }
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new SourceRulesError(
      'expected an object like {"priority": ["pdl"], "fields": {"headline": ["pdl"]}}',
    );
  const { priority, fields, complete, ...rest } = raw as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) throw new SourceRulesError(`unknown key "${unknown[0]}" (priority, fields, complete)`);
  const rules: SourceRules = {
    priority: sourceList(priority ?? [], "priority", false),
    groups: {},
    complete: sourceList(complete ?? [], "complete", false),
  };
  if (fields !== undefined) {
    if (typeof fields !== "object" || fields === null || Array.isArray(fields))
      throw new SourceRulesError('fields: expected an object of field -> [sources] or "newest"');
    /** Which field gave each group its rule (to name both when two disagree). */
    const setBy = new Map<string, string>();
    for (const [field, value] of Object.entries(fields)) {
      if (!SOURCED_FIELDS.includes(field))
        throw new SourceRulesError(
          `fields: "${field}" is not a root field sources supply (docs/sources.md, "Groups")`,
        );
      const list = value === "newest" ? [] : sourceList(value, `fields.${field}`, true);
      const group = fieldGroup(field);
      const before = rules.groups[group];
      if (before && JSON.stringify(before) !== JSON.stringify(list))
        throw new SourceRulesError(
          `fields: "${setBy.get(group)}" and "${field}" are decided together (group "${group}", docs/sources.md "Groups"): give them one rule`,
        );
      rules.groups[group] = list;
      setBy.set(group, field);
    }
  }
  return rules;
}

/** Source names as `--source` takes them. */
const SOURCE_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

function sourceList(value: unknown, where: string, newestAllowed: boolean): string[] {
  const expected = `expected a list of source names${newestAllowed ? ' or "newest"' : ""}`;
  if (!Array.isArray(value) || !value.every((s) => typeof s === "string"))
    throw new SourceRulesError(`${where}: ${expected}`);
  const list = value.map((s: string) => s.trim());
  if (list.length === 0 && newestAllowed)
    throw new SourceRulesError(`${where}: an empty list; "newest" says newest first`);
  const bad = list.find((s) => !SOURCE_NAME.test(s));
  if (bad !== undefined)
    throw new SourceRulesError(`${where}: "${bad}" is not a source name (as --source takes them)`);
  const twice = list.find((s, i) => list.indexOf(s) !== i);
  if (twice !== undefined) throw new SourceRulesError(`${where}: "${twice}" is named twice`);
  return list;
}

/**
 * The sources of these rows in the order the rule of `group` trusts them; among equals, the one
 * whose value is newest (`changedAt`: when it last brought a new value for the group; else when it
 * was last seen).
 */
export function sourceOrder(
  rules: SourceRules,
  group: string,
  rows: readonly SourceRow[],
  changedAt: (row: SourceRow) => string | undefined = () => undefined,
): string[] {
  const list = rules.groups[group] ?? rules.priority;
  const rank = (s: string) => {
    const i = list.indexOf(s);
    return i < 0 ? list.length : i;
  };
  const at = new Map(rows.map((r) => [r, changedAt(r) ?? r.lastSeen]));
  return [...rows]
    .sort((a, b) => {
      const x = at.get(a) as string;
      const y = at.get(b) as string;
      return (
        rank(a.source) - rank(b.source) || (x < y ? 1 : x > y ? -1 : 0) || (a.source < b.source ? -1 : 1)
      );
    })
    .map((r) => r.source);
}
