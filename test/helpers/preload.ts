/**
 * Loaded before every `bun test` run (bunfig.toml): global hooks. Bun does not run "exit" handlers
 * when a test run ends, so what a run started outside of any one file is stopped here.
 */
import { afterAll } from "bun:test";
import { stopCluster } from "./postgres.ts";

afterAll(() => stopCluster());
