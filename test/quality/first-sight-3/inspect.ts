/**
 * What came back: the first results of chosen queries (quality filter on), each described by the
 * latent facts the labels read, with R (relevant), m (maybe), X (inverted) or - (wrong). For the
 * findings in ./README.md; it changes no figure (../harness.ts and ./evaluate.ts measure).
 *   npx bun test/quality/first-sight-3/inspect.ts 20000 2026 "Dutch data engineers" 41 ...   # a query, or its number in ./evaluate.ts's output
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteStorage } from "../../../src/db/sqlite/storage.ts";
import { importCompanies, importPeople } from "../../../src/domain/import/import.ts";
import { SearchService } from "../../../src/domain/search/search.ts";
import { generateSecond, type SecondLatent } from "../first-sight-2/people.ts";
import { QUERIES } from "./queries.ts";

async function* lines(records: Record<string, unknown>[]) {
  for (const r of records) yield JSON.stringify(r);
}

function describe(l: SecondLatent): string {
  const role = l.leads
    ? `${l.leads}:${l.seniority}`
    : `${l.family}${l.specialty === "general" ? "" : `/${l.specialty}`}:${l.seniority}`;
  const work = l.working ? `at ${l.employer} (${l.industry}) ${l.tenure}mo` : `idle ${l.idleFor}mo`;
  const past = l.jobs
    .filter((j) => j.to !== null)
    .map((j) => `${j.employer}-${j.to}mo`)
    .join(",");
  const langs = l.languages.map((s) => `${s.language}:${s.level ?? "?"}`).join(",");
  const extra = [
    l.remote ? "remote" : "",
    ...l.certifications,
    l.ceo ? "ceo" : "",
    l.technical ? "technical" : "",
  ]
    .filter(Boolean)
    .join(",");
  return `${role} ${l.city ?? "-"} ${work} past[${past}] exp${l.months} ${l.schools.join(",")} ${l.degrees.join(",")} [${l.skills.join(",")}] [${langs}]${extra ? ` {${extra}}` : ""}`;
}

if (import.meta.main) {
  const [people = "20000", seed = "2026", ...wanted] = process.argv.slice(2);
  const data = generateSecond(Number(people), Number(seed));
  const byUrl = new Map(data.people.map((p) => [p.latent.url, p.latent]));
  const dir = mkdtempSync(join(tmpdir(), "prospector-inspect-"));
  const storage = openSqliteStorage(join(dir, "inspect.db"));
  try {
    await importCompanies(storage, lines(data.companies));
    await importPeople(storage, lines(data.people.map((p) => p.record)));
    const service = new SearchService(storage, undefined, { associations: true });
    for (const [k, q] of QUERIES.entries()) {
      if (!wanted.includes(q.query) && !wanted.includes(String(k + 1))) continue;
      const { session, params } = await service.start(0, {
        query: q.query,
        companies: [],
        schools: [],
        advancedFiltering: true,
      });
      const hits = await service.page(session, params, 0, 5);
      console.log(`\n#${k + 1} ${q.query}  (total ${session.total})`);
      for (const h of hits) {
        const l = byUrl.get(h.person.pnet_url ?? "");
        if (!l) continue;
        const mark = q.relevant(l) ? "R" : q.maybe?.(l) ? "m" : q.inverted?.(l) ? "X" : "-";
        console.log(`  ${mark} ${describe(l)}`);
      }
    }
  } finally {
    storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
