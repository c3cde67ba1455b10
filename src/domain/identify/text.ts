/**
 * Text keys identify compares by: folded tokens (ASCII, lower case: any-ascii transliterates every
 * script, so "Müller", "Ivanova" in Cyrillic and "Itō" all become Latin letters), German-style
 * spellings collapsed ("mueller" -> "muller"), Double Metaphone codes (the phonetic key used for
 * blocking and for the "similar" levels), and a 52-bit hash that stores every blocking key as one
 * integer on both engines.
 */
import anyAscii from "any-ascii";
import { doubleMetaphone } from "double-metaphone";
import { memoize } from "../memo.ts";

/** Lower-case ASCII; accents dropped, other scripts transliterated. */
export const fold = memoize((text: string): string => anyAscii(text.normalize("NFC")).toLowerCase(), 200_000);

const collapseDigraphs = memoize((token: string): string =>
  token.replace(/ue/g, "u").replace(/oe/g, "o").replace(/ae/g, "a").replace(/ss/g, "s"),
);
const DIGRAPH = /ue|oe|ae|ss/;

/**
 * "ue", "oe", "ae" read as the umlaut they stand for, "ss" as "ß": one spelling for both ways of
 * writing. Most tokens hold none of these and are their own collapse: the test costs less than the
 * memo's lookup (identify compares tens of candidates' names a row; a tenth of its CPU went there).
 */
export const collapse = (token: string): string => (DIGRAPH.test(token) ? collapseDigraphs(token) : token);

/** Words that are part of a name as written but not of what identifies the person. */
const PARTICLES = new Set(
  "van von der den de del della dei di da das do dos du la le les ter ten te zu bin binti ibn".split(" "),
);
const HONORIFICS = new Set(
  "mr mrs ms miss dr prof sir jr sr ii iii iv phd md mba esq dipl ing mag".split(" "),
);

/**
 * A name as folded tokens: split on spaces, hyphens, dots and commas; apostrophes joined
 * ("O'Brien" -> "obrien"); particles and honorifics left out. Single letters stay (initials).
 */
export function nameTokens(text: string | null | undefined): string[] {
  if (!text) return [];
  return fold(text)
    .replace(/['`\u2019]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((t) => t !== "" && !PARTICLES.has(t) && !HONORIFICS.has(t) && !/^\d+$/.test(t));
}

/**
 * Name tokens are many more than the titles and places the default memo is sized for: a store's
 * distinct given names and surnames run to six figures, and a memo that starts over every 20,000
 * recomputed Double Metaphone for most candidates (a few MB for a table this size).
 */
const NAME_MEMO = 200_000;

/** The phonetic key of a token: its Double Metaphone code, or the token itself when the code says too little. */
export const phonetic = memoize((token: string): string => {
  const [primary] = doubleMetaphone(token);
  return primary.length >= 2 ? primary : `=${token}`;
}, NAME_MEMO);

/** Both Double Metaphone codes (for the comparison: "Jon" and "John" share one). */
export const phoneticCodes = memoize((token: string): [string, string] => doubleMetaphone(token), NAME_MEMO);

/**
 * cyrb53 (a public-domain 53-bit string hash) cut to 52 bits: exact in a JavaScript number, in a
 * JSON array and in SQLite's and PostgreSQL's 64-bit integers. Collisions among tens of millions of
 * keys are rare enough that one only adds a candidate the comparison then rejects.
 */
export function hashKey(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 0x100000 * (h2 & 0xfffff) + (h1 >>> 0);
}

/** Jaro-Winkler similarity of two strings (1 = equal). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (!a || !b) return 0;
  const range = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aHit = new Array<boolean>(a.length).fill(false);
  const bHit = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - range); j < Math.min(b.length, i + range + 1); j++) {
      if (bHit[j] || a[i] !== b[j]) continue;
      aHit[i] = bHit[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let k = 0;
  let half = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aHit[i]) continue;
    while (!bHit[k]) k++;
    if (a[i] !== b[k]) half++;
    k++;
  }
  const jaro = (matches / a.length + matches / b.length + (matches - half / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** Digits of a phone number without a leading international prefix or trunk zero: the last 8 are its key. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\(0\)/g, "").replace(/\D/g, "").replace(/^00/, "");
}
