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
    const value = fn(key);
    if (table.size >= capacity) table = new Map();
    table.set(key, value);
    return value;
  };
}
