/**
 * A lone subject line opening a pasted message (a reviewer's finding on issue 45): "Subject: Not
 * urgent Could you ..." is the sender's label for the mail, never a condition ("not urgent" was read
 * as NOT mentions "urgent"); a subject with nothing asked after it is the ask. Requests in the
 * languages the mail reader knows end the subject as English ones do. This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan, negative, positive } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 26)));

describe("a subject line alone", () => {
  test("a remark in the subject excludes nothing", () => {
    const q = "Subject: No rush Can you pull together data analysts in Madrid?";
    expect(negative(q)).toEqual([]);
    expect(positive(q).some((l) => l.startsWith("Located in Madrid"))).toBe(true);
  });
  test("on its own line, with a negation in it", () => {
    const q = "Subject: not a priority\nPlease find QA engineers in Porto, no juniors";
    expect(negative(q)).toEqual(["Seniority: Entry level"]);
    expect(plan(q)).not.toMatch(/priority/);
  });
  test("a German subject before a German request", () => {
    const q = "Betreff: Keine Eile Können Sie Data Scientists in Hamburg finden?";
    expect(negative(q)).toEqual([]);
    expect(positive(q).some((l) => l.startsWith("Located in Hamburg"))).toBe(true);
  });
  test("a subject with nothing after it is the ask", () => {
    expect(plan("Subject: product designers in Milan")).toMatch(/Located in Milan/);
  });
});
