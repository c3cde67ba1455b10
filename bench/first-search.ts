/**
 * The first searches after a start against the warm p50 (issue 49, "warm from the first request"),
 * paired: every round starts `prospector serve` from each source tree given (alternating which goes
 * first) on the same database and measures, per tree:
 * - listening: from spawn to the "listening" line;
 * - first@listen: the first search sent the moment it listens (what a client racing the start gets);
 * - ready: from spawn to the first /readyz 200 (polled every 50 ms);
 * - first@ready: the slowest of the first searches each worker answers after /readyz said ready
 *   (what a load balancer that waits for readiness sends first), new connections so that the
 *   kernel spreads them;
 * - warm p50: 40 searches after those, one at a time, cycling through QUERIES: the 40 hold each
 *   query's first ask in this server (13 or so) and repeats (the rest), which find the pages of
 *   their words and people in the database cache of the worker that answered them before; the p50
 *   of each kind is printed beside it (fresh / repeat).
 * Every search before the warm ones is a different query of QUERIES (a fresh process has answered
 * none of them). The start-up warm-up rehearses searches made of the database's first people
 * (src/domain/search/warm.ts): QUERIES are put in an order where those sharing no word with its
 * queries come first (held out: the first searches measured ask for nothing the warm-up read
 * because it was asked), and the held-out ones are printed.
 *
 *   bun bench/first-search.ts DB_FILE [rounds=3] [workers=2] TREE...
 *
 * DB_FILE: a prospector SQLite database (a tier3 key is added; use a copy), or DATABASE_URL set.
 * TREE: a checkout of prospector (`src/main.ts` is run from it); one tree measures one build.
 * The database file stays in the OS page cache between starts: this is a process's cold start,
 * not a cold disk.
 */
import { rehearsalQueries } from "../src/domain/search/warm.ts";
import { benchKey, databaseEnv, openBenchStorage, SEARCH_QUERIES, spawnServe } from "./search-serving.ts";

const [file, roundsArg, workersArg, ...trees] = process.argv.slice(2);
if (!file || trees.length === 0)
  throw new Error("usage: bun bench/first-search.ts DB_FILE [rounds] [workers] TREE...");
const rounds = Number(roundsArg ?? 3);
const workers = Number(workersArg ?? 2);
const dbEnv = databaseEnv(file);

const QUERIES = SEARCH_QUERIES;

/**
 * A query's words as compared for holding out, broadly: their first five letters (a stem and its
 * forms alike: "engineer", "engineers", "engineering"), words of two letters or fewer left out.
 */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2)
    .map((w) => w.slice(0, 5));

/** A key, and QUERIES ordered: first those sharing no word with the start-up rehearsal's queries. */
async function prepare(): Promise<{ key: string; queries: string[]; heldOut: string[] }> {
  const storage = await openBenchStorage(dbEnv);
  const key = await benchKey(storage, "bench-first");
  const rehearsed = new Set(rehearsalQueries(await storage.people.scan(0, 20)).flatMap(wordsOf));
  await storage.close();
  const heldOut = QUERIES.filter((query) => !wordsOf(query).some((w) => rehearsed.has(w)));
  return { key, queries: [...heldOut, ...QUERIES.filter((query) => !heldOut.includes(query))], heldOut };
}

/** The server's warnings and errors (its log lines at those levels), printed when a search fails. */
let serverTrouble: string[] = [];

/** Resolves when the "listening" line of the primary (or the one process) appears on stderr. */
async function listeningLine(stream: ReadableStream<Uint8Array>): Promise<void> {
  const decoder = new TextDecoder();
  let text = "";
  const reader = stream.getReader();
  const keep = (chunk: string) => {
    for (const line of chunk.split("\n")) if (/"level":"(warn|error)"/.test(line)) serverTrouble.push(line);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error("the server exited before it listened");
    text += decoder.decode(value);
    // The primary's line has `workers`; one process's has no `worker` field.
    if (/"msg":"listening"(?![^\n]*"worker":\d)/.test(text)) break;
  }
  keep(text);
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      keep(decoder.decode(value));
    }
  })();
}

async function search(url: string, key: string, query: string, refused?: { status: number }) {
  const t = performance.now();
  const res = await fetch(`${url}/api/search?query=${encodeURIComponent(query)}&limit=10`, {
    headers: { Authorization: `Bearer ${key}`, Connection: "close" },
    keepalive: false,
  });
  if (res.status === 200) await res.arrayBuffer();
  // The search sent at listen may meet the request deadline on a loaded host: kept as a figure.
  if (res.status !== 200 && refused) refused.status = res.status;
  else if (res.status !== 200)
    throw new Error(`search answered ${res.status}: ${await res.text()}\n${serverTrouble.join("\n")}`);
  return { ms: performance.now() - t, worker: res.headers.get("x-prospector-worker") ?? "1" };
}

async function measure(tree: string, key: string, queries: readonly string[]) {
  serverTrouble = [];
  const t0 = performance.now();
  const { proc, url } = spawnServe({
    tree,
    db: dbEnv,
    workers,
    logLevel: "info",
    stderr: "pipe",
    env: { SHUTDOWN_DELAY_MS: "0" },
  });
  await listeningLine(proc.stderr);
  const listening = performance.now() - t0;
  let q = 0;
  const next = () => queries[q++ % queries.length] as string;
  const atListenAnswer = { status: 200 };
  const atListen = (await search(url, key, next(), atListenAnswer)).ms;
  for (;;) {
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await Bun.sleep(50);
  }
  const ready = performance.now() - t0;
  // The first search each worker answers after ready (a worker may already have answered the one above).
  const firstBy = new Map<string, number>();
  for (let i = 0; i < 40 && firstBy.size < workers; i++) {
    const r = await search(url, key, next());
    if (!firstBy.has(r.worker)) firstBy.set(r.worker, r.ms);
  }
  const warm: number[] = [];
  const fresh: number[] = [];
  const repeat: number[] = [];
  for (let i = 0; i < 40; i++) {
    const first = q < queries.length;
    const { ms } = await search(url, key, next());
    warm.push(ms);
    (first ? fresh : repeat).push(ms);
  }
  const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  proc.kill("SIGTERM");
  await proc.exited;
  return {
    listening,
    atListen,
    atListenStatus: atListenAnswer.status,
    ready,
    atReady: Math.max(...firstBy.values()),
    p50: p50(warm),
    fresh: { n: fresh.length, p50: p50(fresh) },
    repeat: { n: repeat.length, p50: p50(repeat) },
  };
}

const { key, queries, heldOut } = await prepare();
const f = (n: number) => n.toFixed(0);
console.log(`WORKERS=${workers}, ${rounds} rounds, trees: ${trees.join(", ")}`);
console.log(`held out from the warm-up's queries, asked first: ${heldOut.join(" | ")}`);
for (let round = 1; round <= rounds; round++) {
  const order = round % 2 === 1 ? trees : [...trees].reverse();
  for (const tree of order) {
    const r = await measure(tree, key, queries);
    console.log(
      `round ${round} ${tree}: listening ${f(r.listening)} ms, first@listen ${f(r.atListen)} ms${r.atListenStatus === 200 ? "" : ` (${r.atListenStatus})`}, ready ${f(r.ready)} ms, first@ready ${f(r.atReady)} ms, warm p50 ${r.p50.toFixed(1)} ms, first@ready/p50 ${(r.atReady / r.p50).toFixed(1)}x (warm fresh p50 ${r.fresh.p50.toFixed(1)} ms n=${r.fresh.n}, repeat p50 ${r.repeat.p50.toFixed(1)} ms n=${r.repeat.n})`,
    );
  }
}
