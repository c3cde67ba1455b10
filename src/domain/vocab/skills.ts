/**
 * Skills as people list them, to the role vocabulary's names: one canonicalizer for the facet
 * index and for query understanding ("k8s", "Postgres", "Golang", "ReactJS", "Python 3" are
 * Kubernetes, PostgreSQL, Go, React, Python on both sides). Unknown skills stay as written.
 */
import { oneSlip } from "../edit-distance.ts";
import { memoize } from "../memo.ts";
import { keyOf } from "../query/text.ts";
import { ROLES } from "./index.ts";

/** Other names of vocabulary skills (keys as written, compared folded). */
export const SKILL_ALIASES: Record<string, string> = {
  k8s: "Kubernetes",
  kube: "Kubernetes",
  golang: "Go",
  "go lang": "Go",
  js: "JavaScript",
  ecmascript: "JavaScript",
  ts: "TypeScript",
  postgres: "PostgreSQL",
  psql: "PostgreSQL",
  "postgre sql": "PostgreSQL",
  gcp: "Google Cloud Platform",
  "google cloud": "Google Cloud Platform",
  "amazon web services": "AWS",
  reactjs: "React",
  "react.js": "React",
  "react js": "React",
  nodejs: "Node.js",
  node: "Node.js",
  "node js": "Node.js",
  vue: "Vue.js",
  vuejs: "Vue.js",
  angularjs: "Angular",
  tf: "TensorFlow",
  spark: "Apache Spark",
  pyspark: "Apache Spark",
  kafka: "Apache Kafka",
  llm: "LLMs",
  "large language models": "LLMs",
  sklearn: "scikit-learn",
  "scikit learn": "scikit-learn",
  ml: "Machine Learning",
  "natural language processing": "NLP",
  sfdc: "Salesforce",
  "salesforce.com": "Salesforce",
  "salesforce crm": "Salesforce",
  "ms excel": "Excel",
  "microsoft excel": "Excel",
  "c sharp": "C#",
  csharp: "C#",
  cpp: "C++",
  "hashicorp terraform": "Terraform",
  "github actions ci": "GitHub Actions",
  "ci cd": "CI/CD",
  cicd: "CI/CD",
  powerbi: "Power BI",
  "microsoft power bi": "Power BI",
  "objective c": "Objective-C",
  "rest api": "REST APIs",
  "restful apis": "REST APIs",
  jira: "JIRA",
  pytorch: "PyTorch",
};

const BY_KEY = new Map<string, string>();
for (const dept of ROLES.departments)
  for (const family of dept.families) for (const skill of family.skills) BY_KEY.set(keyOf(skill), skill);
for (const [alias, skill] of Object.entries(SKILL_ALIASES))
  if (!BY_KEY.has(keyOf(alias))) BY_KEY.set(keyOf(alias), skill);

/** The vocabulary name of a skill written any known way; null when the vocabulary does not know it. */
export const canonicalSkill = memoize(skillOf);

function skillOf(written: string): string | null {
  const key = keyOf(written);
  const known = BY_KEY.get(key);
  if (known) return known;
  // "Go (Golang)": either part; "Python 3", "Java 17", "PostgreSQL 14": the name without its version.
  const parts = written
    .split(/[()]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length > 1)
    for (const part of parts) {
      const hit = BY_KEY.get(keyOf(part));
      if (hit) return hit;
    }
  const unversioned = key.replace(/v?\d+(x|\d)*$/, "");
  const hit = unversioned !== key ? BY_KEY.get(unversioned) : undefined;
  return hit ?? misspeltSkill(unversioned);
}

/**
 * A skill written with one keyboard slip ("Pythno 3", "Kubernetse": two letters swapped, one
 * dropped or doubled) is the one vocabulary skill that close, read by the rule a record's misspelt
 * city is (../edit-distance.ts, ./places.ts): the version's digits stripped first, six letters or
 * more, and a spelling one slip from two skills left as written. The profile's own spelling stays
 * in the index beside it (round 12 of first sight #18: a "Pythno3" data scientist kept by
 * "-skill:python").
 */
function misspeltSkill(key: string): string | null {
  if (key.length < 6 || !/^[a-z]+$/.test(key)) return null;
  const near = new Set<string>();
  for (const [known, skill] of BY_KEY) if (known.length >= 6 && oneSlip(key, known)) near.add(skill);
  const [only] = near;
  return near.size === 1 && only ? only : null;
}
