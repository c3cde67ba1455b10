/**
 * Inferred work emails (issue 27): an address the pattern would produce is never someone else's
 * (stored for another person, or already given out for another person), never an erased person's
 * (the suppression list), and once given out it finds its person again by email lookup. A person
 * erased while a bulk job runs leaves nothing identifying in the items written after.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { importCompanies, importPeople } from "../../src/domain/import/import.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let key: string;
const P = "https://www.pnet.example/in/";
const DOMAIN = "acme.example.com";
const ADMIN = "admin-token-for-inferred-tests";

async function* lines(items: unknown[]) {
  for (const i of items) yield JSON.stringify(i);
}

/** Everyone at Acme; the stored addresses teach the pattern `{first}@acme.example.com`. */
const worker = (handle: string, name: string, email?: string) => ({
  pnet_url: `${P}${handle}`,
  name,
  experience: [{ position_title: "Engineer", company_name: "Acme", company_id: 1, date_from: "2020-01" }],
  contacts: email ? [{ type: "email", value: email, rating: 90, subType: "work" }] : [],
});

beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_TOKEN: ADMIN },
    prepare: async (s) => {
      await importCompanies(
        s,
        lines([{ id: 1, company_name: "Acme Inc.", company_website: `https://www.${DOMAIN}` }]),
      );
      await importPeople(
        s,
        lines([
          ...["ann", "bo", "cy", "dee", "eli"].map((f) => worker(`${f}-x`, `${f} Xu`, `${f}@${DOMAIN}`)),
          worker("jane-doe", "Jane Doe", `jane@${DOMAIN}`),
          worker("jane-smith", "Jane Smith"),
          worker("kim-park", "Kim Park", `kim@${DOMAIN}`),
          worker("kim-lee", "Kim Lee"),
          worker("ivy-inferred", "Ivy Inferred"),
          worker("lou-kim", "Lou Kim"),
          worker("lou-park", "Lou Park"),
          worker("sam-subject", "Sam Subject", `sam@${DOMAIN}`),
        ]),
      );
    },
  });
  key = await makeKey(server.storage, "tier2", { credits: 100_000 });
});
afterAll(() => server.stop());

type Contacts = { error: boolean; contacts: { type: string; value: string; subType: string }[] };
const contacts = async (query: string) => {
  const res = await server.fetch(`/api/enrich/contacts?${query}`, auth(key));
  // The spec's shape: the record inside `data`.
  return { status: res.status, body: ((await res.json()) as { data: Contacts[] }).data[0] as Contacts };
};
const byUrl = (handle: string) => contacts(`pnet_url=${encodeURIComponent(`${P}${handle}`)}`);
const balance = async () =>
  ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number }).credits;
const personId = async (handle: string) =>
  (await server.storage.people.findIdByUrl(`${P}${handle}`)) as number;
const erase = (id: number) =>
  server.fetch(`/admin/subjects/${id}/erase`, {
    method: "POST",
    headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ reason: "test: data subject request" }),
  });

describe("an inferred address is never someone else's", () => {
  test("the pattern still infers for a person without a work email", async () => {
    const { body } = await byUrl("ivy-inferred");
    expect(body.contacts.map((c) => c.value)).toEqual([`ivy@${DOMAIN}`]);
  });

  test("a namesake colleague does not get another person's stored address, and is not charged", async () => {
    const before = await balance();
    const { body } = await byUrl("jane-smith");
    expect(body.contacts.map((c) => c.value)).not.toContain(`jane@${DOMAIN}`);
    expect(body.error).toBe(true);
    expect(await balance()).toBe(before);
  });

  test("an address given out once is not given out again for a namesake", async () => {
    expect((await byUrl("lou-kim")).body.contacts.map((c) => c.value)).toEqual([`lou@${DOMAIN}`]);
    const before = await balance();
    const other = await byUrl("lou-park");
    expect(other.body.error).toBe(true);
    expect(await balance()).toBe(before);
    // The first owner keeps it: asked again, the same answer.
    expect((await byUrl("lou-kim")).body.contacts.map((c) => c.value)).toEqual([`lou@${DOMAIN}`]);
  });

  test("an erased person's address is not inferred for a namesake: not returned, not charged, not in bulk", async () => {
    expect((await erase(await personId("kim-park"))).status).toBe(200);
    const before = await balance();
    const { body } = await byUrl("kim-lee");
    expect(JSON.stringify(body)).not.toContain(`kim@${DOMAIN}`);
    expect(await balance()).toBe(before);
    const started = await server.fetch("/api/enrich/bulk-contacts", {
      method: "POST",
      headers: { ...(auth(key).headers as Record<string, string>), "Content-Type": "application/json" },
      body: JSON.stringify({ urls: [`${P}kim-lee`] }),
    });
    const { job_id } = (await started.json()) as { job_id: string };
    let status: { status: string; credits_used: number; results: unknown[] } | null = null;
    for (let i = 0; i < 200; i++) {
      status = await (await server.fetch(`/api/enrich/bulk-contacts/${job_id}`, auth(key))).json();
      if (status?.status === "completed") break;
      await Bun.sleep(25);
    }
    expect(status?.status).toBe("completed");
    expect(JSON.stringify(status?.results)).not.toContain(`kim@${DOMAIN}`);
    expect(status?.credits_used).toBe(0);
  });
});

describe("an inferred address finds its person again", () => {
  test("email lookup of an address the API returned answers the same person's contacts", async () => {
    const first = await byUrl("ivy-inferred");
    const again = await contacts(`email=${encodeURIComponent(`IVY@${DOMAIN}`)}`);
    expect(again.status).toBe(200);
    expect(again.body.error).toBe(false);
    expect(again.body.contacts).toEqual(first.body.contacts);
  });

  test("erasing the person removes it and suppresses it: nobody gets it afterwards", async () => {
    const id = await personId("ivy-inferred");
    const found = await server.fetch(`/admin/subjects?email=${encodeURIComponent(`ivy@${DOMAIN}`)}`, {
      headers: { Authorization: `Bearer ${ADMIN}` },
    });
    expect(((await found.json()) as { matches: { id: number }[] }).matches.map((s) => s.id)).toEqual([id]);
    expect((await erase(id)).status).toBe(200);
    expect((await contacts(`email=ivy@${DOMAIN}`)).body.error).toBe(true);
    const rows = await server.sql<{ n: number }>(
      "SELECT count(*) AS n FROM inferred_emails WHERE person_id = ?",
      id,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe("erasure while a bulk job runs", () => {
  test("items written after the erasure hold nothing that identifies the person", async () => {
    const subject = `${P}sam-subject`;
    // Thousands of inputs before the subject's: the job is still running when the erasure lands.
    const urls = [...Array.from({ length: 4999 }, (_, i) => `${P}filler-${i}`), subject];
    const started = await server.fetch("/api/enrich/bulk-contacts", {
      method: "POST",
      headers: { ...(auth(key).headers as Record<string, string>), "Content-Type": "application/json" },
      body: JSON.stringify({ urls }),
    });
    expect(started.status).toBe(200);
    const { job_id } = (await started.json()) as { job_id: string };
    expect((await erase(await personId("sam-subject"))).status).toBe(200);
    let status: { status: string; processed: number; results: unknown[] } | null = null;
    for (let i = 0; i < 600; i++) {
      status = await (await server.fetch(`/api/enrich/bulk-contacts/${job_id}`, auth(key))).json();
      if (status?.status === "completed") break;
      await Bun.sleep(50);
    }
    expect(status?.status).toBe("completed");
    expect(status?.processed).toBe(5000);
    const text = JSON.stringify(status);
    expect(text).not.toContain("sam-subject");
    expect(text).not.toContain(`sam@${DOMAIN}`);
    const keys = await server.sql<{ n: number }>(
      "SELECT count(*) AS n FROM job_items WHERE job_id = ? AND item_key LIKE '%sam-subject%'",
      job_id,
    );
    expect(Number(keys[0]?.n)).toBe(0);
  });
});
