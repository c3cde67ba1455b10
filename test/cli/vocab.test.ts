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
  expect(text.stdout).toMatch(/3 {2}Tree Surgeon\n$/);
  expect((await runCli(["vocab"], env)).code).toBe(64);
});
