/**
 * `prospector import people --source`, `prospector sources report|apply` and SOURCE_RULES from the
 * CLI (issue 33, docs/sources.md): real processes on a real database (the suite's engine).
 */
import { afterAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { engineEnv, runCli, tempDir } from "../helpers/server.ts";

const dir = tempDir();
afterAll(() => dir.cleanup());

const person = (slug: string, headline: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    pnet_url: `https://www.pnet.example/in/${slug}`,
    name: slug.replace("-", " "),
    headline,
    ...extra,
  });

describe("prospector sources", () => {
  test("two sources, the report, a changed rule applied, the export with provenance", async () => {
    const env = { ...(await engineEnv()), DATABASE_PATH: join(dir.path, "sources.db") };
    const a = join(dir.path, "vendor-a.jsonl");
    const b = join(dir.path, "vendor-b.jsonl");
    writeFileSync(
      a,
      [person("ana-silva", "Data Engineer", { location: "Porto" }), person("li-wei", "Analyst")].join("\n"),
    );
    writeFileSync(b, [person("ana-silva", "Senior Data Engineer"), person("sam-ode", "Designer")].join("\n"));
    const first = await runCli(["import", "people", a, "--source", "vendor-a"], env);
    expect(first.code).toBe(0);
    const second = await runCli(["import", "people", b, "--source", "vendor-b"], env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("read 2, imported 1, updated 1, skipped 0");
    expect(second.stdout).toContain("sources: 1 records merged");

    const report = await runCli(["sources", "report", "--json"], env);
    expect(report.code).toBe(0);
    const lines = (
      JSON.parse(report.stdout) as {
        sources: { source: string; people: number; alone: number; won: number; lost: number }[];
      }
    ).sources;
    expect(lines.find((l) => l.source === "vendor-a")).toMatchObject({
      people: 2,
      alone: 1,
      won: 0,
      lost: 1,
    });
    expect(lines.find((l) => l.source === "vendor-b")).toMatchObject({
      people: 2,
      alone: 1,
      won: 1,
      lost: 0,
    });
    const table = await runCli(["sources", "report"], env);
    expect(table.stdout).toMatch(/^source\s+people\s+alone\s+shared/m);

    // Newest wins: vendor-b's headline. A rule trusting vendor-a decides again, without importing.
    const exported = async () =>
      (await runCli(["export", "people", "-", "--provenance"], env)).stdout
        .trim()
        .split("\n")
        .map(
          (l) =>
            JSON.parse(l) as {
              headline: string;
              location: string;
              pnet_url: string;
              provenance: { fields: Record<string, string> };
            },
        )
        .find((p) => p.pnet_url.endsWith("ana-silva"));
    expect((await exported())?.headline).toBe("Senior Data Engineer");
    expect((await exported())?.provenance.fields).toMatchObject({
      headline: "vendor-b",
      location: "vendor-a",
    });
    const apply = await runCli(["sources", "apply"], { ...env, SOURCE_RULES: '{"priority": ["vendor-a"]}' });
    expect(apply.code).toBe(0);
    expect(apply.stdout).toContain(
      "sources apply: 1 people supplied by more than one source, 1 decided differently",
    );
    expect((await exported())?.headline).toBe("Data Engineer");
    expect((await exported())?.provenance.fields.headline).toBe("vendor-a");
  });

  test("a bad --source or SOURCE_RULES is refused with one clear line", async () => {
    const env = { ...(await engineEnv()), DATABASE_PATH: join(dir.path, "bad.db") };
    const file = join(dir.path, "one.jsonl");
    writeFileSync(file, person("jo-kim", "Nurse"));
    const source = await runCli(["import", "people", file, "--source", "a b"], env);
    expect(source.code).not.toBe(0);
    expect(source.stderr).toContain("--source must be 1 to 64 letters");
    const rules = await runCli(["sources", "report"], {
      ...env,
      SOURCE_RULES: '{"fields": {"headline": "pdl"}}',
    });
    expect(rules.code).not.toBe(0);
    expect(rules.stderr).toContain("SOURCE_RULES");
    expect(rules.stderr).toContain('fields.headline: expected a list of source names or "newest"');
    expect(rules.stderr).not.toContain("    at ");
    const unknown = await runCli(["sources", "report"], {
      ...env,
      SOURCE_RULES: '{"fields": {"salary": ["pdl"]}}',
    });
    expect(unknown.stderr).toContain('"salary" is not a root field sources supply');
  });
});
