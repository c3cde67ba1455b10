/**
 * The request bodies of POST and PATCH /api/watchers, exactly (issue 44): every field typed and no
 * other field allowed, so a client generated from the document (openapi-typescript, orval...)
 * rejects a misspelt field at compile time. At run time the domain checks the same body and names
 * the bad field in its 400 (src/domain/watchers/manage.ts); the route's own model stays loose so
 * that message, not a generic validator's, is what a client reads.
 */
import { CHANGE_TYPES } from "../../domain/changes/detect.ts";
import { MAX_URL_LENGTH } from "../../domain/record/text-bounds.ts";
import { MAX_WATCHED_PEOPLE, WATCH_EVENTS } from "../../domain/watchers/manage.ts";
import { jsonBody } from "./responses.ts";

const webhookUrl = {
  type: "string",
  format: "uri",
  maxLength: 2048,
  description: "Where events are POSTed (http or https; private and metadata addresses are refused)",
};
const names = (what: string) => ({
  type: "array",
  items: { type: "string" },
  maxItems: 100,
  description: `Only people at these ${what} (current or past), as in search`,
});
const events = (list: readonly string[], description: string) => ({
  type: "array",
  items: { type: "string", enum: [...list] },
  description,
});

/**
 * A watcher's creation body of one kind: what it follows (`subject`, required), the change types it
 * sends and the webhook (required); no other field.
 */
const watchBody = (
  title: string,
  subject: Record<string, Record<string, unknown>>,
  eventTypes: Record<string, unknown>,
) => ({
  type: "object",
  title,
  required: [...Object.keys(subject), "webhook_url"],
  additionalProperties: false,
  properties: { ...subject, events: eventTypes, webhook_url: webhookUrl },
});

const watchPeople = watchBody(
  "WatchPeople",
  {
    people: {
      type: "array",
      items: { type: "string", maxLength: MAX_URL_LENGTH },
      minItems: 1,
      maxItems: MAX_WATCHED_PEOPLE,
      description: "Profile URLs of the people to follow",
    },
  },
  events(CHANGE_TYPES, "The change types to send (default: all)"),
);

const watchSearch = watchBody(
  "WatchSearch",
  {
    search: {
      type: "object",
      required: ["query"],
      additionalProperties: false,
      properties: {
        query: { type: "string", minLength: 1, description: "A natural-language search" },
        companies: names("companies"),
        schools: names("schools"),
      },
    },
  },
  events(WATCH_EVENTS, "The change types to send, and new_match (default: all)"),
);

export const WATCHER_CREATE_BODY = jsonBody(
  { oneOf: [watchPeople, watchSearch] },
  "Exactly one of people or search, and webhook_url",
);

export const WATCHER_PATCH_BODY = jsonBody(
  {
    type: "object",
    title: "WatcherPatch",
    additionalProperties: false,
    properties: {
      status: {
        type: "string",
        enum: ["active", "paused"],
        description: "paused holds deliveries; active resumes (also a failing watcher)",
      },
      rotate_secret: { type: "boolean", description: "true: a new signing secret, in the answer once" },
      events: events(WATCH_EVENTS, "The change types to send (new_match for a saved search only)"),
      webhook_url: webhookUrl,
    },
  },
  "Any of status, rotate_secret, events, webhook_url",
);
