/**
 * Issue 45, time at a company (a stranger's find on the demo data): builds the demo database in a
 * temporary directory (DEMO_PEOPLE people, DEMO_SEED seed, as a first start seeds them), picks the
 * employer with the most people promoted inside it (current job and the one before at the same
 * company), and for each query about time at that company prints how many people the search
 * found and how many the stored records say are true, counted here from the jobs themselves (the
 * company's unbroken run of jobs ending with the current one), not from the facet index.
 *   npx bun test/quality/company-tenure/measure.ts [people=5000] [seed=42] [company]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteStorage } from "../../../src/db/sqlite/storage.ts";
import { seedDemoData } from "../../../src/domain/demo/seed.ts";
import type { Person } from "../../../src/domain/model.ts";
import { leavesOf } from "../../../src/domain/query/plan.ts";
import { SearchService } from "../../../src/domain/search/search.ts";

const people = Number(process.argv[2] ?? 5000);
const seed = Number(process.argv[3] ?? 42);
const dir = mkdtempSync(join(tmpdir(), "prospector-tenure-"));
const storage = openSqliteStorage(join(dir, "demo.db"));
const now = new Date();
const asked = now.getUTCFullYear() * 12 + now.getUTCMonth();
type Job = Person["experience"][number];
const month = (y: number | null, m: number | null) => (y ? y * 12 + (m ?? 1) - 1 : null);

/** The month the person joined the current employer: back through the jobs there, stopping at another. */
function joined(p: Person): { company: string; at: number; promoted: boolean } | null {
  const jobs = p.experience
    .filter((e) => month(e.date_from_year, e.date_from_month) !== null)
    .sort(
      (a, b) =>
        (month(b.date_from_year, b.date_from_month) ?? 0) - (month(a.date_from_year, a.date_from_month) ?? 0),
    );
  const current = jobs[0];
  if (current?.active_experience !== 1 || !current.company_name) return null;
  let at = month(current.date_from_year, current.date_from_month) as number;
  let promoted = false;
  for (const e of jobs.slice(1) as Job[]) {
    if (e.company_name !== current.company_name) break;
    at = month(e.date_from_year, e.date_from_month) as number;
    promoted = true;
  }
  return { company: current.company_name, at, promoted };
}

try {
  await seedDemoData(storage, { people, seed });
  const all: Person[] = [];
  for (let after = 0; ; ) {
    const batch = await storage.people.scan(after, 5000);
    if (!batch.length) break;
    all.push(...batch);
    after = batch[batch.length - 1]?.id ?? after;
  }
  const byId = new Map(all.map((p) => [p.id, p]));
  const promotions = new Map<string, number>();
  for (const p of all) {
    const j = joined(p);
    if (j?.promoted) promotions.set(j.company, (promotions.get(j.company) ?? 0) + 1);
  }
  const company = process.argv[4] ?? [...promotions].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
  const at = all.map(joined).filter((j) => j?.company === company);
  console.log(
    `${people} people, seed ${seed}, asked ${now.toISOString().slice(0, 10)}: ${company}, ${at.length} there now, ${promotions.get(company) ?? 0} promoted inside it`,
  );
  const service = new SearchService(storage, undefined, { associations: true });
  const queries: [string, (ago: number) => boolean][] = [
    [`who joined ${company} in the last two years`, (ago) => ago <= 24],
    [`people at ${company} for 5+ years`, (ago) => ago >= 60],
    [`been with ${company} since 2021`, (ago) => asked - ago >= 2021 * 12],
    [`longest-serving at ${company}`, (ago) => ago >= 120],
    // No one: relaxation may drop the tenure, never the company.
    [`people at ${company} for 40+ years`, (ago) => ago >= 480],
  ];
  for (const [query, holds] of queries) {
    const truth = at.filter((j) => j && holds(asked - j.at)).length;
    const { session, params } = await service.start(0, {
      query,
      companies: [],
      schools: [],
      advancedFiltering: false,
      exactTotal: true,
    });
    const right = session.candidateIds.filter((id) => {
      const j = joined(byId.get(id) as Person);
      return j?.company === company && holds(asked - j.at);
    }).length;
    const read = leavesOf(params.where)
      .map((l) => l.criterion.label)
      .join("; ");
    console.log(`${query}: found ${session.total} (${right} of them true), true ${truth}`);
    console.log(`  read: ${read}${params.notes.length ? `\n  notes: ${params.notes.join(" | ")}` : ""}`);
  }
} finally {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
}
