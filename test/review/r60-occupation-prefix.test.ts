/**
 * Review r60: the linker's unknown-word rule (f71b63d: a title's unit no label has stands for its
 * longest prefix a label has, up to four letters shorter) reads a product or company name as the
 * word it happens to begin with: "Workday" (the HR software) as "work", "Carvana" (a car dealer)
 * as "carv" (carving). The titles below linked as on c3d22dc (ICT consultant; a sales group) and
 * now link to an unrelated trade. Left failing: the rule was tuned on the MELO sets, and a fix by
 * class (say, a cut only of a derivational ending the language's labels show) needs that measure.
 */
import { expect, test } from "bun:test";
import { linkTitle, occupations } from "../../src/domain/occupations/index.ts";

const tax = occupations();
const topLabel = (title: string) => linkTitle(tax, title, 5).occupations[0]?.label;

test("a software product's name is not the word it begins with", () => {
  expect(topLabel("Workday Consultant")).not.toBe("consultant social worker");
});

test("a company's name is not the word it begins with", () => {
  expect(topLabel("Carvana Sales")).not.toBe("wood router operator");
});
