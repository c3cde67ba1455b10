/**
 * The identify evaluation (issue 47, point 5): generates the corpus (./people.ts) and the CRM rows
 * (./rows.ts), imports the people into a fresh database through the ordinary import path (company
 * records first, as ../harness.ts does), starts a real server on it (test/helpers/server.ts: the app
 * `serve` builds, listening on a loopback port; TEST_ENGINE=postgres and TEST_TARGET=binary work as
 * in the HTTP suite), sends every row to `POST /api/identify` over HTTP and reports per variant
 * class (./report.ts, ./metrics.ts).
 *
 *   npx bun test/quality/identify/evaluate.ts [people=20000] [seed=2026] [options]
 *     --per-class N      rows per class about stored people (default 200 at 20,000 people)
 *     --write DIR        write DIR/companies.jsonl, people.jsonl, rows.jsonl and stop
 *     --url BASE --key K use a running server already loaded with the corpus --write made
 *     --concurrency N    requests in flight (default 2)
 *     --json FILE        also write the figures as JSON
 *     --check            exit 3 when issue 47's targets are missed
 * Exit codes: 0 done, 1 contract violations or failed requests, 2 no identify endpoint or key
 * refused, 3 targets missed (--check), 64 usage.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { importCompanies, importPeople } from "../../../src/domain/import/import.ts";
import type { Storage } from "../../../src/domain/storage/index.ts";
import { makeKey } from "../../helpers/keys.ts";
import { startTestServer } from "../../helpers/server.ts";
import { type Answer, EndpointMissing, identify, KeyRefused, urlKey } from "./client.ts";
import { missedTargets, type Outcome, THRESHOLD } from "./metrics.ts";
import { type Corpus, generateCorpus } from "./people.ts";
import { headline, printReport, report } from "./report.ts";
import { defaultPerClass, deriveRows, type Row } from "./rows.ts";

export interface Options {
  people: number;
  seed: number;
  perClass?: number;
  url?: string;
  key?: string;
  write?: string;
  concurrency: number;
  json?: string;
  check: boolean;
}

export function parseArgs(argv: string[]): Options {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (!a.startsWith("--")) positional.push(a);
    else if (a === "--check") flags.check = true;
    else {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      flags[a.slice(2)] = v;
    }
  }
  const known = new Set(["per-class", "url", "key", "write", "concurrency", "json", "check"]);
  for (const f of Object.keys(flags)) if (!known.has(f)) throw new Error(`unknown option --${f}`);
  const int = (s: string | true | undefined, name: string, fallback: number) => {
    if (s === undefined) return fallback;
    const n = Number(s);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, not ${s}`);
    return n;
  };
  if ((flags.url === undefined) !== (flags.key === undefined)) throw new Error("--url and --key go together");
  const str = (v: string | true | undefined) => (typeof v === "string" ? v : undefined);
  return {
    people: int(positional[0], "people", 20_000),
    seed: int(positional[1], "seed", 2026),
    perClass: flags["per-class"] === undefined ? undefined : int(flags["per-class"], "--per-class", 1),
    url: str(flags.url)?.replace(/\/+$/, ""),
    key: str(flags.key),
    write: str(flags.write),
    concurrency: int(flags.concurrency, "--concurrency", 2),
    json: str(flags.json),
    check: flags.check === true,
  };
}

async function* jsonLines(records: Record<string, unknown>[]) {
  for (const r of records) yield JSON.stringify(r);
}

/** The corpus through the ordinary import path: companies first, then people; nothing skipped. */
export async function importCorpus(storage: Storage, corpus: Corpus): Promise<void> {
  const companies = await importCompanies(storage, jsonLines(corpus.companies));
  if (companies.skipped > 0) throw new Error(`the import skipped ${companies.skipped} company lines`);
  const people = await importPeople(storage, jsonLines(corpus.people.map((p) => p.record)));
  if (people.skipped > 0) throw new Error(`the import skipped ${people.skipped} generated people`);
}

/** Every row's truth is a stored person, under its own URL. */
async function checkStored(storage: Storage, rows: Row[]): Promise<void> {
  const stored = new Set<string>();
  for (let after = 0; ; ) {
    const batch = await storage.people.scan(after, 5000);
    if (!batch.length) break;
    for (const p of batch) stored.add(urlKey(p.pnet_url));
    after = batch.at(-1)?.id ?? after;
  }
  const missing = rows.filter((r) => r.truth !== null && !stored.has(urlKey(r.truth)));
  if (missing.length)
    throw new Error(`${missing.length} rows' people are not stored (first: ${missing[0]?.truth})`);
}

export function outcomeOf(row: Row, answer: Answer): Outcome {
  const truth = row.truth === null ? null : urlKey(row.truth);
  const best = answer.matches[0];
  return {
    cls: row.class,
    detail: row.detail,
    present: truth !== null,
    top: best ? best.score : null,
    correct: truth !== null && best?.url === truth,
    refused: answer.status >= 400 && answer.status < 500,
    failed: answer.status === 0 || answer.status >= 500,
    wrongAbove: answer.matches.filter((m) => m.score >= THRESHOLD && m.url !== truth).length,
  };
}

/** Sends every row, `concurrency` at a time, in row order of completion-independent results. */
export async function sendRows(base: string, key: string, rows: Row[], concurrency: number) {
  const answers: Answer[] = new Array(rows.length);
  let next = 0;
  let done = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < rows.length) {
      const i = next++;
      answers[i] = await identify(base, key, (rows[i] as Row).fields);
      if (++done % 500 === 0)
        console.error(`  ${done}/${rows.length} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

export function writeCorpus(dir: string, corpus: Corpus, rows: Row[]): void {
  mkdirSync(dir, { recursive: true });
  const lines = (xs: unknown[]) => `${xs.map((x) => JSON.stringify(x)).join("\n")}\n`;
  writeFileSync(join(dir, "companies.jsonl"), lines(corpus.companies));
  writeFileSync(join(dir, "people.jsonl"), lines(corpus.people.map((p) => p.record)));
  writeFileSync(join(dir, "rows.jsonl"), lines(rows));
}

/** A running server holds the corpus when it knows the first person's profile (one lookup). */
async function checkServerHolds(base: string, key: string, corpus: Corpus): Promise<void> {
  const url = corpus.people[0]?.url ?? "";
  const res = await fetch(`${base}/api/enrich/pnet?legacy=false&pnet_url=${encodeURIComponent(url)}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  await res.body?.cancel();
  if (res.status === 404)
    throw new Error(
      `${base} does not hold this corpus (${url} is unknown): load what --write makes for ${corpus.count} people, seed ${corpus.seed}`,
    );
  if (res.status !== 200) console.error(`  (could not check that ${base} holds the corpus: ${res.status})`);
}

async function evaluateOn(base: string, key: string, rows: Row[], o: Options): Promise<number> {
  const answers = await sendRows(base, key, rows, o.concurrency);
  const outcomes = rows.map((row, i) => outcomeOf(row, answers[i] as Answer));
  const r = report(outcomes);
  printReport(r);
  const violations = answers.flatMap((a, i) => a.violations.map((v) => `row ${rows[i]?.id}: ${v}`));
  const failures = answers.flatMap((a, i) =>
    a.status === 0 || a.status >= 500 ? [`row ${rows[i]?.id}: ${a.status} ${a.detail}`] : [],
  );
  const ms = answers
    .filter((a) => a.status === 200)
    .map((a) => a.ms)
    .sort((a, b) => a - b);
  const q = (p: number) =>
    ms.length ? (ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] as number).toFixed(1) : "—";
  console.log("");
  console.log(
    `HTTP time per row (loopback, ${o.concurrency} in flight): p50 ${q(0.5)} ms, p99 ${q(0.99)} ms`,
  );
  for (const v of [...violations, ...failures].slice(0, 10)) console.log(`  ! ${v}`);
  if (violations.length) console.log(`${violations.length} contract violations`);
  if (failures.length) console.log(`${failures.length} rows failed (5xx or no answer)`);
  if (o.json) writeFileSync(o.json, `${JSON.stringify({ people: o.people, seed: o.seed, ...r }, null, 1)}\n`);
  const missed = missedTargets(r.overall);
  if (missed.length) console.log(`targets missed: ${missed.join("; ")}`);
  console.log(headline(r.overall));
  if (violations.length || failures.length) return 1;
  return o.check && missed.length ? 3 : 0;
}

export async function main(argv: string[]): Promise<number> {
  let o: Options;
  try {
    o = parseArgs(argv);
  } catch (e) {
    console.error(
      `${(e as Error).message}\nusage: evaluate.ts [people] [seed] [--per-class N] [--write DIR | --url BASE --key KEY] [--concurrency N] [--json FILE] [--check]`,
    );
    return 64;
  }
  const corpus = generateCorpus(o.people, o.seed);
  const { rows, quota } = deriveRows(corpus, o.perClass ?? defaultPerClass(o.people));
  const short = Object.entries(quota).filter(([c, n]) => rows.filter((r) => r.class === c).length < n);
  console.log(
    `identify evaluation: ${o.people} people (+${corpus.heldOut.length} held out), seed ${o.seed}, ${rows.length} rows`,
  );
  for (const [c, n] of short)
    console.log(`  class ${c} is short: ${rows.filter((r) => r.class === c).length} of ${n} rows`);
  if (o.write) {
    writeCorpus(o.write, corpus, rows);
    console.log(
      `wrote ${o.write}/companies.jsonl, people.jsonl (${corpus.people.length}), rows.jsonl (${rows.length})`,
    );
    console.log(
      `load it: prospector import companies ${o.write}/companies.jsonl && prospector import people ${o.write}/people.jsonl`,
    );
    console.log(
      `then: npx bun test/quality/identify/evaluate.ts ${o.people} ${o.seed} --url http://HOST:PORT --key lk_...`,
    );
    return 0;
  }
  try {
    if (o.url && o.key) {
      await checkServerHolds(o.url, o.key, corpus);
      return await evaluateOn(o.url, o.key, rows, o);
    }
    const server = await startTestServer({
      rateWindowSeconds: 1e-6,
      prepare: (s) => importCorpus(s, corpus),
    });
    try {
      await checkStored(server.storage, rows);
      const key = await makeKey(server.storage, "tier3", { credits: 1_000_000_000 });
      return await evaluateOn(server.url, key, rows, o);
    } finally {
      await server.stop();
    }
  } catch (e) {
    if (e instanceof EndpointMissing || e instanceof KeyRefused) {
      console.error(`identify evaluation: ${e.message}`);
      return 2;
    }
    throw e;
  }
}

if (import.meta.main) process.exit(await main(process.argv.slice(2)));
