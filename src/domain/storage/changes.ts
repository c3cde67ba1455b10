/** The change log (issue 32): appended by the people writes, read by the change feed. */
import type { ChangeType } from "../changes/detect.ts";

export interface StoredChange {
  id: number;
  personId: number;
  pnetUrl: string;
  type: ChangeType;
  field: string;
  change: "added" | "removed" | "changed";
  detail: Record<string, unknown>;
  occurredAt: string;
  source: string;
}

export interface ChangeRepository {
  /** Changes with id > afterId in id order, of these types (null: all), at most `limit`: one read. */
  read(afterId: number, types: readonly ChangeType[] | null, limit: number): Promise<StoredChange[]>;
  /** The highest id in the log (0 when empty): where a feed that starts "now" begins. */
  lastId(): Promise<number>;
}
