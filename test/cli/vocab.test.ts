/** `prospector vocab report`: the titles the vocabulary misses, counted over an imported file. */
import { afterAll, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli, tempDir } from "../helpers/server.ts";

const dir = tempDir();
const env = { DATA_DIR: dir.path };
afterAll(() => dir.cleanup());

test("counts classified, inferred and unclassified titles, most frequent first", async () => {
  const titles = [
    "Backend Engineer",
    "Golang Engineer",
    "Tree Surgeon",
    "Tree Surgeon",
    "Tree Surgeon",
    "Beekeeper",
  ];
  const lines = titles.map((title, i) =>
    JSON.stringify({
      pnet_url: `https://www.pnet.com/in/vocab-${i}`,
      name: `Person ${i}`,
      experience: [{ position_title: title, company_name: "Acme", date_from: "2020-01", date_to: null }],
    }),
  );
  const file = join(dir.path, "people.jsonl");
  writeFileSync(file, `${lines.join("\n")}\n`);
  expect((await runCli(["import", "people", file], env)).code).toBe(0);
  const json = await runCli(["vocab", "report", "--json"], env);
  expect(json.code).toBe(0);
  const report = JSON.parse(json.stdout) as {
    withTitle: number;
    classified: number;
    inferred: number;
    unclassified: unknown[];
  };
  expect(report).toMatchObject({ withTitle: 6, classified: 2, inferred: 1 });
  expect(report.unclassified).toEqual([
    { title: "Tree Surgeon", count: 3 },
    { title: "Beekeeper", count: 1 },
  ]);
  const text = await runCli(["vocab", "report", "--top", "1"], env);
  expect(text.stdout).toContain("6 with a current title: 2 classified");
  expect(text.stdout).toMatch(/3 {2}Tree Surgeon\nstrongest associations/);
  expect((await runCli(["vocab"], env)).code).toBe(64);
});

test("shows the strongest associations learned from the imported people", async () => {
  const own = tempDir();
  const groups = [
    { title: "Mobile Engineer", headline: "Ships apps to phones" },
    { title: "Backend Engineer", headline: "Runs services" },
    { title: "Accountant", headline: "Closes the books" },
  ];
  const lines = groups.flatMap((g, k) =>
    Array.from({ length: 30 }, (_, i) =>
      JSON.stringify({
        pnet_url: `https://www.pnet.com/in/assoc-${k}-${i}`,
        name: `Person ${k} ${i}`,
        headline: g.headline,
        experience: [{ position_title: g.title, company_name: "Acme", date_from: "2020-01", date_to: null }],
      }),
    ),
  );
  const file = join(own.path, "people.jsonl");
  writeFileSync(file, `${lines.join("\n")}\n`);
  try {
    const imported = await runCli(["import", "people", file], { DATA_DIR: own.path });
    expect(imported.stdout).toMatch(/associations: \d+ from 90 people/);
    const json = await runCli(["vocab", "report", "--json", "--top", "50"], { DATA_DIR: own.path });
    const report = JSON.parse(json.stdout) as {
      associations: {
        scanned: number;
        entries: { word: string; label: string; share: number; support: number }[];
      };
    };
    expect(report.associations.scanned).toBe(90);
    const app = report.associations.entries.find((a) => a.word === "app");
    // PMI = log(N c(w,f) / (c(w) c(f))) = log(90 * 30 / (30 * 30)) = log 3: just at the bar.
    expect(app).toMatchObject({ share: 1, support: 30, pmi: 1.099 });
    // A word two families share evenly says little (share 0.5, PMI log 1.5): not kept.
    expect(report.associations.entries.some((a) => a.word === "engineer")).toBe(false);
    expect(report.associations.entries.some((a) => a.word === "service")).toBe(true);
    const text = await runCli(["vocab", "report"], { DATA_DIR: own.path });
    expect(text.stdout).toContain(`app -> ${app?.label} (share 1.00`);
  } finally {
    own.cleanup();
  }
});
