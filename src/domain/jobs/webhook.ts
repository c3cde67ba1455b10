/**
 * Job webhooks (issue 32, docs/webhooks.md "Job webhooks"): a deep research or bulk contact job
 * started with a `webhook_url` is announced there when it reaches a final state (completed, error,
 * cancelled), by the same outbox, signing and delivery as watchers. The delivery row is written
 * in the same transaction as the job's final transition (JobRepository.transition's `outbox`), so
 * a crash can neither lose the announcement nor announce a transition that did not happen.
 * Each job has its own signing secret, shown once in the start response.
 */
import { randomUUID } from "node:crypto";
import { ApiError } from "../../errors.ts";
import type { WebhookSender } from "../outbound.ts";
import type { JobRecord, JobStatus, NewDelivery, Storage } from "../storage/index.ts";
import { newSecret, vetWebhookUrl } from "../watchers/manage.ts";

/** Where a job announces its end, and the secret that signs it; kept in the job's params. */
export interface JobWebhook {
  url: string;
  secret: string;
}

/** The webhook a start request asks for, or none; the URL vetted as a watcher's is (400 otherwise). */
export async function requestedJobWebhook(
  request: { url: unknown; webhooks: WebhookSender } | undefined,
): Promise<JobWebhook | null> {
  if (request === undefined || request.url === undefined || request.url === null) return null;
  if (typeof request.url !== "string")
    throw new ApiError("BAD_REQUEST", "webhook_url must be an http(s) URL of at most 2048 characters");
  return { url: await vetWebhookUrl(request.url, request.webhooks), secret: newSecret() };
}

/** The webhook a job's params carry, if any. */
export function jobWebhookOf(params: unknown): JobWebhook | null {
  const hook = (params as { webhook?: Partial<JobWebhook> } | null)?.webhook;
  return typeof hook?.url === "string" && typeof hook.secret === "string"
    ? { url: hook.url, secret: hook.secret }
    : null;
}

const EVENT_TYPES: Partial<Record<JobStatus, string>> = {
  completed: "job.completed",
  error: "job.failed",
  cancelled: "job.cancelled",
};

/**
 * The outbox row announcing that `job` reached `to`, or null when the job has no webhook or `to`
 * is not final. `now` is Unix seconds; the message id is new for each final transition (a
 * continued job that completes again is announced again).
 */
export function finalJobDelivery(
  job: JobRecord,
  to: JobStatus,
  fields: { message?: string | null; error?: string | null; now: number },
): NewDelivery | null {
  const hook = jobWebhookOf(job.params);
  const type = EVENT_TYPES[to];
  if (!hook || !type) return null;
  const at = new Date(fields.now * 1000).toISOString();
  const payload = {
    type,
    timestamp: at,
    data: {
      job_id: job.id,
      kind: job.kind,
      status: to,
      message: fields.message ?? job.message,
      error: to === "error" ? (fields.error ?? job.error) : null,
      completed_at: at,
    },
  };
  return {
    watcherId: null,
    jobId: job.id,
    keyId: job.keyId,
    messageId: `msg_${randomUUID()}`,
    eventType: type,
    webhookUrl: hook.url,
    payload: JSON.stringify(payload),
    createdAt: at,
  };
}

type TransitionFields = Parameters<Storage["jobs"]["transition"]>[3];

/**
 * Moves a job to a final state (JobRepository.transition) with its webhook's announcement, when
 * it has one, in the same transaction.
 */
export function finishJob(
  storage: Storage,
  job: JobRecord,
  from: readonly JobStatus[],
  to: "completed" | "error" | "cancelled",
  fields: TransitionFields,
): Promise<boolean> {
  return storage.jobs.transition(job.id, from, to, { ...fields, outbox: finalJobDelivery(job, to, fields) });
}
