/**
 * The parser's start-up, one cold process per run (issue 45: new vocabularies <= +150 ms, <= +60 MB):
 * the import of the parser and its vocabularies, the first parse (what it loads on first use: the
 * ESCO taxonomy for titles, the English words for slips) and a second parse, in ms, and RSS in MiB.
 *   bun bench/parse-startup.ts [TREE=.]        one run of the checkout at TREE
 * Pair two trees by alternating runs: for i in 1 2 3 4 5; do bun bench/parse-startup.ts A; bun bench/parse-startup.ts B; done
 */
const root = process.argv[2] ?? `${import.meta.dir}/..`;
const t0 = performance.now();
const { parseQuery } = await import(`${root}/src/domain/query/parse.ts`);
const { CompanyLexicon } = await import(`${root}/src/domain/query/company-names.ts`);
const t1 = performance.now();
const companies = new CompanyLexicon([]);
parseQuery("senior backend engineers in Berlin, not at agencies", { companies });
const t2 = performance.now();
parseQuery("registered nurses in Lima, no juniors", { companies });
const t3 = performance.now();
const ms = (a: number, b: number) => (b - a).toFixed(0);
const rss = (process.memoryUsage().rss / 2 ** 20).toFixed(0);
console.log(
  `import ${ms(t0, t1)} ms, first parse ${ms(t1, t2)} ms, second ${ms(t2, t3)} ms, rss ${rss} MiB (${root})`,
);
