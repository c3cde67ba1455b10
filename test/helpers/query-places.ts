/**
 * Where a parsed query asks a person to be, and where it leaves them out, as the places a person
 * record could hold: a country (by ISO code) or a gazetteer city. The plan's tree is walked with
 * every criterion but the places taken as met: a place criterion holds when the person holds any
 * of its tokens, as the index gives them (the city's, its state's, its country's and its country's
 * groups' and regions').
 */

import type { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import type { PlanNode } from "../../src/domain/query/criteria.ts";
import { facet } from "../../src/domain/search/facets.ts";
import { COUNTRY_BY_ISO2, GAZETTEER } from "../../src/domain/vocab/index.ts";
import { groupsOf } from "../../src/domain/vocab/regions.ts";
import { queryReaders } from "./query.ts";

/** A country's tokens: its own, its groups' ("CEE") and its world regions' ("Southern Europe"). */
const countryTokens = (iso2: string) => [
  facet.country(iso2),
  ...groupsOf(iso2).map((g) => facet.group(g)),
  ...(COUNTRY_BY_ISO2.get(iso2)?.regions ?? []).map((r) => facet.region(r)),
];

/** The gazetteer's city of a name, the largest when several share it (London, not London, Ontario). */
function cityTokens(name: string): string[] {
  const c = GAZETTEER.cities.filter((x) => x.name === name).sort((a, b) => b.population - a.population)[0];
  if (!c) throw new Error(`no gazetteer city ${name}`);
  return [
    facet.city(c.country_iso2, c.name),
    facet.state(c.country_iso2, c.state),
    ...countryTokens(c.country_iso2),
  ];
}

const isPlace = (node: PlanNode) => "kind" in node && node.kind === "location";
const hasPlace = (node: PlanNode): boolean =>
  isPlace(node) ||
  ("all" in node && node.all.some(hasPlace)) ||
  ("any" in node && node.any.some(hasPlace)) ||
  ("not" in node && hasPlace(node.not));

/** Whether a person with these tokens meets the node's places (other criteria taken as met; NOT skipped). */
function meets(node: PlanNode, tokens: readonly string[]): boolean {
  if ("all" in node) return node.all.every((n) => meets(n, tokens));
  if ("any" in node) {
    const placed = node.any.filter(hasPlace);
    return placed.length < node.any.length || placed.some((n) => meets(n, tokens));
  }
  if ("not" in node) return true;
  return !isPlace(node) || node.tokens.some((t) => tokens.includes(t));
}

/** Whether some NOT in the tree leaves out a person with these tokens by a place. */
function leftOut(node: PlanNode, tokens: readonly string[]): boolean {
  if ("all" in node) return node.all.some((n) => leftOut(n, tokens));
  if ("any" in node) return node.any.some((n) => leftOut(n, tokens));
  if ("not" in node) return hasPlace(node.not) && meets(node.not, tokens);
  return false;
}

const positivePlaces = (node: PlanNode): boolean =>
  isPlace(node) ||
  ("all" in node && node.all.some(positivePlaces)) ||
  ("any" in node && node.any.some(positivePlaces));

export function placeReaders(companies: CompanyLexicon, now?: Date) {
  const readers = queryReaders(companies, now);
  const asked = (q: string, tokens: string[]) => {
    const where = readers.parsed(q).where;
    return positivePlaces(where) && meets(where, tokens);
  };
  return {
    ...readers,
    /** A person in this gazetteer city is asked for (the query names a place, and they are in it). */
    asks: (q: string, city: string) => asked(q, cityTokens(city)),
    /** A person in this gazetteer city is left out by an exclusion of a place. */
    excludes: (q: string, city: string) => leftOut(readers.parsed(q).where, cityTokens(city)),
    /** A person recorded only by country (no city) is asked for. */
    asksCountry: (q: string, iso2: string) => asked(q, countryTokens(iso2)),
  };
}
