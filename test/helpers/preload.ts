/**
 * Loaded before every `bun test` run (bunfig.toml): global hooks. Bun does not run "exit" handlers
 * when a test run ends, so what a run started outside of any one file is stopped here.
 */
import { afterAll } from "bun:test";
import { stopCluster } from "./postgres.ts";
import { stopRedisServers } from "./redis.ts";

// Stopping a cluster that held many databases takes seconds on a loaded machine (9 s seen), more
// than a hook's default 5 s.
afterAll(() => stopCluster(), { timeout: 60_000 });
afterAll(() => stopRedisServers());
