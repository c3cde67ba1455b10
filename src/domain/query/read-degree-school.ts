/**
 * A degree bound to its school (issue 45, round 13's "Education: M.Sc., ETH Zürich"): "a master's
 * from ETH", "PhD at Oxford", "M.Sc., ETH Zürich", "Stanford MBA" ask for that degree taken at that
 * school, one education entry (../search/facets.ts `degreeAt`), not a master's anywhere and a
 * bachelor's at ETH. The degree item next to a school item (after it with "from", "at", "of", "in"
 * or a comma between; or right after the school's name) is narrowed to the pair and kept as a
 * condition of its own (not one of the query's other degrees' alternatives); the school stays
 * (implied by the pair, and it ranks). A school group ("Ivy League") binds to each of its schools.
 */
import { type DegreeKind, facet } from "../search/facets.ts";
import type { Criterion } from "./criteria.ts";
import type { Item, ScanState } from "./parse-state.ts";

const BETWEEN = new Set(["from", "at", "of", "in", "with"]);

const leaf = (it: Item): Criterion | null => ("kind" in it.node ? (it.node as Criterion) : null);

/**
 * The schools listed after the school at `first` ("a PhD from MIT, Oxford or Yale"): each next school
 * item with only a comma or "or" before it; the degree is bound to any of them.
 */
function listedSchools(state: ScanState, items: Item[], first: number): Criterion[] {
  const listed: Criterion[] = [];
  for (let m = first + 1; m < items.length; m++) {
    const prev = items[m - 1] as Item;
    const next = items[m] as Item;
    const between = state.words.slice(prev.end, next.start);
    const school = leaf(next);
    if (next.kind !== "school" || next.negated !== prev.negated || !school) break;
    if (between.length > 1 || between.some((w) => w.used || w.w !== "or")) break;
    const opening = state.words[next.start];
    if (!between.length && (!opening?.boundary || opening.clause)) break;
    listed.push(school);
  }
  return listed;
}

/** Pass (words, after the phrases): a degree next to its school (or a list of schools). */
export function readDegreeSchools(state: ScanState): void {
  const items = [...state.items].sort((a, b) => a.start - b.start);
  for (let n = 0; n + 1 < items.length; n++) {
    const a = items[n] as Item;
    const b = items[n + 1] as Item;
    const degreeFirst = a.kind === "degree" && b.kind === "school";
    const schoolFirst = a.kind === "school" && b.kind === "degree";
    if (!degreeFirst && !schoolFirst) continue;
    const between = state.words.slice(a.end, b.start);
    if (a.negated !== b.negated || between.some((w) => w.used || !BETWEEN.has(w.w))) continue;
    // "Stanford MBA": only with nothing between; "M.Sc., ETH": a comma is the CV's.
    if (schoolFirst && (between.length || state.words[b.start]?.boundary)) continue;
    const degree = leaf(degreeFirst ? a : b);
    const school = leaf(degreeFirst ? b : a);
    if (!degree || !school || degree.tokens.length !== 1) continue;
    const kind = (degree.tokens[0] as string).replace(/^deg0/, "") as DegreeKind;
    const schools = degreeFirst ? [school, ...listedSchools(state, items, n + 1)] : [school];
    const keys = schools.flatMap((s) => s.tokens.filter((t) => t.startsWith("sch0")).map((t) => t.slice(4)));
    if (!keys.length) continue;
    const item = degreeFirst ? a : b;
    const named = schools.map((s) => s.label.replace(/^Studied at /, "")).join(" or ");
    item.node = {
      ...degree,
      label: `${degree.label} from ${named}`,
      tokens: keys.map((key) => facet.degreeAt(kind, key)),
      value: `${degree.value} | ${school.value}`,
    };
    // A condition of its own: not an alternative of the query's other degrees.
    item.both = true;
    item.group = -1;
  }
}
