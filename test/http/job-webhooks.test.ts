/**
 * Job webhooks (issue 32, point 5), on the source and the binary, both engines: a deep research or
 * bulk contact job started with `webhook_url` is announced there when it ends, signed with the
 * secret its start response showed once (verified with `standardwebhooks`); a cancelled job is
 * announced as cancelled; a private address is refused at the start and nothing is charged.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Webhook } from "standardwebhooks";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON bodies
type Json = Record<string, any>;
type Received = { path: string; headers: Record<string, string>; body: string };

let server: TestServer;
let receiver: ReturnType<typeof Bun.serve>;
const received: Received[] = [];
const hook = (path: string) => `http://127.0.0.1:${receiver.port}${path}`;

beforeAll(async () => {
  receiver = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      received.push({
        path: new URL(req.url).pathname,
        headers: Object.fromEntries(req.headers),
        body: await req.text(),
      });
      return new Response("ok");
    },
  });
  server = await startTestServer({
    env: { WEBHOOKS_ALLOW_LOOPBACK: "true", WEBHOOK_POLL_MS: "100", WEBHOOK_TIMEOUT_MS: "1000" },
    prepare: (s) => seedDemoData(s, { people: 1500, seed: 33 }).then(() => {}),
  });
}, 60_000);
afterAll(async () => {
  await server.stop();
  receiver.stop(true);
});

async function send(key: string, method: string, path: string, body?: unknown) {
  const res = await server.fetch(path, {
    method,
    headers: { ...auth(key).headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { res, body: (await res.json()) as Json };
}

async function arrivals(path: string, count: number, ms = 20_000): Promise<Received[]> {
  const end = Date.now() + ms;
  while (received.filter((r) => r.path === path).length < count && Date.now() < end) await Bun.sleep(100);
  // A moment more: anything beyond `count` would be a duplicate or a stray event.
  await Bun.sleep(400);
  return received.filter((r) => r.path === path);
}

/** The body, after its signature was verified with the secret (throws otherwise). */
function verified(r: Received, secret: string): Json {
  return new Webhook(secret).verify(r.body, {
    "webhook-id": r.headers["webhook-id"] as string,
    "webhook-timestamp": r.headers["webhook-timestamp"] as string,
    "webhook-signature": r.headers["webhook-signature"] as string,
  }) as Json;
}

describe("deep research", () => {
  test("announced once when it completes, signed with the secret shown at the start", async () => {
    const key = await makeKey(server.storage, "tier2", { credits: 1000 });
    const start = await send(key, "POST", "/api/search/deep_research", {
      query: "software engineers",
      limit: 5,
      webhook_url: hook("/research"),
    });
    expect(start.res.status).toBe(200);
    expect(start.body.webhook_secret).toMatch(/^whsec_/);
    const [arrived, ...more] = await arrivals("/research", 1);
    expect(more).toHaveLength(0);
    const body = verified(arrived as Received, start.body.webhook_secret);
    expect(body).toMatchObject({
      type: "job.completed",
      data: { job_id: start.body.job_id, kind: "deep_research", status: "completed", error: null },
    });
    expect(body.data.message).toContain("profiles");
    // The served document's webhooks describe what arrived.
    const doc = (await (await server.fetch("/openapi/json")).json()) as Json;
    const schema = doc.webhooks["job.completed"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(body.data).sort()).toEqual([...schema.properties.data.required].sort());
    for (const type of ["job.failed", "job.cancelled"]) expect(doc.webhooks[type]).toBeDefined();
    expect(() => verified(arrived as Received, "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")).toThrow();
    const status = await send(key, "GET", `/api/search/deep_research/${start.body.job_id}`);
    expect(status.body.status).toBe("completed");
    // The secret is shown once: never in the status.
    expect(JSON.stringify(status.body)).not.toContain(start.body.webhook_secret);
  });

  test("a cancelled job is announced as cancelled (or completed, if it ended first)", async () => {
    const key = await makeKey(server.storage, "tier2", { credits: 10_000 });
    const start = await send(key, "POST", "/api/search/deep_research", {
      query: "people",
      limit: 1000,
      webhook_url: hook("/cancelled"),
    });
    const cancel = await send(key, "POST", `/api/search/deep_research/${start.body.job_id}/cancel`);
    const [arrived, ...more] = await arrivals("/cancelled", 1);
    expect(more).toHaveLength(0);
    const body = verified(arrived as Received, start.body.webhook_secret);
    expect(body.data.job_id).toBe(start.body.job_id);
    expect(body.type).toBe(cancel.res.status === 200 ? "job.cancelled" : "job.completed");
  });

  test("without webhook_url: no secret, nothing sent", async () => {
    const key = await makeKey(server.storage, "tier2", { credits: 100 });
    const before = received.length;
    const start = await send(key, "POST", "/api/search/deep_research", { query: "designers", limit: 2 });
    expect(start.res.status).toBe(200);
    expect(start.body.webhook_secret).toBeUndefined();
    for (let i = 0; i < 100; i++) {
      const s = await send(key, "GET", `/api/search/deep_research/${start.body.job_id}`);
      if (s.body.status === "completed") break;
      await Bun.sleep(50);
    }
    await Bun.sleep(500);
    expect(received.length).toBe(before);
  });

  test("a private or malformed webhook_url is refused at the start, and nothing is charged", async () => {
    const key = await makeKey(server.storage, "tier2", { credits: 100 });
    for (const url of ["http://10.0.0.7/hook", "http://169.254.169.254/latest", "ftp://example.com/x", 42]) {
      const res = await send(key, "POST", "/api/search/deep_research", {
        query: "designers",
        webhook_url: url,
      });
      await expectCode(res, "BAD_REQUEST");
      expect(String(res.body.detail)).toContain("webhook_url");
    }
    const me = await send(key, "GET", "/api/credits");
    expect(me.body.credits).toBe(100);
  });
});

describe("bulk contacts", () => {
  test("announced once when it completes", async () => {
    const key = await makeKey(server.storage, "tier2", { credits: 10_000 });
    const urls = (await server.storage.people.scan(0, 3)).map((p) => p.pnet_url);
    const start = await send(key, "POST", "/api/enrich/bulk-contacts", { urls, webhook_url: hook("/bulk") });
    expect(start.res.status).toBe(200);
    expect(start.body.webhook_secret).toMatch(/^whsec_/);
    const [arrived, ...more] = await arrivals("/bulk", 1);
    expect(more).toHaveLength(0);
    const body = verified(arrived as Received, start.body.webhook_secret);
    expect(body).toMatchObject({
      type: "job.completed",
      data: { job_id: start.body.job_id, kind: "bulk_contacts", status: "completed" },
    });
    expect(body.data.message).toContain("3 URLs");
  });

  test("a webhook_url on a private address is refused", async () => {
    const key = await makeKey(server.storage, "tier2", { credits: 100 });
    const urls = (await server.storage.people.scan(0, 1)).map((p) => p.pnet_url);
    const res = await send(key, "POST", "/api/enrich/bulk-contacts", {
      urls,
      webhook_url: "http://192.168.1.20/hook",
    });
    await expectCode(res, "BAD_REQUEST");
    expect(String(res.body.detail)).toContain("webhook_url");
  });
});
