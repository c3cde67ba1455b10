/**
 * A progress bar on a terminal, plain lines (at most one every few seconds) otherwise. With a
 * known total (people to seed, bytes of an input file) it shows the percentage and an ETA.
 */
import { SingleBar } from "cli-progress";

export interface Progress {
  /** `done` items so far; `position` how far through the total (items, or bytes read) when it differs. */
  update(done: number, extra?: string, position?: number): void;
  stop(): void;
}

/** "1h 02m", "3m 20s", "45s". */
export function formatEta(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "?";
  const s = Math.round(seconds);
  if (s >= 3600) return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
  if (s >= 60) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
  return `${s}s`;
}

export function createProgress(
  label: string,
  total: number | null,
  stream: NodeJS.WriteStream | { isTTY?: boolean; write(text: string): unknown } = process.stderr,
  intervalMs = 5000,
): Progress {
  const started = performance.now();
  const eta = (position: number) => {
    const elapsed = (performance.now() - started) / 1000;
    return total && position > 0 ? formatEta((elapsed * (total - position)) / position) : "?";
  };
  if (stream.isTTY) {
    const bar = new SingleBar({
      format: total
        ? `${label} [{bar}] {percentage}% | ETA {eta} | {done} | {rate}/s {extra}`
        : `${label} {done} lines | {rate}/s {extra}`,
      hideCursor: true,
      stream: stream as NodeJS.WriteStream,
    });
    bar.start(total ?? 0, 0, { rate: 0, extra: "", done: 0, eta: "?" });
    return {
      update(done, extra = "", position = done) {
        const rate = Math.round(done / Math.max(0.001, (performance.now() - started) / 1000));
        bar.update(position, { rate, extra, done, eta: eta(position) });
      },
      stop: () => bar.stop(),
    };
  }
  let last = 0;
  return {
    update(done, extra = "", position = done) {
      const now = performance.now();
      if (now - last < intervalMs) return;
      last = now;
      const rate = Math.round(done / Math.max(0.001, (now - started) / 1000));
      const share = total
        ? ` ${Math.min(100, Math.floor((position / total) * 100))}%, ETA ${eta(position)},`
        : "";
      stream.write(`${label}:${share} ${done} (${rate}/s) ${extra}\n`);
    },
    stop() {},
  };
}
