/**
 * Answers made as JSON text from kept pieces (src/format/person-text.ts, json-text.ts) are byte for
 * byte what serializing the reference objects gives (personResult, researchResults and the
 * envelopes): every person of a demo world, read back from its stored form, in both formats, with
 * and without evaluations, contacts and posts, removed results, and the piece kept with a person
 * reused for a second answer at another time.
 */
import { describe, expect, test } from "bun:test";
import { readRecord, storedRecord } from "../../src/db/rows/people.ts";
import { createDemoWorld, DemoPeopleGenerator } from "../../src/domain/demo/people.ts";
import type { Person, Post } from "../../src/domain/model.ts";
import type { ResearchResult, ResearchStatus } from "../../src/domain/research/deep-research.ts";
import type { PeopleSearchPage } from "../../src/domain/search/search-people.ts";
import {
  researchResults,
  researchStatusBytes,
  researchStatusEnvelope,
} from "../../src/format/deep-research.ts";
import { arrayText, JsonText, objectText } from "../../src/format/json-text.ts";
import { modernRecordOf } from "../../src/format/modern.ts";
import { peopleSearchEnvelope, peopleSearchResponse, personResult } from "../../src/format/people.ts";
import { modernRecordText } from "../../src/format/person-text.ts";

const reference = new Date("2026-06-01T00:00:00Z");
const world = createDemoWorld(5, 300, reference);
const generator = new DemoPeopleGenerator(world);
const noSnapshots = { get: () => undefined };
const demo = Array.from({ length: 300 }, (_, i) => {
  const out = generator.person(i);
  // As a repository hands it out: the stored form read back.
  const person: Person = readRecord(storedRecord(out.person, noSnapshots), noSnapshots);
  person.id = i + 1;
  // Tripled: a legacy result shows only the latest LEGACY_RESULT_POSTS; some people must have more.
  const own = out.posts.map((p) => p.post);
  return { person, posts: [...own, ...own, ...own] };
});
const posts = new Map<number, Post[]>(demo.map((d) => [d.person.id, d.posts]));
const withPosts = demo.filter((d) => d.posts.length > 5).length;

function page(evaluations: boolean): PeopleSearchPage {
  return {
    hits: demo.map(({ person }, i) => ({
      person,
      assessment: {
        score: 1 - i / 1000,
        matched: i % 3 ? ["title", "location"] : [],
        evaluations: evaluations ? [{ criterion: "title", verdict: "YES", reason: "ok \u00e9" }] : undefined,
      },
    })) as PeopleSearchPage["hits"],
    posts,
    total: 12_345,
    totalExact: false,
    query: 'engineers "in" Zürich',
    searchId: "s-1",
    charged: 30,
    candidates: 300,
    notes: [],
  };
}

describe("answers spliced from pieces equal the serialized reference", () => {
  test("the demo has people with more posts than a legacy result shows", () => {
    expect(withPosts).toBeGreaterThan(0);
  });

  for (const legacy of [true, false])
    for (const evaluations of [false, true])
      test(`search page, legacy=${legacy}, evaluations=${evaluations}`, () => {
        const p = page(evaluations);
        for (const now of [reference, new Date("2027-01-02T03:04:05Z")]) {
          const text = peopleSearchResponse(p, { legacy, evaluations, now }).body;
          const results = p.hits.map(({ person, assessment }) =>
            personResult(
              person,
              legacy,
              {
                score: assessment.score,
                matched: assessment.matched,
                ...(evaluations ? { evaluations: assessment.evaluations } : {}),
              },
              now,
              posts.get(person.id) ?? [],
            ),
          );
          expect(text).toBe(JSON.stringify(peopleSearchEnvelope(p, results)));
        }
      });

  for (const legacy of [true, false])
    test(`deep research status, legacy=${legacy}, with contacts and removed results`, () => {
      const results: ResearchResult[] = demo.map(({ person }, i) =>
        i % 17 === 5
          ? { removed: { id: person.id, removed: true, reason: "erased on request" } }
          : {
              person,
              score: 0.5,
              matched: ["title"],
              contacts: i % 2 ? [{ type: "email", value: `p${i}@example.com` }] : undefined,
            },
      );
      const status = {
        job: { id: "job-1", status: "completed", message: null, createdAt: 1_780_000_000 },
        query: "people",
        progress: null,
        results,
        total: results.length,
        page: null,
        stats: { enrichmentEnabled: true, profiles: 300, withContacts: 150, skipped: 2, variations: 4 },
        error: null,
        posts,
      } as unknown as ResearchStatus;
      for (const now of [reference, new Date("2026-06-09T00:00:00Z")]) {
        const text = new TextDecoder().decode(researchStatusBytes(status, { legacy, now }));
        const objects = researchResults(results, legacy, now, posts);
        expect(text).toBe(JSON.stringify(researchStatusEnvelope(status, objects)));
      }
    });

  test("the stored profile's modern record", () => {
    for (const { person } of demo)
      expect(modernRecordText(person)).toBe(JSON.stringify(modernRecordOf(person)));
  });

  test("objectText leaves out undefined fields and splices text as it is", () => {
    const fields = { a: 1, b: undefined, c: new JsonText('{"x":[1]}'), d: arrayText(["1", '"é"']), e: null };
    expect(objectText(fields)).toBe('{"a":1,"c":{"x":[1]},"d":[1,"é"],"e":null}');
    expect(objectText({})).toBe("{}");
  });
});
