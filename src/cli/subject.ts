/**
 * `prospector subject find|export|erase|erasures`: data-subject requests from the command line
 * (the admin API offers the same, docs/privacy.md). Domain errors (400, 404) become a message and
 * exit code 1; bad usage exits 64.
 */
import { userInfo } from "node:os";
import type { Config } from "../config.ts";
import { openStorage } from "../db/open.ts";
import { eraseSubject, exportSubject, findSubjects, listErasures } from "../domain/privacy/subjects.ts";
import { ApiError } from "../errors.ts";
import { parseArgs, positiveInt, UsageError } from "./args.ts";
import { note } from "./output.ts";

const USAGE = `usage: prospector subject find --email E | --phone P | --url U | --name "N" [--company C]
       prospector subject export ID [FILE]      everything held about the person, as JSON (- or no FILE: stdout)
       prospector subject erase ID --reason "..." [--by WHO]
       prospector subject erasures [--limit N]  the erasure log, newest first`;

function personId(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value)) throw new UsageError(USAGE);
  return Number(value);
}

export async function subjectCommand(config: Config, args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (!["find", "export", "erase", "erasures"].includes(sub ?? "")) throw new UsageError(USAGE);
  const storage = await openStorage(config);
  try {
    if (sub === "find") {
      const { values } = parseArgs(rest, {
        email: { type: "string" },
        phone: { type: "string" },
        url: { type: "string" },
        name: { type: "string" },
        company: { type: "string" },
      });
      const found = await findSubjects(storage, values);
      console.log(JSON.stringify({ matches: found }, null, 2));
      note(`${found.length} stored ${found.length === 1 ? "person matches" : "people match"}`);
      return 0;
    }
    if (sub === "export") {
      const { positionals } = parseArgs(rest, {});
      const document = await exportSubject(storage, personId(positionals[0]), new Date());
      const text = `${JSON.stringify(document, null, 2)}\n`;
      const file = positionals[1];
      if (file === undefined || file === "-") process.stdout.write(text);
      else {
        await Bun.write(file, text);
        note(`wrote ${file}`);
      }
      return 0;
    }
    if (sub === "erase") {
      const { values, positionals } = parseArgs(rest, { reason: { type: "string" }, by: { type: "string" } });
      if (values.reason === undefined) throw new UsageError(`--reason is required\n\n${USAGE}`);
      const erased = await eraseSubject(storage, personId(positionals[0]), {
        reason: values.reason,
        requestedBy: values.by ?? `cli:${userInfo().username}`,
        now: new Date(),
      });
      console.log(JSON.stringify(erased, null, 2));
      note(`erased person ${erased.personId}; their identifiers are on the suppression list`);
      return 0;
    }
    const { values } = parseArgs(rest, { limit: { type: "string" } });
    const erasures = await listErasures(storage, positiveInt(values.limit, "--limit", 100));
    console.log(JSON.stringify({ erasures }, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof ApiError) {
      console.error(`prospector: ${error.detail}`);
      return 1;
    }
    throw error;
  } finally {
    await storage.close();
  }
}
