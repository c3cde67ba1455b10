/**
 * Provenance on the wire (issue 33, docs/sources.md): a person two sources supplied, read with
 * include_provenance=true in both shapes, found under a URL spelling of the second source and under
 * the numeric member-id URL the first gave; source and binary, both engines.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { importPeople } from "../../src/domain/import/import.ts";
import { expectError } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { fromArray } from "../helpers/stores.ts";

let server: TestServer;
let key: string;

const ALICE = "https://www.pnet.example/in/alice-okafor";
const line = (record: Record<string, unknown>) => JSON.stringify(record);

beforeAll(async () => {
  server = await startTestServer();
  key = await makeKey(server.storage, "tier2", { credits: 100 });
  const vendor = await importPeople(
    server.storage,
    fromArray([
      line({
        pnet_url: ALICE,
        pnet_id: "48213377",
        name: "Alice Okafor",
        headline: "Head of Data Platform",
        location: "Lagos, Nigeria",
        skills: ["spark", "dbt"],
      }),
      line({ pnet_url: "https://www.pnet.example/in/bo-lindqvist", name: "Bo Lindqvist", headline: "CFO" }),
    ]),
    { sourceName: "vendor-a" },
  );
  expect(vendor).toMatchObject({ imported: 2, skipped: 0 });
  const crm = await importPeople(
    server.storage,
    fromArray([
      line({
        pnet_url: "http://UK.PNET.EXAMPLE/IN/ALICE-OKAFOR/",
        name: "Alice Okafor",
        headline: "VP Data",
      }),
    ]),
    { sourceName: "crm" },
  );
  expect(crm).toMatchObject({ imported: 0, updated: 1, merged: 1 });
});
afterAll(() => server.stop());

const lookup = (query: string) => server.fetch(`/api/enrich/pnet?${query}`, auth(key));

describe("GET /api/enrich/pnet with include_provenance", () => {
  test("the modern record with its sources and the source of each field", async () => {
    const res = await lookup(`pnet_url=${encodeURIComponent(ALICE)}&legacy=false&include_provenance=true`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      headline: string;
      location: string;
      pnet_url: string;
      provenance: {
        sources: { source: string; first_seen: string; last_seen: string }[];
        fields: Record<string, string>;
      };
    };
    // The CRM came last: its headline; it gave no location, so the vendor's stays.
    expect(body.headline).toBe("VP Data");
    expect(body.location).toBe("Lagos, Nigeria");
    expect(body.pnet_url).toBe(ALICE);
    expect(body.provenance.sources.map((s) => s.source).sort()).toEqual(["crm", "vendor-a"]);
    expect(Number.isNaN(Date.parse(body.provenance.sources[0]?.last_seen ?? ""))).toBe(false);
    expect(body.provenance.fields).toMatchObject({
      headline: "crm",
      name: "crm",
      location: "vendor-a",
      skills: "vendor-a",
    });
  });

  test("the legacy shape carries it too; without the parameter there is none", async () => {
    const legacy = (await (
      await lookup(`pnet_url=${encodeURIComponent(ALICE)}&include_provenance=true`)
    ).json()) as Record<string, unknown>;
    expect(legacy.profile).toBeDefined();
    expect((legacy.provenance as { fields: Record<string, string> }).fields.headline).toBe("crm");
    const plain = (await (
      await lookup(`pnet_url=${encodeURIComponent(ALICE)}&legacy=false`)
    ).json()) as Record<string, unknown>;
    expect(plain.provenance).toBeUndefined();
    const alone = (await (
      await lookup("pnet_url=pnet.example/in/bo-lindqvist&legacy=false&include_provenance=true")
    ).json()) as { provenance: { sources: { source: string }[]; fields: Record<string, string> } };
    expect(alone.provenance.sources.map((s) => s.source)).toEqual(["vendor-a"]);
    expect(alone.provenance.fields.headline).toBe("vendor-a");
  });

  test("the numeric member-id URL the vendor gave finds the same person", async () => {
    const res = await lookup("pnet_url=https://www.pnet.example/profile/view?id=48213377&legacy=false");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { pnet_url: string }).pnet_url).toBe(ALICE);
    // Another member id is nobody.
    expect(
      (await lookup("pnet_url=https://www.pnet.example/profile/view?id=48213378&legacy=false")).status,
    ).toBe(404);
  });

  test("a bad include_provenance is a 400 with a detail, and nothing is charged", async () => {
    const before = ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number })
      .credits;
    const res = await lookup(`pnet_url=${encodeURIComponent(ALICE)}&include_provenance=maybe`);
    await expectError(res, "BAD_REQUEST", "include_provenance");
    const after = ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number })
      .credits;
    expect(after).toBe(before);
  });
});
