/**
 * The format step of a 1,000-result deep research status read, in-process (no database, no HTTP):
 * the answer written as UTF-8 bytes from each person's kept pieces (src/format/person-text.ts,
 * json-bytes.ts) against the object tree serialized whole (what the route did before issue 48)
 * and encoded to UTF-8 as the socket does, interleaved, CPU time per answer.
 *   bun bench/status-format.ts [ROUNDS=30]
 * People: 1,000 demo people read back from their stored form, each with up to 5 posts, as a
 * repository hands them out (the same objects every read, as both engines' caches do).
 */
import { readRecord, storedRecord } from "../src/db/rows/people.ts";
import { createDemoWorld, DemoPeopleGenerator } from "../src/domain/demo/people.ts";
import type { Post } from "../src/domain/model.ts";
import type { ResearchResult, ResearchStatus } from "../src/domain/research/deep-research.ts";
import { researchResults, researchStatusBytes, researchStatusEnvelope } from "../src/format/deep-research.ts";

const rounds = Number(process.argv[2] ?? 30);
const reference = new Date("2026-06-01T00:00:00Z");
const generator = new DemoPeopleGenerator(createDemoWorld(9, 1000, reference));
const none = { get: () => undefined };
const posts = new Map<number, Post[]>();
const results: ResearchResult[] = Array.from({ length: 1000 }, (_, i) => {
  const out = generator.person(i);
  const person = readRecord(storedRecord(out.person, none), none);
  person.id = i + 1;
  posts.set(person.id, out.posts.map((p) => p.post).slice(0, 5));
  return { person, score: 0.8, matched: ["title"] };
});
const status = {
  job: { id: "j", status: "completed", message: null, createdAt: 1 },
  query: "people",
  progress: null,
  results,
  total: 1000,
  page: null,
  stats: { enrichmentEnabled: false, profiles: 1000, withContacts: 0, skipped: 0, variations: 0 },
  error: null,
  posts,
} as unknown as ResearchStatus;

const ways = {
  "object tree, serialized whole": (legacy: boolean) =>
    Buffer.from(
      JSON.stringify(researchStatusEnvelope(status, researchResults(results, legacy, reference, posts))),
    ),
  "bytes from kept pieces": (legacy: boolean) => researchStatusBytes(status, { legacy, now: reference }),
};
for (const legacy of [true, false]) {
  const cpu: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
  for (let r = 0; r < rounds; r++)
    for (const [name, way] of Object.entries(ways)) {
      const t0 = process.cpuUsage();
      const text = way(legacy);
      const used = process.cpuUsage(t0);
      if (r > 0) cpu[name]?.push((used.user + used.system) / 1000);
      if (
        r === 0 &&
        name.startsWith("bytes") &&
        !Buffer.from(text).equals(ways["object tree, serialized whole"](legacy))
      )
        throw new Error("the answers differ");
    }
  for (const [name, times] of Object.entries(cpu)) {
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1);
    console.log(`${legacy ? "legacy" : "modern"}, ${name}: CPU p50 ${at(0.5)} ms, p90 ${at(0.9)} ms`);
  }
}
