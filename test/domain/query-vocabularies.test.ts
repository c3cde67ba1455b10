/**
 * Query vocabularies from tables (issue 45): title abbreviations, school groups, place groups and
 * roles said with verbs, each read as the criteria its full words mean. Examples written for this
 * test, not taken from any evaluation set.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { queryReaders } from "../helpers/query.ts";

const companies = new CompanyLexicon([
  { id: 1, name: "Larchmont Freight Ltd" },
  { id: 2, name: "Quasar Dynamics" },
]);
const { parsed: parse } = queryReaders(companies);
const tokensOf = (q: string) => {
  const out: Record<string, string[]> = {};
  for (const c of parse(q).criteria) out[c.kind] = [...(out[c.kind] ?? []), ...c.tokens];
  return out;
};

describe("title abbreviations", () => {
  test.each([
    [
      "EMs in Hamburg",
      { department: ["dept0engineering"], level: ["lvl0manager"], location: ["city0dehamburg"] },
    ],
    ["any SDEs in Toronto", { role: ["fam0softwareengineering"], location: ["city0catoronto"] }],
    [
      "TPM at Quasar Dynamics",
      { role: ["ttl0technicalprogrammanager"], current_company: ["cc02", "ccn0quasardynamics"] },
    ],
    ["biz dev folks in Lyon", { role: ["fam0salesdevelopment"], location: ["city0frlyon"] }],
    ["acct in Vienna", { role: ["fam0accounting"], location: ["city0atvienna"] }],
    ["AMs in Dublin", { role: ["ttl0accountmanager"], location: ["city0iedublin"] }],
  ])("%s", (q, expected) => {
    expect(tokensOf(q)).toEqual(expected);
  });

  test("an abbreviation that is also a common word counts only in capitals", () => {
    expect(tokensOf("em Hamburg")).toEqual({ location: ["city0dehamburg"] });
    expect(tokensOf("i am a designer in Oslo").role).toBeUndefined();
    expect(tokensOf("i am a designer in Oslo").level).toBeUndefined();
    expect(tokensOf("an AM in Oslo").role).toEqual(["ttl0accountmanager"]);
  });

  test("an abbreviation before its own head noun is read as typed", () => {
    expect(tokensOf("UI designers in Porto")).toEqual({
      role: ["fam0productdesign"],
      location: ["city0ptporto"],
    });
  });
});

describe("school groups", () => {
  const school = (q: string) => tokensOf(q).school ?? [];
  test("a group is any of its member schools, said as a noun or after a marker", () => {
    expect(school("Oxbridge economists")).toEqual(["sch0universityofoxford", "sch0universityofcambridge"]);
    for (const q of ["IIT alumni in Pune", "graduated from one of the IITs", "studied at an IIT"])
      expect(school(q)).toContain("sch0indianinstituteoftechnologybombay");
    expect(school("Ivy League lawyers")).toEqual(
      expect.arrayContaining(["sch0yaleuniversity", "sch0dartmouthcollege"]),
    );
    expect(school("Ivy League lawyers")).not.toContain("sch0stanforduniversity");
    expect(school("Russell Group chemists")).toContain("sch0universityofwarwick");
    expect(school("grandes écoles alumni in Lyon")).toContain("sch0hecparis");
    expect(school("TU9 graduates")).toContain("sch0technicaluniversityofmunich");
  });

  test("'Ivy' alone is a first name, not the group", () => {
    expect(school("Ivy Novak")).toEqual([]);
  });
});

describe("place groups and states", () => {
  const place = (q: string) => tokensOf(q).location ?? [];
  test("a state is the state written or any of its cities written without it", () => {
    expect(place("nurses in Baden-Württemberg")).toEqual(
      expect.arrayContaining(["st0debadenwurttemberg", "city0destuttgart", "city0dekarlsruhe"]),
    );
    expect(place("nurses in Baden-Württemberg")).not.toContain("city0demunich");
    expect(place("lawyers in Texas")).toEqual(
      expect.arrayContaining(["st0ustexas", "city0ushouston", "city0usaustin"]),
    );
  });

  test("groups of states, Länder by their own names, down under", () => {
    expect(place("recruiters in the Pacific Northwest")).toEqual(
      expect.arrayContaining(["st0uswashington", "city0usseattle", "st0usoregon", "city0usportland"]),
    );
    expect(place("recruiters in the Pacific Northwest")).not.toContain("st0uscalifornia");
    expect(place("marketers on the West Coast")).toContain("city0ussanfrancisco");
    expect(place("analysts in New England")).toContain("city0usboston");
    expect(place("Buchhalter in Bayern")).toContain("city0demunich");
    expect(place("accountants in NRW")).toContain("city0decologne");
    expect(place("lawyers down under")).toEqual(["grp0anz"]);
  });
});

describe("roles said with verbs", () => {
  const LEADERS = ["lvl0manager", "lvl0head", "lvl0director", "lvl0vp", "lvl0clevel"];
  test.each([
    ["who heads up marketing at Quasar Dynamics", "department", "dept0marketing"],
    ["the person in charge of procurement", "role", "fam0supplychain"],
    ["someone who oversees the legal team", "department", "dept0legal"],
    ["whoever purchases design software at retailers", "department", "dept0design"],
    ["people currently managing customer success", "role", "fam0customersuccess"],
  ])("a leading or buying verb + a function is its leaders: %s", (q, kind, token) => {
    const t = tokensOf(q);
    expect(t[kind]).toContain(token);
    expect(t.level).toEqual(LEADERS);
  });

  test.each([
    ["who recruits in Madrid", ["fam0recruiting"]],
    ["anyone who hires accountants in Graz", ["fam0recruiting"]],
    ["who keeps our clusters up", ["fam0devops"]],
    ["people building data pipelines", ["fam0dataengineering"]],
    ["who writes frontend code", ["ttl0frontendengineer"]],
    ["who tests mobile games", ["fam0qualityassurance"]],
  ])("a doing or making verb is its maker: %s", (q, role) => {
    expect(tokensOf(q).role).toEqual(role);
    expect(tokensOf(q).department).toBeUndefined();
  });

  test("nouns that look like verbs stay nouns; verbs with no role stay words", () => {
    expect(tokensOf("team leads in Riga").level).toBeUndefined();
    expect(tokensOf("lead engineers in Riga").title_prefix).toEqual(["pre0lead"]);
    expect(tokensOf("sales leads").department).toEqual(["dept0sales"]);
    expect(parse("who runs a marathon").criteria).toEqual([]);
  });
});
