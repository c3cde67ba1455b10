/**
 * The framing of an ask written as a prompt to an AI assistant (round 20 of first sight, issue 45):
 * what the prompt says to the assistant, never about the person sought. Each reader here looks at
 * one sentence (or one item of a list) and says whether it is framing:
 * - the persona clause: second person ("you are / you're / act as / I want you to act as / pretend
 *   you're / imagine you are / Role:") with the persona noun phrase it governs, up to the sentence's
 *   end or the imperative that starts the ask ("Act as a recruiter and find ..."). Only a helper's
 *   role is a persona (an assistant, sourcer, agent, copilot, researcher, analyst, headhunter ...):
 *   a job ad's "You are a seasoned nurse" describes the person sought and is left alone;
 * - the conversation's turn labels ("System:", "User:", "Human:", "Prompt:"): the label only;
 * - output and tone instructions: the format ("Return a table ...", "Output: CSV", "Reply with a
 *   numbered list", "Give me 15 names with ..."), the length ("Max 25 rows", "Limit 30", "top 20"),
 *   the order ("Sort by seniority"), the tone ("Be brief", "Keep it short", "no commentary") and
 *   the assistant's conduct ("Don't add emails", "Do not invent data"): a negated instruction of
 *   this kind excludes nobody; and politeness ("Thanks!").
 * "Give me a list of nurses" and "Pull a list of ..." ask for people: a format noun followed by "of"
 * and a noun is the ask, not its format. No maintained source lists these forms: they are English
 * usage of prompts, written once here.
 */

/** Nouns that name a helper's role: the persona an assistant is told to take. */
const HELPER =
  /\b(?:assistants?|sourcers?|sourcing|recruiters?|recruiting|recruitment|headhunting|researchers?|research|headhunters?|agents?|bots?|co-?pilots?|analysts?|experts?|specialists?|scouts?|helpers?|advis[eo]rs?|ai|gpt|llm|chatbot|talent|intelligence|search\s+partner)\b/i;

/** A machine's role: the only persona a bare "Role:" label gives. */
const MACHINE = /\b(?:assistant|agent|bot|co-?pilot|ai|gpt|llm|chatbot|helper)\b/i;

/** The second-person verbs that open a persona, after an optional greeting or "please". */
const PERSONA_OPENING =
  /^(?:(?:hi|hey|hello)\b[,!]?\s*)?(?:please\s+)?(?:(?:i\s+(?:want|need|would\s+like|['’]d\s+like)\s+you\s+to\s+)?(?:act|behave|serve|work)\s+as|(?:pretend|imagine|assume|suppose)\s+(?:that\s+)?you(?:['’]re|\s+are)|you(?:['’]re|\s+are)(?:\s+now)?(?:\s+acting\s+as)?|(?:role|persona|identity)\s*:)\s+/i;

/** The imperative that starts the ask inside a persona's sentence ("..., and find ..."). */
const ASK_VERB =
  /(?:[,;:]\s*|\s+(?:and|so|then|to)\s+|\s+)(?:please\s+)?(?:find|search|look\s+for|get\s+me|pull|list|source|identify|compile|dig\s+up|hunt\s+for|track\s+down|locate|(?:who\s+is\s+|who['’]s\s+)?(?:looking|searching|hunting|scouting)\s+for)\b/i;

/** A noun phrase that names a role: "the CTO of a startup", "a founder at a fintech", "our head of sales". */
const ROLE_PHRASE = /^(?:a|an|the|our|my|one\s+of\s+(?:the|our))\s+\S/i;

/** "we need", "I'm hiring", "we are looking for": the asker's own need, before whom it needs. */
const WE_ASK = String.raw`(?:we|i)(?:['’]re|['’]m|\s+are|\s+am)?\s+(?:(?:urgently|currently|now)\s+)?`;
const NEED = String.raw`(?:need|want|(?:looking|searching|hunting)\s+for|hiring|seeking|recruiting)\s*:?\s+(?!you\b|to\b|help\b|your\b)\p{L}`;

/**
 * A sentence that asks for someone other than "you": "We need a backend engineer", "I'm hiring
 * designers", "We are looking for two nurses", "Looking for a CFO", "Hiring: nurses" (not "We need
 * you in Austin").
 */
export const ASKS_FOR_ANOTHER = new RegExp(String.raw`(?:^|\b${WE_ASK})${NEED}`, "iu");

/** The same ask joined to the persona in its sentence: "You are the CTO, and we need a ...". */
const JOINED_ASK = new RegExp(
  String.raw`(?:\s*[,;]\s*(?:and\s+|so\s+)?|\s+(?:and|so)\s+)(?=${WE_ASK}${NEED})`,
  "iu",
);

/** Turn labels of a pasted conversation: the label only, its text is read. */
export const TURN_LABEL = /^(?:system|user|human|prompt|instructions?|assistant)\s*:\s*/i;

/**
 * The persona clause at a sentence's start: the text left after it (the ask said in the same
 * sentence), or undefined when the sentence opens no persona.
 */
export function withoutPersona(
  sentence: string,
  asked = true,
  wantsYou = false,
  asksForAnother = false,
): string | undefined {
  const opening = PERSONA_OPENING.exec(sentence);
  if (!opening) return undefined;
  const rest = sentence.slice(opening[0].length);
  const ask = ASK_VERB.exec(rest);
  const persona = ask ? rest.slice(0, ask.index) : rest;
  // "You are the CTO of a startup. We need a backend engineer.": the reader's own role, said before
  // the role the text asks for (not "you"), is framing too; read, its level and employer were asked.
  const joined = ask ? null : JOINED_ASK.exec(rest);
  if (joined && !wantsYou && ROLE_PHRASE.test(rest)) return rest.slice(joined.index + joined[0].length);
  const askersRole = !ask && !wantsYou && asksForAnother && ROLE_PHRASE.test(persona);
  // An article-less "you are looking for ..." is no persona; the helper's role names one.
  if (!HELPER.test(persona) && !askersRole) return undefined;
  // "You are an experienced recruiter ..." in a job ad describes the person sought: a person's role
  // is a persona only when the text asks something of the reader elsewhere; a machine's always is.
  if (!ask && !asked && !askersRole && !MACHINE.test(persona)) return undefined;
  // "You are a data analyst who loves SQL. We need you in Berlin.": a job ad tells the person it
  // wants what they are, and then wants them; only a machine is told it is one.
  if (!ask && wantsYou && !MACHINE.test(persona)) return undefined;
  // "Role: Recruiter" in a form names the role sought; only a machine's role is a persona there.
  if (/^(?:role|persona|identity)\b/i.test(opening[0].trim()) && !MACHINE.test(persona)) return undefined;
  return ask ? rest.slice(ask.index).replace(/^[,;:\s]+(?:and|so|then|to)?\s*/i, "") : "";
}

/** Format nouns: what an assistant is asked to produce, never a person's fact. */
const FORMAT_NOUN = String.raw`(?:tables?|lists?|shortlists?|spreadsheets?|sheets?|csv|json(?:\s+array)?|markdown|bullets?|bullet\s+list|bullet\s+points|summary|summaries|names|rows|columns?|report|overview|array|file|document|doc|output|answer|response|top\s+\d+(?=\s+as\b|\s*[.,;]|\s*$))`;

/** Words before a format noun: counts, articles, and how it is laid out. */
const FORMAT_MODIFIERS = String.raw`(?:(?:a|an|the|your|me|us|one|two|three|four|five|\d+|separate|single|short|brief|ranked|numbered|sorted|clean|simple|plain|bulleted|bullet|markdown|csv|json|final|full|concise|tidy)\s+)*`;

const OUTPUT_SENTENCES: RegExp[] = [
  // A label for the output: "Output: CSV ...", "Format: markdown table", "Output format: ...".
  /^(?:output|output\s+format|format|reply\s+format|response\s+format|deliverable|columns|sorting|sort|order)\s*:/i,
  // "Fields: name, title, LinkedIn URL" lists the output's columns; "Fields: machine learning" the person's.
  /^fields\s*:[\s\S]*\b(?:names?|titles?|compan(?:y|ies)|e-?mails?|urls?|links?|linkedin|locations?|phones?|profiles?|scores?|notes?|summary|headlines?|roles?|columns?)\b/i,
  // The verbs of output and order: never the ask itself.
  /^(?:please\s+)?(?:return|output|reply|respond|answer|format|export|tabulate)\b/i,
  // Ordering and showing what was found: "Sort by seniority", "Present the results as a table".
  /^(?:please\s+)?(?:sort|order|rank|group|present|display|show)\s+(?:them|it|everything|(?:the\s+)?(?:results|list|table|rows|names|output|matches|candidates\s+as)|by|as|in\s+(?:a|an)\s)\b/i,
  // A length: "Max 25 rows", "Limit 30", "Top 20 only", "No more than 40".
  // Not a bound on the person: "Max 5 years of experience", "No more than 8 years in the industry".
  /^(?:limit|max(?:imum)?|cap|top|at\s+most|up\s+to|no\s+more\s+than)\s*(?:to|of|at|:)?\s*\d+\b(?!\s*\+?\s*(?:years?|yrs?|months?|y\.?o\.?e)\b)/i,
  // "Give me a ranked table ...", "Give me 15 names with ...": a format noun not followed by "of <noun>".
  new RegExp(
    String.raw`^(?:please\s+)?(?:give|show|send|provide|share|compile|make|create|build|prepare|produce|draft|write|put\s+together)\s+${FORMAT_MODIFIERS}${FORMAT_NOUN}\b(?!\s+(?:of|for|from|in|at|who|that|based|located)\s+(?!\d))`,
    "i",
  ),
  // "Include a portfolio link", "add a column for years": what each row carries.
  /^(?:please\s+)?(?:also\s+)?(?:include|add|attach|append)\s+(?:(?:a|an|the|their|each|one)\s+)?(?:[\w-]+\s+){0,2}(?:links?|urls?|columns?|fields?|scores?|summary|reasons?|notes?|rationale|justification)\b/i,
  // Tone and length.
  /^(?:please\s+)?(?:be\s+(?:brief|concise|short|succinct|terse|precise)|keep\s+it\s+(?:short|brief|concise|tight|simple)|keep\s+(?:the\s+)?(?:answer|reply|response|output)\s+(?:short|brief)|(?:no|without)\s+(?:commentary|comments|explanations?|preamble|chit-?chat|fluff|intro(?:duction)?|extra\s+text|prose)|just\s+the\s+(?:list|names|table|results|data))\b/i,
  // The assistant's conduct, negated: "Don't add emails", "Do not invent data" exclude nobody.
  /^(?:please\s+)?(?:(?:do\s+not|don['’]t|never)\s+(?:invent|make\s+up|fabricate|hallucinate|guess|speculate|embellish|pad)|(?:do\s+not|don['’]t|never)\s+(?:add|include|show|list|give|share|explain|comment)\s+(?:any\s+)?(?:personal\s+|contact\s+)?(?:e-?mails?|email\s+addresses|phone(?:\s+numbers)?|contact\s+(?:details|info)|commentary|comments|explanations?|notes|links|urls|salaries|reasoning|anything\s+else))\b/i,
  // Politeness.
  /^(?:thanks|thank\s+you|thx|ty|cheers|much\s+appreciated)\b[\s\S]{0,30}$/i,
];

/** Whether a sentence (or a list's item) is an output, tone or conduct instruction. */
export function isOutputInstruction(sentence: string): boolean {
  const s = sentence.trim().replace(/^[-*•]\s*/, "");
  return OUTPUT_SENTENCES.some((re) => re.test(s));
}

/** Framing that opens a sentence with criteria after it: thanks, a length, an output verb before whom. */
const POLITE_OPENER =
  /^(?:thanks|thank\s+you|thx|ty|cheers|much\s+appreciated)\b(?:\s+(?:a\s+lot|so\s+much|in\s+advance))?\s*[-–—,:;!.]+\s*/i;
const LENGTH_OPENER =
  /^(?:limit|max(?:imum)?|cap|top|at\s+most|up\s+to|no\s+more\s+than)\s*(?:to|of|at|:)?\s*\d+\s*(?:(?:rows|results|names|profiles|people|candidates|matches)\s*)?(?:only\s*)?(?:[-–—,:;]\s*)?/i;
const OUTPUT_VERB_OPENER =
  /^(?:please\s+)?(?:return|output|show|list|give|send)\s+(?:me\s+|us\s+)?(?=(?:only|just|people|anyone|anybody|those|candidates|profiles|ones|folks)\b)/i;
/** What a criterion left after the framing starts with ("only seniors", "in Berlin", "no juniors"). */
const CRITERION_START =
  /^(?:only|just|no|not|never|without|with|in|based|located|from|people|anyone|anybody|those|candidates|profiles|ones|folks|must|should)\b/i;

/**
 * The criteria an output instruction says after its framing: "Thanks - only seniors in Berlin",
 * "Top 10 in Berlin", "Limit 30 to Berlin-based ones", "Return only those in Berlin", "Sort by
 * seniority, only seniors", "Don't guess locations, only Berlin"; "" when it is all framing.
 */
export function criteriaAfterFraming(sentence: string): string {
  let s = sentence.trim();
  let restricted = false;
  for (let step = 0; step < 4 && s && isOutputInstruction(s); step++) {
    const polite = POLITE_OPENER.exec(s);
    const length = LENGTH_OPENER.exec(s);
    const verb = OUTPUT_VERB_OPENER.exec(s);
    const clause = /^(.+?)\s*(?:[,;:]|\s[-–—])\s+(.+)$/.exec(s);
    if (polite) s = s.slice(polite[0].length);
    else if (length) {
      s = s.slice(length[0].length);
      // "Limit 30 to Berlin-based ones": what the count is limited to is a criterion.
      restricted = /^(?:to|from|in)\s/i.test(s);
      s = s.replace(/^(?:to|from)\s+/i, "");
    } else if (verb) s = s.slice(verb[0].length);
    else if (clause && isOutputInstruction(clause[1] as string)) s = clause[2] as string;
    else return "";
  }
  s = s.trim();
  if (!s || isOutputInstruction(s)) return "";
  return restricted || CRITERION_START.test(s) ? s : "";
}

/**
 * An output instruction after the ask in its sentence ("find nurses in Leeds and return a table"):
 * from its joint to the sentence's end.
 */
const TRAILING_OUTPUT =
  /(?:,\s*|;\s*|\s+(?:and|then)\s+)(?:please\s+)?(?:(?:and|then)\s+)?(?:(?:return|output|reply|respond|present|format|export|give|send)\s+(?:(?:me|us)\s+)?(?:them\b|it\b|(?:the\s+)?results\b|as\b|with\b|in\s+(?:a|an)?\s*(?:\w+\s+)?(?:table|csv|json|markdown|list)|(?:a|an|the)\s+(?:[\w-]+\s+){0,2}(?:table|list|csv|json|spreadsheet|array|shortlist)|csv|json|markdown)|sort(?:ed)?\s+by|order(?:ed)?\s+by|rank(?:ed)?\s+by|max(?:imum)?\s+\d+\s+rows|(?:no|without)\s+commentary|just\s+the\s+list)[^.!?]*/i;

/** The sentence without a trailing output instruction. */
export function withoutTrailingOutput(sentence: string): string {
  return sentence.replace(TRAILING_OUTPUT, "");
}

/** What a prompt asks "you" to do for it: "we need you to find ...", "you'll search ...". */
const YOU_TO_ASK = String.raw`(?!\s+(?:to\s+)?(?:please\s+)?(?:help|find|search|look|source|get|pull|list|identify|compile|dig|hunt|track|locate|return|give|provide|send|shortlist|recommend|suggest|produce|draft|be|act|focus|use|only|always|never|check|rank|sort|reply|answer|respond)\b)`;

/**
 * A job ad's address to the person it wants ("We need you in Berlin", "people like you", "join our
 * team", "you'll own the dashboards"): the "you" is the person sought, never an assistant.
 */
export const WANTS_YOU = new RegExp(
  String.raw`\b(?:need|want|hire|hiring|seeking|looking\s+for|searching\s+for)\s+(?:more\s+)?you\b(?!\s+to\b)|\bwe(?:['’]re|\s+are)?\s+(?:need|want)\s+you\s+to\b${YOU_TO_ASK}|\b(?:people|folks|someone|somebody|others|more)\s+like\s+you\b|\bjoin\s+(?:us|our)\b|\byou(?:['’]ll|\s+will)\b${YOU_TO_ASK}|\byour\s+(?:role|day|mission|responsibilities|new\s+team)\b`,
  "i",
);

/** An ask made of the reader: a search verb or a need ("find", "I need", "looking for", "pull a list"). */
export const ASKS =
  /\b(?:find|search|look(?:ing)?\s+for|need|want|get\s+me|pull|source|identify|list|show\s+me|give\s+me|target)\b/i;
