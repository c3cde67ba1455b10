/**
 * What an identify costs with the index's pages cold and warm (issue 47): the same rows matched
 * twice in one process (matchRow only: no suppression, learning or charges), with CPU per row, the
 * keys looked up and the candidate entries read per row, and the wall time of the index reads.
 *   bun bench/identify-cache.ts DATABASE.sqlite [ROWS=300]
 * The database must have its identify index built and a model stored (run bench/identify.ts first).
 */
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { matchRow } from "../src/domain/identify/match.ts";
import type { IdentifyModel } from "../src/domain/identify/model.ts";
import { type RowInput, readRow } from "../src/domain/identify/row.ts";

const target = process.argv[2] as string;
const config = loadConfig({ DATABASE_PATH: target, LOG_LEVEL: "silent" });
const storage = await openStorage(config);
const model = JSON.parse((await storage.meta.get("identify_model")) as string) as IdentifyModel;
const total = await storage.search.peopleCount();
const rows: RowInput[] = [];
const n = Number(process.argv[3] ?? 300);
for (let id = 1; rows.length < n; id += Math.floor(total / n)) {
  const p = await storage.people.get(id);
  if (!p) continue;
  const cur = p.experience.find((e) => e.active_experience === 1) ?? p.experience[0];
  const i = rows.length;
  rows.push(
    i % 3 === 0
      ? { name: p.name, company: cur?.company_name ?? undefined }
      : i % 3 === 1
        ? { name: p.name, location: p.location_city ?? p.location ?? undefined }
        : { name: p.name, company: cur?.company_name ?? undefined, location: p.location_city ?? undefined },
  );
}
const t: Record<string, number> = {};
const orig = storage.identify;
let found = 0,
  keys = 0;
type Call = (...args: unknown[]) => Promise<unknown>;
const repo = orig as unknown as Record<string, Call>;
for (const name of ["candidates", "profiles", "termCounts", "companiesAtDomain"]) {
  const fn = repo[name] as Call;
  repo[name] = async (...a: unknown[]) => {
    const s = performance.now();
    const r = await fn.apply(orig, a);
    t[name] = (t[name] ?? 0) + performance.now() - s;
    if (name === "candidates") {
      found += (r as unknown[]).length;
      keys += (a[0] as unknown[]).length;
    }
    return r;
  };
}
const parsed = rows.map(readRow);
for (let pass = 0; pass < 2; pass++) {
  for (const k of Object.keys(t)) t[k] = 0;
  found = 0;
  keys = 0;
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  for (const r of parsed) await matchRow(storage, model, r, total);
  const cpu = process.cpuUsage(c0);
  const wall = performance.now() - w0;
  console.log(
    `pass ${pass}: ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms CPU/row, ${(wall / n).toFixed(2)} wall; keys/row ${(keys / n).toFixed(1)}, rows read/row ${(found / n).toFixed(0)}`,
  );
  for (const [k, v] of Object.entries(t)) console.log(`  ${k} ${(v / n).toFixed(3)} ms/row`);
}
