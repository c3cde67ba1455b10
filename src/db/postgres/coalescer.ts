/**
 * Concurrent calls of one kind sent as one statement, as the debits are (./debits.ts): over
 * PostgreSQL each statement is a round trip, and at a few thousand requests a second the client's
 * and the server's CPU per statement is the limit, not the rows read (bench/README.md, "Coalesced
 * round trips on PostgreSQL"). A call that finds a slot free goes at once, alone, as its own
 * statement (no added wait); calls that arrive while every slot is busy wait and go together, as
 * one statement, when a slot frees. Each caller gets the answer for its own input, in the order
 * the statement answers them; a failed statement fails every call in it (as one call's failure
 * would have failed it alone).
 */

/** Batches in flight at the same time; a lone call in a free slot goes at once. */
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
      this.pump();
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
