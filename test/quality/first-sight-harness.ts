/**
 * The first-sight rounds' shared evaluation (/work/shared/design/first-sight.md): label counts
 * without searching, the soundness checks of a round's set (`labelChecks`), the measurement (../harness.ts scores every query with the quality filter on
 * and off), the figures per class and overall, the printed tables and the inspector of first
 * results. Each round (./first-sight-2/, ./first-sight-3/, ./first-sight-4/) describes itself as a
 * `Round` — its people, queries, classes and how its tables are laid out — and keeps its own
 * thin evaluate.ts and inspect.ts, so its command lines and printed outputs stay what its README
 * records (round 3's `--counts` output was diffed byte for byte before and after the move). A round
 * declares its `Round` with ./first-sight-round.ts's `defineRound` and its soundness test with
 * ./first-sight-soundness.ts's `roundSoundness`, so its folder holds only what is its own.
 * Figures: mean P@10 with the quality filter on and off, mean total error (on/off), empty =
 * queries with >= 10 true matches whose first page is empty, inverted = queries with at least one
 * inverted result in the top ten.
 */
import { expect } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteStorage } from "../../src/db/sqlite/storage.ts";
import { importCompanies, importPeople } from "../../src/domain/import/import.ts";
import { describePlan } from "../../src/domain/query/plan.ts";
import { SearchService } from "../../src/domain/search/search.ts";
import type { SecondLatent } from "./first-sight-2/people.ts";
import { type Corpus, type Labelled, mean, type Scored, scoreQueries } from "./harness.ts";

/** A labelled query of a round, in one of its classes. */
export interface RoundQuery<L, C extends string = string> extends Labelled<L> {
  class: C;
}

/**
 * The day the rounds' label counts were checked (every query >= 10 true at both sizes). The
 * generator's jobs have fixed start years while months are counted to `now`, so a count moves as
 * the calendar does (round 8's "less than three years at Kestrel Health, not counting juniors" has
 * no one left from January 2027): the sets' soundness tests count as of this day, and a count that
 * held then holds in every later run. The search measurements count to today, as a stranger would.
 */
export const LABELS_CHECKED_ON = new Date("2026-11-26T12:00:00Z");

export interface Round<L, C extends string, Q extends RoundQuery<L, C>> {
  /** "round 3": the counts header's name. */
  name: string;
  /** The evaluation header's words after "first-sight evaluation (". */
  title: string;
  /** The people as of `now` (months of experience and tenure are counted to it; default today). */
  generate: (people: number, seed: number, now?: Date) => Corpus<L>;
  queries: Q[];
  classes: readonly C[];
  /** Column widths of the class and the query (long queries are cut), and whether lines are numbered. */
  classWidth: number;
  queryWidth: number;
  numbered: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: a row of any round's queries (their latent types differ)
export type RoundRow<Q extends RoundQuery<any>> = Scored<Q> & { class: Q["class"] };

export interface Figures {
  name: string;
  queries: number;
  p10On: number;
  p10Off: number;
  errorOn: number;
  errorOff: number;
  emptyOn: number;
  emptyOff: number;
  invertedOn: number;
  invertedOff: number;
}

export function figures(name: string, rows: Scored<unknown>[]): Figures {
  return {
    name,
    queries: rows.length,
    p10On: mean(rows.map((r) => r.p10On)),
    p10Off: mean(rows.map((r) => r.p10Off)),
    errorOn: mean(rows.map((r) => r.errorOn)),
    errorOff: mean(rows.map((r) => r.errorOff)),
    emptyOn: rows.filter((r) => r.truth >= 10 && r.emptyOn).length,
    emptyOff: rows.filter((r) => r.truth >= 10 && r.emptyOff).length,
    invertedOn: rows.filter((r) => r.invertedOn > 0).length,
    invertedOff: rows.filter((r) => r.invertedOff > 0).length,
  };
}

/** True, maybe and inverted people of every query, without searching (for label checks). */
export function labelCounts<L, C extends string, Q extends RoundQuery<L, C>>(
  round: Round<L, C, Q>,
  people: number,
  seed: number,
  queries = round.queries,
  now?: Date,
) {
  const { people: generated } = round.generate(people, seed, now);
  return queries.map((q) => ({
    class: q.class,
    query: q.query,
    truth: generated.filter((g) => q.relevant(g.latent)).length,
    maybe: generated.filter((g) => !q.relevant(g.latent) && q.maybe?.(g.latent)).length,
    inverted: generated.filter((g) => q.inverted?.(g.latent)).length,
  }));
}

/**
 * The soundness checks of a round's set (./first-sight-5/ on), shared so every round asks them
 * alike: each compares an object naming what it checks, so a failure says which query or class.
 */
export const labelChecks = {
  /** Every query has >= 10 true matches at 20,000 people seed 2026 and 12,000 seed 11. */
  tenTrueAtBothSizes<L, C extends string, Q extends RoundQuery<L, C>>(round: Round<L, C, Q>) {
    for (const [people, seed] of [
      [20_000, 2026],
      [12_000, 11],
    ] as const) {
      const wrong = labelCounts(round, people, seed, round.queries, LABELS_CHECKED_ON)
        .filter((c) => c.truth < 10)
        .map((c) => `${c.query}: ${c.truth}`);
      expect({ people, seed, wrong }).toEqual({ people, seed, wrong: [] });
    }
  },

  /**
   * Nobody of 4,000 people (seed 2026, as of `now`) is both relevant and inverted; no query is
   * asked twice; at least `minQueries` queries (at most `maxQueries`), or exactly `perStyle.n` of
   * each style; every class asked at least `minPerClass` times.
   */
  soundSet<L, C extends string, Q extends RoundQuery<L, C>>(
    round: Round<L, C, Q>,
    spec: {
      minPerClass: number;
      minQueries?: number;
      maxQueries?: number;
      perStyle?: { style: (cls: C) => string; styles: readonly string[]; n: number };
      now?: Date;
    },
  ) {
    const { people } = round.generate(4000, 2026, spec.now);
    const queries = round.queries;
    for (const q of queries) {
      const both = people.filter((p) => q.relevant(p.latent) && q.inverted?.(p.latent)).length;
      expect({ query: q.query, both }).toEqual({ query: q.query, both: 0 });
    }
    expect(new Set(queries.map((q) => q.query.toLowerCase())).size).toBe(queries.length);
    if (spec.minQueries !== undefined) expect(queries.length).toBeGreaterThanOrEqual(spec.minQueries);
    if (spec.maxQueries !== undefined) expect(queries.length).toBeLessThanOrEqual(spec.maxQueries);
    const perStyle = spec.perStyle;
    if (perStyle)
      for (const s of perStyle.styles)
        expect({ s, n: queries.filter((q) => perStyle.style(q.class) === s).length }).toEqual({
          s,
          n: perStyle.n,
        });
    for (const c of round.classes)
      expect({ c, n: queries.filter((q) => q.class === c).length >= spec.minPerClass }).toEqual({
        c,
        n: true,
      });
  },

  /**
   * Every style holds at least five queries that say who is inverted (when `perStyle` is given),
   * and every query the `excludes` words match says who is inverted.
   */
  excludersSayInverted<L, C extends string, Q extends RoundQuery<L, C>>(
    round: Round<L, C, Q>,
    excludes: { test(query: string): boolean },
    perStyle?: { style: (cls: C) => string; styles: readonly string[] },
  ) {
    for (const s of perStyle?.styles ?? []) {
      const excluding = round.queries.filter((q) => perStyle?.style(q.class) === s && q.inverted).length;
      expect({ s, atLeastFive: excluding >= 5 }).toEqual({ s, atLeastFive: true });
    }
    for (const q of round.queries.filter((x) => excludes.test(x.query)))
      expect({ q: q.query, inverted: typeof q.inverted }).toEqual({ q: q.query, inverted: "function" });
  },

  /** Every query keeps its class's style. */
  keepStyle<L, C extends string, Q extends RoundQuery<L, C>>(
    round: Round<L, C, Q>,
    keeps: (cls: C, query: string) => boolean,
  ) {
    for (const q of round.queries)
      expect({ q: q.query, style: keeps(q.class, q.query) }).toEqual({ q: q.query, style: true });
  },
};

/** The floor tests' check: every class `floors` names keeps its P@10 floor with the quality filter on and off. */
export function expectClassFloors(classes: Figures[], floors: Record<string, number>) {
  for (const c of classes.filter((x) => x.name in floors))
    expect({ class: c.name, atFloor: Math.min(c.p10On, c.p10Off) >= (floors[c.name] as number) }).toEqual({
      class: c.name,
      atFloor: true,
    });
}

/** The one measurement: every query searched, scored, and summed up per class and overall. */
export async function evaluateRound<L, C extends string, Q extends RoundQuery<L, C>>(
  round: Round<L, C, Q>,
  people: number,
  seed: number,
  queries = round.queries,
) {
  const rows = (await scoreQueries(round.generate(people, seed), queries)).map((r) => ({
    ...r,
    class: r.labelled.class,
  }));
  return {
    people,
    seed,
    rows,
    classes: round.classes
      .map((c) =>
        figures(
          c,
          rows.filter((r) => r.class === c),
        ),
      )
      .filter((f) => f.queries),
    overall: figures("all queries", rows),
  };
}

const num = (x: number) => x.toFixed(3);
const pad = (s: string | number, n: number) => String(s).padEnd(n).slice(0, n);
const right = (s: string | number, n: number) => String(s).padStart(n);

function classLine(f: Figures, width: number): string {
  return `${pad(f.name, width)} ${right(f.queries, 3)}   ${num(f.p10On)}  ${num(f.p10Off)}   ${num(f.errorOn)}  ${num(f.errorOff)}   ${right(f.emptyOn, 3)}/${right(f.emptyOff, 3)}    ${right(f.invertedOn, 3)}/${right(f.invertedOff, 3)}`;
}

export function printCounts<L, C extends string, Q extends RoundQuery<L, C>>(
  round: Round<L, C, Q>,
  people: number,
  seed: number,
) {
  console.log(`first-sight ${round.name} labels: ${people} people, seed ${seed} (truth, maybe, inverted)`);
  for (const [k, c] of labelCounts(round, people, seed).entries())
    console.log(
      `${round.numbered ? `${right(k + 1, 2)} ` : ""}${pad(c.class, round.classWidth)} ${pad(c.query, round.queryWidth)} ${right(c.truth, 6)} ${right(c.maybe, 6)} ${right(c.inverted, 6)}${c.truth < 10 ? "  FEWER THAN 10" : ""}`,
    );
}

export async function printEvaluation<L, C extends string, Q extends RoundQuery<L, C>>(
  round: Round<L, C, Q>,
  people: number,
  seed: number,
) {
  const result = await evaluateRound(round, people, seed);
  const { classWidth, queryWidth, numbered } = round;
  console.log(
    `first-sight evaluation (${round.title}): ${people} people, seed ${seed}, company records imported first`,
  );
  console.log(
    `${numbered ? " # " : ""}${pad("class", classWidth)} ${pad("query", queryWidth)} truth maybe  P@10 on  off    total on    off   err on   off  empty inv on/off`,
  );
  for (const [k, r] of result.rows.entries()) {
    const flags = `${r.emptyOn ? "E" : "."}${r.emptyOff ? "E" : "."}`;
    console.log(
      `${numbered ? `${right(k + 1, 2)} ` : ""}${pad(r.class, classWidth)} ${pad(r.query, queryWidth)} ${right(r.truth, 5)} ${right(r.maybe, 5)}  ${num(r.p10On)} ${num(r.p10Off)}  ${right(r.totalOn, 7)} ${right(r.totalOff, 7)}  ${num(r.errorOn)} ${num(r.errorOff)}  ${flags}    ${r.invertedOn}/${r.invertedOff}${r.truth < 10 ? "  (fewer than 10 true matches)" : ""}`,
    );
  }
  console.log("");
  console.log(
    `${pad("class", classWidth + 1)}   n   P@10 on  off     err on  off     empty on/off  inverted on/off`,
  );
  for (const f of result.classes) console.log(classLine(f, classWidth + 1));
  console.log(classLine(result.overall, classWidth + 1));
  console.log(
    "empty: queries with >= 10 true matches answered with nothing; inverted: queries with a result in the top ten that has what the query excluded or the opposite of what it asked",
  );
}

/** evaluate.ts's command line: `[people] [seed] [--counts]`. */
export async function runRound<L, C extends string, Q extends RoundQuery<L, C>>(
  round: Round<L, C, Q>,
  argv = process.argv.slice(2),
) {
  const args = argv.filter((a) => !a.startsWith("--"));
  const people = Number(args[0] ?? 20_000);
  const seed = Number(args[1] ?? 2026);
  if (argv.includes("--counts")) printCounts(round, people, seed);
  else await printEvaluation(round, people, seed);
}

/** A person by the latent facts the labels read: role, place, work, past, experience, schools, skills, languages. */
export function describePerson(l: SecondLatent): string {
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

async function* lines(records: Record<string, unknown>[]) {
  for (const r of records) yield JSON.stringify(r);
}

/**
 * inspect.ts's command line: `people seed query-or-number...` — the first five results (quality
 * filter on) of the chosen queries, each by its latent facts with R (relevant), m (maybe),
 * X (inverted) or - (wrong). Diagnosis only: it changes no figure.
 */
export async function inspectRound<L extends { url: string }, C extends string, Q extends RoundQuery<L, C>>(
  round: Round<L, C, Q>,
  describe: (l: L) => string,
  argv = process.argv.slice(2),
) {
  const [people = "20000", seed = "2026", ...wanted] = argv;
  const data = round.generate(Number(people), Number(seed));
  const byUrl = new Map(data.people.map((p) => [p.latent.url, p.latent as L]));
  const dir = mkdtempSync(join(tmpdir(), "prospector-inspect-"));
  const storage = openSqliteStorage(join(dir, "inspect.db"));
  try {
    if (data.companies?.length) await importCompanies(storage, lines(data.companies));
    await importPeople(storage, lines(data.people.map((p) => p.record)));
    const service = new SearchService(storage, undefined, { associations: true });
    for (const [k, q] of round.queries.entries()) {
      if (!wanted.includes(q.query) && !wanted.includes(String(k + 1))) continue;
      const { session, params } = await service.start(0, {
        query: q.query,
        companies: [],
        schools: [],
        advancedFiltering: true,
      });
      const hits = await service.page(session, params, 0, 5);
      console.log(`\n#${k + 1} ${q.query}  (total ${session.total})`);
      const { where } = await service.plan({ query: q.query, companies: [], schools: [] } as never);
      console.log(`  plan: ${describePlan(where)}`);
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
