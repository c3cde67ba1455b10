/**
 * Round 9 of first sight (issue 45; test/quality/first-sight-9/README.md), style (a): asks pasted
 * from e-mail threads. Only what the sender asks now is read: the quoted or forwarded ask holds
 * for every kind the new text does not name and is replaced for each kind it names; headers,
 * greetings, sign-offs, signatures and disclaimers are never criteria. This test's own companies,
 * places, names and phrasings, none of that set's queries.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Marlowe Robotics", country: "GB" },
  { id: 2, name: "Sable & Rye", country: "US" },
  { id: 3, name: "Quartzline", country: "DE" },
  { id: 4, name: "Fennick Labs", country: "FR" },
]);
const now = new Date(Date.UTC(2026, 10, 26));
const { parsed, plan, positive, negative } = queryReaders(companies, now);

describe("a reply over a quoted ask: the new text replaces the kinds it names, keeps the others", () => {
  test("a new city replaces the quoted one; the quoted role stays", () => {
    const q =
      "Lyon instead please, seniors only. > On Wed, 4 Feb 2026, Hugo Martin wrote: > can you look for data engineers in Toulouse?";
    expect(plan(q)).toContain("Lyon");
    expect(plan(q)).not.toContain("Toulouse");
    expect(plan(q)).toContain("Data Engineering");
    expect(positive(q)).toContain("Seniority: Senior");
  });

  test("a new role replaces the quoted one; the quoted places stay", () => {
    const q =
      "Same idea but for UX designers, and no interns. > On Fri, 13 Feb, Ines Duarte wrote: > any copywriters in Porto or Lisbon?";
    expect(plan(q)).toMatch(/Design/);
    expect(plan(q)).not.toMatch(/Copywrit|Marketing/);
    expect(plan(q)).toContain("Porto");
    expect(plan(q)).toContain("Lisbon");
    expect(negative(q)).toContain("Seniority: Intern");
  });

  test("'swap X for Y' takes X back, in the reply and in the quoted ask", () => {
    const q =
      "Great list. Could we swap Quartzline for Fennick Labs? Rest as below. > On 2 Feb 2026, at 10:02, Olu Adeyemi wrote: > product designers currently at Quartzline with Figma";
    expect(positive(q)).toContain("Currently works at Fennick Labs");
    expect(plan(q)).not.toMatch(/Currently works at Quartzline(?!.*NOT)/);
    expect(positive(q).some((l) => l.includes("Quartzline"))).toBe(false);
    expect(positive(q)).toContain("Skilled in Figma");
  });

  test("an exclusion in the reply narrows the quoted ask without replacing anything", () => {
    const q =
      "Fine by me, but leave out anyone at Marlowe Robotics. > On Mon, 2 Mar, Kai Berg wrote: > sales directors in Sweden or Norway";
    expect(negative(q)).toContain("Currently works at Marlowe Robotics");
    expect(plan(q)).toContain("Sweden");
    expect(plan(q)).toContain("Works in Sales");
  });

  test("the quote header's name and date are no criteria", () => {
    // "Weber" is an ESCO label in German (a weaver): in a header it is a sender's name.
    const q = "Senior only please. > On Tue, 3 Feb 2026, Lena Weber wrote: > recruiters in Hamburg";
    expect(plan(q)).not.toMatch(/Web|weaver|ESCO/i);
    expect(plan(q)).toContain("Hamburg");
  });
});

describe("the words a reply says about the thread are never typos of the vocabulary", () => {
  test("'same' is not 'sale', 'widen' not 'wien'", () => {
    const q =
      "Same cities, but widen it to nurses too. > On Mon, 2 Mar, Kai Berg wrote: > midwives in Leeds or York";
    const suggested = parsed(q).suggestions.flatMap((s) => [s.word, ...s.candidates]);
    expect(suggested).not.toContain("sale");
    expect(suggested).not.toContain("wien");
  });
});

describe("a forwarded message: its headers are no criteria, its ask is the ask", () => {
  test.each([
    "Fwd: hiring ---------- Forwarded message --------- From: Piet de Vries <piet@example.org> Date: Tue, 3 Nov 2026 Subject: Re: pipeline — we want backend engineers in Utrecht with Go.",
    "Begin forwarded message: From: Piet de Vries Subject: Re: Re: pipeline — backend engineers in Utrecht with Go, please.",
    "FW: pipeline From: Piet de Vries Sent: Monday, November 2, 2026 To: talent@ Subject: backend — Backend engineers in Utrecht with Go.",
  ])("%s", (q) => {
    expect(plan(q)).toContain("Backend Engineer");
    expect(plan(q)).toContain("Utrecht");
    expect(plan(q)).toContain("Skilled in Go");
    expect(plan(q)).not.toMatch(/Human Resources|Recruit|ESCO/);
  });

  test("a subject line's words are not the ask ('Fwd: Re: finance team')", () => {
    const q =
      "Fwd: Re: finance team — see below. Forwarded message From: Aiko Tanaka. Aiko asks: payroll specialists at Sable & Rye or Quartzline";
    expect(plan(q)).not.toContain("Works in Finance");
    expect(plan(q)).toContain("Sable & Rye");
    expect(plan(q)).toContain("Quartzline");
  });
});

describe("a sign-off and the signature after it are no criteria", () => {
  test.each([
    [
      "Could you find Rust developers in Oslo? Best, Maja | Talent Lead | Quartzline | Stockholm | +46 8 123 45 67",
      "Stockholm",
    ],
    [
      "need QA engineers with Selenium in Ireland. Thanks, Sean Kelly, Senior Recruiter, Fennick Labs, Cork, Tel. +353 21 1234567",
      "Cork",
    ],
    [
      "Looking for solutions architects, not at Sable & Rye. Cheers, Ravi Menon — VP Sales — Marlowe Robotics — Manchester | Sent from my iPhone",
      "Manchester",
    ],
    [
      "Any actuaries in Zurich? Mit freundlichen Grüßen, Jonas Keller, Head of People, Quartzline, Basel",
      "Basel",
    ],
  ])("%s", (q, signatureCity) => {
    expect(plan(q)).not.toContain(signatureCity);
    expect(plan(q)).not.toMatch(/Recruit|Human Resources|Seniority: (?:Senior|VP|Head of)|Works in Sales/);
    expect(positive(q).some((l) => /Quartzline|Fennick|Marlowe/.test(l))).toBe(false);
  });

  test("a greeting's name is no criterion ('Hi Dev,')", () => {
    expect(plan("Hi Dev, could you pull accountants in Leeds? Thanks, Amy Clarke, Recruiter")).toBe(
      "Job title in the Accounting family AND Located in Leeds, England, United Kingdom",
    );
  });

  test("a disclaimer is no criterion", () => {
    const q =
      "Quick one: pharmacists in Lyon? This e-mail and any attachments are confidential and intended for the addressee in Paris only.";
    expect(plan(q)).toContain("Lyon");
    expect(plan(q)).not.toContain("Paris");
  });

  test("'Thanks <name>!' opening the mail is a greeting, not a signature that ends the ask", () => {
    expect(plan("Thanks Omar! Now nurses in Glasgow, please")).toContain("Glasgow");
  });
});
