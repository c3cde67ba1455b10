/**
 * A demo person's education: a bachelor's before the career, sometimes a master's, an MBA or a
 * PhD, at schools in or near their country. Draws from the person's random stream in a fixed
 * order (the generator is deterministic per person).
 */
import type { Education } from "../model.ts";
import {
  COUNTRY_BY_ISO2,
  type Department,
  type Family,
  type GazetteerCity,
  SCHOOLS,
} from "../vocab/index.ts";
import { schoolsByCountry } from "./career.ts";
import { DEMO_PROFILE_HOST } from "./hosts.ts";
import { slug } from "./names.ts";
import type { Rng } from "./rng.ts";

export function demoEducation(
  rng: Rng,
  p: { city: GazetteerCity; dept: Department; family: Family; years: number; careerStartYear: number },
): Education[] {
  const { city, dept, family, years, careerStartYear } = p;
  const localSchools = schoolsByCountry.get(city.country_iso2) ?? [];
  const school = () =>
    localSchools.length && rng.chance(0.75) ? rng.pick(localSchools) : rng.pick(SCHOOLS.schools);
  const fields = SCHOOLS.fields_by_department[dept.name] ?? ["Business Administration"];
  const education: Education[] = [];
  const addEducation = (kind: "bachelor" | "master" | "mba" | "phd", fromYear: number, toYear: number) => {
    const s = school();
    const sCountry = COUNTRY_BY_ISO2.get(s.country);
    education.push({
      degree: rng.pick(SCHOOLS.degrees[kind]),
      field_of_study: kind === "mba" ? "Business Administration" : rng.pick(fields),
      description: null,
      institution_url: `https://${DEMO_PROFILE_HOST}/school/${slug(s.name)}`,
      institution_name: s.name,
      institution_full_address: `${s.city}, ${s.state}, ${sCountry?.name ?? s.country}`,
      institution_country_iso2: s.country,
      institution_country_iso3: sCountry?.iso3 ?? null,
      institution_regions: sCountry?.regions ?? [],
      institution_city: s.city,
      institution_state: s.state,
      institution_street: null,
      institution_zipcode: null,
      date_from_year: fromYear,
      date_to_year: toYear,
      activities_and_societies: rng.chance(0.15)
        ? rng.pick([
            "Student Council",
            "Debate Club",
            "Robotics Club",
            "Rowing Team",
            "Entrepreneurship Society",
          ])
        : null,
      order_in_profile: 0,
    });
  };
  if (rng.chance(0.92)) addEducation("bachelor", careerStartYear - 4, careerStartYear);
  const phdLikely = family.name === "Machine Learning" || dept.name === "Data Science";
  if (years > 2 && rng.chance(phdLikely ? 0.2 : 0.02))
    addEducation("phd", careerStartYear, careerStartYear + 4);
  else if (rng.chance(0.3)) addEducation("master", careerStartYear, careerStartYear + 2);
  if (
    years > 5 &&
    ["Sales", "Marketing", "Product", "Finance", "Operations"].includes(dept.name) &&
    rng.chance(0.15)
  ) {
    const y = careerStartYear + rng.int(3, Math.max(3, years - 2));
    addEducation("mba", y - 2, y);
  }
  education.sort((a, b) => (b.date_to_year ?? 0) - (a.date_to_year ?? 0));
  education.forEach((e, i) => {
    e.order_in_profile = i;
  });

  return education;
}
