/** Named values of the database: versions, the first-start marker, import progress, leases. */

export interface MetaRepository {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  /**
   * Takes or renews the lease `name` for `holder` until `nowMs + ttlMs`: true when `holder` has it
   * now (it was free, expired, or already its own). One atomic statement, so of several processes
   * (workers, instances) asking at once exactly one gets it. Work done once for everyone (a build
   * of a shared index) runs under one, renewed as it goes; a holder that dies loses it at expiry.
   */
  claim(name: string, holder: string, nowMs: number, ttlMs: number): Promise<boolean>;
  /** Gives the lease back, when `holder` still has it. */
  release(name: string, holder: string): Promise<void>;
}
