import { describe, expect, test } from "bun:test";
import { fluency, languageCode } from "../../src/domain/vocab/languages.ts";

describe("languages: names in English and in the language itself, from CLDR", () => {
  test.each([
    ["German", "de"],
    ["Deutsch", "de"],
    ["日本語", "ja"],
    ["français", "fr"],
    ["English (US)", "en"],
    ["Mandarin", "zh"],
    ["Klingonish", null],
  ])("%s -> %p", (name, code) => expect(languageCode(name)).toBe(code));
  test.each([
    ["Native or bilingual proficiency", "fluent"],
    ["C2", "fluent"],
    ["Professional working proficiency", "working"],
    ["B2", "working"],
    [null, "working"],
    ["Limited working proficiency", "basic"],
    ["A1", "basic"],
  ] as const)("%s -> %s", (p, level) => expect(fluency(p)).toBe(level));
});
