/**
 * What the bulk identify scoring thread does (docs/identify.md, "Bulk on two cores"): scores the
 * chunks the job's thread hands it (./scorer.ts) with the model and people count it is given, on
 * its own reads of the index (its own connection: the entry point src/db/identify-scoring-worker.ts
 * opens them), and answers each chunk's best matches and EM samples. It writes nothing: the job's
 * thread keeps the samples and delivers results and charges in chunk order.
 */
import type { IdentifyReads } from "../storage/index.ts";
import { answerCall } from "../thread-calls.ts";
import { scoreChunk } from "./best-match.ts";
import type { ScoringMessage } from "./scoring-messages.ts";

export type { ScoreRequest, ScoringMessage } from "./scoring-messages.ts";

declare const self: Worker;

export function serveIdentifyScoring(open: (target: unknown) => Promise<IdentifyReads>): void {
  let reads: Promise<IdentifyReads> | null = null;
  self.onmessage = (event: MessageEvent<ScoringMessage>) => {
    const message = event.data;
    if ("open" in message) {
      reads = open(message.open);
      // A failure is answered to each request that needs the reads.
      reads.catch(() => {});
      return;
    }
    return answerCall(message, async (request) => {
      if (!reads) throw new Error("the scoring thread was not opened");
      return scoreChunk(await reads, request.model, request.people, request.inputs, request.minScore);
    });
  };
}
