/**
 * Spec coverage of the two person formats: every field the spec lists is present with the right
 * type (or null), for demo people and for a sparse imported one.
 */
import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createDemoWorld, DemoPeopleGenerator } from "../../src/domain/demo/people.ts";
import type { Person } from "../../src/domain/model.ts";
import { normalizePersonInput } from "../../src/domain/person.ts";
import { CURRENT_END_DATE, toLegacyPerson } from "../../src/format/legacy.ts";
import { toModernPerson } from "../../src/format/modern.ts";
import * as SPEC from "../fixtures/spec-fields.ts";

const reference = new Date("2026-06-01T00:00:00Z");
const world = createDemoWorld(11, 400, reference);
const generator = new DemoPeopleGenerator(world);
const demo = Array.from({ length: 400 }, (_, i) => generator.person(i));

function typeOk(t: SPEC.T, v: unknown): boolean {
  if (v === null) return t !== "a" && t !== "sa";
  switch (t) {
    case "s":
      return typeof v === "string";
    case "i":
      return Number.isInteger(v);
    case "n":
      return typeof v === "number" && Number.isFinite(v);
    case "b":
      return typeof v === "boolean";
    case "f":
      return v === 0 || v === 1;
    case "sa":
      return Array.isArray(v) && v.every((x) => typeof x === "string");
    case "a":
      return Array.isArray(v);
    case "o":
      return typeof v === "object" && !Array.isArray(v);
    case "any":
      return true;
  }
}

function expectFields(record: Record<string, unknown>, fields: Record<string, SPEC.T>, where: string) {
  const problems: string[] = [];
  for (const [field, t] of Object.entries(fields)) {
    if (!(field in record)) problems.push(`${where}.${field} missing`);
    else if (!typeOk(t, record[field]))
      problems.push(`${where}.${field} has ${JSON.stringify(record[field])}, expected ${t}`);
  }
  expect(problems).toEqual([]);
}

const sparse = normalizePersonInput(
  {
    professional_network_url: "https://www.pnet.example/in/sparse-person/",
    full_name: "Sparse Person",
    experience: [{ position_title: "Engineer", company_name: "Acme", date_from: "2013" }],
    education: [{ institution_name: "Somewhere University", date_to_year: "2012" }],
  },
  reference,
).person;

describe("modern person record", () => {
  test("has every root field of the spec with its type, for demo and sparse people", () => {
    for (const { person } of demo.slice(0, 100))
      expectFields(toModernPerson(person), SPEC.MODERN_ROOT, "person");
    expectFields(toModernPerson(sparse), SPEC.MODERN_ROOT, "sparse");
    expect(Object.keys(SPEC.MODERN_ROOT).length).toBeGreaterThanOrEqual(94);
  });

  test("experience and education items have every spec field", () => {
    for (const { person } of [...demo.slice(0, 100), { person: sparse }]) {
      const modern = toModernPerson(person) as {
        experience: Record<string, unknown>[];
        education: Record<string, unknown>[];
      };
      for (const e of modern.experience) expectFields(e, SPEC.MODERN_EXPERIENCE, "experience");
      for (const e of modern.education) expectFields(e, SPEC.MODERN_EDUCATION, "education");
    }
    expect(Object.keys(SPEC.MODERN_EXPERIENCE).length).toBe(47);
  });

  test("every other collection item carries the spec's fields", () => {
    const full: Person = {
      ...sparse,
      languages: [{ language: "English", proficiency: null, order_in_profile: 0 }],
      awards: [
        {
          title: "A",
          issuer: null,
          description: null,
          date_year: 2020,
          date_month: null,
          order_in_profile: 0,
        },
      ],
      certifications: [
        {
          title: "C",
          issuer: null,
          date_from_year: null,
          date_from_month: null,
          date_to_year: null,
          date_to_month: null,
        },
      ],
      organizations: [
        {
          organization_name: "O",
          position: null,
          description: null,
          date_from_year: null,
          date_from_month: null,
          date_to_year: null,
          date_to_month: null,
        },
      ],
      patents: [{ title: "P", description: null, status: null, date_year: null, date_month: null }],
      projects: [
        {
          name: "P",
          description: null,
          date_from_year: null,
          date_from_month: null,
          date_to_year: null,
          date_to_month: null,
        },
      ],
      publications: [
        { title: "P", description: null, publisher_names: [], date_year: null, date_month: null },
      ],
      code_repos: [{ name: "r", summary: null, stars: 1, contributions_count: 2 }],
      courses: [{ organizer: null, title: "C", order_in_profile: 0 }],
    };
    const modern = toModernPerson(full, { similarity_score: 0.9, matched_criteria: ["x"] }) as Record<
      string,
      unknown
    >;
    for (const [collection, fields] of Object.entries(SPEC.MODERN_COLLECTIONS)) {
      const value = modern[collection];
      const item = (Array.isArray(value) ? value[0] : value) as Record<string, unknown>;
      expect(Object.keys(item).sort()).toEqual([...fields].sort());
    }
  });

  test("the field lists agree with the spec text itself", () => {
    const specPath = join(import.meta.dir, "..", "..", "..", "shared", "spec", "service-spec.md");
    if (!existsSync(specPath)) {
      console.warn(`spec not found at ${specPath}; cross-check skipped`);
      return;
    }
    const spec = readFileSync(specPath, "utf8");
    const names = (text: string) =>
      text
        .replace(/\([^)]*\)/g, "")
        .replace(/\[\]/g, "")
        .split(/[,;]/)
        .map((s) => s.trim().replace(/\.$/, ""))
        .filter((s) => /^[a-z_0-9 /]+$/i.test(s) && s !== "");
    const expand = (token: string) => {
      const [base = "", ...rest] = token.split(" / ").map((s) => s.trim());
      const prefix = base.slice(0, base.lastIndexOf("_"));
      return [base, ...rest.map((r) => prefix + r)];
    };
    const root = spec
      .split("| Group | Fields |")[1]
      ?.split("\n\n")[0]
      ?.split("\n")
      .slice(2)
      .flatMap((line) => names(line.split("|")[2] ?? "").flatMap(expand));
    expect(root?.length).toBeGreaterThan(80);
    expect([...new Set(root)].sort()).toEqual(Object.keys(SPEC.MODERN_ROOT).sort());
    const experience = names(
      spec.split("Modern `experience[]` item (about 48 fields): ")[1]?.split("\n")[0] ?? "",
    );
    expect(experience.sort()).toEqual(Object.keys(SPEC.MODERN_EXPERIENCE).sort());
    const education = names(spec.split("Modern `education[]` item: ")[1]?.split("\n")[0] ?? "");
    expect(education.sort()).toEqual(Object.keys(SPEC.MODERN_EDUCATION).sort());
  });
});

describe("legacy person result", () => {
  test("has profile, experience, education and posts with every spec field and type", () => {
    const withPosts = demo.filter((d) => d.posts.length > 0).slice(0, 20);
    expect(withPosts.length).toBeGreaterThan(0);
    for (const d of [...demo.slice(0, 50), ...withPosts]) {
      const legacy = toLegacyPerson(
        d.person,
        d.posts.map((p) => p.post),
        reference,
      ) as {
        profile: Record<string, unknown>;
        experience: Record<string, unknown>[];
        education: Record<string, unknown>[];
        posts: Record<string, unknown>[];
      };
      expect(Object.keys(legacy)).toEqual(["profile", "experience", "education", "posts"]);
      expectFields(legacy.profile, SPEC.LEGACY_PROFILE, "profile");
      expect(typeof legacy.profile.id).toBe("string");
      for (const e of legacy.experience) {
        expectFields(e, SPEC.LEGACY_EXPERIENCE, "experience");
        expect(String(e.start_date)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      }
      for (const e of legacy.education) expectFields(e, SPEC.LEGACY_EDUCATION, "education");
      for (const p of legacy.posts) {
        expectFields(p, SPEC.LEGACY_POST, "post");
        expect(Object.keys(p.author as object).sort()).toEqual(["firstName", "lastName", "url", "username"]);
      }
    }
  });

  test("a current position ends on 1970-01-01T00:00:00", () => {
    const working = demo.find((d) => d.person.experience.some((e) => e.active_experience === 1));
    if (!working) throw new Error("no working demo person");
    const legacy = toLegacyPerson(working.person, [], reference) as { experience: { end_date: string }[] };
    const index = working.person.experience.findIndex((e) => e.active_experience === 1);
    expect(legacy.experience[index]?.end_date).toBe(CURRENT_END_DATE);
  });
});
