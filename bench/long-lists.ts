/**
 * Searches whose criteria are long facet token lists (a tenure, a start date, time zones, a span of
 * graduation years: a token per month or year), one at a time, on a seeded database:
 *   bun bench/long-lists.ts DATABASE [PASSES=3] [QUERY...]
 * DATABASE is a SQLite file or a postgres:// URL. For each query: the longest token list of its
 * plan, the retrieval (ranked candidates and their count) on its first pass and its fastest of
 * PASSES, the whole in-process search (start + a page of 20, filter on) likewise, the total, and a
 * digest of the ranked ids, so that two engines (or two versions) can be compared answer by answer.
 */
import { createHash } from "node:crypto";
import { loadConfig } from "../src/config.ts";
import { openStorage } from "../src/db/open.ts";
import { compilePlan } from "../src/domain/query/plan.ts";
import type { FacetExpr } from "../src/domain/storage/index.ts";
import { createLogger } from "../src/log.ts";
import { createServices } from "../src/services.ts";

const path = process.argv[2];
if (!path) {
  console.error("usage: bun bench/long-lists.ts DATABASE [PASSES] [QUERY...]");
  process.exit(2);
}
const passes = Number(process.argv[3] ?? 3);
const queries = process.argv.slice(4).length
  ? process.argv.slice(4)
  : [
      "engineers at their current company for at least 5 years",
      "started their current role before 2015",
      "people on CET hours",
      "graduated between 1990 and 2020",
      "product managers who joined their company more than 3 years ago",
      "sales directors in their current role for over 8 years",
      "people who left their job in the last 3 years",
      "people between jobs since 2019",
      "designers on Pacific time",
      "accountants who graduated before 2005",
      "software engineers in their current role for less than 2 years",
      "marketing managers who changed jobs in the last 2 years",
    ];

const config = loadConfig({
  ...(/^postgres(ql)?:\/\//.test(path) ? { DATABASE_URL: path } : { DATABASE_PATH: path }),
  PORT: "0",
  LOG_LEVEL: "silent",
});
const storage = await openStorage(config, { cacheMiB: 512 });
const services = await createServices(config, storage, { log: createLogger("silent"), version: "bench" });
const service = services.search;
console.log(`opened ${path} (${await storage.people.count()} people), ${passes} passes`);

const lists = (e: FacetExpr): number[] => {
  if ("tokens" in e) return [e.tokens.length];
  if ("words" in e) return [];
  if ("not" in e) return lists(e.not);
  return ("all" in e ? e.all : e.any).flatMap(lists);
};
const input = (query: string) => ({ query, companies: [], schools: [], advancedFiltering: true });
const timed = async <T>(f: () => Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const r = await f();
  return [r, performance.now() - t];
};

for (const query of queries) {
  const plan = await service.plan(input(query));
  const sizes = lists(compilePlan(plan.where)).sort((a, b) => b - a);
  const retrieval: number[] = [];
  const whole: number[] = [];
  let answer: Awaited<ReturnType<typeof service.retrieve>> | null = null;
  for (let pass = 0; pass < passes; pass++) {
    const [a, ms] = await timed(() => service.retrieve(plan));
    answer = a;
    retrieval.push(ms);
    whole.push(
      (
        await timed(async () => {
          const { session, params } = await service.start(0, input(query));
          return service.page(session, params, 0, 20);
        })
      )[1],
    );
  }
  const ids = answer?.ids ?? [];
  const digest = createHash("sha256").update(ids.join(",")).digest("hex").slice(0, 12);
  console.log(
    `"${query}": lists [${sizes.join(",")}]; retrieve first ${retrieval[0]?.toFixed(1)} ms, fastest ${Math.min(...retrieval).toFixed(1)} ms; search first ${whole[0]?.toFixed(1)} ms, fastest ${Math.min(...whole).toFixed(1)} ms; total ${answer?.total}; ${ids.length} ids ${digest} (${ids.slice(0, 3).join(",")}...)`,
  );
}
await storage.close();
process.exit(0);
