/**
 * Employers the index knows only from experience items (no company record), written the way people
 * write companies (issue 45, round 11 of first sight, class co_domain and short forms), through
 * storage and the planner (TEST_ENGINE=postgres runs it on PostgreSQL): a web domain with the name
 * run together ("saltmarshrobotics.com"), hyphenated, or dropping the "&" ("owlanchor.ie"), and a
 * leading part of the name ("ex-ferncliff", "at Saltmarsh"), are that employer. This test's own
 * companies and phrasings; none of them has a company record.
 */
import { describe, expect, test } from "bun:test";
import { searchStore } from "../helpers/search-store.ts";
import { TEST_ENGINE } from "../helpers/server.ts";

const NOW = new Date(Date.UTC(2026, 10, 26));

const EMPLOYERS = ["Saltmarsh Robotics", "Owl & Anchor", "Ferncliff Dynamics", "Brackenridge Health"];
const TITLES = ["Payroll Accountant", "Tax Accountant", "Staff Accountant"];

/** 48 accountants: each employer now, each other employer before. */
function people() {
  const out: Record<string, unknown>[] = [];
  let n = 0;
  for (const now of EMPLOYERS)
    for (const before of EMPLOYERS)
      for (const title of TITLES) {
        if (before === now) continue;
        n++;
        out.push({
          pnet_url: `https://pnet.example/in/acct-${n}`,
          name: `Acct Person${n}`,
          location_city: "Dublin",
          location_country: "Ireland",
          skills: ["Excel"],
          experience: [
            { position_title: title, company_name: now, date_from: "2022-01", date_to: null },
            { position_title: title, company_name: before, date_from: "2018-01", date_to: "2022-01" },
          ],
        });
      }
  return out;
}

const { labels, total } = searchStore(NOW, () => ({ people: people() }));

describe(`employers known only to the index, as people write them (${TEST_ENGINE})`, () => {
  test("a run-together domain is the employer, named as its holders write it", async () => {
    expect(await labels("accountants at saltmarshrobotics.com")).toContain(
      "Currently works at Saltmarsh Robotics",
    );
    expect(await total("accountants at saltmarshrobotics.com")).toBe(9);
  });
  test("a mail domain and a past employer's domain keep their tenses", async () => {
    const q = "anyone with an @brackenridgehealth.io address who used to be at ferncliff-dynamics.com";
    const read = await labels(q);
    expect(read).toContain("Currently works at Brackenridge Health");
    expect(read).toContain("Previously worked at Ferncliff Dynamics");
    expect(read).not.toContain("Currently works at Ferncliff Dynamics");
    expect(await total(q)).toBe(3);
  });
  test("a domain that drops the '&' of a name", async () => {
    expect((await labels("accountants on owlanchor.ie")).join(" ")).toMatch(
      /Currently works at Owl (?:&\s|and\s)?Anchor/i,
    );
    expect(await total("accountants on owlanchor.ie")).toBe(9);
  });
  test("a leading part of an employer's name, after a marker and in a domain", async () => {
    expect((await labels("ex-ferncliff accountants")).join(" ")).toMatch(
      /Previously worked at Ferncliff Dynamics/i,
    );
    expect((await labels("accountants at Saltmarsh")).join(" ")).toMatch(
      /Currently works at Saltmarsh Robotics/i,
    );
    expect((await labels("accountants who used to be at brackenridge.com")).join(" ")).toMatch(
      /Previously worked at Brackenridge Health/i,
    );
  });
  test("a domain of no employer is not one", async () => {
    expect((await labels("accountants at bramblewick.com")).join(" ")).not.toMatch(/works at/);
  });
});
