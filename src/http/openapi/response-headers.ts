/**
 * The response headers clients read, in the OpenAPI document (issue 44): every answer carries
 * X-Request-Id; every answer behind an API key the RateLimit headers (../plugins/rate-limit.ts);
 * and the operations that name them in their detail's `x-response-headers` (see `operation()`)
 * X-Credits-Charged, X-Search-Notes, X-Search-Candidates, X-Total-Relation. The extension is removed once applied.
 */

/** components.headers entries besides X-Request-Id and Retry-After. */
export const RESPONSE_HEADERS = {
  "X-Credits-Charged": {
    description: "Credits this request charged (0 when nothing was)",
    schema: { type: "integer", minimum: 0 },
  },
  "X-Search-Notes": {
    description:
      "How the query was read: a JSON array of sentences (words not understood, typo corrections, relaxation); ASCII, other characters \\u-escaped",
    schema: { type: "string" },
    example: '["\\"ninja\\" was not understood and is ignored"]',
  },
  "X-Search-Candidates": {
    description: "How far this search can be paged: its candidates (at most 10,000); total may be larger",
    schema: { type: "integer", minimum: 0 },
  },
  "X-Total-Relation": {
    description:
      'How `total` counts: "eq" the exact number of matches; "gte" a lower bound (the count stopped at 10,000; exact_total=true on a new search counts every match)',
    schema: { type: "string", enum: ["eq", "gte"] },
  },
  RateLimit: {
    description:
      'The key\'s room in its rate-limit group (draft-ietf-httpapi-ratelimit-headers): "<group>";r=<remaining>;t=<seconds until full>',
    schema: { type: "string" },
    example: '"search";r=59;t=1',
  },
  "RateLimit-Policy": {
    description: 'The group\'s limit per 60-second window: "<group>";q=<limit>;w=60',
    schema: { type: "string" },
    example: '"search";q=60;w=60',
  },
} as const;

/** Headers an operation can name in `x-response-headers`. */
export type DocumentedHeader =
  | "X-Credits-Charged"
  | "X-Search-Notes"
  | "X-Search-Candidates"
  | "X-Total-Relation";

export const HEADERS_EXTENSION = "x-response-headers";

type Operation = { responses?: Record<string, unknown>; [key: string]: unknown };

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** Adds the headers to the operation's success responses (those not pointing at a shared error). */
export function documentSuccessHeaders(operation: Operation): void {
  const named = (operation[HEADERS_EXTENSION] as DocumentedHeader[] | undefined) ?? [];
  delete operation[HEADERS_EXTENSION];
  const keyed = Array.isArray(operation.security) && operation.security.length > 0;
  const rateLimited = keyed && "429" in (operation.responses ?? {});
  const names = ["X-Request-Id", ...(rateLimited ? ["RateLimit", "RateLimit-Policy"] : []), ...named];
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!status.startsWith("2") || typeof response !== "object" || response === null || "$ref" in response)
      continue;
    const withHeaders = response as { headers?: Record<string, unknown> };
    withHeaders.headers = { ...withHeaders.headers, ...Object.fromEntries(names.map((n) => [n, ref(n)])) };
  }
}
