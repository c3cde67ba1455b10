/**
 * Cold start of the compiled binary: from spawning `prospector serve` on an existing database to
 * its first `/health` 200, over several runs (issue 18's figure).
 *   bun bench/cold-start.ts DATABASE_PATH [RUNS=6] [BINARY=dist/prospector]
 */
const [database, runsArg = "6", binary = "dist/prospector"] = process.argv.slice(2);
if (!database) throw new Error("usage: bun bench/cold-start.ts DATABASE_PATH [RUNS] [BINARY]");
const times: number[] = [];
for (let i = 0; i < Number(runsArg); i++) {
  const port = 39_000 + i;
  const started = performance.now();
  const server = Bun.spawn([binary, "serve"], {
    env: {
      ...process.env,
      DATABASE_PATH: database,
      PORT: String(port),
      ALT_PORT: String(port + 100),
      LOG_LEVEL: "silent",
      DEMO_PEOPLE: "0",
      SHUTDOWN_DELAY_MS: "0",
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await Bun.sleep(2);
  }
  times.push(performance.now() - started);
  server.kill("SIGTERM");
  await server.exited;
}
const sorted = [...times].sort((a, b) => a - b);
const at = (i: number) => sorted[i] ?? 0;
const median = (at(Math.floor((sorted.length - 1) / 2)) + at(Math.ceil((sorted.length - 1) / 2))) / 2;
console.log(`runs (ms): ${times.map((t) => Math.round(t)).join(", ")}`);
console.log(
  `median ${Math.round(median)} ms, min ${Math.round(sorted[0] ?? 0)}, max ${Math.round(sorted.at(-1) ?? 0)}`,
);

export {};
