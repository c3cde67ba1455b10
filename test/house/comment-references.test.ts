/**
 * Comments that name a file name one that exists (issue 43): a path in a comment under src/
 * (`./facets.ts`, `../db/open.ts`, `src/db/rows/ids.ts`, `docs/sources.md`, or a bare file name
 * such as `person-write.ts`) must resolve, relative to the comment's file or to the repository,
 * or (bare names) match some file of the repository. A comment left naming a moved or deleted
 * file sends the next reader to nothing.
 */
import { expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import ts from "typescript";

const ROOT = join(import.meta.dir, "..", "..");
const SKIP = new Set(["node_modules", ".git", "dist", "data"]);

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(path, out);
    else out.push(path);
  }
  return out;
}

/** Every comment of a TypeScript file, once each. */
export function commentsOf(path: string): string[] {
  const text = readFileSync(path, "utf8");
  const kind = path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...seen.values()];
}

// A file-like word: a path or name ending in an extension we keep files in.
const REFERENCE =
  /(?<![\w@/.-])((?:\.{1,2}\/|[\w-]+\/)*[\w.-]*[\w-]\.(?:ts|tsx|md|json|sql|sh|yml|yaml))(?![\w/])/g;
const ROOTS = ["src/", "docs/", "test/", "scripts/", "bench/", "drizzle/", ".ci/", "data/"];

const repositoryFiles = filesUnder(ROOT).map((p) => relative(ROOT, p));
const basenames = new Set(repositoryFiles.map((p) => basename(p)));
const paths = new Set(repositoryFiles);

/** Whether a reference in a comment of `file` names something that exists. */
function resolves(file: string, reference: string): boolean {
  const clean = reference.replace(/^\.\//, "");
  if (reference.startsWith(".")) {
    const target = join(dirname(file), reference);
    return existsSync(target) || existsSync(target.replace(/\.js$/, ".ts"));
  }
  if (ROOTS.some((r) => clean.startsWith(r))) return existsSync(join(ROOT, clean));
  if (!clean.includes("/")) return basenames.has(clean);
  // A partial path (`sqlite/person-write.ts`, `format/people.ts`): some file ends with it.
  return [...paths].some((p) => p.endsWith(`/${clean}`)) || existsSync(join(dirname(file), clean));
}

test("every file a comment in src/ names exists", () => {
  const stale: string[] = [];
  for (const file of filesUnder(join(ROOT, "src")).filter((p) => /\.tsx?$/.test(p))) {
    for (const comment of commentsOf(file))
      for (const [, reference] of comment.matchAll(REFERENCE)) {
        if (!reference || /^https?:|^[\w-]+\.(example|com|org|io)\b/.test(reference)) continue;
        if (!resolves(file, reference)) stale.push(`${relative(ROOT, file)}: ${reference}`);
      }
  }
  expect(stale).toEqual([]);
}, 60_000);

test("every repository path the docs and the README name exists", () => {
  const stale: string[] = [];
  const documents = [
    join(ROOT, "README.md"),
    ...filesUnder(join(ROOT, "docs")).filter((p) => p.endsWith(".md")),
  ];
  for (const file of documents)
    for (const [, reference] of readFileSync(file, "utf8").matchAll(REFERENCE)) {
      if (!reference || !ROOTS.some((r) => reference.startsWith(r))) continue;
      if (!existsSync(join(ROOT, reference))) stale.push(`${relative(ROOT, file)}: ${reference}`);
    }
  expect(stale).toEqual([]);
});

test("the check finds a stale reference (it can fail)", () => {
  expect(resolves(join(ROOT, "src", "domain", "x.ts"), "./no-such-file.ts")).toBe(false);
  expect(resolves(join(ROOT, "src", "domain", "x.ts"), "src/db/repositories/types.ts")).toBe(false);
  expect(resolves(join(ROOT, "src", "domain", "x.ts"), "no-such-name.ts")).toBe(false);
  expect(resolves(join(ROOT, "src", "domain", "x.ts"), "src/db/open.ts")).toBe(true);
});
