/**
 * What each role family of the vocabulary (data/vocab/roles.json) does, in the plain verbs and
 * objects a non-specialist uses for it: "keeps the servers running" is DevOps work, "does the books"
 * accounting, "decides what goes into the app" product management. Each family's work is a few
 * activities, each a set of verbs and a set of objects (single words, or short phrases such as
 * "behind the scenes"); ./read-lay-work.ts matches a "who <verb> <object>" clause against them.
 *
 * Written by hand, once per family and not per query: ESCO, the occupation source the project
 * ships (data/esco), carries labels only, no descriptions of the work (the descriptions are not in
 * the shipped file), and no maintained source lists the plain-words verbs people use for a job.
 * `role` is the phrase the vocabulary reads as that family.
 */

export interface WorkActivity {
  verbs: readonly string[];
  objects: readonly string[];
}

export interface FamilyWork {
  role: string;
  /** The broader family this one is a specialty of: on a tie with it, the specialty is meant. */
  narrows?: string;
  activities: readonly WorkActivity[];
}

const MAKE = ["write", "code", "program", "build", "develop", "make", "create", "ship", "work on"];

export const FAMILY_WORK: readonly FamilyWork[] = [
  {
    role: "software engineers",
    activities: [
      { verbs: MAKE, objects: ["code", "software", "program", "website", "web app", "computer program"] },
    ],
  },
  {
    role: "backend engineers",
    narrows: "software engineers",
    activities: [
      {
        verbs: MAKE,
        objects: ["behind the scenes", "server side", "back end", "backend", "api", "database", "plumbing"],
      },
    ],
  },
  {
    role: "frontend engineers",
    narrows: "software engineers",
    activities: [
      {
        verbs: MAKE,
        objects: ["front end", "frontend", "what users see", "web page", "browser", "user interface"],
      },
    ],
  },
  {
    role: "mobile developers",
    activities: [
      { verbs: MAKE, objects: ["app", "phone", "mobile", "iphone", "android", "ios", "smartphone"] },
    ],
  },
  {
    role: "devops engineers",
    activities: [
      {
        verbs: ["keep", "run", "maintain", "operate", "look after", "deploy", "monitor", "manage"],
        objects: [
          "server",
          "infrastructure",
          "cluster",
          "cloud",
          "uptime",
          "deployment",
          // Not "running": "keeps the trucks / the kitchen running" is no IT work; the thing kept
          // running says whose work it is.
          "online",
        ],
      },
    ],
  },
  {
    role: "data engineers",
    activities: [
      {
        verbs: ["keep", "move", "flow", "pipe", "load", "build", "connect", "shuffle"],
        objects: ["data", "flowing", "pipeline", "between systems", "warehouse", "etl", "system"],
      },
    ],
  },
  {
    role: "machine learning engineers",
    activities: [
      {
        verbs: ["teach", "train", "build", "make", "learn"],
        objects: ["computer", "machine", "model", "learn", "ai", "artificial intelligence", "neural network"],
      },
    ],
  },
  {
    role: "data scientists",
    activities: [
      {
        verbs: ["analyse", "analyze", "model", "predict", "find", "mine", "study"],
        objects: ["data", "statistic", "pattern", "insight", "experiment", "forecast"],
      },
    ],
  },
  {
    role: "data analysts",
    activities: [
      {
        verbs: ["turn", "make", "build", "crunch", "analyse", "analyze", "report", "pull"],
        objects: ["spreadsheet", "chart", "report", "dashboard", "number", "figure", "graph", "kpi"],
      },
    ],
  },
  {
    role: "qa engineers",
    activities: [
      {
        verbs: ["test", "hunt", "find", "catch", "check", "break"],
        objects: ["bug", "software", "defect", "quality", "release", "glitch", "error"],
      },
    ],
  },
  {
    role: "security engineers",
    activities: [
      {
        verbs: ["protect", "defend", "secure", "guard", "keep", "stop", "fight", "fend off"],
        // Not "safe": nurses keep patients safe, teachers kids; what is kept safe from says the work.
        objects: ["hacker", "attack", "breach", "threat", "security", "virus", "cyber", "attacker"],
      },
    ],
  },
  {
    role: "product managers",
    activities: [
      {
        verbs: ["decide", "choose", "prioritise", "prioritize", "plan", "define", "figure out", "own"],
        objects: ["what goes", "feature", "roadmap", "product", "app", "what to build", "what gets built"],
      },
    ],
  },
  {
    role: "product designers",
    activities: [
      {
        verbs: ["draw", "design", "sketch", "make", "mock up", "lay out"],
        objects: [
          "screen",
          "look nice",
          "look good",
          "look great",
          "interface",
          "layout",
          "mockup",
          "button",
        ],
      },
    ],
  },
  {
    role: "account executives",
    activities: [
      {
        verbs: ["sell", "close", "win"],
        objects: ["software", "deal", "customer", "business", "client", "licence", "license", "contract"],
      },
    ],
  },
  {
    role: "sales development representatives",
    activities: [
      { verbs: ["book", "cold call", "call", "prospect"], objects: ["meeting", "lead", "prospect"] },
    ],
  },
  {
    role: "recruiters",
    activities: [
      {
        verbs: ["find", "hire", "recruit", "source", "interview", "bring in"],
        objects: ["staff", "people", "candidate", "talent", "employee", "hire", "worker", "new joiner"],
      },
    ],
  },
  {
    role: "accountants",
    activities: [
      {
        verbs: ["do", "keep", "prepare", "file", "balance", "handle", "look after", "sort out"],
        objects: ["book", "tax", "account", "ledger", "invoice", "bookkeeping", "expense", "balance sheet"],
      },
    ],
  },
  {
    role: "marketers",
    activities: [
      {
        verbs: ["promote", "market", "advertise", "run", "write", "get"],
        objects: ["campaign", "brand", "ad", "advert", "audience", "word out", "promotion"],
      },
    ],
  },
  {
    role: "customer support",
    activities: [
      {
        verbs: ["help", "answer", "support", "handle"],
        objects: ["customer", "ticket", "complaint", "support call", "user question"],
      },
    ],
  },
  {
    role: "lawyers",
    activities: [
      {
        verbs: ["draft", "review", "negotiate", "check"],
        objects: ["contract", "law", "legal", "compliance"],
      },
    ],
  },
  {
    role: "supply chain",
    activities: [
      {
        verbs: ["move", "ship", "source", "buy", "track", "manage"],
        objects: ["goods", "stock", "inventory", "supplier", "warehouse", "shipment", "freight"],
      },
    ],
  },
];
