/**
 * What people do, as the natural-phrasing data writes it: occupations outside the independent
 * generator's families, titles of a family that are not its usual name, more leader roles,
 * activities said only in sentences, and certifications. Each written form is tied to a latent
 * fact (./people.ts); nothing here comes from src/.
 */
import type { Family, Seniority } from "../independent/people.ts";
import type { Industry } from "./world.ts";

export type Occupation =
  | "nurse"
  | "pharmacist"
  | "underwriter"
  | "claims"
  | "actuary"
  | "portfolio_manager"
  | "investment_analyst"
  | "teacher"
  | "lawyer"
  | "civil_engineer"
  | "mechanical_engineer"
  | "chef";

/** Occupation -> [weight, industry it works in, titles]. Underwriters are often "Risk Analyst". */
export const OCCUPATIONS: Record<Occupation, [number, Industry, string[]]> = {
  nurse: [3, "healthcare", ["Registered Nurse", "RN", "Staff Nurse", "ICU Nurse", "Charge Nurse", "Nurse"]],
  pharmacist: [1, "healthcare", ["Pharmacist", "Clinical Pharmacist"]],
  underwriter: [3, "insurance", ["Underwriter", "Commercial Underwriter", "Risk Analyst", "Associate"]],
  claims: [2, "insurance", ["Claims Handler", "Claims Adjuster", "Claims Specialist", "Loss Adjuster"]],
  actuary: [1, "insurance", ["Actuary", "Actuarial Analyst"]],
  portfolio_manager: [2, "asset_management", ["Portfolio Manager", "Fund Manager", "Investment Manager"]],
  investment_analyst: [
    2,
    "asset_management",
    ["Investment Analyst", "Equity Research Analyst", "Credit Analyst"],
  ],
  teacher: [2, "education", ["Teacher", "Secondary School Teacher", "Maths Teacher"]],
  lawyer: [1, "legal", ["Lawyer", "Solicitor", "Attorney", "Legal Counsel"]],
  civil_engineer: [1, "construction", ["Civil Engineer", "Structural Engineer"]],
  mechanical_engineer: [1, "automotive", ["Mechanical Engineer", "Design Engineer"]],
  chef: [1, "hospitality", ["Chef", "Sous Chef", "Head Chef"]],
};

/**
 * Members of a family whose title is not the family's usual name, and how often a member holds
 * one: a "data scientists" search should find the Applied Scientist.
 */
export const VARIANT_TITLES: Partial<Record<Family, [number, string[]]>> = {
  data_science: [0.4, ["Applied Scientist", "Research Scientist", "Decision Scientist"]],
  recruiting: [
    0.4,
    ["Sourcer", "Technical Sourcer", "Talent Partner", "Headhunter", "Recruitment Consultant"],
  ],
  software: [0.06, ["Member of Technical Staff", "Software Craftsman"]],
  design: [0.15, ["Visual Designer", "Service Designer"]],
  accounting: [0.2, ["Financial Accountant", "Management Accountant"]],
};

export type Platform = "ios" | "android" | "both";
/** Mobile titles by platform; the second list holds the ones that do not say "mobile", "iOS" or "Android". */
export const MOBILE_TITLES: Record<Platform, [string[], string[]]> = {
  ios: [["iOS Developer", "iOS Engineer"], ["Swift Developer"]],
  android: [["Android Engineer", "Android Developer"], ["Kotlin Developer"]],
  both: [
    ["Mobile Developer", "Mobile App Developer", "Mobile Engineer"],
    ["Flutter Developer", "React Native Developer"],
  ],
};

/** Level words the extension puts before the titles it writes itself. */
export const LEVEL_WORDS: Partial<Record<Seniority, string[]>> = {
  junior: ["Junior", "Jr.", "Associate"],
  senior: ["Senior", "Sr.", "Lead", "Principal"],
};

/** Leader roles the independent generator lacks: [department led, seniority, titles]. */
export const MORE_LEADERS: [string, Seniority, string[]][] = [
  ["data", "manager", ["Data Science Manager", "Analytics Manager", "Manager, Data Engineering"]],
  ["data", "head", ["Head of Data", "Head of Data Science", "Head of Analytics"]],
  ["data", "director", ["Director of Data Science", "Director, Data & Analytics"]],
  ["data", "vp", ["VP Data", "VP of Data & Analytics"]],
  ["data", "chief", ["Chief Data Officer", "CDO"]],
  ["design", "head", ["Head of Design", "Design Director"]],
  ["recruiting", "head", ["Head of Talent Acquisition", "Head of Talent"]],
  ["finance", "chief", ["CFO", "Chief Financial Officer"]],
  ["finance", "vp", ["VP Finance", "Vice President, Finance"]],
  ["operations", "chief", ["COO", "Chief Operating Officer"]],
  ["executive", "chief", ["CEO", "Chief Executive Officer"]],
  ["marketing", "chief", ["CMO", "Chief Marketing Officer"]],
];
export const FOUNDER_TITLES: { ceo: string[]; plain: string[] } = {
  ceo: ["Co-founder & CEO", "Founder and CEO", "Founder & CEO"],
  plain: ["Founder", "Co-Founder", "Cofounder"],
};
/** A leader's earlier job, by the department led (founders by background). */
export const LEADER_PAST_TITLES: Record<string, string[]> = {
  engineering: ["Senior Software Engineer", "Staff Engineer", "Tech Lead"],
  data: ["Senior Data Scientist", "Lead Data Engineer", "Senior Data Analyst"],
  product: ["Senior Product Manager", "Product Manager"],
  sales: ["Account Executive", "Senior Account Executive"],
  marketing: ["Marketing Specialist", "Growth Marketer"],
  design: ["Senior Product Designer", "UX Designer"],
  recruiting: ["Senior Recruiter", "Technical Recruiter"],
  finance: ["Finance Manager", "Financial Controller"],
  operations: ["Operations Manager", "General Manager"],
  executive: ["General Manager", "Managing Director"],
  technical: ["Senior Software Engineer", "Staff Engineer", "Data Scientist", "Backend Engineer"],
  nontechnical: ["Management Consultant", "Sales Manager", "Investment Banker", "Marketing Director"],
};
export const FOUNDER_STORIES: { technical: string[]; nontechnical: string[] } = {
  technical: [
    "Engineer turned founder, still writing code every day.",
    "I built the first version of our product myself.",
  ],
  nontechnical: [
    "Former consultant; I run sales, fundraising and operations.",
    "Commercial founder: go-to-market and partnerships.",
  ],
};

export type Activity =
  | "android_apps"
  | "ios_apps"
  | "k8s_clusters"
  | "underwriting"
  | "claims"
  | "portfolios"
  | "patient_care"
  | "payments"
  | "games"
  | "fraud"
  | "teaching"
  | "hiring";

/** Activity -> sentences that say it without naming a title or a skill list entry. */
export const ACTIVITIES: Record<Activity, string[]> = {
  android_apps: [
    "I ship Android apps used by millions",
    "Shipping Android apps to millions of users",
    "Building Android apps in Kotlin",
  ],
  ios_apps: [
    "Shipping iOS apps in Swift",
    "I build iPhone apps people love",
    "iOS apps from idea to App Store",
  ],
  k8s_clusters: [
    "Running Kubernetes clusters for {domain}",
    "I keep our Kubernetes clusters healthy",
    "Operating k8s clusters at scale",
  ],
  underwriting: [
    "Underwriting commercial property risk",
    "I underwrite marine and cargo risks",
    "Pricing and underwriting SME liability",
  ],
  claims: ["Handling motor and home claims end to end", "I settle complex property claims"],
  portfolios: ["Managing multi-asset portfolios for pension funds", "Running a global equity fund"],
  patient_care: ["Caring for patients in intensive care", "Night shifts on a busy surgical ward"],
  payments: [
    "Building payment rails for European merchants",
    "Card payments and settlement systems",
    "I work on payment infrastructure",
  ],
  games: [
    "Making games players love",
    "Building multiplayer game servers",
    "Gameplay programming for console titles",
  ],
  fraud: ["Fighting payment fraud with machine learning", "Fraud detection models in production"],
  teaching: ["Teaching maths to teenagers", "Helping students fall in love with science"],
  hiring: ["Hiring engineers across Europe", "I help startups hire great engineers"],
};
/** What "{domain}" becomes in an activity sentence, by the employer's industry. */
export const DOMAIN_WORDS: Partial<Record<Industry, string>> = {
  fintech: "payments",
  gaming: "game servers",
  healthcare: "patient records",
  ecommerce: "online checkout",
  banking: "online banking",
};
export const FILLER = [
  "Always happy to connect.",
  "Views are my own.",
  "Open to interesting conversations.",
  "Lifelong learner, occasional runner.",
  "Coffee first.",
];
export const REMOTE_WORDS = {
  headline: [" · Remote", " (Remote)", " | Remote"],
  summary: ["Fully remote.", "Working remotely."],
};

export type Certification = "cfa" | "cpa" | "cissp" | "aws";
export const CERTIFICATIONS: Record<Certification, [string, string[]]> = {
  cfa: ["CFA Institute", ["CFA Charterholder", "Chartered Financial Analyst (CFA)", "CFA"]],
  cpa: ["AICPA", ["Certified Public Accountant (CPA)", "CPA"]],
  cissp: ["ISC2", ["CISSP", "Certified Information Systems Security Professional"]],
  aws: [
    "Amazon Web Services",
    ["AWS Certified Solutions Architect – Associate", "AWS Certified DevOps Engineer"],
  ],
};
