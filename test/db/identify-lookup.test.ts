/**
 * A row's index reads in two statements on PostgreSQL (IdentifyRepository.keysAndCounts and
 * profilesChecked, issue 47: one identify was five round trips). They must answer exactly what the reads call by
 * call and the domain's ranking answer: the same candidates in the same order, scores, weights and
 * explanations, row by row and as a chunk reads them; the same people left out as suppressed (URL, email,
 * phone); and it says when someone is due, so the index is caught up before an answer. SQLite has
 * no such statement (its reads are in-process), so this file runs on PostgreSQL only.
 */
import { describe, expect, test } from "bun:test";
import postgres from "postgres";
import { withoutSuppressed } from "../../src/domain/identify/identify.ts";
import { matchChunk, type RowResult, type ScoredCandidate } from "../../src/domain/identify/match.ts";
import { type RowInput, readRow } from "../../src/domain/identify/row.ts";
import { IdentifyService } from "../../src/domain/identify/service.ts";
import { hashKey } from "../../src/domain/identify/text.ts";
import type { Person } from "../../src/domain/model.ts";
import { identifier, keyIdentifier } from "../../src/domain/privacy/identifiers.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { createLogger } from "../../src/log.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { storeOpener } from "../helpers/stores.ts";
import { seedIdentifyFixture } from "../http/identify-fixture.ts";

const stores = storeOpener();

const FIXTURE_ROWS: RowInput[] = [
  { name: "Bill Harrington", company: "quokka-ledger.example" },
  { name: "William Harrington", company: "Tessellate Robotics" },
  { first_name: "Jose", last_name: "Garcia", location: "Madrid" },
  { email: "William.Harrington@quokka-ledger.example" },
  { phone: "+49 (89) 5550-1234" },
  { profile_url: "pnet.com/in/wei-zhang-sh/" },
  { name: "James Smith", location: "Boston" },
  { name: "James Smith", company: "Wrenfield Insurance" },
  { name: "Katherine Okonkwo", company: "Baobab Payments" },
  { name: "Juergen Mueller", location: "Zürich" },
];

function demoRows(people: Person[]): RowInput[] {
  return people.map((p, i) => {
    const company = (p.experience.find((e) => e.active_experience === 1) ?? p.experience[0])?.company_name;
    const location = p.location_city ?? p.location ?? undefined;
    if (i % 10 === 9) return { name: `Quentin Zyzzyva${i}`, company: company ?? undefined };
    if (i % 3 === 0) return { name: p.name, company: company ?? undefined };
    if (i % 3 === 1) return { name: p.name.toUpperCase(), location };
    // A bare first name and surname: common tokens alone are the keys the guard must drop.
    return { first_name: p.first_name ?? undefined, last_name: p.last_name ?? undefined, location };
  });
}

/** The same storage with its index read call by call (no combined reads). */
function byCalls(storage: Storage): Storage {
  return Object.assign(Object.create(storage) as Storage, {
    identify: { ...storage.identify, keysAndCounts: undefined, profilesChecked: undefined },
  });
}

/** The same storage whose first combined read never brings the profiles (the second read always runs). */
function inTwoAlways(storage: Storage): Storage {
  const { keysAndCounts } = storage.identify;
  return Object.assign(Object.create(storage) as Storage, {
    identify: {
      ...storage.identify,
      keysAndCounts: keysAndCounts
        ? (request: Parameters<typeof keysAndCounts>[0]) =>
            keysAndCounts.call(storage.identify, { ...request, profilesUpTo: 0 })
        : undefined,
    },
  });
}

/** Results without the suppression flags only the combined reads give. */
const unflagged = (results: RowResult[]) =>
  results.map((r) => ({
    ...r,
    candidates: r.candidates.map(({ suppressed: _, ...c }) => c as ScoredCandidate),
  }));

function countCalls(storage: Storage): Map<string, number> {
  const calls = new Map<string, number>();
  for (const area of ["identify", "people", "privacy"] as const) {
    const repo = storage[area] as unknown as Record<string, unknown>;
    for (const name of Object.keys(repo)) {
      const fn = repo[name];
      if (typeof fn !== "function") continue;
      repo[name] = (...args: unknown[]) => {
        calls.set(`${area}.${name}`, (calls.get(`${area}.${name}`) ?? 0) + 1);
        return (fn as (...a: unknown[]) => unknown).apply(repo, args);
      };
    }
  }
  return calls;
}

describe("identify reads combined (postgres)", () => {
  test("answers as the reads call by call; suppressed people flagged; due said", async () => {
    const url = await freshDatabase();
    const storage = await stores.open("postgres", { url });
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await seedIdentifyFixture(storage, 400);
    const service = new IdentifyService(storage, createLogger("silent"), () => new Date(), {
      learn: false,
      threaded: false,
    });
    const { model, people } = await service.ready();
    expect(storage.identify.keysAndCounts).toBeDefined();
    expect(storage.identify.profilesChecked).toBeDefined();
    const rows = [...FIXTURE_ROWS, ...demoRows(await storage.people.scan(0, 150))].map((r) => readRow(r));

    const plain = byCalls(storage);
    const twoAlways = inTwoAlways(storage);
    const oneByOne: RowResult[] = [];
    const inTwoOneByOne: RowResult[] = [];
    const calledOneByOne: RowResult[] = [];
    const calls = countCalls(storage);
    for (const row of rows) {
      const inOne = await matchChunk(storage, model, [row], people);
      expect(inOne.due).toBe(false);
      oneByOne.push(...inOne.results);
      inTwoOneByOne.push(...(await matchChunk(twoAlways, model, [row], people)).results);
      calledOneByOne.push(...(await matchChunk(plain, model, [row], people)).results);
    }
    expect(unflagged(oneByOne)).toEqual(calledOneByOne);
    // With the profiles in the first read or in the second, the same answers and flags.
    expect(inTwoOneByOne).toEqual(oneByOne);
    // Rows whose keys bring few people read once (the counted calls are `storage`'s own; twoAlways
    // calls the repository as it was before counting).
    expect(calls.get("identify.keysAndCounts")).toBe(rows.length);
    expect(calls.get("identify.profilesChecked") ?? 0).toBeLessThan(rows.length / 2);
    // A chunk of many rows reads call by call (readsCombined): the same answers.
    const chunk = await matchChunk(storage, model, rows, people);
    expect(chunk.results).toEqual(calledOneByOne);
    // Not vacuous: rows found their people, and some keys were dropped as too common (a smaller
    // block than all the keys would bring is what the guard changes; both sides agree on it).
    expect(oneByOne.filter((r) => (r.candidates[0]?.score ?? 0) >= 0.8).length).toBeGreaterThan(80);
    expect(oneByOne.every((r) => r.candidates.every((c) => c.suppressed === false))).toBe(true);

    // A single row without a domain or URL, whose keys bring few people: one statement, nothing else read.
    calls.clear();
    const harrington = readRow({ name: "William Harrington", location: "Munich" });
    const [found] = (await service.match([harrington])).results;
    expect(Object.fromEntries(calls)).toEqual({ "identify.keysAndCounts": 1 });
    expect(found?.candidates[0]?.profile.u).toBe("in/william-harrington-7f3a");

    // A name token's key is dropped when more than `rare` people hold the token (the guard's two
    // counts summed), and read whole up to that: the 400 people here hold no token that often.
    const [gn, sn, tk] = ["gn|james", "sn|james", "tk|james"].map(hashKey) as [number, number, number];
    const counts = await storage.identify.termCounts([gn, sn]);
    const holding = (counts.get(gn) ?? 0) + (counts.get(sn) ?? 0);
    const holders = (await storage.identify.candidates([tk], 200)).map((c) => c.personId);
    expect(holding).toBeGreaterThan(1);
    expect(holders.length).toBeGreaterThan(1);
    const guarded = async (rare: number) =>
      (
        await storage.identify.keysAndCounts?.({
          terms: [],
          keys: [{ hash: tk, guard: [gn, sn] }],
          perKey: 200,
          rare,
        })
      )?.holders.map((h) => h.personId);
    expect(await guarded(holding)).toEqual(holders);
    expect(await guarded(holding - 1)).toEqual([]);

    // Suppression: one candidate by URL, one by email, one by phone.
    const candidates = [
      ...new Map(oneByOne.flatMap((r) => r.candidates).map((c) => [c.personId, c])).values(),
    ];
    const withEmail = candidates.find((c) => c.profile.e.length > 0) as ScoredCandidate;
    const withPhone = candidates.find((c) => c.profile.ph.length > 0 && c !== withEmail) as ScoredCandidate;
    const byUrl = candidates.find((c) => c !== withEmail && c !== withPhone) as ScoredCandidate;
    expect([withEmail, withPhone, byUrl].every(Boolean)).toBe(true);
    const hashes = [
      keyIdentifier("url", byUrl.profile.u),
      identifier("email", withEmail.profile.e[0]),
      identifier("phone", withPhone.profile.ph[0]),
    ].map((i) => i?.hash as string);
    for (const [i, hash] of hashes.entries())
      await admin`INSERT INTO suppressions (hash, kind) VALUES (${hash}, ${["url", "email", "phone"][i] as string})`;
    calls.clear();
    const again = { results: [] as RowResult[] };
    const againInTwo: RowResult[] = [];
    for (const row of rows) {
      again.results.push(...(await matchChunk(storage, model, [row], people)).results);
      againInTwo.push(...(await matchChunk(twoAlways, model, [row], people)).results);
    }
    expect(againInTwo).toEqual(again.results);
    expect(calls.get("privacy.suppressed")).toBeUndefined();
    expect(calls.get("identify.keysAndCounts")).toBe(rows.length);
    const flagged = new Set(
      again.results.flatMap((r) => r.candidates.filter((c) => c.suppressed).map((c) => c.personId)),
    );
    expect([...flagged].sort((a, b) => a - b)).toEqual(
      [byUrl.personId, withEmail.personId, withPhone.personId].sort((a, b) => a - b),
    );
    // The same people left out as the suppression list read call by call leaves out.
    const calledAgain = await matchChunk(plain, model, rows, people);
    for (const [i, r] of again.results.entries()) {
      const kept = (await withoutSuppressed(storage, r.candidates)).map((c) => c.personId);
      const read = await withoutSuppressed(plain, (calledAgain.results[i] as RowResult).candidates);
      expect(kept).toEqual(read.map((c) => c.personId));
    }

    // A write makes its person due: the statement says so, and match catches the index up first.
    const personId = found?.candidates[0]?.personId as number;
    await admin`UPDATE people SET name = name WHERE id = ${personId}`;
    expect((await matchChunk(storage, model, [harrington], people)).due).toBe(true);
    const caught = await service.match([harrington]);
    expect(await storage.identify.dueCount()).toBe(0);
    expect((await matchChunk(storage, model, [harrington], people)).due).toBe(false);
    expect(caught.results[0]?.candidates[0]?.personId).toBe(personId);
    await admin.end();
    await service.close();
  }, 180_000);
});
