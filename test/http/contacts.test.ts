/** GET /api/enrich/contacts: lookup rules, sources, tier gating and the credit table. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { importCompanies, importPeople } from "../../src/domain/import/import.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
const P = "https://www.pnet.example/in/";

async function* lines(items: unknown[]) {
  for (const i of items) yield JSON.stringify(i);
}

const worker = (handle: string, name: string, contacts: unknown[] = []) => ({
  pnet_url: `${P}${handle}`,
  name,
  experience: [{ position_title: "Engineer", company_name: "Acme", company_id: 1, date_from: "2020-01" }],
  contacts,
});

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (s) => {
      await importCompanies(
        s,
        lines([{ id: 1, company_name: "Acme Inc.", company_website: "https://www.acme.example.com" }]),
      );
      await importPeople(
        s,
        lines([
          worker("ann-lee", "Ann Lee", [
            {
              type: "email",
              value: "ann.lee@acme.example.com",
              rating: 95,
              subType: "verified",
              provider: "database_verified",
            },
          ]),
          worker("bo-chan", "Bo Chan", [
            { type: "email", value: "bo.chan@acme.example.com", rating: 90, subType: "work" },
          ]),
          worker("cy-diaz", "Cy Diaz", [
            { type: "email", value: "cy.diaz@acme.example.com", rating: 90, subType: "work" },
          ]),
          worker("full-contact", "Full Contact", [
            {
              type: "email",
              value: "full.contact@acme.example.com",
              rating: 92,
              subType: "verified",
              provider: "database_verified",
            },
            {
              type: "phone",
              value: "+1 415-555-0101",
              rating: 80,
              subType: "mobile",
              provider: "database_verified",
            },
          ]),
          worker("only-inferred", "Ivy Inferred"),
          { pnet_url: `${P}nobody-knows`, name: "No Contacts" },
          {
            pnet_url: `${P}phone-only`,
            name: "Pho Only",
            contacts: [{ type: "phone", value: "+44 7700 900123", rating: 70 }],
          },
        ]),
      );
    },
  });
});
afterAll(() => server.stop());

const get = (key: string, query: string) => server.fetch(`/api/enrich/contacts?${query}`, auth(key));
const balanceOf = async (key: string) =>
  ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number }).credits;

describe("GET /api/enrich/contacts: who may call it", () => {
  test("free tier -> 402 requires a paid plan", async () => {
    const key = await makeKey(server.storage, "free", { credits: 100 });
    const res = await get(key, `pnet_url=${P}full-contact`);
    await expectCode(res, "PAYMENT_REQUIRED");
    expect(((await res.json()) as { detail: string }).detail).toContain("requires a paid plan");
    expect(await balanceOf(key)).toBe(100);
  });

  test("a key that never bought credits -> 402", async () => {
    const key = await makeKey(server.storage, "tier2", { freeCredits: 100 });
    const res = await get(key, `pnet_url=${P}full-contact`);
    await expectCode(res, "PAYMENT_REQUIRED");
    expect(((await res.json()) as { detail: string }).detail).toContain("purchased credits");
    expect(await balanceOf(key)).toBe(100);
  });
});

describe("GET /api/enrich/contacts: input rules", () => {
  test.each([
    ["none of the three", ""],
    ["two of them", `pnet_url=${P}full-contact&email=ann.lee@acme.example.com`],
    ["a bad email", "email=not-an-email"],
    ["a bad phone", "phone=12"],
    ["a bad flag", `pnet_url=${P}full-contact&email_enrichment=perhaps`],
    ["a pnet_url that is not a profile URL", "pnet_url=notaurl"],
  ])("%s -> 400, nothing charged", async (_label, query) => {
    const key = await makeKey(server.storage, "tier2", { credits: 50 });
    const res = await get(key, query);
    await expectCode(res, "BAD_REQUEST");
    expect(typeof ((await res.json()) as { detail: string }).detail).toBe("string");
    expect(await balanceOf(key)).toBe(50);
  });

  test("the rule is named", async () => {
    const key = await makeKey(server.storage, "tier2", { credits: 50 });
    expect(((await (await get(key, "")).json()) as { detail: string }).detail).toBe(
      "Exactly one of pnet_url, email or phone must be given",
    );
  });
});

describe("GET /api/enrich/contacts: the credit table", () => {
  test.each([
    ["no flags: all info", "", 4, ["email", "phone"]],
    ["email only", "&email_enrichment=true", 4, ["email"]],
    ["phone only", "&phone_enrichment=true", 10, ["phone"]],
    ["both, both found", "&email_enrichment=true&phone_enrichment=true", 14, ["email", "phone"]],
  ])("%s -> %d credits", async (_label, flags, cost, types) => {
    const key = await makeKey(server.storage, "tier2", { credits: 100 });
    const res = await get(key, `pnet_url=${P}full-contact${flags}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { error: boolean; contacts: { type: string }[]; social: unknown[]; provider?: string }[];
    };
    expect(body.data.length).toBe(1);
    const [record] = body.data;
    expect(record?.error).toBe(false);
    expect([...new Set(record?.contacts.map((c) => c.type))].sort()).toEqual(types);
    expect(record?.provider).toBe("database_verified");
    expect(await balanceOf(key)).toBe(100 - cost);
  });

  test("both flags, only an email found -> 4; only a phone found -> 10; neither -> 0 with error", async () => {
    const key = await makeKey(server.storage, "tier2", { credits: 100 });
    const both = "&email_enrichment=true&phone_enrichment=true";
    expect((await get(key, `pnet_url=${P}only-inferred${both}`)).status).toBe(200);
    expect(await balanceOf(key)).toBe(96);
    expect((await get(key, `pnet_url=${P}phone-only${both}`)).status).toBe(200);
    expect(await balanceOf(key)).toBe(86);
    const none = await get(key, `pnet_url=${P}nobody-knows${both}`);
    expect(((await none.json()) as { data: { error: boolean }[] }).data[0]?.error).toBe(true);
    expect(await balanceOf(key)).toBe(86);
    const unknown = await get(key, `pnet_url=${P}not-in-the-database`);
    expect(((await unknown.json()) as { data: unknown[] }).data[0]).toEqual({
      error: true,
      contacts: [],
      social: [],
    });
    expect(await balanceOf(key)).toBe(86);
    const ledger = await server.storage.credits.ledger((await server.storage.keys.list()).at(-1)?.id ?? 0);
    expect(ledger.map((e) => e.delta)).toEqual([100, -4, -10]);
  });
});

describe("GET /api/enrich/contacts: sources", () => {
  test("a work email is inferred from the company's observed pattern, never as verified", async () => {
    const key = await makeKey(server.storage, "tier2", { credits: 100 });
    const body = (await (await get(key, `pnet_url=${P}only-inferred`)).json()) as {
      data: { contacts: { value: string; rating: number; subType: string }[]; provider: string }[];
    };
    const [record] = body.data;
    expect(record?.contacts).toEqual([
      { type: "email", value: "ivy.inferred@acme.example.com", rating: expect.any(Number), subType: "work" },
    ] as never);
    expect(record?.contacts[0]?.rating).toBeLessThanOrEqual(80);
    expect(record?.provider).toBe("pattern_inferred");
  });

  test("the profile is found by email or by phone (any formatting)", async () => {
    const key = await makeKey(server.storage, "tier2", { credits: 100 });
    const byEmail = (await (await get(key, "email=ANN.LEE@acme.example.com")).json()) as {
      data: { contacts: { value: string }[] }[];
    };
    expect(byEmail.data[0]?.contacts.map((c) => c.value)).toContain("ann.lee@acme.example.com");
    const byPhone = (await (await get(key, `phone=${encodeURIComponent("(415) 555 0101")}`)).json()) as {
      data: { contacts: { value: string }[] }[];
    };
    expect(byPhone.data[0]?.contacts.map((c) => c.value)).toContain("full.contact@acme.example.com");
  });
});

test("an empty parameter counts as not given", async () => {
  const key = await makeKey(server.storage, "tier2", { credits: 100 });
  const res = await get(key, "pnet_url=&email=ann.lee@acme.example.com");
  const body = (await res.json()) as { data: { error: boolean; contacts: { value: string }[] }[] };
  expect(body.data[0]?.error).toBe(false);
  expect(body.data[0]?.contacts.map((c) => c.value)).toContain("ann.lee@acme.example.com");
});
