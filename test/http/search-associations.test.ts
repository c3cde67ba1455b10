/**
 * Associations learned from the data (issue 29), over real HTTP on both engines: a word the parser
 * cannot place that the profiles tie to a title family ranks that family's people after those
 * mentioning the word, never excludes anyone, shows in explain with its strength, and
 * `associations=off` turns it off. Truth comes from the stored records (../quality/truth.ts: the
 * generator's title lists), never from the miner.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Person } from "../../src/domain/model.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import * as T from "../quality/truth.ts";

let server: TestServer;
let key: string;
let everyone: Person[];
let byId: Map<number, Person>;

interface Explained {
  not_understood: string[];
  associations: {
    word: string;
    points_at: string;
    token: string;
    share: number;
    pmi: number;
    support: number;
  }[];
  answered: string;
}

beforeAll(async () => {
  server = await startTestServer({
    prepare: (s) =>
      seedDemoData(s, { people: 3000, seed: 7, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
  key = await makeKey(server.storage, "tier3", { credits: 1_000_000 });
  everyone = await server.storage.people.scan(0, 5000);
  byId = new Map(everyone.map((p) => [p.id, p]));
}, 60_000);
afterAll(() => server.stop());

async function explain(query: string, extra = ""): Promise<Explained> {
  const res = await server.fetch(`/api/search/explain?query=${encodeURIComponent(query)}${extra}`, auth(key));
  expect(res.status).toBe(200);
  return (await res.json()) as Explained;
}

async function search(query: string, extra = "") {
  const res = await server.fetch(
    `/api/search?legacy=false&limit=100&advanced_filtering=false&query=${encodeURIComponent(query)}${extra}`,
    auth(key),
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { results: { id: number }[]; total: number };
  return { total: body.total, found: body.results.map((r) => byId.get(r.id) as Person) };
}

/** Whether anything in a record holds the word (or its plural): a record that does not, does not mention it. */
const mentions = (p: Person, word: string) => new RegExp(`\\b${word}(s|es)?\\b`, "i").test(JSON.stringify(p));
/** The words of the person's title, headline and skills, as the association's share counts them. */
const ownText = (p: Person, word: string) =>
  new RegExp(`\\b${word}(s|es)?\\b`, "i").test(
    [T.current(p)?.position_title ?? "", p.headline ?? "", ...p.skills].join(" "),
  );

/** A word of the demo data the parser leaves unplaced that points at a family. */
async function pick(): Promise<{ word: string; association: Explained["associations"][number] }> {
  const candidates = [
    "pipeline",
    "inventory",
    "vendor",
    "proof",
    "calling",
    "cold",
    "chain",
    "selling",
    "lean",
  ];
  for (const word of candidates) {
    const e = await explain(word);
    const a = e.associations.find((x) => x.word === word);
    if (!e.not_understood.includes(word) || !a) continue;
    return { word, association: a };
  }
  throw new Error("no candidate word is associated in the demo data");
}

describe("associations learned from the data", () => {
  test("explain shows the association and its strength, as the records have it", async () => {
    const { word, association } = await pick();
    expect(association.share).toBeGreaterThanOrEqual(0.3);
    expect(association.support).toBeGreaterThanOrEqual(15);
    expect(association.pmi).toBeGreaterThan(Math.log(3) - 1e-9);
    // The share recomputed from the records, by the generator's own title lists.
    const holding = everyone.filter((p) => ownText(p, word));
    const inFamily = holding.filter((p) => T.familyOf(p) === association.points_at).length;
    expect(Math.abs(inFamily / holding.length - association.share)).toBeLessThan(0.15);
  });

  test("alone, a word pointing at a family widens the answer to that family; off, only mentions", async () => {
    const { word } = await pick();
    const on = await search(word);
    const off = await search(word, "&associations=off");
    expect((await explain(word)).answered).toContain("Associated");
    expect(on.total).toBeGreaterThan(off.total);
    for (const p of off.found) expect(mentions(p, word)).toBe(true);
  });

  test("with a criterion, the family ranks first among the matches not mentioning the word; nothing is excluded", async () => {
    const { word, association } = await pick();
    // A country where a few people mention the word: the page holds them and then others.
    const countries = [...new Set(everyone.map((p) => p.location_country).filter((c) => c !== null))];
    const family = (p: Person) => T.familyOf(p) === association.points_at;
    const country = countries.find((c) => {
      const there = everyone.filter((p) => p.location_country === c);
      const mentioning = there.filter((p) => mentions(p, word)).length;
      return (
        mentioning >= 3 && mentioning <= 60 && there.filter((p) => family(p) && !ownText(p, word)).length >= 5
      );
    });
    expect(country).toBeDefined();
    const query = `${word} in ${country}`;
    const on = await search(query);
    const off = await search(query, "&associations=off");
    expect(on.total).toBe(off.total);
    // The people the index finds mentioning the word come first either way (a quoted word requires it).
    const k = (await search(`"${word}" in ${country}`, "&associations=off")).total;
    expect(k).toBeGreaterThan(0);
    expect(k).toBeLessThan(60);
    expect(new Set(on.found.slice(0, k).map((p) => p.id))).toEqual(
      new Set(off.found.slice(0, k).map((p) => p.id)),
    );
    // Then, on, the family's people lead the others; off, the others are in quality order.
    const othersOn = on.found.slice(k);
    const othersOff = off.found.slice(k);
    const lead = othersOn.findIndex((p) => !family(p));
    expect(lead).toBeGreaterThanOrEqual(3);
    expect(othersOn.slice(0, 20).filter(family).length).toBeGreaterThan(
      othersOff.slice(0, 20).filter(family).length,
    );
  });

  test("associations=off: explain lists none; a bad value is a 400", async () => {
    const { word } = await pick();
    expect((await explain(word, "&associations=off")).associations).toEqual([]);
    await expectCode(
      await server.fetch(`/api/search/explain?query=${word}&associations=maybe`, auth(key)),
      "BAD_REQUEST",
    );
  });

  test("a query the vocabulary understands gets no associations", async () => {
    expect((await explain("software engineers in Berlin")).associations).toEqual([]);
  });
});
