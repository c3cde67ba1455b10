/** `export`'s lines: the stored records (domain) written in the import format (format). */

import { exportRecords } from "../domain/import/export.ts";
import type { ImportKind } from "../domain/import/import.ts";
import type { Storage } from "../domain/storage/index.ts";
import { toExportLines } from "../format/export.ts";

export function exportLines(
  storage: Storage,
  kind: ImportKind,
  pageSize = 1000,
  withProvenance = false,
): AsyncGenerator<string> {
  return toExportLines(exportRecords(storage, kind, pageSize, withProvenance));
}
