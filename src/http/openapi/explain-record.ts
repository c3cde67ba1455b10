/**
 * components.schemas.Explain: what GET /api/search/explain answers (src/format/explain.ts writes
 * it). Part of ./records.ts's components.
 */
import { object, type Schema } from "./schema-builders.ts";

export const EXPLAIN_SCHEMA: Schema = object({
  query: { type: "string" },
  plan: { type: "string", description: "The plan in words: criteria joined by AND / OR / NOT" },
  tree: {
    type: "object",
    additionalProperties: true,
    description:
      "The plan as JSON: {all|any: [nodes]}, {not: node} or a criterion {kind, value, min, max, words, label} (docs/search.md)",
  },
  criteria: {
    type: "array",
    description: "What the plan asks for",
    items: object(
      {
        kind: { type: "string" },
        label: { type: "string" },
        from: { type: "string" },
        tokens: { type: "array", items: { type: "string" } },
        min: { type: "integer" },
        max: { type: "integer" },
        words: { type: "array", items: { type: "string" } },
      },
      ["kind", "label", "from", "tokens"],
    ),
  },
  excluded: {
    type: "array",
    description: "What the plan excludes (under a NOT)",
    items: { type: "object", additionalProperties: true },
  },
  not_understood: {
    type: "array",
    items: { type: "string" },
    description: "Words the parser could not place: they rank results, they filter nothing",
  },
  keywords: { type: "array", items: { type: "string" }, description: "The same words as not_understood" },
  planner: {
    type: "string",
    enum: ["rules", "llm"],
    description: "Which planner wrote the plan: the rules, or the operator's LLM (LLM_URL)",
  },
  associations: {
    type: "array",
    description:
      "What the words not understood point at, learned from this database's profiles: each word's title family, the share of people holding the word who are in it, the PMI and the support (people holding both). Ranking only.",
    items: {
      type: "object",
      properties: {
        word: { type: "string" },
        points_at: { type: "string" },
        token: { type: "string" },
        share: { type: "number" },
        pmi: { type: "number" },
        support: { type: "integer" },
      },
    },
  },
  relaxed: {
    type: "array",
    items: { type: "string" },
    description: "Criteria dropped because no one matches the whole plan",
  },
  answered: { type: "string", description: "The plan a search answers (relaxed when it had to be)" },
  notes: { type: "array", items: { type: "string" } },
  ranking: { type: "string" },
  debug: { type: "object", properties: { engine: { type: "string" } }, additionalProperties: true },
});
