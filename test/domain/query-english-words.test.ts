/**
 * A word of English is what the typist meant, never a slip of a vocabulary word a small edit away
 * (english-words.ts, SCOWL): only a role head missing one letter ("mangers") still is. This file's
 * own words.
 */
import { expect, test } from "bun:test";
import { typoCandidates } from "../../src/domain/query/typos.ts";

test.each(["lender", "backed", "parish", "rusty"])("%p is no slip", (word) => {
  expect(typoCandidates(word)).toEqual([]);
});

test("a role head missing one letter is still a slip, though it is a word", () => {
  expect(typoCandidates("manger")).toEqual(["manager"]);
});

test("a word of no dictionary is still a slip", () => {
  expect(typoCandidates("enginer")).toContain("engineer");
  expect(typoCandidates("recuiter")).toContain("recruiter");
});
