/** Small helpers over node:util parseArgs for the subcommands. */
import { parseArgs as nodeParseArgs, type ParseArgsConfig } from "node:util";

export class UsageError extends Error {}

export function parseArgs<T extends NonNullable<ParseArgsConfig["options"]>>(args: string[], options: T) {
  try {
    return nodeParseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

export function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a whole number, got "${value}"`);
  return Number(value);
}
