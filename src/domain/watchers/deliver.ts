/**
 * Webhook delivery (issue 32, docs/webhooks.md), the way the Standard Webhooks specification
 * describes it: each attempt POSTs the body with `webhook-id` (the same for every attempt),
 * `webhook-timestamp` and `webhook-signature` (HMAC-SHA256 with the watcher's secret, by the
 * `standardwebhooks` package), through the outbound port's webhook sender (the same SSRF guard as
 * scrape, with a timeout and no redirects). A 2xx is delivered; anything else is retried with exponential backoff and jitter for
 * about three days, after which the delivery is failed and its watcher marked failing.
 */
import { Webhook } from "standardwebhooks";
import { jobWebhookOf } from "../jobs/webhook.ts";
import { FetchRefused, type WebhookSender } from "../outbound.ts";
import type { DeliveryOutcome, DeliveryRecord, Storage } from "../storage/index.ts";

/** Seconds before attempt n+1 (n = attempts made): 5 s ... 20 h, about 72 hours in all. */
export const RETRY_SCHEDULE = [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 72_000];
const BATCH = 20;

/** The delay before the next attempt, ±20% so that a receiver's retries do not arrive together. */
export function retryDelayMs(attempts: number, random = Math.random): number | null {
  const base = RETRY_SCHEDULE[attempts - 1];
  return base === undefined ? null : Math.round(base * 1000 * (0.8 + 0.4 * random()));
}

export interface DeliveryReport {
  delivered: number;
  retried: number;
  failed: number;
}

async function attempt(
  d: DeliveryRecord,
  secret: string,
  webhooks: WebhookSender,
  now: Date,
): Promise<{ ok: boolean; status: number | null; error: string | null }> {
  const headers = {
    "Content-Type": "application/json",
    "User-Agent": "prospector-webhooks/1",
    "webhook-id": d.messageId,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(d.messageId, now, d.payload),
  };
  try {
    const { status } = await webhooks.post(d.webhookUrl, headers, d.payload);
    return { ok: status >= 200 && status < 300, status, error: status >= 300 ? `HTTP ${status}` : null };
  } catch (e) {
    const message =
      e instanceof FetchRefused ? `refused: ${e.message}` : e instanceof Error ? e.message : "failed";
    return { ok: false, status: null, error: message };
  }
}

/** Claims due deliveries (a lease: one instance at a time) and makes one attempt of each. */
export async function deliverDue(
  storage: Storage,
  owner: string,
  webhooks: WebhookSender,
  now: () => Date,
  leaseMs: number,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, retried: 0, failed: 0 };
  const start = now();
  const claimed = await storage.watchers.claim(
    owner,
    start.toISOString(),
    new Date(start.getTime() + leaseMs).toISOString(),
    BATCH,
  );
  const signers = await signersOf(storage, claimed);
  await Promise.all(
    claimed.map(async (d) => {
      const watcher = signers.get(d.watcherId === null ? `job:${d.jobId}` : `watcher:${d.watcherId}`);
      const at = now();
      if (watcher && watcher.status === "paused") {
        // Kept for when it resumes; looked at again in a minute.
        await storage.watchers.finish(d.id, owner, {
          ...outcomeOf(d),
          nextAttemptAt: new Date(at.getTime() + 60_000).toISOString(),
        });
        return;
      }
      if (!watcher) {
        await storage.watchers.finish(d.id, owner, {
          ...outcomeOf(d),
          status: "failed",
          lastError: d.watcherId === null ? "no such job" : "no such watcher",
        });
        report.failed++;
        return;
      }
      const result = await attempt({ ...d, webhookUrl: watcher.url }, watcher.secret, webhooks, at);
      const attempts = d.attempts + 1;
      if (result.ok) {
        await storage.watchers.finish(d.id, owner, {
          status: "delivered",
          attempts,
          nextAttemptAt: d.nextAttemptAt,
          lastStatus: result.status,
          lastError: null,
          deliveredAt: now().toISOString(),
        });
        report.delivered++;
        return;
      }
      const delay = retryDelayMs(attempts);
      await storage.watchers.finish(d.id, owner, {
        status: delay === null ? "failed" : "pending",
        attempts,
        nextAttemptAt: new Date(at.getTime() + (delay ?? 0)).toISOString(),
        lastStatus: result.status,
        lastError: result.error,
        deliveredAt: null,
      });
      if (delay === null) {
        report.failed++;
        if (d.watcherId !== null)
          await storage.watchers.update(d.watcherId, { status: "failing" }, now().toISOString());
      } else report.retried++;
    }),
  );
  return report;
}

interface Signer {
  secret: string;
  status: string;
  /** Where it goes now: a watcher's URL changed by PATCH applies to what is already queued. */
  url: string;
}

/**
 * The secret (and watcher status) that signs each claimed delivery, by `watcher:<id>` or
 * `job:<id>`: the watchers in one read; a job's own secret from its params (a batch holds at
 * most BATCH deliveries, so at most that many job reads).
 */
async function signersOf(storage: Storage, claimed: readonly DeliveryRecord[]): Promise<Map<string, Signer>> {
  const signers = new Map<string, Signer>();
  const watcherIds = [...new Set(claimed.flatMap((d) => (d.watcherId === null ? [] : [d.watcherId])))];
  for (const w of await storage.watchers.byIds(watcherIds))
    signers.set(`watcher:${w.id}`, { secret: w.secret, status: w.status, url: w.webhookUrl });
  const jobIds = [...new Set(claimed.flatMap((d) => (d.watcherId === null && d.jobId ? [d.jobId] : [])))];
  for (const id of jobIds) {
    const job = await storage.jobs.get(id);
    const hook = job ? jobWebhookOf(job.params) : null;
    if (hook) signers.set(`job:${id}`, { secret: hook.secret, status: "active", url: hook.url });
  }
  return signers;
}

function outcomeOf(d: DeliveryRecord): DeliveryOutcome {
  return {
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.nextAttemptAt,
    lastStatus: d.lastStatus,
    lastError: d.lastError,
    deliveredAt: d.deliveredAt,
  };
}
