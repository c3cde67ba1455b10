/**
 * Loaded before every `bun test` run (bunfig.toml): global hooks. Bun does not run "exit" handlers
 * when a test run ends, so what a run started outside of any one file is stopped here.
 */
import { afterAll, setDefaultTimeout } from "bun:test";
import { stopCluster } from "./postgres.ts";

// Tests start real servers, databases and processes: on a loaded 2-core machine a test or hook can
// need more than bun's default 5 s. (bunfig.toml's `[test] timeout` is not a setting bun reads: the
// 60 s it asked for never applied.)
setDefaultTimeout(60_000);

// Stopping a cluster that held many databases takes seconds on a loaded machine (9 s seen), more
// than a hook's default 5 s.
afterAll(() => stopCluster(), { timeout: 60_000 });
