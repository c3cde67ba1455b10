/**
 * Request and response pieces shared by several route modules (route modules never import each
 * other): the job answer and paging of the job routes, list parameters, and the contact lookup of
 * the contacts routes and their alias.
 */
import { t } from "elysia";
import { ApiError } from "../errors.ts";

/** A TypeBox model or null. */
export const Nullable = <T extends Parameters<typeof t.Union>[0][number]>(s: T) => t.Union([s, t.Null()]);

/** What starting (or continuing) a job answers. */
export const JobResponse = t.Object({
  job_id: t.String(),
  status: t.String(),
  message: t.String(),
  webhook_secret: t.Optional(
    t.String({
      description: "An extension: signs the job's webhook (when webhook_url was given); shown once",
    }),
  ),
});

/** webhook_url of a job's start body (an extension: docs/webhooks.md, "Job webhooks"). */
export const WebhookUrl = t.Optional(
  t.Any({
    description:
      "An extension: announced here, signed, when the job ends (docs/webhooks.md); the start response carries webhook_secret",
  }),
);

/** A job id in a path. */
export const JobId = t.Object({ job_id: t.String({ maxLength: 64 }) });

/** Paging of a job's results. */
export const Paging = {
  page: t.Optional(
    t.Integer({ minimum: 1, maximum: 1_000_000, description: "1-indexed; omit for all results" }),
  ),
  page_size: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 25 })),
};

/** `associations=off` (search and explain): words not understood get no associations. */
export const Associations = t.Optional(
  t.Union([t.Literal("on"), t.Literal("off")], {
    description:
      "off: words not understood get no associations learned from the data (for evaluation; ASSOCIATIONS=false turns them off server-wide)",
  }),
);

/** The people search's ESCO occupation filter (src/domain/search/occupation-filter.ts checks the URI itself: a 400 naming it). */
export const OccupationParam = t.Optional(
  t.String({
    maxLength: 600,
    description:
      "An ESCO occupation URI (http://data.europa.eu/esco/occupation/...; GET /api/occupations/link finds one by title): only people whose current job links to it, whatever language its title is in",
  }),
);

/** A boolean query flag. */
export const Flag = t.Optional(t.Boolean());

/** A contacts lookup: exactly one of a profile URL, an email or a phone (the domain checks "one"). */
export const ContactLookup = {
  pnet_url: t.Optional(t.String({ maxLength: 2048 })),
  email: t.Optional(t.String({ maxLength: 320 })),
  phone: t.Optional(t.String({ maxLength: 64 })),
};

export function contactLookup(query: { pnet_url?: string; email?: string; phone?: string }) {
  return { pnetUrl: query.pnet_url, email: query.email, phone: query.phone };
}

const MAX_LIST_ITEMS = 50;

/** Repeated keys, `name[]` keys and comma lists all add up to one list. */
export function listParam(url: URL, name: string): string[] {
  const values = [...url.searchParams.getAll(name), ...url.searchParams.getAll(`${name}[]`)]
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.length > MAX_LIST_ITEMS)
    throw new ApiError("BAD_REQUEST", `${name} accepts at most ${MAX_LIST_ITEMS} names`);
  if (values.some((v) => v.length > 200))
    throw new ApiError("BAD_REQUEST", `${name}: each name must be at most 200 characters`);
  return [...new Set(values)];
}
