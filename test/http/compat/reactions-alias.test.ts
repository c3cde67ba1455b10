/**
 * GET /api/enrich/reactions?post_url=&limit=&reaction_type=, as published clients send it
 * (upper-case enum), priced like /api/enrich/post-reactions (1 credit when reactions return).
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { importReactions } from "../../../src/domain/import/import.ts";
import { REACTION_TYPES } from "../../../src/domain/model.ts";
import { expectCode } from "../../helpers/errors.ts";
import { auth, makeKey } from "../../helpers/keys.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";

let server: TestServer;
const POST = "https://www.pnet.example/posts/jane_activity-7";

beforeAll(async () => {
  server = await startTestServer({
    env: { NETWORK_WORD: "linkedin" },
    prepare: async (s) => {
      const reactions = Array.from({ length: 30 }, (_, i) => ({
        profile: { name: `Reactor ${i}`, pnet_url: `https://www.pnet.example/in/r-${i}` },
        reaction_type: REACTION_TYPES[i % 3],
        timestamp: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      }));
      await importReactions(
        s,
        (async function* () {
          yield JSON.stringify({ post_url: POST, text: "Hello", reactions });
        })(),
      );
    },
  });
});
afterAll(() => server.stop());

const credits = async (k: string) =>
  ((await (await server.fetch("/api/credits", auth(k))).json()) as { credits: number }).credits;
type Body = { data: { total_reactions: number; reactions: { reaction_type: string }[] } };

test("post_url, limit=5, reaction_type=LIKE: five likes, 1 credit", async () => {
  const k = await makeKey(server.storage, "tier2", { credits: 10 });
  const res = await server.fetch(
    `/api/enrich/reactions?post_url=${encodeURIComponent(POST)}&limit=5&reaction_type=LIKE`,
    auth(k),
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as Body;
  expect(body.data.reactions.length).toBe(5);
  expect(body.data.reactions.every((r) => r.reaction_type === "like")).toBe(true);
  expect(await credits(k)).toBe(9);
});

test("empty reaction_type means every type; limit above 50 is a 400, free", async () => {
  const k = await makeKey(server.storage, "tier2", { credits: 10 });
  const all = await server.fetch(
    `/api/enrich/reactions?post_url=${encodeURIComponent(POST)}&limit=50&reaction_type=`,
    auth(k),
  );
  expect(all.status).toBe(200);
  expect(((await all.json()) as Body).data.reactions.length).toBe(30);
  const tooMany = await server.fetch(
    `/api/enrich/reactions?post_url=${encodeURIComponent(POST)}&limit=51`,
    auth(k),
  );
  await expectCode(tooMany, "BAD_REQUEST");
  expect(await credits(k)).toBe(9);
});

test("without post_url: 400 naming the URL", async () => {
  const k = await makeKey(server.storage, "tier2", { credits: 10 });
  const res = await server.fetch("/api/enrich/reactions?limit=5", auth(k));
  await expectCode(res, "BAD_REQUEST");
  expect(await credits(k)).toBe(10);
});
