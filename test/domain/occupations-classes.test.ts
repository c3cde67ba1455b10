/**
 * The occupation linker's rules from reading its MELO misses by class (issue 46, round of
 * bench/melo-misses.ts): one test per rule, on the shipped taxonomy. The titles are our own, not
 * benchmark queries.
 */
import { describe, expect, test } from "bun:test";
import { wordUnits } from "../../src/domain/occupations/analyze.ts";
import { LANGUAGES, linkTitle, occupations } from "../../src/domain/occupations/index.ts";
import { learnGender } from "../../src/domain/occupations/learn.ts";

const tax = occupations();
const link = (title: string) => linkTitle(tax, title, 5);
const topLabel = (title: string) => link(title).occupations[0]?.label;

describe("occupation linker: classes of misses", () => {
  test("a plural title is read in the language whose labels write it in the singular", () => {
    // ESCO writes singulars; national lists write plurals ("Watchmakers" was read as Norwegian).
    expect(link("Watchmakers").languages).toEqual(["en"]);
    expect(topLabel("Watchmakers")).toBe("clock and watchmaker");
    expect(link("Glassmakers").languages).toEqual(["en"]);
    expect(link("ORTODONCISTAS").languages).toEqual(["es"]);
    expect(link("PSICOTERAPEUTAS").languages).toContain("es");
    expect(link("PSICOTERAPEUTAS").languages).not.toContain("de");
  });

  test("German certification marks (Geprüfte/r, Staatlich geprüfte/r, Staatlich anerkannte/r) change nothing", () => {
    const plain = link("Erzieherin").occupations;
    expect(link("Staatlich geprüfte Erzieherin").occupations).toEqual(plain);
    expect(link("Geprüfte Erzieherin").occupations).toEqual(plain);
    expect(link("Staatlich anerkannter Heilpädagoge").occupations).toEqual(link("Heilpädagoge").occupations);
    // "Staatlich" alone is an adjective of occupations ("Staatlicher Planungsinspektor") and stays.
    expect(link("Staatlicher Inspektor").occupations).not.toEqual(link("Inspektor").occupations);
  });

  test("a German specialisation (Fachrichtung, Schwerpunkt) is a phrase of its own, the marker no word", () => {
    // The marker word matched every label that writes one ("Metallbauer Fachrichtung Metallgestaltung").
    expect(topLabel("Techniker Fachrichtung Bautechnik")).toBe("civil engineering technician");
    for (const title of ["Tierwirt Fachrichtung Schäferei", "Gärtner Schwerpunkt Obstbau"])
      for (const o of link(title).occupations) expect(o.matched).not.toMatch(/Fachrichtung|Schwerpunkt/);
  });

  test("a compound's modifier that is a compound itself adds its parts (master craftsmen's titles)", () => {
    // "Orgelbauer|meister": the modifier "Orgelbauer" meets the labels only when split too.
    expect(topLabel("Orgelbauermeister")).toBe("organ builder");
    expect(topLabel("Zahntechnikermeister")).toBe("dental technician");
    expect(link("Orgelbauermeister").occupations[0]?.matched).not.toMatch(/Industriemeister/);
  });

  test("a feminine ending with two masculine rewrites takes the one giving a word the labels write", () => {
    // Spanish "-ra" is "-r" in "profesora" and "-ro" in "cocinera": one rewrite per ending made
    // "cocinera" "cociner" (stemmed "cocin", kitchen), so "cocinero/cocinera" was two words.
    const pairs = ["profesor/profesora", "director/directora", "conductor/conductora", "cocinero/cocinera"];
    const rewrites = learnGender([...pairs, "panadero/panadera", "carpintero/carpintera"]);
    expect(rewrites).toContainEqual(["ra", "r"]);
    expect(rewrites).toContainEqual(["ra", "ro"]);
    const es = tax.analyzers[LANGUAGES.indexOf("es")];
    if (!es) throw new Error("no Spanish analyser");
    expect(wordUnits("cocinera", es)).toEqual(wordUnits("cocinero", es));
    expect(wordUnits("profesora", es)).toEqual(wordUnits("profesor", es));
    expect(wordUnits("camareras", es)).toEqual(wordUnits("camareros", es));
    expect(topLabel("cocinera")).toBe("cook");
    expect(topLabel("cocineros")).toBe("cook");
    expect(topLabel("camarera")).toBe("waiter/waitress");
    expect(topLabel("peluquera")).toBe("hairdresser");
  });

  test("a title's word no label writes stands for its longest prefix a label writes, a few letters shorter", () => {
    // A derivation the stemmer leaves: the craft's workshop ("Töpferei") names the craftsman ("Töpfer").
    expect(topLabel("Töpferei")).toBe("production potter");
    expect(link("Töpferei").occupations[0]?.matched).toMatch(/Töpfer/);
    // A word the labels write is never cut: "Imkerei" meets its own labels.
    expect(link("Imkerei").occupations[0]?.matched.toLowerCase()).toContain("imker");
    // Nothing shorter than four letters stands in: a word with no such prefix still links to nothing.
    expect(link("Qxzvbrei").occupations).toEqual([]);
  });

  test("'first-line' / 'front-line' before a managing noun is a grade, taken out like 'Lead'", () => {
    // Its words matched "first response worker" (O*NET writes "First-Line Supervisors of ...").
    const tiered = link("First-Line Supervisors of Security Workers");
    expect(tiered.level).toBe("lead");
    expect(tiered.levelWords).toEqual(["First-Line"]);
    expect(tiered.occupations[0]?.label).toBe("security guard supervisor");
    expect(link("first line supervisor of security workers").occupations).toEqual(
      link("supervisor of security workers").occupations,
    );
    expect(link("Front-line manager").levelWords).toEqual(["Front-line"]);
    // "line" alone stays a word of the occupation ("line cook").
    expect(link("line cook").level).toBeNull();
  });
});
