/**
 * The occupation linker's rules of round i46g (issue 46): general facts of how titles are written,
 * found reading half A of the MELO misses (bench/melo-misses.ts --half A). One test per rule, on
 * the shipped taxonomy, in several languages. The titles are our own, not benchmark queries.
 */
import { describe, expect, test } from "bun:test";
import { linkTitle, occupations } from "../../src/domain/occupations/index.ts";
import { titleLanguages, titleUnits } from "../../src/domain/occupations/link.ts";

const tax = occupations();
const ranked = (title: string) => linkTitle(tax, title, 5).occupations.map((o) => [o.uri, o.score]);
const labels = (title: string) => linkTitle(tax, title, 5).occupations.map((o) => o.label);

describe("occupation linker: how titles are written", () => {
  test("'y/o', 'and/or', 'und/oder' is one conjunction, not a slash between two titles", () => {
    // Split at the slash, "O reparación de vehículos" was a title of its own, headed by "reparación".
    for (const [pair, plain] of [
      [
        "técnico de mantenimiento y/o reparación de vehículos",
        "técnico de mantenimiento y reparación de vehículos",
      ],
      ["director de ventas y/o marketing", "director de ventas y marketing"],
      ["sales and/or marketing manager", "sales and marketing manager"],
      ["Leiter Vertrieb und/oder Marketing", "Leiter Vertrieb und Marketing"],
    ])
      expect(ranked(pair ?? "")).toEqual(ranked(plain ?? ""));
    expect(labels("técnico de mantenimiento y/o reparación de vehículos")).not.toContain("shoe repairer");
    // A slash between two words that are not both conjunctions still separates alternatives.
    expect(labels("Entwickler/Entwicklerin")).toEqual(labels("Entwickler"));
  });

  test("a craft's or shop's word no label writes names its worker, by the labels' own derivations", () => {
    // The labels write "panadería" / "panadero", "Bäckerei" / "Bäcker": "ería" -> "ero", "erei" -> "er".
    const es = tax.analyzers.find((a) => a.lang === "es");
    expect(es?.derivations).toContainEqual(["eria", "ero"]);
    expect(labels("técnico de tapicería")[0]).toBe("upholsterer");
    expect(labels("Fachkraft Imkerei")[0]).toBe("bee breeder");
    expect(labels("Helfer Imkerei")[0]).toBe("bee breeder");
    // Only towards a word that names an occupation alone: an agent noun is not read as its activity.
    expect(labels("máquina galvanizadora")[0]).toBe("electroplating machine operator");
    // A word the labels write is never rewritten, in any of the title's languages.
    expect(linkTitle(tax, "panadería", 1).occupations[0]?.matched.toLowerCase()).toContain("panadería");
  });

  test("a German specialisation after a dash is a phrase of its own, without a head (the occupation before it keeps its score)", () => {
    // National titles write "Textilmechaniker - Vliesstoff", ESCO's labels "Produktionsmechaniker –
    // Textil". Headed, the dash's part weighed as much as the occupation and halved its score
    // ("Koch - Restaurant" 0.77 for cook, under the job link threshold; review r63).
    for (const [dashed, occupation, qualifier] of [
      ["Koch - Restaurant", "koch", "restaurant"],
      ["Tierpfleger - Zoo", "pfleg", "zoo"],
      ["Maschinenführer – Druck", "fuhr", "druck"],
    ]) {
      const units = titleUnits(dashed ?? "", titleLanguages(tax, dashed ?? ""));
      expect(units.get(occupation ?? "")?.head).toBe(true);
      expect(units.get(qualifier ?? "")).toMatchObject({ head: false, weight: 1 });
    }
    expect(linkTitle(tax, "Koch - Restaurant", 1).occupations[0]?.score).toBeGreaterThanOrEqual(
      linkTitle(tax, "Koch Restaurant", 1).occupations[0]?.score ?? 1,
    );
  });
});
