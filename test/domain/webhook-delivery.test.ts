/**
 * Webhook delivery's guard and schedule (issue 32), against a real SQLite file and a real receiver
 * on loopback: a URL that passed at creation but points at a refused address when delivered is not
 * contacted (the guard runs at every attempt), and the retry schedule spans about three days.
 */
import { afterAll, expect, test } from "bun:test";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { openStorage } from "../../src/db/open.ts";
import { deliverDue, RETRY_SCHEDULE, retryDelayMs } from "../../src/domain/watchers/deliver.ts";
import { newSecret } from "../../src/domain/watchers/manage.ts";
import { createWebhookSender } from "../../src/net/outbound.ts";
import { tempDir } from "../helpers/server.ts";

const dir = tempDir();
afterAll(() => dir.cleanup());

test("a delivery to an address the policy refuses is not made; it is retried later with the reason", async () => {
  let hits = 0;
  const receiver = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch: () => {
      hits++;
      return new Response("ok");
    },
  });
  const storage = await openStorage(
    loadConfig({ DATABASE_PATH: join(dir.path, "d.db"), LOG_LEVEL: "silent" }),
  );
  try {
    const at = new Date().toISOString();
    const url = `http://127.0.0.1:${receiver.port}/hook`;
    const w = await storage.watchers.create(
      {
        publicId: "wat_test",
        keyId: 1,
        kind: "people",
        search: null,
        events: ["profile_updated"],
        webhookUrl: url,
        secret: newSecret(),
        status: "active",
        cursor: 0,
        matchedStamp: null,
        createdAt: at,
        updatedAt: at,
      },
      [],
    );
    await storage.watchers.enqueue(w.id, [
      {
        watcherId: w.id,
        jobId: null,
        keyId: 1,
        messageId: "msg_1",
        eventType: "profile_updated",
        webhookUrl: url,
        payload: "{}",
        createdAt: at,
      },
    ]);
    // Loopback allowed: delivered.
    const allowed = createWebhookSender({ allowLoopback: true, timeoutMs: 2000 });
    expect(await deliverDue(storage, "t", allowed, () => new Date(), 60_000)).toEqual({
      delivered: 1,
      retried: 0,
      failed: 0,
    });
    expect(hits).toBe(1);
    // The same URL where loopback is refused (as it is by default): never contacted.
    await storage.watchers.enqueue(w.id, [
      {
        watcherId: w.id,
        jobId: null,
        keyId: 1,
        messageId: "msg_2",
        eventType: "profile_updated",
        webhookUrl: url,
        payload: "{}",
        createdAt: at,
      },
    ]);
    const refused = createWebhookSender({ allowLoopback: false, timeoutMs: 2000 });
    expect(await deliverDue(storage, "t", refused, () => new Date(), 60_000)).toEqual({
      delivered: 0,
      retried: 1,
      failed: 0,
    });
    expect(hits).toBe(1);
    const [latest] = await storage.watchers.deliveries(w.id, 1);
    expect(latest).toMatchObject({ messageId: "msg_2", status: "pending", attempts: 1, lastStatus: null });
    expect(latest?.lastError).toContain(
      "refused: the host 127.0.0.1 resolves to an address that is not public",
    );
  } finally {
    await storage.close();
    receiver.stop(true);
  }
});

test("retries: exponential, jittered ±20%, about three days in all, then none", () => {
  const total = RETRY_SCHEDULE.reduce((a, b) => a + b, 0) / 3600;
  expect(total).toBeGreaterThan(60);
  expect(total).toBeLessThan(84);
  expect(retryDelayMs(1, () => 0)).toBe(4000);
  expect(retryDelayMs(1, () => 1)).toBe(6000);
  expect(retryDelayMs(RETRY_SCHEDULE.length + 1)).toBeNull();
  for (let i = 1; i < RETRY_SCHEDULE.length; i++)
    expect(RETRY_SCHEDULE[i] as number).toBeGreaterThanOrEqual(RETRY_SCHEDULE[i - 1] as number);
});
