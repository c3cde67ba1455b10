/**
 * The words of a validation 400, as a stranger met them with curl: the detail names the field and
 * what it takes, in the project's words (docs/api.md: "a missing required parameter is `<name> is
 * required`"). An empty required parameter was "must be a string of at most 2048 characters" (an
 * empty string is at most 2048 characters), a value outside a closed set "must be a string" (it
 * was a string), and a path parameter out of range was named "property".
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { expectError } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { engineEnv, startTestServer, type TestServer } from "../helpers/server.ts";

const ADMIN = "admin-token-for-tests-0123456789";
let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_TOKEN: ADMIN, ...(await engineEnv()) } });
  key = await makeKey(server.storage, "tier3", { credits: 100 });
});
afterAll(() => server.stop());

const admin = (path: string, body: unknown) =>
  server.fetch(path, {
    method: "POST",
    headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("an empty required parameter", () => {
  test.each([
    ["/api/enrich/pnet?pnet_url=", "pnet_url"],
    ["/api/enrich/post-reactions?url=", "url"],
  ])("%s: 400 '<name> is required', nothing charged", async (path, name) => {
    const res = await server.fetch(path, auth(key));
    const answer = await expectError(res, "BAD_REQUEST", undefined, path);
    expect(answer.detail).toBe(`${name} is required`);
    const balance = (await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number };
    expect(balance.credits).toBe(100);
  });
});

describe("a value outside a closed set", () => {
  test("POST /admin/keys {tier: gold}: the detail lists the tiers", async () => {
    const answer = await expectError(await admin("/admin/keys", { tier: "gold" }), "BAD_REQUEST");
    expect(answer.detail).toBe("tier must be one of free, tier1, tier2, tier3");
  });

  test("GET /api/jobs?kind=bogus: the detail lists the kinds", async () => {
    const answer = await expectError(await server.fetch("/api/jobs?kind=bogus", auth(key)), "BAD_REQUEST");
    expect(answer.detail).toBe("kind must be one of deep_research, bulk_contacts, identify_bulk");
  });
});

describe("a path parameter out of range", () => {
  // Past 2^53 a number is no longer the id that was sent: 99999999999999999999 was answered "No API
  // key with id 100000000000000000000" (a 404 about another number); docs/api.md: numbers too large
  // are a 400 naming the parameter.
  const RANGE = `id must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`;
  test.each(["-1", "0", "9007199254740993", "99999999999999999999"])(
    "POST /admin/keys/%s/topup: 400 naming id and its range",
    async (id) => {
      const answer = await expectError(await admin(`/admin/keys/${id}/topup`, { credits: 1 }), "BAD_REQUEST");
      expect(answer.detail).toBe(RANGE);
    },
  );

  test.each(["/admin/keys/99999999999999999999/ledger", "/admin/subjects/99999999999999999999/export"])(
    "GET %s: 400 naming id and its range",
    async (path) => {
      const res = await server.fetch(path, { headers: { Authorization: `Bearer ${ADMIN}` } });
      expect((await expectError(res, "BAD_REQUEST", undefined, path)).detail).toBe(RANGE);
    },
  );
});

describe("a number sent as a string in a JSON body", () => {
  // Elysia coerced body strings with Number(): {"credits": "0x10"} topped a key up by 16 credits,
  // " 7" by 7. Query strings were already held to plain decimals (issue 27); JSON numbers are numbers.
  const RANGE = "credits must be a whole number from 1 to 1000000000";
  test.each(['"0x10"', '" 7"', '"5"', '"1e3"'])(
    "POST /admin/keys/{id}/topup {credits: %s}: 400, no top-up",
    async (sent) => {
      const created = (await (await admin("/admin/keys", { tier: "tier1", credits: 10 })).json()) as {
        id: number;
      };
      const res = await server.fetch(`/admin/keys/${created.id}/topup`, {
        method: "POST",
        headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
        body: `{"credits": ${sent}}`,
      });
      expect((await expectError(res, "BAD_REQUEST", undefined, sent)).detail).toBe(RANGE);
      const keys = (await (
        await server.fetch("/admin/keys", { headers: { Authorization: `Bearer ${ADMIN}` } })
      ).json()) as {
        keys: { id: number; credits: number }[];
      };
      expect(keys.keys.find((k) => k.id === created.id)?.credits).toBe(10);
    },
  );

  test('POST /admin/keys {credits: "5"}: 400, no key made', async () => {
    const before = (
      (await (
        await server.fetch("/admin/keys", { headers: { Authorization: `Bearer ${ADMIN}` } })
      ).json()) as { keys: unknown[] }
    ).keys.length;
    const answer = await expectError(
      await admin("/admin/keys", { tier: "tier1", credits: "5" }),
      "BAD_REQUEST",
    );
    expect(answer.detail).toBe(RANGE);
    const after = (
      (await (
        await server.fetch("/admin/keys", { headers: { Authorization: `Bearer ${ADMIN}` } })
      ).json()) as { keys: unknown[] }
    ).keys.length;
    expect(after).toBe(before);
  });

  test("without the admin token the token is what is refused first", async () => {
    const res = await server.fetch("/admin/keys/1/topup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"credits": "0x10"}',
    });
    await expectError(res, "UNAUTHORIZED");
  });
});

describe("a key that would be born expired", () => {
  // POST /admin/keys {"expires_at": "2020-01-01"} made a key every request with it refuses as
  // expired: a typo for 2027 said nothing until a customer's first call failed.
  test("POST /admin/keys with expires_at in the past: 400, no key made", async () => {
    const res = await admin("/admin/keys", { tier: "tier1", credits: 5, expires_at: "2020-01-01" });
    const answer = await expectError(res, "BAD_REQUEST");
    expect(answer.detail).toBe("expires_at must be in the future, got 2020-01-01T00:00:00.000Z");
    const listed = await server.fetch("/admin/keys", { headers: { Authorization: `Bearer ${ADMIN}` } });
    const { keys } = (await listed.json()) as { keys: { expires_at: string | null }[] };
    expect(keys.filter((k) => k.expires_at?.startsWith("2020"))).toEqual([]);
  });

  test("a future expires_at is taken as given", async () => {
    const res = await admin("/admin/keys", { tier: "tier1", credits: 5, expires_at: "2099-01-01" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { expires_at: string }).expires_at).toBe("2099-01-01T00:00:00.000Z");
  });
});
