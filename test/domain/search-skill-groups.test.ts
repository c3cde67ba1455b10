/**
 * Skills asked by their ecosystem or category, and "Staff+", through storage and the planner
 * (issue 45, round 17 of first sight; TEST_ENGINE=postgres runs it on PostgreSQL): a person is
 * found by the group when they list any of its members as they wrote it (a member the skills
 * vocabulary does not know is keyed as written, "Pulumi", "AWS CloudFormation", "ASP.NET"), and
 * not by a near neighbour (Docker alone is no orchestrator, SQL alone no RDBMS); "Staff+" finds
 * the Staff and Principal titles, not every senior. Every total is checked against the profiles
 * served. This test's own people, skills and place.
 */
import { describe, expect, test } from "bun:test";
import { searchStore } from "../helpers/search-store.ts";
import { TEST_ENGINE } from "../helpers/server.ts";

const NOW = new Date(Date.UTC(2026, 10, 27));

/** Engineers in Porto, each with one skill list (name: its skills). */
const ENGINEERS: Record<string, string[]> = {
  "Ilda Pulumi": ["Pulumi", "Go"],
  "Ilda Formation": ["AWS CloudFormation"],
  "Ilda Terra": ["Terraform", "AWS"],
  "Ilda Docker": ["Docker"],
  "Ilda Shift": ["OpenShift"],
  "Ilda Kube": ["Kubernetes", "Google Cloud"],
  "Ilda Azure": ["Azure"],
  "Ilda Kotlin": ["Kotlin"],
  "Ilda Scala": ["Scala", "MySQL"],
  "Ilda Asp": ["ASP.NET"],
  "Ilda Dotnet": [".NET", "SQL"],
  "Ilda Sharp": ["C#"],
  "Ilda Sql": ["SQL"],
};

/** Levels in Porto: two Staff, one Principal, three Senior, two plain. */
const LEVELS: Record<string, string> = {
  "Rui Staff1": "Staff Software Engineer",
  "Rui Staff2": "Staff Backend Engineer",
  "Rui Principal": "Principal Engineer",
  "Rui Senior1": "Senior Software Engineer",
  "Rui Senior2": "Senior Backend Engineer",
  "Rui Senior3": "Senior Software Engineer",
  "Rui Plain1": "Software Engineer",
  "Rui Plain2": "Backend Engineer",
};

function people() {
  let k = 0;
  const person = (name: string, title: string, skills: string[]) => ({
    pnet_url: `https://pnet.example/in/stack-${k++}`,
    name,
    location_city: "Porto",
    location_country: "Portugal",
    skills,
    experience: [
      { position_title: title, company_name: "Ribeira Labs", date_from: "2021-03", date_to: null },
    ],
  });
  return [
    ...Object.entries(ENGINEERS).map(([name, skills]) => person(name, "Software Engineer", skills)),
    ...Object.entries(LEVELS).map(([name, title]) => person(name, title, ["Teamwork"])),
  ];
}

const store = searchStore(NOW, () => ({ people: people() }), { associations: false });

/** The names served (all pages), checked against the total. */
async function found(query: string): Promise<string[]> {
  const { session, params } = await store.service.start(1, {
    query,
    companies: [],
    schools: [],
    advancedFiltering: false,
    exactTotal: true,
  });
  const hits = await store.service.page(session, params, 0, 100);
  const names = hits.map((h) => h.person.name as string).sort();
  expect({ query, total: session.total }).toEqual({ query, total: names.length });
  return names;
}

describe(`skills by their ecosystem, through storage (${TEST_ENGINE})`, () => {
  test("IaC: every IaC tool's holder, as they wrote it", async () => {
    expect(await found("IaC engineers in Porto")).toEqual(["Ilda Formation", "Ilda Pulumi", "Ilda Terra"]);
  });
  test("container orchestration: the orchestrators, not Docker alone", async () => {
    expect(await found("container-orchestration engineers in Porto")).toEqual(["Ilda Kube", "Ilda Shift"]);
  });
  test("hyperscaler: AWS, Azure and Google Cloud alike", async () => {
    expect(await found("engineers with hyperscaler experience in Porto")).toEqual([
      "Ilda Azure",
      "Ilda Kube",
      "Ilda Terra",
    ]);
  });
  test("JVM: the JVM's languages", async () => {
    expect(await found("JVM engineers in Porto")).toEqual(["Ilda Kotlin", "Ilda Scala"]);
  });
  test(".NET: its languages and frameworks however written", async () => {
    expect(await found(".NET engineers in Porto")).toEqual(["Ilda Asp", "Ilda Dotnet", "Ilda Sharp"]);
  });
  test("RDBMS: the relational engines, not the SQL language", async () => {
    expect(await found("RDBMS-savvy engineers in Porto")).toEqual(["Ilda Scala"]);
  });
  test("Gophers: Go", async () => {
    expect(await found("Gophers in Porto")).toEqual(["Ilda Pulumi"]);
  });
});

describe(`'Staff+' through storage (${TEST_ENGINE})`, () => {
  test("the Staff and Principal titles, not every senior", async () => {
    expect(await found("Staff+ engineers in Porto")).toEqual(["Rui Principal", "Rui Staff1", "Rui Staff2"]);
  });
});
