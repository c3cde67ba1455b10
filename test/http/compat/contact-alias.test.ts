/**
 * GET /api/enrich/contact (singular), as published clients send it: `<word>_url` with
 * NETWORK_WORD set, `enrich_email` / `enrich_phone` as "true"/"false" strings. Same prices as
 * /api/enrich/contacts, read back from /api/credits.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { importPeople } from "../../../src/domain/import/import.ts";
import { expectCode } from "../../helpers/errors.ts";
import { auth, makeKey } from "../../helpers/keys.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";

let server: TestServer;
const URL_ = "https://www.pnet.example/in/ann-lee";

beforeAll(async () => {
  server = await startTestServer({
    env: { NETWORK_WORD: "linkedin" },
    prepare: async (s) => {
      await importPeople(
        s,
        (async function* () {
          yield JSON.stringify({
            pnet_url: URL_,
            name: "Ann Lee",
            contacts: [
              { type: "email", value: "ann.lee@acme.example.com", rating: 95, subType: "verified" },
              { type: "phone", value: "+1 415 555 0101", rating: 80, subType: "mobile" },
            ],
          });
        })(),
      );
    },
  });
});
afterAll(() => server.stop());

const credits = async (k: string) =>
  ((await (await server.fetch("/api/credits", auth(k))).json()) as { credits: number }).credits;
const contact = (k: string, qs: string) => server.fetch(`/api/enrich/contact?${qs}`, auth(k));

test("linkedin_url with enrich_email=true&enrich_phone=false: the email, 4 credits", async () => {
  const k = await makeKey(server.storage, "tier2", { credits: 100 });
  const res = await contact(
    k,
    `linkedin_url=${encodeURIComponent(URL_)}&enrich_email=true&enrich_phone=false`,
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { contacts: { type: string; value: string }[] }[] };
  expect(body.data[0]?.contacts.map((c) => c.type)).toEqual(["email"]);
  expect(await credits(k)).toBe(96);
});

test("enrich_phone=true alone: the phone, 10 credits; both true: 14", async () => {
  const k = await makeKey(server.storage, "tier2", { credits: 100 });
  expect((await contact(k, `linkedin_url=${encodeURIComponent(URL_)}&enrich_phone=true`)).status).toBe(200);
  expect(await credits(k)).toBe(90);
  expect(
    (await contact(k, `linkedin_url=${encodeURIComponent(URL_)}&enrich_email=true&enrich_phone=true`)).status,
  ).toBe(200);
  expect(await credits(k)).toBe(76);
});

test("by email; a bad flag and a non-profile URL are 400 and free", async () => {
  const k = await makeKey(server.storage, "tier2", { credits: 100 });
  expect((await contact(k, "email=ann.lee@acme.example.com")).status).toBe(200);
  expect(await credits(k)).toBe(96);
  expect((await contact(k, `linkedin_url=${encodeURIComponent(URL_)}&enrich_email=perhaps`)).status).toBe(
    400,
  );
  const bad = await contact(k, "linkedin_url=notaurl");
  await expectCode(bad, "BAD_REQUEST");
  expect(((await bad.json()) as { detail: string }).detail).toContain("linkedin_url");
  expect(await credits(k)).toBe(96);
});
