/**
 * The standard validators the OpenAPI documents are held to: @apidevtools/swagger-parser (the
 * OpenAPI 3.1 meta-schema and structure) and Redocly's linter with its `recommended` rules. Also
 * Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) to check real responses against the
 * schemas the document gives them.
 */
import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import Ajv2020 from "ajv/dist/2020.js";

export type OpenApiDoc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
};
export type OpenApiOperation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
};

export interface Problem {
  severity: string;
  rule: string;
  message: string;
  pointer: string;
}

/** Both validators' findings: swagger-parser's error (if any) and Redocly's problems. */
export async function validateDocument(
  doc: unknown,
): Promise<{ parser: string | null; problems: Problem[] }> {
  let parser: string | null = null;
  try {
    await SwaggerParser.validate(structuredClone(doc) as Parameters<typeof SwaggerParser.validate>[0]);
  } catch (error) {
    parser = error instanceof Error ? error.message : String(error);
  }
  const config = await createConfig({ extends: ["recommended"] });
  const found = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "/openapi.json", config });
  const problems = found.map((p) => ({
    severity: String(p.severity),
    rule: p.ruleId,
    message: p.message,
    pointer: p.location[0]?.pointer ?? "",
  }));
  return { parser, problems };
}

/** Checks a body against the schema the document gives `status` of `method path`. */
export function responseChecker(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ ...(doc as object), $id: "openapi" } as object);
  return (method: string, path: string, status: number, body: unknown): string[] => {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${path} is not in the document`];
    let response = operation.responses?.[String(status)];
    if (response?.$ref) {
      const name = response.$ref.split("/").pop() ?? "";
      response = doc.components.responses?.[name] as typeof response;
    }
    const schema = response?.content?.["application/json"]?.schema;
    if (!schema) return [`${method} ${path} documents no JSON body for ${status}`];
    const validate = ajv.compile(rebase(schema));
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}

/** `#/components/...` inside a path's schema, pointed at the document registered as "openapi". */
function rebase(schema: unknown): object {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
}
