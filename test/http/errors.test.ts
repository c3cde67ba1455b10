/** Errors at the edge: body limits, validation answers, unexpected failures (500) and database trouble (503), and the request log. */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { loggedLine } from "../helpers/log-lines.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
const ADMIN = "admin-token-for-tests-0123456789";

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_TOKEN: ADMIN } });
});
afterAll(() => server.stop());
afterEach(async () => {
  // The balance of every key always equals the sum of its ledger.
  expect(await server.storage.credits.unreconciled()).toEqual([]);
});

describe("plumbing", () => {
  test("a body over the limit is refused with 413", async () => {
    const res = await server.fetch("/admin/keys", {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ tier: "tier1", name: "x".repeat(3 * 1024 * 1024) }),
    });
    await expectCode(res, "PAYLOAD_TOO_LARGE");
    expect(((await res.json()) as { detail: string }).detail).toContain("too large");
  });

  test("validation errors are 400 with a readable detail, never Elysia's own body", async () => {
    const res = await server.fetch("/admin/keys", {
      method: "POST",
      headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ tier: "tier1", credits: -5 }),
    });
    await expectCode(res, "BAD_REQUEST");
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["code", "detail", "error", "request_id"]);
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.request_id).toBe(res.headers.get("x-request-id"));
    expect(String(body.detail)).toContain("credits");
  });
});

describe("logs and unexpected errors", () => {
  test("one JSON line per request with method, path, status, ms and key id, never the key", async () => {
    const lines: string[] = [];
    const logged = await startTestServer({ logLines: lines });
    try {
      const key = await makeKey(logged.storage, "tier1", { credits: 5 });
      const res = await logged.fetch("/api/credits", auth(key));
      expect(res.status).toBe(200);
      const entry = await loggedLine(lines, (l) => l.msg === "request" && l.path === "/api/credits");
      expect(entry).toMatchObject({
        level: "info",
        method: "GET",
        status: 200,
        request_id: res.headers.get("x-request-id"),
      });
      expect(typeof entry?.ms).toBe("number");
      expect(Number(entry?.key_id)).toBeGreaterThan(0);
      expect(lines.join("\n")).not.toContain(key);
    } finally {
      await logged.stop();
    }
  });

  test("an unexpected failure is a 500 naming the request id; the stack goes to the log only", async () => {
    const lines: string[] = [];
    const broken = await startTestServer({
      logLines: lines,
      prepare: (st) => seedDemoData(st, { people: 1, seed: 5 }).then(() => {}),
    });
    const key = await makeKey(broken.storage, "tier1", { credits: 5 });
    const [person] = await broken.storage.people.scan(0, 1);
    // A stored record that is not JSON: reading it throws, which is a bug, not the database's fault.
    await broken.sql("UPDATE people SET record = 'not json', version = version + 1");
    try {
      const res = await broken.fetch(
        `/api/enrich/pnet?pnet_url=${encodeURIComponent(person?.pnet_url ?? "")}`,
        auth(key),
      );
      await expectCode(res, "INTERNAL");
      const body = (await res.json()) as { detail: string };
      const requestId = res.headers.get("x-request-id") ?? "";
      expect(body.detail).toBe(`Internal server error (request id ${requestId})`);
      expect(JSON.stringify(body)).not.toContain("at ");
      const logged = await loggedLine(lines, (l) => l.msg === "unhandled error");
      expect(logged?.request_id).toBe(requestId);
      expect(String(logged?.stack)).toContain("at ");
    } finally {
      await broken.stop();
    }
  });

  test("a database failure is a 503 with Retry-After, logged as a storage error", async () => {
    const lines: string[] = [];
    const broken = await startTestServer({ logLines: lines });
    const key = await makeKey(broken.storage, "tier1", { credits: 5 });
    // Pull the table from under the running server: every people query now fails.
    await broken.sql("ALTER TABLE people RENAME TO people_gone");
    try {
      const res = await broken.fetch("/api/enrich/pnet?pnet_url=https://www.pnet.example/in/x", auth(key));
      await expectCode(res, "UNAVAILABLE");
      expect(res.headers.get("retry-after")).toBe("5");
      const body = (await res.json()) as { detail: string };
      expect(body.detail).toContain("temporarily unavailable");
      expect(body.detail).not.toContain("people");
      expect(await loggedLine(lines, (l) => l.msg === "storage error")).toBeDefined();
    } finally {
      await broken.stop();
    }
  });
});
