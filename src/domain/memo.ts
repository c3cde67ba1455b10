/**
 * A bounded memo for pure functions of a string. Titles, places and skills repeat across millions of
 * profiles (a few thousand distinct values cover most of them), so an import canonicalizes each
 * distinct value once; when the table is full it starts over, which bounds memory whatever the data.
 */
export function memoize<T>(fn: (key: string) => T, capacity = 20_000): (key: string) => T {
  let table = new Map<string, T>();
  return (key: string) => {
    const hit = table.get(key);
    if (hit !== undefined || table.has(key)) return hit as T;
    // A key cut out of a larger text (a word split from a profile) is a view that keeps the whole
    // text alive; the table keeps its own copy, and the value is computed from that copy, so a
    // bound in entries is a bound in bytes (test/review/r61-i43d.test.ts).
    const own = ownCopy(key);
    const value = fn(own);
    if (table.size >= capacity) table = new Map();
    table.set(own, value);
    return value;
  };
}

/**
 * A string that shares no storage with the text `key` may have been cut from. Joining its code units
 * builds a new buffer (exact for any string, lone surrogates included); a slice of a concatenation or
 * `normalize` can still return a view (measured in Bun 1.x: 60 MB kept for 4,000 such keys).
 */
function ownCopy(key: string): string {
  return key.split("").join("");
}
