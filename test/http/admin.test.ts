/** The admin API under /admin (ADMIN_TOKEN): keys, top-ups, ledgers, revocation; absent without the token. */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { expectCode } from "../helpers/errors.ts";
import { auth } from "../helpers/keys.ts";
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

describe("admin API", () => {
  const admin = (init: RequestInit = {}) => ({
    ...init,
    headers: {
      Authorization: `Bearer ${ADMIN}`,
      "Content-Type": "application/json",
      ...(init.headers ?? {}),
    },
  });

  test("create, list, top up, read the ledger, revoke", async () => {
    const created = await server.fetch(
      "/admin/keys",
      admin({ method: "POST", body: JSON.stringify({ tier: "tier3", name: "ops", free_credits: 20 }) }),
    );
    expect(created.status).toBe(200);
    const body = (await created.json()) as {
      key: string;
      id: number;
      prefix: string;
      credits: number;
      last_topup_at: null;
    };
    expect(body.key).toMatch(/^lk_[0-9A-Za-z]{40}$/);
    expect(body).toMatchObject({ credits: 20, last_topup_at: null });
    expect(body.key.startsWith(body.prefix)).toBe(true);

    const list = (await (await server.fetch("/admin/keys", admin())).json()) as {
      keys: { id: number; prefix: string }[];
    };
    expect(list.keys.some((k) => k.id === body.id)).toBe(true);
    expect(JSON.stringify(list)).not.toContain(body.key);

    const topup = await server.fetch(
      `/admin/keys/${body.id}/topup`,
      admin({ method: "POST", body: JSON.stringify({ credits: 100 }) }),
    );
    expect(await topup.json()).toEqual({ id: body.id, credits: 120 });
    const credits = (await (await server.fetch("/api/credits", auth(body.key))).json()) as {
      last_topup_at: string | null;
    };
    expect(credits.last_topup_at).not.toBeNull();

    const ledger = (await (await server.fetch(`/admin/keys/${body.id}/ledger`, admin())).json()) as {
      entries: { delta: number; balance_after: number; operation: string }[];
    };
    expect(ledger.entries.map((e) => [e.delta, e.balance_after, e.operation])).toEqual([
      [20, 20, "grant"],
      [100, 120, "topup"],
    ]);

    const revoked = await server.fetch(`/admin/keys/${body.id}/revoke`, admin({ method: "POST" }));
    expect(await revoked.json()).toEqual({ success: true, message: "Key revoked" });
    await expectCode(await server.fetch("/api/credits", auth(body.key)), "UNAUTHORIZED");

    for (const suffix of ["", "-wal", "-shm"]) {
      let bytes = "";
      try {
        bytes = readFileSync(`${server.config.databasePath}${suffix}`, "latin1");
      } catch {}
      expect(bytes.includes(body.key)).toBe(false);
    }
  });

  test("wrong admin token -> 401; bad input -> 400; unknown key -> 404", async () => {
    const wrong = await server.fetch("/admin/keys", {
      headers: { Authorization: "Bearer not-the-admin-token" },
    });
    await expectCode(wrong, "UNAUTHORIZED");
    const bad = await server.fetch(
      "/admin/keys",
      admin({ method: "POST", body: JSON.stringify({ tier: "gold" }) }),
    );
    await expectCode(bad, "BAD_REQUEST");
    expect(((await bad.json()) as { detail: string }).detail).toContain("tier");
    const broken = await server.fetch("/admin/keys", admin({ method: "POST", body: "{nope" }));
    await expectCode(broken, "BAD_REQUEST");
    const missing = await server.fetch("/admin/keys/999999/ledger", admin());
    await expectCode(missing, "NOT_FOUND");
  });

  test("is not in the public OpenAPI document", async () => {
    const doc = (await (await server.fetch("/openapi/json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/admin"))).toBe(false);
    expect(Object.keys(doc.paths)).toContain("/api/credits");
  });

  test("is absent without ADMIN_TOKEN", async () => {
    const plain = await startTestServer();
    try {
      await expectCode(
        await plain.fetch("/admin/keys", { headers: { Authorization: `Bearer ${ADMIN}` } }),
        "NOT_FOUND",
      );
    } finally {
      await plain.stop();
    }
  });
});
