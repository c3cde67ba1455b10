/**
 * Review r63 of branch i45f21 (issue 45, round 16: superlatives, lookalikes of an exemplar).
 * Readings that ask the opposite of what was said, or drop a condition:
 * - "least senior" is rewritten to "most junior" wherever it stands (a666706), also inside "at
 *   least senior" (a floor: senior or above), which then asks for the entry level; "at least
 *   junior" becomes "at most senior";
 * - an employer said by a pronoun and followed by a comma, a bracket or a dash takes the next
 *   capitalised word for its name (2bfb8fc) when that word is a place: "not from my company (Munich
 *   based ones are fine)" excludes Munich, "no one from our company, Berlin or remote" excludes
 *   Berlin, "designers not from our company - London based preferred" loses the designers.
 * - the function of a superlative said after its collective noun ("the most senior people in data in
 *   Spain", "the top 5 most senior people in data") is dropped, on main and on i45f21: Spain's VPs
 *   of every function answer, round 16's #1 in another word order ("the most senior data people in
 *   Spain" is what a666706 fixed).
 * - an adjective of praise before an earlier role ("formerly a brilliant designer", "once a
 *   successful founder") is read by 37e7fb3 as a title held before, word for word ("Earlier job
 *   titled \"brilliant designer\"": no one's title, relaxed away on 2,000 demo people, so the
 *   earlier role is not asked at all); "used to be great software engineers" asks for software
 *   engineers now (on main too), "used to be software engineers" for the earlier role.
 * - employers counted (37e7fb3: "two employers so far" is a change of employer) under a negation or
 *   a ceiling: "nobody with two employers so far", "no one who has had three employers" ask for the
 *   people who changed employer (main left them as words to avoid); "at most two employers",
 *   "fewer than three employers" require a change of employer, leaving out the one-employer people
 *   they allow.
 * - an exemplar named by one word that is also a place ("more people like Georgia: designers in
 *   Berlin", "clones of Austin: ...", "someone with Sydney's background: ...") is read as a place
 *   asked for beside the one said (Georgia or Berlin), on main and on i45f21, whose reader names
 *   "Georgia" as the class it fixes but takes a name only with a word the vocabulary lacks.
 * - the employer whose exemplar it is ("people like Tidewater Bank's head of data", kept as words by
 *   7f07d6b) becomes a filter on that employer's current staff: a lookalike search answers the
 *   exemplar's own colleagues (on main too).
 * Companies and day of this file's own.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { positive, negative } = queryReaders(
  new CompanyLexicon([
    { id: 1, name: "Granite Robotics", country: "DE" },
    { id: 2, name: "Tidewater Bank", country: "GB" },
  ]),
  new Date(Date.UTC(2026, 10, 27)),
);
const joined = (labels: string[]) => labels.join(" | ");

describe("'at least senior' is a floor, never the junior end", () => {
  test.each([
    "engineers at least senior level",
    "designers who are at least senior",
    "product managers, at least senior, in Berlin",
  ])("%s", (q) => {
    const asked = joined(positive(q));
    expect(asked).not.toMatch(/Entry level/);
    expect(asked).toMatch(/Senior/);
  });

  test("'at least junior level' keeps the juniors", () => {
    const asked = joined(positive("engineers at least junior level, no interns"));
    expect(asked).toMatch(/Entry level/);
  });
});

describe("a place after an employer said by a pronoun is no employer's name", () => {
  test.each([
    ["sales reps, not from my company (Munich based ones are fine)", /Munich/],
    ["no one from our company, Berlin or remote", /Berlin/],
  ])("%s", (q, place) => {
    expect(joined(negative(q))).not.toMatch(place);
  });

  test("'designers not from our company - London based preferred' keeps the designers", () => {
    expect(joined(positive("designers not from our company - London based preferred"))).toMatch(/Design/);
  });
});

describe("a superlative's function said after its collective noun is kept", () => {
  test.each(["the most senior people in data in Spain", "the top 5 most senior people in data"])(
    "%s",
    (q) => {
      expect(joined(positive(q))).toMatch(/Data/);
    },
  );
});

describe("an adjective of praise before an earlier role leaves the earlier role", () => {
  test.each([
    ["product managers who were formerly a brilliant designer", /Previously worked as Design|"designer"/],
    // An earlier founder is an earlier job at the founder level (stop 65: it was a past role of no
    // token, which nobody held).
    [
      "sales leaders, once a successful founder",
      /Previously worked as|"founder"|Previously at level Founder/,
    ],
    ["people who used to be great software engineers", /Previously worked as Software Engineering/],
  ])("%s", (q, earlier) => {
    const asked = joined(positive(q));
    expect(asked).toMatch(earlier);
    expect(asked).not.toMatch(/brilliant|successful|great/);
  });

  test("'used to be great software engineers' does not ask for software engineers now", () => {
    expect(joined(positive("people who used to be great software engineers"))).not.toMatch(
      /Job title in the Software Engineering family/,
    );
  });
});

describe("employers counted under a negation or a ceiling", () => {
  test.each(["nobody with two employers so far", "no one who has had three employers"])("%s", (q) => {
    expect(joined(positive(q))).not.toMatch(/Has changed employer/);
  });

  test.each(["engineers with at most two employers", "engineers with fewer than three employers"])(
    "%s allows one employer",
    (q) => {
      expect(joined(positive(q))).not.toMatch(/Has changed employer/);
    },
  );
});

describe("an exemplar's one-word name that is also a place is no place asked for", () => {
  test.each([
    ["more people like Georgia: designers in Berlin", /Georgia/],
    ["clones of Austin: backend engineers in Munich", /Austin/],
    ["someone with Sydney's background: designers in Lisbon", /Sydney/],
  ])("%s", (q, name) => {
    expect(joined(positive(q))).not.toMatch(name);
  });
});

test("the exemplar's employer is not the lookalikes' employer", () => {
  expect(joined(positive("people like Tidewater Bank's head of data"))).not.toMatch(
    /Currently works at Tidewater Bank/,
  );
});
