/**
 * Round 9, style (a): asks inside e-mail threads, pasted into the search box as they were copied
 * (the box keeps one line: the reply, the quoted or forwarded text, the signature and the disclaimer
 * follow one another). Only what the sender asks now is judged (./labels.ts).
 */

import type { NinthQuery } from "./labels.ts";
import {
  at,
  EUROPE,
  hasAllSkills,
  hasDegree,
  hasSkill,
  ic,
  inCity,
  inCountry,
  junior,
  leader,
} from "./labels.ts";

export const MAIL_QUERIES: NinthQuery[] = [
  // The new text replaces the quoted Berlin with Munich and narrows to seniors: Berlin is what it dropped.
  {
    class: "mail_quoted",
    query:
      "Munich instead, please, and senior only. > On Tue, 3 Mar 2026, Anna Weber wrote: > Could you pull software engineers in Berlin for the platform team?",
    relevant: (l) => ic(l, "software") && l.seniority === "senior" && inCity(l, "munich"),
    inverted: (l) => inCity(l, "berlin"),
  },
  // "same brief" keeps London or Dublin; the family is changed to data scientists; "drop the juniors" excludes.
  {
    class: "mail_quoted",
    query:
      "Yes, same brief but for data scientists, and drop the juniors. > On Mon, 9 Nov, Tom Byrne wrote: > Any data analysts in London or Dublin we could talk to?",
    relevant: (l) => ic(l, "data_science") && !junior(l) && inCity(l, "london", "dublin"),
    inverted: junior,
  },
  // "swap Papaya Pay for Kestrel Health": the current employer is Kestrel Health; Papaya Pay is inverted.
  {
    class: "mail_quoted",
    query:
      "Thanks Priya! Looks good, but can we swap Papaya Pay for Kestrel Health? Everything else as below. > On 12 Nov 2026, at 09:14, Priya Iyer wrote: > product managers currently at Papaya Pay with SQL",
    relevant: (l) => ic(l, "product") && at(l, "Kestrel Health") && hasSkill(l, "sql"),
    inverted: (l) => at(l, "Papaya Pay"),
  },
  // Widened from Amsterdam to the country (Amsterdam and The Hague); either skill is enough.
  {
    class: "mail_quoted",
    query:
      "Widen it to the whole of the Netherlands, any city, and Kubernetes or Terraform is a must. > On Wed, 7 Jan, Lukas Brandt wrote: > Anyone doing DevOps in Amsterdam?",
    relevant: (l) => ic(l, "devops") && inCountry(l, "NL") && hasSkill(l, "kubernetes", "terraform"),
  },
  // "Agreed with Sven below" keeps his ask; "leave out anyone at Lumen Grid" excludes the current employer.
  {
    class: "mail_quoted",
    query:
      "Agreed with Sven below, except I'd leave out anyone at Lumen Grid. > On Thu, 5 Mar, Sven Lindqvist wrote: > Let's look at engineering managers and directors of engineering in Germany.",
    relevant: (l) =>
      leader(l, "engineering", "manager", "director") && inCountry(l, "DE") && !at(l, "Lumen Grid"),
    inverted: (l) => at(l, "Lumen Grid"),
  },
  // The family is corrected (QA is what it is not), the cities and levels of the quoted mail stay.
  {
    class: "mail_quoted",
    query:
      "Please ignore my earlier mail: not QA engineers, I meant mobile developers, same cities and levels. > On Fri, 6 Mar, I wrote: > QA engineers in Warsaw, Kraków or Prague, mid or senior",
    relevant: (l) =>
      ic(l, "mobile") &&
      (l.seniority === "mid" || l.seniority === "senior") &&
      inCity(l, "warsaw", "krakow", "prague"),
    inverted: (l) => ic(l, "qa"),
  },
  // Python replaces Go; the quoted 5+ years and Germany stay ("Go isn't needed": Go is no criterion either way).
  {
    class: "mail_quoted",
    query:
      "Python is fine instead of Go, Go isn't needed. Rest stays. > On Sat, 7 Mar, Noa Levi wrote: > software engineers with Go, 5+ years, based in Germany",
    relevant: (l) => ic(l, "software") && hasSkill(l, "python") && l.months >= 60 && inCountry(l, "DE"),
  },
  // The forwarder asks to act on Giulia's ask: earlier employer Bluefin Data, not there now, European countries.
  {
    class: "mail_forwarded",
    query:
      "FYI, see Giulia's ask below. ---------- Forwarded message --------- From: Giulia Romano <giulia.romano@example.com> Subject: Re: shortlist — we need data engineers who used to work at Bluefin Data, anywhere in Europe.",
    relevant: (l) =>
      ic(l, "data_eng") && l.past === "Bluefin Data" && !at(l, "Bluefin Data") && inCountry(l, ...EUROPE),
  },
  {
    class: "mail_forwarded",
    query:
      "Fwd: candidates ---------- Forwarded message --------- From: Marek Nowak Date: Mon, 2 Nov 2026 Subject: hiring — Hi both, we're after account executives with Salesforce in New York or San Francisco. Not anyone at Harbor & Finch please.",
    relevant: (l) =>
      ic(l, "account_exec") &&
      hasSkill(l, "salesforce") &&
      inCity(l, "new_york", "san_francisco") &&
      !at(l, "Harbor & Finch"),
    inverted: (l) => at(l, "Harbor & Finch"),
  },
  {
    class: "mail_forwarded",
    query:
      "Begin forwarded message: From: Elif Yilmaz Subject: Re: Re: ML hire — Elif's point stands: machine learning engineers with TensorFlow, no juniors, any city in the US or Canada.",
    relevant: (l) => ic(l, "ml") && hasSkill(l, "tensorflow") && !junior(l) && inCountry(l, "US", "CA"),
    inverted: junior,
  },
  // "product designers" is the design family.
  {
    class: "mail_forwarded",
    query:
      "-------- Original Message -------- Subject: design shortlist From: Chloé Moreau To: talent@ — Could you find product designers in Paris, Lisbon or Porto with Figma? Mid-level or senior.",
    relevant: (l) =>
      ic(l, "design") &&
      hasSkill(l, "figma") &&
      (l.seniority === "mid" || l.seniority === "senior") &&
      inCity(l, "paris", "lisbon", "porto"),
  },
  // "3+ years of experience" is >= 36 months.
  {
    class: "mail_forwarded",
    query:
      "FW: Recruiters From: Kofi Mensah Sent: Tuesday, November 3, 2026 Subject: TA team — We're hiring recruiters in India (Bengaluru, Mumbai or Chennai), 3+ years of experience.",
    relevant: (l) => ic(l, "recruiting") && inCity(l, "bengaluru", "mumbai", "chennai") && l.months >= 36,
  },
  // "only joined this year or last" is a current job starting in 2025 or 2026 (asked in November 2026).
  {
    class: "mail_forwarded",
    query:
      "Fwd: Re: finance team — see below. Forwarded message From: Jonas Weber. Jonas asks: accountants who are currently at Orbital Freight or Cobalt Works, not the ones who only joined this year or last.",
    relevant: (l) => ic(l, "accounting") && at(l, "Orbital Freight", "Cobalt Works") && l.since <= 2024,
    inverted: (l) => ic(l, "accounting") && at(l, "Orbital Freight", "Cobalt Works") && l.since >= 2025,
  },
  // "Israel or anywhere in Europe": Israel plus the European countries the data has.
  {
    class: "mail_forwarded",
    query:
      "---------- Forwarded message --------- From: Ana Ferreira Subject: Re: shortlist — can you add security engineers in Israel or anywhere in Europe with AWS, excluding anyone at Vantablue.",
    relevant: (l) =>
      ic(l, "security") && hasSkill(l, "aws") && inCountry(l, "IL", ...EUROPE) && !at(l, "Vantablue"),
    inverted: (l) => at(l, "Vantablue"),
  },
  // "React and Node.js": both skills. The signature's Papaya Pay and Berlin are no criteria.
  {
    class: "mail_signature",
    query:
      "Hi Dev, could you find me full-stack developers with React and Node.js, any level but junior? Best, Tom | Head of Talent | Papaya Pay | Berlin | +49 30 1234567",
    relevant: (l) =>
      ic(l, "software") && l.specialty === "fullstack" && hasAllSkills(l, "react", "nodejs") && !junior(l),
    inverted: junior,
  },
  {
    class: "mail_signature",
    query:
      "Quick one: frontend engineers at Minerva Analytics or Quillon Systems? Cheers, Léa Dubois | VP Engineering | Tessellate AG | Paris. This e-mail and any attachments are confidential and intended solely for the addressee.",
    relevant: (l) =>
      ic(l, "software") && l.specialty === "frontend" && at(l, "Minerva Analytics", "Quillon Systems"),
  },
  // "more than two years of experience" is > 24 months; both skills asked.
  {
    class: "mail_signature",
    query:
      "Need data analysts with Excel and SQL in Spain, Portugal or Italy, more than two years of experience. Thanks, Pablo Ruiz, Senior Recruiter, Cobalt Works, Madrid, Tel. +34 91 123 45 67",
    relevant: (l) =>
      ic(l, "data_analysis") &&
      hasAllSkills(l, "excel", "sql") &&
      inCountry(l, "ES", "PT", "IT") &&
      l.months > 24,
  },
  {
    class: "mail_signature",
    query:
      "Can you find product managers with an MBA, anywhere in Europe? Regards, Ingrid Hansen — Talent Partner — Kestrel Health — Zürich | Sent from my iPhone",
    relevant: (l) => ic(l, "product") && hasDegree(l, "mba") && inCountry(l, ...EUROPE),
  },
  // "outside the US — Europe only": the European countries; a US place is inverted. Tenure >= 24 months.
  {
    class: "mail_signature",
    query:
      "Hello, the ask: sales engineers outside the US, Europe only, who have been at their current company at least two years. Kind regards, Femi Okafor | Sales Director | Northwind Labs | New York | www.northwind.example",
    relevant: (l) => ic(l, "sales_eng") && inCountry(l, ...EUROPE) && l.tenure >= 24,
    inverted: (l) => inCountry(l, "US"),
  },
  // Heads and VPs of product, not at Papaya Pay (the sender's own company, named again in the signature).
  {
    class: "mail_signature",
    query:
      "Looking for Heads of Product or VPs of Product, not at Papaya Pay. Mit freundlichen Grüßen, Zofia Kowalczyk, Talent Acquisition Lead, Papaya Pay, Munich",
    relevant: (l) => leader(l, "product", "head", "vp") && !at(l, "Papaya Pay"),
    inverted: (l) => at(l, "Papaya Pay"),
  },
];
