/**
 * Storage faults: the database stops accepting writes (`PRAGMA max_page_count`, as a full disk
 * would): writes answer 503 with Retry-After and a sentence, reads keep working, nothing is
 * half-written, and once space returns the server works again without a restart.
 */
import { afterAll, beforeAll, expect } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Person } from "../../src/domain/model.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { sourceSqliteOnly, startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let key: string;
let person: Person;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    logLines: lines,
    prepare: (s) => seedDemoData(s, { people: 50, seed: 2 }).then(() => {}),
  });
  key = await makeKey(server.storage, "tier3", { credits: 100_000 });
  [person] = (await server.storage.people.scan(0, 1)) as [Person];
});
afterAll(() => server.stop());

const connections = () => [server.storage.handle.sqlite, server.storage.billing.sqlite];
function fill(): void {
  for (const db of connections()) {
    const pages = db.query<{ page_count: number }, []>("PRAGMA page_count").get()?.page_count ?? 0;
    db.run(`PRAGMA max_page_count = ${pages}`);
  }
}
function free(): void {
  for (const db of connections()) db.run("PRAGMA max_page_count = 1073741823");
}

// Fills the disk of the in-process SQLite connections (max_page_count on them); PostgreSQL's disk
// full (53100) is mapped in src/db/postgres/errors.ts and checked in test/http/postgres-faults.test.ts.
sourceSqliteOnly(
  "full: writes are 503 with Retry-After, reads work, nothing half-written; space back: all works",
  async () => {
    const url = encodeURIComponent(person.pnet_url);
    const ledgerBefore = (await server.storage.credits.ledger(1_000_000)).length;
    fill();
    try {
      // Paid lookups write the ledger: once its last page is full they are refused whole.
      let refused = 0;
      let served = 0;
      for (let i = 0; i < 5000 && refused < 5; i++) {
        const res = await server.fetch(`/api/enrich/pnet?pnet_url=${url}`, auth(key));
        if (res.status === 503) {
          refused++;
          expect(res.headers.get("retry-after")).toBe("5");
          const detail = ((await res.json()) as { detail: string }).detail;
          if (!detail.includes("Storage is full"))
            console.log(lines.filter((l) => l.includes("storage error")).slice(-2));
          expect(detail).toContain("Storage is full");
        } else {
          expect(res.status).toBe(200);
          served++;
        }
      }
      expect(refused).toBe(5);
      // Other writes are refused or served, never a 500.
      const start = await server.fetch("/api/enrich/bulk-contacts", {
        method: "POST",
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
        body: JSON.stringify({ urls: [person.pnet_url] }),
      });
      expect([200, 503]).toContain(start.status);
      expect(served).toBeGreaterThanOrEqual(0);
      // Reads keep working.
      expect((await server.fetch("/api/credits", auth(key))).status).toBe(200);
      expect((await server.fetch("/health")).status).toBe(200);
    } finally {
      free();
    }
    // Nothing half-written: every charge has its ledger row, the file is sound.
    expect(await server.storage.credits.unreconciled()).toEqual([]);
    const check = server.storage.handle.sqlite
      .query<{ integrity_check: string }, []>("PRAGMA integrity_check")
      .get();
    expect(check?.integrity_check).toBe("ok");
    // Space is back: the same requests succeed, without a restart.
    const credits = ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number })
      .credits;
    const again = await server.fetch(`/api/enrich/pnet?pnet_url=${url}`, auth(key));
    expect(again.status).toBe(200);
    expect(
      ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number }).credits,
    ).toBe(credits - 1);
    const start = await server.fetch("/api/enrich/bulk-contacts", {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ urls: [person.pnet_url] }),
    });
    expect(start.status).toBe(200);
    expect(ledgerBefore).toBeGreaterThanOrEqual(0);
  },
);
