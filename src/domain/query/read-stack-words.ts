/**
 * Stack and tool words as the skill groups read them (issue 45, round 17 of first sight: skills
 * asked by their ecosystem's name). The groups themselves are data (data/vocab/skill-groups.json:
 * "IaC", "JVM", "CRM", "Gophers"...) and the phrase pass reads them; this text pass only brings
 * the spellings words cannot hold to the group's words, and keeps a tool said as someone's only
 * one from being read as its opposite:
 * - ".NET", "ASP.NET", "VB.NET": the dot is the name ("net" alone is a common word: "net new
 *   logos"), so they are written "dotnet", which the .NET group names;
 * - "React front end, Node back end": a stack described layer by layer is its skills, not titles
 *   (each "front end" said so is no Frontend Engineer); one skill with a layer ("Java backend") and
 *   a layer before a role noun ("React frontend engineers") are the title, left alone;
 * - "not spreadsheet-only", "no Excel-only people": someone whose only tool is X
 *   is excluded, not everyone who lists X (the people asked list X and more). The plan cannot say
 *   "only", so the exclusion is not applied (with a note), never applied as "not X".
 */
import type { ScanState } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { words } from "./text.ts";

/** ".NET" set apart (not a domain's ".net"), and the names that end in it. */
const DOTNET = /(?:\b(?:asp|vb)\.net\b|(?<![\p{L}\p{N}.])\.net(?![\p{L}\p{N}.]))/giu;

/** A layer of a stack: where a skill is used ("front end", "backend", "server side"). */
const LAYER = "(?:front[\\s-]?end|back[\\s-]?end|server[\\s-]side|client[\\s-]side)";
/** Two skills each with its layer, listed: "React front end, Node back end", "Vue frontend and Go backend". */
const SKILL_LAYERS = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\p{L}[\\p{L}\\p{N}.#+]*)[\\s-]+${LAYER}\\s*(,|\\band\\b|&|/|\\+)\\s*(\\p{L}[\\p{L}\\p{N}.#+]*)[\\s-]+${LAYER}(?![\\p{L}\\p{N}])(?!\\s+(?:engineers?|developers?|devs?|roles?|positions?|people|folks)\\b)`,
  "giu",
);

const isSkill = (word: string) => (PHRASES.get(words(word).join(" ")) ?? []).some((m) => m.kind === "skill");

/** "not X-only", "no Excel-only people": X as someone's only one. */
const ONLY_ONE =
  /\b(?:not|no|never|nobody|none)\s+([\p{L}\p{N}#+.]+)[\s-]+only\b(?:[\s-]+(?:people|users|folks|types?|profiles?|candidates?))?/giu;

/** Pass (text, before the negation readers): ".NET" as the group's word, "not X-only" not applied. */
export function readStackWords(state: ScanState): void {
  state.text = state.text.replace(DOTNET, " dotnet ");
  state.text = state.text.replace(SKILL_LAYERS, (whole, a: string, joiner: string, b: string) =>
    isSkill(a) && isSkill(b) ? ` ${a} ${joiner} ${b} ` : whole,
  );
  state.text = state.text.replace(ONLY_ONE, (whole, tool: string) => {
    state.notes.push(
      `"${whole.trim()}": someone whose only tool is ${tool}, which a plan cannot say: not applied`,
    );
    return " , ";
  });
}
