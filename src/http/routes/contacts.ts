/**
 * Contacts of one profile: GET /api/enrich/contacts, and GET /api/enrich/contact, the alias
 * published clients send (enrich_email / enrich_phone; docs/api.md, "Compatibility aliases").
 */
import { Elysia, t } from "elysia";
import { enrichContacts } from "../../domain/enrich/contacts.ts";
import type { ApiKeyRecord } from "../../domain/storage/index.ts";
import { contactsBody } from "../../format/enrich.ts";
import type { AppDeps, EdgeDeps } from "../deps.ts";
import { aliasOperation, documented, ok, operation, PAID, schemaRef } from "../openapi/responses.ts";
import { authenticated } from "../plugins/auth.ts";
import { requestIdOf } from "../plugins/request-id.ts";
import { ContactLookup, contactLookup, Flag } from "../schemas.ts";

type ContactsDeps = EdgeDeps & Pick<AppDeps, "outbound">;

const Off = t.Optional(t.Boolean({ default: false }));

/** The one domain call of both paths, with the flags each path reads (absent: false). */
async function contactsAnswer(
  deps: ContactsDeps,
  call: { apiKey: ApiKeyRecord; request: Request; query: Parameters<typeof contactLookup>[0] },
  emailEnrichment: boolean | undefined,
  phoneEnrichment: boolean | undefined,
) {
  const record = await enrichContacts(deps.storage, call.apiKey, {
    ...contactLookup(call.query),
    emailEnrichment: emailEnrichment ?? false,
    phoneEnrichment: phoneEnrichment ?? false,
    requestId: requestIdOf(call.request),
    mx: deps.outbound.mx,
  });
  return contactsBody(record);
}

export function contactsRoutes(deps: ContactsDeps) {
  return new Elysia({ prefix: "/api/enrich" })
    .use(authenticated(deps, "contacts"))
    .get(
      "/contacts",
      (call) => contactsAnswer(deps, call, call.query.email_enrichment, call.query.phone_enrichment),
      {
        query: t.Object({ ...ContactLookup, email_enrichment: Off, phone_enrichment: Off }),
        detail: operation(
          "Enrichment",
          "Contact details",
          documented(
            ok(
              "One contacts record (error: true when nothing was found, free)",
              schemaRef("ContactsResponse"),
            ),
            ...PAID,
            404,
          ),
          {
            operationId: "getContacts",
            description:
              "Emails, phones and social links for one profile, found by exactly one of pnet_url, email or phone. " +
              "No flags: all available info for 4 credits. email_enrichment: 4 if an email is found; phone_enrichment: 10 if a phone is found; " +
              "both: 14/4/10/0. Nothing found: error true, free. Not on the free tier; needs purchased credits.",
          },
        ),
      },
    );
}

/** GET /api/enrich/contact: GET /api/enrich/contacts with enrich_email / enrich_phone. */
export function contactAliasRoutes(deps: ContactsDeps) {
  return new Elysia({ prefix: "/api/enrich" })
    .use(authenticated(deps, "contacts"))
    .get(
      "/contact",
      (call) =>
        contactsAnswer(
          deps,
          call,
          call.query.enrich_email ?? call.query.email_enrichment,
          call.query.enrich_phone ?? call.query.phone_enrichment,
        ),
      {
        query: t.Object({
          ...ContactLookup,
          enrich_email: Flag,
          enrich_phone: Flag,
          email_enrichment: Flag,
          phone_enrichment: Flag,
        }),
        detail: aliasOperation(
          "Contact details (alias of /api/enrich/contacts)",
          "getContactAlias",
          documented(ok("As /api/enrich/contacts", schemaRef("ContactsResponse")), ...PAID, 404),
        ),
      },
    );
}
