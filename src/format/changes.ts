/** A change-log row as the change feed and webhooks show it (docs/changes.md). */
import type { ChangePage } from "../domain/changes/feed.ts";
import type { StoredChange } from "../domain/storage/index.ts";
import { chargedAnswer } from "./charged.ts";

export interface ChangeEventBody {
  id: string;
  type: string;
  occurred_at: string;
  person: { id: number; pnet_url: string };
  change: Record<string, unknown>;
}

/** `evt_<log id>`: stable, so a receiver can drop an event it has seen. */
export function changeEventBody(c: StoredChange): ChangeEventBody {
  return {
    id: `evt_${c.id}`,
    type: c.type,
    occurred_at: c.occurredAt,
    person: { id: c.personId, pnet_url: c.pnetUrl },
    change: { field: c.field, kind: c.change, ...c.detail, source: c.source },
  };
}

/** GET /api/changes: one page of events and the cursor of the next; what it cost in a header. */
export function changeFeedAnswer(page: ChangePage) {
  return chargedAnswer(page.charged, {
    events: page.events.map(changeEventBody),
    next_cursor: page.nextCursor,
  });
}
