/**
 * The seeded server the people search tests share (search.test.ts, search-paging.test.ts,
 * search-charges.test.ts): 3,000 demo people on a fixed seed and reference date, a tier3 key with
 * credits, the stored people by id, and the busiest employers and school of the data.
 */
import { expect } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Person } from "../../src/domain/model.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import * as T from "../quality/truth.ts";

export interface SearchBody {
  results: Record<string, unknown>[];
  total: number;
  query: string;
  search_id: string;
  detail?: string;
}

export interface SeededSearch {
  server: TestServer;
  key: string;
  everyone: Person[];
  byId: Map<number, Person>;
  topCompany: string;
  pastCompany: string;
  topSchool: string;
}

export async function seededSearch(): Promise<SeededSearch> {
  const server = await startTestServer({
    prepare: (s) =>
      seedDemoData(s, { people: 3000, seed: 7, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
  const key = await makeKey(server.storage, "tier3", { credits: 100_000 });
  const everyone = await server.storage.people.scan(0, 5000);
  const count = (names: (string | null)[]) => {
    const m = new Map<string, number>();
    for (const n of names) if (n) m.set(n, (m.get(n) ?? 0) + 1);
    return [...m].sort((a, b) => b[1] - a[1]).map(([n]) => n);
  };
  return {
    server,
    key,
    everyone,
    byId: new Map(everyone.map((p) => [p.id, p])),
    topCompany: count(everyone.map(T.currentCompany))[0] as string,
    pastCompany: count(everyone.flatMap((p) => [...T.pastCompanies(p)]))[1] as string,
    topSchool: count(everyone.flatMap((p) => [...T.schools(p)]))[0] as string,
  };
}

type Params = Record<string, string | number | boolean | string[]>;

/** GET /api/search, `people` (modern results as the stored people they are) and the balance. */
export function searchHelpers(seeded: () => SeededSearch) {
  async function search(params: Params, k = seeded().key) {
    const qs = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) {
      if (Array.isArray(value)) for (const v of value) qs.append(name, v);
      else qs.set(name, String(value));
    }
    const res = await seeded().server.fetch(`/api/search?${qs}`, auth(k));
    return { res, body: (await res.json()) as SearchBody };
  }
  async function people(query: string, extra: Params = {}) {
    const { res, body } = await search({ query, legacy: false, limit: 50, ...extra });
    expect(res.status).toBe(200);
    return { res, body, found: body.results.map((r) => seeded().byId.get(r.id as number) as Person) };
  }
  const balance = async (k = seeded().key) =>
    ((await (await seeded().server.fetch("/api/credits", auth(k))).json()) as { credits: number }).credits;
  return { search, people, balance };
}
