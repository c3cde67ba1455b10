/**
 * Change detection on every people write path (issue 32), both engines: one thread (upsert) and
 * worker threads (SQLite's prepared rows, PostgreSQL's COPY). A demo export is imported, then a copy
 * in which five people changed in ways a vendor's weekly refresh shows (a job move, a promotion, a
 * move to another city, a new headline, a new skill); the change log must hold exactly their
 * events, the unchanged people must cost no write, and the stored records carry the tracking
 * fields, kept through a re-import of a dump that does not have them.
 */
import { describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { exportLines } from "../../src/cli/export-lines.ts";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importCompanies, importPeopleFile } from "../../src/domain/import/import.ts";
import { collect, fromArray, storeOpener } from "../helpers/stores.ts";

const { open, dir } = storeOpener();

// biome-ignore lint/suspicious/noExplicitAny: the test edits parsed JSON records freely
type Json = Record<string, any>;

/** The dump of the week after: five people changed, by hand, the way a refresh shows it. */
function nextWeek(people: string[], companies: string[]) {
  const records = people.map((l) => JSON.parse(l) as Json);
  const employed = records.filter((p) => p.experience?.some((e: Json) => e.date_to === null));
  const [mover, promoted, relocated, reworded, skilled] = employed as [Json, Json, Json, Json, Json];
  const otherCompany = JSON.parse(companies.at(-1) as string) as Json;

  // A job move: the current job ends in March, a new one at another company starts in April.
  for (const e of mover.experience)
    if (e.date_to === null) Object.assign(e, { date_to: "2026-03", active_experience: 0 });
  mover.experience.unshift({
    active_experience: 1,
    position_title: "Head of Platform",
    company_id: otherCompany.id,
    company_name: otherCompany.company_name,
    date_from: "2026-04",
    date_to: null,
  });
  // A promotion in place: same employer, same start, a new title.
  const job = promoted.experience.find((e: Json) => e.date_to === null);
  job.position_title = `Senior ${job.position_title}`;
  promoted.active_experience_title = job.position_title;
  // A move to another city.
  Object.assign(relocated, {
    location: "Lisbon, Portugal",
    location_full: "Lisbon, Lisbon, Portugal",
    location_city: "Lisbon",
    location_state: "Lisbon",
    location_country: "Portugal",
  });
  reworded.headline = `${reworded.headline ?? ""} | open to board roles`.trim();
  skilled.skills = [...(skilled.skills ?? []), "Kubernetes"];
  const expected = [
    [mover.pnet_url, "job_ended"],
    [mover.pnet_url, "job_started"],
    [mover.pnet_url, "company_changed"],
    [promoted.pnet_url, "title_changed"],
    [relocated.pnet_url, "location_changed"],
    [reworded.pnet_url, "profile_updated"],
    [skilled.pnet_url, "profile_updated"],
  ].map((x) => x.join(" "));
  return { lines: records.map((r) => JSON.stringify(r)), expected: expected.sort(), mover };
}

describe("change detection on every import path", async () => {
  const source = await open("sqlite");
  await seedDemoData(source, { people: 60, seed: 7, reference: new Date("2026-01-01T00:00:00Z") });
  const people = await collect(exportLines(source, "people"));
  const companies = await collect(exportLines(source, "companies"));
  const week1 = join(dir.path, "week1.jsonl");
  writeFileSync(week1, people.join("\n"));
  const changed = nextWeek(people, companies);
  const week2 = join(dir.path, "week2.jsonl");
  writeFileSync(week2, changed.lines.join("\n"));
  // The same people as week 2 with the tracking fields a vendor may leave out.
  const bare = changed.lines.map((l) => {
    const p = JSON.parse(l) as Json;
    for (const k of ["changed_at", "experience_change_last_identified_at", "experience_recently_started"])
      delete p[k];
    return JSON.stringify(p);
  });
  const week3 = join(dir.path, "week3.jsonl");
  writeFileSync(week3, bare.join("\n"));

  for (const [engine, workers] of [
    ["sqlite", 0],
    ["sqlite", 1],
    ["postgres", 0],
    ["postgres", 1],
  ] as const) {
    test(`${engine} with ${workers} workers: exactly the changed people's events, nothing for the others`, async () => {
      const storage = await open(engine);
      await importCompanies(storage, fromArray(companies));
      const first = await importPeopleFile(storage, week1, { batchSize: 16, workers });
      expect(first).toMatchObject({ imported: 60, updated: 0, changes: 0 });
      expect(await storage.changes.read(0, null, 100)).toEqual([]);

      const again = await importPeopleFile(storage, week1, { batchSize: 16, workers });
      expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 60, changes: 0 });

      const second = await importPeopleFile(storage, week2, {
        batchSize: 16,
        workers,
        source: "import week2",
      });
      const log = await storage.changes.read(0, null, 100);
      expect(log.map((c) => `${c.pnetUrl} ${c.type}`).sort()).toEqual(changed.expected);
      expect(second).toMatchObject({
        imported: 0,
        updated: 5,
        unchanged: 55,
        changes: changed.expected.length,
      });
      expect(new Set(log.map((c) => c.source))).toEqual(new Set(["import week2"]));
      const started = log.find((c) => c.type === "job_started");
      expect(started?.detail).toMatchObject({
        experience: { title: "Head of Platform", date_from: "2026-04" },
      });
      expect(await storage.changes.read(0, ["title_changed"], 100)).toHaveLength(1);

      const mover = await storage.people.getByUrl(changed.mover.pnet_url);
      const occurred = started?.occurredAt as string;
      expect(mover?.changed_at).toBe(occurred);
      expect(mover?.experience_change_last_identified_at).toBe(occurred);
      expect(mover?.experience_recently_started.map((e) => e.title)).toContain("Head of Platform");
      expect(mover?.experience_recently_closed).toHaveLength(1);

      // A dump without the tracking fields: the same people, so no change; what was detected stays.
      const third = await importPeopleFile(storage, week3, { batchSize: 16, workers });
      expect(third.changes).toBe(0);
      expect(await storage.changes.read(0, null, 100)).toHaveLength(changed.expected.length);
      const still = await storage.people.getByUrl(changed.mover.pnet_url);
      expect(still?.changed_at).toBe(occurred);
      expect(still?.experience_recently_started.map((e) => e.title)).toContain("Head of Platform");
    }, 120_000);
  }
});
