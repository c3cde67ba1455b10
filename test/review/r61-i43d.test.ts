/**
 * Review r61 of branch i43d (issue 43, import speed). words.ts memoizes each distinct word's stem
 * (../../src/domain/memo.ts, 100,000 entries). A word is a piece split out of a person's whole
 * text (summary, headline, experience descriptions), and the engine keeps such a piece as a view
 * of the text it came from: each memo entry then holds its person's whole text alive after the
 * import has written it. A person with one word nobody else has (a surname, an id, a typo) is most
 * people, so the memo's bound in entries is no bound in bytes: 8,000 texts of 8 KB kept 61.8 MB
 * of heap on i43d at 7ffdb43 (20,000 kept 162 MB), none on main; at 100,000 entries that is
 * hundreds of MB per importing process. An import's memory must stay bounded whatever the data
 * (DEVELOPERS.md).
 */
import { heapStats } from "bun:jsc";
import { expect, test } from "bun:test";
import { wordTokens } from "../../src/domain/search/words.ts";

const heapMb = () => {
  Bun.gc(true);
  return heapStats().heapSize / 1e6;
};

test("a text's words keep no memory of the text once it is gone", () => {
  const filler = "experienced engineer building distributed systems with kubernetes and go ".repeat(55);
  const before = heapMb();
  let found = 0;
  for (let i = 0; i < 8_000; i++) {
    // Each text holds one word no other text holds, as real profiles do.
    const words = wordTokens(`${filler} uniqueword${i} ${filler}`);
    if (words.includes(`uniqueword${i}`)) found++;
  }
  expect(found).toBe(8_000);
  // 8,000 texts of 8,000 characters: 64 MB were they all kept; the words alone are under 1 MB.
  expect(heapMb() - before).toBeLessThan(16);
}, 120_000);
