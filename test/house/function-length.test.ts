/**
 * No function over 80 lines of its own (issue 43): a function's own lines are its body's lines
 * less the bodies of the functions written inside it, so a factory of short methods passes and a
 * long procedure does not. React screens (src/console/screens) and generated files are exempt:
 * a screen's markup is layout, not logic.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { Glob } from "bun";
import * as ts from "typescript";

const LIMIT = 80;
const EXEMPT = [/^src\/console\/screens\//, /^src\/console\/api-types\.ts$/];

type FunctionLike = ts.FunctionLikeDeclaration & { body: ts.Node };

function isFunctionWithBody(n: ts.Node): n is FunctionLike {
  return (
    (ts.isFunctionDeclaration(n) ||
      ts.isMethodDeclaration(n) ||
      ts.isArrowFunction(n) ||
      ts.isFunctionExpression(n) ||
      ts.isGetAccessor(n) ||
      ts.isSetAccessor(n) ||
      ts.isConstructorDeclaration(n)) &&
    n.body !== undefined
  );
}

/** Each function of `text` whose own lines exceed the limit, as "file:line name (n lines)". */
export function longFunctions(file: string, text: string, limit = LIMIT): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const span = (n: ts.Node) => lineOf(n.getEnd()) - lineOf(n.getStart()) + 1;
  const nestedLines = (root: ts.Node): number => {
    let lines = 0;
    const walk = (n: ts.Node) => {
      if (isFunctionWithBody(n)) lines += span(n.body);
      else ts.forEachChild(n, walk);
    };
    ts.forEachChild(root, walk);
    return lines;
  };
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (isFunctionWithBody(n)) {
      const own = span(n.body) - nestedLines(n.body);
      const name = (n.name as ts.Identifier | undefined)?.text ?? "(anonymous)";
      if (own > limit) found.push(`${file}:${lineOf(n.body.getStart()) + 1} ${name} (${own} lines)`);
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

describe("function length", () => {
  test("no function in src has more than 80 lines of its own", () => {
    const found: string[] = [];
    for (const file of new Glob("src/**/*.{ts,tsx}").scanSync(".")) {
      if (EXEMPT.some((re) => re.test(file))) continue;
      found.push(...longFunctions(file, readFileSync(file, "utf8")));
    }
    expect(found).toEqual([]);
  });

  test("the count can fail: a long procedure is found, a factory of short methods is not", () => {
    const statements = Array.from({ length: 81 }, (_, i) => `  const v${i} = ${i};`).join("\n");
    expect(longFunctions("x.ts", `function long() {\n${statements}\n}`)).toEqual(["x.ts:1 long (83 lines)"]);
    const methods = Array.from({ length: 30 }, (_, i) => `    m${i}() {\n      return ${i};\n    },`).join(
      "\n",
    );
    expect(longFunctions("y.ts", `function factory() {\n  return {\n${methods}\n  };\n}`)).toEqual([]);
  });
});
