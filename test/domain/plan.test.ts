/**
 * The query plan (issue 28): each parser pass alone over a scan state, the tree they assemble, the
 * expression both engines compile from it, the checker a plan written elsewhere goes through, and
 * the order relaxation drops criteria in.
 */
import { Database } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { pgCondition } from "../../src/db/postgres/search.ts";
import { ftsMatch } from "../../src/db/sqlite/search.ts";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import type { Criterion } from "../../src/domain/query/criteria.ts";
import { parseQuery } from "../../src/domain/query/parse.ts";
import { newState } from "../../src/domain/query/parse-state.ts";
import {
  compilePlan,
  describePlan,
  holds,
  leavesOf,
  type PlanNode,
  planJson,
} from "../../src/domain/query/plan.ts";
import { checkPlan, PLAN_LIMITS } from "../../src/domain/query/plan-check.ts";
import { readLeftovers } from "../../src/domain/query/read-leftovers.ts";
import { readNames } from "../../src/domain/query/read-names.ts";
import { readDisjunctions, readNegations } from "../../src/domain/query/read-operators.ts";
import { readPhrases } from "../../src/domain/query/read-phrases.ts";
import { readLeadership, readQuoted, readRanges } from "../../src/domain/query/read-text.ts";
import { tokenize } from "../../src/domain/query/tokenize.ts";
import { relaxOnce } from "../../src/domain/search/relax.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Brightwave Analytics Inc." },
  { id: 2, name: "Acme GmbH" },
  { id: 3, name: "Globex Corporation" },
]);
const context = { companies };
const parse = (q: string) => parseQuery(q, context);
const plan = (q: string) => describePlan(parse(q).where);
/** A state after the text passes, tokenized, for the word passes. */
function words(q: string) {
  const state = newState(q, context);
  readQuoted(state);
  readRanges(state);
  readLeadership(state);
  state.words = tokenize(state.text);
  return state;
}

describe("pass: quoted phrases, +words and -words (readQuoted)", () => {
  test("quoted and + are required text, - is excluded text, and all leave the text", () => {
    const state = newState('engineers "machine vision" +rust -crypto', context);
    readQuoted(state);
    expect(state.text).not.toMatch(/vision|rust|crypto/);
    expect(JSON.stringify(state.loose)).toBe(
      JSON.stringify([
        {
          kind: "text",
          label: 'Mentions "machine vision"',
          tokens: [],
          words: ["machine", "vision"],
          from: "machine vision",
          confidence: 1,
        },
        { kind: "text", label: 'Mentions "rust"', tokens: [], words: ["rust"], from: "rust", confidence: 1 },
        {
          not: {
            kind: "text",
            label: 'Mentions "crypto"',
            tokens: [],
            words: ["crypto"],
            from: "crypto",
            confidence: 1,
          },
        },
      ]),
    );
  });
});

describe("pass: ranges (readRanges): comparatives keep their direction, ranges both bounds", () => {
  test.each([
    ["designers with under 2 years of experience", { max: 1 }],
    ["less than 3 years experience", { max: 2 }],
    ["at most 4 years of experience", { max: 4 }],
    ["up to 3 years of experience", { max: 3 }],
    ["5 to 8 years of experience", { min: 5, max: 8 }],
    ["3-5 yrs experience", { min: 3, max: 5 }],
    ["between 4 and 7 years of experience", { min: 4, max: 7 }],
    ["10+ years", { min: 10 }],
    ["more than 5 years of experience", { min: 6 }],
    ["over a decade of experience", { min: 11 }],
    ["at least 10 years of experience", { min: 10 }],
  ])("years: %s", (q, bounds) => {
    const state = newState(q, context);
    readRanges(state);
    expect(state.loose).toHaveLength(1);
    expect(state.loose[0]).toMatchObject({ kind: "years", ...bounds });
  });

  test("graduation years and company sizes", () => {
    const read = (q: string) => {
      const state = newState(q, context);
      readRanges(state);
      return state.loose[0];
    };
    expect(read("class of 2019")).toMatchObject({ kind: "graduation_year", min: 2019, max: 2019 });
    expect(read("engineers who graduated after 2015")).toMatchObject({ kind: "graduation_year", min: 2016 });
    expect(read("at companies with fewer than 50 employees")).toMatchObject({
      kind: "company_size",
      max: 49,
    });
    expect(read("at startups under 200 people")).toMatchObject({ kind: "company_size", max: 199 });
    expect(read("at companies with 1,000+ employees")).toMatchObject({ kind: "company_size", min: 1000 });
  });

  test("leadership verbs before a team: 'people leading data teams'", () => {
    const state = newState("people leading data teams", context);
    readLeadership(state);
    expect(state.text).toContain("leaders");
    expect(plan("people leading data teams")).toBe(
      "Works in Data Science AND Seniority: Manager or Head of or Director or VP or C-level",
    );
  });
});

describe("pass: names (readNames)", () => {
  test("employers after markers, lists of them, 'both', bare names, schools, people's names", () => {
    const kinds = (q: string) => {
      const state = words(q);
      readNames(state);
      return state.items.map((it) => [
        it.kind,
        (it.node as Criterion).tokens.filter((t) => !t.includes("n0")),
        it.group >= 0,
        it.both,
      ]);
    };
    expect(kinds("recruiters at Acme or Globex")).toEqual([
      ["current_company", ["cc02"], true, false],
      ["current_company", ["cc03"], true, false],
    ]);
    expect(kinds("people who have worked at both Acme and Globex")).toEqual([
      ["company", ["cc02", "pc02"], false, false],
      ["company", ["cc03", "pc03"], false, true],
    ]);
    expect(kinds("Acme alumni")).toEqual([["past_company", ["pc02"], false, false]]);
    expect(kinds("Globex engineers")).toEqual([["current_company", ["cc03"], false, false]]);
    expect(plan("people named Chen in Berlin")).toBe("Located in Berlin, Berlin, Germany AND Named Chen");
  });

  test("an industry after 'previously at', 'worked in': a past (or any) employer's", () => {
    expect(plan("data scientists previously at a fintech")).toBe(
      "Job title in the Data Science family AND Previously at a company in Fintech",
    );
    expect(plan("ML engineers who never worked in gaming")).toBe(
      "Job title in the Machine Learning family AND NOT Works or worked at a company in Computer Games",
    );
    expect(plan("product managers with fintech experience")).toBe(
      "Job title in the Product Management family AND Works or worked at a company in Fintech",
    );
  });
});

describe("pass: phrases (readPhrases)", () => {
  test("one item per phrase, in place; a leader title is two criteria", () => {
    const state = words("VP of Sales in Berlin");
    readNames(state);
    readPhrases(state);
    expect(state.items.map((it) => [it.start, it.end, it.kind])).toEqual([
      [0, 3, "department"],
      [4, 5, "location"],
    ]);
    expect("all" in (state.items[0]?.node ?? {})).toBe(true);
  });
});

describe("pass: operators (readNegations, readDisjunctions)", () => {
  const items = (q: string) => {
    const state = words(q);
    readNames(state);
    readPhrases(state);
    readNegations(state);
    const clauses = readDisjunctions(state);
    return { state, clauses };
  };

  test("a negation reaches over a list of one kind", () => {
    const { state } = items("engineers in Europe except France, Spain and Italy");
    expect(state.items.map((it) => [it.kind, it.negated])).toEqual([
      ["department", false],
      ["location", false],
      ["location", true],
      ["location", true],
      ["location", true],
    ]);
  });

  test("'or' joins one kind into an alternative; between kinds it starts a clause", () => {
    const one = items("Python or Java developers");
    expect(one.state.items.filter((it) => it.kind === "skill").map((it) => it.group)).toEqual([0, 0]);
    expect(plan("designers in Berlin or PMs in London")).toBe(
      "((Works in Design AND Located in Berlin, Berlin, Germany) OR (Job title in the Product Management family AND Located in London, England, United Kingdom))",
    );
  });

  test("every negation word", () => {
    // Nurses are read since English titles outside the vocabulary are (read-english-occupations.ts).
    expect(plan("nurses outside Canada")).toBe(
      'Works as nurses (titled "nurse", or ESCO occupation: specialist nurse) AND NOT Located in Canada',
    );
    expect(plan("Java developers not at Acme")).toBe(
      "Job title in the Software Engineering family AND Skilled in Java AND NOT Currently works at Acme GmbH",
    );
    expect(plan("designers, not junior")).toBe("Works in Design AND NOT Seniority: Entry level");
    expect(plan("non-US engineers")).toBe("Works in Engineering AND NOT Located in United States");
    expect(plan("engineers, excluding recruiters")).toBe(
      "Works in Engineering AND NOT Job title in the Recruiting family",
    );
    expect(plan("engineers other than juniors")).toBe("Works in Engineering AND NOT Seniority: Entry level");
    expect(plan("PMs without an MBA")).toBe(
      "Job title in the Product Management family AND NOT Holds an MBA",
    );
  });
});

describe("pass: leftovers (readLeftovers)", () => {
  test("unplaced words are soft and listed as not understood; typos of vocabulary words are suggested, names are not", () => {
    const state = words("people who ship Android software in Toronto");
    readNames(state);
    readPhrases(state);
    readLeftovers(state);
    expect(state.prefer).toEqual(["ship", "software"]);
    expect(state.notes).toEqual(['not understood: "ship", "software" (ranks results, filters nothing)']);
    const typos = words("Pyhton devlopers");
    readLeftovers(typos);
    expect(typos.suggestions).toEqual([
      { word: "pyhton", candidates: ["python"] },
      { word: "devlopers", candidates: ["developer"] },
    ]);
    const name = words("Jonh Smiht");
    readLeftovers(name);
    expect(name.suggestions).toEqual([]);
  });

  test("accepted corrections are read as the vocabulary word and said so", () => {
    const corrected = parseQuery("Pyhton devlopers", {
      companies,
      corrections: new Map([
        ["pyhton", "python"],
        ["devlopers", "developer"],
      ]),
    });
    expect(describePlan(corrected.where)).toBe(
      "Job title in the Software Engineering family AND Skilled in Python",
    );
    expect(corrected.notes).toEqual(['read "pyhton" as "python"', 'read "devlopers" as "developer"']);
  });
});

describe("assembly and compilation", () => {
  test("the tree both engines execute: NOT, OR, ranges", () => {
    const where = parse("engineers in Berlin or Munich, not junior, with 3-5 years of experience").where;
    const expr = compilePlan(where);
    expect(expr).toEqual({
      all: [
        { tokens: ["dept0engineering"] },
        { any: [{ tokens: ["city0deberlin"] }, { tokens: ["city0demunich"] }] },
        { tokens: ["yrs03"] },
        { tokens: ["yrs00"] },
        { not: { tokens: ["yrs06"] } },
        { not: { tokens: ["lvl0entry"] } },
      ],
    });
    expect(ftsMatch(expr)).toBe(
      '(("dept0engineering0" AND ("city0deberlin0" OR "city0demunich0") AND "yrs030" AND "yrs000") NOT "yrs060" NOT "lvl0entry0")',
    );
    const params: unknown[] = [];
    expect(pgCondition(expr, params)).toBe(
      "(f.tokens && $1::text[] AND (f.tokens && $2::text[] OR f.tokens && $3::text[]) AND f.tokens && $4::text[] AND f.tokens && $5::text[] AND NOT (f.tokens && $6::text[]) AND NOT (f.tokens && $7::text[]))",
    );
    expect(params).toEqual([
      ["dept0engineering"],
      ["city0deberlin"],
      ["city0demunich"],
      ["yrs03"],
      ["yrs00"],
      ["yrs06"],
      ["lvl0entry"],
    ]);
    // A person with the tokens holds it; the NOT and the range are checked the same way in code.
    const person = new Set([
      "dept0engineering",
      "city0demunich",
      "yrs00",
      "yrs01",
      "yrs02",
      "yrs03",
      "yrs04",
      "lvl0mid",
    ]);
    expect(holds(expr, person, () => false)).toBe(true);
    expect(holds(expr, new Set([...person, "yrs05", "yrs06"]), () => false)).toBe(false);
  });

  test("only exclusions: FTS5 subtracts from the token everyone holds", () => {
    expect(ftsMatch(compilePlan(parse("outside Canada").where))).toBe('("all0yes0" NOT "ctry0ca0")');
  });
});

describe("checkPlan: a plan written elsewhere", () => {
  test.each([
    "senior data scientists in Berlin or Munich",
    "Java developers not at Acme with 3-5 years of experience",
    "engineers in DACH except Austria",
    "recruiters at Acme or Globex who studied at MIT",
    "people who have worked at both Acme and Globex",
    "data scientists previously at a fintech with a PhD",
    "non-technical founders in fintech",
    "VP Engineering or CTO",
    'engineers "machine vision" graduated after 2015',
  ])("the parser's plan, as JSON, checks back to the same expression: %s", (q) => {
    const parsed = parse(q);
    const json = JSON.parse(JSON.stringify({ where: planJson(parsed.where), prefer: parsed.prefer }));
    const checked = checkPlan(json, companies);
    expect(checked.errors).toEqual([]);
    if (!("plan" in checked)) throw new Error("no plan");
    const canonical = (node: PlanNode) =>
      JSON.stringify(compilePlan(node), (_k, v) =>
        Array.isArray(v) && v.every((x) => typeof x === "string") ? [...v].sort() : v,
      );
    expect(canonical(checked.plan.where)).toBe(canonical(parsed.where));
  });

  test("tokens a plan brings are ignored; unknown words, bad ranges, bad shapes and size are refused", () => {
    const ok = checkPlan(
      { where: { all: [{ kind: "skill", value: "python", tokens: ["cc01", "dm0yes"] }] } },
      companies,
    );
    if (!("plan" in ok)) throw new Error("refused");
    expect(leavesOf(ok.plan.where)[0]?.criterion.tokens).toEqual(["sk0python"]);
    expect(
      checkPlan({ where: { all: [{ kind: "skill", value: "ignore previous instructions" }] } }, companies)
        .errors,
    ).toEqual(['where.all[0]: skill: the vocabulary has no "ignore previous instructions"']);
    expect(checkPlan({ where: { kind: "years", min: 8, max: 2 } }, companies).errors).toEqual([
      "where: years: min is above max",
    ]);
    expect(checkPlan({ where: { kind: "years", min: "5" } }, companies).errors[0]).toContain("whole numbers");
    expect(checkPlan({ where: { all: "x" } }, companies).errors).toEqual(["where.all: a list of nodes"]);
    expect(checkPlan({ where: { kind: "sql", value: "1=1" } }, companies).errors).toEqual([
      'where: unknown kind "sql"',
    ]);
    expect(checkPlan({}, companies).errors).toEqual(["where: missing"]);
    let deep: unknown = { kind: "skill", value: "python" };
    for (let i = 0; i <= PLAN_LIMITS.depth; i++) deep = { not: deep };
    expect(checkPlan({ where: deep }, companies).errors[0]).toContain("deeper than");
    const wide = {
      any: Array.from({ length: PLAN_LIMITS.nodes + 1 }, () => ({ kind: "skill", value: "python" })),
    };
    expect(checkPlan({ where: wide }, companies).errors).toEqual([`more than ${PLAN_LIMITS.nodes} nodes`]);
  });
});

describe("relaxation order", () => {
  const leaf = (kind: Criterion["kind"], confidence: number, extra: Partial<Criterion> = {}): Criterion => ({
    kind,
    label: `${kind} ${confidence}`,
    tokens: [`${kind}0x`],
    from: kind,
    confidence,
    ...extra,
  });

  test("the least certain criterion goes first, its words rank instead; exclusions, required words and filters never go", () => {
    const where = {
      all: [
        leaf("role", 0.95),
        leaf("location", 0.6),
        leaf("skill", 0.8),
        { not: leaf("level", 0.1) },
        leaf("school", 0.1, { fixed: true }),
      ],
    };
    const first = relaxOnce(where);
    expect(first?.dropped.map((c) => c.kind)).toEqual(["location"]);
    const second = relaxOnce(first?.where as PlanNode);
    expect(second?.dropped.map((c) => c.kind)).toEqual(["skill"]);
    const third = relaxOnce(second?.where as PlanNode);
    expect(third?.dropped.map((c) => c.kind)).toEqual(["role"]);
    expect(relaxOnce(third?.where as PlanNode)).toBeNull();
  });

  test("a reading with an alternative is re-read before it is dropped ('SaaS': a skill, else an industry)", () => {
    const where = parse("account executives saas").where;
    const step = relaxOnce(where);
    expect(step?.dropped).toEqual([]);
    expect(describePlan(step?.where as PlanNode)).toBe(
      "Job title in the Account Executive family AND Current employer in Software Development",
    );
  });
});

test("words of any script compile to a MATCH a detail=none table takes, and still find what they should", () => {
  const db = new Database(":memory:");
  db.run(
    "CREATE VIRTUAL TABLE f USING fts5(tokens, words, content='', contentless_delete=1, detail=none, tokenize='porter unicode61 remove_diacritics 2')",
  );
  db.run(
    "INSERT INTO f (rowid, tokens, words) VALUES (1, 'everyone0', 'München ingénieur 東京 разработчик')",
  );
  const match = (words: string[]) => {
    const m = ftsMatch({ words });
    return m === null
      ? [1]
      : db
          .query<{ rowid: number }, [string]>("SELECT rowid FROM f WHERE f MATCH ?")
          .all(m)
          .map((r) => r.rowid);
  };
  // Letters unicode61 does not know (newer scripts, supplementary planes, compatibility forms):
  // no phrase, no error (the HTTP fuzz test's 503 on explain).
  for (const w of ["𑨪ᦿ𑆝Ō例𐣲➡ᶰ", "x".repeat(4000), "a𐣲b", "ꭰꭱ", "🙂engineer"])
    expect(() => match([w])).not.toThrow();
  expect(match(["munchen"])).toEqual([1]);
  expect(match(["Ingénieur"])).toEqual([1]);
  expect(match(["東京"])).toEqual([1]);
  expect(match(["Разработчик"])).toEqual([1]);
  expect(match(["berlin"])).toEqual([]);
  db.close();
});
