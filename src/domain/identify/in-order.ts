/**
 * Chunks worked on two threads, answered in chunk order (bulk identify on two cores: the job
 * delivers each chunk's results, charges and cursor in order, so its resume and charges are those
 * of one thread).
 */

/**
 * Yields each chunk's answer in chunk order. `away` (another thread) holds one chunk at a time,
 * never the next to yield while that one is not started: this thread takes it, so the two work at
 * once from the first chunk. This thread never waits for `away` while it has a chunk to take, up
 * to `ahead` chunks past the next to yield: a second thread slowed by a busy core costs the job no
 * more than scoring everything here. A chunk `away` fails on is taken here, and `away` is given no
 * more.
 */
export async function* inChunkOrder<C, A>(
  chunks: readonly C[],
  here: (chunk: C) => Promise<A>,
  away: ((chunk: C) => Promise<A>) | null,
  ahead: number,
): AsyncGenerator<A> {
  const answered = new Map<number, A>();
  const taken = new Set<number>();
  let out: Promise<void> | null = null;
  let awayFailed = false;
  /** The first chunk from `from` no thread has taken, within reach of the next to yield. */
  const free = (from: number, next: number): number | null => {
    for (let i = from; i < chunks.length && i < next + ahead; i++) if (!taken.has(i)) return i;
    return null;
  };
  for (let next = 0; next < chunks.length; next++) {
    while (!answered.has(next)) {
      // Over a synchronous engine this thread runs on promise callbacks alone and would take in
      // the other thread's answer (an event) only once it had nothing left to do: let events in.
      if (out) await new Promise((resolve) => setImmediate(resolve));
      if (answered.has(next)) break;
      const forAway: number | null = away && !awayFailed && !out ? free(next + 1, next) : null;
      if (away && forAway !== null) {
        taken.add(forAway);
        out = away(chunks[forAway] as C).then(
          (answer) => {
            answered.set(forAway, answer);
            out = null;
          },
          () => {
            awayFailed = true;
            taken.delete(forAway);
            out = null;
          },
        );
        continue;
      }
      const forHere = free(next, next);
      if (forHere !== null) {
        taken.add(forHere);
        answered.set(forHere, await here(chunks[forHere] as C));
        continue;
      }
      // The next to yield is out, and everything within reach is done or out: wait for it.
      if (!out) throw new Error("a chunk was taken and never answered");
      await out;
    }
    const answer = answered.get(next) as A;
    answered.delete(next);
    yield answer;
  }
}
