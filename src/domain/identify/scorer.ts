/**
 * The bulk identify scoring thread, seen from the job's thread (docs/identify.md, "Bulk on two
 * cores"): started on the first chunk a job hands it, with reads of its own opened where the
 * engine says (IdentifyRepository.scoringThread), held only while a chunk is out so that it never
 * keeps a process alive (../thread-calls.ts). Where no thread can be started, or it failed or
 * ended, there is none: the job scores every chunk on its own thread, as before.
 */
import type { Logger } from "../../log.ts";
import type { IdentifyScoringThread } from "../storage/index.ts";
import { ThreadCalls } from "../thread-calls.ts";
import type { ScoredChunk, ScoreRequest, ScoringOpen } from "./scoring-messages.ts";

export class ChunkScorer {
  private readonly calls: ThreadCalls<ScoreRequest, ScoredChunk>;

  constructor(log: Logger, where: IdentifyScoringThread | undefined) {
    this.calls = new ThreadCalls(log, {
      name: "identify scoring",
      instead: "scoring on the job's thread",
      url: where?.url,
      opening: where && ({ open: where.target } satisfies ScoringOpen),
    });
  }

  /** Whether chunks can go to the thread (starting it on the first ask). */
  get available(): boolean {
    return this.calls.started();
  }

  score(request: ScoreRequest): Promise<ScoredChunk> {
    return this.calls.call(request);
  }

  close(): void {
    this.calls.close();
  }
}
