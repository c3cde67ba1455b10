/**
 * Round 13, style 3: asks relayed second-hand — by an assistant or colleague for a boss, by an agency
 * for its client, from someone's notes — in reported speech, mixing the requester's conditions with
 * the relayer's remarks, which are not conditions. Labelled before any search (conventions in
 * ./labels.ts).
 */
import {
  at,
  atLevel,
  between,
  cameFrom,
  changedEmployer,
  DACH,
  EUROPE,
  hasAllSkills,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  leader,
  monthsAtEmployer,
  placedOutside,
  swe,
  type ThirteenthQuery,
  unplaced,
} from "./labels.ts";

type L = Parameters<ThirteenthQuery["relevant"]>[0];
const inEurope = (l: L) => inCountry(l, ...EUROPE);

export const RELAYED_QUERIES: ThirteenthQuery[] = [
  // relay_boss: for a boss or a colleague inside the company.
  {
    class: "relay_boss",
    query:
      "my VP wants software engineers in the Netherlands who know Go or Java. She also said not to bother with anyone at Papaya Pay, they're a partner. (I think she's too picky about the languages, but it's her call.)",
    relevant: (l) => swe(l) && inCountry(l, "NL") && hasSkill(l, "go", "java") && !at(l, "Papaya Pay"),
    inverted: (l) => swe(l) && inCountry(l, "NL") && hasSkill(l, "go", "java") && at(l, "Papaya Pay"),
  },
  {
    // "Nobody from Vantablue": nobody at Vantablue now; the relayer's "cloud engineers" are DevOps anyway.
    class: "relay_boss",
    query:
      "Forwarding from our CTO: \"find me SREs with Kubernetes in Europe, nobody from Vantablue\". Personally I'd also look at cloud engineers, but he didn't ask for that.",
    relevant: (l) => ic(l, "devops") && hasSkill(l, "kubernetes") && inEurope(l) && !at(l, "Vantablue"),
    inverted: (l) => ic(l, "devops") && hasSkill(l, "kubernetes") && inEurope(l) && at(l, "Vantablue"),
  },
  {
    class: "relay_boss",
    query:
      "The hiring manager asked for data analysts with both SQL and Excel in Bengaluru or Chennai. I told him there won't be many, but he insists on both skills.",
    relevant: (l) =>
      ic(l, "data_analysis") && hasAllSkills(l, "sql", "excel") && inCity(l, "bengaluru", "chennai"),
  },
  {
    // "At their company 3+ years": >= 36 months at the employer, promotions included.
    class: "relay_boss",
    query:
      "my boss wants a list of product managers in London who've been at their company 3+ years, but not anyone from Kestrel Health. He's tired of them (between us, so am I).",
    relevant: (l) =>
      ic(l, "product") && inCity(l, "london") && monthsAtEmployer(l) >= 36 && !at(l, "Kestrel Health"),
    inverted: (l) =>
      ic(l, "product") && inCity(l, "london") && monthsAtEmployer(l) >= 36 && at(l, "Kestrel Health"),
  },
  {
    // "Came from" X and "not ones still there": X the earlier employer, not the current one.
    class: "relay_boss",
    query:
      "Our COO said: get me engineering directors or VPs who came from Northwind Labs or Quillon Systems, not ones still there. She's in a hurry, so anything today helps.",
    relevant: (l) =>
      leader(l, "engineering", "director", "vp") &&
      cameFrom(l, "Northwind Labs", "Quillon Systems") &&
      !at(l, "Northwind Labs", "Quillon Systems"),
    inverted: (l) =>
      leader(l, "engineering", "director", "vp") &&
      cameFrom(l, "Northwind Labs", "Quillon Systems") &&
      at(l, "Northwind Labs", "Quillon Systems"),
  },
  {
    // Poland is "nice to have", not a condition. A person without a place is maybe.
    class: "relay_boss",
    query:
      "My manager needs senior QA engineers with Python, anywhere except India and the US. She mentioned Poland as a nice-to-have, but that's not a must.",
    relevant: (l) =>
      ic(l, "qa") && l.seniority === "senior" && hasSkill(l, "python") && placedOutside(l, "IN", "US"),
    maybe: (l) => ic(l, "qa") && l.seniority === "senior" && hasSkill(l, "python") && unplaced(l),
    inverted: (l) =>
      ic(l, "qa") && l.seniority === "senior" && hasSkill(l, "python") && inCountry(l, "IN", "US"),
  },
  {
    class: "relay_boss",
    query:
      'per my director: mobile developers (iOS or Android) in Tel Aviv or São Paulo. He also wants them to be "hungry", whatever that means.',
    relevant: (l) => ic(l, "mobile") && inCity(l, "tel_aviv", "sao_paulo"),
  },
  // relay_client: an agency or a consultant passing on a client's brief.
  {
    class: "relay_client",
    query:
      "The client said they'd take anyone who's a full-stack or frontend engineer in Paris, but not people from Harbor & Finch. They fell out with them over something, I didn't ask.",
    relevant: (l) => swe(l, "fullstack", "frontend") && inCity(l, "paris") && !at(l, "Harbor & Finch"),
    inverted: (l) => swe(l, "fullstack", "frontend") && inCity(l, "paris") && at(l, "Harbor & Finch"),
  },
  {
    // "ex-FAANG" is the founder's wish the relayer says cannot be filtered: not judged.
    class: "relay_client",
    query:
      "Client brief, relayed: security engineers with AWS and at least 5 years' experience, no juniors obviously. Their founder keeps saying 'ex-FAANG' but we don't have that filter.",
    relevant: (l) => ic(l, "security") && hasSkill(l, "aws") && l.months >= 60,
    inverted: (l) => ic(l, "security") && hasSkill(l, "aws") && l.seniority === "junior",
  },
  {
    class: "relay_client",
    query:
      "From the agency: their client wants Heads of Engineering or CTOs in the DACH region, excluding anyone at Tessellate AG (that's the client itself).",
    relevant: (l) =>
      leader(l, "engineering", "head", "chief") && inCountry(l, ...DACH) && !at(l, "Tessellate AG"),
    inverted: (l) =>
      leader(l, "engineering", "head", "chief") && inCountry(l, ...DACH) && at(l, "Tessellate AG"),
  },
  {
    // The commute is the client's reason, not a condition; "changed jobs at least once" an earlier job elsewhere.
    class: "relay_client",
    query:
      "The client told us: data engineers with GCP in Europe who've changed jobs at least once. She doesn't want London-based people because of the commute, I'm just passing it on.",
    relevant: (l) =>
      ic(l, "data_eng") && hasSkill(l, "gcp") && inEurope(l) && changedEmployer(l) && !inCity(l, "london"),
    inverted: (l) => ic(l, "data_eng") && hasSkill(l, "gcp") && changedEmployer(l) && inCity(l, "london"),
  },
  {
    // "Marketing people": marketing ICs and the marketing managers; "ex-agency" cannot be checked.
    class: "relay_client",
    query:
      "Candidate ask from the client: marketing people in Italy or Spain. They said they prefer ex-agency folks, which we can't filter, so ignore that part.",
    relevant: (l) => (ic(l, "marketing") || leader(l, "marketing")) && inCountry(l, "IT", "ES"),
  },
  {
    // Salesforce is "would love", not a must. "In the current job" is the role's start (tenure).
    class: "relay_client",
    query:
      "The client would take any sales engineer in the US or Canada, just not anyone who's been in their current job less than 3 years. They'd love Salesforce experience but it's not a must.",
    relevant: (l) => ic(l, "sales_eng") && inCountry(l, "US", "CA") && l.tenure >= 36,
    inverted: (l) => ic(l, "sales_eng") && inCountry(l, "US", "CA") && l.tenure < 36,
  },
  {
    class: "relay_client",
    query:
      "Relaying for a client: recruiters based in Berlin or Munich, anyone but people currently at Lumen Grid. The client poached from there last year and it went badly.",
    relevant: (l) => ic(l, "recruiting") && inCity(l, "berlin", "munich") && !at(l, "Lumen Grid"),
    inverted: (l) => ic(l, "recruiting") && inCity(l, "berlin", "munich") && at(l, "Lumen Grid"),
  },
  // relay_notes: someone's notes, recaps and inline comments.
  {
    class: "relay_notes",
    query:
      "Per Anna's notes: ML engineers, Python, Zurich or Munich. (Anna met a great one at a meetup but couldn't remember the name.)",
    relevant: (l) => ic(l, "ml") && hasSkill(l, "python") && inCity(l, "zurich", "munich"),
  },
  {
    class: "relay_notes",
    query:
      "From Raj's call notes: wants designers with Figma, mid or senior, in Copenhagen, Stockholm or Gothenburg. Not juniors. Raj thinks Nordic salaries might be an issue (not our problem).",
    relevant: (l) =>
      ic(l, "design") &&
      atLevel(l, "mid", "senior") &&
      hasSkill(l, "figma") &&
      inCity(l, "copenhagen", "stockholm", "gothenburg"),
    inverted: (l) =>
      ic(l, "design") &&
      l.seniority === "junior" &&
      hasSkill(l, "figma") &&
      inCity(l, "copenhagen", "stockholm", "gothenburg"),
  },
  {
    // "Anyone from Minerva": at Minerva now is inverted; someone who only used to work there is maybe.
    class: "relay_notes",
    query:
      "Notes from the standup, paraphrasing Tom: we need accountants in Dublin or London with 5+ years, excluding anyone from Minerva Analytics since Tom used to work there.",
    relevant: (l) =>
      ic(l, "accounting") &&
      inCity(l, "dublin", "london") &&
      l.months >= 60 &&
      !at(l, "Minerva Analytics") &&
      !cameFrom(l, "Minerva Analytics"),
    maybe: (l) =>
      ic(l, "accounting") &&
      inCity(l, "dublin", "london") &&
      l.months >= 60 &&
      !at(l, "Minerva Analytics") &&
      cameFrom(l, "Minerva Analytics"),
    inverted: (l) =>
      ic(l, "accounting") && inCity(l, "dublin", "london") && l.months >= 60 && at(l, "Minerva Analytics"),
  },
  {
    // "A JavaScript stack": any of Node.js, React, TypeScript, JavaScript.
    class: "relay_notes",
    query:
      "Recap of Priya's voice note: she wants full-stack people on a JavaScript stack (Node, React, TypeScript, that kind of thing), any level except junior, working in India. She's on leave next week.",
    relevant: (l) =>
      swe(l, "fullstack") &&
      l.seniority !== "junior" &&
      hasSkill(l, "nodejs", "react", "typescript", "javascript") &&
      inCountry(l, "IN"),
    inverted: (l) =>
      swe(l, "fullstack") &&
      l.seniority === "junior" &&
      hasSkill(l, "nodejs", "react", "typescript", "javascript") &&
      inCountry(l, "IN"),
  },
  {
    class: "relay_notes",
    query:
      "Hand-over notes from Luis: the founder wants Heads of Product or VPs of Product in New York or San Francisco. Luis said to skip anyone at Bluefin Data because of a non-solicit.",
    relevant: (l) => leader(l, "product") && inCity(l, "new_york", "san_francisco") && !at(l, "Bluefin Data"),
    inverted: (l) => leader(l, "product") && inCity(l, "new_york", "san_francisco") && at(l, "Bluefin Data"),
  },
  {
    // "3-5 years" 36 <= months < 72; "a master's" includes a PhD holder's master's (the PhD wish is Mei's, not the brief).
    class: "relay_notes",
    query:
      "From the shared doc, with Mei's comments inline: \"data scientists, 3-5 years, master's degree\" (Mei: I'd love PhDs too, but stick to the brief), no one from Quillon Systems.",
    relevant: (l) =>
      ic(l, "data_science") && between(l.months, 3, 5) && hasDegree(l, "master") && !at(l, "Quillon Systems"),
    inverted: (l) =>
      ic(l, "data_science") && between(l.months, 3, 5) && hasDegree(l, "master") && at(l, "Quillon Systems"),
  },
];
