/**
 * Review r64 of main's English occupations (6d38342, read-english-occupations.ts): a word some
 * ESCO labels end with is read as every such occupation wherever nothing else read it, so ordinary
 * words of a tech or business query become trades, ORed with the role asked or eating a place or an
 * employer's name:
 * - objects of work: "kernel engineers who write drivers" (46 driver occupations), "engineers
 *   building AI agents" (67 agents), "message brokers", "Kafka producers", "garbage collectors",
 *   "payment systems", "PMs who ran pilots"; beside the role they are an alternative to it
 *   ("Works in Engineering OR Works as drivers"), so truck drivers answer;
 * - "decision makers" (main read it as the decision makers' levels before; now 143 maker trades)
 *   and "UX researchers" (the UX Researcher title before; now OR 100 researcher occupations);
 * - a place or employer's name: "the Cook Islands" is cooks AND Iceland (was the Cook Islands),
 *   "lawyers at Baker McKenzie" lawyers OR bakers.
 * Phrasings of this file's own; companies and day of its own.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { positive } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Granite Robotics", country: "DE" }]),
  new Date(Date.UTC(2026, 10, 27)),
);
const asked = (q: string) => positive(q).join(" | ");

describe("a word that names the work's object, not a trade, is no ESCO occupation", () => {
  test.each([
    "kernel engineers who write drivers",
    "engineers building AI agents",
    "backend engineers experienced with message brokers",
    "Kafka producers",
    "engineers who work on garbage collectors",
    "people who work on payment systems",
    "PMs who ran pilots",
  ])("%s", (q) => {
    expect(asked(q)).not.toMatch(/ESCO/);
  });
});

describe("phrases the vocabulary read before stay read", () => {
  test("'decision makers' are the decision makers, not 143 maker trades", () => {
    const labels = asked("decision makers in fintech");
    expect(labels).not.toMatch(/ESCO/);
    expect(labels).toMatch(/Decision maker/);
  });

  test("'UX researchers' are UX researchers, not every researcher occupation", () => {
    expect(asked("UX researchers")).not.toMatch(/ESCO/);
  });
});

describe("a place or an employer's name is not a trade", () => {
  test("'the Cook Islands' is the place, not cooks in Iceland", () => {
    const labels = asked("people in the Cook Islands");
    expect(labels).not.toMatch(/ESCO|Iceland/);
    expect(labels).toMatch(/Cook Islands/);
  });

  test("'Baker McKenzie' is an employer, not bakers", () => {
    expect(asked("lawyers at Baker McKenzie")).not.toMatch(/baker \(ESCO/);
  });
});
