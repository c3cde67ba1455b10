/**
 * Stop 65's self-description fixes, in words of this file's own: the asker's own place is context,
 * "not at my company" is the employer the asker named, and above a Staff or Principal asker there
 * are rungs (the next of the IC ladder, then the leaders).
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const { plan } = queryReaders(
  new CompanyLexicon([{ id: 1, name: "Larkspur Analytics", country: "FR" }]),
  new Date(Date.UTC(2026, 10, 27)),
);

describe("the asker's description is context", () => {
  test("'I'm based in <place>' is where the asker is, not where the ask is", () => {
    expect(plan("I am based in Cork and need nurses in Dublin")).not.toMatch(/Cork/);
  });

  test("'not from our firm' after the asker names the firm excludes it", () => {
    expect(plan("I'm an analyst at Larkspur Analytics; show analysts not from our firm")).toMatch(
      /NOT Currently works at Larkspur Analytics/,
    );
  });

  test("above a Staff asker is Principal; above a Principal, the leaders", () => {
    expect(plan("I'm a staff engineer; who is one step above me")).toMatch(/Principal/);
    expect(plan("I'm a principal designer; find people more senior than me")).toMatch(/Seniority: Director/);
  });
});

describe("commute anchors and refusals", () => {
  test("a place refused before a dash leaves the role after it asked", () => {
    expect(plan("Leeds is fine, Bradford isn't - paralegals")).toMatch(/^(?!.*NOT Job title).*Paralegal/);
  });

  test("a commute anchor on a university's town is the town", () => {
    expect(plan("designers commutable to Oxford")).toBe(
      "Works in Design AND Located in Oxford, England, United Kingdom",
    );
  });
});
