/**
 * The occupation linker on the shipped ESCO taxonomy (data/esco/occupations.bin): one test per
 * form of title it handles, in several languages. The titles are our own, not benchmark queries.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import taxonomyFile from "../../data/esco/occupations.bin" with { type: "file" };
import {
  conceptLabels,
  linkTitle,
  occupations,
  occupationsFileHash,
  prepareCorpus,
  rankCorpus,
} from "../../src/domain/occupations/index.ts";
import { conceptScores } from "../../src/domain/occupations/link.ts";
import { loadTaxonomy, taxonomyVersion, VERSION_END } from "../../src/domain/occupations/store.ts";

const tax = occupations();
const top = (title: string) => linkTitle(tax, title, 5).occupations[0];
const topUri = (title: string) => top(title)?.uri;
const topLabel = (title: string) => top(title)?.label;

describe("occupation linker", () => {
  test("a title links to ranked ESCO concepts: URI, English label, the label matched, its language, a score", () => {
    const link = linkTitle(tax, "Softwareentwickler", 3);
    expect(link.occupations).toHaveLength(3);
    const [first, second] = link.occupations;
    expect(first?.uri).toMatch(/^http:\/\/data\.europa\.eu\/esco\/occupation\//);
    expect(first?.label).toBe("software developer");
    expect(first?.matched).toContain("Softwareentwickler");
    expect(first?.language).toBe("de");
    expect(first?.score).toBeGreaterThan(second?.score ?? Number.POSITIVE_INFINITY);
    expect(link.languages).toEqual(["de"]);
  });

  test("the concepts returned are the first of every concept scored, in score order (ties by index)", () => {
    const titles = ["Software Engineer", "Sales Manager", "Krankenschwester", "CEO", "nurse", "Data", "zzzz"];
    for (const title of titles) {
      const { score } = conceptScores(tax, title);
      const sorted = [...score.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      for (const limit of [1, 3, 10]) {
        const want = sorted
          .slice(0, limit)
          .map(([c, s]) => [tax.uris[c] ?? "", Math.round(s * 10000) / 10000]);
        const got = linkTitle(tax, title, limit).occupations.map((o) => [o.uri, o.score]);
        expect(got).toEqual(want);
      }
    }
  });

  test("gender forms link alike: -er/-erin, -o/-a, -eur/-euse, -e/-a, (m/w/d)", () => {
    expect(topUri("Softwareentwicklerin")).toBe(topUri("Softwareentwickler"));
    expect(topUri("Softwareentwickler/Softwareentwicklerin")).toBe(topUri("Softwareentwickler"));
    expect(topUri("Softwareentwickler (m/w/d)")).toBe(topUri("Softwareentwickler"));
    expect(topUri("ingeniera de software")).toBe(topUri("ingeniero de software"));
    expect(topUri("boulangère")).toBe(topUri("boulanger"));
    expect(topLabel("boulangère")).toBe("baker");
    expect(topUri("infermiera")).toBe(topUri("infermiere"));
  });

  test("plural and singular, -ista both genders", () => {
    expect(topLabel("periodistas")).toMatch(/journalist/i);
    expect(topLabel("periodista")).toMatch(/journalist/i);
    expect(topLabel("Dental Technicians")).toBe("dental technician");
  });

  test("compounds: a compound and the phrase it shortens link alike (German, Dutch)", () => {
    expect(topUri("Entwickler für Software")).toBe(topUri("Softwareentwickler"));
    expect(topUri("chauffeur van vrachtwagen")).toBe(topUri("vrachtwagenchauffeur"));
    expect(topLabel("vrachtwagenchauffeur")).toBe("cargo vehicle driver");
  });

  test("a compound no label writes is read in its language through its parts", () => {
    const link = linkTitle(tax, "Tankwagenfahrer", 3);
    expect(link.languages).toContain("de");
    expect(link.occupations[0]?.matched).toMatch(/fahrer/i);
  });

  test("seniority words are taken out and returned apart; head words returned and kept", () => {
    const senior = linkTitle(tax, "Senior Softwareentwickler", 1);
    expect(senior.level).toBe("senior");
    expect(senior.levelWords).toEqual(["Senior"]);
    expect(senior.occupations[0]?.uri).toBe(topUri("Softwareentwickler"));
    const junior = linkTitle(tax, "Junior Software Engineer", 1);
    expect(junior.level).toBe("junior");
    expect(junior.occupations[0]?.label).toBe("software developer");
    const head = linkTitle(tax, "Head of Marketing", 1);
    expect(head.level).toBe("head");
    expect(head.levelWords).toEqual(["Head of"]);
    expect(head.occupations[0]?.label).toBe("chief marketing officer");
    const jefe = linkTitle(tax, "Jefe de cocina", 1);
    expect(jefe.level).toBe("head");
    expect(jefe.occupations[0]?.label).toBe("head chef");
    const leiter = linkTitle(tax, "Leiter Vertrieb", 1);
    expect(leiter.level).toBe("head");
    expect(leiter.occupations[0]?.matched).toContain("Vertriebsleiter");
    expect(linkTitle(tax, "Softwareentwickler", 1).level).toBeNull();
  });

  test("abbreviations: an acronym links as the words it stands for", () => {
    expect(topUri("HR Manager")).toBe(topUri("Human Resources Manager"));
  });

  test("word order: an inverted title links to the same concept", () => {
    expect(topUri("Technician, Dental")).toBe(topUri("Dental Technician"));
  });

  test("parenthesised qualifiers narrow without taking over", () => {
    expect(topLabel("Krankenpfleger (Intensivpflege)")).toMatch(/nurse/);
    expect(topLabel("Lehrer (Grundschule)")).toMatch(/teacher/);
  });

  test("the head noun weighs above its modifiers", () => {
    expect(topLabel("marketing assistant")).toMatch(/assistant/);
    expect(topLabel("Software Tester")).toMatch(/tester/);
    expect(topLabel("técnico de laboratorio")).toMatch(/technician/);
  });

  test("a label several concepts list names first the concept whose preferred label it is", () => {
    // "chemical engineer" is the preferred label of one concept and an alternative label of "chemist".
    const labels = linkTitle(tax, "chemical engineer", 10).occupations.map((o) => o.label);
    expect(labels).toContain("chemist");
    expect(labels.indexOf("chemical engineer")).toBeLessThan(labels.indexOf("chemist"));
  });

  test("the same concept from any language, with its English label", () => {
    const baker = topUri("boulanger");
    expect(topUri("panadero")).toBe(baker);
    expect(topUri("piekarz")).toBe(baker);
    expect(topLabel("piekarz")).toBe("baker");
    expect(top("piekarz")?.language).toBe("pl");
  });

  test("a concept's labels in every language, the English preferred label first", () => {
    const uri = topUri("boulanger") ?? "";
    const labels = conceptLabels(tax, uri);
    expect(labels?.en?.[0]).toBe("baker");
    expect(labels?.fr).toContain("boulanger");
    expect(labels?.es).toContain("panadero");
    expect(Object.keys(labels ?? {}).length).toBeGreaterThanOrEqual(20);
    expect(conceptLabels(tax, "http://data.europa.eu/esco/occupation/none")).toBeNull();
  });

  test("nothing to link: no occupations, no error", () => {
    expect(linkTitle(tax, "", 5).occupations).toEqual([]);
    expect(linkTitle(tax, "(m/w/d)", 5).occupations).toEqual([]);
    expect(linkTitle(tax, "qqqq zzzz", 5).occupations).toEqual([]);
  });

  test("corpus ranking: the elements of the linked concept come first, across languages", () => {
    const baker = topUri("boulanger") ?? "";
    const chef = topUri("Jefe de cocina") ?? "";
    const corpus = prepareCorpus(tax, [
      { id: "a", text: "head chef", uri: chef },
      { id: "b", text: "baker", uri: baker },
      { id: "c", text: "bread maker", uri: baker },
      { id: "d", text: "not in the taxonomy", uri: "http://example.org/none" },
    ]);
    const run = rankCorpus(tax, corpus, "Bäckerin").sort((x, y) => y.score - x.score);
    expect(run[0]?.id).toBe("b");
    expect(run.map((r) => r.id)).not.toContain("d");
  });

  test("corpus ranking: each concept once, by its best element, before any concept twice", () => {
    const [a, b] = linkTitle(tax, "Softwareentwickler", 2).occupations;
    const aLabels = conceptLabels(tax, a?.uri ?? "")?.en ?? [];
    const corpus = prepareCorpus(tax, [
      { id: "a1", text: aLabels[0] ?? "", uri: a?.uri ?? "" },
      { id: "a2", text: aLabels[1] ?? "", uri: a?.uri ?? "" },
      { id: "b1", text: b?.label ?? "", uri: b?.uri ?? "" },
    ]);
    const run = rankCorpus(tax, corpus, "Softwareentwickler").sort((x, y) => y.score - x.score);
    expect(aLabels.length).toBeGreaterThanOrEqual(2);
    expect(run.map((r) => r.id)).toEqual(["a1", "b1", "a2"]);
  });

  test("the taxonomy file's version is read from its first bytes, and a cut file is refused", () => {
    const bytes = readFileSync(taxonomyFile);
    expect(occupationsFileHash()).toBe(taxonomyVersion(bytes.subarray(0, VERSION_END)));
    expect(occupationsFileHash()).toMatch(/^[0-9a-f]{16}$/);
    expect(() => loadTaxonomy(bytes.subarray(0, bytes.length >> 1))).toThrow(/truncated/);
  });

  test("a file that is not a taxonomy file is refused with a clear error, not misread", () => {
    expect(() => loadTaxonomy(Bun.gzipSync(new TextEncoder().encode("not the taxonomy at all")))).toThrow(
      /not a taxonomy file/,
    );
  });
});
