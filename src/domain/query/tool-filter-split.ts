/**
 * A tool's filter text cut into its parts at the top level only (./read-tool-filters.ts): a
 * separator inside quotes ("'Strategy, Operations'") or brackets ("IN ('A', 'B')") belongs to the
 * value or the group it stands in, not to the filter's list of conditions.
 */

/** Splits at a separator outside quotes and brackets; each part with the separator before it. */
export function splitTopWith(text: string, separator: RegExp): { part: string; sep: string }[] {
  const sep = new RegExp(separator.source, `${separator.flags.replace("g", "")}y`);
  const parts: { part: string; sep: string }[] = [];
  let before = "";
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote) {
      if (ch === quote || (quote === "“" && ch === "”") || (quote === "‘" && ch === "’")) quote = "";
      continue;
    }
    if (`'"“‘`.includes(ch) && !/\p{L}/u.test(text[i - 1] ?? "")) {
      quote = ch;
      continue;
    }
    if ("([{".includes(ch)) depth++;
    else if (")]}".includes(ch)) depth = Math.max(0, depth - 1);
    if (depth) continue;
    sep.lastIndex = i;
    const m = sep.exec(text);
    if (m?.[0].length) {
      parts.push({ part: text.slice(start, i).trim(), sep: before });
      before = m[0];
      start = i + m[0].length;
      i = start - 1;
    }
  }
  parts.push({ part: text.slice(start).trim(), sep: before });
  return parts.filter((p) => p.part);
}
export const splitTop = (text: string, separator: RegExp) => splitTopWith(text, separator).map((p) => p.part);

/** Parts joined back to the one before (with their separator) unless they start a term. */
export function joinTerms(
  parts: { part: string; sep: string }[],
  starts: (part: string) => boolean,
): string[] {
  const terms: string[] = [];
  for (const { part, sep } of parts) {
    if (terms.length && !starts(part)) terms[terms.length - 1] += `${sep}${part}`;
    else terms.push(part);
  }
  return terms;
}

/** Whether a bracket opened at a text's start closes at its end ("(a) AND (b)" is two groups). */
export function enclosed(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i === text.length - 1;
  }
  return false;
}
