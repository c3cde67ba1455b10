/**
 * `prospector --help` and `prospector COMMAND --help`: what each command takes, and the environment
 * the server and the commands read (README.md and docs/operations.md have the details).
 */
import { VERSION } from "../version.ts";

const ENVIRONMENT = `Environment (validated at start; a bad value stops with one line naming it):
  PORT, ALT_PORT, HOST              listeners (3000, 3001, 0.0.0.0)
  WORKERS                           server processes sharing the ports (default: the cores;
                                    1 = one process; docs/operations.md, "Workers")
  DATA_DIR, DATABASE_PATH           the SQLite file (./data/prospector.db)
  DATABASE_URL                      postgres://... : run on PostgreSQL instead (docs/operations.md)
  DATABASE_POOL_SIZE                PostgreSQL connections per process
  REDIS_URL                         shared rate limits across instances
  TIER_LIMITS                       your per-minute limits, JSON over the defaults; null = unlimited
                                    ({"tier3": null, "free": {"search": 10}}: docs/operations.md)
  ADMIN_TOKEN                       the admin API's bearer token (off when unset)
  LOG_LEVEL                         debug | info | warn | error | silent
  DEMO_PEOPLE, DEMO_SEED            demo data on the first start of an empty database
  NETWORK_WORD, NETWORK_HOSTS       the professional network's name in paths and its hosts
  SOURCE_RULES                      which source wins a conflict (JSON or a file: docs/sources.md)
  LLM_URL, LLM_MODEL, LLM_TIMEOUT_MS   an OpenAI-compatible endpoint as query planner (docs/search.md)
  SCRAPE_UPSTREAM_URL, SCRAPE_*     live profile lookups (off when unset: docs/api.md)
  WEBHOOK_POLL_MS, WEBHOOK_TIMEOUT_MS, WEBHOOK_LEASE_SECONDS, WEBHOOKS_ALLOW_LOOPBACK
                                    change-feed webhooks (docs/webhooks.md)
  JOB_CONCURRENCY, JOB_LEASE_SECONDS, JOB_POLL_MS   background jobs (docs/jobs.md)
  ACCESS_LOG_DAYS                   how long the access log is kept (docs/privacy.md)
  METRICS, METRICS_TOKEN            /metrics (docs/operations.md)`;

export const USAGE = `prospector ${VERSION}: self-hosted people search and enrichment API

usage: prospector [command] [options]      (prospector COMMAND --help for a command's options)

  serve                             run the API server (default)
  seed --people N [--seed S]        generate deterministic demo data
  import people|companies|reactions FILE   import JSONL (.gz too); people also PDL, Coresignal,
                                    CSV, Parquet (--format, --mapping, --source, --dry-run, --workers)
  export people|companies|reactions FILE   export JSONL (- for stdout)
  keys create --tier T [--credits N | --free-credits N] [--name N] [--expires ISO]
  keys list | keys revoke ID        manage API keys
  credits topup KEY_OR_ID N         buy credits for a key
  credits show KEY_OR_ID            a key's balance
  migrate                           apply database migrations
  backup FILE                       consistent online copy of the database
  check                             integrity check and ledger reconciliation
  subject find|export|erase|erasures  data-subject requests (docs/privacy.md)
  vocab report [--top N] [--json]   the most frequent titles search cannot place in a family
  sources report [--json] | sources apply   where people came from; the rule applied again (docs/sources.md)
  changes [--since C|now] [--types T] [--follow]   the change feed as JSON lines (docs/changes.md)
  identify FILE [--format csv|jsonl] [--min-score S]   the stored person behind each CRM row, as
                                    JSON lines on stdout (docs/identify.md); identify index | train [FILE]
  health [URL]                      exit 0 when the server answers /health

${ENVIRONMENT}`;

/** Each command's own help. */
export const COMMAND_HELP: Record<string, string> = {
  serve: `usage: prospector serve

Runs the API server on PORT (and the alternate variant on ALT_PORT) over the database the
environment names: SQLite at DATABASE_PATH (created with demo data on first start), or PostgreSQL
at DATABASE_URL. A port another process already listens on is refused (exit 1).`,
  seed: `usage: prospector seed --people N [--seed S]

Generates N deterministic demo people (fictional) with their companies, contacts and posts into
the database. The same N and S give the same people.`,
  import: `usage: prospector import people|companies|reactions FILE [options]

  --format jsonl|pdl|coresignal|csv|parquet   the file's format (told from the file when not given)
  --mapping pdl|coresignal|FILE     a built-in vendor mapping or a mapping file (docs/import.md)
  --source NAME                     the source the records come from (default: the format; docs/sources.md)
  --dry-run                         show the first records as they would be stored; write nothing
  --workers N                       threads preparing people (default: from the cores)
  --batch-size N                    records per transaction (default 2000)
  --resume                          continue an interrupted import where it stopped

FILE may be gzipped (.gz). Each bad line is reported as "line N: reason" and skipped; the exit
code is 0 when every line was read. Import companies before people.`,
  export: `usage: prospector export people|companies|reactions FILE [--provenance]

Writes JSONL in the format import reads (- for stdout). --provenance adds each person's sources.`,
  keys: `usage: prospector keys create --tier tier1|tier2|tier3 [--credits N | --free-credits N] [--name N] [--expires ISO]
       prospector keys list
       prospector keys revoke ID

A created key is printed once: only its hash is stored.`,
  credits: `usage: prospector credits topup KEY_OR_ID N
       prospector credits show KEY_OR_ID`,
  migrate: "usage: prospector migrate\n\nApplies the database's migrations (serve does it too).",
  backup:
    "usage: prospector backup FILE\n\nA consistent online copy of the SQLite database (check verifies it).",
  check:
    "usage: prospector check\n\nIntegrity check of the database and reconciliation of every balance with its ledger.",
  subject: `usage: prospector subject find --email E | --phone P | --url U | --name N [--company C]
       prospector subject export ID
       prospector subject erase ID --reason TEXT [--by WHO]
       prospector subject erasures [--limit N]

Data-subject requests (docs/privacy.md).`,
  vocab:
    "usage: prospector vocab report [--top N] [--json]\n\nThe most frequent titles search cannot place in a family.",
  sources: `usage: prospector sources report [--json]
       prospector sources apply

report: per source, people, shared, fields supplied, conflicts won and lost. apply: the rule in
SOURCE_RULES decided again for every person several sources supplied (docs/sources.md).`,
  changes: `usage: prospector changes [--since CURSOR|now] [--types T,T] [--limit N] [--follow]

The change feed as JSON lines (docs/changes.md); the last line holds the cursor to go on from.`,
  identify: `usage: prospector identify FILE [--format csv|jsonl] [--min-score S]
       prospector identify index
       prospector identify train [FILE]

The stored person behind each row of a CRM file (CSV with a header, or JSON lines: name, email,
company, title, location, phone, pnet_url), one JSON line per row on stdout with the best match,
its calibrated score and the reasons; progress on stderr. --min-score (0-1, default 0.5): below it
a row is "no match". index brings the identify index up to date with the stored people; train
fits the model again (from FILE's rows, or from rows drawn from the store). docs/identify.md.`,
  health:
    "usage: prospector health [URL]\n\nExit 0 when the server at URL (default: the local PORT) answers a healthy /health.",
};

const commandHelp = (command: string | undefined) =>
  command !== undefined && Object.hasOwn(COMMAND_HELP, command) ? (COMMAND_HELP[command] as string) : USAGE;

/** The help a command line asks for, or null when it asks for none. */
export function helpFor(command: string, args: readonly string[]): string | null {
  if (command === "--help" || command === "-h" || command === "help") return commandHelp(args[0]);
  if (args.includes("--help") || args.includes("-h")) return commandHelp(command);
  return null;
}
