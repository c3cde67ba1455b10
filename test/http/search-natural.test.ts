/**
 * Queries as people type them (issue 28), one failure class at a time, over real HTTP on both
 * engines, source and binary: words the parser cannot place never exclude anyone; negations,
 * comparatives and ranges, or-lists and "both" are operators; region words and colloquial nouns;
 * typos; family recall; relaxation when nothing matches. Truth comes from the stored records
 * (../quality/truth.ts), never from the parser.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import type { Person } from "../../src/domain/model.ts";
import { auth, makeKey } from "../helpers/keys.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import * as T from "../quality/truth.ts";

let server: TestServer;
let key: string;
let everyone: Person[];
let byId: Map<number, Person>;

beforeAll(async () => {
  server = await startTestServer({
    prepare: (s) =>
      seedDemoData(s, { people: 3000, seed: 7, reference: new Date(Date.UTC(2026, 0, 1)) }).then(() => {}),
  });
  key = await makeKey(server.storage, "tier3", { credits: 1_000_000 });
  everyone = await server.storage.people.scan(0, 5000);
  byId = new Map(everyone.map((p) => [p.id, p]));
}, 60_000);
afterAll(() => server.stop());

interface Explained {
  plan: string;
  criteria: { kind: string; label: string }[];
  excluded: { kind: string; label: string }[];
  not_understood: string[];
  relaxed: string[];
  notes: string[];
}

async function search(query: string, limit = 100) {
  const res = await server.fetch(
    `/api/search?legacy=false&limit=${limit}&query=${encodeURIComponent(query)}`,
    auth(key),
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { results: { id: number }[]; total: number };
  const notes = JSON.parse(res.headers.get("x-search-notes") ?? "null") as string[];
  return { body, notes, found: body.results.map((r) => byId.get(r.id) as Person) };
}

async function explain(query: string): Promise<Explained> {
  const res = await server.fetch(`/api/search/explain?query=${encodeURIComponent(query)}`, auth(key));
  expect(res.status).toBe(200);
  return (await res.json()) as Explained;
}

/** The most common value among people, best first. */
function ranked<T>(values: (T | null | undefined)[]): T[] {
  const counts = new Map<T, number>();
  for (const v of values) if (v !== null && v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([v]) => v);
}

const engineer = (p: Person) => T.department(p) === "Engineering";
const pastIndustries = (p: Person) =>
  new Set(p.experience.filter((e) => e.active_experience !== 1).map((e) => e.company_industry));
const everAt = (p: Person, company: string) => p.experience.some((e) => e.company_name === company);
const known = (p: Person) => p.total_experience_duration_months !== null;

describe("1. words the parser cannot place rank; they never exclude anyone", () => {
  test("'software engineers in <city> who love shipping': every software engineer there, the words listed as not understood", async () => {
    const city = ranked(everyone.filter((p) => T.familyOf(p) === "Software Engineering").map(T.city))[0];
    const query = `software engineers in ${city} who love shipping`;
    const truth = everyone.filter((p) => T.familyOf(p) === "Software Engineering" && T.city(p) === city);
    const { body, notes, found } = await search(query);
    expect(body.total).toBe(truth.length);
    expect(found.length).toBe(Math.min(truth.length, 100));
    expect(notes.join(" ")).toContain('not understood: "love", "shipping"');
    expect((await explain(query)).not_understood).toEqual(["love", "shipping"]);
  });
});

describe("2. negations exclude what they name", () => {
  test("'engineers outside <country>': no one in that country, everyone else", async () => {
    const iso2 = ranked(everyone.filter(engineer).map(T.country))[0] as string;
    const name = { US: "the US", GB: "the UK" }[iso2] ?? (await countryName(iso2));
    const { body, found } = await search(`engineers outside ${name}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((p) => T.country(p) === iso2)).toEqual([]);
    expect(body.total).toBe(everyone.filter((p) => engineer(p) && T.country(p) !== iso2).length);
    const e = await explain(`engineers outside ${name}`);
    expect(e.excluded.map((c) => c.kind)).toEqual(["location"]);
    expect(e.plan).toContain("NOT Located in");
  });

  test("'engineers not at <company>' and 'designers, not junior'", async () => {
    const company = ranked(everyone.filter(engineer).map(T.currentCompany))[0] as string;
    const bare = company.replace(/ (Inc\.|LLC|Corp\.|Ltd\.?|GmbH|AG|PLC|S\.A\.|SAS|B\.V\.|AB|Oy)$/, "");
    const notAt = await search(`engineers not at ${bare}`);
    expect(notAt.found.length).toBeGreaterThan(0);
    expect(notAt.found.filter((p) => T.currentCompany(p) === company)).toEqual([]);
    expect(notAt.body.total).toBe(
      everyone.filter((p) => engineer(p) && T.currentCompany(p) !== company).length,
    );
    const notJunior = await search("designers, not junior");
    expect(notJunior.found.length).toBeGreaterThan(0);
    expect(
      notJunior.found.filter((p) => /^(Junior|Associate) /.test(T.current(p)?.position_title ?? "")),
    ).toEqual([]);
  });
});

describe("3. comparatives and ranges keep their direction and both bounds", () => {
  test("'engineers with under 3 years of experience', '5 to 8 years', '3-5 yrs'", async () => {
    for (const [query, lo, hi] of [
      ["engineers with under 3 years of experience", 0, 2],
      ["engineers with 5 to 8 years of experience", 5, 8],
      ["engineers with 3-5 yrs experience", 3, 5],
    ] as const) {
      const truth = everyone.filter((p) => engineer(p) && known(p) && T.years(p) >= lo && T.years(p) <= hi);
      const { body, found } = await search(query);
      expect({ query, total: body.total }).toEqual({ query, total: truth.length });
      expect(found.length).toBeGreaterThan(0);
      expect(found.filter((p) => T.years(p) < lo || T.years(p) > hi).map((p) => T.years(p))).toEqual([]);
    }
  });
});

describe("4. or and and in every position; past employers by industry", () => {
  test("'recruiters at <A> or <B>': either employer", async () => {
    const [a, b] = ranked(everyone.filter((p) => T.familyOf(p) === "Recruiting").map(T.currentCompany)) as [
      string,
      string,
    ];
    const truth = everyone.filter(
      (p) => T.familyOf(p) === "Recruiting" && [a, b].includes(T.currentCompany(p) ?? ""),
    );
    const { body, found } = await search(`recruiters at ${a} or ${b}`);
    expect(body.total).toBe(truth.length);
    expect(new Set(found.map(T.currentCompany))).toEqual(new Set([a, b]));
  });

  test("'people who have worked at both <A> and <B>': each of them, now or before", async () => {
    const companies = ranked(everyone.flatMap((p) => p.experience.map((e) => e.company_name)));
    let pair: [string, string] = [companies[0] as string, companies[1] as string];
    let best = -1;
    for (const a of companies.slice(0, 8))
      for (const b of companies.slice(0, 8)) {
        if (a >= b) continue;
        const n = everyone.filter((p) => everAt(p, a) && everAt(p, b)).length;
        if (n > best) [best, pair] = [n, [a, b]];
      }
    expect(best).toBeGreaterThan(0);
    const { body, found } = await search(`people who have worked at both ${pair[0]} and ${pair[1]}`);
    expect(body.total).toBe(best);
    expect(found.every((p) => everAt(p, pair[0]) && everAt(p, pair[1]))).toBe(true);
  });

  test("'engineers previously at a fintech' is a past employer's industry, not the current one's", async () => {
    const truth = everyone.filter((p) => engineer(p) && pastIndustries(p).has("Financial Services"));
    const { body, found } = await search("engineers previously at a fintech");
    expect(truth.length).toBeGreaterThan(0);
    expect(body.total).toBe(truth.length);
    expect(found.every((p) => pastIndustries(p).has("Financial Services"))).toBe(true);
  });
});

describe("5. region words and colloquial nouns", () => {
  test("'engineers in Iberia' and 'salespeople in CEE' are their countries", async () => {
    for (const [query, countries, who] of [
      ["engineers in Iberia", ["ES", "PT"], engineer],
      ["salespeople in CEE", ["PL", "CZ"], (p: Person) => T.department(p) === "Sales"],
    ] as const) {
      const truth = everyone.filter(
        (p) => who(p) && (countries as readonly string[]).includes(T.country(p) ?? ""),
      );
      expect(truth.length).toBeGreaterThan(0);
      const { body, found } = await search(query);
      expect({ query, total: body.total }).toEqual({ query, total: truth.length });
      expect(found.every((p) => (countries as readonly string[]).includes(T.country(p) ?? ""))).toBe(true);
    }
  });

  test("a country the gazetteer holds no city of still filters, in a list and in a JSON filter", async () => {
    for (const [query, countries] of [
      ["people in Kenya or Bangladesh", ["KE", "BD"]],
      ['{"countries": ["GB","BD"]}', ["GB", "BD"]],
    ] as const) {
      const e = await explain(query);
      expect({ query, plan: e.plan, not_understood: e.not_understood }).toEqual({
        query,
        plan: expect.stringContaining("Located in Bangladesh"),
        not_understood: [],
      });
      const truth = everyone.filter((p) => (countries as readonly string[]).includes(T.country(p) ?? ""));
      expect({ query, total: (await search(query)).body.total }).toEqual({ query, total: truth.length });
    }
  });

  test("'<school> graduates' studied there (not entry level); 'execs'; 'people leading engineering teams'", async () => {
    const school = ranked(everyone.flatMap((p) => [...T.schools(p)]))[0] as string;
    const grads = await search(`${school} graduates`);
    expect(grads.body.total).toBe(everyone.filter((p) => T.schools(p).has(school)).length);
    const execs = await search("execs");
    expect(execs.found.length).toBeGreaterThan(0);
    expect(execs.found.every((p) => ["VP", "C-Level"].includes(T.level(p) ?? ""))).toBe(true);
    const leading = await search("people leading engineering teams");
    expect(leading.found.length).toBeGreaterThan(0);
    expect(leading.found.every((p) => engineer(p) && T.isLeader(p))).toBe(true);
  });
});

describe("6. typos are read as the words they miss, and said so", () => {
  test("'Pyhton devlopers' and 'recruter in Madird'", async () => {
    const python = await search("Pyhton devlopers");
    expect(python.found.length).toBeGreaterThan(0);
    expect(python.notes).toContain('read "pyhton" as "python"');
    expect(python.body.total).toBe(
      everyone.filter((p) => T.familyOf(p) === "Software Engineering" && T.skills(p).has("python")).length,
    );
    const e = await explain("recruter in Madird");
    expect(e.notes).toContain('read "madird" as "madrid"');
    expect(e.criteria.map((c) => c.kind).sort()).toEqual(["location", "role"]);
  });
});

describe("7. family recall", () => {
  test("'data scientists' holds the Applied and Research Scientists, the exact title first", async () => {
    const truth = everyone.filter(T.inDataScience);
    const { body, found } = await search("data scientists");
    expect(truth.some((p) => T.familyOf(p) !== "Data Science")).toBe(true);
    expect(body.total).toBe(truth.length);
    expect(T.baseTitleOf(found[0] as Person)).toBe("Data Scientist");
  });
});

describe("relaxation", () => {
  test("a plan no one matches is relaxed by its least certain criterion, and says so", async () => {
    // A skill no one in the place has: the skill goes, its word ranks.
    const city = ranked(everyone.filter(engineer).map(T.city))[0] as string;
    const skill = ranked(everyone.flatMap((p) => [...T.skills(p)])).find(
      (s) =>
        !everyone.some((p) => engineer(p) && T.city(p) === city && T.skills(p).has(s)) && /^[a-z]+$/.test(s),
    ) as string;
    const query = `engineers in ${city} who know ${skill}`;
    const { body, notes, found } = await search(query);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => engineer(p) && T.city(p) === city)).toBe(true);
    expect(body.total).toBe(everyone.filter((p) => engineer(p) && T.city(p) === city).length);
    expect(notes.join(" ")).toContain("relaxed");
    expect((await explain(query)).relaxed).toEqual([expect.stringContaining("Skilled in")]);
  });
});

async function countryName(iso2: string): Promise<string> {
  const { COUNTRY_BY_ISO2 } = await import("../../src/domain/vocab/index.ts");
  return COUNTRY_BY_ISO2.get(iso2)?.name ?? iso2;
}
