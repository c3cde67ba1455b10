/**
 * Asks pasted from an e-mail thread (round 9 of first sight), the parts following one another on
 * one line as they were copied: a reply above a quoted earlier ask ("> On Tue, 3 Mar, Anna wrote:
 * > ..."), a forwarded message with its headers ("---------- Forwarded message ---------", "From:",
 * "Subject: Re: shortlist"), greetings, sign-offs, signatures and disclaimers.
 *
 * - what is never a criterion is taken out: headers and their values (a sender's name, a date, a
 *   subject line), e-mail addresses, greetings ("Hi Dev,", "Hello,"), a sign-off with a name after
 *   it ("Best, Tom | Head of Talent | Papaya Pay | Berlin") and all that follows it in its part (the
 *   signature's title, company, city, phone, web site), disclaimers and "Sent from my iPhone";
 * - the thread is split at its quote and forward markers into the sender's ask now and the earlier
 *   ones. Each is read alone; the ask now keeps every condition of the earlier ask of a kind it
 *   does not name itself ("same cities and levels", "rest stays", or said nothing of), and replaces
 *   the earlier conditions of each kind it names positively ("Munich instead" drops the quoted
 *   Berlin; "for data scientists" the quoted data analysts). An exclusion in the ask now ("except
 *   anyone at X") narrows the earlier ask without replacing anything. A message with nothing
 *   readable ("+1", "Any update?") replaces nothing and narrows nothing.
 */
import type { Criterion, ParsedQuery } from "./criteria.ts";
import type { ParseContext } from "./parse-state.ts";
import { allOf, leavesOf, NOTHING_READ, type PlanNode } from "./plan.ts";

type Parse = (query: string, context: ParseContext) => ParsedQuery;

/** Where an earlier message starts: a quote header, or a forward's or an original message's line. */
const THREAD_MARKER =
  /(?:^|\s)>?\s*On\s[^>]{3,80}?\bwrote:\s*>?|-{2,}\s*(?:Forwarded|Original)\s+[Mm]essage\s*-{2,}|(?:^|\s)Begin\s+forwarded\s+message:|(?:^|\s)Forwarded\s+message\b:?|(?:^|\s)-{2,}\s*Original\s+Message\b/g;

/** Header fields: a name, a date, a subject line; each value ends at the next field, a dash or a sentence. */
const FIELD = "(?:From|To|Cc|Bcc|Date|Sent|Subject|Von|An|Betreff|De|Para|Asunto|Objet|Onderwerp|Oggetto)";
/**
 * Where a header's value ends besides those: a line break (a header is one line), or the sender's
 * request starting on the same line ("Subject: Finance hires Could you find accountants in Berlin?"
 * once the line breaks are lost): the request's words are the ask, never the subject.
 */
const REQUEST = String.raw`\s*\n|\s+(?:Could|Can|Would|Will)\s+you\b|\s+(?:Please|Pls|Kindly)\b|\s+(?:We|I)(?:'re|\s+are|\s+am|'m)?\s+(?:need|looking|want|searching|hiring)\b|\s+(?:Looking|Searching)\s+for\b|\s+(?:Kannst|Könntest|Können|Könnten)\s+(?:du|Sie)\b|\s+¿?(?:Puedes|Podrías|Podrias|Pueden|Podéis)\b|\s+(?:Pourriez|Pouvez|Peux|Pourrais)[\s-]+(?:vous|tu)\b|\s+(?:Kun|Kunt|Zou|Zoudt)\s+(?:je|u|jij)\b|\s+(?:Potresti|Potete|Puoi)\b|\s+(?:Bitte|Por\s+favor|S'il\s+vous\s+plaît)\b`;
const HEADER = new RegExp(
  `(?<![\\p{L}\\p{N}])${FIELD}:[\\s\\S]{0,100}?(?=\\s+${FIELD}:|\\s+[—–]\\s+|\\s+-{1,2}\\s+|[.!?](?:\\s|$)|${REQUEST}|\\s*$)`,
  "gu",
);
/** "Fwd:", "FW:", "Re:" before a subject or at the start: the mail client's, not the sender's. */
const PREFIX_WORD = "(?:Fwd|FWD|Fw|FW|Re|RE|AW|WG|TR|RV|Enc):";
const PREFIX = new RegExp(`(?<![\\p{L}\\p{N}])${PREFIX_WORD}\\s*`, "gu");
/** A part opening with "Fwd: Re: finance team — ...": the subject line, up to a dash, a field or a sentence's end. */
const SUBJECT_LINE = new RegExp(
  `^\\s*(?:${PREFIX_WORD}\\s*)+[\\s\\S]{0,80}?(?=\\s+${FIELD}:|\\s+[—–]\\s+|\\s+-{1,2}\\s+|[.!?](?:\\s|$)|\\s*$)`,
  "u",
);
const ADDRESS = /<?[\p{L}\p{N}._%+-]+@(?:[\p{L}\p{N}-]+\.)*[\p{L}\p{N}-]*>?/gu;
/** A quote marker ">" before quoted words (not "> 5 years", a comparison). */
const QUOTE = /(?:^|\s)>+(?=\s+\D|$)/g;

/** Greetings at the start of the text or of a sentence: "Hi Dev,", "Hello,", "Hi both,", "Thanks Priya!". */
const GREETING =
  /(^|[.!?]\s+)(?:Hi|Hello|Hey|Dear|Hiya|Morning|Good\s+morning|Hallo|Hola|Bonjour|Salut|Ciao|Olá|Oi|Cześć|Dzień\s+dobry|Thanks|Thank\s+you)(?:\s+(?:\p{Lu}[\p{L}'’-]*|all|both|team|everyone|folks|there|again))*\s*[,!:]\s*/gu;

/** A sign-off, then (after a comma) a capitalised name: the signature runs to the end of its part. */
const SIGN_OFF =
  /(?<=[.!?]\s*|^)\s*(?:Best(?:\s+(?:regards|wishes))?|Kind\s+regards|Warm\s+regards|Many\s+thanks|Thanks(?:\s+(?:again|a\s+lot|so\s+much))?|Thank\s+you|Regards|Cheers|Sincerely|Yours|BR|Mit\s+freundlichen\s+Grüßen|Viele\s+Grüße|Beste\s+Grüße|(?:Liebe\s+)?Grüße|Saludos|Un\s+saludo|Cordialement|Bien\s+à\s+vous|(?:Met\s+vriendelijke\s+)?[Gg]roet(?:en)?|Pozdrawiam|Cumprimentos|Atenciosamente|Abraços|Cordiali\s+saluti|Saluti)\s*,\s*(?=\p{Lu}\p{Ll})[\s\S]*$/u;
/** A disclaimer or a client's footer, wherever it stands. */
const FOOTERS = [
  /(?:This|The\s+information\s+in\s+this)\s+(?:e-?mail|message|communication)\b[\s\S]*?(?:[.!?](?=\s|$)|$)/giu,
  /\bSent\s+from\s+my\s+[\p{L}\p{N} ]{2,20}?(?=[.|,;]|$)/giu,
];

/** Whether the text is mail: a thread marker, a client's prefix, or two header fields. */
const isMail = (text: string) =>
  new RegExp(THREAD_MARKER.source).test(text) ||
  new RegExp(`(?:^|\\s)${PREFIX_WORD}`, "u").test(text) ||
  (text.match(new RegExp(`(?<![\\p{L}\\p{N}])${FIELD}:`, "gu"))?.length ?? 0) >= 2;

/** Words left once headers, a sign-off and thanks are gone: something a sender could be asking. */
function asksSomething(text: string): boolean {
  const rest = text.replace(HEADER, " ").replace(PREFIX, " ").replace(SIGN_OFF, " ").replace(THANKS, " ");
  return /\p{L}{2,}/u.test(rest);
}
const THANKS = /\b(?:many\s+)?(?:thanks|thank\s+you|thx|ty|cheers|ta)\b[\s\S]{0,20}$/giu;

/**
 * A subject line opening a pasted message that has no other header ("Subject: Not urgent Could you
 * find ..."): the sender's label for the mail, never a condition ("not urgent" was read as NOT
 * mentions "urgent"). Dropped only when an ask is left after it, as a lone subject can be the ask.
 */
const LEADING_SUBJECT = new RegExp(
  `^\\s*(?:Subject|Betreff|Asunto|Objet|Onderwerp|Oggetto|Assunto|Temat):[\\s\\S]{0,100}?(?=[.!?](?:\\s|$)|${REQUEST}|\\s*$)[.!?]?`,
  "u",
);

/** One part of a thread with what is never a criterion taken out. */
function cleanPart(part: string, first: boolean, mail: boolean): string {
  let text = first ? part : part.replace(QUOTE, " ");
  if (!mail && first) {
    const withoutSubject = text.replace(LEADING_SUBJECT, " ");
    if (withoutSubject !== text && asksSomething(withoutSubject)) text = withoutSubject;
  }
  for (const footer of FOOTERS) text = text.replace(footer, " ");
  if (mail) {
    text = text.replace(ADDRESS, " ");
    // A one-line "Re: senior Java developers in Warsaw" is the ask itself: its subject line is
    // dropped only when an ask is left after it (it was dropped whole, and the query matched everyone).
    const withoutSubject = text.replace(SUBJECT_LINE, " ");
    if (asksSomething(withoutSubject)) text = withoutSubject;
    text = text.replace(HEADER, " ").replace(PREFIX, " ");
  }
  // A sign-off opening the text is a greeting ("Thanks Priya! ..."), never the signature.
  const signature = SIGN_OFF.exec(text);
  if (signature && (signature.index > 0 || !first)) text = text.slice(0, signature.index);
  text = text.replace(GREETING, "$1 ");
  // Line breaks kept: a pasted form's fields are its lines (./read-form.ts); parse joins them after.
  return text
    .replace(/[^\S\n]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

/** The thread's parts, the ask now first; one part when the text holds no quote or forward. */
export function mailParts(text: string): string[] {
  const mail = isMail(text);
  const parts = mail ? text.split(THREAD_MARKER) : [text];
  return parts.map((p, n) => cleanPart(p, n === 0, mail)).filter((p, n) => n === 0 || p.length > 0);
}

/** The kinds one condition of an ask replaces: a title and a department are one, as a level and a title's level word. */
function axis(kind: Criterion["kind"]): string {
  if (kind === "role" || kind === "department" || kind === "background") return "role";
  if (kind === "level" || kind === "title_prefix") return "level";
  if (kind === "current_company" || kind === "company") return "company";
  return kind;
}

const positiveAxes = (node: PlanNode) =>
  new Set(
    leavesOf(node)
      .filter((l) => !l.negated)
      .map((l) => axis(l.criterion.kind)),
  );

/** The ask now over an earlier one: the earlier conditions of kinds the ask now names positively are replaced. */
function supersede(now: ParsedQuery, earlier: ParsedQuery): ParsedQuery {
  const named = positiveAxes(now.where);
  const kept = ("all" in earlier.where ? earlier.where.all : [earlier.where]).filter(
    (conjunct) => ![...positiveAxes(conjunct)].some((a) => named.has(a)),
  );
  const where = allOf([now.where, ...kept]);
  return {
    query: now.query,
    where,
    prefer: [...new Set([...now.prefer, ...earlier.prefer])],
    criteria: leavesOf(where)
      .filter((l) => !l.negated)
      .map((l) => l.criterion),
    notes: [...now.notes, ...earlier.notes.map((n) => `earlier message: ${n}`)],
    suggestions: [...now.suggestions, ...earlier.suggestions],
    nameCandidates: [...new Set([...now.nameCandidates, ...earlier.nameCandidates])],
  };
}

const saysSomething = (q: ParsedQuery) => leavesOf(q.where).length > 0;

/** A message read as no one, read as changing no condition instead: its soft words and notes only. */
function withoutConditions(q: ParsedQuery): ParsedQuery {
  return {
    ...q,
    where: allOf([]),
    criteria: [],
    notes: [
      ...q.notes.filter((n) => n !== NOTHING_READ),
      "a message with nothing readable: it changes no condition",
    ],
  };
}

/**
 * A thread read as one ask (null when the text is one message: the caller reads the cleaned text
 * itself). The oldest message is read first, each later one over it.
 */
export function readThread(
  parts: readonly string[],
  context: ParseContext,
  parse: Parse,
): ParsedQuery | null {
  if (parts.length < 2) return null;
  const read = parts.map((p) => parse(p, context));
  // A message with nothing readable ("+1", "Any update?") asks for no condition. Alone it is read
  // as no one, and merged as that it took the whole thread to no one: it changes no condition of
  // the others (its words still rank) unless no message of the thread says anything readable.
  if (read.some(saysSomething))
    for (const [n, q] of read.entries()) if (q.notes.includes(NOTHING_READ)) read[n] = withoutConditions(q);
  let merged = read[read.length - 1] as ParsedQuery;
  for (let n = read.length - 2; n >= 0; n--) merged = supersede(read[n] as ParsedQuery, merged);
  merged.notes.push("an e-mail thread: the ask now over the earlier messages");
  return merged;
}
