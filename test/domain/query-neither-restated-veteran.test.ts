/**
 * Classes found trying the parser as a stranger (stop 63, second batch): "neither A nor B" asked for
 * B; a negated place list ran over a comma into the place asked for ("not in Berlin, in Germany"
 * excluded Germany); "acct exec" was an accountant at executive level; "Amazon veterans" were only
 * its current staff.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Quartzline", country: "DE" },
  { id: 2, name: "Marlowe Robotics", country: "GB" },
]);
const { plan, positive, negative } = queryReaders(companies, new Date(Date.UTC(2026, 10, 27)));

describe("neither ... nor", () => {
  test.each([
    ["neither managers nor directors", ["Manager", "Director"]],
    ["engineers who are neither juniors nor interns", ["Entry level", "Intern"]],
    ["designers, neither in London nor in Paris", ["London", "Paris"]],
    ["sales people neither at Quartzline nor at Marlowe Robotics", ["Quartzline", "Marlowe Robotics"]],
    ["analysts in Spain, no juniors, nor interns", ["Entry level", "Intern"]],
  ])("%s excludes both", (q, excluded) => {
    const neg = negative(q).join(" | ");
    const pos = positive(q).join(" | ");
    for (const e of excluded) {
      expect(neg).toContain(e);
      expect(pos).not.toContain(e);
    }
  });
});

describe("a comma and the relation said again end a negated list", () => {
  test.each([
    ["engineers not in Berlin, in Germany", "Berlin", "Located in Germany"],
    ["engineers not in Berlin, based in Germany", "Berlin", "Located in Germany"],
    ["engineers except Munich, in Germany", "Munich", "Located in Germany"],
    ["designers outside Lisbon, located in Portugal", "Lisbon", "Located in Portugal"],
    ["engineers not at Quartzline, at Marlowe Robotics", "Quartzline", "Currently works at Marlowe Robotics"],
  ])("%s", (q, excluded, asked) => {
    expect(negative(q).join(" | ")).toContain(excluded);
    expect(positive(q)).toContain(asked);
    expect(negative(q)).not.toContain(asked);
  });
  test.each([
    ["except France, Spain and Italy", ["France", "Spain", "Italy"]],
    ["engineers not in London, or in Paris", ["London", "Paris"]],
    ["not in Berlin, Munich", ["Berlin", "Munich"]],
  ])("%s is still one list", (q, excluded) => {
    for (const e of excluded) expect(negative(q).join(" | ")).toContain(e);
  });
});

describe("acct before a sales noun is the account", () => {
  test.each([
    ["acct execs in la", "Account Executive"],
    ["sr. acct exec", "Account Executive"],
    ["acct mgrs in Boston", "Account Manager"],
  ])("%s", (q, title) => {
    const p = plan(q);
    expect(p).toContain(title);
    expect(p).not.toContain("Accounting");
    expect(p).not.toContain("C-level");
  });
  test("acct alone is still accounting", () => {
    expect(plan("accts in Boston")).toContain("Accounting");
  });
});

describe("a company's veterans worked there, now or before", () => {
  test.each([
    "Quartzline veterans",
    "veterans of Quartzline in product",
    "a veteran of Quartzline, now in Berlin",
  ])("%s", (q) => {
    const p = plan(q);
    expect(p).toContain("Works or worked at Quartzline");
    expect(p).not.toContain("Currently works at Quartzline");
  });
});
