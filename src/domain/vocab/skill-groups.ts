/**
 * Skills asked for by the name of their ecosystem, category or community ("IaC", "container
 * orchestration", "hyperscaler", "JVM", ".NET", "RDBMS", "CRM", "spreadsheets", "deep-learning
 * framework", "Gophers", "Pythonistas"): each name is its member skills, any of which a person
 * lists. The memberships are data (data/vocab/skill-groups.json, each group with its public
 * source); the query parser reads every name as its group (../query/phrase-meanings.ts).
 */
import groupsJson from "../../../data/vocab/skill-groups.json" with { type: "json" };
import { canonicalSkill } from "./skills.ts";

export interface SkillGroup {
  /** How explain shows the group (".NET", which no word holds). */
  label: string;
  /** The words queries use for the group. */
  names: string[];
  /** The member skills, by the vocabulary's name where it knows them, else as written. */
  skills: string[];
}

interface GroupsFile {
  groups: { label?: string; names: string[]; skills: string[] }[];
  communities: { skill: string; names: string[] }[];
}

const file = groupsJson as GroupsFile;

/** Members by the name the index keys them under: the vocabulary's, else as written (deduplicated). */
const members = (skills: readonly string[]) => [...new Set(skills.map((s) => canonicalSkill(s) ?? s))];

export const SKILL_GROUPS: readonly SkillGroup[] = [
  ...file.groups.map((g) => ({
    label: g.label ?? (g.names[0] as string),
    names: g.names,
    skills: members(g.skills),
  })),
  // A language's community name ("Gophers") is the one language.
  ...file.communities.map((c) => ({ label: c.skill, names: c.names, skills: members([c.skill]) })),
];
