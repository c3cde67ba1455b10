/**
 * Cloud and infrastructure skills asked by their category (issue 45, round 17 of first sight,
 * class stack_cloud): "IaC" / "infrastructure as code" is any infrastructure-as-code tool
 * (Terraform, Pulumi, CloudFormation, Ansible...), "container orchestration" any orchestrator
 * (Kubernetes, OpenShift, Nomad..., not Docker alone), "hyperscaler" / "public cloud" any of the
 * big clouds, a cloud named by its owner ("Amazon's cloud", "Microsoft's cloud") that cloud. The
 * memberships are data (data/vocab/skill-groups.json). This file's own phrasings.
 */
import { describe, expect, test } from "bun:test";
import { CompanyLexicon } from "../../src/domain/query/company-names.ts";
import { facet } from "../../src/domain/search/facets.ts";
import { queryReaders } from "../helpers/query.ts";

const { parsed, leaves } = queryReaders(new CompanyLexicon([]), new Date(Date.UTC(2026, 10, 27)));

/** The tokens of each skill criterion, required (+) or excluded (-). */
const skills = (q: string) =>
  leaves(q)
    .filter((l) => l.criterion.kind === "skill")
    .map((l) => ({ negated: l.negated, tokens: l.criterion.tokens }));
const sk = (...names: string[]) => names.map((n) => facet.skill(n));

describe("infrastructure as code", () => {
  test.each([
    "infrastructure-as-code specialists in Porto",
    "IaC folks in Porto",
    "infra as code people in Porto",
  ])("%s: any IaC tool, every word read", (q) => {
    const [only, ...rest] = skills(q);
    expect(rest).toEqual([]);
    expect(only?.negated).toBe(false);
    expect(only?.tokens).toEqual(
      expect.arrayContaining(sk("Terraform", "Pulumi", "CloudFormation", "Ansible")),
    );
    expect(parsed(q).unplaced ?? []).toEqual([]);
  });
  test("excluded: 'no IaC experience' excludes every IaC tool's holders", () => {
    const [only] = skills("SREs in Porto, no IaC experience");
    expect(only?.negated).toBe(true);
    expect(only?.tokens).toEqual(expect.arrayContaining(sk("Terraform", "Pulumi")));
  });
});

describe("container orchestration", () => {
  test("any orchestrator, not Docker alone", () => {
    const [only] = skills("platform engineers with container-orchestrator experience, Porto");
    expect(only?.tokens).toEqual(expect.arrayContaining(sk("Kubernetes", "OpenShift", "Nomad")));
    expect(only?.tokens).not.toContain(facet.skill("Docker"));
  });
});

describe("the clouds by category and by owner", () => {
  test.each(["SREs who know a hyperscaler", "backend engineers with public cloud experience"])(
    "%s: any of the big clouds",
    (q) => {
      const [only] = skills(q);
      expect(only?.tokens).toEqual(expect.arrayContaining(sk("AWS", "Azure", "Google Cloud Platform")));
    },
  );
  test.each([
    ["backend devs on Microsoft's cloud", "Azure"],
    ["data engineers who know Amazon's cloud", "AWS"],
    ["data engineers on the Amazon cloud", "AWS"],
  ])("%s: %s", (q, cloud) => {
    const [only] = skills(q);
    expect(only?.tokens).toContain(facet.skill(cloud));
    expect(parsed(q).unplaced ?? []).toEqual([]);
  });
});
