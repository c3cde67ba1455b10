/**
 * A stable split of a MELO dataset's queries into two halves, by a hash of the query id (FNV-1a,
 * 32 bits, its lowest bit): rules are tuned while reading half A's misses only, and half B says
 * whether they hold on titles not read (issue 46: "tune by rule and data, never by query").
 */
export type Half = "A" | "B";

export function halfOf(queryId: string): Half {
  let h = 0x811c9dc5;
  for (let i = 0; i < queryId.length; i++) {
    h ^= queryId.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h & 1) === 0 ? "A" : "B";
}

/** `--half A|B` from the arguments (null: the whole set), and the arguments without it. */
export function halfArgument(args: string[]): { half: Half | null; rest: string[] } {
  const at = args.indexOf("--half");
  if (at < 0) return { half: null, rest: args };
  const value = (args[at + 1] ?? "").toUpperCase();
  if (value !== "A" && value !== "B") {
    console.error("--half takes A or B");
    process.exit(2);
  }
  return { half: value, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}
