/**
 * Experiment for issue 18: does parsing and normalising people on worker threads speed an import
 * up on this machine? Imports the same lines into a fresh SQLite database twice per round: through
 * `importPeople` (one thread), and with N workers parsing and normalising 2,000-line chunks while
 * the main thread writes them in order (the single writer the storage requires).
 *   bun bench/import-workers.ts FILE.jsonl [WORKERS=1] [ROUNDS=2]
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteStorage } from "../src/db/sqlite/storage.ts";
import { importPeople } from "../src/domain/import/import.ts";
import type { PersonWrite } from "../src/domain/person.ts";

const [file, workersArg = "1", roundsArg = "2"] = process.argv.slice(2);
if (!file) throw new Error("usage: bun bench/import-workers.ts FILE.jsonl [WORKERS] [ROUNDS]");
const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
const CHUNK = 2000;

async function timed(label: string, run: (storage: ReturnType<typeof openSqliteStorage>) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), "prospector-workers-"));
  const storage = openSqliteStorage(join(dir, "bench.db"));
  const started = performance.now();
  await run(storage);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label.padEnd(24)} ${lines.length} people in ${seconds.toFixed(1)} s = ${Math.round(lines.length / seconds)}/s`,
  );
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
}

async function withWorkers(storage: ReturnType<typeof openSqliteStorage>, count: number) {
  const pool = Array.from(
    { length: count },
    () => new Worker(new URL("./workers/normalize-worker.ts", import.meta.url)),
  );
  const waiting = new Map<number, (writes: PersonWrite[]) => void>();
  for (const w of pool)
    w.onmessage = (e: MessageEvent<{ id: number; writes: PersonWrite[] }>) => {
      waiting.get(e.data.id)?.(e.data.writes);
      waiting.delete(e.data.id);
    };
  const total = Math.ceil(lines.length / CHUNK);
  let sent = 0;
  const send = () => {
    const id = sent++;
    return new Promise<PersonWrite[]>((resolve) => {
      waiting.set(id, resolve);
      pool[id % count]?.postMessage({ id, lines: lines.slice(id * CHUNK, (id + 1) * CHUNK) });
    });
  };
  // Two chunks in flight per worker; written in order.
  const inFlight: Promise<PersonWrite[]>[] = [];
  while (sent < Math.min(total, count * 2)) inFlight.push(send());
  for (let next = 0; next < total; next++) {
    const writes = await (inFlight[next] as Promise<PersonWrite[]>);
    if (sent < total) inFlight.push(send());
    await storage.people.upsert(writes);
  }
  for (const w of pool) w.terminate();
}

for (let round = 0; round < Number(roundsArg); round++) {
  await timed("one thread", async (storage) => {
    await importPeople(
      storage,
      (async function* () {
        yield* lines;
      })(),
    );
  });
  await timed(`${workersArg} parse worker(s)`, (storage) => withWorkers(storage, Number(workersArg)));
}
