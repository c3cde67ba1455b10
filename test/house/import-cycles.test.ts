/**
 * No import cycle in src/ (issue 43), type-only imports included: data flows one way (file ->
 * domain -> storage), and a module can be read knowing only what it imports. The imports are read
 * by the TypeScript compiler's own pre-processor; cycles are the strongly connected components of
 * the graph with more than one file (or a file importing itself).
 */
import { expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const ROOT = join(import.meta.dir, "..", "..");

function sourcesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourcesUnder(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** The files of `files` each file imports (relative imports; `import type` and `export from` too). */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map((i) => i.fileName)
      .filter((name) => name.startsWith("."))
      .map((name) => resolve(dirname(file), name))
      .flatMap((path) => [
        path,
        path.replace(/\.js$/, ".ts"),
        `${path}.ts`,
        `${path}.tsx`,
        join(path, "index.ts"),
      ])
      .filter((path, i, all) => existsSync(path) && statSync(path).isFile() && all.indexOf(path) === i);
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with a cycle (Tarjan, iterative enough for a few thousand files). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const connect = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, indexOf.get(w) as number));
    }
    if (low.get(v) !== indexOf.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(component.sort());
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) connect(v);
  return out;
}

test("no import cycle in src/, type-only imports included", () => {
  const cycles = cyclesOf(importGraph(sourcesUnder(join(ROOT, "src"))));
  expect(cycles.map((c) => c.map((f) => relative(ROOT, f)))).toEqual([]);
}, 60_000);

test("a cycle is found (the check can fail)", () => {
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a"]],
    ["d", ["a"]],
  ]);
  expect(cyclesOf(graph)).toEqual([["a", "b", "c"]]);
});
