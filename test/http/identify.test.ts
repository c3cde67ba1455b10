/**
 * POST /api/identify (issue 47, docs/identify.md) over HTTP, source and binary, both engines: each
 * kind of difference between a CRM row and a profile finds the right person with the agreement
 * named in the explanation; min_score and limit; the two record formats; what too little to go on
 * and bad input answer (400, nothing charged); one credit per match; erased people never match.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { expectError } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { PEOPLE, seedIdentifyFixture, warmIdentify } from "./identify-fixture.ts";

const ADMIN = "admin-token-for-identify-tests-0123456789";
let server: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_TOKEN: ADMIN }, prepare: (s) => seedIdentifyFixture(s) });
  key = await makeKey(server.storage, "tier2", { credits: 10_000 });
  await warmIdentify(server.url, key);
}, 120_000);
afterAll(() => server.stop());

interface Field {
  field: string;
  row: string;
  stored: string;
  agreement: string;
  how?: string;
  weight: number;
}
interface Match {
  score: number;
  person: { pnet_url?: string; profile?: { pnet_url: string } };
  explanation: Field[];
}

const identify = (body: unknown, k = key, qs = "?legacy=false") =>
  server.fetch(`/api/identify${qs}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${k}`, "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
async function matches(body: Record<string, unknown>): Promise<Match[]> {
  const res = await identify({ min_score: 0, ...body });
  expect(res.status).toBe(200);
  return ((await res.json()) as { matches: Match[] }).matches;
}
const urlOf = (m: Match | undefined) => m?.person.pnet_url ?? m?.person.profile?.pnet_url;
const field = (m: Match | undefined, name: string) => m?.explanation.find((f) => f.field === name);
const balance = async (k = key) =>
  ((await (await server.fetch("/api/credits", auth(k))).json()) as { credits: number }).credits;

/** The right person first, and how the named fields agreed. */
async function expectFound(
  body: Record<string, unknown>,
  person: { pnet_url: string },
  agreements: Record<string, string>,
  how: Record<string, string> = {},
) {
  const [best] = await matches(body);
  expect(urlOf(best)).toBe(person.pnet_url);
  for (const [name, agreement] of Object.entries(agreements))
    expect(field(best, name)?.agreement).toBe(agreement);
  for (const [name, text] of Object.entries(how)) expect(field(best, name)?.how ?? "").toContain(text);
  return best as Match;
}

describe("each kind of difference finds the right person and says how it agreed", () => {
  test("exact: name and company as the profile writes them; weights explain the score", async () => {
    const best = await expectFound(
      { name: "William Harrington", company: "Quokka Ledger GmbH", title: "Head of Finance" },
      PEOPLE.harrington,
      { first_name: "exact", last_name: "exact", company: "current", title: "current" },
    );
    expect(best.score).toBeGreaterThan(0.9);
    for (const f of best.explanation) {
      expect(typeof f.weight).toBe("number");
      expect(f.row.length).toBeGreaterThan(0);
    }
    expect(field(best, "last_name")?.weight).toBeGreaterThan(0);
  });

  test("nicknames and short forms from the public list; an initial", async () => {
    await expectFound(
      { first_name: "Bill", last_name: "Harrington", company: "Quokka Ledger" },
      PEOPLE.harrington,
      {
        first_name: "nickname",
      },
    );
    await expectFound({ name: "Kate Okonkwo", company: "Baobab Payments" }, PEOPLE.okonkwo, {
      first_name: "nickname",
    });
    await expectFound({ name: "W. Harrington", company: "Quokka Ledger" }, PEOPLE.harrington, {
      first_name: "initial",
    });
  });

  test("accents and transliteration; one of two surnames; the surname without its particle", async () => {
    await expectFound({ name: "Juergen Mueller", location: "Zürich" }, PEOPLE.mueller, {
      first_name: "transliteration",
      last_name: "transliteration",
    });
    await expectFound({ name: "Jose Garcia", company: "Ortiga Analytics" }, PEOPLE.garcia, {
      first_name: "transliteration",
      last_name: "part",
    });
    await expectFound({ name: "Anneke Berg", location: "Amsterdam" }, PEOPLE.berg, { last_name: "part" });
  });

  test("swapped parts: family name first, in one field or in swapped columns", async () => {
    await expectFound(
      { name: "Zhang Wei", company: "Lanternfish Semiconductors" },
      PEOPLE.zhang,
      { first_name: "exact" },
      {
        first_name: "swapped",
      },
    );
    await expectFound({ first_name: "Zhang", last_name: "Wei", location: "Singapore" }, PEOPLE.zhang, {
      last_name: "exact",
    });
    await expectFound({ name: "HARRINGTON, William", company: "Quokka Ledger" }, PEOPLE.harrington, {
      last_name: "exact",
    });
  });

  test("companies without legal form, by domain, and a past employer", async () => {
    await expectFound(
      { name: "William Harrington", company: "Quokka Ledger" },
      PEOPLE.harrington,
      { company: "current" },
      {
        company: "legal-suffix-free",
      },
    );
    await expectFound(
      { name: "William Harrington", company: "https://www.quokka-ledger.example" },
      PEOPLE.harrington,
      { company: "current" },
      { company: "domain" },
    );
    await expectFound({ name: "William Harrington", company: "Tessellate Robotics" }, PEOPLE.harrington, {
      company: "past",
    });
  });

  test("places by metro area and by country", async () => {
    await expectFound({ name: "William Harrington", location: "Garching bei München" }, PEOPLE.harrington, {
      location: "metro",
    });
    await expectFound({ name: "William Harrington", location: "Germany" }, PEOPLE.harrington, {
      location: "country",
    });
  });

  test("email (any case), phone (another format), profile URL (another spelling) alone", async () => {
    const byEmail = await expectFound(
      { email: "William.Harrington@Quokka-Ledger.example" },
      PEOPLE.harrington,
      {
        email: "exact",
      },
    );
    expect(byEmail.score).toBeGreaterThan(0.95);
    await expectFound({ phone: "0049 (0)89 55501234" }, PEOPLE.harrington, { phone: "exact" });
    await expectFound(
      { profile_url: "HTTP://de.pnet.com/in/William-Harrington-7f3a/?trk=x" },
      PEOPLE.harrington,
      {
        profile_url: "exact",
      },
    );
  });

  test("same-name people told apart by company or by city", async () => {
    await expectFound({ name: "James Smith", company: "Wrenfield Insurance" }, PEOPLE.smithLondon, {
      company: "current",
    });
    await expectFound({ name: "James Smith", location: "Boston, MA" }, PEOPLE.smithBoston, {
      location: "city",
    });
    // Neither told apart: the probability is shared, so neither is claimed with confidence.
    const both = await matches({ name: "James Smith", location: "United States" });
    expect(both[0]?.score ?? 0).toBeLessThan(0.8);
  });

  test("a record spelling the name twice over does not outrank the right person spelled once", async () => {
    const found = await matches({ name: "Katherine Okonkwo", company: "Baobab Payments" });
    expect(urlOf(found[0])).toBe(PEOPLE.okonkwo.pnet_url);
    const twice = found.find((m) => urlOf(m) === PEOPLE.okonkwoTwice.pnet_url);
    if (twice) {
      expect(twice.score).toBeLessThan(found[0]?.score ?? 0);
      // Each field is one entry however many spellings it has.
      expect(twice.explanation.filter((f) => f.field === "first_name").length).toBe(1);
    }
  });
});

describe("options and formats", () => {
  test("matches are best first, at most limit, none under min_score (default 0.5)", async () => {
    const all = await matches({ name: "James Smith", limit: 20 });
    expect(all.length).toBeGreaterThan(1);
    expect(all.length).toBeLessThanOrEqual(20);
    for (let i = 1; i < all.length; i++) expect(all[i]?.score).toBeLessThanOrEqual(all[i - 1]?.score ?? 1);
    expect((await matches({ name: "James Smith", limit: 1 })).length).toBe(1);
    const res = await identify({ name: "James Smith" });
    const defaults = ((await res.json()) as { matches: Match[] }).matches;
    for (const m of defaults) expect(m.score).toBeGreaterThanOrEqual(0.5);
  });

  test("nobody above min_score: 200 with matches [], free", async () => {
    const before = await balance();
    const res = await identify({ name: "Zebulon Quixwright", company: "Nowhere Widgets", min_score: 0.5 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ matches: [] });
    expect(res.headers.get("x-credits-charged")).toBe("0");
    expect(await balance()).toBe(before);
  });

  test("one credit per match returned", async () => {
    const before = await balance();
    const res = await identify({ name: "James Smith", min_score: 0, limit: 2 });
    const body = (await res.json()) as { matches: Match[] };
    expect(body.matches.length).toBe(2);
    expect(res.headers.get("x-credits-charged")).toBe("2");
    expect(await balance()).toBe(before - 2);
  });

  test("person: the legacy result by default (deprecation headers), the modern record with legacy=false", async () => {
    const legacy = await identify({ email: "william.harrington@quokka-ledger.example" }, key, "");
    expect(legacy.headers.get("deprecation")).toBe("true");
    const [l] = ((await legacy.json()) as { matches: Match[] }).matches;
    expect(l?.person.profile?.pnet_url).toBe(PEOPLE.harrington.pnet_url);
    const [m] = await matches({ email: "william.harrington@quokka-ledger.example" });
    expect(m?.person.pnet_url).toBe(PEOPLE.harrington.pnet_url);
    expect(m?.person.profile).toBeUndefined();
  });
});

describe("refusals: 400 with a detail naming the rule, nothing charged", () => {
  test.each([
    ["only a first name", { first_name: "William" }, "Too little to identify"],
    ["only a company", { company: "Quokka Ledger" }, "Too little to identify"],
    ["an empty body", {}, "Too little to identify"],
    ["a field of the wrong type", { name: 42 }, "name must be a string"],
    ["min_score above 1", { name: "William Harrington", min_score: 1.5 }, "min_score"],
    ["limit above 20", { name: "William Harrington", limit: 21 }, "limit"],
    ["an unknown field", { name: "William Harrington", nmae: "x" }, 'Unknown field "nmae"'],
    ["an email that is not one", { email: "not-an-email" }, "email"],
  ])("%s", async (_, body, detail) => {
    const before = await balance();
    await expectError(await identify(body), "BAD_REQUEST", detail);
    expect(await balance()).toBe(before);
  });

  test("a body that is not JSON", async () => {
    const res = await identify("{not json");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail.length).toBeGreaterThan(0);
  });

  test("no credits: 402 before any work, nothing charged", async () => {
    const empty = await makeKey(server.storage, "tier2", { credits: 0 });
    await expectError(await identify({ name: "William Harrington" }, empty), "INSUFFICIENT_CREDITS");
  });
});

describe("erasure", () => {
  test("an erased person is never matched again, by name, email, phone or URL", async () => {
    const admin = (path: string, init: RequestInit = {}) =>
      server.fetch(`/admin${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${ADMIN}`, "Content-Type": "application/json" },
      });
    const [before] = await matches({ name: "Jürgen Müller", location: "Zurich" });
    expect(urlOf(before)).toBe(PEOPLE.mueller.pnet_url);
    const found = (await (await admin(`/subjects?name=${encodeURIComponent("Jürgen Müller")}`)).json()) as {
      matches: { id: number }[];
    };
    const id = found.matches[0]?.id as number;
    expect(
      (await admin(`/subjects/${id}/erase`, { method: "POST", body: JSON.stringify({ reason: "request" }) }))
        .status,
    ).toBe(200);
    for (const row of [
      { name: "Jürgen Müller", location: "Zurich" },
      { name: "Juergen Mueller", company: "Alpenfirn Versicherungen" },
      { profile_url: PEOPLE.mueller.pnet_url },
    ]) {
      const after = await matches(row);
      expect(after.map(urlOf)).not.toContain(PEOPLE.mueller.pnet_url);
    }
    // Nothing of them is left in the index either.
    const left = await server.sql<{ n: number }>(
      "SELECT count(*) AS n FROM identify_people WHERE person_id = ?",
      id,
    );
    expect(Number(left[0]?.n)).toBe(0);
  });
});
