/**
 * How far apart two spellings are, for typo tolerance (query words against the vocabulary, a
 * record's city against the gazetteer). A module of its own, importing nothing: the place resolver
 * (./vocab/places.ts) cannot import the query's typo reader without a cycle through the phrases.
 */

/**
 * How many edits a slip in a word (or a name) of this length may hold: one up to seven letters,
 * two from eight. Every vocabulary's typo tolerance uses it: the phrases' words (query/typos.ts)
 * and company names (query/company-names.ts).
 */
export const allowedEdits = (length: number) => (length >= 8 ? 2 : 1);

/** Optimal string alignment distance (an adjacent swap is one edit), or `limit + 1` when larger. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/**
 * One slip of the keyboard: two letters swapped, one dropped or one doubled. A letter replaced by
 * another is not one: it makes other real words ("Mantes" is not Nantes, "Redis" not Redux).
 */
export const oneSlip = (a: string, b: string) =>
  editDistance(a, b, 1) === 1 && (a.length !== b.length || [...a].sort().join("") === [...b].sort().join(""));
