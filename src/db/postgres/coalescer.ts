/**
 * Concurrent calls of one kind sent as one statement, as the debits are (./debits.ts): over
 * PostgreSQL each statement is a round trip, and at a few thousand requests a second the client's
 * and the server's CPU per statement is the limit, not the rows read (bench/README.md, "Coalesced
 * round trips on PostgreSQL"). Calls are sent at the end of the event-loop turn they are made in
 * (setImmediate, the point where postgres.js itself writes what a turn queued), so the calls of
 * one turn go together: a lone call goes alone, as its own statement, with no added wait worth
 * the name. When every slot is busy, calls wait and go together, as one statement, when a slot
 * frees. (Sent at once instead, the first caller after each batch took the free slot alone and
 * the others queued behind it: under load, a lone statement and a batch in turn. For the debits
 * of a key, which its row lock serialises, that was two commits, two WAL flushes, per round of
 * callers: bench/README.md, "One statement per batch of debits, caches kept warm".) Each caller gets the answer for
 * its own input, in the order the statement answers them; a failed statement fails every call in
 * it (as one call's failure would have failed it alone).
 */

/** Batches in flight at the same time; the calls of a turn that finds a slot free go at its end. */
const SLOTS = 2;
/** The most calls in one statement. */
const MAX_BATCH = 512;

interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

export class Coalescer<I, O> {
  private queue: Waiting<I, O>[] = [];
  private busy = 0;
  private scheduled = false;

  /**
   * @param alone one call as its own statement
   * @param together several calls as one statement: one output per input, in the inputs' order
   */
  constructor(
    private readonly alone: (input: I) => Promise<O>,
    private readonly together: (inputs: readonly I[]) => Promise<O[]>,
  ) {}

  run(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.busy < SLOTS && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.busy++;
      const sent =
        batch.length === 1
          ? this.alone((batch[0] as Waiting<I, O>).input).then((output) => [output])
          : this.together(batch.map((w) => w.input));
      sent
        .then(
          (outputs) => {
            for (const [i, w] of batch.entries()) w.resolve(outputs[i] as O);
          },
          (error) => {
            for (const w of batch) w.reject(error);
          },
        )
        .finally(() => {
          this.busy--;
          this.pump();
        });
    }
  }
}
