/**
 * `prospector serve`: open and migrate the database, do the first-start work (demo data, a demo
 * key), listen, and close cleanly on SIGTERM/SIGINT. With WORKERS > 1 this process is the primary
 * (./workers.ts) and each worker it spawns runs this too, as PROSPECTOR_WORKER=i.
 */

import type client from "prom-client";
import type { Config } from "../config.ts";
import { openStorage } from "../db/open.ts";
import { warmSearch } from "../domain/search/warm.ts";
import type { Storage } from "../domain/storage/index.ts";
import { LEGACY_RESULT_POSTS } from "../format/people.ts";
import { type App, createApp } from "../http/app.ts";
import { type Listener, listen } from "../http/listen.ts";
import type { Metrics } from "../http/metrics.ts";
import { rehearseSearchAnswers } from "../http/warm-routes.ts";
import { createLogger, type Logger } from "../log.ts";
import { createServices, type Services } from "../services.ts";
import { VERSION } from "../version.ts";
import { demoKeyBanner, firstStart, portInUse } from "./start-up.ts";
import { PrimaryLink } from "./worker-link.ts";

/**
 * Access-log rows older than ACCESS_LOG_DAYS are deleted at start and then every `everyMs`
 * (docs/privacy.md). Several instances may all prune: the deletes are idempotent.
 */
function pruneAccessLogEvery(storage: Storage, config: Config, log: Logger, everyMs: number) {
  const prune = async () => {
    const before = Math.floor(Date.now() / 1000) - config.accessLogDays * 86_400;
    try {
      const pruned = await storage.privacy.pruneAccessLog(before);
      if (pruned > 0) log.info("access log pruned", { rows: pruned, days: config.accessLogDays });
    } catch (error) {
      log.warn("access log pruning failed", {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  void prune();
  const timer = setInterval(() => void prune(), everyMs);
  timer.unref();
  return timer;
}

export async function serveCommand(config: Config): Promise<number> {
  // WORKERS > 1: this process becomes the primary of that many workers (./workers.ts).
  if (config.workers > 1 && config.workerIndex === null) {
    const { serveWorkers } = await import("./workers.ts");
    return serveWorkers(config);
  }
  const log = createLogger(config.logLevel);
  const link = PrimaryLink.ofProcess(config.workerIndex);
  // From the first moment, as the workers' primary does: a SIGTERM while the first start seeds is
  // kept until it ends, so the demo key (shown only once) is printed and the process exits 0,
  // never the default kill that lost the key.
  let stopBeforeListening: string | null = null;
  const stopEarly = (signal: string) => () => {
    stopBeforeListening = signal;
  };
  const earlyTerm = stopEarly("SIGTERM");
  const earlyInt = stopEarly("SIGINT");
  process.once("SIGTERM", earlyTerm);
  process.once("SIGINT", earlyInt);
  const services = await createServices(config, await openStorage(config), {
    log,
    version: VERSION,
    worker: link ? { index: link.worker, buckets: link.buckets() } : undefined,
  });
  const { storage, jobs, lifecycle } = services;
  // Not ready until warmUp (below) has loaded what searches need.
  lifecycle.warm = false;
  if (link && services.metrics) gatherMetrics(link, services.metrics);
  // A worker's primary did the first start before spawning it.
  const demoKey = link ? null : await firstStart(storage, config, log);
  if (stopBeforeListening !== null) {
    log.info("shutting down", { signal: stopBeforeListening, before: "listening" });
    if (demoKey) console.log(demoKeyBanner(demoKey, config.port));
    await services.close();
    await storage.close();
    return 0;
  }
  // The associations table (docs/search.md): the stored one loaded before listening (a search
  // that finds none loaded waits for it), built in the background when missing or stale (once, by
  // the process holding its lease); readiness waits for a stored one, not for a build.
  void services.search.associations
    .ensure()
    .then((t) => t && log.info("associations ready", { entries: t.entries.length, built_ms: t.builtMs }))
    .catch((error) => log.error("associations not built", { error: String(error) }));
  // The first requests should find Redis connected; a Redis that is down does not hold start-up.
  // Nor the stored associations table: a search that finds none loaded waits for it (up to 5 s).
  await Promise.all([services.limiterReady(2000), services.search.associations.loaded()]);
  const listenOptions = {
    hostname: config.host,
    networkWord: config.networkWord,
    requestTimeoutMs: config.requestTimeoutMs,
    // Workers share the ports their primary found free (./workers.ts).
    reusePort: config.portSharing || link !== null,
    workerIndex: link?.worker,
    log,
  };
  const apps = [createApp(services), createApp({ ...services, variant: "alt" })] as const;
  const main = listenOn("PORT", config.port, () => listen(apps[0], { ...listenOptions, port: config.port }));
  const alt = listenOn("ALT_PORT", config.altPort, () =>
    listen(apps[1], { ...listenOptions, port: config.altPort }),
  );
  const port = main.port;
  link?.listening();
  log.info("listening", {
    worker: link?.worker,
    port,
    alt_port: alt.port,
    network_word: config.networkWord,
    database: storage.location,
    engine: storage.engine,
    version: VERSION,
  });
  if (demoKey) console.log(demoKeyBanner(demoKey, port));
  warmUp(services, apps, log, link);
  await jobs.resume();
  services.webhooks.start();
  const pruning = pruneAccessLogEvery(storage, config, log, 3_600_000);

  const stop = async (signal: string) => {
    log.info("shutting down", { signal });
    // /readyz answers 503 first, so a load balancer stops sending here; running job steps reach a
    // checkpoint and give their leases back; requests in flight finish; then the database closes.
    lifecycle.draining = true;
    clearInterval(pruning);
    const drained = jobs.drain();
    void services.webhooks.stop();
    await Bun.sleep(config.shutdownDelayMs);
    await Promise.all([main.stop(), alt.stop()]);
    await drained;
    await services.close();
    await storage.close();
    process.exit(0);
  };
  process.off("SIGTERM", earlyTerm);
  process.off("SIGINT", earlyInt);
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
  // A signal that came after the first start but before these handlers: stop now.
  if (stopBeforeListening !== null) void stop(stopBeforeListening);
  if (link) stopWhenOrphaned(config.primaryPid ?? process.ppid, () => void stop("primary gone"));
  return new Promise<number>(() => {});
}

/**
 * What searches need, loaded in the background after listening; /readyz says "starting" (503)
 * until then, in every worker until all are warm. A failed warm-up is logged and the server goes
 * ready anyway: searches load what they need themselves, only slower.
 */
function warmUp(services: Services, apps: readonly App[], log: Logger, link: PrimaryLink | null): void {
  const started = performance.now();
  const ready = () => {
    services.lifecycle.warm = true;
  };
  void warmSearch(services.search, services.storage, { postsPerPerson: LEGACY_RESULT_POSTS })
    .then(({ hits, ...r }) => {
      // The routes and formats of an answer (src/http/warm-routes.ts), with the rehearsal's page.
      const routes = rehearseSearchAnswers(apps, hits, services.clock.now());
      log.info("search warm", { ...r, routes, ms: Math.round(performance.now() - started) });
    })
    .catch((error) => log.warn("search warm-up failed", { error: String(error) }))
    .finally(() => (link ? link.warmed(ready) : ready()));
}

/** A listener, or one clear line when another process holds its port (exit 1, nothing half-started). */
function listenOn(name: string, port: number, start: () => Listener): Listener {
  try {
    return start();
  } catch (error) {
    if ((error as { code?: string }).code !== "EADDRINUSE") throw error;
    throw portInUse(name, port);
  }
}

/**
 * A worker whose primary died (SIGKILL, a crash) stops as on SIGTERM: it must not keep the port
 * alone, unsupervised, with the buckets it shared gone. Its parent is no longer the primary then
 * (the primary may have died before this worker first looked: the id comes from the primary).
 */
function stopWhenOrphaned(primary: number, stop: () => void): void {
  const timer = setInterval(() => {
    if (process.ppid === primary) return;
    clearInterval(timer);
    stop();
  }, 500);
  timer.unref();
}

/** A worker's /metrics: every worker's, gathered through the primary and added up (prom-client's aggregation). */
function gatherMetrics(link: PrimaryLink, metrics: Metrics): void {
  link.onCollect(() => metrics.registry.getMetricsAsJSON());
  metrics.gather = async () => {
    const { AggregatorRegistry } = await import("prom-client");
    const all = await link.gather<client.MetricObjectWithValues<client.MetricValue<string>>[]>();
    return AggregatorRegistry.aggregate(all).metrics();
  };
}
