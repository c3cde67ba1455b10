/** The one canonicalizer both sides of search use: places, skills, titles, degrees, schools. */
import { describe, expect, test } from "bun:test";
import { classifyTitle } from "../../src/domain/query/classify-title.ts";
import { degreeKind, facetTokens, schoolCanonical } from "../../src/domain/search/facets.ts";
import { GAZETTEER } from "../../src/domain/vocab/index.ts";
import { CITY_ALIASES, resolvePlace } from "../../src/domain/vocab/places.ts";
import { canonicalSkill } from "../../src/domain/vocab/skills.ts";

describe("places", () => {
  test("every alias names a gazetteer city of its country", () => {
    const known = new Set(GAZETTEER.cities.map((c) => `${c.name}|${c.country_iso2}`));
    const missing = Object.values(CITY_ALIASES).filter(([city, iso2]) => !known.has(`${city}|${iso2}`));
    expect(missing).toEqual([]);
  });
  test("local names, exonyms, countries in other languages and one-line locations", () => {
    const at = (p: Parameters<typeof resolvePlace>[0]) => {
      const r = resolvePlace(p);
      return `${r.city}|${r.iso2}`;
    };
    expect(at({ location_city: "München", location_country: "Deutschland" })).toBe("Munich|DE");
    expect(at({ location_city: "Muenchen" })).toBe("Munich|DE");
    expect(at({ location: "Lisboa, Portugal" })).toBe("Lisbon|PT");
    expect(at({ location_city: "Bombay", location_country_iso2: "in" })).toBe("Mumbai|IN");
    expect(at({ location_city: "København", location_country: "Danmark" })).toBe("Copenhagen|DK");
    expect(at({ location_city: "New York, NY" })).toBe("New York|US");
    expect(at({ location_city: "Greater London", location_country: "UK" })).toBe("London|GB");
    expect(at({ location: "Österreich" })).toBe("null|AT");
    expect(at({ location_city: "Atlantis", location_country: "Schweiz" })).toBe("null|CH");
  });
});

test("skills by alias, version and parenthesis; unknown ones stay unknown", () => {
  expect(
    ["k8s", "Postgres", "Golang", "ReactJS", "Python 3", "Java 17", "Go (Golang)", "MS Excel", "C Sharp"].map(
      canonicalSkill,
    ),
  ).toEqual(["Kubernetes", "PostgreSQL", "Go", "React", "Python", "Java", "Go", "Excel", "C#"]);
  expect(canonicalSkill("SOC 2")).toBe("SOC 2");
  expect(canonicalSkill("Underwater Basket Weaving")).toBeNull();
});

describe("titles", () => {
  const cls = (t: string) => {
    const c = classifyTitle(t);
    return `${c.base?.family ?? c.base?.department ?? "-"}|${c.level ?? "-"}`;
  };
  test("abbreviations, compounds, grades and comma forms", () => {
    expect(cls("Sr. Back-End Dev")).toBe("Software Engineering|senior");
    expect(cls("SDE-2")).toBe("Software Engineering|mid");
    expect(cls("Software Engineer I")).toBe("Software Engineering|entry");
    expect(cls("Software Engineer, Senior")).toBe("Software Engineering|senior");
    expect(cls("Dev Ops Engineer")).toBe("DevOps|-");
    expect(cls("VP Eng")).toBe("Engineering|vp");
    expect(cls("Manager, Software Engineering")).toBe("Engineering|manager");
    expect(cls("Vice President, Engineering")).toBe("Engineering|vp");
  });
  test("titles outside the vocabulary placed by head noun and modifiers", () => {
    expect(cls("Golang Engineer")).toBe("Software Engineering|-");
    expect(cls("Cloud Infrastructure Engineer")).toBe("DevOps|-");
    expect(cls("Data Science Specialist")).toBe("Data Science|-");
    expect(cls("Head of Platform")).toBe("Engineering|head");
    expect(cls("Tech Lead")).toBe("Software Engineering|-");
    expect(cls("Civil Engineer")).toBe("-|-");
    expect(classifyTitle("Golang Engineer").inferred).toBe(true);
    expect(classifyTitle("Backend Engineer").inferred).toBe(false);
  });
});

test("degrees with dots and in other languages; school name forms", () => {
  expect(
    [
      "Ph.D.",
      "DPhil",
      "Doctor of Philosophy",
      "M.Sc.",
      "M.S.",
      "Master's degree",
      "M.B.A.",
      "B.Tech",
      "B.A.",
      "Diplom-Informatiker",
    ].map(degreeKind),
  ).toEqual(["phd", "phd", "phd", "master", "master", "master", "mba", "bachelor", "bachelor", "master"]);
  expect(schoolCanonical("Oxford University")).toBe("University of Oxford");
  expect(schoolCanonical("TU München")).toBe("Technical University of Munich");
  expect(schoolCanonical("Hochschule Nirgendwo")).toBe("Hochschule Nirgendwo");
});

test("the index holds the canonical value and the value as written", () => {
  const tokens = facetTokens({
    experience: [{ position_title: "Sr Golang Enginer", active_experience: 1, company_id: null } as never],
    education: [],
    skills: ["k8s"],
    location_city: "München",
    location_country: "Deutschland",
    location_regions: [],
    location_country_iso2: null,
  } as never);
  expect(tokens).toContain("city0demunich");
  expect(tokens).toContain("city0demunchen");
  expect(tokens).toContain("sk0kubernetes");
  expect(tokens).toContain("sk0k8s");
  expect(tokens).toContain("ttl0srgolangenginer");
});

test("a head noun shared by coordinated titles is distributed; other coordinations are left alone", async () => {
  const { distributeCoordinated } = await import("../../src/domain/query/tokenize.ts");
  expect(distributeCoordinated("iOS and Android developers in Lisbon")).toBe(
    "iOS developers or Android developers in Lisbon",
  );
  expect(distributeCoordinated("frontend or backend engineers")).toBe(
    "frontend engineers or backend engineers",
  );
  expect(distributeCoordinated("Python and Django developers")).toBe("Python and Django developers");
  expect(distributeCoordinated("salt and pepper engineers")).toBe("salt and pepper engineers");
});

test("the memo returns what the function returns, null included, and starts over when full", async () => {
  const { memoize } = await import("../../src/domain/memo.ts");
  let calls = 0;
  const f = memoize((k: string) => {
    calls++;
    return k === "none" ? null : k.length;
  }, 2);
  expect([f("ab"), f("ab"), f("none"), f("none")]).toEqual([2, 2, null, null]);
  expect(calls).toBe(2);
  f("xyz"); // full: starts over
  f("ab");
  expect(calls).toBe(4);
});
