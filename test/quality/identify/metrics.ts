/**
 * The identify evaluation's figures, over outcomes (one per row: the best match's score and whether
 * it is the row's person). Definitions (issue 47's targets):
 *
 * - top-1 accuracy: rows whose person is in the data, answered with that person first / those rows.
 * - at a threshold t (0.8): a row is *matched* when its best score >= t.
 *   precision = matched rows whose best match is the right person / matched rows (absent rows count
 *   as wrong when matched); recall = rows matched to the right person / rows whose person is in the
 *   data; false-match rate = absent rows matched / absent rows.
 * - expected calibration error: the best score of every row (0 when nothing came back) in 10
 *   equal-width bins [0, 0.1), ..., [0.9, 1]; ECE = sum over bins of (rows in bin / rows) x
 *   |share of the bin's rows whose best match is right - mean best score in the bin|. A row with
 *   no match is "not right" at confidence 0, so it adds nothing. Absent rows are in it: a match
 *   returned for them is wrong, whatever its score.
 * A refused row (4xx) is an answer with no match.
 */

export interface Outcome {
  cls: string;
  detail: string;
  /** The row's person is in the data. */
  present: boolean;
  /** Best match's score, null when no match came back (or the row was refused). */
  top: number | null;
  /** The best match is the row's person (never, for absent rows). */
  correct: boolean;
  /** Answered 4xx. */
  refused: boolean;
  /** Answered 5xx or not at all. */
  failed: boolean;
  /** Wrong people in the answer scored at or above the threshold. */
  wrongAbove: number;
}

export const THRESHOLD = 0.8;
export const BINS = 10;

export interface Thresholded {
  matched: number;
  right: number;
  precision: number | null;
  recall: number | null;
  absent: number;
  falseMatches: number;
  falseMatchRate: number | null;
}

export interface Bin {
  lo: number;
  hi: number;
  n: number;
  meanScore: number | null;
  accuracy: number | null;
}

export interface Summary {
  rows: number;
  present: number;
  absent: number;
  refused: number;
  failed: number;
  top1: number | null;
  at: Thresholded;
  ece: number | null;
  bins: Bin[];
}

const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

export function top1Accuracy(outcomes: Outcome[]): number | null {
  const present = outcomes.filter((o) => o.present);
  return ratio(present.filter((o) => o.correct).length, present.length);
}

export function atThreshold(outcomes: Outcome[], t = THRESHOLD): Thresholded {
  const matched = outcomes.filter((o) => o.top !== null && o.top >= t);
  const right = matched.filter((o) => o.correct).length;
  const absent = outcomes.filter((o) => !o.present);
  const falseMatches = matched.filter((o) => !o.present).length;
  return {
    matched: matched.length,
    right,
    precision: ratio(right, matched.length),
    recall: ratio(right, outcomes.filter((o) => o.present).length),
    absent: absent.length,
    falseMatches,
    falseMatchRate: ratio(falseMatches, absent.length),
  };
}

export function calibration(outcomes: Outcome[], bins = BINS): { bins: Bin[]; ece: number | null } {
  const sums = Array.from({ length: bins }, () => ({ n: 0, score: 0, right: 0 }));
  for (const o of outcomes) {
    const score = o.top ?? 0;
    const b = sums[Math.min(bins - 1, Math.max(0, Math.floor(score * bins)))] as (typeof sums)[number];
    b.n++;
    b.score += score;
    if (o.correct) b.right++;
  }
  let ece = 0;
  const out = sums.map((b, i) => {
    if (b.n) ece += (b.n / outcomes.length) * Math.abs(b.right / b.n - b.score / b.n);
    return {
      lo: i / bins,
      hi: (i + 1) / bins,
      n: b.n,
      meanScore: ratio(b.score, b.n),
      accuracy: ratio(b.right, b.n),
    };
  });
  return { bins: out, ece: outcomes.length ? ece : null };
}

export function summarise(outcomes: Outcome[]): Summary {
  const { bins, ece } = calibration(outcomes);
  return {
    rows: outcomes.length,
    present: outcomes.filter((o) => o.present).length,
    absent: outcomes.filter((o) => !o.present).length,
    refused: outcomes.filter((o) => o.refused).length,
    failed: outcomes.filter((o) => o.failed).length,
    top1: top1Accuracy(outcomes),
    at: atThreshold(outcomes),
    ece,
    bins,
  };
}

/** Issue 47's targets, and whether a summary meets them. */
export const TARGETS = { top1: 0.95, precision: 0.98, recall: 0.9, falseMatchRate: 0.01, ece: 0.05 };

export function missedTargets(s: Summary): string[] {
  const out: string[] = [];
  const below = (name: string, v: number | null, min: number) => {
    if (v === null || v < min) out.push(`${name} ${v === null ? "n/a" : v.toFixed(3)} < ${min}`);
  };
  const above = (name: string, v: number | null, max: number) => {
    if (v === null || v > max) out.push(`${name} ${v === null ? "n/a" : v.toFixed(3)} > ${max}`);
  };
  below("top-1 accuracy", s.top1, TARGETS.top1);
  below("precision@0.8", s.at.precision, TARGETS.precision);
  below("recall@0.8", s.at.recall, TARGETS.recall);
  above("false-match rate@0.8", s.at.falseMatchRate, TARGETS.falseMatchRate);
  above("ECE", s.ece, TARGETS.ece);
  return out;
}
