/**
 * Asks relayed second-hand (issue 45, round 13 of first sight: "my VP wants ...", "The client said
 * they'd take ...", "Per Anna's notes: ..."), read before anything else reads the text:
 * - the relay's frame is who asks, not who is sought: "my VP wants", "Our COO said: get me", "per my
 *   director:", "From the agency: their client wants", "Hand-over notes from Luis:" are taken out
 *   (a VP, a COO, a director read there were criteria on the people found);
 * - quotation marks around a sentence of the brief ("find me SREs with Kubernetes in Europe, nobody
 *   from X") are speech marks, not an exact phrase: a quotation of four or more words, or holding a
 *   comma, is read as its words (this holds in any query: nobody's profile holds such a sentence);
 * - once a frame was read, the relayer's remarks are not conditions: a later sentence or a bracket
 *   that is an aside ("I think she's too picky", "She's in a hurry", "They'd love Salesforce but
 *   it's not a must", "(Mei: I'd love PhDs too)"; a sentence opening with a speaker) is dropped,
 *   with a note, unless it excludes
 *   someone ("She also said not to bother with anyone at X", "Not juniors.", "She doesn't want
 *   London-based people"); a reason given for an exclusion ("because of a non-solicit", "since Tom
 *   used to work there") is not one more condition.
 */

/** Who relays: an opening that names the source of the brief, ending in ":" or ",". */
const SOURCE =
  /^\s*(?:(?:forwarding|forwarded|relaying|relayed|passing\s+on|copying)\s+(?:from|for)|per|from|recap\s+of|(?:hand-?over\s+|call\s+|meeting\s+|standup\s+)?notes?\s+from|candidate\s+ask\s+from|(?:client|candidate)\s+brief(?:\s*,\s*relayed)?|paraphrasing)\b[^:"“”.!?]{0,80}?[:]\s*/i;
/** A requester said with a verb of asking: "my VP wants", "The hiring manager asked for", "Our COO said:". */
const SAID =
  "(?:said|asked(?:\\s+for)?|told\\s+(?:us|me)|would\\s+take|['’]d\\s+take|insists\\s+on|requested)";
const ASKER = new RegExp(
  "^\\s*(?:" +
    // "my VP wants", "The hiring manager asked for", "their client wants"
    `(?:my|our|the|their|his|her)\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:wants?|needs?|says|asks(?:\\s+for)?|is\\s+looking\\s+for|${SAID})` +
    // "Tom said", "Priya's team wants", "she wants": a name or a pronoun of the third person
    `|(?:[\\p{Lu}][\\p{L}]+(?:['’]s\\s+[\\p{L}]+)?|she|he)\\s+(?:(?:also|really|just|now|still)\\s+)?(?:wants|needs|says|asks(?:\\s+for)?|is\\s+looking\\s+for|${SAID})` +
    ")\\b\\s*[:,]?\\s*(?:that\\s+)?",
  "iu",
);
/** After a frame, the requester in the first person: "paraphrasing Tom: we need ...". */
const FIRST_PERSON =
  /^\s*(?:we|i|they)\s+(?:(?:also|really|just|now|still)\s+)?(?:want|need|are\s+looking\s+for|am\s+looking\s+for|said|asked(?:\s+for)?)\b\s*[:,]?\s*/i;
/** A sentence that opens with a speaker is a remark on the brief ("She's in a hurry", "I told him ..."). */
const REMARK_START =
  /^\s*[("“]?\s*(?:I|I['’](?:m|d|ve)|we|we['’]re|she|he|they|she['’]s|he['’]s|they['’](?:d|re|ve)|their|his|her|personally|honestly|between\s+us|the\s+(?:client|founder|boss|manager|hiring\s+manager|agency|team|cto|ceo|coo|cfo|vp|director)|[\p{Lu}][\p{L}]+\s+(?:said|says|thinks|think|met|mentioned|wants|also|keeps|is|was|poached|fell|told|asked))\b/iu;
/** What a requester's words open with before the people: "get me", "find me", "a list of", "they'd take anyone who's". */
const ASK_OPENING =
  /^\s*(?:(?:please\s+)?(?:get|find|send|show)\s+(?:me|us)\s+|(?:a\s+(?:list|shortlist)\s+of\s+)|(?:they|she|he)\s*(?:['’]d|\s+would)\s+take\s+|(?:anyone|anybody|any)\s+(?:who['’]s|who\s+is)\s+(?:an?\s+)?)+/i;

/** An exclusion in a remark: it names who is not wanted. */
const EXCLUDES =
  /\b(?:not\s+to\s+bother\s+with|skip|excluding|exclude|except|anyone\s+but|nobody|no\s+one|(?:do|does|did)\s*(?:n['’]t|\s+not)\s+want|not\s+(?:any(?:one|body)|juniors?|seniors?|people|those|the\s+ones|from|at|in|based)|no\s+(?:juniors?|seniors?|interns?|one))\b|^\s*not\s+\p{L}/iu;
/** A negation about the brief, not about people: "not a must", "not our problem", "we can't filter". */
const ABOUT_THE_BRIEF =
  /\bnot\s+a\s+must\b|\bnot\s+(?:our|my|their|a)\s+(?:problem|concern|issue)\b|\b(?:can['’]t|cannot|don['’]t|didn['’]t|won['’]t)\s+(?:filter|have|ask|check|know|remember|be)\b/i;
/** A bracket that is an aside: it holds a speaker ("I", "she", "Mei:") or an opinion. */
const ASIDE_SPEAKER =
  /\b(?:I|I['’]m|I['’]d|I['’]ve|we|she|he|they|she['’]s|he['’]s|they['’]re|it['’]s|that['’]s|between\s+us)\b|^\s*[\p{Lu}][\p{L}]+\s*:/u;
/** A reason after an exclusion: "because of a non-solicit", "since Tom used to work there". */
const REASON =
  /\s*,?\s*\b(?:because(?:\s+of)?\s+|since\s+(?:he|she|they|we|I|[\p{Lu}][\p{L}]+)\s+(?:used|is|was|were|are|has|had|did|does|fell|works|worked|left)\b)[^.;!?]*/gu;
/** A requester's exclusion said as a wish or an instruction: the cue the polarity pass reads. */
const EXCLUDE_WISH =
  /\b(?:(?:she|he|they|we)\s+)?(?:(?:also|really)\s+)?(?:(?:said|says|asked|told\s+(?:us|me))\s+)?(?:not\s+to\s+bother\s+with|(?:do|does|did)(?:n['’]t|\s+not)\s+(?:bother\s+with|want)|to\s+(?:skip|exclude|leave\s+out))\b/giu;

/** A quotation that is speech (four or more words, or a comma inside), as its words. */
export function unquoteSpeech(text: string): string {
  return text.replace(/["“”]([^"“”]+)["“”]/g, (m, inner: string) =>
    inner.trim().split(/\s+/).length >= 4 || /[,;:]/.test(inner) ? ` ${inner} ` : m,
  );
}

/**
 * A list of examples is alternatives: "a JavaScript stack (Node, React, TypeScript, that kind of
 * thing)" asks for one of them, not all four (any query, relayed or not).
 */
export function examplesAsAlternatives(text: string): string {
  return text.replace(
    /(?:\b([\p{L}.#+]+)\s+stack\s*)?\(([^()]*?,[^()]*?),?\s*(?:that\s+kind\s+of\s+thing|and\s+the\s+like|etc\.?|and\s+so\s+on|or\s+similar)\s*\)/giu,
    (_m, stack: string | undefined, list: string) =>
      ` ${[...(stack ? [stack] : []), ...list.split(/\s*,\s*/)].filter(Boolean).join(" or ")} `,
  );
}

/**
 * The asker's own choice said against the colleague's wish ("my VP wants X, but I'd rather have Y",
 * "... but we need Y"): the ask is the asker's, the wish context, read by ./read-asker-context.ts.
 * A choice about the colleague's people ("but I need them in Lyon") adds to the wish: no choice.
 */
const OWN_CHOICE =
  /\b(?:but|though|however|yet|although)\s*,?\s*(?:i|we)\s*(?:['’](?:d|m|re)\s+|\s(?:would|am|are)\s+)?(?:(?:really|actually|personally|still)\s+)?(?:rather|prefer|need|want|like|looking\s+for|after)(?![\p{L}])(?!\s+(?:them|those|these|they|it|him|her)(?![\p{L}]))/iu;

/** Takes the relay's frame off the start, as often as one opens it ("From the agency: their client wants ..."). */
function stripFrame(text: string): { text: string; framed: boolean } {
  let rest = text;
  let framed = false;
  for (let k = 0; k < 4; k++) {
    const m = SOURCE.exec(rest) ?? ASKER.exec(rest);
    if (!m) break;
    framed = true;
    rest = rest.slice(m[0].length);
  }
  if (framed) rest = rest.replace(FIRST_PERSON, "").replace(ASK_OPENING, "");
  return { text: rest, framed };
}

/** Whether a remark excludes someone (and is more than a remark about the brief). */
const excludes = (remark: string) => EXCLUDES.test(remark) && !ABOUT_THE_BRIEF.test(remark);

/** The relayed ask as its requester's conditions, and notes on what was dropped. */
export function readRelayed(query: string): { text: string; notes: string[] } {
  const notes: string[] = [];
  const unquoted = examplesAsAlternatives(unquoteSpeech(query));
  // A colleague's wish the asker answers with a choice of their own is no relayed ask.
  if (ASKER.test(unquoted) && OWN_CHOICE.test(unquoted)) return { text: unquoted, notes };
  const { text, framed } = stripFrame(unquoted);
  if (!framed) return { text: unquoted, notes };
  // Brackets that are asides go first (a "(not our problem)" inside a remark goes with it).
  let body = text.replace(/\s*\(([^()]*)\)/g, (m, inner: string) => {
    if (!ASIDE_SPEAKER.test(inner) && !ABOUT_THE_BRIEF.test(inner)) return m;
    notes.push(`"(${inner.trim()})": the relayer's aside, not a condition`);
    return " ";
  });
  const sentences = body.split(/(?<=[.!?])\s+(?=["“]?[\p{Lu}(])/u);
  const kept = [sentences[0] ?? ""];
  for (const sentence of sentences.slice(1)) {
    if (excludes(sentence) || !REMARK_START.test(sentence)) kept.push(sentence);
    else notes.push(`"${sentence.trim()}": the relayer's remark, not a condition`);
  }
  body = kept
    .join(" ")
    .replace(EXCLUDE_WISH, " excluding ")
    .replace(REASON, (m) => {
      notes.push(`"${m.replace(/^\s*,?\s*/, "").trim()}": a reason, not a condition`);
      return "";
    });
  return { text: body, notes };
}
