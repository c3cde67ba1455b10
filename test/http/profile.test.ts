/** GET /api/enrich/pnet: the stored profile, legacy and modern, and what it costs. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let key: string;
let profileUrl: string;

beforeAll(async () => {
  server = await startTestServer({
    prepare: (s) => seedDemoData(s, { people: 80, seed: 12 }).then(() => {}),
  });
  key = await makeKey(server.storage, "tier2", { credits: 100 });
  const person = (await server.storage.people.scan(0, 80)).find(
    (p) => p.experience.length > 1 && p.education.length > 0,
  );
  if (!person) throw new Error("no suitable demo person");
  profileUrl = person.pnet_url;
});
afterAll(() => server.stop());

const balance = async () =>
  ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number }).credits;

describe("GET /api/enrich/pnet", () => {
  test("legacy (default): the stored-profile shape with its exact keys, YYYY-MM dates; 1 credit", async () => {
    const before = await balance();
    const res = await server.fetch(`/api/enrich/pnet?pnet_url=${encodeURIComponent(profileUrl)}`, auth(key));
    expect(res.status).toBe(200);
    expect(res.headers.get("sunset")).toBe("Sat, 01 Nov 2025 00:00:00 GMT");
    const body = (await res.json()) as Record<string, Record<string, unknown> & Record<string, unknown>[]>;
    expect(Object.keys(body)).toEqual([
      "profile",
      "experience",
      "education",
      "skills",
      "languages",
      "location",
      "certifications",
      "honors",
      "posts",
    ]);
    expect(Object.keys(body.profile ?? {}).sort()).toEqual(
      [
        "id",
        "name",
        "headline",
        "summary",
        "location",
        "title",
        "pnet_profile_url",
        "pnet_flagship_url",
        "profile_picture_url",
        "num_of_connections",
        "last_updated",
        "pnet_url",
        "social_handle",
        "websites",
        "emails",
        "criteria",
      ].sort(),
    );
    const experience = body.experience as unknown as Record<string, unknown>[];
    for (const e of experience) {
      expect(Object.keys(e).sort()).toEqual(
        [
          "employee_position_id",
          "employee_title",
          "employer_name",
          "employee_description",
          "employer_pnet_description",
          "employer_pnet_id",
          "employer_pnet_url",
          "employer_logo_url",
          "start_date",
          "end_date",
          "employee_location",
          "employer_company_ids",
          "employer_company_website_domains",
          "location",
          "is_current",
        ].sort(),
      );
      expect(String(e.start_date)).toMatch(/^\d{4}-\d{2}$/);
      expect(e.end_date === "" ? e.is_current : /^\d{4}-\d{2}$/.test(String(e.end_date))).toBe(true);
    }
    const education = body.education as unknown as Record<string, unknown>[];
    expect(Object.keys(education[0] ?? {}).sort()).toEqual(
      [
        "institute_name",
        "degree_name",
        "field_of_study",
        "institute_pnet_id",
        "institute_pnet_url",
        "institute_logo_url",
        "start_date",
        "end_date",
        "description",
      ].sort(),
    );
    // Education dates are YYYY-MM too (issue 16), or empty when unknown.
    expect(education.length).toBeGreaterThan(0);
    for (const e of education) {
      expect(String(e.start_date)).toMatch(/^(\d{4}-\d{2})?$/);
      expect(String(e.end_date)).toMatch(/^(\d{4}-\d{2})?$/);
    }
    expect(await balance()).toBe(before - 1);
  });

  test("legacy=false gives the modern record; the URL may be spelled differently", async () => {
    const messy = `${profileUrl.replace("https://www.", "HTTP://").toUpperCase()}/?utm=1`;
    const res = await server.fetch(
      `/api/enrich/pnet?legacy=false&pnet_url=${encodeURIComponent(messy)}`,
      auth(key),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("sunset")).toBeNull();
    // The body is made as text (src/format/person-text.ts): the content type is what Elysia gives JSON.
    expect(res.headers.get("content-type")).toBe("application/json;charset=utf-8");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.pnet_url).toBe(profileUrl);
    expect(Array.isArray(body.experience)).toBe(true);
    expect("total_experience_duration_months_breakdown_department" in body).toBe(true);
  });

  test("school URLs have one www. (issue 16)", async () => {
    const people = await server.storage.people.scan(0, 50);
    const urls = people.flatMap((p) => p.education.map((e) => e.institution_url)).filter(Boolean);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).not.toContain("www.www.");
  });

  test("a missing pnet_url says it is required (issue 16)", async () => {
    const res = await server.fetch("/api/enrich/pnet", auth(key));
    await expectCode(res, "BAD_REQUEST");
    expect(((await res.json()) as { detail: string }).detail).toBe("pnet_url is required");
  });

  test("unknown profile: 404, nothing charged", async () => {
    const before = await balance();
    const res = await server.fetch(
      "/api/enrich/pnet?pnet_url=https://www.pnet.example/in/nobody-here",
      auth(key),
    );
    await expectCode(res, "NOT_FOUND");
    expect(((await res.json()) as { detail: string }).detail).toContain("not found");
    expect(await balance()).toBe(before);
  });

  test.each([
    ["missing pnet_url", "/api/enrich/pnet"],
    ["not a URL", "/api/enrich/pnet?pnet_url=nothing"],
    [
      "bad legacy",
      `/api/enrich/pnet?legacy=maybe&pnet_url=${encodeURIComponent("https://www.pnet.example/in/x")}`,
    ],
  ])("%s -> 400 with detail, nothing charged", async (_label, path) => {
    const before = await balance();
    const res = await server.fetch(path, auth(key));
    await expectCode(res, "BAD_REQUEST");
    expect(typeof ((await res.json()) as { detail: string }).detail).toBe("string");
    expect(await balance()).toBe(before);
  });
});

test("a bad boolean is named: legacy must be true or false", async () => {
  const res = await server.fetch(
    `/api/enrich/pnet?legacy=maybe&pnet_url=${encodeURIComponent(profileUrl)}`,
    auth(key),
  );
  expect(await res.json()).toMatchObject({
    detail: "legacy must be true or false",
    error: "legacy must be true or false",
    code: "BAD_REQUEST",
  });
});
