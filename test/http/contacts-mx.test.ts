/**
 * CONTACTS_MX_CHECK: an inferred work email is checked against its domain's MX records, asked of a
 * real DNS server (a small one on loopback, through CONTACTS_DNS_SERVERS).
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import dgram from "node:dgram";
import dnsPacket from "dns-packet";
import { importCompanies, importPeople } from "../../src/domain/import/import.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const P = "https://www.pnet.example/in/";
const asked: string[] = [];
let dns: dgram.Socket;
let server: TestServer;

async function* lines(items: unknown[]) {
  for (const i of items) yield JSON.stringify(i);
}
const worker = (handle: string, name: string, companyId: number, domain: string, known: boolean) => ({
  pnet_url: `${P}${handle}`,
  name,
  experience: [{ position_title: "Engineer", company_id: companyId, date_from: "2020-01" }],
  contacts: known
    ? [
        {
          type: "email",
          value: `${name.toLowerCase().replace(" ", ".")}@${domain}`,
          rating: 90,
          subType: "work",
        },
      ]
    : [],
});

beforeAll(async () => {
  dns = dgram.createSocket("udp4");
  dns.on("message", (message, remote) => {
    const query = dnsPacket.decode(message);
    const name = query.questions?.[0]?.name ?? "";
    asked.push(name);
    const base = {
      type: "response" as const,
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED,
      questions: query.questions,
    };
    let reply: Buffer;
    if (name === "mail.example.com")
      reply = dnsPacket.encode({
        ...base,
        answers: [{ type: "MX", name, ttl: 60, data: { preference: 10, exchange: "mx1.mail.example.com" } }],
      });
    else if (name === "nomail.example.com")
      reply = dnsPacket.encode({ ...base, flags: base.flags | 3 }); // NXDOMAIN
    else reply = dnsPacket.encode({ ...base, flags: base.flags | 2 }); // SERVFAIL
    dns.send(reply, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => dns.bind(0, "127.0.0.1", resolve));
  const port = dns.address().port;
  server = await startTestServer({
    env: { CONTACTS_MX_CHECK: "true", CONTACTS_DNS_SERVERS: `127.0.0.1:${port}` },
    prepare: async (s) => {
      await importCompanies(
        s,
        lines([
          { id: 1, company_name: "Mail Co", company_website: "https://mail.example.com" },
          { id: 2, company_name: "Nomail Co", company_website: "https://nomail.example.com" },
          { id: 3, company_name: "Flaky Co", company_website: "https://flaky.example.com" },
        ]),
      );
      const people = [];
      for (const [id, domain] of [
        [1, "mail.example.com"],
        [2, "nomail.example.com"],
        [3, "flaky.example.com"],
      ] as const) {
        people.push(worker(`a-${id}`, `Ann Able${id}`, id, domain, true));
        people.push(worker(`b-${id}`, `Bob Baker${id}`, id, domain, true));
        people.push(worker(`new-${id}`, `Nia New${id}`, id, domain, false));
      }
      await importPeople(s, lines(people));
    },
  });
});
afterAll(async () => {
  await server.stop();
  dns.close();
});

const lookup = async (key: string, handle: string) =>
  (
    (await (await server.fetch(`/api/enrich/contacts?pnet_url=${P}${handle}`, auth(key))).json()) as {
      data: { error: boolean; contacts: { value: string; rating: number }[]; provider?: string }[];
    }
  ).data[0];

test("a domain with MX records: the inferred address is kept, rated higher, labelled", async () => {
  const key = await makeKey(server.storage, "tier2", { credits: 100 });
  const record = await lookup(key, "new-1");
  expect(record?.contacts.map((c) => c.value)).toEqual(["nia.new1@mail.example.com"]);
  expect(record?.provider).toBe("pattern_inferred_mx");
  expect(record?.contacts[0]?.rating).toBeLessThanOrEqual(85);
  expect(asked).toContain("mail.example.com");
});

test("a domain that does not exist: no inferred address, nothing found, nothing charged", async () => {
  const key = await makeKey(server.storage, "tier2", { credits: 100 });
  const record = await lookup(key, "new-2");
  expect(record?.error).toBe(true);
  expect(record?.contacts).toEqual([]);
  expect(
    ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number }).credits,
  ).toBe(100);
});

test("a DNS failure decides nothing: the address is kept as plain pattern inference", async () => {
  const key = await makeKey(server.storage, "tier2", { credits: 100 });
  const record = await lookup(key, "new-3");
  expect(record?.contacts.map((c) => c.value)).toEqual(["nia.new3@flaky.example.com"]);
  expect(record?.provider).toBe("pattern_inferred");
});
