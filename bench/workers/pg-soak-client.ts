/**
 * One process, one PostgreSQL client, the soak of bench/pg-soak.ts (issue 48): a fresh phase at
 * the low concurrency, then the high and the low in turn until the total time is spent. Each loop
 * runs the same mix, `SELECT 1` then the key lookup every paid request makes (`SELECT * FROM
 * api_keys WHERE hash = $1`, a random key of the table). Prints one JSON line per phase. A warm-up
 * at the low concurrency (5 s, not reported) comes first: the fresh phase is a warm process.
 *   bun bench/workers/pg-soak-client.ts CLIENT URL PHASE_S TOTAL_S POOL HIGH LOW
 * CLIENT: postgres.js | postgres.js-bounded | bun-sql | pg
 */
import { SQL } from "bun";
import pg from "pg";
import { connect, query } from "../../src/db/postgres/client.ts";

type Run = (text: string, params: unknown[]) => Promise<unknown>;

const [client = "", url = "", phaseS = "30", totalS = "300", poolArg = "10", highArg = "64", lowArg = "8"] =
  process.argv.slice(2);
const pool = Number(poolArg);
const KEY_LOOKUP = "SELECT * FROM api_keys WHERE hash = $1";

/**
 * At most `permits` promises of `run` in flight; the rest wait in a FIFO (an index, not
 * Array.shift/indexOf, so the waiting line costs O(1) however long it gets).
 */
export function bounded(run: Run, permits: number): Run {
  let free = permits;
  const waiting: (() => void)[] = [];
  let head = 0;
  const release = () => {
    if (head < waiting.length) {
      const next = waiting[head];
      waiting[head++] = () => {};
      if (head > 1024 && head * 2 > waiting.length) {
        waiting.splice(0, head);
        head = 0;
      }
      next?.();
    } else free++;
  };
  return async (text, params) => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await run(text, params);
    } finally {
      release();
    }
  };
}

function open(): { run: Run; close: () => Promise<void> } {
  if (client === "postgres.js" || client === "postgres.js-bounded") {
    const sql = connect(url, pool);
    const run: Run = (text, params) => query(sql, text, params);
    return { run: client === "postgres.js" ? run : bounded(run, pool), close: () => sql.end() };
  }
  if (client === "bun-sql") {
    const sql = new SQL({ url, max: pool, prepare: true });
    return { run: (text, params) => sql.unsafe(text, params), close: () => sql.close() };
  }
  if (client === "pg") {
    const p = new pg.Pool({ connectionString: url, max: pool });
    const names = new Map<string, string>();
    const run: Run = (text, values) => {
      const name = names.get(text) ?? `q${names.size}`;
      names.set(text, name);
      return p.query({ name, text, values }).then((r) => r.rows);
    };
    return { run, close: () => p.end() };
  }
  throw new Error(`unknown client ${client}: postgres.js, postgres.js-bounded, bun-sql, pg`);
}

/** Runs `loops` loops for `seconds`; queries completed per second, and errors. */
async function phase(run: Run, hashes: string[], loops: number, seconds: number) {
  let done = 0;
  let errors = 0;
  const perSecond: number[] = [];
  const end = performance.now() + seconds * 1000;
  const tick = setInterval(() => {
    perSecond.push(done);
    done = 0;
  }, 1000);
  const loop = async () => {
    while (performance.now() < end) {
      try {
        await run("SELECT 1", []);
        done++;
        await run(KEY_LOOKUP, [hashes[(Math.random() * hashes.length) | 0]]);
        done++;
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: loops }, loop));
  const used = process.cpuUsage(cpu);
  clearInterval(tick);
  const elapsed = (performance.now() - started) / 1000;
  const total = perSecond.reduce((a, b) => a + b, 0) + done;
  const edge = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));
  return {
    loops,
    qps: Math.round(total / elapsed),
    first5s: edge(perSecond.slice(0, 5)),
    last5s: edge(perSecond.slice(-5)),
    // This process's CPU per query: what the client costs, less sensitive to other load on the machine.
    cpuUsPerQuery: Math.round((10 * (used.user + used.system)) / Math.max(1, total)) / 10,
    errors,
  };
}

const { run, close } = open();
const rows = (await run("SELECT hash FROM api_keys", [])) as { hash: string }[];
const hashes = rows.map((r) => r.hash);
if (hashes.length === 0) throw new Error("no api_keys to look up: run bench/pg-soak.ts");
const [high, low] = [Number(highArg), Number(lowArg)];
// Warm-up, not reported: connections opened, statements prepared, code compiled.
await phase(run, hashes, low, Math.min(5, Number(phaseS)));
const phases = Math.max(3, Math.round(Number(totalS) / Number(phaseS)));
for (let i = 0; i < phases; i++) {
  const loops = i % 2 === 0 ? low : high;
  const result = await phase(run, hashes, loops, Number(phaseS));
  console.log(
    JSON.stringify({ client, phase: i, ...result, rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20) }),
  );
}
await close();
