/**
 * GET /api/enrich/scrape against a real local upstream on loopback (allowed only through the
 * test-only SCRAPE_ALLOW_LOOPBACK), and the SSRF matrix of targets that must never be fetched.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { addressRange } from "../../src/net/safe-fetch.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const hits: string[] = [];
let upstream: ReturnType<typeof Bun.serve>;
let base = "";

const page = (name: string, title: string) => `<!doctype html><html><head>
<meta property="og:title" content="${name} | Network"><meta property="og:image" content="https://img.example/${name}.png">
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "WebPage", name: "profile" },
    {
      "@type": "Person",
      name,
      jobTitle: title,
      worksFor: { "@type": "Organization", name: "Scrapeworks Ltd" },
      description: "Builds things.",
      address: { "@type": "PostalAddress", addressLocality: "Leeds", addressCountry: "United Kingdom" },
      alumniOf: [{ "@type": "CollegeOrUniversity", name: "University of Leeds" }],
    },
  ],
})}</script></head><body>hello</body></html>`;

beforeAll(() => {
  upstream = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const url = new URL(req.url);
      hits.push(url.pathname + url.search);
      const profile = url.searchParams.get("u") ?? "";
      switch (url.pathname) {
        case "/api":
          if (profile.includes("missing")) return new Response("no", { status: 404 });
          if (profile.includes("broken"))
            return new Response("Traceback: secret internals at db.py:12", { status: 500 });
          if (profile.includes("slow")) {
            await Bun.sleep(3000);
            return new Response("{}");
          }
          if (profile.includes("garbage")) return new Response("<html>not json</html>");
          if (profile.includes("renamed"))
            return Response.json({
              full_name: "Rena Newname",
              location_city: "Porto",
              location_country: "Portugal",
              experience: [{ position_title: "Chief Tester", company_name: "Fresh Co" }],
            });
          return Response.json({
            full_name: "Ada Upstream",
            headline: "Principal Engineer at Fresh Co",
            professional_network_url: profile,
            location_city: "Bristol",
            location_country: "United Kingdom",
          });
        case "/page/in/jane":
          return new Response(page("Jane Paged", "Staff Designer"), {
            headers: { "Content-Type": "text/html" },
          });
        case "/page/in/to-metadata":
          return Response.redirect("http://169.254.169.254/latest/meta-data/", 302);
        case "/page/in/to-jane":
          return Response.redirect(`${base}/page/in/jane`, 302);
        case "/page/in/big":
          return new Response("x".repeat(3 * 1024 * 1024));
        default:
          return new Response("nothing", { status: 404 });
      }
    },
  });
  base = `http://127.0.0.1:${upstream.port}`;
});
afterAll(() => upstream.stop(true));

const balance = async (s: TestServer, k: string) =>
  ((await (await s.fetch("/api/credits", auth(k))).json()) as { credits: number }).credits;
const scrape = async (s: TestServer, k: string, url: string) => {
  const res = await s.fetch(`/api/enrich/scrape?pnet_url=${encodeURIComponent(url)}`, auth(k));
  return { res, body: (await res.json()) as Record<string, unknown> & { detail?: string } };
};

describe("through SCRAPE_UPSTREAM_URL", () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        SCRAPE_UPSTREAM_URL: `http://127.0.0.1:${upstream.port}/api?u={url}`,
        SCRAPE_ALLOW_LOOPBACK: "true",
        SCRAPE_TIMEOUT_MS: "300",
      },
      prepare: (s) => seedDemoData(s, { people: 20, seed: 4 }).then(() => {}),
    });
    key = await makeKey(server.storage, "tier2", { credits: 100 });
  });
  afterAll(() => server.stop());

  test("a stored profile becomes fresher; the scrape record is the modern record + source + scraped_at; 2 credits", async () => {
    const [person] = await server.storage.people.scan(0, 1);
    const url = person?.pnet_url as string;
    const { res, body } = await scrape(server, key, url);
    expect(res.status).toBe(200);
    expect(body.id).toBe(person?.id as number);
    expect(body.headline).toBe("Principal Engineer at Fresh Co");
    expect(body.location_city).toBe("Bristol");
    // The upstream's full_name is the name now (derived name fields follow it, issue 16); what
    // the upstream did not send stays.
    expect(body.name).toBe("Ada Upstream");
    expect(body.skills).toEqual(person?.skills as string[]);
    expect(body.education).toEqual(expect.any(Array));
    expect((body.education as unknown[]).length).toBe(person?.education.length as number);
    expect(body.source).toBe("upstream");
    // The hosted shape published clients read, beside our own record (issue 16).
    const hosted = body.data as {
      data: Record<string, unknown> & {
        geo: Record<string, string>;
        fullPositions: Record<string, unknown>[];
      };
      posts: unknown[];
      connection: number;
      follower: number;
    };
    expect(hosted.data).toMatchObject({
      id: String(person?.id),
      firstName: "Ada",
      lastName: "Upstream",
      headline: "Principal Engineer at Fresh Co",
      pnetUrl: url,
      geo: { city: "Bristol", country: "United Kingdom" },
    });
    expect(hosted.data.publicIdentifier).toBe(url.replace(/\/+$/, "").split("/").pop() as string);
    expect(hosted.data.fullPositions.length).toBe(person?.experience.length as number);
    expect(Object.keys(hosted.data.fullPositions[0] ?? {}).sort()).toEqual(
      [
        "title",
        "companyName",
        "companyLogo",
        "companyUrl",
        "location",
        "description",
        "isCurrent",
        "startEndDate",
      ].sort(),
    );
    expect(Array.isArray(hosted.posts)).toBe(true);
    expect(typeof hosted.connection).toBe("number");
    expect(Date.parse(String(body.scraped_at))).toBeGreaterThan(0);
    expect(body.experience).toEqual(expect.any(Array));
    expect(await balance(server, key)).toBe(98);
    const stored = await server.fetch(
      `/api/enrich/pnet?legacy=false&pnet_url=${encodeURIComponent(url)}`,
      auth(key),
    );
    expect(((await stored.json()) as { headline: string }).headline).toBe("Principal Engineer at Fresh Co");
  });

  test("a new name, place and current role: every derived field follows the merged record (issue 16)", async () => {
    const [, person] = await server.storage.people.scan(0, 2);
    const url = person?.pnet_url as string;
    const { res, body } = await scrape(server, key, `${url}?v=renamed`);
    expect(res.status).toBe(200);
    expect(body.id).toBe(person?.id as number);
    expect(body).toMatchObject({
      name: "Rena Newname",
      full_name: "Rena Newname",
      first_name: "Rena",
      last_name: "Newname",
      first_name_initial: "R",
      last_name_initial: "N",
      location_city: "Porto",
      location_country: "Portugal",
      active_experience_title: "Chief Tester",
    });
    expect(String(body.location)).toContain("Porto");
    expect(String(body.location)).not.toContain(String(person?.location_city));
    const experience = body.experience as { position_title: string; active_experience: number }[];
    expect(experience[0]).toMatchObject({ position_title: "Chief Tester", active_experience: 1 });
    // The stored career stays, its old current roles ended.
    expect(experience.length).toBe((person?.experience.length ?? 0) + 1);
    expect(experience.slice(1).every((e) => e.active_experience === 0)).toBe(true);
  });

  test("a profile not stored yet is stored", async () => {
    const url = "https://www.pnet.example/in/ada-upstream";
    const { res, body } = await scrape(server, key, url);
    expect(res.status).toBe(200);
    expect(body.name).toBe("Ada Upstream");
    expect(await server.storage.people.findIdByUrl(url)).toBe(body.id as number);
  });

  test("upstream 404 -> 404; 500 -> 503 without its text; too slow -> 503; not a profile -> 503; none charged", async () => {
    const before = await balance(server, key);
    await expectCode(await scrape(server, key, "https://www.pnet.example/in/missing"), "NOT_FOUND");
    const broken = await scrape(server, key, "https://www.pnet.example/in/broken");
    await expectCode(broken, "UNAVAILABLE");
    expect(broken.body.detail).not.toContain("secret");
    expect(broken.body.detail).toContain("status 500");
    const slow = await scrape(server, key, "https://www.pnet.example/in/slow");
    await expectCode(slow, "UNAVAILABLE");
    expect(slow.body.detail).toContain("300 ms");
    await expectCode(await scrape(server, key, "https://www.pnet.example/in/garbage"), "UNAVAILABLE");
    expect(await balance(server, key)).toBe(before);
  });

  test("400 without pnet_url or with one that is not a profile URL; 402 below 2 credits", async () => {
    await expectCode(await server.fetch("/api/enrich/scrape", auth(key)), "BAD_REQUEST");
    await expectCode(await scrape(server, key, "not a url"), "BAD_REQUEST");
    const poor = await makeKey(server.storage, "tier2", { credits: 1 });
    await expectCode(
      await scrape(server, poor, "https://www.pnet.example/in/ada-upstream"),
      "INSUFFICIENT_CREDITS",
    );
    expect(await balance(server, poor)).toBe(1);
  });
});

describe("the public page itself (SCRAPE_ALLOWED_HOSTS)", () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        SCRAPE_ALLOWED_HOSTS: "127.0.0.1,10.0.0.1",
        // The loopback upstream plays the network's own host here.
        NETWORK_HOSTS: "127.0.0.1,10.0.0.1,*.pnet.example",
        SCRAPE_ALLOW_LOOPBACK: "1",
        SCRAPE_MAX_BYTES: "1048576",
      },
    });
    key = await makeKey(server.storage, "tier2", { credits: 100 });
  });
  afterAll(() => server.stop());

  test("schema.org Person JSON-LD and OpenGraph are read and stored", async () => {
    const { res, body } = await scrape(server, key, `${base}/page/in/jane`);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      name: "Jane Paged",
      headline: "Staff Designer at Scrapeworks Ltd",
      summary: "Builds things.",
      location_city: "Leeds",
      picture_url: "https://img.example/Jane Paged.png",
      source: "page",
    });
    expect((body.experience as { company_name: string }[])[0]?.company_name).toBe("Scrapeworks Ltd");
    expect((body.education as { institution_name: string }[])[0]?.institution_name).toBe(
      "University of Leeds",
    );
    expect(await balance(server, key)).toBe(98);
  });

  test("a redirect is followed and checked again: to the same allowed host works, to the metadata address does not", async () => {
    expect((await scrape(server, key, `${base}/page/in/to-jane`)).res.status).toBe(200);
    const before = await balance(server, key);
    hits.length = 0;
    const blocked = await scrape(server, key, `${base}/page/in/to-metadata`);
    await expectCode(blocked, "UNAVAILABLE");
    expect(blocked.body.detail).toContain("169.254.169.254");
    expect(await balance(server, key)).toBe(before);
  });

  test("a response over the size cap is refused; a host off the list is refused; loopback allowance is not private allowance", async () => {
    await expectCode(await scrape(server, key, `${base}/page/in/big`), "UNAVAILABLE");
    const off = await scrape(server, key, "https://www.pnet.example/in/someone");
    await expectCode(off, "BAD_REQUEST");
    expect(off.body.detail).toContain("allow-list");
    const priv = await scrape(server, key, "http://10.0.0.1/in/someone");
    await expectCode(priv, "BAD_REQUEST");
    expect(priv.body.detail).toContain("not public");
  });
});

describe("SSRF matrix: never fetched, 400, nothing charged", () => {
  const targets = [
    "http://127.0.0.1/in/x",
    "http://localhost/in/x",
    "http://localhost./in/x",
    "http://2130706433/in/x",
    "http://0x7f000001/in/x",
    "http://0177.0.0.1/in/x",
    "http://127.1/in/x",
    "http://[::1]/in/x",
    "http://[::ffff:127.0.0.1]/in/x",
    "http://[::ffff:7f00:1]/in/x",
    "http://0.0.0.0/in/x",
    "http://[::]/in/x",
    "http://10.1.2.3/in/x",
    "http://172.16.5.4/in/x",
    "http://192.168.1.1/in/x",
    "http://100.64.0.1/in/x",
    "http://169.254.169.254/in/x",
    "http://[fe80::1]/in/x",
    "http://[fc00::1]/in/x",
    "http://[fd12:3456::1]/in/x",
    "http://[64:ff9b::7f00:1]/in/x",
    "http://[2002:7f00:1::1]/in/x",
    // IPv6 forms that embed an IPv4 address are classified by that address.
    "http://[::127.0.0.1]/in/x",
    "http://[::a9fe:a9fe]/in/x",
    "http://[64:ff9b:1::a00:1]/in/x",
    "http://[2001:0:7f00:1::80ff:fffe]/in/x",
    "http://[::ffff:0:a9fe:a9fe]/in/x",
    "http://224.0.0.1/in/x",
    "http://user:pass@example.com/in/x",
    "ftp://example.com/in/x",
    "file:///etc/passwd",
    "gopher://127.0.0.1:70/in/x",
  ];
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    // Every host allowed by name: only the address rules stand between a caller and the target.
    const hosts = targets
      .filter((t) => t.startsWith("http"))
      .map((t) => new URL(t).hostname.replace(/^\[|\]$/g, "").replace(/\.$/, ""))
      .join(",");
    server = await startTestServer({ env: { SCRAPE_ALLOWED_HOSTS: hosts, NETWORK_HOSTS: hosts } });
    key = await makeKey(server.storage, "tier2", { credits: 100 });
  });
  afterAll(() => server.stop());

  for (const target of targets) {
    test(target, async () => {
      hits.length = 0;
      const { res, body } = await scrape(server, key, target);
      await expectCode({ res: res, body: body }, "BAD_REQUEST");
      // Refused by the fetch rules themselves, not merely as a malformed profile URL; a single-label
      // host ("localhost") is not a profile URL in the first place.
      if (target === "http://localhost/in/x") expect(body.detail).toContain("not a profile URL");
      else expect(body.detail).toMatch(/not public|only http and https|credentials|could not be resolved/);
      expect(hits).toEqual([]);
    });
  }
  test("nothing was charged for any of them", async () => {
    expect(await balance(server, key)).toBe(100);
  });

  test("address ranges: public unicast only", () => {
    expect(addressRange("8.8.8.8")).toBe("unicast");
    expect(addressRange("2606:4700::1111")).toBe("unicast");
    expect(addressRange("::ffff:10.0.0.1")).toBe("private");
    expect(addressRange("169.254.169.254")).toBe("linkLocal");
  });
});

describe("scrape trust model: only the network's own hosts write stored profiles", () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    // The loopback page server is fetchable, but it is not the network.
    server = await startTestServer({
      env: { SCRAPE_ALLOWED_HOSTS: "127.0.0.1", SCRAPE_ALLOW_LOOPBACK: "1" },
      prepare: (s) => seedDemoData(s, { people: 5, seed: 9 }).then(() => {}),
    });
    key = await makeKey(server.storage, "tier2", { credits: 100 });
  });
  afterAll(() => server.stop());

  test("another host's URL with a stored profile's path is refused; the stored record is unchanged; nothing charged", async () => {
    const [person] = await server.storage.people.scan(0, 1);
    const path = new URL(person?.pnet_url as string).pathname;
    hits.length = 0;
    const { res, body } = await scrape(server, key, `${base}${path}`);
    await expectCode({ res: res, body: body }, "BAD_REQUEST");
    expect(body.detail).toContain("network's own host");
    expect(hits).toEqual([]);
    const after = await server.storage.people.getByUrl(person?.pnet_url as string);
    expect(after?.name).toBe(person?.name as string);
    expect(after?.headline).toBe(person?.headline ?? null);
    expect(await balance(server, key)).toBe(100);
  });
});

test("input before configuration: a non-profile URL is a 400 even when scraping is off", async () => {
  const server = await startTestServer();
  try {
    const key = await makeKey(server.storage, "tier2", { credits: 10 });
    for (const bad of ["hello", "file:///etc/passwd", "javascript:alert(1)"]) {
      await expectCode(await scrape(server, key, bad), "BAD_REQUEST");
    }
    expect(await balance(server, key)).toBe(10);
  } finally {
    await server.stop();
  }
});

test("not configured: 503 naming the settings, nothing charged", async () => {
  const server = await startTestServer();
  try {
    const key = await makeKey(server.storage, "tier2", { credits: 10 });
    const { res, body } = await scrape(server, key, "https://www.pnet.example/in/x");
    await expectCode({ res: res, body: body }, "UNAVAILABLE");
    expect(body.detail).toContain("SCRAPE_UPSTREAM_URL");
    expect(await balance(server, key)).toBe(10);
  } finally {
    await server.stop();
  }
});
