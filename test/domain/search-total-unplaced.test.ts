/**
 * Totals of queries whose title the vocabulary cannot read (issue 45, class 6), through storage and
 * the planner (TEST_ENGINE=postgres runs it on PostgreSQL): words no pass placed that are exactly a
 * current title the plan's matches hold are that title, a condition of the answer: served, ranked
 * and counted alike ("stoneturners in Lyon": the stoneturners there, not everyone in Lyon). A title
 * among other unread words is no condition; any other word (a name, "who love hiking") and words
 * only preferred leave the answer to the plan, whatever holds them. Every exact total is checked against the
 * profiles served (review r63). This test's own titles, names and places; its titles are in no vocabulary
 * and no ESCO label (a title ESCO names, as "glassblowers" once was here, is read as its occupation).
 */
import { describe, expect, test } from "bun:test";
import { SearchService } from "../../src/domain/search/search.ts";
import { searchStore } from "../helpers/search-store.ts";

const NOW = new Date(Date.UTC(2026, 10, 27));

interface Someone {
  name: string;
  title: string;
  employer: string;
  city: string;
  country: string;
}

/**
 * In Lyon: 4 stoneturners, 3 of them at Verrerie Aubrac; 2 lampworkers; 18 software engineers (6 at Verrerie
 * Aubrac, one of them Ottoline Quarrington, another Ottoline Vasseur, a third Brunhild Quarrington).
 * In Hamburg: 3 stoneturners and 12 software engineers.
 */
function people(): Someone[] {
  const out: Someone[] = [];
  const add = (n: number, make: (k: number) => Someone) => {
    for (let k = 0; k < n; k++) out.push(make(k));
  };
  add(4, (k) => ({
    name: `Maelle Ferrand${k}`,
    title: "Stoneturner",
    employer: k < 3 ? "Verrerie Aubrac" : "Atelier Soufflé",
    city: "Lyon",
    country: "France",
  }));
  add(2, (k) => ({
    name: `Anouk Lemaire${k}`,
    title: "Lampworker",
    employer: "Atelier Soufflé",
    city: "Lyon",
    country: "France",
  }));
  const aubrac = ["Ottoline Quarrington", "Ottoline Vasseur", "Brunhild Quarrington", "Jules Marchetti"];
  add(18, (k) => ({
    name: aubrac[k] ?? `Remi Girard${k}`,
    title: "Software Engineer",
    employer: k < 6 ? "Verrerie Aubrac" : "Cobaltine Systems",
    city: "Lyon",
    country: "France",
  }));
  add(3, (k) => ({
    name: `Hannes Vogt${k}`,
    title: "Stoneturner",
    employer: "Glashütte Elbe",
    city: "Hamburg",
    country: "Germany",
  }));
  add(12, (k) => ({
    name: `Jonas Richter${k}`,
    title: "Software Engineer",
    employer: "Cobaltine Systems",
    city: "Hamburg",
    country: "Germany",
  }));
  return out;
}

/** Each one as `import people` reads them. */
const records = (all: readonly Someone[]) =>
  all.map((p, k) => ({
    pnet_url: `https://pnet.example/in/total-${k}`,
    name: p.name,
    location_city: p.city,
    location_country: p.country,
    skills: ["Teamwork"],
    experience: [{ position_title: p.title, company_name: p.employer, date_from: "2021-03", date_to: null }],
  }));

const store = searchStore(NOW, () => ({ people: records(people()) }), { associations: false });

/**
 * The total (exact or capped as asked) and every profile the search's pages serve (names and titles
 * as generated). Every exact total here is checked against what is served: a client pages up to
 * `total` (the spec's "number of profiles found"), so the two must agree.
 */
async function search(query: string, exactTotal = true) {
  const { session, params } = await store.service.start(1, {
    query,
    companies: [],
    schools: [],
    advancedFiltering: false,
    exactTotal,
  });
  const hits = await store.service.page(session, params, 0, 100);
  const titles = new Map(people().map((p) => [p.name, p.title]));
  const served = hits.map((h) => `${h.person.name} / ${titles.get(h.person.name)}`);
  if (exactTotal) expect({ query, total: session.total }).toEqual({ query, total: served.length });
  return { total: session.total, gte: params.total_relation === "gte", first: served };
}

describe("words no pass placed that are a title the matches hold count as that title", () => {
  test("a title the vocabulary lacks, with a place: its holders there, not everyone there", async () => {
    const { total, first } = await search("stoneturners in Lyon");
    expect(total).toBe(4);
    // The title is a condition of the answer: its holders are what is served, not the place's
    // other people after them (served and total agree, checked in `search`).
    expect(first.length).toBe(4);
    expect(first.every((r) => r.endsWith("/ Stoneturner"))).toBe(true);
    expect((await search("stoneturners in Hamburg")).total).toBe(3);
    expect((await search("Stoneturner at Verrerie Aubrac")).total).toBe(3);
  });

  test("a title among other unread words is no condition: the answer is the plan's", async () => {
    // Only words that are, all of them, the title narrow the answer: beside another unread word it
    // may be one alternative of several ("nurses or pharmacists": the one held would drop the other).
    expect((await search("zorblaxian stoneturners in Lyon")).total).toBe(24);
    expect((await search("stoneturners or kilnwrights in Lyon")).total).toBe(24);
    expect((await search("stoneturners or lampworkers in Lyon")).total).toBe(24);
    // Nobody holds any of them: the plan's matches (everyone in Lyon).
    expect((await search("zorblaxian kilnwrights in Lyon")).total).toBe(24);
  });

  test("other words never narrow the total, however many hold them; a title does", async () => {
    // Names are held, by one person together: still words, not a title; the employer's people.
    expect((await search("Ottoline Quarrington at Verrerie Aubrac")).total).toBe(9);
    expect((await search("people at Verrerie Aubrac who love glassblowing")).total).toBe(9);
    expect((await search("stoneturners at Verrerie Aubrac")).total).toBe(3);
  });

  test("a title only preferred ranks and never narrows; said plainly, it does", async () => {
    expect((await search("people in Lyon, ideally stoneturners")).total).toBe(24);
    expect((await search("people in Lyon who are stoneturners")).total).toBe(4);
  });

  test("a query of such words only counts the title's holders, not every mention", async () => {
    // Nothing positive to go by: a match needs one of the words; the title's holders are the answer.
    expect((await search("stoneturners")).total).toBe(7);
    // With a name beside it, no condition: everyone mentioning "Ottoline" or "stoneturners" (9).
    expect((await search("Ottoline stoneturners")).total).toBe(9);
    expect((await search("Ottoline stoneturners outside Germany")).total).toBe(6);
  });

  test("the answer says what the total counted; past the cap it is a lower bound like any other", async () => {
    const { session, params } = await store.service.start(1, {
      query: "stoneturners in Lyon",
      companies: [],
      schools: [],
      advancedFiltering: false,
    });
    expect(params.notes.some((n) => n.startsWith('"stoneturners" is a current title'))).toBe(true);
    expect(session.total).toBe(4);
    const capped = new SearchService(store.storage, () => NOW, { associations: false, totalCap: 2 });
    const { session: over, params: overParams } = await capped.start(1, {
      query: "stoneturners in Lyon",
      companies: [],
      schools: [],
      advancedFiltering: false,
    });
    // Every match in hand (4 candidates): the total is what is served, exact, whatever the cap.
    expect({ total: over.total, gte: overParams.total_relation }).toEqual({ total: 4, gte: undefined });
    expect((await capped.page(over, overParams, 0, 100)).length).toBe(4);
    // Two candidates read and more than the cap (2) matching: "at least 2", as for any plan.
    const plan = await capped.plan({ query: "stoneturners in Lyon", companies: [], schools: [] });
    const bounded = await capped.retrieve(plan, 2, false);
    expect({ total: bounded.total, exact: bounded.totalExact }).toEqual({ total: 2, exact: false });
  });

  test("the title is a condition of the plan: explain shows it, and the count is the plan's", async () => {
    const { plan, answered } = await store.service.explain({
      query: "stoneturners in Lyon",
      companies: [],
      schools: [],
    });
    expect(JSON.stringify(plan.where)).not.toContain("ttx0");
    expect(JSON.stringify(answered.where)).toContain("ttx0stoneturner");
    expect(answered.notes.some((n) => n.startsWith('"stoneturners" is a current title'))).toBe(true);
    // Two candidates read, the total still counts every holder, as any plan's count does.
    const bounded = await store.service.retrieve(plan, 2, false);
    expect({ ids: bounded.ids.length, total: bounded.total, exact: bounded.totalExact }).toEqual({
      ids: 2,
      total: 4,
      exact: true,
    });
    // A word only preferred is no condition: explain's answered plan is the place alone.
    const preferred = await store.service.explain({
      query: "people in Lyon, ideally stoneturners",
      companies: [],
      schools: [],
    });
    expect(JSON.stringify(preferred.answered.where)).not.toContain("Current title");
  });
});
