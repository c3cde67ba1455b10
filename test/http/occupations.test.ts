/**
 * The title API (issue 46): GET /api/occupations/link links a title in any of ESCO's languages to
 * ranked ESCO occupations (the same concept from German, Spanish and English), 1 credit when it
 * finds one; GET /api/occupations/{uri} gives an occupation's labels in every language; bad input
 * is a clear 4xx and free. On the source and the binary, both engines.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

type Link = {
  level: string | null;
  level_words: string[];
  occupations: {
    uri: string;
    label: string;
    matched_label: string;
    matched_language: string;
    score: number;
  }[];
};
let server: TestServer;
let key: string;

beforeAll(async () => {
  server = await startTestServer();
  key = await makeKey(server.storage, "tier1", { credits: 100 });
});
afterAll(() => server.stop());

const balance = async () =>
  ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number }).credits;

async function link(title: string, limit = 5): Promise<Link> {
  const res = await server.fetch(
    `/api/occupations/link?title=${encodeURIComponent(title)}&limit=${limit}`,
    auth(key),
  );
  expect(res.status).toBe(200);
  expect(res.headers.get("X-Credits-Charged")).toBe("1");
  return (await res.json()) as Link;
}

test("a title in German, Spanish or English links to the same occupation; seniority apart; 1 credit", async () => {
  const before = await balance();
  const en = await link("Senior Software Developer");
  const de = await link("Softwareentwicklerin");
  const es = await link("desarrollador de software");
  expect(await balance()).toBe(before - 3);
  expect(en.level).not.toBeNull();
  expect(en.level_words.map((w) => w.toLowerCase())).toContain("senior");
  const top = en.occupations[0];
  expect(top?.uri).toMatch(/^http:\/\/data\.europa\.eu\/esco\//);
  expect(top?.label.toLowerCase()).toContain("software developer");
  for (const other of [de, es])
    expect(other.occupations.slice(0, 3).map((o) => o.uri)).toContain(top?.uri ?? "none");
  expect(de.occupations[0]?.matched_language).toBe("de");
  expect(es.occupations[0]?.matched_language).toBe("es");
  expect(en.occupations.length).toBeLessThanOrEqual(5);
});

test("an occupation's labels in every language by its URI; unknown URI 404 and free", async () => {
  const top = (await link("baker")).occupations[0];
  const before = await balance();
  const res = await server.fetch(`/api/occupations/${encodeURIComponent(top?.uri ?? "")}`, auth(key));
  expect(res.status).toBe(200);
  const body = (await res.json()) as { uri: string; label: string; labels: Record<string, string[]> };
  expect(body.uri).toBe(top?.uri ?? "");
  expect(body.label).toBe(top?.label ?? "");
  expect(Object.keys(body.labels).length).toBeGreaterThan(10);
  expect(body.labels.de?.length).toBeGreaterThan(0);
  expect(await balance()).toBe(before - 1);
  const unknown = await server.fetch(
    `/api/occupations/${encodeURIComponent("http://data.europa.eu/esco/occupation/no-such-thing")}`,
    auth(key),
  );
  await expectCode(unknown, "NOT_FOUND");
  await expectCode(await server.fetch("/api/occupations/not-a-uri", auth(key)), "BAD_REQUEST");
  expect(await balance()).toBe(before - 1);
});

test("no title is a 422, a bad limit or an overlong title a 400, nothing found free; all without charge", async () => {
  const before = await balance();
  await expectCode(await server.fetch("/api/occupations/link", auth(key)), "UNPROCESSABLE");
  await expectCode(await server.fetch("/api/occupations/link?title=%20", auth(key)), "UNPROCESSABLE");
  await expectCode(await server.fetch("/api/occupations/link?title=baker&limit=0", auth(key)), "BAD_REQUEST");
  await expectCode(
    await server.fetch("/api/occupations/link?title=baker&limit=51", auth(key)),
    "BAD_REQUEST",
  );
  await expectCode(
    await server.fetch(`/api/occupations/link?title=${"a".repeat(301)}`, auth(key)),
    "BAD_REQUEST",
  );
  const nothing = await server.fetch("/api/occupations/link?title=zzqxv%20qqwx", auth(key));
  expect(nothing.status).toBe(200);
  expect(((await nothing.json()) as Link).occupations).toEqual([]);
  expect(nothing.headers.get("X-Credits-Charged")).toBe("0");
  expect(await balance()).toBe(before);
  expect((await server.fetch("/api/occupations/link?title=baker")).status).toBe(401);
});
