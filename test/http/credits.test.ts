/** GET /api/credits and the ledger behind it: balances, concurrent charges, refusals that charge nothing. */
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { chargeOrRefuse } from "../../src/domain/billing/auth.ts";
import { importPeople } from "../../src/domain/import/import.ts";
import { ApiError } from "../../src/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());
afterEach(async () => {
  // The balance of every key always equals the sum of its ledger.
  expect(await server.storage.credits.unreconciled()).toEqual([]);
});

describe("GET /api/credits", () => {
  test("shows the balance and the purchase date of a topped-up key", async () => {
    const key = await makeKey(server.storage, "tier1", { credits: 250 });
    const res = await server.fetch("/api/credits", auth(key));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { credits: number; last_topup_at: string };
    expect(body.credits).toBe(250);
    expect(Number.isNaN(Date.parse(body.last_topup_at))).toBe(false);
  });

  test("free credits do not count as a purchase: last_topup_at stays null", async () => {
    const key = await makeKey(server.storage, "free", { freeCredits: 30 });
    expect(await (await server.fetch("/api/credits", auth(key))).json()).toEqual({
      credits: 30,
      last_topup_at: null,
    });
  });
});

describe("credits ledger", () => {
  test("200 concurrent fixed-price requests on a key with credits for 50: 50 succeed, 150 get 402, balance 0", async () => {
    await importPeople(
      server.storage,
      (async function* () {
        yield JSON.stringify({ pnet_url: "https://www.pnet.example/in/concurrency", name: "Con Current" });
      })(),
    );
    const key = await makeKey(server.storage, "tier3", { credits: 50 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        server.fetch("/api/enrich/pnet?pnet_url=pnet.example/in/concurrency", auth(key)),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBe(50);
    expect(statuses.filter((s) => s === 402).length).toBe(150);
    const refused = responses.find((r) => r.status === 402);
    if (!refused) throw new Error("no 402 response");
    expect(((await refused.json()) as { detail: string }).detail).toContain("Insufficient credits");
    expect(await (await server.fetch("/api/credits", auth(key))).json()).toMatchObject({ credits: 0 });
    const record = (await server.storage.keys.list()).at(-1);
    const ledger = await server.storage.credits.ledger(record?.id ?? 0);
    expect(ledger.reduce((s, e) => s + e.delta, 0)).toBe(0);
    expect(ledger.filter((e) => e.delta === -1 && e.operation === "storedProfile").length).toBe(50);
  });

  test("an insufficient balance charges nothing", async () => {
    await makeKey(server.storage, "tier2", { credits: 3 });
    const record = (await server.storage.keys.list()).at(-1);
    if (!record) throw new Error("no key");
    let error: unknown;
    try {
      await chargeOrRefuse(server.storage, record, 5, { operation: "searchStandard" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).code).toBe("INSUFFICIENT_CREDITS");
    expect((await server.storage.keys.get(record.id))?.credits).toBe(3);
    expect((await server.storage.credits.ledger(record.id)).length).toBe(1);
  });
});
