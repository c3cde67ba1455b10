/**
 * A string -> number lookup stored as typed arrays and built once, at taxonomy build time: the
 * strings as UTF-16 code units end to end, and an open-addressing hash table of their indexes. Loading
 * one is taking views onto the file; a Map of the same 100k+ strings costs a second of a loaded
 * machine's time at start and tens of MB of heap.
 */

/** What the analyser and the linker ask of a word table (a Map when building, a StringTable once loaded). */
export interface Lookup {
  get(key: string): number | undefined;
}

/** A lookup whose keys can be listed (a Map's keys, a table's strings). */
export interface KeyedLookup extends Lookup {
  keys(): Iterable<string>;
}

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface StringTableArrays {
  chars: Uint16Array;
  /** String i is chars[start[i] .. start[i + 1]). */
  start: Uint32Array;
  /** Open addressing, linear probing: string index + 1, 0 for an empty slot. */
  slots: Uint32Array;
}

export function buildStringTable(keys: string[]): StringTableArrays {
  const start = new Uint32Array(keys.length + 1);
  keys.forEach((k, i) => {
    start[i + 1] = (start[i] ?? 0) + k.length;
  });
  const chars = new Uint16Array(start[keys.length] ?? 0);
  keys.forEach((k, i) => {
    for (let j = 0; j < k.length; j++) chars[(start[i] ?? 0) + j] = k.charCodeAt(j);
  });
  let size = 1;
  while (size < keys.length * 2) size *= 2;
  const slots = new Uint32Array(size);
  keys.forEach((k, i) => {
    let at = hash(k) & (size - 1);
    while (slots[at] !== 0) at = (at + 1) & (size - 1);
    slots[at] = i + 1;
  });
  return { chars, start, slots };
}

export class StringTable implements KeyedLookup {
  constructor(
    private readonly t: StringTableArrays,
    /** The value of string i (its index when absent). */
    private readonly values?: ArrayLike<number>,
  ) {}

  /** The index of the key, -1 when absent. */
  indexOf(key: string): number {
    const { chars, start, slots } = this.t;
    const mask = slots.length - 1;
    for (let at = hash(key) & mask; ; at = (at + 1) & mask) {
      const slot = slots[at] ?? 0;
      if (slot === 0) return -1;
      const i = slot - 1;
      const s = start[i] ?? 0;
      if ((start[i + 1] ?? 0) - s !== key.length) continue;
      let j = 0;
      while (j < key.length && chars[s + j] === key.charCodeAt(j)) j++;
      if (j === key.length) return i;
    }
  }

  get(key: string): number | undefined {
    const i = this.indexOf(key);
    if (i < 0) return undefined;
    return this.values ? this.values[i] : i;
  }

  get size(): number {
    return this.t.start.length - 1;
  }

  *keys(): IterableIterator<string> {
    const { chars, start } = this.t;
    for (let i = 0; i < this.size; i++)
      yield String.fromCharCode(...chars.subarray(start[i] ?? 0, start[i + 1] ?? 0));
  }
}
