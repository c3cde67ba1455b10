/**
 * GET /api/changes (issue 32): the change feed over HTTP, on the source and the binary, both
 * engines: ordered, resumable with its cursor, filtered by type, 1 credit per page that holds
 * events (empty pages free), clear 400s for bad input, and an erased person's events gone.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Person } from "../../src/domain/model.ts";
import { eraseSubject } from "../../src/domain/privacy/subjects.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let key: string;
let people: Person[];

type Feed = {
  events: {
    id: string;
    type: string;
    occurred_at: string;
    person: { id: number; pnet_url: string };
    change: Record<string, unknown>;
  }[];
  next_cursor: string;
};

beforeAll(async () => {
  server = await startTestServer({ prepare: (s) => seedDemoData(s, { people: 40, seed: 5 }).then(() => {}) });
  key = await makeKey(server.storage, "tier2", { credits: 100 });
  people = (await server.storage.people.scan(0, 40)).filter((p) =>
    p.experience.some((e) => e.date_to === null),
  );
});
afterAll(() => server.stop());

const balance = async () =>
  ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number }).credits;

/** What the last page said it charged (X-Credits-Charged). */
let charged: string | null = null;

async function feed(query = ""): Promise<Feed> {
  const res = await server.fetch(`/api/changes${query}`, auth(key));
  expect(res.status).toBe(200);
  charged = res.headers.get("X-Credits-Charged");
  return (await res.json()) as Feed;
}

/** A write of the person as changed by `edit` (what a scrape or an import would bring). */
async function rewrite(person: Person, edit: (p: Person) => void) {
  const p = structuredClone(person);
  edit(p);
  await server.storage.people.upsert([{ person: p, contacts: [], social: [] }], { source: "test" });
}

describe("GET /api/changes", () => {
  let start: string;
  test("nothing changed yet: an empty page, free, and a cursor", async () => {
    const before = await balance();
    const page = await feed();
    expect(page.events).toEqual([]);
    expect(typeof page.next_cursor).toBe("string");
    start = page.next_cursor;
    expect(await balance()).toBe(before);
    expect(charged).toBe("0");
  });

  test("changes in order, resumable page by page; 1 credit per page with events", async () => {
    const [a, b, c] = people as [Person, Person, Person];
    await rewrite(a, (p) => {
      p.headline = "Fractional CTO for seed-stage startups";
    });
    await rewrite(b, (p) => {
      p.location = "Nairobi, Kenya";
      p.location_full = "Nairobi, Nairobi County, Kenya";
      p.location_country = "Kenya";
    });
    await rewrite(c, (p) => {
      for (const e of p.experience) if (e.date_to === null) e.date_to = "2026-10";
    });
    const before = await balance();
    const all = await feed(`?since=${start}`);
    expect(await balance()).toBe(before - 1);
    expect(charged).toBe("1");
    expect(all.events.map((e) => [e.person.pnet_url, e.type])).toEqual(
      expect.arrayContaining([
        [a.pnet_url, "profile_updated"],
        [b.pnet_url, "location_changed"],
        [c.pnet_url, "job_ended"],
      ]),
    );
    for (const e of all.events) {
      expect(Object.keys(e)).toEqual(["id", "type", "occurred_at", "person", "change"]);
      expect(e.id).toMatch(/^evt_\d+$/);
      expect(Number.isNaN(Date.parse(e.occurred_at))).toBe(false);
    }
    const b1 = all.events.find((e) => e.type === "location_changed");
    expect(b1?.change).toMatchObject({ field: "location", after: { country: "Kenya" }, source: "test" });

    // One at a time: the same events, in the same order, then an empty (free) page.
    const seen: string[] = [];
    let cursor = start;
    for (let i = 0; i < 20; i++) {
      const page = await feed(`?since=${cursor}&limit=1`);
      if (page.events.length === 0) {
        expect(page.next_cursor).toBe(cursor);
        break;
      }
      seen.push(...page.events.map((e) => e.id));
      cursor = page.next_cursor;
    }
    expect(seen).toEqual(all.events.map((e) => e.id));
    const idle = await balance();
    await feed(`?since=${cursor}`);
    expect(await balance()).toBe(idle);
  });

  test("types filter; since=now follows only what happens next", async () => {
    const ended = await feed(`?since=${start}&types=job_ended`);
    expect(ended.events.length).toBeGreaterThan(0);
    expect(new Set(ended.events.map((e) => e.type))).toEqual(new Set(["job_ended"]));
    const now = await feed("?since=now");
    expect(now.events).toEqual([]);
    await rewrite(people[3] as Person, (p) => {
      p.skills = [...p.skills, "Rust"];
    });
    const next = await feed(`?since=${now.next_cursor}`);
    expect(next.events.map((e) => [e.person.pnet_url, e.type, e.change.field])).toEqual([
      [(people[3] as Person).pnet_url, "profile_updated", "skills"],
    ]);
    expect(next.events[0]?.change).toMatchObject({ added: ["Rust"], removed: [] });
  });

  test("bad input: a clear 400 with detail, nothing charged", async () => {
    const before = await balance();
    for (const q of [
      "?types=job_started,promotion",
      "?since=not-a-cursor",
      // Well formed, but beyond the log: never given out (following it would skip events).
      `?since=${Buffer.from("c1.999999999").toString("base64url")}`,
      "?limit=0",
      "?limit=1001",
      "?limit=abc",
    ]) {
      const res = await server.fetch(`/api/changes${q}`, auth(key));
      expect([400, 422]).toContain(res.status);
      const body = (await res.json()) as { detail: unknown };
      expect(body.detail).toBeTruthy();
    }
    const unknown = await server.fetch("/api/changes?types=promotion", auth(key));
    const refused = await expectCode(unknown, "BAD_REQUEST");
    expect(refused.detail).toContain("job_started");
    expect(await balance()).toBe(before);
    expect((await server.fetch("/api/changes")).status).toBe(401);
  });

  test("an erased person's events are erased with them", async () => {
    const [a] = people as [Person];
    const before = await feed(`?since=${start}&limit=1000`);
    expect(before.events.some((e) => e.person.id === a.id)).toBe(true);
    await eraseSubject(server.storage, a.id, {
      reason: "test: right to erasure",
      requestedBy: "test",
      now: new Date(),
    });
    const after = await feed(`?since=${start}&limit=1000`);
    expect(after.events.some((e) => e.person.id === a.id)).toBe(false);
    expect(after.events.length).toBeGreaterThan(0);
  });
});
