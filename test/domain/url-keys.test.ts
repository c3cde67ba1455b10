/**
 * urlKey and canonicalProfileUrl share one parse of a URL and keep the last few (src/domain/keys.ts):
 * an import keys a person's profile URL four or five times. The answers must be those of a fresh
 * parse whatever came before: the same text again, other texts between, and the spellings that
 * differ only in case, space or host (a cache keyed loosely would hand one's key to another).
 */
import { describe, expect, test } from "bun:test";
import { canonicalProfileUrl, domainOf, urlKey } from "../../src/domain/keys.ts";

const cases: [input: string, key: string | null, canonical: string | null][] = [
  ["https://www.pnet.com/in/Jane-Doe/?x=1", "in/jane-doe", "https://www.pnet.com/in/jane-doe"],
  ["HTTP://UK.pnet.com/IN/Jane-Doe/", "in/jane-doe", "https://www.pnet.com/in/jane-doe"],
  [" pnet.com/in/jane-doe ", "in/jane-doe", "https://www.pnet.com/in/jane-doe"],
  ["https://www.pnet.com/in/jane-doe-2", "in/jane-doe-2", "https://www.pnet.com/in/jane-doe-2"],
  [
    "https://www.pnet.com/profile/view?id=ABC123",
    "profile/view?id=abc123",
    "https://www.pnet.com/profile/view?id=abc123",
  ],
  ["https://www.pnet.com/in/j%C3%BCrgen", "in/jürgen", "https://www.pnet.com/in/j%C3%BCrgen"],
  ["https://10.0.0.1/in/jane", "in/jane", null],
  ["https://localhost/in/jane", null, null],
  ["ftp://pnet.com/in/jane", null, null],
  ["https://www.pnet.com/", null, null],
  ["not a url at all", null, null],
  ["", null, null],
];

describe("profile URL keys, parsed once", () => {
  test("each spelling's key and canonical URL, in any order, repeated and interleaved", () => {
    // Three passes in different orders: a hit must answer what the first parse did.
    const orders = [cases, [...cases].reverse(), cases.flatMap((c) => [c, c, cases[0] as (typeof cases)[0]])];
    for (const order of orders)
      for (const [input, key, canonical] of order) {
        expect(urlKey(input)).toBe(key);
        expect(canonicalProfileUrl(input)).toBe(canonical);
        expect(urlKey(input)).toBe(key);
      }
  });

  test("more texts than are kept: every answer still its own", () => {
    const many = Array.from({ length: 50 }, (_, i) => `https://www.pnet.com/in/person-${i}/`);
    for (let pass = 0; pass < 3; pass++)
      for (const [i, url] of many.entries()) {
        expect(urlKey(url)).toBe(`in/person-${i}`);
        expect(canonicalProfileUrl(url)).toBe(`https://www.pnet.com/in/person-${i}`);
      }
  });

  test("the canonical URL's host is domainOf's (the one parse gives both)", () => {
    for (const [input, key] of cases) {
      if (key === null) continue;
      const domain = domainOf(input);
      const canonical = canonicalProfileUrl(input);
      if (domain === null || /^[\d.]+$/.test(domain)) expect(canonical).toBeNull();
      else
        expect(canonical).toBe(
          `https://www.${domain.replace(/^[a-z]{2}\./, "")}/${encodeURI(key.split("?")[0] ?? "")}${key.includes("?") ? `?${key.split("?")[1]}` : ""}`,
        );
    }
  });
});
