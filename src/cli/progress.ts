/** A progress bar on a terminal, plain lines (at most one every few seconds) otherwise. */
import { SingleBar } from "cli-progress";

export interface Progress {
  update(done: number, extra?: string): void;
  stop(): void;
}

export function createProgress(
  label: string,
  total: number | null,
  stream: NodeJS.WriteStream = process.stderr,
): Progress {
  if (stream.isTTY) {
    const bar = new SingleBar({
      format: total
        ? `${label} [{bar}] {percentage}% | {value}/{total} | {rate}/s {extra}`
        : `${label} {value} lines | {rate}/s {extra}`,
      hideCursor: true,
      stream,
    });
    const started = performance.now();
    bar.start(total ?? 0, 0, { rate: 0, extra: "" });
    return {
      update(done, extra = "") {
        const rate = Math.round(done / Math.max(0.001, (performance.now() - started) / 1000));
        bar.update(done, { rate, extra });
      },
      stop: () => bar.stop(),
    };
  }
  let last = 0;
  const started = performance.now();
  return {
    update(done, extra = "") {
      const now = performance.now();
      if (now - last < 5000) return;
      last = now;
      const rate = Math.round(done / Math.max(0.001, (now - started) / 1000));
      stream.write(`${label}: ${done}${total ? `/${total}` : ""} (${rate}/s) ${extra}\n`);
    },
    stop() {},
  };
}
