/**
 * The identify evaluation's report: per variant class and overall, then the calibration table
 * (calibration plot data), then per detail (sub-variant), then the headline as the last line.
 */
import { type Outcome, type Summary, summarise, TARGETS, THRESHOLD } from "./metrics.ts";
import { CLASSES } from "./write.ts";

const num = (v: number | null, digits = 3) => (v === null ? "—" : v.toFixed(digits));
const pad = (s: string | number, n: number) => String(s).padStart(n);
const padEnd = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

export interface Report {
  overall: Summary;
  classes: Record<string, Summary>;
  details: Record<string, Summary>;
}

function groupBy(outcomes: Outcome[], key: (o: Outcome) => string): Record<string, Outcome[]> {
  const out: Record<string, Outcome[]> = {};
  for (const o of outcomes) {
    const list = out[key(o)];
    if (list) list.push(o);
    else out[key(o)] = [o];
  }
  return out;
}

export function report(outcomes: Outcome[]): Report {
  const byClass = groupBy(outcomes, (o) => o.cls);
  const classes: Record<string, Summary> = {};
  for (const c of CLASSES) if (byClass[c]) classes[c] = summarise(byClass[c]);
  const byDetail = groupBy(outcomes, (o) => `${o.cls} ${o.detail}`);
  const details: Record<string, Summary> = {};
  for (const k of Object.keys(byDetail).sort()) details[k] = summarise(byDetail[k] as Outcome[]);
  return { overall: summarise(outcomes), classes, details };
}

function summaryLine(label: string, s: Summary, width: number): string {
  return [
    padEnd(label, width),
    pad(s.rows, 5),
    pad(s.present, 7),
    pad(s.absent, 6),
    pad(s.refused, 5),
    pad(s.failed, 5),
    pad(num(s.top1), 6),
    pad(num(s.at.precision), 7),
    pad(num(s.at.recall), 7),
    pad(num(s.at.falseMatchRate), 7),
    pad(num(s.ece), 6),
  ].join(" ");
}

function header(label: string, width: number): string {
  const t = THRESHOLD;
  return `${padEnd(label, width)}  rows present absent   4xx   5xx   top1  prec@${t} rec@${t}  fmr@${t}    ECE`;
}

export function headline(s: Summary): string {
  return (
    `HEADLINE identify: top1 ${num(s.top1)} (>= ${TARGETS.top1}) | precision@${THRESHOLD} ${num(s.at.precision)} ` +
    `(>= ${TARGETS.precision}) | recall@${THRESHOLD} ${num(s.at.recall)} (>= ${TARGETS.recall}) | ` +
    `false matches@${THRESHOLD} ${num(s.at.falseMatchRate)} (<= ${TARGETS.falseMatchRate}) | ` +
    `ECE ${num(s.ece)} (<= ${TARGETS.ece}) | ${s.rows} rows (${s.present} present, ${s.absent} absent), ` +
    `${s.refused} refused, ${s.failed} failed`
  );
}

export function printReport(r: Report, log: (line: string) => void = console.log): void {
  log("");
  log("Per variant class (top1 over rows whose person is in the data; fmr over absent rows)");
  log(header("class", 16));
  for (const [c, s] of Object.entries(r.classes)) log(summaryLine(c, s, 16));
  log(summaryLine("ALL", r.overall, 16));
  log("");
  log("Calibration (best score of every row; no match = 0): bin, rows, mean score, accuracy, |gap|");
  for (const b of r.overall.bins) {
    const gap = b.meanScore === null || b.accuracy === null ? null : Math.abs(b.accuracy - b.meanScore);
    log(
      `  [${b.lo.toFixed(1)}, ${b.hi.toFixed(1)}${b.hi === 1 ? "]" : ")"} ${pad(b.n, 5)}  ${pad(num(b.meanScore), 6)}  ${pad(num(b.accuracy), 6)}  ${pad(num(gap), 6)}`,
    );
  }
  log("");
  log("Per detail (sub-variant)");
  log(header("class detail", 48));
  for (const [d, s] of Object.entries(r.details)) log(summaryLine(d, s, 48));
}
