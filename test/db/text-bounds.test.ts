/**
 * Text that reaches an index is bounded in the domain, the same on both engines (docs/decisions.md,
 * "Bounded text fields"): PostgreSQL refuses a B-tree entry over 2,704 bytes and a GIN key over
 * 2,712. A people file with one over-long name, title, company, profile URL, email or social link
 * among normal people imports the normal ones and reports each long line with its field and bound,
 * on one thread and on workers; a long run of letters in a summary is stored (it is just not a
 * word); the database opens again afterwards (the indexes an import defers are rebuilt). Companies
 * the same. Real files, a real SQLite file or PostgreSQL database (TEST_ENGINE).
 *
 * The text is random letters: PostgreSQL compresses an index entry first, so a repeated character
 * would fit.
 */
import { describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { importCompanies, importPeopleFile, importReactions } from "../../src/domain/import/import.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { freshDatabase } from "../helpers/postgres.ts";
import { TEST_ENGINE } from "../helpers/server.ts";
import { fromArray, storeOpener } from "../helpers/stores.ts";

const stores = storeOpener();
let seed = 48;
/** Letters that do not compress (a fixed sequence): words of six, or one run without spaces. */
function noise(length: number, spaces = true): string {
  let out = "";
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out += spaces && i % 7 === 6 ? " " : String.fromCharCode(97 + Math.floor((seed / 2147483648) * 26));
  }
  return out;
}
const LONG = 6400;
const url = (slug: string) => `https://www.pnet.example/in/${slug}`;
const person = (slug: string, extra: Record<string, unknown> = {}) => ({
  pnet_url: url(slug),
  name: `Person ${slug}`,
  experience: [{ position_title: "Engineer", company_name: "Acme", date_from: "2020-01" }],
  contacts: [{ type: "email", value: `${slug}@acme.example` }],
  ...extra,
});
const job = (title: string, company: string) => [
  { position_title: title, company_name: company, date_from: "2020-01" },
];

/** Line 1 and the last are normal; each line between is over one bound (but the summary's). */
const LINES = [
  person("alice"),
  person("long-name", { name: noise(LONG) }),
  person("long-title", { experience: job(noise(LONG), "Acme") }),
  person("long-company", { experience: job("Engineer", noise(LONG)) }),
  person("long-url", { pnet_url: url(noise(LONG, false)) }),
  person("long-email", { contacts: [{ type: "email", value: `${noise(LONG, false)}@acme.example` }] }),
  person("long-social", { social: [{ type: "x", link: `https://x.example/${noise(LONG, false)}` }] }),
  person("long-word", { summary: `Builds things. ${noise(LONG, false)}` }),
  person("bob"),
];
const REFUSED = [
  `line 2: name: longer than 500 characters (${LONG})`,
  `line 3: experience[0].position_title: longer than 500 characters (${LONG})`,
  `line 4: experience[0].company_name: longer than 500 characters (${LONG})`,
  `line 5: pnet_url: longer than 800 characters (${url("").length + LONG})`,
  `line 6: contacts[0].value: longer than 254 bytes (${LONG + "@acme.example".length})`,
  `line 7: social[0].link: longer than 800 characters (${"https://x.example/".length + LONG})`,
];

async function openFresh(): Promise<{ storage: Storage; reopen: () => Promise<Storage> }> {
  if (TEST_ENGINE === "postgres") {
    const dbUrl = await freshDatabase();
    return {
      storage: await stores.open("postgres", { url: dbUrl }),
      reopen: () => stores.open("postgres", { url: dbUrl }),
    };
  }
  const storage = await stores.open("sqlite");
  return { storage, reopen: async () => storage };
}

describe(`text over its bound, on ${TEST_ENGINE}`, () => {
  for (const workers of [0, 1])
    test(`a people file: the long lines are refused with their field and bound, the others imported (${workers} workers)`, async () => {
      const file = join(stores.dir.path, `people-${workers}.jsonl`);
      writeFileSync(file, `${LINES.map((l) => JSON.stringify(l)).join("\n")}\n`);
      const { storage, reopen } = await openFresh();
      const bad: string[] = [];
      const summary = await importPeopleFile(storage, file, {
        workers,
        batchSize: 100,
        onBadLine: (b) => bad.push(`line ${b.line}: ${b.reason}`),
      });
      expect(bad).toEqual(REFUSED);
      expect([summary.read, summary.imported, summary.skipped]).toEqual([LINES.length, 3, REFUSED.length]);
      // Opened again (on PostgreSQL a new connection, rebuilding what the import deferred).
      const again = await reopen();
      const found = await Promise.all(LINES.map((l) => again.people.findIdByUrl(l.pnet_url)));
      expect(found.map((id) => id !== null)).toEqual([
        true,
        false,
        false,
        false,
        false,
        false,
        false,
        true,
        true,
      ]);
      const wordy = await again.people.get(found[7] as number);
      expect(wordy?.summary?.length).toBe("Builds things. ".length + LONG);
    });

  test("a companies file: a long name, domain or profile URL is refused, the others imported", async () => {
    const { storage } = await openFresh();
    const company = (name: string, extra: Record<string, unknown> = {}) => ({
      company_name: name,
      company_website: `https://${name.toLowerCase().replace(/\W/g, "")}.example`,
      ...extra,
    });
    const lines = [
      company("Acme"),
      company(noise(LONG)),
      company("Wide", { company_website_domain: `${noise(LONG, false)}.example` }),
      company("Deep", { pnet_profile_url: `https://www.pnet.example/company/${noise(LONG, false)}` }),
      company("Globex"),
    ];
    const bad: string[] = [];
    const summary = await importCompanies(storage, fromArray(lines.map((l) => JSON.stringify(l))), {
      onBadLine: (b) => bad.push(`line ${b.line}: ${b.reason}`),
    });
    expect(bad).toEqual([
      `line 2: company_name: longer than 500 characters (${LONG})`,
      `line 3: company_website_domain: longer than 253 characters (${LONG + ".example".length})`,
      `line 4: pnet_profile_url: longer than 800 characters (${"https://www.pnet.example/company/".length + LONG})`,
    ]);
    expect([summary.read, summary.imported, summary.skipped]).toEqual([5, 2, 3]);
  });

  test("a reactions file: a long post URL, reacting profile URL or timestamp is refused, the others imported", async () => {
    const { storage } = await openFresh();
    const reaction = (slug: string, timestamp = "2026-01-02T03:04:05Z") => ({
      reaction_type: "like",
      timestamp,
      profile: { name: `Person ${slug}`, pnet_url: url(slug) },
    });
    const post = (slug: string, reactions: unknown[]) => ({
      post_url: `https://www.pnet.example/posts/${slug}`,
      posted_at: "2026-01-01T00:00:00Z",
      reactions,
    });
    const lines = [
      post("first", [reaction("alice")]),
      post(noise(LONG, false), [reaction("bob")]),
      post("third", [reaction(noise(LONG, false))]),
      // A date with a comment of any length is still a date to Date.parse.
      post("fourth", [reaction("carol", `Jan 1 2026 (${noise(LONG)})`)]),
      post("fifth", [reaction("dave")]),
    ];
    const bad: string[] = [];
    const summary = await importReactions(storage, fromArray(lines.map((l) => JSON.stringify(l))), {
      onBadLine: (b) => bad.push(`line ${b.line}: ${b.reason}`),
    });
    expect(bad).toEqual([
      `line 2: post_url: longer than 800 characters (${"https://www.pnet.example/posts/".length + LONG})`,
      `line 3: reactions[0].profile.pnet_url: longer than 800 characters (${url("").length + LONG})`,
      "line 4: reactions[0].timestamp is not a date",
    ]);
    expect([summary.read, summary.skipped]).toEqual([5, 3]);
  });
});
