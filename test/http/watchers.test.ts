/**
 * Watchers and signed webhooks (issue 32), on the source and the binary, both engines: a people
 * file imported, watchers started (a list of URLs and a saved search), a changed file imported, and
 * a receiver on loopback gets exactly the expected events, each verified with the
 * `standardwebhooks` package; nothing for the unchanged person. Retries after a 500, a receiver
 * that hangs timed out, private addresses refused, watchers private to their key.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { exportLines } from "../../src/cli/export-lines.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importPeopleFile } from "../../src/domain/import/import.ts";
import { eraseSubject } from "../../src/domain/privacy/subjects.ts";
import { SearchService } from "../../src/domain/search/search.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

// biome-ignore lint/suspicious/noExplicitAny: the test edits parsed JSON records freely
type Json = Record<string, any>;
type Received = { headers: Record<string, string>; body: string; at: number };

let server: TestServer;
let key: string;
let people: Json[];
let companies: Json[];
const received: Received[] = [];
/** How the receiver answers, by request path. */
const behaviour = new Map<string, (r: Received, nth: number) => Response | Promise<Response>>();
let receiver: ReturnType<typeof Bun.serve>;
const hook = (path: string) => `http://127.0.0.1:${receiver.port}${path}`;

beforeAll(async () => {
  receiver = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const path = new URL(req.url).pathname;
      const r: Received = {
        headers: Object.fromEntries(req.headers),
        body: await req.text(),
        at: Date.now(),
      };
      received.push({ ...r, headers: { ...r.headers, path } });
      const nth = received.filter((x) => x.headers.path === path).length;
      return (await behaviour.get(path)?.(r, nth)) ?? new Response("ok");
    },
  });
  server = await startTestServer({
    env: { WEBHOOKS_ALLOW_LOOPBACK: "true", WEBHOOK_POLL_MS: "100", WEBHOOK_TIMEOUT_MS: "1000" },
    prepare: (s) => seedDemoData(s, { people: 60, seed: 9 }).then(() => {}),
  });
  key = await makeKey(server.storage, "tier2", { credits: 100 });
  people = [];
  for await (const l of exportLines(server.storage, "people")) people.push(JSON.parse(l));
  companies = [];
  for await (const l of exportLines(server.storage, "companies")) companies.push(JSON.parse(l));
});
afterAll(async () => {
  await server.stop();
  receiver.stop(true);
});

async function api(method: string, path: string, body?: unknown, as = key) {
  return server.fetch(path, {
    method,
    headers: { ...auth(as).headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function until<T>(what: () => T | Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v) || Date.now() > end) return v;
    await Bun.sleep(100);
  }
}

const at = (path: string) => received.filter((r) => r.headers.path === path);

async function importRecords(records: Json[], name: string) {
  const file = join(server.dir, name);
  writeFileSync(file, records.map((r) => JSON.stringify(r)).join("\n"));
  return importPeopleFile(server.storage, file, { workers: 0 });
}

describe("watchers and signed webhooks", () => {
  test("a changed file reaches exactly the watched people's events and the saved search's new matches, signed", async () => {
    const employed = people.filter((p) => p.experience?.some((e: Json) => e.date_to === null));
    const [mover, promoted, untouched] = employed as [Json, Json, Json];
    const listed = await api("POST", "/api/watchers", {
      people: [mover.pnet_url, promoted.pnet_url.toUpperCase(), untouched.pnet_url],
      webhook_url: hook("/list"),
    });
    expect(listed.status).toBe(200);
    const list = (await listed.json()) as Json;
    expect(list).toMatchObject({ kind: "people", people_count: 3, status: "active" });
    expect(list.secret).toMatch(/^whsec_/);

    const saved = { query: "Head of Platform" };
    const searching = await api("POST", "/api/watchers", {
      search: saved,
      events: ["new_match"],
      webhook_url: hook("/search"),
    });
    expect(searching.status).toBe(200);
    const search = (await searching.json()) as Json;
    const service = new SearchService(server.storage, () => new Date());
    const matches = async () =>
      new Set((await service.retrieve(await service.plan({ ...saved, companies: [], schools: [] }))).ids);
    const before = await matches();

    // The week after: a job move (to Head of Platform), a promotion, one new Head of Platform.
    const next = structuredClone(people);
    const m = next.find((p) => p.pnet_url === mover.pnet_url) as Json;
    for (const e of m.experience)
      if (e.date_to === null) Object.assign(e, { date_to: "2026-03", active_experience: 0 });
    const other = companies.at(-1) as Json;
    const platformJob = {
      active_experience: 1,
      position_title: "Head of Platform",
      company_id: other.id,
      company_name: other.company_name,
      date_from: "2026-04",
      date_to: null,
    };
    m.experience.unshift({ ...platformJob });
    m.active_experience_title = "Head of Platform";
    const p = next.find((x) => x.pnet_url === promoted.pnet_url) as Json;
    const job = p.experience.find((e: Json) => e.date_to === null);
    job.position_title = `Principal ${job.position_title}`;
    next.push({
      pnet_url: "https://www.pnet.example/in/ines-okafor-platform",
      name: "Ines Okafor",
      headline: "Head of Platform",
      location: "Dublin, Ireland",
      experience: [{ ...platformJob, date_from: "2025-11" }],
    });
    const summary = await importRecords(next, "week2.jsonl");
    expect(summary).toMatchObject({ imported: 1, updated: 2 });
    const after = await matches();
    const entered = [...after].filter((id) => !before.has(id));
    expect(entered.length).toBeGreaterThanOrEqual(1);

    const listEvents = await until(
      () => at("/list"),
      (r) => r.length >= 4,
    );
    const searchEvents = await until(
      () => at("/search"),
      (r) => r.length >= entered.length,
    );
    await Bun.sleep(1500); // nothing more arrives
    const verify = (r: Received, secret: string) =>
      new Webhook(secret).verify(r.body, {
        "webhook-id": r.headers["webhook-id"] as string,
        "webhook-timestamp": r.headers["webhook-timestamp"] as string,
        "webhook-signature": r.headers["webhook-signature"] as string,
      }) as Json;
    const listBodies = at("/list").map((r) => verify(r, list.secret));
    expect(listBodies.map((b) => `${b.data.event.person.pnet_url} ${b.type}`).sort()).toEqual(
      [
        `${mover.pnet_url} job_ended`,
        `${mover.pnet_url} job_started`,
        `${mover.pnet_url} company_changed`,
        `${promoted.pnet_url} title_changed`,
      ].sort(),
    );
    expect(listEvents.length).toBe(4);
    const moved = listBodies.find((b) => b.type === "company_changed");
    expect(moved?.data.event.change.after).toMatchObject({
      company_id: other.id,
      company_name: other.company_name,
    });
    for (const b of listBodies) {
      expect(Object.keys(b)).toEqual(["type", "timestamp", "data"]);
      expect(b.data.watcher_id).toBe(list.id);
      expect(Object.keys(b.data.event)).toEqual(["id", "type", "occurred_at", "person", "change"]);
    }
    expect(new Set(at("/list").map((r) => r.headers["webhook-id"])).size).toBe(4);
    // Tampering is caught by the receiver's check.
    const first = at("/list")[0] as Received;
    expect(() => verify({ ...first, body: first.body.replace('"type"', '"typo"') }, list.secret)).toThrow();

    const searchBodies = at("/search").map((r) => verify(r, search.secret));
    expect(searchBodies.map((b) => b.type)).toEqual(entered.map(() => "new_match"));
    expect(searchBodies.map((b) => b.data.event.person.id).sort()).toEqual(entered.sort());
    expect(searchBodies.map((b) => b.data.event.person.pnet_url)).toContain(
      "https://www.pnet.example/in/ines-okafor-platform",
    );
    expect(searchEvents.length).toBe(entered.length);

    const deliveries = (await (await api("GET", `/api/watchers/${list.id}/deliveries`)).json()) as Json;
    expect(deliveries.deliveries).toHaveLength(4);
    for (const d of deliveries.deliveries)
      expect(d).toMatchObject({ status: "delivered", attempts: 1, last_response_code: 200 });
  }, 60_000);

  test("a receiver that answers 500 gets the retry, with the same webhook-id; a hanging one is timed out", async () => {
    behaviour.set("/flaky", (_r, nth) => new Response("no", { status: nth === 1 ? 500 : 200 }));
    behaviour.set("/hang", () => new Promise<Response>(() => {}));
    const target = people[10] as Json;
    const flaky = (await (
      await api("POST", "/api/watchers", { people: [target.pnet_url], webhook_url: hook("/flaky") })
    ).json()) as Json;
    const hanging = (await (
      await api("POST", "/api/watchers", { people: [target.pnet_url], webhook_url: hook("/hang") })
    ).json()) as Json;
    const changed = structuredClone(target);
    changed.headline = "Now building developer tools";
    await importRecords([changed], "headline.jsonl");

    const attempts = await until(
      () => at("/flaky"),
      (r) => r.length >= 2,
      12_000,
    );
    expect(attempts.length).toBe(2);
    expect(attempts[0]?.headers["webhook-id"]).toBe(attempts[1]?.headers["webhook-id"] as string);
    const gap = (attempts[1]?.at ?? 0) - (attempts[0]?.at ?? 0);
    expect(gap).toBeGreaterThanOrEqual(3500); // the first retry waits 5 s ± 20%
    const flakyDeliveries = await until(
      async () =>
        ((await (await api("GET", `/api/watchers/${flaky.id}/deliveries`)).json()) as Json).deliveries,
      (d: Json[]) => d[0]?.status === "delivered",
    );
    expect(flakyDeliveries[0]).toMatchObject({ status: "delivered", attempts: 2, last_response_code: 200 });

    const hung = ((await (await api("GET", `/api/watchers/${hanging.id}/deliveries`)).json()) as Json)
      .deliveries;
    expect(hung[0]).toMatchObject({ status: "pending", last_response_code: null });
    expect(hung[0].attempts).toBeGreaterThanOrEqual(1);
    expect(hung[0].last_error).toContain("no answer within 1000 ms");

    // Redelivery: queued again at once, same webhook-id.
    const redo = await api(
      "POST",
      `/api/watchers/${flaky.id}/deliveries/${flakyDeliveries[0]?.id}/redeliver`,
    );
    expect(redo.status).toBe(200);
    const three = await until(
      () => at("/flaky"),
      (r) => r.length >= 3,
    );
    expect(three[2]?.headers["webhook-id"]).toBe(attempts[0]?.headers["webhook-id"] as string);
  }, 60_000);

  test("a webhook_url changed by PATCH applies to the deliveries already queued", async () => {
    behaviour.set("/moved-from", () => new Response("gone", { status: 500 }));
    const target = people[12] as Json;
    const w = (await (
      await api("POST", "/api/watchers", { people: [target.pnet_url], webhook_url: hook("/moved-from") })
    ).json()) as Json;
    const changed = structuredClone(target);
    changed.headline = "Moving to a new receiver";
    await importRecords([changed], "moved.jsonl");
    await until(
      () => at("/moved-from"),
      (r) => r.length >= 1,
    );
    const patched = await api("PATCH", `/api/watchers/${w.id}`, { webhook_url: hook("/moved-to") });
    expect(patched.status).toBe(200);
    const [queued] = ((await (await api("GET", `/api/watchers/${w.id}/deliveries`)).json()) as Json)
      .deliveries;
    expect(queued).toMatchObject({ status: "pending", last_response_code: 500 });
    expect((await api("POST", `/api/watchers/${w.id}/deliveries/${queued.id}/redeliver`)).status).toBe(200);
    const arrived = await until(
      () => at("/moved-to"),
      (r) => r.length >= 1,
    );
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.headers["webhook-id"]).toBe(queued.message_id);
    expect(at("/moved-from")).toHaveLength(1);
  }, 60_000);

  test("private, metadata and malformed webhook URLs are refused at creation; bad bodies are 400s", async () => {
    const url = (people[0] as Json).pnet_url;
    for (const webhook_url of [
      "http://10.0.0.7/hook",
      "http://169.254.169.254/latest",
      "http://[fd00::1]/x",
      "http://192.168.1.2/",
      "ftp://example.com/x",
      "not a url",
    ]) {
      const res = await api("POST", "/api/watchers", { people: [url], webhook_url });
      await expectCode(res, "BAD_REQUEST");
    }
    for (const body of [
      { webhook_url: hook("/x") },
      { people: [url], search: { query: "cto" }, webhook_url: hook("/x") },
      { people: ["not a profile"], webhook_url: hook("/x") },
      { people: [url], events: ["new_match"], webhook_url: hook("/x") },
      { search: { query: "" }, webhook_url: hook("/x") },
      { people: [url], webhook_url: hook("/x"), colour: "red" },
    ])
      await expectCode(await api("POST", "/api/watchers", body), "BAD_REQUEST");
    // The saved search is documented exactly too (OpenAPI: additionalProperties false): a misspelt
    // field inside it was accepted and the watcher made without it.
    const misspelt = await api("POST", "/api/watchers", {
      search: { query: "cto", school: ["MIT"] },
      webhook_url: hook("/x"),
    });
    const refused = await expectCode(misspelt, "BAD_REQUEST");
    expect(refused.detail).toContain('"school"');
    expect(refused.detail).toContain("search");
  });

  test("watchers belong to their key; pause holds deliveries, resume sends them, a rotated secret signs", async () => {
    const other = await makeKey(server.storage, "tier2", { credits: 10 });
    const target = people[20] as Json;
    const w = (await (
      await api("POST", "/api/watchers", { people: [target.pnet_url], webhook_url: hook("/paused") })
    ).json()) as Json;
    for (const [method, path] of [
      ["GET", `/api/watchers/${w.id}`],
      ["PATCH", `/api/watchers/${w.id}`],
      ["DELETE", `/api/watchers/${w.id}`],
      ["GET", `/api/watchers/${w.id}/deliveries`],
    ] as const)
      await expectCode(
        await api(method, path, method === "PATCH" ? { status: "paused" } : undefined, other),
        "NOT_FOUND",
      );
    expect(((await (await api("GET", "/api/watchers", undefined, other)).json()) as Json).watchers).toEqual(
      [],
    );

    expect((await api("PATCH", `/api/watchers/${w.id}`, { status: "paused" })).status).toBe(200);
    const changed = structuredClone(target);
    changed.headline = "Paused headline";
    await importRecords([changed], "paused.jsonl");
    await Bun.sleep(1500);
    expect(at("/paused")).toHaveLength(0);
    const rotated = (await (
      await api("PATCH", `/api/watchers/${w.id}`, { status: "active", rotate_secret: true })
    ).json()) as Json;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(w.secret);
    const got = await until(
      () => at("/paused"),
      (r) => r.length >= 1,
      90_000,
    );
    const r = got[0] as Received;
    const headers = {
      "webhook-id": r.headers["webhook-id"] as string,
      "webhook-timestamp": r.headers["webhook-timestamp"] as string,
      "webhook-signature": r.headers["webhook-signature"] as string,
    };
    expect(() => new Webhook(rotated.secret).verify(r.body, headers)).not.toThrow();
    expect(() => new Webhook(w.secret).verify(r.body, headers)).toThrow();

    expect(await (await api("DELETE", `/api/watchers/${w.id}`)).json()).toEqual({ id: w.id, deleted: true });
    await expectCode(await api("GET", `/api/watchers/${w.id}`), "NOT_FOUND");
  }, 120_000);

  test("an erasure removes the webhook bodies about the person and their place in watchers' lists", async () => {
    const target = people[30] as Json;
    const other = people[31] as Json;
    const w = (await (
      await api("POST", "/api/watchers", {
        people: [target.pnet_url, other.pnet_url],
        webhook_url: hook("/erased"),
      })
    ).json()) as Json;
    await importRecords(
      [target, other].map((p) => ({ ...p, headline: `${p.headline ?? ""} (erasure test)` })),
      "erasure.jsonl",
    );
    const listed = async () =>
      ((await (await api("GET", `/api/watchers/${w.id}/deliveries`)).json()) as Json).deliveries as Json[];
    expect((await until(listed, (d) => d.length >= 2)).length).toBe(2);
    const id = (await server.storage.people.findIdByUrl(target.pnet_url)) as number;
    await eraseSubject(server.storage, id, { reason: "test: erasure", requestedBy: "test", now: new Date() });
    const after = await listed();
    expect(after).toHaveLength(1);
    // What is left is about the other person; nothing anywhere names the erased one.
    const bodies = await server.sql<{ payload: string }>("SELECT payload FROM webhook_deliveries");
    expect(bodies.some((b) => b.payload.includes(other.pnet_url))).toBe(true);
    expect(bodies.some((b) => b.payload.includes(target.pnet_url))).toBe(false);
    expect(((await (await api("GET", `/api/watchers/${w.id}`)).json()) as Json).people_count).toBe(1);
  });
});
