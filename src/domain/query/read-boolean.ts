/**
 * Recruiters' boolean strings: `("data engineer" OR "analytics engineer") AND (Python OR SQL) NOT
 * intern`. A query with an operator written in capitals (AND, OR, NOT) is read as an expression:
 * parentheses group, OR joins alternatives, AND (or two terms side by side) requires both, NOT
 * excludes the term or the whole parenthesised group after it, AND binding tighter than OR. Each
 * term (a quoted phrase or a run of bare words) is read by the natural-language parser alone, so a
 * quoted title is its family, a bare city a place, a bare company name the company.
 *
 * What a term cannot be read as: under AND a soft word that only ranks (a quoted phrase: words the
 * profile must hold, as in prose), under OR an alternative dropped (its siblings still hold), under
 * NOT nothing at all, with a note: an exclusion not understood is never applied as a requirement.
 */
import type { Criterion, ParsedQuery } from "./criteria.ts";
import type { ParseContext } from "./parse-state.ts";
import { allOf, describePlan, leavesOf, NO_ONE, type PlanNode } from "./plan.ts";
import { words } from "./text.ts";

type Parse = (query: string, context: ParseContext) => ParsedQuery;

type Expr =
  | { op: "term"; text: string; quoted: boolean }
  | { op: "and" | "or"; parts: Expr[] }
  | { op: "not"; part: Expr };

const OPERATOR = /(^|[\s(])(AND|OR|NOT)(?=[\s(]|$)/;

/** Whether the query is written as a boolean string: an operator in capitals. */
export function isBooleanString(query: string): boolean {
  return OPERATOR.test(query);
}

function lex(query: string): string[] {
  return query.match(/"[^"]*"|[()]|[^\s()"]+/g) ?? [];
}

/** Recursive descent over the tokens; an unbalanced parenthesis closes at the end. */
function parseExpr(tokens: string[]): Expr {
  let at = 0;
  const peek = () => tokens[at];
  const or = (): Expr => {
    const parts = [and()];
    while (peek() === "OR") {
      at++;
      parts.push(and());
    }
    return parts.length === 1 ? (parts[0] as Expr) : { op: "or", parts };
  };
  const and = (): Expr => {
    const parts: Expr[] = [];
    for (;;) {
      const t = peek();
      if (t === undefined || t === ")" || t === "OR") break;
      if (t === "AND") {
        at++;
        continue;
      }
      parts.push(unary());
    }
    return parts.length === 1 ? (parts[0] as Expr) : { op: "and", parts };
  };
  const unary = (): Expr => {
    const t = peek() as string;
    if (t === "NOT") {
      at++;
      return { op: "not", part: unary() };
    }
    if (t === "(") {
      at++;
      const inner = or();
      if (peek() === ")") at++;
      return inner;
    }
    if (t.startsWith('"')) {
      at++;
      return { op: "term", text: t.replace(/"/g, ""), quoted: true };
    }
    const run: string[] = [];
    while (peek() !== undefined && !/^(AND|OR|NOT|\(|\))$/.test(peek() as string) && !peek()?.startsWith('"'))
      run.push(tokens[at++] as string);
    return { op: "term", text: run.join(" "), quoted: false };
  };
  const expr = or();
  // Stray closing parentheses: read on past them.
  while (at < tokens.length) {
    at++;
    const rest = or();
    return { op: "and", parts: [expr, rest] };
  }
  return expr;
}

interface Reading {
  node: PlanNode | null;
  prefer: string[];
  notes: string[];
  nameCandidates: string[];
}

/** A term alone, read by the prose parser; a bare name the prose parser leaves is tried as an employer. */
function readTerm(
  term: { text: string; quoted: boolean },
  negated: boolean,
  context: ParseContext,
  parse: Parse,
): Reading {
  let parsed = parse(term.text, context);
  const named = context.companies.resolve(term.text) || /^\p{Lu}/u.test(term.text);
  if (!leavesOf(parsed.where).length && !term.quoted && named) {
    // "NOT Acme": not there now; "AND Acme": there now or before.
    parsed = parse(`${negated ? "at" : "worked at"} ${term.text}`, context);
  }
  // A bare word in a boolean string is often an industry said alone ("(bank OR insurance)").
  if (!leavesOf(parsed.where).length && !term.quoted) {
    const asIndustry = parse(`${term.text} industry`, context);
    if (leavesOf(asIndustry.where).some((l) => l.criterion.kind === "industry")) parsed = asIndustry;
  }
  // What a term could not be read as is said once, by the string's own notes.
  const notes = parsed.notes.filter(
    (n) => !n.startsWith("not understood") && !n.startsWith("nothing in the query"),
  );
  const nameCandidates = parsed.nameCandidates;
  const where =
    "all" in parsed.where && parsed.where.all.length === 1 ? (parsed.where.all[0] as PlanNode) : parsed.where;
  if (leavesOf(where).length)
    return {
      node: orItsRole(term.text, where, context, parse),
      prefer: parsed.prefer,
      notes,
      nameCandidates,
    };
  if (term.quoted && !negated && words(term.text).length) {
    const ws = words(term.text);
    const text: Criterion = {
      kind: "text",
      label: `Mentions "${ws.join(" ")}"`,
      tokens: [],
      words: ws,
      from: term.text,
      confidence: 0.6,
    };
    return { node: text, prefer: [], notes, nameCandidates };
  }
  return { node: null, prefer: parsed.prefer, notes, nameCandidates };
}

/**
 * A platform said alone in a boolean string ("iOS", "Android") is the skill or the role it names
 * ("iOS engineer" is a title): profiles write one or the other.
 */
function orItsRole(text: string, node: PlanNode, context: ParseContext, parse: Parse): PlanNode {
  if (!("kind" in node) || node.kind !== "skill") return node;
  const role = parse(`${text} engineer`, context).where;
  const leaves = leavesOf(role);
  if (leaves.length !== 1 || leaves[0]?.negated || leaves[0]?.criterion.kind !== "role") return node;
  return { any: [node, leaves[0].criterion] };
}

/** Alternatives of one kind: a sibling read as another kind than the group's uses its reading of that kind ("SaaS" among industries is the industry). */
function alignKinds(nodes: PlanNode[]): PlanNode[] {
  const kinds = nodes.map((n) => ("kind" in n ? n.kind : null));
  return nodes.map((n) => {
    if (!("kind" in n) || !n.alternatives) return n;
    const other = n.alternatives.find((a) => kinds.includes(a.kind) && a.kind !== n.kind);
    return other ?? n;
  });
}

function read(expr: Expr, negated: boolean, context: ParseContext, parse: Parse): Reading {
  if (expr.op === "term") return readTerm(expr, negated, context, parse);
  if (expr.op === "not") {
    const inner = read(expr.part, !negated, context, parse);
    if (!inner.node) {
      inner.notes.push(`NOT ${describe(expr.part)}: not understood, not applied`);
      return { ...inner, prefer: [] };
    }
    return { ...inner, node: { not: inner.node }, prefer: [] };
  }
  const parts = expr.parts.map((p) => read(p, negated, context, parse));
  const nodes = parts.flatMap((p) => (p.node ? [p.node] : []));
  const notes = parts.flatMap((p) => p.notes);
  const nameCandidates = parts.flatMap((p) => p.nameCandidates);
  if (expr.op === "or") {
    const dropped = expr.parts.filter((_, k) => !parts[k]?.node);
    if (dropped.length && nodes.length)
      notes.push(`not understood, left out of its alternatives: ${dropped.map(describe).join(", ")}`);
    const aligned = alignKinds(nodes).filter(
      (n, k, all) => all.findIndex((m) => describePlan(m) === describePlan(n)) === k,
    );
    const node =
      aligned.length === 0 ? null : aligned.length === 1 ? (aligned[0] as PlanNode) : { any: aligned };
    return { node, prefer: nodes.length ? [] : parts.flatMap((p) => p.prefer), notes, nameCandidates };
  }
  const node = nodes.length === 0 ? null : nodes.length === 1 ? (nodes[0] as PlanNode) : { all: nodes };
  return { node, prefer: parts.flatMap((p) => p.prefer), notes, nameCandidates };
}

function describe(expr: Expr): string {
  if (expr.op === "term") return expr.quoted ? `"${expr.text}"` : expr.text;
  if (expr.op === "not") return `NOT ${describe(expr.part)}`;
  return `(${expr.parts.map(describe).join(` ${expr.op.toUpperCase()} `)})`;
}

/** The plan of a boolean string, or null when the query is prose. */
export function readBooleanString(query: string, context: ParseContext, parse: Parse): ParsedQuery | null {
  if (!isBooleanString(query)) return null;
  const reading = read(parseExpr(lex(query)), false, context, parse);
  // Operators around nothing that could be read ("NEAR(a b) OR (", "a OR ("): no one matches, not everyone.
  const unread = !reading.node && reading.prefer.length === 0;
  const where = allOf(reading.node ? [reading.node] : unread ? [NO_ONE] : []);
  const criteria = leavesOf(where)
    .filter((l) => !l.negated)
    .map((l) => l.criterion);
  const prefer = [...new Set(reading.prefer)];
  const notes = [...new Set(reading.notes)];
  if (prefer.length)
    notes.push(`not understood: ${prefer.map((p) => `"${p}"`).join(", ")} (ranks results, filters nothing)`);
  if (unread) notes.push("nothing in the boolean string could be read: no one matches");
  return {
    query,
    where,
    prefer,
    criteria,
    notes,
    suggestions: [],
    nameCandidates: [...new Set(reading.nameCandidates)],
  };
}
