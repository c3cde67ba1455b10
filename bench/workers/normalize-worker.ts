/** bench/import-workers.ts's worker: JSON.parse and normalise a chunk of people lines. */
import { normalizePersonInput } from "../../src/domain/person.ts";

declare const self: Worker;

self.onmessage = (event: MessageEvent<{ id: number; lines: string[] }>) => {
  const now = new Date();
  const writes = [];
  for (const line of event.data.lines) {
    try {
      writes.push(normalizePersonInput(JSON.parse(line), now, () => {}));
    } catch {
      // A bad line: the real import reports it; the experiment only times the good ones.
    }
  }
  self.postMessage({ id: event.data.id, writes });
};
