/**
 * A skill whose name is a kind of a department's work ("B2B sales", "enterprise sales", "technical
 * sales": its last word names the department), asked for with no role, is the work people do, not
 * a line on a skills list: "2+ years B2B sales" asks for people who sell, and almost no profile
 * lists "B2B Sales" as a skill (round 4 of first sight, #20: the skill matched no one and was
 * relaxed, leaving sales engineers and marketers). It is read as the families of that department
 * whose vocabulary lists the skill (data/vocab/roles.json: Account Executive and Sales
 * Development for B2B sales), or the skill itself for whoever lists it. A query that names a role
 * keeps the skill a skill ("account executives with enterprise sales").
 */
import { facet } from "../search/facets.ts";
import { ROLES } from "../vocab/index.ts";
import type { Criterion } from "./criteria.ts";
import type { ScanState } from "./parse-state.ts";
import { isLeaf } from "./plan.ts";
import { keyOf } from "./text.ts";

/** Skill (folded) -> the families of the department its last word names that list it. */
const FAMILIES_DOING = new Map<string, string[]>();
for (const department of ROLES.departments) {
  const head = department.name.toLowerCase().split(/\s+/).at(-1) ?? "";
  for (const family of department.families)
    for (const skill of family.skills) {
      const words = skill.toLowerCase().split(/\s+/);
      if (words.length < 2 || words.at(-1) !== head) continue;
      const key = keyOf(skill);
      FAMILIES_DOING.set(key, [...(FAMILIES_DOING.get(key) ?? []), family.name]);
    }
}

const ROLE_KINDS = new Set<Criterion["kind"]>(["role", "department", "past_role", "background"]);

/** Pass (items, after the word passes): a department's kind of work with no role said is that work. */
export function readFunctionSkills(state: ScanState) {
  if (state.items.some((it) => ROLE_KINDS.has(it.kind))) return;
  for (const item of state.items) {
    const leaf = item.node;
    if (item.kind !== "skill" || !isLeaf(leaf) || leaf.kind !== "skill") continue;
    const families = FAMILIES_DOING.get(keyOf(leaf.value ?? ""));
    if (!families) continue;
    const criterion: Criterion = {
      ...leaf,
      kind: "role",
      label: `Job title in the ${families.join(" or ")} family, or skilled in ${leaf.value}`,
      tokens: [...families.map((f) => facet.family(f)), ...leaf.tokens],
    };
    item.node = criterion;
    item.kind = "role";
    state.notes.push(`"${leaf.from}": the work of ${families.join(" or ")}, read as that role`);
  }
}
