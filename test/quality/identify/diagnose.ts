/**
 * Diagnosis of false matches (issue 47): imports a corpus of another seed than the evaluation's
 * (so nothing is tuned on the evaluation's rows) into a SQLite file, identifies every row in-process
 * as POST /api/identify does (learning included), and prints the absent rows whose best match
 * scores at least 0.8, with the explanation.
 *   npx bun test/quality/identify/diagnose.ts DB_FILE [people=20000] [seed=7]
 * The file is reused when it already holds the corpus (the import is the slow part); to learn from
 * the start again as the evaluation does, delete its model and samples first (sqlite3 FILE
 * "DELETE FROM meta WHERE key = 'identify_model'; DELETE FROM identify_samples").
 */
import { existsSync } from "node:fs";
import { loadConfig } from "../../../src/config.ts";
import { openStorage } from "../../../src/db/open.ts";
import { bestMatch } from "../../../src/domain/identify/bulk.ts";
import { createLogger } from "../../../src/log.ts";
import { createServices } from "../../../src/services.ts";
import { urlKey } from "./client.ts";
import { importCorpus } from "./evaluate.ts";
import { generateCorpus } from "./people.ts";
import { deriveRows } from "./rows.ts";

const [file, peopleArg, seedArg] = process.argv.slice(2);
if (!file) throw new Error("usage: diagnose.ts DB_FILE [people] [seed]");
const corpus = generateCorpus(Number(peopleArg ?? 20_000), Number(seedArg ?? 7));
const { rows } = deriveRows(corpus);
const fresh = !existsSync(file);
const config = loadConfig({ DATABASE_PATH: file, LOG_LEVEL: "silent" });
const storage = await openStorage(config);
if (fresh) await importCorpus(storage, corpus);
const services = await createServices(config, storage, {
  log: createLogger((process.env.DIAG_LOG ?? "silent") as "silent"),
  version: "diag",
});
await services.identify.catchUp();
let absent = 0;
let wrong = 0;
let present = 0;
let found = 0;
let foundAbove = 0;
let seen = 0;
for (const row of rows) {
  if (++seen % 250 === 0) {
    const { model } = await services.identify.ready();
    console.log(
      `after ${seen} rows: right and >= 0.8 ${foundAbove} of ${present}; rho ${model.rho.toFixed(3)}, EM over ${model.em?.rows ?? 0} rows`,
    );
  }
  const best = await bestMatch(storage, services.identify, row.fields, 0);
  if (row.truth !== null) {
    present++;
    const person = best.status === "matched" ? await storage.people.get(best.personId) : null;
    const right = person !== null && urlKey(person?.pnet_url ?? "") === urlKey(row.truth);
    if (right) found++;
    if (right && best.status === "matched" && best.score >= 0.8) foundAbove++;
    continue;
  }
  if (best.status !== "matched" || best.score < 0.8) continue;
  wrong++;
  const person = await storage.people.get(best.personId);
  console.log(`\n${row.detail} score ${best.score}: ${JSON.stringify(row.fields)}`);
  console.log(
    `  matched ${person?.name} @ ${person?.experience.map((e) => e.company_name).join(" / ")} (${person?.location})`,
  );
  for (const f of best.explanation)
    console.log(`  ${f.field}: ${f.row} ~ ${f.stored} ${f.agreement} ${f.how ?? ""} ${f.weight}`);
}
absent = rows.filter((r) => r.truth === null).length;
console.log(`\nfalse matches at 0.8: ${wrong} of ${absent} absent rows`);
console.log(
  `present rows: top-1 ${(found / present).toFixed(3)}, right and >= 0.8 ${(foundAbove / present).toFixed(3)} of ${present}`,
);
await services.identify.flush();
process.exit(0);
