/**
 * CPU time per request of one route of bench/edge-server.ts under load: the server process's
 * (user + system, from /proc), this load generator's, and with PG_POSTMASTER_PID (a local cluster
 * used by nothing else) the database's (the postmaster and its children). On a shared machine
 * these move much less than req/s. A fresh server per run, 300 sequential requests to warm it.
 *   [DATABASE_URL=postgres://.../empty] [PG_POSTMASTER_PID=...] bun bench/edge-cpu.ts [SECONDS=8] [CONCURRENCY=64] [pnet|credits]
 */
import { readdirSync, readFileSync } from "node:fs";

const [seconds = "8", concurrency = "64", route = "pnet"] = process.argv.slice(2);
const server = Bun.spawn([process.execPath, `${import.meta.dir}/edge-server.ts`], {
  stdout: "pipe",
  stderr: "inherit",
});
const { value } = await server.stdout.getReader().read();
const info = JSON.parse(new TextDecoder().decode(value).split("\n")[0] ?? "{}") as {
  app: number;
  key: string;
};
const headers = { Authorization: `Bearer ${info.key}` };
const url =
  route === "pnet"
    ? `http://127.0.0.1:${info.app}/api/enrich/pnet?legacy=false&pnet_url=pnet.example/in/bench`
    : `http://127.0.0.1:${info.app}/api/credits`;

/** utime and stime of a process, in seconds. */
function times(pid: number | "self"): { user: number; system: number; parent: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100, parent: Number(fields[1]) };
}
const postmaster = Number(process.env.PG_POSTMASTER_PID ?? 0);
function databaseSeconds(): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const t = times(Number(pid));
      if (t.parent === postmaster || Number(pid) === postmaster) total += t.user + t.system;
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return total;
}

for (let i = 0; i < 300; i++) await (await fetch(url, { headers })).arrayBuffer();
const before = {
  server: times(server.pid),
  self: times("self"),
  database: postmaster ? databaseSeconds() : 0,
};
const deadline = performance.now() + Number(seconds) * 1000;
const started = performance.now();
let ok = 0;
let other = 0;
await Promise.all(
  Array.from({ length: Number(concurrency) }, async () => {
    while (performance.now() < deadline) {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status === 200) ok++;
      else other++;
    }
  }),
);
const wall = (performance.now() - started) / 1000;
const after = {
  server: times(server.pid),
  self: times("self"),
  database: postmaster ? databaseSeconds() : 0,
};
const perRequest = (s: number) => ((s / ok) * 1e6).toFixed(0);
console.log(
  `${route} ${Math.round(ok / wall)} req/s (${ok} ok, ${other} other): server CPU ${perRequest(
    after.server.user + after.server.system - before.server.user - before.server.system,
  )} µs/request (system ${perRequest(after.server.system - before.server.system)}), load generator ${perRequest(
    after.self.user + after.self.system - before.self.user - before.self.system,
  )} µs${postmaster ? `, database ${perRequest(after.database - before.database)} µs` : ""}`,
);
server.kill();
process.exit(0);
