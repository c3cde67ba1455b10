/**
 * What the one server process, or the primary of its workers (./workers.ts), does before anyone
 * listens: the first start of an empty database, its banner, and the port-in-use refusal.
 */
import { type Config, ConfigError } from "../config.ts";
import { createApiKey } from "../domain/billing/keys.ts";
import type { Storage } from "../domain/storage/index.ts";
import type { Logger } from "../log.ts";

const FIRST_START = "first_start_done";

/**
 * On the first start of an empty database: seed DEMO_PEOPLE demo people and create a demo key
 * (tier2, 10,000 purchased credits) printed once. A database that already has people or keys is
 * never touched.
 */
export async function firstStart(storage: Storage, config: Config, log: Logger): Promise<string | null> {
  if ((await storage.meta.get(FIRST_START)) !== null) return null;
  // Instances starting together on one empty database: one seeds, the others then find it done.
  return storage.exclusive("first-start", () => firstStartOnce(storage, config, log));
}

async function firstStartOnce(storage: Storage, config: Config, log: Logger): Promise<string | null> {
  if ((await storage.meta.get(FIRST_START)) !== null) return null;
  let demoKey: string | null = null;
  if (config.demoPeople > 0 && (await storage.people.count()) === 0) {
    const started = performance.now();
    // Loaded when needed: the demo generator brings faker's name lists, which every other start skips.
    const { seedDemoData } = await import("../domain/demo/seed.ts");
    const summary = await seedDemoData(storage, { people: config.demoPeople, seed: config.demoSeed });
    log.info("demo data seeded", { ...summary, ms: Math.round(performance.now() - started) });
  }
  if ((await storage.keys.count()) === 0) {
    const { key } = await createApiKey(storage, { tier: "tier2", name: "demo", credits: 10_000 });
    demoKey = key;
  }
  await storage.meta.set(FIRST_START, new Date().toISOString());
  return demoKey;
}

export function demoKeyBanner(key: string, port: number): string {
  return [
    "",
    "  prospector: a demo API key was created (tier2, 10,000 credits). It is shown only this once:",
    "",
    `    ${key}`,
    "",
    "  Try it:",
    `    curl -H "Authorization: Bearer ${key}" http://localhost:${port}/api/credits`,
    "",
  ].join("\n");
}

export function portInUse(name: string, port: number): ConfigError {
  return new ConfigError(
    name,
    `port ${port} is already in use by another process: stop it, choose another ${name}, or set PORT_SHARING=true to share the port on purpose`,
  );
}
