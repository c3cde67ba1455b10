/**
 * PostgreSQL's word index (src/domain/search/words.ts) must hold the terms SQLite's FTS5 indexes
 * with its porter unicode61 tokenizer (people_fts, people_facets.words): compared here with FTS5
 * itself, on ASCII texts (the fast path) and on texts with accents. Left out: words FTS5's porter
 * stems and words.ts does not (a letter-and-digit word such as 'k8s', a word with 'ß'), a difference
 * older than these tests (found writing them; bench/README.md, issue 43).
 */
import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import { wordSet, wordTokens } from "../../src/domain/search/words.ts";

function fts5Terms(text: string): string[] {
  const db = new Database(":memory:");
  db.run("CREATE VIRTUAL TABLE t USING fts5(x, tokenize='porter unicode61 remove_diacritics 2')");
  db.run("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'row')");
  db.prepare("INSERT INTO t (x) VALUES (?)").run(text);
  const terms = db.prepare("SELECT term FROM v").all() as { term: string }[];
  db.close();
  return terms.map((r) => r.term).sort();
}

const ASCII_TEXTS = [
  "Senior Software Engineer, Payments (Go/Kotlin) @ ACME_Corp -- 2019-2023",
  "Managing engineers; running operations; hiring: 12 people & 3 contractors",
  "C++ / C# developer; node.js, Kubernetes; SQL*Plus; e-mail: jo.doe@example.com",
  "Generalizations relational conditional ATIONAL hopefulness USABILITY",
  `a ab abc ${"x".repeat(70)} running ran RUNS 007 v2.0.1`,
  "tabs\tand\nnew lines\r\nand 'quotes' \"double\" [brackets] {braces} <angle> |pipe| ~tilde~ `tick`",
];
const OTHER_TEXTS = [
  "Développeuse résidente à Genève",
  "Müller & Söhne GmbH, Zürich",
  "São Paulo, Açaí café",
];

test("the words of ASCII texts are FTS5's porter unicode61 terms", () => {
  for (const text of ASCII_TEXTS) expect([...wordSet([text])].sort()).toEqual(fts5Terms(text));
});

test("the words of texts with accents are FTS5's terms too", () => {
  for (const text of OTHER_TEXTS) expect([...wordSet([text])].sort()).toEqual(fts5Terms(text));
});

test("a word read again gives the same tokens (the stems are remembered)", () => {
  const text = ASCII_TEXTS.join(" ");
  expect(wordTokens(text)).toEqual(wordTokens(text));
  expect(wordTokens("Running RUNNING running")).toEqual(["run", "run", "run"]);
});
