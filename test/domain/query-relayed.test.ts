/**
 * Asks relayed second-hand (issue 45, round 13's class "relayed asks"): the relay's frame ("my CFO
 * wants", "Per Jonas's notes:", "From the recruiter: their client needs") names who asks, not who is
 * sought; a quoted sentence of the brief is its words, not an exact phrase; the relayer's remarks
 * and asides are not conditions, while the exclusions the requester made are kept; a reason given
 * for an exclusion is not one more; an exclusion cue before a time span excludes the span. This
 * file's own companies and phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Saltmarsh Energy", country: "GB" },
  { id: 2, name: "Quorra Textiles", country: "PT" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { plan, positive, negative } = queryReaders(companies, now);

describe("the frame is who asks", () => {
  test.each([
    ["my CFO wants accountants in Lisbon", /C-level|Finance/],
    ["Our CEO said: get me product designers in Porto", /C-level/],
    ["per my head of sales: account executives in Madrid", /Head of/],
    ["The founder asked for backend engineers in Leeds", /Founder/],
  ])("%s: the asker's title is no criterion", (q, asker) => {
    expect(positive(q).join(" | ")).not.toMatch(asker);
    expect(positive(q).length).toBeGreaterThanOrEqual(2);
  });
});

describe("a quoted brief is its words", () => {
  test("a quoted sentence with a comma: its conditions, no exact phrase", () => {
    const q = 'Forwarded from our COO: "accountants in Lisbon, nobody from Saltmarsh Energy". Thanks!';
    expect(plan(q)).not.toMatch(/Mentions/);
    expect(positive(q).some((l) => l.startsWith("Located in Lisbon"))).toBe(true);
    expect(negative(q)).toContain("Currently works at Saltmarsh Energy");
  });
  test("a short quotation stays a phrase", () => {
    expect(plan('engineers who mention "event sourcing"')).toMatch(/Mentions "event sourcing"/);
  });
});

describe("remarks are not conditions; exclusions are kept", () => {
  test("an aside and an opinion are dropped", () => {
    const q =
      "My director needs buyers in Porto. (I reckon he's being optimistic.) He'd love SAP skills but it's not a must.";
    expect(plan(q)).not.toMatch(/SAP|Mentions/);
    expect(positive(q).some((l) => l.startsWith("Located in Porto"))).toBe(true);
  });
  test("a later sentence that excludes someone is kept, its reason is not", () => {
    const q =
      "The client wants planners in Leeds. She also said not to bother with anyone at Quorra Textiles, because of a dispute.";
    expect(negative(q)).toContain("Currently works at Quorra Textiles");
    expect(positive(q).some((l) => l.includes("Quorra"))).toBe(false);
    expect(plan(q)).not.toMatch(/dispute/);
  });
  test("'doesn't want' a place is an exclusion", () => {
    const q =
      "The client told us: buyers in the UK. He doesn't want Leeds-based people, I'm only the messenger.";
    expect(negative(q).some((l) => l.startsWith("Located in Leeds"))).toBe(true);
  });
});

describe("no frame, no remarks dropped", () => {
  test("'We need ...' is the asker speaking: a later sentence of places is a condition", () => {
    const q = "We need a buyer for the bakery line. Porto or Lisbon. Nobody from Quorra Textiles.";
    expect(positive(q).some((l) => l.startsWith("Located in Porto"))).toBe(true);
    expect(negative(q)).toContain("Currently works at Quorra Textiles");
  });
});

describe("a list of examples is alternatives", () => {
  test("'a cloud stack (AWS, Docker, Kubernetes, and the like)'", () => {
    const q =
      "The CTO wants backend engineers in Lisbon on a cloud stack (AWS, Docker, Kubernetes, and the like)";
    expect(plan(q)).toMatch(/\(Skilled in AWS OR Skilled in Docker OR Skilled in Kubernetes\)/);
  });
});

describe("an exclusion before a time span excludes it", () => {
  test.each([
    "buyers, just not anyone who's been in their current job less than 2 years",
    "buyers, but not anyone who has been in their current job less than 2 years",
  ])("%s", (q) => {
    expect(negative(q)).toContain("In the current job for at most 23 months");
    expect(positive(q)).not.toContain("In the current job for at most 23 months");
  });
});
