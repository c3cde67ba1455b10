/** What every console screen shares. */
import type { CallResult } from "./api.ts";

export type Json = Record<string, unknown>;

/** Shared by every screen: the last error, the balance and the rate-limit headroom seen. */
export interface Shell {
  run<T>(work: () => Promise<CallResult<T>>): Promise<CallResult<T> | null>;
  refreshBalance(): Promise<void>;
}
