/**
 * TIER_LIMITS (issue 49): the operator's limits merged over the defaults. A whole tier made
 * unlimited is never throttled and carries no RateLimit headers; a group set lower throttles at
 * its new limit; a group closed by default and opened here is served; /readyz shows what is in
 * force; a bad value stops start-up with one line naming the variable.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { RATE_LIMITS } from "../../src/domain/billing/tiers.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const LIMITS = { tier3: null, free: { credits: 3, contacts: 4 }, tier1: { search: null } };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { TIER_LIMITS: JSON.stringify(LIMITS) } });
});
afterAll(() => server.stop());

test("an unlimited tier: past its default limit, every answer 200 and no RateLimit headers", async () => {
  const key = await makeKey(server.storage, "tier3", { credits: 10 });
  const statuses = new Map<number, number>();
  const over = RATE_LIMITS.tier3.credits + 50;
  for (let i = 0; i < over; i += 50) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => server.fetch("/api/credits", auth(key))),
    );
    for (const res of answers) {
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.headers.get("RateLimit")).toBeNull();
    }
  }
  expect(Object.fromEntries(statuses)).toEqual({ 200: over });
});

test("a group set lower throttles there; a group opened to a tier is served; the rest keep the defaults", async () => {
  const key = await makeKey(server.storage, "free", { credits: 100 });
  for (let i = 0; i < 3; i++) expect((await server.fetch("/api/credits", auth(key))).status).toBe(200);
  const limited = await server.fetch("/api/credits", auth(key));
  await expectCode(limited, "RATE_LIMITED");
  expect(limited.headers.get("RateLimit-Policy")).toBe('"credits";q=3;w=60');
  // Contacts are closed to the free tier by default (402); opened here with 4 a minute.
  const contacts = await server.fetch(
    "/api/enrich/contacts?pnet_url=https://www.pnet.example/in/nobody-here-1",
    auth(key),
  );
  expect(contacts.status).not.toBe(402);
  expect(contacts.headers.get("RateLimit-Policy")).toBe('"contacts";q=4;w=60');
  const search = await server.fetch("/api/search?query=engineer&limit=1", auth(key));
  expect(search.headers.get("RateLimit-Policy")).toBe(`"search";q=${RATE_LIMITS.free.search};w=60`);
  const tier1 = await makeKey(server.storage, "tier1", { credits: 10 });
  const unlimitedSearch = await server.fetch("/api/search?query=engineer&limit=1", auth(tier1));
  expect(unlimitedSearch.status).toBe(200);
  expect(unlimitedSearch.headers.get("RateLimit")).toBeNull();
});

test("/readyz shows the limits in force", async () => {
  const ready = (await (await server.fetch("/readyz")).json()) as { tier_limits: unknown };
  expect(ready.tier_limits).toEqual(LIMITS);
});

test("a bad TIER_LIMITS is one line naming the variable and what is wrong", () => {
  const message = (raw: string) => {
    try {
      loadConfig({ TIER_LIMITS: raw });
      return null;
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return (e as Error).message;
    }
  };
  expect(message("{tier3: null}")).toContain("TIER_LIMITS: must be a JSON object");
  expect(message('{"gold": null}')).toContain('unknown tier "gold"; tiers are free, tier1, tier2, tier3');
  expect(message('{"free": {"serch": 5}}')).toContain('unknown group "serch" in free; groups are search,');
  expect(message('{"free": {"search": -1}}')).toContain("free.search must be a whole number");
  expect(message('{"free": {"search": 2.5}}')).toContain("free.search must be a whole number");
  expect(message('{"free": 5}')).toContain("free must be an object");
  expect(message("[]")).toContain("must be a JSON object");
  for (const raw of ['{"gold": null}', "{tier3: null}"]) expect(message(raw)).not.toContain("\n");
  expect(message('{"tier3": null}')).toBeNull();
  expect(message("")).toBeNull();
});
