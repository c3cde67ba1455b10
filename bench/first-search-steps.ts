/**
 * Where the first search after a start spends its time (issue 49, "warm from the first request"):
 * one process built as `serve` builds a worker (createServices, the stored associations loaded,
 * then the start-up warm-up as `serve` runs it unless `--cold`), then searches sent through the
 * app as HTTP requests (app.handle: routing, the key, the search, the charge, the legacy answer),
 * one at a time. Each
 * search prints its wall time (and the CPU time of this process meanwhile: less moved by other
 * processes on a loaded host), the time in each storage call it made (timed at the storage port),
 * in the search service's steps (plan, retrieve, page) and what is left (routing, the key and
 * charge outside storage, the answer's format, compiling code run for the first time).
 *
 *   bun bench/first-search-steps.ts DB_FILE [--cold] [QUERY...]
 *
 * Without queries, bench/first-search.ts's, each once, then its first three again (a repeat in
 * the same process). DB_FILE: a prospector SQLite database (a tier3 key is added), or DATABASE_URL.
 */
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { warmSearch } from "../src/domain/search/warm.ts";
import type { Storage } from "../src/domain/storage/index.ts";
import { LEGACY_RESULT_POSTS } from "../src/format/people.ts";
import { createApp } from "../src/http/app.ts";
import { rehearseSearchAnswers } from "../src/http/warm-routes.ts";
import { createLogger } from "../src/log.ts";
import { createServices } from "../src/services.ts";
import { benchKey, databaseEnv, SEARCH_QUERIES } from "./search-serving.ts";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
if (!file) throw new Error("usage: bun bench/first-search-steps.ts DB_FILE [--cold] [QUERY...]");
const cold = args.includes("--cold");
const given = args.filter((a) => !a.startsWith("--")).slice(1);
const QUERIES = given.length ? given : SEARCH_QUERIES.slice(0, 8);

/** Time spent per call name, since the last reset (concurrent calls are each counted in full). */
const spent = new Map<string, { ms: number; calls: number }>();
function note(name: string, ms: number) {
  const s = spent.get(name) ?? { ms: 0, calls: 0 };
  s.ms += ms;
  s.calls++;
  spent.set(name, s);
}
function timed<T extends object>(target: T, prefix: string): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value !== "function" || typeof prop !== "string") return value;
      return (...a: unknown[]) => {
        const t = performance.now();
        const out = value.apply(obj, a);
        if (out instanceof Promise)
          return out.finally(() => note(`${prefix}.${prop}`, performance.now() - t));
        note(`${prefix}.${prop}`, performance.now() - t);
        return out;
      };
    },
  });
}
const REPOSITORIES = [
  "people",
  "posts",
  "keys",
  "credits",
  "search",
  "meta",
  "idempotency",
  "privacy",
] as const;
function timedStorage(storage: Storage): Storage {
  const wrapped: Storage = { ...storage };
  for (const name of REPOSITORIES) Object.assign(wrapped, { [name]: timed(storage[name], name) });
  return wrapped;
}

const dbEnv = databaseEnv(file);
const config = loadConfig({ ...dbEnv, LOG_LEVEL: "silent", TIER_LIMITS: '{"tier3": null}' });
const t0 = performance.now();
const opened = await openStorage(config);
const tOpen = performance.now();
const services = await createServices(config, timedStorage(opened), {
  log: createLogger("silent"),
  version: "bench",
});
await services.search.associations.loaded();
const tServices = performance.now();
const app = createApp(services);
let warmed = "";
if (!cold) {
  // As `serve` does (src/cli/serve.ts, warmUp).
  const { hits, ...r } = await warmSearch(services.search, services.storage, {
    postsPerPerson: LEGACY_RESULT_POSTS,
  });
  const routes = rehearseSearchAnswers([app], hits, new Date());
  warmed = `, warm-up ${(performance.now() - tServices).toFixed(0)} ms (${JSON.stringify({ ...r, routes })})`;
}
console.log(
  `open ${(tOpen - t0).toFixed(0)} ms, services + associations ${(tServices - tOpen).toFixed(0)} ms${warmed}`,
);
// The search service's steps, timed on this one instance.
const search = services.search as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
for (const step of ["plan", "retrieve", "page"]) {
  const original = search[step]?.bind(services.search) as (...a: unknown[]) => Promise<unknown>;
  search[step] = async (...a: unknown[]) => {
    const t = performance.now();
    try {
      return await original(...a);
    } finally {
      note(`service.${step}`, performance.now() - t);
    }
  };
}
const key = await benchKey(opened, "bench-steps");

const queries = given.length ? QUERIES : [...QUERIES, ...QUERIES.slice(0, 3)];
for (const [i, query] of queries.entries()) {
  spent.clear();
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  const res = await app.handle(
    new Request(`http://127.0.0.1/api/search?query=${encodeURIComponent(query)}&limit=10`, {
      headers: { Authorization: `Bearer ${key}` },
    }),
  );
  await res.arrayBuffer();
  const ms = performance.now() - t;
  const cpu = process.cpuUsage(cpu0);
  if (res.status !== 200) throw new Error(`search answered ${res.status}`);
  const steps = ["service.plan", "service.retrieve", "service.page"].map((s) => spent.get(s)?.ms ?? 0);
  const inSteps = steps.reduce((a, b) => a + b, 0);
  const calls = [...spent.entries()]
    .filter(([name]) => !name.startsWith("service."))
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([name, s]) => `${name} ${s.ms.toFixed(1)}${s.calls > 1 ? `×${s.calls}` : ""}`)
    .join(", ");
  console.log(
    `${i + 1}. "${query}": ${ms.toFixed(1)} ms (CPU ${((cpu.user + cpu.system) / 1000).toFixed(1)} ms) = plan ${steps[0]?.toFixed(1)} + retrieve ${steps[1]?.toFixed(1)} + page ${steps[2]?.toFixed(1)} + rest ${(ms - inSteps).toFixed(1)}; storage: ${calls}`,
  );
}
await services.close();
await opened.close();
