/** Partial dates as profiles carry them: "2013", "2013-05", "May 2013", "2013-05-01T00:00:00". */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

export interface YearMonth {
  year: number;
  month: number | null;
}

export function parsePartialDate(input: string | null | undefined): YearMonth | null {
  if (!input) return null;
  const text = input.trim().toLowerCase();
  let m = /^(\d{4})(?:[-/.](\d{1,2}))?(?:[-/.]\d{1,2})?(?:[t ][\d:.]+z?)?$/.exec(text);
  if (m) return checked(Number(m[1]), m[2] ? Number(m[2]) : null);
  m = /^(\d{1,2})[-/.](\d{4})$/.exec(text);
  if (m) return checked(Number(m[2]), Number(m[1]));
  m = /^([a-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS.indexOf(m[1] ?? "");
    if (month >= 0) return checked(Number(m[2]), month + 1);
  }
  return null;
}

function checked(year: number, month: number | null): YearMonth | null {
  if (year < 1900 || year > 2100) return null;
  if (month !== null && (month < 1 || month > 12)) return null;
  return { year, month };
}

/** "2013-05" or "2013" (the canonical text of a partial date). */
export function formatYearMonth(year: number | null, month: number | null): string | null {
  if (year === null) return null;
  return month === null ? String(year) : `${year}-${String(month).padStart(2, "0")}`;
}

/** Whole months between two year/month pairs, counting both ends' months as in profiles (>= 1). */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  return Math.max(1, (to.year - from.year) * 12 + ((to.month ?? 1) - (from.month ?? 1)) + 1);
}

export function yearMonthOf(date: Date): YearMonth {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}
