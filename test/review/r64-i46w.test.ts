/**
 * Review r64 of branch i46w (8e03c9e: "a word the labels do not explain weighs in the title's norm
 * as a word of one concept"). A product, platform or employer name beside a plain title now takes
 * the title's correct link under the job-link threshold, so the job holds no occupation at all
 * (occ0: what "nurses" or the `occupation` parameter search): "AWS Cloud Engineer" cloud engineer
 * 1.078 -> 0.769, "Azure DevOps Engineer" 1.063 -> 0.748, "Staff Nurse NHS" 0.911 -> 0.364, "Amazon
 * Delivery Driver" 1.000 -> 0.789 (linkTitle's best score, main -> i46w). On main each job links as
 * its title without the name does. Titles of this file's own.
 */
import { expect, test } from "bun:test";
import { linkJobs } from "../../src/domain/occupations/jobs.ts";
import { normalizePersonInput } from "../../src/domain/person.ts";

/** The occupation a current job with this title links to (as every write links it), or null. */
function jobOccupation(title: string): string | null {
  const { person } = normalizePersonInput(
    {
      pnet_url: "https://www.pnet.example/in/r64-i46w",
      name: "P",
      experience: [{ position_title: title, company_name: "Lorne Works", date_from: "2022-01" }],
    },
    new Date(Date.UTC(2026, 10, 27)),
  );
  linkJobs(person);
  return person.experience[0]?.occupation?.uri ?? null;
}

test.each([
  ["AWS Cloud Engineer", "Cloud Engineer"],
  ["Azure DevOps Engineer", "DevOps Engineer"],
  ["Staff Nurse NHS", "Staff Nurse"],
  ["Amazon Delivery Driver", "Delivery Driver"],
])("%s links as %s does", (named, plain) => {
  const expected = jobOccupation(plain);
  expect(expected).not.toBeNull();
  expect(jobOccupation(named)).toBe(expected);
});
