/**
 * The webhook loop of an instance: every WEBHOOK_POLL_MS, the change log is dispatched to the
 * watchers' outbox and due deliveries are attempted. Every instance runs it; on PostgreSQL the
 * outbox's leases make each delivery one instance's at a time.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "../../log.ts";
import type { WebhookSender } from "../outbound.ts";
import type { SearchService } from "../search/search.ts";
import type { Storage } from "../storage/index.ts";
import { deliverDue } from "./deliver.ts";
import { dispatchOnce, type RenderEvent } from "./dispatch.ts";

export class WebhookService {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  /** The lease holder's name: "local" on a one-process database (a restart takes its leases back at once). */
  readonly owner: string;
  /** Totals since start (metrics). */
  readonly totals = { queued: 0, delivered: 0, retried: 0, failed: 0 };

  constructor(
    private readonly storage: Storage,
    private readonly search: SearchService,
    private readonly render: RenderEvent,
    private readonly webhooks: WebhookSender,
    private readonly log: Logger,
    private readonly now: () => Date,
    private readonly pollMs: number,
    /** How long a claimed delivery is this instance's (WEBHOOK_LEASE_SECONDS): after a crash, another takes it then. */
    private readonly leaseMs: number,
    /** This process's name in delivery leases (INSTANCE_ID, a worker's); null: chosen here. */
    owner: string | null = null,
  ) {
    this.owner =
      owner ??
      (storage.sharedByInstances ? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}` : "local");
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref?.();
  }

  /** One pass (dispatch, then delivery); a pass still running is not started twice. */
  tick(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<void> {
    try {
      this.totals.queued += await dispatchOnce(this.storage, this.search, this.render, this.now());
      for (let round = 0; round < 50; round++) {
        const r = await deliverDue(this.storage, this.owner, this.webhooks, this.now, this.leaseMs);
        this.totals.delivered += r.delivered;
        this.totals.retried += r.retried;
        this.totals.failed += r.failed;
        if (r.delivered + r.retried + r.failed === 0) break;
      }
    } catch (error) {
      this.log.warn("webhook pass failed", { error: error instanceof Error ? error.message : String(error) });
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
