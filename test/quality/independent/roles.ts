/**
 * The independent generator's titles (./people.ts): role stems by family and specialty, leader
 * titles, and the level words exports put around them. Nothing here comes from src/.
 */
import type { Family, Seniority, Specialty } from "./vocab.ts";

/** Family -> [weight, title stems by specialty (the role without level words)]. */
export const IC_TITLES: Record<Exclude<Family, "other">, [number, Partial<Record<Specialty, string[]>>]> = {
  software: [
    16,
    {
      general: [
        "Software Engineer",
        "Software Developer",
        "Software Dev",
        "SWE",
        "SDE",
        "Software Development Engineer",
        "Programmer",
        "Application Developer",
        "Java Developer",
        "Python Developer",
        "Golang Engineer",
        ".NET Developer",
      ],
      backend: [
        "Backend Engineer",
        "Back-End Developer",
        "Back End Engineer",
        "Backend Developer",
        "Server-Side Engineer",
      ],
      frontend: [
        "Frontend Engineer",
        "Front-End Developer",
        "Front End Developer",
        "Frontend Developer",
        "UI Engineer",
      ],
      fullstack: [
        "Full Stack Engineer",
        "Full-Stack Developer",
        "Fullstack Developer",
        "Full Stack Web Developer",
      ],
    },
  ],
  mobile: [
    3,
    {
      general: [
        "iOS Developer",
        "Android Engineer",
        "Mobile Developer",
        "iOS Engineer",
        "Android Developer",
        "Mobile App Developer",
      ],
    },
  ],
  devops: [
    4,
    {
      general: [
        "DevOps Engineer",
        "Dev Ops Engineer",
        "Site Reliability Engineer",
        "SRE",
        "Platform Engineer",
        "Cloud Engineer",
        "Infrastructure Engineer",
        "Cloud Infrastructure Engineer",
      ],
    },
  ],
  data_eng: [
    4,
    {
      general: [
        "Data Engineer",
        "Big Data Engineer",
        "ETL Developer",
        "Data Platform Engineer",
        "Analytics Engineer",
      ],
    },
  ],
  ml: [
    3,
    {
      general: [
        "Machine Learning Engineer",
        "ML Engineer",
        "Machine-Learning Engineer",
        "AI Engineer",
        "MLE",
        "Deep Learning Engineer",
      ],
    },
  ],
  qa: [
    2,
    {
      general: [
        "QA Engineer",
        "Test Engineer",
        "QA Automation Engineer",
        "Software Tester",
        "SDET",
        "Quality Assurance Engineer",
      ],
    },
  ],
  security: [
    2,
    {
      general: [
        "Security Engineer",
        "Cyber Security Engineer",
        "Information Security Engineer",
        "Application Security Engineer",
      ],
    },
  ],
  data_science: [4, { general: ["Data Scientist", "Data Science Specialist", "Applied Data Scientist"] }],
  data_analysis: [
    4,
    { general: ["Data Analyst", "BI Analyst", "Business Intelligence Analyst", "Reporting Analyst"] },
  ],
  product: [
    5,
    {
      general: [
        "Product Manager",
        "Product Owner",
        "Technical Product Manager",
        "Product Mgr",
        "Digital Product Manager",
      ],
    },
  ],
  design: [
    3,
    {
      general: [
        "UX Designer",
        "Product Designer",
        "UI/UX Designer",
        "UX/UI Designer",
        "User Experience Designer",
        "Interaction Designer",
      ],
    },
  ],
  account_exec: [
    4,
    {
      general: ["Account Executive", "Enterprise Account Executive", "Account Exec", "Sales Executive", "AE"],
    },
  ],
  sales_eng: [
    2,
    {
      general: [
        "Sales Engineer",
        "Solutions Engineer",
        "Pre-Sales Engineer",
        "Presales Consultant",
        "Solutions Consultant",
      ],
    },
  ],
  recruiting: [
    3,
    {
      general: [
        "Recruiter",
        "Technical Recruiter",
        "Talent Acquisition Specialist",
        "Talent Acquisition Partner",
        "IT Recruiter",
        "Tech Recruiter",
      ],
    },
  ],
  accounting: [
    3,
    { general: ["Accountant", "Staff Accountant", "Chartered Accountant", "Tax Accountant", "Auditor"] },
  ],
  marketing: [
    4,
    {
      general: [
        "Marketing Specialist",
        "Growth Marketer",
        "Digital Marketing Specialist",
        "Content Marketer",
        "Performance Marketing Specialist",
      ],
    },
  ],
};
export const OTHER_TITLES = [
  "Civil Engineer",
  "Mechanical Engineer",
  "Registered Nurse",
  "Teacher",
  "Chef",
  "Electrician",
  "Pharmacist",
  "Architect",
  "Lawyer",
  "Office Manager",
  "Physiotherapist",
  "Translator",
];

/** Leader roles: [department it leads, seniority, spellings]. */
export const LEADER_TITLES: [string, Seniority, string[]][] = [
  [
    "engineering",
    "manager",
    [
      "Engineering Manager",
      "Eng Manager",
      "Software Development Manager",
      "Manager, Software Engineering",
      "Engineering Mgr",
    ],
  ],
  [
    "engineering",
    "director",
    ["Director of Engineering", "Engineering Director", "Director, Engineering", "Dir. of Engineering"],
  ],
  [
    "engineering",
    "vp",
    [
      "VP of Engineering",
      "VP Engineering",
      "Vice President, Engineering",
      "VP Eng",
      "Vice President of Engineering",
    ],
  ],
  ["engineering", "chief", ["CTO", "Chief Technology Officer", "Chief Technical Officer"]],
  ["engineering", "head", ["Head of Engineering", "Head of Software Engineering"]],
  ["product", "head", ["Head of Product", "Head of Product Management"]],
  ["product", "vp", ["VP of Product", "VP Product", "Vice President, Product"]],
  ["sales", "director", ["Director of Sales", "Sales Director", "Dir. Sales"]],
  ["sales", "vp", ["VP of Sales", "VP Sales", "Vice President of Sales"]],
  ["marketing", "manager", ["Marketing Manager", "Marketing Mgr"]],
  ["founder", "founder", ["Founder", "Co-Founder", "Co-founder & CEO", "Founder and CEO", "Cofounder"]],
];

/** Level words as exports write them, by where they go. */
export const PREFIXES: Partial<Record<Seniority, string[]>> = {
  junior: ["Junior", "Jr.", "Jr", "Associate", "Entry-Level"],
  senior: ["Senior", "Sr.", "Sr", "SR.", "Staff", "Principal", "Lead"],
};
export const SUFFIXES: Partial<Record<Seniority, string[]>> = {
  junior: [" I", " 1"],
  mid: [" II", " 2"],
  senior: [" III"],
};
