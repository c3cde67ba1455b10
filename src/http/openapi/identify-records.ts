/**
 * components.schemas of identify (docs/identify.md): a match with its explanation, the answer of
 * POST /api/identify, and a bulk job's status. Part of ./records.ts's components.
 */
import type { DocumentDecoration } from "elysia";
import { COMPARISONS } from "../../domain/identify/comparisons.ts";
import { bulkJobStatus } from "./job-records.ts";
import { nullable, object, ref, type Schema } from "./schema-builders.ts";

const explanation: Schema = {
  type: "array",
  description: "One entry per compared field: what was compared, how it agreed, and its weight",
  items: object(
    {
      field: { type: "string", enum: COMPARISONS.map((c) => c.name) },
      row: { type: "string", description: "The row's value" },
      stored: { type: "string", description: "The stored value it was compared with" },
      agreement: {
        type: "string",
        description:
          "The level reached: exact, transliteration, nickname, similar, initial, part, current, past, metro, country, different...",
      },
      how: {
        type: "string",
        description: "More on how: legal-suffix-free, domain, swapped, short form, metro...",
      },
      weight: {
        type: "number",
        description: "log2(m/u): the evidence the field added (negative: against), in bits",
      },
    },
    ["field", "row", "stored", "agreement", "weight"],
  ),
};

export const IDENTIFY_SCHEMAS: Record<string, Schema> = {
  IdentifyExplanation: explanation,
  IdentifyMatch: object({
    score: {
      type: "number",
      minimum: 0,
      maximum: 1,
      description: "Calibrated: among answers scored about s, about s of them are the right person",
    },
    person: {
      type: "object",
      additionalProperties: true,
      description: "The stored profile: the legacy person result (legacy=true, default) or the modern record",
    },
    explanation: ref("IdentifyExplanation"),
  }),
  IdentifyResponse: object({ matches: { type: "array", items: ref("IdentifyMatch") } }),
  IdentifyBulkResult: object(
    {
      row: { type: "integer", description: "The row's position in the file, from 0" },
      status: { type: "string", enum: ["matched", "no_match", "invalid"] },
      score: nullable("number"),
      person: { type: ["object", "null"], additionalProperties: true },
      explanation: { anyOf: [ref("IdentifyExplanation"), { type: "null" }] },
      detail: { type: "string", description: "Why an invalid row was not looked up" },
      credits: { type: "integer" },
    },
    ["row", "status", "credits"],
  ),
  IdentifyBulkStatus: bulkJobStatus({
    counts: { matched: { type: "integer" } },
    with: { min_score: { type: "number" } },
    result: ref("IdentifyBulkResult"),
    alsoRequired: ["matched", "results"],
  }),
};

const fileText = (format: string): Schema => ({
  type: "string",
  description: `The ${format} file itself (options in the query)`,
});

/**
 * The body of POST /api/identify/bulk, written out: the route reads the body itself (a file or
 * JSON), so the generator cannot derive it from a model.
 */
export const IDENTIFY_BULK_BODY: DocumentDecoration["requestBody"] = {
  required: true,
  content: {
    "application/json": {
      schema: {
        type: "object",
        properties: {
          rows: {
            description: "The rows: an array of objects of the row's fields, or a CSV or JSON-lines text",
            anyOf: [
              { type: "array", items: { type: "object", additionalProperties: true }, maxItems: 10_000 },
              { type: "string" },
            ],
          },
          format: {
            type: "string",
            enum: ["csv", "jsonl"],
            description: "When rows is a text (default: by its look)",
          },
          min_score: {
            type: "number",
            minimum: 0,
            maximum: 1,
            description: "Rows matched at or above this are charged and returned (default 0.5)",
          },
          webhook_url: { type: "string", description: "Announced here, signed, when the job ends" },
        },
        required: ["rows"],
      },
    },
    "text/csv": { schema: fileText("CSV") },
    "application/x-ndjson": { schema: fileText("JSON-lines") },
  },
};
