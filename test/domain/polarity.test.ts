/**
 * Never the opposite (issue 45): every cue of exclusion, departure and employment state, crossed
 * with every criterion kind, several values and several word orders, and no plan may apply
 * positively what the query excluded. A criterion dropped (with a note) is allowed; applied the
 * wrong way round is not. The values are this test's own, not any evaluation set's.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Brightwave Analytics Inc." },
  { id: 2, name: "Acme GmbH" },
  { id: 3, name: "Northwind Logistics Ltd" },
  { id: 4, name: "Globex Corporation" },
  { id: 5, name: "Initech" },
]);
const now = new Date(Date.UTC(2026, 5, 15));
const { parsed: parse } = queryReaders(companies, now);

/** What a value is, with the words that put it in a sentence: "at Acme", "in Berlin", "from MIT". */
interface Value {
  kind: string;
  said: string;
  /** How the bare value reads positively: its tokens are what an exclusion must not require. */
  positive: string;
}
const VALUES: Value[] = [
  ...["Acme", "Brightwave Analytics", "Globex", "Initech"].map((c) => ({
    kind: "company",
    said: `at ${c}`,
    positive: `at ${c}`,
  })),
  ...["Berlin", "the UK", "Canada", "Sao Paulo", "Texas"].map((p) => ({
    kind: "place",
    said: `in ${p}`,
    positive: `in ${p}`,
  })),
  ...["junior", "senior", "director", "VP", "intern"].map((l) => ({ kind: "level", said: l, positive: l })),
  ...["Stanford", "MIT", "Oxford"].map((s) => ({
    kind: "school",
    said: `from ${s}`,
    positive: `studied at ${s}`,
  })),
  ...["fintech", "gaming", "banking", "healthcare"].map((i) => ({
    kind: "industry",
    said: `in ${i}`,
    positive: `at a ${i} company`,
  })),
  ...["designers", "accountants", "data scientists", "recruiters"].map((r) => ({
    kind: "family",
    said: r,
    positive: r,
  })),
];

/** Ways English says "not this": `{v}` is the value as said, `{h}` the people asked for. */
const EXCLUSIONS = [
  "{h} not {v}",
  "{h}, but not {v}",
  "{h} excluding {v}",
  "{h} except {v}",
  "{h}, but nobody {v}",
  "{h}, just not anyone {v}",
  "{h} other than {v}",
  "{h}, apart from those {v}",
  "{h} who aren't {v}",
  "{h} who are not {v}",
  "{h} that aren't {v}",
  "anyone but {v}: {h}",
  "not {v}: {h}",
  "everyone except {v}",
  "{h}, no one {v} please",
  "{h} with the exception of {v}",
];
const HEADS = ["engineers", "people", "product managers", "sales reps in Europe"];

/** Ways English says someone has left an employer or an industry. */
const DEPARTURES = [
  "{h} who left {c}",
  "{h} who have left {c}",
  "{h} who quit {c}",
  "ex-{c} {h}",
  "former {c} {h}",
  "{h} no longer at {c}",
  "{h} formerly at {c}",
  "{h} who used to work at {c}",
  "{h} who moved on from {c}",
  "{h} who have since moved on from {c}",
  "{h} not at {c} anymore",
  "{h} who came out of {c}",
  "{h} who left {c} in the last year",
  "{c} alumni",
  // Present tense, no auxiliary, the adverb anywhere: as non-native English says it.
  "{h} who leave {c} last year",
  "{h} leaving {c}",
  "{h} who leaves {c}",
  "{h} who worked before at {c}",
  "{h} who was at {c} before",
  "{h} worked at {c} previously",
  "{h} who previously worked at {c}",
  "{h} used to work {c}",
  "{h} who were with {c}",
];
const EMPLOYERS = ["Acme", "Brightwave Analytics", "Globex", "Initech", "a bank", "a fintech", "gaming"];

/** Ways English says someone is not working now. */
const NOT_WORKING = [
  "{h} between jobs",
  "{h} who are between jobs right now",
  "{h} who aren't working",
  "{h} who aren't working at the moment",
  "{h} not currently working",
  "{h} out of work",
  "{h} who are out of work for more than six months",
  "unemployed {h}",
  "{h} currently looking for work",
  "{h} looking for a new job",
  "{h} open to work",
  "{h} who are no longer working",
  // Said as typed, and the events that end a job.
  "{h} open for work",
  "{h} open for new opportunities",
  "{h} looking for job",
  "{h} who lost their job",
  "{h} lost job recently",
  "{h} laid off",
  "{h} who got laid off last year",
  "{h} let go in the last 3 months",
];

const tokensOf = (q: string) => new Set(parse(q).criteria.flatMap((c) => c.tokens));
/** The positive leaves of a plan holding any of these tokens. */
const positiveWith = (q: string, tokens: ReadonlySet<string>) =>
  leavesOf(parse(q).where).filter((l) => !l.negated && l.criterion.tokens.some((t) => tokens.has(t)));
/** A current employer's tokens (by id and name) and a current industry's. */
const CURRENT = /^(cc0|ccn0|ind0)/;

describe("polarity: exclusions never apply positively", () => {
  const cases = EXCLUSIONS.flatMap((form) =>
    VALUES.flatMap((v) =>
      HEADS.filter((h) => !(v.kind === "family" && h === "people")).map((h) => ({
        query: form.replace("{h}", h).replace("{v}", v.said),
        v,
      })),
    ),
  );
  test(`${cases.length} generated exclusions: zero inverted plans`, () => {
    const inverted = cases
      .filter(({ query, v }) => {
        const excluded = tokensOf(v.positive);
        if (!excluded.size)
          throw new Error(`"${v.positive}" reads as nothing: the test needs values the parser knows`);
        return positiveWith(query, excluded).length > 0;
      })
      .map((c) => c.query);
    expect(inverted).toEqual([]);
  });
});

describe("polarity: departures are past, never current", () => {
  const cases = DEPARTURES.flatMap((form) =>
    EMPLOYERS.flatMap((c) =>
      HEADS.map((h) =>
        form.replace("{h}", h).replace("{c}", form.startsWith("{c}") ? c.replace(/^an? /, "") : c),
      ),
    ),
  );
  test(`${cases.length} generated departures: no current employer or industry required`, () => {
    const inverted = cases.filter((q) =>
      leavesOf(parse(q).where).some((l) => !l.negated && l.criterion.tokens.some((t) => CURRENT.test(t))),
    );
    expect(inverted).toEqual([]);
  });

  test("a named employer left is read as a past employer (not only dropped)", () => {
    for (const form of DEPARTURES) {
      const q = form.replace("{h}", "engineers").replace("{c}", "Globex");
      const kinds = parse(q).criteria.map((c) => c.kind);
      expect({ q, past: kinds.includes("past_company") }).toEqual({ q, past: true });
    }
  });

  test("a window dates the leaving: tokens of the months it ended", () => {
    const c = parse("engineers who left Globex in the past six months").criteria.find(
      (x) => x.kind === "past_company",
    );
    expect(c?.tokens).toContain("pce04x202603");
    expect(c?.tokens).not.toContain("pce04x202511");
    expect(c?.label).toEndWith(", left in the last 6 months");
  });

  test("a window dates the leaving of a past industry too, and says so in its label", () => {
    const c = parse("people who left a bank in the last year").criteria.find(
      (x) => x.kind === "past_industry",
    );
    expect(c?.label).toEndWith(", left in the last 12 months");
    expect(c?.tokens.length).toBe(13);
  });
});

describe("polarity: not working is an employment state, never a word", () => {
  const cases = NOT_WORKING.flatMap((form) => HEADS.map((h) => form.replace("{h}", h)));
  test(`${cases.length} generated phrasings read as not working now`, () => {
    const wrong = cases.filter((q) => {
      const leaves = leavesOf(parse(q).where);
      const notWorking = leaves.some((l) => !l.negated && l.criterion.tokens.includes("emp0no"));
      const wordNegated = leaves.some((l) => l.negated && l.criterion.kind === "text");
      return !notWorking || wordNegated;
    });
    expect(wrong).toEqual([]);
  });
});

describe("polarity: the same values read positively still apply (the test can tell)", () => {
  test.each([
    ["engineers at Globex", "cc04"],
    ["engineers in Berlin", "city0deberlin"],
    ["junior designers", "lvl0entry"],
    ["engineers at a fintech company", "ind0fintech"],
  ])("%s", (q, token) => {
    expect(positiveWith(q, new Set([token])).length).toBe(1);
  });
});

describe("time: tense, windows and informal durations", () => {
  const criterion = (q: string, kind: string) => parse(q).criteria.find((c) => c.kind === kind);
  test.each([
    ["designers with a couple of years of experience", 2, 3],
    ["a nurse with a few years under her belt", 2, 4],
    ["accountants with ten years or so", 9, 11],
    ["engineers with around 6 yrs experience", 5, 7],
    ["analysts with half a decade of experience", 4, 6],
    ["new grads in data science", undefined, 1],
    ["developers straight out of college", undefined, 1],
    ["designers with more than three years of experience", 4, undefined],
  ])("%s: years %p..%p", (q, min, max) => {
    const c = criterion(q, "years");
    expect([c?.min, c?.max]).toEqual([min, max]);
  });

  test.each([
    ["designers at Globex since 2024", "ccj0202603", "ccj0202312"],
    ["designers who just started a new job", "ccj0202605", "ccj0202511"],
    ["engineers who joined Initech in the last three months", "ccj0202604", "ccj0202602"],
    ["designers at Initech for 5+ years", "ccj0202106", "ccj0202107"],
    ["recruiters who have been at Acme for ages", "ccjy02020", "ccj0202107"],
    ["designers in their current role for 5+ years", "cst0202106", "cst0202107"],
    ["designers in the role since 2024", "cst0202603", "cst0202312"],
  ])("%s: the month they joined the company, or started the role", (q, holds, lacks) => {
    const tokens = criterion(q, "tenure")?.tokens ?? [];
    expect(tokens).toContain(holds);
    expect(tokens).not.toContain(lacks);
  });

  test("earlier roles: used to be, former, ex- before a role", () => {
    for (const q of ["a PM who used to be a developer", "former designers", "ex-accountants in sales"]) {
      const kinds = parse(q).criteria.map((c) => c.kind);
      expect({ q, kinds: kinds.includes("past_role") }).toEqual({ q, kinds: true });
    }
  });
});

describe("polarity: absence said as typed is the NOT of what is absent", () => {
  const CUES = [
    "{h} w/o {o}",
    "{h} w/out {o}",
    "{h} W/O {o}",
    "{h} without {o}",
    "{h} with no {o}",
    "{h}, no {o}",
    "{h} lacking {o}",
    "non-{o} {h}",
  ];
  const OBJECTS: [string, string][] = [
    ["phd", "deg0phd"],
    ["MBA", "deg0mba"],
    ["python", "sk0python"],
    ["kubernetes", "sk0kubernetes"],
  ];
  const cases = CUES.flatMap((form) =>
    OBJECTS.flatMap(([o, token]) =>
      ["engineers", "data scientists", "product managers in Berlin"].map((h) => ({
        q: form.replace("{h}", h).replace("{o}", o),
        token,
      })),
    ),
  );
  test(`${cases.length} generated absences: the object excluded, never required`, () => {
    const wrong = cases.filter(({ q, token }) => {
      const leaves = leavesOf(parse(q).where);
      const excluded = leaves.some((l) => l.negated && l.criterion.tokens.includes(token));
      const required = leaves.some((l) => !l.negated && l.criterion.tokens.includes(token));
      return !excluded || required;
    });
    expect(wrong.map((c) => c.q)).toEqual([]);
  });
});

describe("time: a job start said informally is the current job's start within the window", () => {
  const STARTS = [
    "{h} who just join new company {w}",
    "{h} just joined {w}",
    "{h} new job {w}",
    "{h} who started new role {w}",
    "{h} joining new employer {w}",
    "{h} who got a new job {w}",
  ];
  const WINDOWS: [string, number][] = [
    ["<6 month", 6],
    ["< 3 mo", 3],
    ["last 3 months", 3],
    ["within 2 months", 2],
    ["in the past 4 months", 4],
    ["less than 5 months", 5],
    ["", 6],
  ];
  const cases = STARTS.flatMap((form) =>
    WINDOWS.flatMap(([w, n]) =>
      ["designers", "sales reps in Europe", "engineers"].map((h) => ({
        q: form.replace("{h}", h).replace("{w}", w).trim(),
        n,
      })),
    ),
  );
  test(`${cases.length} generated starts: tenure at most the window`, () => {
    const wrong = cases.filter(({ q, n }) => {
      const leaves = leavesOf(parse(q).where);
      return !leaves.some(
        (l) => !l.negated && l.criterion.kind === "tenure" && l.criterion.value === `0..${n}`,
      );
    });
    expect(wrong.map((c) => c.q)).toEqual([]);
  });
  test("a window alone, with no start or departure, is not applied", () => {
    const p = parse("designers last 3 months");
    expect(p.criteria.map((c) => c.kind)).not.toContain("tenure");
  });
});

describe("time: a window said with a job's end dates it", () => {
  test.each([
    ["designers who lost their job recently (last 3 months)", 3],
    ["engineers laid off in the past year", 12],
    ["recruiters let go recently", 6],
  ])("%s: out of work for at most %p months", (q, n) => {
    const c = parse(q).criteria.find((x) => x.kind === "employment" && x.value === `0..${n}`);
    expect(c?.label).toBe(`Out of work for at most ${n} months`);
  });
});

describe("a department word with a people noun is the department, never a company's name", () => {
  const dataCompanies = new CompanyLexicon([
    { id: 1, name: "Data" },
    { id: 2, name: "Sales Inc" },
    { id: 3, name: "Bluefin Data" },
  ]);
  test.each([
    ["data ppl between jobs", "dept0datascience"],
    ["data people in Berlin", "dept0datascience"],
    ["sales folks open to work", "dept0sales"],
  ])("%s", (q, token) => {
    const p = parseQuery(q, { companies: dataCompanies, now });
    const leaves = leavesOf(p.where);
    expect(leaves.some((l) => !l.negated && l.criterion.tokens.includes(token))).toBe(true);
    expect(p.criteria.some((c) => /company/.test(c.kind))).toBe(false);
  });
});

describe("languages spoken: every way of saying it is a language criterion, each language asked", () => {
  const FORMS = [
    "{h} who speak {l}",
    "{h} speaks {l}",
    "{l} speaking {h}",
    "{l}-speaking {h}",
    "{l} speaker {h}",
    "{h}, {l} speakers",
    "{h} fluent in {l}",
    "{h} who speak {l} fluent",
  ];
  const LANGS: [string, string[]][] = [
    ["french", ["fr"]],
    ["japanese and english", ["ja", "en"]],
    ["German", ["de"]],
    ["spanish", ["es"]],
    ["mandarin", ["zh"]],
  ];
  const cases = FORMS.flatMap((form) =>
    LANGS.flatMap(([l, codes]) =>
      ["engineers", "sales reps in Europe", "recruiters"].map((h) => ({
        q: form.replace("{h}", h).replace("{l}", l),
        codes,
        fluent: /fluent/.test(form),
      })),
    ),
  );
  test(`${cases.length} generated phrasings: one language criterion per language`, () => {
    const wrong = cases.filter(({ q, codes, fluent }) => {
      const leaves = leavesOf(parse(q).where).filter((l) => l.criterion.kind === "language");
      const want = codes.map((c) => (fluent ? `langf0${c}` : `lang0${c}`));
      return (
        leaves.length !== codes.length ||
        !want.every((t) => leaves.some((l) => !l.negated && l.criterion.tokens.includes(t)))
      );
    });
    expect(wrong.map((c) => c.q)).toEqual([]);
  });
  test("a nationality without a cue of speaking is no language", () => {
    expect(parse("german engineers").criteria.map((c) => c.kind)).not.toContain("language");
  });
});
