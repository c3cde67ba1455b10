/**
 * What people do said in plain words instead of a title ("the folks who keep the servers running",
 * "someone who does the books", "people who teach computers to learn from data"): the clause after
 * "who" / "whoever" / "whose job is" / "people that" is matched against what each family does
 * (./work-descriptions.ts). A family matches when the clause holds one of an activity's verbs and
 * one of its objects; the family with the most cue words matched wins (a specialty over the family it
 * narrows), and any other tie reads nothing. Its
 * role phrase is put at the clause's start and the matched words are taken out, so the rest of the
 * clause ("for over a decade", "rather than manage") is still read by the later passes.
 *
 * Capitalised words are names ("moved from Northwind Labs to Quillon Systems" is no data work).
 * Left alone: a clause after a role already named ("data scientists who build models" describes
 * the data scientists), and a clause led by a leadership verb ("who runs / leads / manages ...",
 * read by ./read-verbs.ts as that function's leaders).
 */
import type { ScanState } from "./parse-state.ts";
import { namesRole } from "./phrase-meanings.ts";
import { FAMILY_WORK } from "./work-descriptions.ts";

/** A crude stem, the same for cue and text: "keeps"/"keeping"/"kept" apart, "servers" -> "server". */
export function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/['’]s$/, "")
    .replace(/ies$/, "y")
    .replace(/(?:ing|ed|es|s)$/, "")
    .replace(/([b-df-hj-np-tv-z])\1$/, "$1")
    .replace(/e$/, "");
}

const stems = (phrase: string) => phrase.split(/\s+/).filter(Boolean).map(stem);

/** Who does the work: a plain subject, never a company ("a startup that builds apps"). */
const SUBJECT =
  /\b(?:who|whoever|whose\s+(?:job|work|role|day\s+job)\s+is(?:\s+to)?|(?:people|folks|someone|somebody|anyone|anybody|person|ones|those|guys|staff)\s+that)(?:['’](?:ve|re|s|d))?\s+/giu;
/** A clause ends at punctuation, a dash or a bracket. */
const CLAUSE_END = /[,;:.!?()—–]|\s-\s/u;
/** Leadership verbs first in the clause: that function's leaders (./read-verbs.ts), not its practitioners. */
const LEADS =
  /^(?:(?:currently|actually|really|also)\s+)?(?:leads?|heads?|manages?|oversees?|owns?|directs?|supervises?|is\s+in\s+charge|are\s+in\s+charge|runs?\s+the\s+\w+\s+(?:team|side|department|org))\b/iu;

/** A negated description ("who don't / no longer keep the servers running"): not that family. */
const NEGATED =
  /^(?:(?:do|does|did|is|are|was|were|has|have)(?:\s+not|n['’]t)|don['’]t|won['’]t|(?:no\s+longer|never|not)\b)\s*/iu;

/** Positions in `clauseStems` where the phrase's stems start. */
function findPhrase(clauseStems: string[], phrase: string[]): number[] {
  const at: number[] = [];
  for (let i = 0; i + phrase.length <= clauseStems.length; i++)
    if (phrase.every((s, k) => clauseStems[i + k] === s)) at.push(i);
  return at;
}

/** Every single-word object of every family's work. */
const OBJECT_WORDS = new Set(
  FAMILY_WORK.flatMap((f) => f.activities.flatMap((a) => a.objects))
    .filter((o) => !o.includes(" "))
    .map(stem),
);

interface FamilyMatch {
  role: string;
  narrows?: string | undefined;
  score: number;
  used: Set<number>;
}

/** A capitalised word is a name ("Quillon Systems", "Harbor & Finch"), never a cue of the work. */
const isName = (word: string) => /^\p{Lu}/u.test(word);

function matchFamilies(clauseWords: string[]): FamilyMatch | undefined {
  const clauseStems = clauseWords.map((w) => (isName(w) ? "" : stem(w)));
  const found: FamilyMatch[] = [];
  for (const family of FAMILY_WORK) {
    const used = new Set<number>();
    for (const activity of family.activities) {
      const hits = (list: readonly string[]) => {
        const positions = new Set<number>();
        for (const cue of list) {
          const phrase = stems(cue);
          for (const i of findPhrase(clauseStems, phrase))
            for (let k = 0; k < phrase.length; k++) positions.add(i + k);
        }
        return positions;
      };
      const verbs = hits(activity.verbs);
      const objects = hits(activity.objects);
      // A verb and an object, at different words ("learn" is both in "teach computers to learn").
      const distinct = [...objects].some((o) => !verbs.has(o)) || [...verbs].some((v) => !objects.has(v));
      if (verbs.size && objects.size && distinct) for (const i of [...verbs, ...objects]) used.add(i);
    }
    if (used.size) found.push({ role: family.role, narrows: family.narrows, score: used.size, used });
  }
  found.sort((a, b) => b.score - a.score);
  const top = found.filter((f) => f.score === found[0]?.score);
  // "writes the backend code": backend and software tie; the specialty is what was said.
  const specific = top.filter((f) => !top.some((g) => g.narrows === f.role));
  return specific.length === 1 ? specific[0] : undefined;
}

/** Pass (text, before the verb readers): a plain description of work as the family that does it. */
export function readLayWork(state: ScanState): void {
  let text = state.text;
  let out = "";
  let from = 0;
  SUBJECT.lastIndex = 0;
  for (let m = SUBJECT.exec(text); m; m = SUBJECT.exec(text)) {
    const start = m.index + m[0].length;
    const rest = text.slice(start);
    const end = CLAUSE_END.exec(rest)?.index ?? rest.length;
    const clause = rest.slice(0, end);
    const before = text
      .slice(Math.max(0, m.index - 40), m.index)
      .trim()
      .split(/\s+/);
    const roleBefore = [2, 1].some((n) => before.length >= n && namesRole(before.slice(-n).join(" ")));
    if (roleBefore || LEADS.test(clause)) continue;
    const negated = NEGATED.exec(clause)?.[0];
    const clauseWords = clause
      .slice(negated?.length ?? 0)
      .replace(/-/g, " ")
      .split(/\s+/)
      .filter(Boolean);
    const match = matchFamilies(clauseWords);
    if (!match) continue;
    // The description's other nouns ("part of websites") go with it: left, they were read as roles
    // of their own; its other words ("for over a decade", "rather than manage") stay.
    const kept = clauseWords
      .filter((w, i) => !match.used.has(i) && (isName(w) || !OBJECT_WORDS.has(stem(w))))
      .join(" ");
    state.notes.push(`"${clause.trim()}": the work of ${match.role}, read as that family`);
    out += `${text.slice(from, m.index)} ${negated ? "not " : ""}${match.role} , ${kept} `;
    from = start + end;
    SUBJECT.lastIndex = from;
  }
  text = out + text.slice(from);
  state.text = text;
}
