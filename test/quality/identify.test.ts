/**
 * The identify evaluation (./identify/) is sound without the matcher: every variant class is
 * produced and says what its class says, every truth holds (checked by brute force over all stored
 * people, not through the index that chose it), absent rows fit nobody, same-name people exist,
 * the corpus imports cleanly, the same seed gives the same rows, and the metrics and the HTTP
 * client give known values on hand-made inputs and hand-made answers. No floor on a matcher here.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteStorage } from "../../src/db/sqlite/storage.ts";
import { startTestServer } from "../helpers/server.ts";
import { type Answer, EndpointMissing, identify, readAnswer, urlKey } from "./identify/client.ts";
import { importCorpus, outcomeOf, sendRows } from "./identify/evaluate.ts";
import { atThreshold, calibration, type Outcome, summarise, top1Accuracy } from "./identify/metrics.ts";
import { fold, strip, transliterate } from "./identify/names.ts";
import { type Corpus, employerOf, generateCorpus, type IdPerson } from "./identify/people.ts";
import { PHONE_FORMATS, writePhone } from "./identify/phones.ts";
import { ALL_CITIES } from "./identify/places.ts";
import { deriveRows, type Row, type RowSet } from "./identify/rows.ts";
import { fullNameKey } from "./identify/truth.ts";
import { CLASSES } from "./identify/write.ts";

const PEOPLE = 2500;
let corpus: Corpus;
let set: RowSet;
let byUrl: Map<string, IdPerson>;
const of = (cls: string) => set.rows.filter((r) => r.class === cls);
const person = (r: Row) => byUrl.get(r.truth ?? "") as IdPerson;
const writtenGiven = (r: Row) => r.fields.first_name ?? r.fields.name?.split(" ")[0] ?? "";

beforeAll(() => {
  corpus = generateCorpus(PEOPLE, 11);
  set = deriveRows(corpus);
  byUrl = new Map(corpus.people.map((p) => [p.url, p]));
}, 30_000);

describe("identify corpus and rows", () => {
  test("every class is produced to its quota; about a fifth of the rows are about absent people", () => {
    const counts = Object.fromEntries(CLASSES.map((c) => [c, of(c).length]));
    expect(counts).toEqual(set.quota);
    expect(of("absent").length / set.rows.length).toBeCloseTo(0.2, 2);
    expect(new Set(set.rows.map((r) => r.id)).size).toBe(set.rows.length);
  });

  test("truths: present rows point at stored people, absent rows at nobody; held-out people are not stored", () => {
    for (const r of set.rows) expect(r.truth === null ? r.class === "absent" : byUrl.has(r.truth)).toBe(true);
    const storedUrls = new Set(corpus.people.map((p) => p.url));
    expect(corpus.heldOut.filter((h) => storedUrls.has(h.url) || h.stored)).toEqual([]);
  });

  test("each row fits its person and nobody else (absent: nobody), by brute force over every stored person", () => {
    const wrong: string[] = [];
    for (const r of set.rows) {
      const claims = set.claims.get(r.id);
      if (!claims) throw new Error(`row ${r.id} has no claims`);
      const fit = corpus.people.filter((p) => set.index.fits(claims, p)).map((p) => p.url);
      const expected = r.truth === null ? [] : [r.truth];
      if (JSON.stringify(fit) !== JSON.stringify(expected))
        wrong.push(`${r.id} ${r.class}: ${fit.length} fit`);
    }
    expect(wrong).toEqual([]);
  });

  test("absent rows: nobody stored holds their email or phone, and they share a name or an employer", () => {
    const emails = new Set(corpus.people.flatMap((p) => [p.workEmail, p.personalEmail]).filter(Boolean));
    const names = new Set(corpus.people.map((p) => String(p.record.name)));
    const employers = new Set(corpus.people.map((p) => employerOf(p.employer).name));
    for (const r of of("absent")) {
      expect(emails.has(r.fields.email ?? "")).toBe(false);
      expect(r.fields.phone).toBeUndefined();
      const [relation, form] = r.detail.split("/");
      if (relation === "same_name" && form !== "short_form+company")
        expect(names.has(r.fields.name ?? `${r.fields.first_name} ${r.fields.last_name}`)).toBe(true);
      else if (relation !== "same_name") expect(employers.has(r.fields.company ?? "")).toBe(true);
    }
  });

  test("same-name people exist, and a same_name row gives the one company or city that tells them apart", () => {
    const groups = [...set.index.byFullName.values()].filter((g) => g.length > 1);
    expect(groups.length).toBeGreaterThan(100);
    for (const r of of("same_name")) {
      const p = person(r);
      const others = (set.index.byFullName.get(fullNameKey(p)) ?? []).filter((o) => o !== p);
      expect(others.length).toBeGreaterThan(0);
      if (r.detail === "by_company") {
        expect(r.fields.company).toBe(employerOf(p.employer).name);
        expect(others.filter((o) => o.employer === p.employer || o.past.includes(p.employer))).toEqual([]);
      } else expect(others.filter((o) => o.city === p.city || o.city === null)).toEqual([]);
    }
  });

  test("rows say what their class says", () => {
    for (const r of of("nickname")) {
      const n = person(r).name;
      const forms = [...n.given.spellings, ...n.given.nicknames];
      expect(forms).toContain(writtenGiven(r));
      expect(writtenGiven(r)).not.toBe(n.givenShown);
    }
    for (const r of of("transliteration")) {
      const n = person(r).name;
      const native = `${n.givenShown} ${n.surnames.join(" ")}`;
      const written = r.fields.name ?? `${r.fields.first_name} ${r.fields.last_name}`;
      expect(written).not.toBe(String(person(r).record.name));
      if (r.detail === "stripped") expect(written).toBe(strip(native));
      if (r.detail === "transliterated") expect(written).toBe(transliterate(native));
      if (r.detail === "restored") expect(written).toBe(native);
    }
    for (const r of of("swapped")) {
      const surname = String(person(r).record.name).split(" ").at(-1) ?? "";
      const first = r.fields.first_name ?? r.fields.name ?? "";
      expect(fold(first).startsWith(fold(surname)) || fold(first).includes(fold(surname))).toBe(true);
    }
    for (const r of of("legal_suffix"))
      expect(r.fields.company).not.toBe(employerOf(person(r).employer).name);
    for (const r of of("stale_employer")) {
      const p = person(r);
      expect(p.past.map((e) => employerOf(e).name)).toContain(r.fields.company ?? "");
      expect(r.fields.company).not.toBe(employerOf(p.employer).name);
    }
    for (const r of of("metro")) {
      const spellings = ALL_CITIES[person(r).city ?? ""]?.[1] ?? [];
      expect(spellings.map(fold)).not.toContain(fold(r.fields.location ?? ""));
    }
    for (const r of of("work_email")) expect(r.fields.email?.toLowerCase()).toBe(person(r).workEmail ?? "");
    const stored = new Set(corpus.people.flatMap((p) => [p.workEmail, p.personalEmail]));
    for (const r of of("personal_email")) expect(stored.has(r.fields.email ?? "")).toBe(false);
    for (const r of of("phone")) {
      const p = person(r);
      const ways = PHONE_FORMATS.map((f) => (p.phone ? writePhone(p.phone, f) : null));
      expect(ways).toContain(r.fields.phone ?? "");
      expect(r.fields.phone).not.toBe(p.phoneFormat && p.phone ? writePhone(p.phone, p.phoneFormat) : "");
    }
    for (const r of of("profile_url")) {
      expect(r.fields.profile_url).not.toBe(r.truth ?? "");
      expect(urlKey(r.fields.profile_url ?? "")).toBe(urlKey(r.truth ?? ""));
    }
    for (const r of of("sparse_company")) expect(Object.keys(r.fields).sort()).not.toContain("location");
    for (const r of of("sparse_city")) expect(Object.keys(r.fields).sort()).not.toContain("company");
  });

  test("the nickname and transliteration classes cover English and other languages, both directions", () => {
    const details = (cls: string) => new Set(of(cls).map((r) => r.detail));
    expect([...details("nickname")].some((d) => d.startsWith("english:"))).toBe(true);
    expect([...details("nickname")].some((d) => d.startsWith("other_language:"))).toBe(true);
    expect([...details("nickname")].some((d) => d.endsWith("formal_for_short_form"))).toBe(true);
    for (const d of ["stripped", "romanisation", "restored"]) expect(details("transliteration")).toContain(d);
    for (const d of ["added", "domain"]) expect(details("legal_suffix")).toContain(d);
    for (const d of ["suburb", "metro_area", "country_only"]) expect(details("metro")).toContain(d);
  });

  test("the same seed gives the same corpus and rows; another seed other rows", () => {
    const a = deriveRows(generateCorpus(800, 5)).rows;
    const b = deriveRows(generateCorpus(800, 5)).rows;
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.stringify(deriveRows(generateCorpus(800, 6)).rows)).not.toBe(JSON.stringify(a));
  }, 30_000);

  test("the corpus imports through the ordinary path without a skipped line, every truth stored", async () => {
    const small = generateCorpus(600, 3);
    const dir = mkdtempSync(join(tmpdir(), "identify-test-"));
    const storage = openSqliteStorage(join(dir, "t.db"));
    try {
      await importCorpus(storage, small);
      const urls = (await storage.people.scan(0, 10_000)).map((p) => urlKey(p.pnet_url));
      expect(urls.sort()).toEqual(small.people.map((p) => urlKey(p.url)).sort());
    } finally {
      storage.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

const o = (present: boolean, top: number | null, correct: boolean): Outcome => ({
  cls: "x",
  detail: "",
  present,
  top,
  correct,
  refused: false,
  failed: false,
  wrongAbove: 0,
});

describe("identify metrics on hand-made outcomes", () => {
  test("a perfect oracle: accuracy, precision, recall 1, no false matches, ECE 0", () => {
    const perfect = [o(true, 1, true), o(true, 1, true), o(false, null, false)];
    const s = summarise(perfect);
    expect([s.top1, s.at.precision, s.at.recall, s.at.falseMatchRate, s.ece]).toEqual([1, 1, 1, 0, 0]);
  });

  test("confidence equal to accuracy gives ECE 0; overconfidence gives the gap", () => {
    const honest = [...Array(7)]
      .map(() => o(true, 0.75, true))
      .concat([...Array(3)].map(() => o(true, 0.75, false)));
    expect(calibration(honest).ece).toBeCloseTo(0.05, 10); // bin [0.7, 0.8): accuracy 0.7, confidence 0.75
    const exact = [...Array(7)]
      .map(() => o(true, 0.7, true))
      .concat([...Array(3)].map(() => o(true, 0.7, false)));
    expect(calibration(exact).ece).toBeCloseTo(0, 10);
    const over = [o(true, 0.95, true), o(true, 0.95, false)];
    expect(calibration(over).ece).toBeCloseTo(0.45, 10);
    const bins = calibration(over).bins;
    expect(bins.length).toBe(10);
    expect(bins[9]).toEqual({ lo: 0.9, hi: 1, n: 2, meanScore: 0.95, accuracy: 0.5 });
    expect(calibration([o(true, 1, true)]).bins[9]?.n).toBe(1); // 1.0 is in the last bin
  });

  test("threshold figures: wrong people and absent people above 0.8 count against precision", () => {
    const xs = [
      o(true, 0.9, true),
      o(true, 0.85, false), // wrong person above the threshold
      o(true, 0.5, true), // right but below: not recalled
      o(false, 0.95, false), // an absent person matched
      o(false, 0.3, false),
      o(false, null, false),
    ];
    const t = atThreshold(xs);
    expect(t).toEqual({
      matched: 3,
      right: 1,
      precision: 1 / 3,
      recall: 1 / 3,
      absent: 3,
      falseMatches: 1,
      falseMatchRate: 1 / 3,
    });
    expect(top1Accuracy(xs)).toBeCloseTo(2 / 3, 10);
    // ECE: bins 0 (two at 0, none right), 3, 5, 8 (0.85, wrong), 9 (0.9 right, 0.95 wrong)
    const e = (2 / 6) * 0 + (1 / 6) * 0.3 + (1 / 6) * 0.5 + (1 / 6) * 0.85 + (2 / 6) * Math.abs(0.5 - 0.925);
    expect(calibration(xs).ece).toBeCloseTo(e, 10);
  });
});

describe("identify client on hand-made answers", () => {
  test("profile URLs compare without scheme, host, query, trailing slash, case or percent-encoding", () => {
    const k = urlKey("https://www.pnet.com/in/jürgen-müller-1a");
    for (const u of [
      "HTTP://DE.PNET.COM/IN/J%C3%BCRGEN-M%C3%BCLLER-1A/",
      "pnet.com/in/jürgen-müller-1a?trk=x",
    ])
      expect(urlKey(u)).toBe(k);
    expect(urlKey("https://www.pnet.com/in/jane-doe")).not.toBe(urlKey("https://www.pnet.com/in/jane-doe-2"));
  });

  test("answers in the modern and legacy formats are read; broken ones are reported", () => {
    const modern = {
      matches: [{ score: 0.9, person: { pnet_url: "https://www.pnet.com/in/a" }, explanation: [] }],
    };
    const legacy = {
      matches: [
        { score: 0.4, person: { profile: { pnet_url: "https://www.pnet.com/in/b" } }, explanation: {} },
      ],
    };
    expect(readAnswer(modern)).toEqual({ matches: [{ score: 0.9, url: "/in/a" }], violations: [] });
    expect(readAnswer(legacy)).toEqual({ matches: [{ score: 0.4, url: "/in/b" }], violations: [] });
    const broken = readAnswer({
      matches: [
        { score: 0.3, person: {}, explanation: [] },
        { score: 0.6, person: { pnet_url: "x" } },
        { score: 1.5, person: { pnet_url: "y" }, explanation: [] },
      ],
    });
    expect(broken.violations.length).toBe(4);
    expect(readAnswer({}).violations).toEqual(["no `matches` array"]);
  });
});

describe("identify client over HTTP", () => {
  let oracle: ReturnType<typeof Bun.serve>;
  const rows: Row[] = [];
  beforeAll(() => {
    rows.push(...set.rows.slice(0, 120));
    const truth = new Map(rows.map((r) => [JSON.stringify(r.fields), r]));
    // Stands in for a matcher that does not exist yet: answers from the rows' truths, so the
    // harness's sending, reading and scoring can be checked end to end against known figures.
    oracle = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      async fetch(req) {
        const body = (await req.json()) as Record<string, unknown>;
        const { min_score, limit, ...fields } = body;
        if (min_score !== 0 || limit !== 5) return Response.json({ detail: "bad" }, { status: 400 });
        const row = truth.get(JSON.stringify(fields));
        if (!row) return Response.json({ detail: "unknown row" }, { status: 400 });
        // The base URL's first segment picks the oracle: /perfect/api/identify, /timid/api/identify.
        const perfect = new URL(req.url).pathname === "/perfect/api/identify";
        const nobody = {
          score: 0.9,
          person: { pnet_url: "https://www.pnet.com/in/nobody" },
          explanation: [],
        };
        if (row.truth === null) return Response.json({ matches: perfect ? [] : [nobody] });
        const person = row.id % 2 ? { pnet_url: row.truth } : { profile: { pnet_url: row.truth } };
        return Response.json({ matches: [{ score: perfect ? 1 : 0.5, person, explanation: [] }] });
      },
    });
  });
  afterAll(() => oracle.stop(true));

  const run = async (mode: string) => {
    const answers = await sendRows(`http://127.0.0.1:${oracle.port}/${mode}`, "k", rows, 4);
    return summarise(rows.map((r, i) => outcomeOf(r, answers[i] as Answer)));
  };

  test("a perfect oracle scores 1 everywhere and ECE 0; a timid one scores its known figures", async () => {
    const perfect = await run("perfect");
    expect([
      perfect.top1,
      perfect.at.precision,
      perfect.at.recall,
      perfect.at.falseMatchRate,
      perfect.ece,
    ]).toEqual([1, 1, 1, 0, 0]);
    const timid = await run("timid"); // right person at 0.5, absent people matched at 0.9
    const absentShare = timid.absent / timid.rows;
    expect(timid.top1).toBe(1);
    expect([timid.at.precision, timid.at.recall, timid.at.falseMatchRate]).toEqual([0, 0, 1]);
    expect(timid.ece).toBeCloseTo((1 - absentShare) * 0.5 + absentShare * 0.9, 10);
  });

  test("answers come back in row order with requests in flight; a refusal is an answer with no match", async () => {
    const answers = await sendRows(`http://127.0.0.1:${oracle.port}/perfect`, "k", rows, 4);
    expect(answers.map((a) => a.matches[0]?.url ?? null)).toEqual(
      rows.map((r) => (r.truth ? urlKey(r.truth) : null)),
    );
    const refused = await identify(`http://127.0.0.1:${oracle.port}/perfect`, "k", { name: "Not A Row" });
    expect([refused.status, refused.matches, refused.detail]).toEqual([400, [], "unknown row"]);
    expect(outcomeOf(rows[0] as Row, refused)).toMatchObject({ top: null, correct: false, refused: true });
  });

  test("a server without the endpoint stops the run with a clear message (real server)", async () => {
    const server = await startTestServer();
    try {
      const missing = identify(server.url, "lk_x", { name: "A B" }, "/api/no-such-endpoint-for-this-test");
      await expect(missing).rejects.toBeInstanceOf(EndpointMissing);
      await expect(missing).rejects.toThrow(/answered 404.*issue 47/);
    } finally {
      await server.stop();
    }
  });
});
