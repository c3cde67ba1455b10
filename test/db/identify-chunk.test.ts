/**
 * A chunk of rows reads the identify index together (issue 47, bulk speed): every row's counted
 * values, keys, and candidates' profiles in one read each for the whole chunk. On both engines,
 * each row of a chunk gets exactly what it gets matched alone (the same candidates, scores,
 * weights, counts and order; the same best match and explanation through bestMatches), and the
 * chunk's reads of each kind are one call whatever the number of rows (each call one statement).
 */
import { describe, expect, test } from "bun:test";
import { bestMatches } from "../../src/domain/identify/bulk.ts";
import { matchRow, matchRows } from "../../src/domain/identify/match.ts";
import { type RowInput, readRow } from "../../src/domain/identify/row.ts";
import { IdentifyService } from "../../src/domain/identify/service.ts";
import type { Person } from "../../src/domain/model.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { createLogger } from "../../src/log.ts";
import { type Engine, storeOpener } from "../helpers/stores.ts";
import { seedIdentifyFixture } from "../http/identify-fixture.ts";

const stores = storeOpener();

/** Rows of every kind: ones sharing keys (two James Smiths, a row twice), a company by its domain, identifiers alone, a row too thin to read. */
const FIXTURE_ROWS: RowInput[] = [
  { name: "Bill Harrington", company: "quokka-ledger.example" },
  { name: "William Harrington", company: "Tessellate Robotics" },
  { first_name: "Jose", last_name: "Garcia", location: "Madrid" },
  { email: "William.Harrington@quokka-ledger.example" },
  { phone: "+49 (89) 5550-1234" },
  { profile_url: "pnet.com/in/wei-zhang-sh/" },
  { name: "James Smith", location: "Boston" },
  { name: "James Smith", company: "Wrenfield Insurance" },
  { name: "James Smith", location: "Boston" },
  { name: "Katherine Okonkwo", company: "Baobab Payments" },
  { name: "Juergen Mueller", location: "Zürich" },
  { first_name: "Anneke" },
  { name: "Anneke Berg", company: "quokka-ledger.example" },
];

/** Demo people as a CRM would hold them (name and employer, name and city, both), and names no one holds. */
function demoRows(people: Person[]): RowInput[] {
  return people.map((p, i) => {
    const company = (p.experience.find((e) => e.active_experience === 1) ?? p.experience[0])?.company_name;
    const location = p.location_city ?? p.location ?? undefined;
    if (i % 10 === 9) return { name: `Quentin Zyzzyva${i}`, company: company ?? undefined };
    if (i % 3 === 0) return { name: p.name, company: company ?? undefined };
    if (i % 3 === 1) return { name: p.name.toUpperCase(), location };
    return { name: p.name, company: company ?? undefined, location };
  });
}

/** Counts the calls of the identify index's and people's reads (the real methods, passed through). */
function countCalls(storage: Storage): Map<string, number> {
  const calls = new Map<string, number>();
  for (const area of ["identify", "people"] as const) {
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

for (const engine of ["sqlite", "postgres"] as Engine[])
  describe(`identify chunks on ${engine}`, () => {
    test("each row of a chunk scores as it does alone; a chunk reads each kind once", async () => {
      const storage = await stores.open(engine);
      await seedIdentifyFixture(storage, 400);
      const service = new IdentifyService(storage, createLogger("silent"), () => new Date(), {
        learn: false,
        threaded: false,
      });
      const { model, people } = await service.ready();
      const inputs = [...FIXTURE_ROWS, ...demoRows(await storage.people.scan(0, 90))];
      const readable = inputs.flatMap((input) => {
        try {
          return [readRow(input)];
        } catch {
          return [];
        }
      });
      expect(readable.length).toBe(inputs.length - 1);

      const alone = [];
      for (const row of readable) alone.push(await matchRow(storage, model, row, people));
      const calls = countCalls(storage);
      const together = await matchRows(storage, model, readable, people);
      // A row alone on PostgreSQL reads combined statements, which also say whether each candidate
      // is suppressed (test/db/identify-lookup.test.ts); a chunk reads the list afterwards instead.
      const unflagged = alone.map((r) => ({
        ...r,
        candidates: r.candidates.map(({ suppressed: _, ...c }) => c),
      }));
      expect(together).toEqual(unflagged);
      // Not vacuous: rows found people (and the second count read below says some were rescored
      // with counts a candidate brought).
      expect(alone.filter((r) => (r.candidates[0]?.score ?? 0) >= 0.8).length).toBeGreaterThan(60);

      const urlRows = readable.filter((r) => r.input.profile_url).length;
      const domains = new Set(readable.flatMap((r) => (r.company?.domain ? [r.company.domain] : []))).size;
      expect(Object.fromEntries(calls)).toEqual({
        "identify.termCounts": 2,
        "identify.candidates": 1,
        "identify.profiles": 1,
        "identify.companiesAtDomain": domains,
        "people.findIdByUrl": urlRows,
      });

      // Through bulk's bestMatches (invalid rows kept in place), a chunk against each row alone.
      calls.clear();
      const chunk = await bestMatches(storage, service, inputs, 0.5);
      const reads = ["identify.termCounts", "identify.candidates", "identify.profiles"].map((k) =>
        calls.get(k),
      );
      expect(reads).toEqual([2, 1, 1]);
      const single = [];
      for (const input of inputs) single.push(...(await bestMatches(storage, service, [input], 0.5)));
      expect(chunk).toEqual(single);
      expect(chunk.filter((b) => b.status === "matched").length).toBeGreaterThan(60);
      expect(chunk.filter((b) => b.status === "invalid").length).toBe(1);
      await service.close();
    }, 180_000);
  });
