#!/usr/bin/env bun
/**
 * The prospector executable: `serve` (default), `seed`, `import`, `export`, `migrate`, `health`.
 * The only module that reads the environment.
 */
import { UsageError } from "./cli/args.ts";
import { changesCommand } from "./cli/changes.ts";
import { exportCommand, importCommand, migrateCommand, seedCommand } from "./cli/data.ts";
import { helpFor, USAGE } from "./cli/help.ts";
import { identifyCommand } from "./cli/identify.ts";
import { creditsCommand, keysCommand } from "./cli/keys.ts";
import { backupCommand, checkCommand } from "./cli/maintenance.ts";
import { serveCommand } from "./cli/serve.ts";
import { sourcesCommand } from "./cli/sources.ts";
import { subjectCommand } from "./cli/subject.ts";
import { vocabCommand } from "./cli/vocab.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { VERSION } from "./version.ts";

/** The /health URL for `health [URL]`: a base URL (with or without a path prefix) gets /health. */
function healthUrl(given: string | undefined, port: number): string {
  if (!given) return `http://127.0.0.1:${port}/health`;
  const url = new URL(given);
  if (!url.pathname.replace(/\/+$/, "").endsWith("/health"))
    url.pathname = `${url.pathname.replace(/\/+$/, "")}/health`;
  return url.toString();
}

async function health(url: string | undefined, port: number): Promise<number> {
  try {
    const res = await fetch(healthUrl(url, port), { signal: AbortSignal.timeout(3000) });
    const body = await res.text();
    console.log(body);
    // Healthy means our own JSON saying so, not any 200 (a console page, a proxy's error page).
    let status: unknown;
    try {
      status = (JSON.parse(body) as { status?: unknown }).status;
    } catch {
      status = undefined;
    }
    if (status !== "ok") console.error("health check failed: the answer is not a healthy /health JSON");
    return res.ok && status === "ok" ? 0 : 1;
  } catch (e) {
    console.error(`health check failed: ${(e as Error).message}`);
    return 1;
  }
}

type Command = (config: Config, args: string[]) => Promise<number>;

/** Every command and the function that runs it (src/cli/help.ts holds their --help). */
const COMMANDS: Record<string, Command> = {
  serve: serveCommand,
  seed: seedCommand,
  import: importCommand,
  export: exportCommand,
  migrate: migrateCommand,
  keys: keysCommand,
  credits: creditsCommand,
  backup: backupCommand,
  check: checkCommand,
  subject: subjectCommand,
  vocab: vocabCommand,
  sources: sourcesCommand,
  changes: changesCommand,
  identify: identifyCommand,
  health: (config, args) => health(args[0], config.port),
};

async function main(argv: string[]): Promise<number> {
  const [command = "serve", ...args] = argv;
  const help = helpFor(command, args);
  if (help !== null) {
    console.log(help);
    return 0;
  }
  if (command === "--version" || command === "version") {
    console.log(VERSION);
    return 0;
  }
  const config = loadConfig();
  if (!Object.hasOwn(COMMANDS, command)) throw new UsageError(`unknown command "${command}"\n\n${USAGE}`);
  return (COMMANDS[command] as Command)(config, args);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(`prospector: configuration error: ${error.message}`);
    else if (error instanceof UsageError) console.error(`prospector: ${error.message}`);
    else console.error(`prospector: ${(error as Error)?.stack ?? error}`);
    process.exit(error instanceof UsageError ? 64 : 1);
  },
);
