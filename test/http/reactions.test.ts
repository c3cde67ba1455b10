/** GET /api/enrich/post-reactions: paging, filtering, errors and what it costs. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { importReactions } from "../../src/domain/import/import.ts";
import { REACTION_TYPES } from "../../src/domain/model.ts";
import { expectCode } from "../helpers/errors.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let key: string;
const POST = "https://www.pnet.example/posts/jane_activity-1";

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (s) => {
      const reactions = Array.from({ length: 120 }, (_, i) => ({
        profile: {
          name: `Reactor ${i}`,
          headline: i % 2 ? `Headline ${i}` : null,
          pnet_url: `https://www.pnet.example/in/r-${i}`,
        },
        reaction_type: REACTION_TYPES[i % 3],
        timestamp: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      }));
      await importReactions(
        s,
        (async function* () {
          yield JSON.stringify({
            post_url: POST,
            text: "Hello",
            author: { firstName: "Jane", url: "https://www.pnet.example/in/jane" },
            reactions,
          });
          yield JSON.stringify({
            post_url: "https://www.pnet.example/posts/quiet",
            text: "No one reacted",
            reactions: [],
          });
        })(),
      );
    },
  });
  key = await makeKey(server.storage, "tier2", { credits: 100 });
});
afterAll(() => server.stop());

type Body = {
  data: {
    post_url: string;
    total_reactions: number;
    reaction_breakdown: Record<string, number>;
    reactions: {
      profile: { name: string; headline: string | null; pnet_url: string };
      reaction_type: string;
      timestamp: string;
    }[];
    pagination: { current_page: number; total_pages: number; has_next: boolean };
  };
};
const balance = async () =>
  ((await (await server.fetch("/api/credits", auth(key))).json()) as { credits: number }).credits;
const get = (query: string) => server.fetch(`/api/enrich/post-reactions?${query}`, auth(key));

describe("GET /api/enrich/post-reactions", () => {
  test("first page: 50 reactions newest first, totals, breakdown, pagination; 1 credit", async () => {
    const before = await balance();
    const res = await get(`url=${encodeURIComponent(POST)}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Body;
    expect(data.post_url).toBe(POST);
    expect(data.total_reactions).toBe(120);
    expect(data.reaction_breakdown).toEqual({
      like: 40,
      love: 40,
      celebrate: 40,
      support: 0,
      insightful: 0,
      funny: 0,
    });
    expect(data.reactions.length).toBe(50);
    expect(data.reactions[0]?.profile.name).toBe("Reactor 119");
    expect(Object.keys(data.reactions[0] ?? {})).toEqual(["profile", "reaction_type", "timestamp"]);
    expect(data.reactions[0]?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(data.pagination).toEqual({ current_page: 1, total_pages: 3, has_next: true });
    expect(await balance()).toBe(before - 1);
  });

  test("last page and a reaction_type filter", async () => {
    const last = (await (await get(`url=${encodeURIComponent(POST)}&page=3`)).json()) as Body;
    expect(last.data.reactions.length).toBe(20);
    expect(last.data.pagination).toEqual({ current_page: 3, total_pages: 3, has_next: false });
    const loves = (await (await get(`url=${encodeURIComponent(POST)}&reaction_type=love`)).json()) as Body;
    expect(loves.data.reactions.length).toBe(40);
    expect(new Set(loves.data.reactions.map((r) => r.reaction_type))).toEqual(new Set(["love"]));
    expect(loves.data.pagination).toEqual({ current_page: 1, total_pages: 1, has_next: false });
  });

  test("a page past the end or a post without reactions returns no data and costs nothing", async () => {
    const before = await balance();
    const past = (await (await get(`url=${encodeURIComponent(POST)}&page=9`)).json()) as Body;
    expect(past.data.reactions).toEqual([]);
    const quiet = (await (
      await get(`url=${encodeURIComponent("https://www.pnet.example/posts/quiet")}`)
    ).json()) as Body;
    expect(quiet.data.total_reactions).toBe(0);
    expect(await balance()).toBe(before);
  });

  test.each([
    ["missing url", "", 400],
    ["not a URL", "url=hello", 400],
    ["page 0", `url=${encodeURIComponent(POST)}&page=0`, 400],
    ["page not a number", `url=${encodeURIComponent(POST)}&page=two`, 400],
    ["page out of range", `url=${encodeURIComponent(POST)}&page=99999999999999999999`, 400],
    ["unknown reaction_type", `url=${encodeURIComponent(POST)}&reaction_type=angry`, 400],
    ["unknown post", `url=${encodeURIComponent("https://www.pnet.example/posts/none")}`, 404],
  ])("%s -> %d with detail, nothing charged", async (_label, query, status) => {
    const before = await balance();
    const res = await get(query);
    expect(res.status).toBe(status);
    expect(typeof ((await res.json()) as { detail: string }).detail).toBe("string");
    expect(await balance()).toBe(before);
  });
});

test("validation errors name the parameter and what it must be", async () => {
  for (const page of ["-1", "1.5", "99999999999999999999"]) {
    const res = await get(`url=${encodeURIComponent(POST)}&page=${page}`);
    expect(((await res.json()) as { detail: string }).detail).toBe(
      "page must be a whole number from 1 to 1000000",
    );
  }
});

describe("what published clients send (issue 16)", () => {
  test("reaction_type upper-case (LIKE) filters like lower-case; empty means every type", async () => {
    const upper = (await (await get(`url=${encodeURIComponent(POST)}&reaction_type=LIKE`)).json()) as Body;
    const lower = (await (await get(`url=${encodeURIComponent(POST)}&reaction_type=like`)).json()) as Body;
    expect(upper.data.reactions.length).toBeGreaterThan(0);
    expect(upper.data.reactions).toEqual(lower.data.reactions);
    const empty = await get(`url=${encodeURIComponent(POST)}&reaction_type=`);
    expect(empty.status).toBe(200);
    expect(((await empty.json()) as Body).data.total_reactions).toBe(120);
  });

  test("a missing url says it is required", async () => {
    const res = await get("page=1");
    await expectCode(res, "BAD_REQUEST");
    expect(((await res.json()) as { detail: string }).detail).toBe("url is required");
  });
});
