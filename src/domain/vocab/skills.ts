/**
 * Skills as people list them, to the role vocabulary's names: one canonicalizer for the facet
 * index and for query understanding ("k8s", "Postgres", "Golang", "ReactJS", "Python 3" are
 * Kubernetes, PostgreSQL, Go, React, Python on both sides). Unknown skills stay as written.
 */
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
  return unversioned !== key ? (BY_KEY.get(unversioned) ?? null) : null;
}
