/**
 * components.schemas of the public document: the wire records, generated from the same field
 * lists the serializers use (src/domain/record/fields.ts), so the document cannot list a field the
 * records lack or miss one they have. Nested records every serializer writes field by field are
 * typed field by field; a few records with many optional parts say which keys they always carry.
 */
import {
  EDUCATION_FIELDS,
  type FieldKind,
  NESTED_FIELDS,
  PERSON_FIELDS,
} from "../../domain/record/fields.ts";
import { LEGACY_PROFILE_FIELDS } from "../../format/legacy.ts";
import { EXPLAIN_SCHEMA } from "./explain-record.ts";
import { IDENTIFY_SCHEMAS } from "./identify-records.ts";
import { bulkJobStatus, JOB_SCHEMAS } from "./job-records.ts";
import { nullable, object, ref, type Schema } from "./schema-builders.ts";

function fieldSchema(name: string, kind: FieldKind): Schema {
  const nested = NESTED_FIELDS[name];
  switch (kind) {
    case "string":
      return nullable("string");
    case "int":
      return nullable("integer");
    case "number":
      return nullable("number");
    case "bool":
      return nullable("boolean");
    case "flag":
      return { type: ["integer", "null"], enum: [0, 1, null] };
    case "strings":
      return nullable("array", { items: { type: "string" } });
    case "list":
      return nullable("array", { items: nested ? fields(nested, false) : {} });
    case "object":
      return nested ? { anyOf: [fields(nested, false), { type: "null" }] } : {};
    default:
      return {};
  }
}

function fields(spec: Readonly<Record<string, FieldKind>>, required: boolean): Schema {
  const properties: Record<string, Schema> = {};
  for (const [name, kind] of Object.entries(spec)) properties[name] = fieldSchema(name, kind);
  return { type: "object", ...(required ? { required: Object.keys(spec) } : {}), properties };
}

/** The modern person record: every field, in wire order, null or [] when unknown. */
function modernPerson(): Schema {
  const schema = fields(PERSON_FIELDS, true);
  const properties = schema.properties as Record<string, Schema>;
  properties.match_data = {
    anyOf: [
      {
        type: "object",
        properties: {
          similarity_score: { type: "number" },
          matched_criteria: { type: "array", items: { type: "string" } },
          evaluations: {
            type: "array",
            items: { type: "object" },
            description: "include_evaluations=true only",
          },
        },
      },
      { type: "null" },
    ],
  };
  return { ...schema, description: "The modern person record (legacy=false)" };
}

const legacyDate = nullable("string", { description: "YYYY-MM-DDT00:00:00; 1970-01-01T00:00:00 = current" });

/** The deprecated legacy person result (legacy=true). */
function legacyPerson(): Schema {
  const profile: Record<string, Schema> = {};
  for (const name of LEGACY_PROFILE_FIELDS) profile[name] = fieldSchema(name, PERSON_FIELDS[name]);
  profile.id = { type: "string" };
  profile.is_working = { type: ["boolean", "integer"] };
  profile.is_decision_maker = { type: ["boolean", "integer"] };
  return object(
    {
      profile: object(profile),
      experience: {
        type: "array",
        items: object({
          title: nullable("string"),
          company_name: nullable("string"),
          description: nullable("string"),
          location: nullable("string"),
          start_date: legacyDate,
          end_date: legacyDate,
        }),
      },
      education: {
        type: "array",
        items: object({
          degree: fieldSchema("degree", EDUCATION_FIELDS.degree),
          field_of_study: nullable("string"),
          school_name: nullable("string"),
          start_date: legacyDate,
          end_date: legacyDate,
        }),
      },
      posts: {
        type: "array",
        items: { type: "object", properties: { text: nullable("string"), postUrl: nullable("string") } },
      },
    },
    undefined,
    { description: "The deprecated legacy person result (legacy=true; Deprecation and Sunset headers)" },
  );
}

const isoTime = { type: "string", format: "date-time" };

const contact = object(
  {
    type: { type: "string" },
    value: { type: "string" },
    rating: { type: "integer" },
    subType: { type: "string" },
  },
  ["type", "value"],
);
const social = object({ link: { type: "string" }, type: { type: "string" }, rating: { type: "integer" } }, [
  "link",
  "type",
]);

export const COMPONENT_SCHEMAS: Record<string, Schema> = {
  ModernPerson: modernPerson(),
  LegacyPerson: legacyPerson(),
  RemovedResult: object(
    { removed: { type: "boolean", const: true }, message: { type: "string" } },
    undefined,
    {
      description: "A job result erased at the data subject's request (docs/privacy.md)",
      example: { removed: true, message: "This result was removed at the data subject's request" },
    },
  ),
  Person: {
    anyOf: [ref("LegacyPerson"), ref("ModernPerson")],
    description: "legacy=true (default): LegacyPerson; legacy=false: ModernPerson",
  },
  SearchResponse: object(
    {
      results: { type: "array", items: ref("Person") },
      total: {
        type: "integer",
        description: "People matching (an estimate with advanced_filtering, see docs/search.md)",
      },
      query: { type: "string" },
      search_id: { type: "string", format: "uuid" },
    },
    undefined,
    {
      example: {
        results: [],
        total: 23,
        query: "software engineers in Berlin",
        search_id: "b80a30e4-e0e2-4da9-8d38-ccea32ab925a",
      },
    },
  ),
  Explain: EXPLAIN_SCHEMA,
  ...JOB_SCHEMAS,
  ...IDENTIFY_SCHEMAS,
  Ledger: object({
    credits: { type: "integer" },
    last_topup_at: { type: ["string", "null"], format: "date-time" },
    entries: {
      type: "array",
      items: object({
        created_at: isoTime,
        delta: { type: "integer" },
        balance_after: { type: "integer" },
        operation: { type: "string" },
        job_id: nullable("string"),
      }),
    },
    spent_by_day: {
      type: "array",
      items: object({ day: { type: "string", format: "date" }, spent: { type: "integer" } }),
    },
    spent_by_operation: {
      type: "array",
      items: object({ operation: { type: "string" }, spent: { type: "integer" } }),
    },
  }),
  Contacts: object(
    {
      error: { type: "boolean", description: "true: nothing found (free)" },
      contacts: { type: "array", items: contact },
      social: { type: "array", items: social },
      provider: { type: "string" },
      message: { type: "string" },
    },
    ["error"],
    {
      example: {
        error: false,
        contacts: [{ type: "email", value: "a.jangid@example.com", rating: 92, subType: "verified" }],
        social: [{ link: "https://code.example/ajangid", type: "gh", rating: 73 }],
        provider: "database_bouncer_verified",
      },
    },
  ),
  ContactsResponse: object({ data: { type: "array", items: ref("Contacts") } }),
  Provenance: object(
    {
      sources: {
        type: "array",
        items: object({
          source: { type: "string" },
          first_seen: { type: "string", format: "date-time" },
          last_seen: { type: "string", format: "date-time" },
        }),
      },
      fields: {
        type: "object",
        additionalProperties: { type: "string" },
        description: "Root field -> the source whose value the record shows",
      },
    },
    ["sources", "fields"],
    {
      description:
        "Where a stored person's data came from (include_provenance=true, an extension: docs/sources.md)",
      example: {
        sources: [
          { source: "pdl", first_seen: "2026-11-01T02:00:00.000Z", last_seen: "2026-11-22T02:00:00.000Z" },
          {
            source: "coresignal",
            first_seen: "2026-11-15T03:00:00.000Z",
            last_seen: "2026-11-15T03:00:00.000Z",
          },
        ],
        fields: { name: "pdl", headline: "coresignal", experience: "pdl" },
      },
    },
  ),
  StoredProfile: {
    description: "With include_provenance=true either shape also holds `provenance` (Provenance)",
    anyOf: [
      object(
        {
          profile: {
            type: "object",
            properties: { id: { type: "string" }, name: nullable("string") },
            additionalProperties: true,
          },
          experience: { type: "array", items: { type: "object", additionalProperties: true } },
          education: { type: "array", items: { type: "object", additionalProperties: true } },
          provenance: ref("Provenance"),
        },
        ["profile", "experience", "education"],
        { additionalProperties: true, description: "legacy=true (default)" },
      ),
      {
        allOf: [ref("ModernPerson"), object({ provenance: ref("Provenance") }, [])],
        description: "legacy=false",
      },
    ],
  },
  AltProfileResponse: object({
    data: {
      type: "array",
      items: {
        type: "object",
        properties: {
          profile: { type: "object", additionalProperties: true },
          experience: { type: "array", items: { type: "object", additionalProperties: true } },
          education: { type: "array", items: { type: "object", additionalProperties: true } },
          languages: { type: "array", items: { type: "string" } },
          message: { type: "string", description: "Not found: names the lookup" },
        },
      },
    },
  }),
  ScrapeRecord: {
    type: "object",
    required: ["source", "scraped_at"],
    properties: { source: { type: "string" }, scraped_at: isoTime },
    additionalProperties: true,
    description: "The modern record plus source and scraped_at",
  },
  Reactions: object({
    data: object({
      post_url: { type: "string" },
      total_reactions: { type: "integer" },
      reaction_breakdown: { type: "object", additionalProperties: { type: "integer" } },
      reactions: { type: "array", items: { type: "object", additionalProperties: true } },
      pagination: object({
        current_page: { type: "integer" },
        total_pages: { type: "integer" },
        has_next: { type: "boolean" },
      }),
    }),
  }),
  BulkContactsStatus: bulkJobStatus({
    counts: { emails_found: { type: "integer" }, phones_found: { type: "integer" } },
    result: object(
      {
        url: { type: "string" },
        status: { type: "string" },
        contacts: { type: "array", items: contact },
        social: { type: "array", items: social },
        credits: { type: "integer" },
      },
      ["url", "status"],
    ),
  }),
  Company: object({
    id: { type: "integer" },
    company_name: { type: "string" },
    company_type: nullable("string"),
    company_website: nullable("string"),
    company_website_domain: nullable("string"),
    headquarters: nullable("string"),
    hq_country: nullable("string"),
    employee_count_range: nullable("string"),
    pnet_company_description: nullable("string"),
    pnet_profile_url: nullable("string"),
    pnet_logo_url: nullable("string"),
    year_founded: nullable("string"),
    thirdparty_category: nullable("string"),
    pnet_industry: nullable("string"),
    pnet_speciality: nullable("string"),
    pnet_headcount: nullable("integer"),
    criteria: { type: "object", additionalProperties: { type: "string", enum: ["YES", "MAYBE", "NO"] } },
  }),
  CompanySearchResponse: object({
    results: { type: "array", items: ref("Company") },
    total: { type: "integer" },
    query: { type: "string" },
  }),
};
