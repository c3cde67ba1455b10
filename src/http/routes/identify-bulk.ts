/**
 * Bulk identify (docs/identify.md, "Bulk"): POST /api/identify/bulk starts a job over up to 10,000
 * rows (a JSON body with `rows`, or the file itself as text/csv or application/x-ndjson, options in
 * the query), GET /api/identify/bulk/{job_id} reads status and results (free), POST
 * .../{job_id}/cancel stops it (free).
 */
import { Elysia, t } from "elysia";
import {
  type BulkStart,
  bulkStartOfJson,
  cancelIdentifyBulk,
  identifyBulkStatus,
  startIdentifyBulk,
} from "../../domain/identify/bulk.ts";
import { bulkResultBody } from "../../format/identify.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { IDENTIFY_BULK_BODY } from "../openapi/identify-records.ts";
import { documented, KEYED, ok, operation, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { idempotent } from "../plugins/idempotency.ts";
import { JobId, JobResponse } from "../schemas.ts";

/** Bodies that are the file itself: read as text, whatever the type says about lines. */
const FILE_TYPES: [prefix: string, format: "csv" | "jsonl" | null][] = [
  ["text/csv", "csv"],
  ["application/csv", "csv"],
  ["application/x-ndjson", "jsonl"],
  ["application/jsonl", "jsonl"],
  ["application/x-jsonlines", "jsonl"],
  ["text/plain", null],
];

const fileFormat = (contentType: string | null) =>
  FILE_TYPES.find(([prefix]) => (contentType ?? "").toLowerCase().startsWith(prefix));

/** The start's query: options that come with a file body. */
const BULK_START_QUERY = t.Object({
  min_score: t.Optional(
    t.Numeric({ description: "With a file body: only matches scoring at least this (default 0.5)" }),
  ),
  webhook_url: t.Optional(
    t.String({ maxLength: 2048, description: "With a file body: announced here when the job ends" }),
  ),
});

/** The start's JSON body; the domain checks it (unknown fields named in a 400) rather than the framework. */
const BULK_START_BODY = t.Object(
  {
    rows: t.Optional(
      t.Any({
        description: "The rows: an array of objects of the row's fields, or a CSV or JSON-lines text",
      }),
    ),
    format: t.Optional(
      t.Any({ description: 'When rows is a text: "csv" or "jsonl" (default: by its look)' }),
    ),
    min_score: t.Optional(
      t.Any({ description: "Rows matched at or above this are charged and returned (default 0.5)" }),
    ),
    webhook_url: t.Optional(
      t.Any({
        description:
          "Announced here, signed, when the job ends (docs/webhooks.md); the start response carries webhook_secret",
      }),
    ),
  },
  { additionalProperties: true },
);

/** The start as the OpenAPI document tells it (a fresh object per app: the framework may add to it). */
const bulkStartDetail = () =>
  operation("Identify", "Start a bulk identify job", documented(null, ...PAID, 409, 413, 422), {
    operationId: "identifyBulk",
    description:
      "Identifies up to 10,000 CRM rows as an asynchronous job: a JSON body with `rows` (an array of objects, or CSV or JSON-lines text), or the file itself as text/csv or application/x-ndjson (options in the query). Columns identify does not know are ignored. 1 credit per row whose best match scores at least min_score; no match and invalid rows are free. Not on the free tier.",
    requestBody: IDENTIFY_BULK_BODY,
  });

export function identifyBulkRoutes(deps: EdgeDeps & Pick<AppDeps, "jobs" | "outbound">) {
  const now = () => Math.floor(deps.clock.now().getTime() / 1000);
  const start = new Elysia({ prefix: "/api/identify" }).use(authenticated(deps, "identify_bulk")).post(
    "/bulk",
    ({ apiKey, body, query, request, set }) => {
      const file = fileFormat(request.headers.get("content-type"));
      const startRequest: BulkStart = file
        ? { file: (body as { file: string }).file, format: file[1], ...query }
        : bulkStartOfJson(body);
      return idempotent(deps, apiKey, request, body, set, () =>
        startIdentifyBulk(deps.storage, deps.jobs, apiKey, startRequest, now(), deps.outbound.webhooks),
      );
    },
    {
      async parse({ request, contentType }) {
        if (fileFormat(contentType)) return { file: await request.text() };
      },
      // An empty upload reaches no parser: it is an empty file (the domain's "The file holds no
      // rows"), not a JSON object left out.
      transform(context) {
        if (context.body === undefined && fileFormat(context.request.headers.get("content-type")))
          (context as { body: unknown }).body = { file: "" };
      },
      query: BULK_START_QUERY,
      body: BULK_START_BODY,
      response: { 200: JobResponse },
      detail: bulkStartDetail(),
    },
  );
  const status = new Elysia({ prefix: "/api/identify" })
    .use(authenticated(deps, "job_status"))
    .get(
      "/bulk/:job_id",
      async ({ apiKey, params, query }) =>
        bulkResultBody(
          await identifyBulkStatus(
            deps.storage,
            apiKey,
            params.job_id,
            { page: query.page, pageSize: query.page_size },
            now(),
          ),
        ),
      {
        params: JobId,
        query: t.Object({
          page: t.Optional(
            t.Integer({ minimum: 1, maximum: 1_000_000, description: "1-indexed; omit for all results" }),
          ),
          page_size: t.Optional(t.Integer({ minimum: 1, maximum: 1000, default: 100 })),
        }),
        detail: operation(
          "Identify",
          "Bulk identify job status",
          documented(
            ok("The job, its counts and (pageable) results", schemaRef("IdentifyBulkStatus")),
            ...KEYED,
            403,
            404,
          ),
          {
            operationId: "getIdentifyBulkStatus",
            description:
              "Status, counts and results of a bulk identify job: per row its best match (the person in brief), score and explanation. Free.",
          },
        ),
      },
    );
  const cancel = new Elysia({ prefix: "/api/identify" })
    .use(authenticated(deps, "job_status"))
    .post(
      "/bulk/:job_id/cancel",
      ({ apiKey, params }) => cancelIdentifyBulk(deps.storage, apiKey, params.job_id, now()),
      {
        params: JobId,
        detail: operation(
          "Identify",
          "Cancel a bulk identify job",
          documented(
            ok("Cancelled; rows done so far stay", schemaRef("CancelResult")),
            ...KEYED,
            403,
            404,
            409,
          ),
          {
            operationId: "cancelIdentifyBulk",
            description:
              "Cancels a pending or processing job; rows done so far are kept (and were charged). Free.",
          },
        ),
      },
    );
  return new Elysia().use(start).use(status).use(cancel);
}
