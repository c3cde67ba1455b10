/**
 * Titles and labels as weighted units: word stems (gender forms made one, inflection stripped) and
 * the parts of compounds, the head noun marked. Labels and titles go through the same code.
 */

import { derivedForm } from "./derive.ts";
import {
  CERTIFICATION_MARKS,
  COMPOUNDING,
  CONJUNCTIONS,
  type Language,
  LINKERS,
  PLURAL_TAILS,
  SPECIALISATION_DASHES,
  SPECIALISATION_MARKERS,
} from "./languages.ts";
import type { LanguageModel } from "./learn.ts";
import { stem } from "./stem.ts";
import type { Lookup } from "./strings.ts";
import { foldWord, plainText, rawWords } from "./text.ts";

export interface Unit {
  key: string;
  weight: number;
  head: boolean;
  /**
   * Titles only: the unit is a word no label of the title's languages writes, derives or splits
   * (only its stem can meet a label), and `fragment` when the stemmer left it as written: the
   * labels whose units it meets write longer words ("Canva", a product, met "canvas", stemmed "canva").
   */
  unexplained?: boolean;
  fragment?: boolean;
}

export interface Analyzer {
  lang: Language;
  stop: Set<string>;
  gender: [string, string][];
  headFirst: boolean;
  acronyms: Map<string, string>;
  /** Folded word forms of the language's labels -> labels holding them (the compound vocabulary). */
  forms: Lookup;
  /** Unit -> labels naming an occupation by that word alone ("Imker", "-drucker"): how much a head it is. */
  occ: Lookup;
  /** Derivation rewrites of the language's labels (derive.ts); null: none learned (an older file). */
  derivations: [string, string][] | null;
  cache: Map<string, string[]>;
}

export function makeAnalyzer(lang: Language, model: LanguageModel, forms: Lookup): Analyzer {
  return {
    lang,
    stop: new Set(model.stop),
    gender: model.gender,
    headFirst: model.headFirst,
    acronyms: new Map(Object.entries(model.acronyms)),
    forms,
    occ: new Map(),
    derivations: model.derivations ?? null,
    cache: new Map(),
  };
}

/** Weight of a head unit against a modifier's. */
const HEAD = 2;
/** Weight of words in a qualifier (in parentheses, after a comma). */
const QUALIFIER = 0.5;
const MIN_PART = 3;

/**
 * The masculine (ESCO's first) form of a word written in the feminine. Of the rewrites of the
 * longest feminine ending it has, the first giving a word the language's labels write
 * ("cocinera": "cocinero", not "cociner", though "profesora" -> "profesor" is the commoner rewrite
 * of "ra"), else the commonest.
 */
export function masculine(word: string, an: Analyzer): string {
  for (const tail of ["", ...(PLURAL_TAILS[an.lang] ?? [])]) {
    if (!word.endsWith(tail)) continue;
    const w = word.slice(0, word.length - tail.length);
    let first: string | null = null;
    let ending: string | null = null;
    for (const [f, m] of an.gender) {
      if (ending !== null && f !== ending) break;
      if (w.length - f.length < MIN_PART || !w.endsWith(f)) continue;
      const male = `${w.slice(0, w.length - f.length)}${m}`;
      if ((an.forms.get(foldWord(male)) ?? 0) > 0) return `${male}${tail}`;
      first ??= `${male}${tail}`;
      ending = f;
    }
    if (first !== null) return first;
  }
  return word;
}

/** Best split of a folded word into known forms (Koehn & Knight: the highest geometric mean of counts). */
export function splitCompound(word: string, an: Analyzer): string[] | null {
  const n = word.length;
  if (n < 2 * MIN_PART + 1) return null;
  const linkers = LINKERS[an.lang] ?? [];
  // best[i]: the best split of word[0, i) as [sum of log counts, parts].
  const best: ([number, string[]] | null)[] = new Array(n + 1).fill(null);
  best[0] = [0, []];
  for (let i = MIN_PART; i <= n; i++) {
    for (let j = 0; j <= i - MIN_PART; j++) {
      const prev = best[j];
      if (!prev) continue;
      const piece = word.slice(j, i);
      let count = an.forms.get(piece) ?? 0;
      let part = piece;
      if (count === 0 && i < n) {
        for (const l of linkers) {
          const bare = piece.slice(0, piece.length - l.length);
          if (piece.endsWith(l) && bare.length >= MIN_PART && (an.forms.get(bare) ?? 0) > 0) {
            count = an.forms.get(bare) ?? 0;
            part = bare;
            break;
          }
        }
      }
      if (count === 0 || (j === 0 && i === n)) continue;
      const score = prev[0] + Math.log(count);
      const cur = best[i];
      const parts = [...prev[1], part];
      if (!cur || score / parts.length > cur[0] / cur[1].length) best[i] = [score, parts];
    }
  }
  const whole = best[n];
  if (whole && whole[1].length >= 2) return whole[1];
  // A known head after a modifier the labels never write alone ("Röntgen|helfer").
  let split: string[] | null = null;
  let most = 0;
  for (let j = MIN_PART; j <= n - 4; j++) {
    const count = an.forms.get(word.slice(j)) ?? 0;
    if (count > most) {
      most = count;
      split = [word.slice(0, j), word.slice(j)];
    }
  }
  return split;
}

/** Units of one lower-cased word: its stem, then the stems of its compound parts (head last). */
export function wordUnits(word: string, an: Analyzer): string[] {
  const cached = an.cache.get(word);
  if (cached) return cached;
  const m = masculine(word, an);
  const units = [foldWord(stem(m, an.lang))];
  if (COMPOUNDING.has(an.lang)) {
    const parts = splitCompound(foldWord(m), an);
    if (parts) {
      const stems = parts.map((p) => foldWord(stem(p, an.lang)));
      // A modifier that is itself a compound ("Siebdrucker|meister": "Sieb|drucker") adds its own
      // parts, so that it meets the labels writing them apart or in other compounds ("Druckermeister").
      // The head part's own parts were tried too (its last becoming the head): MELO deu 0.0005 less.
      const nested = parts.slice(0, -1).flatMap((p) => splitCompound(p, an) ?? []);
      const head = stems.pop() ?? "";
      units.push(...stems, ...nested.map((q) => foldWord(stem(q, an.lang))), head);
    }
  }
  an.cache.set(word, units);
  return units;
}

const EXCLUSION =
  /^\s*(except|excluding|other than|excepto|salvo|ohne|außer|ausser|sauf|hors|eccetto|tranne|exceto|kromě|okrem|oprócz|razen|osim|izņemot|išskyrus|välja arvatud|bortsett från|undtagen|unntatt|uitgezonderd|behalve|cu excepția|kivéve|с изключение на)\b/iu;

interface Segment {
  text: string;
  weight: number;
}

/** The title's main part, and its qualifiers (parentheses, after a comma); exclusions dropped. */
function segments(text: string, lang: Language): Segment[] {
  const out: Segment[] = [];
  const certification = CERTIFICATION_MARKS[lang];
  const main = plainText(certification ? text.replace(certification, " ") : text).replace(
    /\(([^)]*)\)?/g,
    (_, inner: string) => {
      if (!EXCLUSION.test(inner)) out.push({ text: inner, weight: QUALIFIER });
      return " ";
    },
  );
  const [first, ...rest] = main.split(/[,;]/);
  for (const r of rest) if (!EXCLUSION.test(r)) out.push({ text: r, weight: QUALIFIER });
  out.unshift({ text: first ?? "", weight: 1 });
  return out;
}

/** An alternative split at its specialisation markers: the occupation, then its specialisations. */
function specialised(alt: string, lang: Language): string[] {
  const marker = SPECIALISATION_MARKERS[lang];
  return marker ? ` ${alt} `.split(new RegExp(marker.source, "giu")) : [alt];
}

/** An alternative split at its specialisation dashes: the occupation, then what follows each dash. */
function dashed(alt: string, lang: Language): string[] {
  const dash = SPECIALISATION_DASHES[lang];
  return dash ? ` ${alt} `.split(new RegExp(dash.source, "gu")) : [alt];
}

function add(
  units: Map<string, Unit>,
  key: string,
  weight: number,
  head: boolean,
  unexplained = false,
  fragment = false,
): void {
  if (key === "") return;
  const u = units.get(key);
  if (!u) units.set(key, { key, weight, head, unexplained, fragment });
  else {
    u.weight = Math.max(u.weight, weight);
    u.head ||= head;
    // A unit another word or language reads as known is known.
    u.unexplained &&= unexplained;
    u.fragment &&= fragment;
  }
}

/** How much a word names an occupation: labels naming one by it (or its compound head) alone. */
function occupational(word: string, an: Analyzer): number {
  const units = wordUnits(word, an);
  return Math.max(an.occ.get(units[0] ?? "") ?? 0, an.occ.get(units[units.length - 1] ?? "") ?? 0);
}

/**
 * The head noun among the words before the first function word: the most occupational one, else
 * the language's usual position (first in "técnico de ...", last in "... technician").
 */
function headPositions(words: string[], an: Analyzer): Set<number> {
  const at = headPosition(words, an);
  const heads = new Set([at]);
  // Coordinated heads: "Analysts and Testers", "Interpreters and Translators" (not "Web and ... Designers").
  const conjunctions = CONJUNCTIONS[an.lang];
  for (let i = at; i >= 2 && conjunctions.includes(words[i - 1] ?? ""); i -= 2) {
    if (occupational(words[i - 2] ?? "", an) === 0) break;
    heads.add(i - 2);
  }
  for (let i = at; i + 2 < words.length && conjunctions.includes(words[i + 1] ?? ""); i += 2) {
    if (occupational(words[i + 2] ?? "", an) === 0) break;
    heads.add(i + 2);
  }
  return heads;
}

function headPosition(words: string[], an: Analyzer): number {
  const conjunctions = CONJUNCTIONS[an.lang];
  const cut = words.findIndex((w) => an.stop.has(w) && !conjunctions.includes(w));
  const core = words.slice(0, cut < 0 ? words.length : cut);
  const content = core.flatMap((w, i) => (an.stop.has(w) ? [] : [i]));
  const usual = (an.headFirst ? content[0] : content[content.length - 1]) ?? 0;
  // A head-first language's first word may be an adjective ("Staatlich geprüfter Techniker").
  if (!an.headFirst || occupational(core[usual] ?? "", an) > 0) return usual;
  let at = usual;
  let best = 0;
  for (const i of content) {
    const o = occupational(core[i] ?? "", an);
    if (o > best) {
      best = o;
      at = i;
    }
  }
  return at;
}

/** Counts, per unit, the labels that name an occupation by one word (whole and compound head). */
export function learnOccupational(labels: string[], an: Analyzer): Map<string, number> {
  const occ = new Map<string, number>();
  for (const text of labels) {
    const seen = new Set<string>();
    for (const alt of (segments(text, an.lang)[0]?.text ?? "").split("/")) {
      const content = rawWords(specialised(dashed(alt, an.lang)[0] ?? "", an.lang)[0] ?? "").filter(
        (w) => !an.stop.has(w),
      );
      if (content.length !== 1) continue;
      const units = wordUnits(content[0] ?? "", an);
      seen.add(units[0] ?? "");
      if (units.length > 1) seen.add(units[units.length - 1] ?? "");
    }
    for (const u of seen) occ.set(u, (occ.get(u) ?? 0) + 1);
  }
  an.occ = occ;
  return occ;
}

/** Weight of a compound as a whole against its parts (which carry the match across spellings). */
const WHOLE = 0.25;

function addPhrase(
  units: Map<string, Unit>,
  words: string[],
  weight: number,
  an: Analyzer,
  query: boolean,
  unwritten?: (word: string) => boolean,
  /** False for a phrase that qualifies the title's occupation (after a dash): no word of it is a head. */
  headed = true,
): void {
  const heads = headPositions(words, an);
  words.forEach((w, i) => {
    if (an.stop.has(w)) return;
    const head = headed && weight === 1 && heads.has(i);
    const unknown = query && (unwritten?.(w) ?? false);
    // Titles only: a word no label writes, read as the worker its derivation names ("calderería").
    const derived = unknown
      ? derivedForm(
          foldWord(masculine(w, an)),
          an,
          (x) => splitCompound(x, an) !== null,
          (x) => occupational(x, an) > 0,
        )
      : null;
    const [whole, ...parts] = wordUnits(derived ?? w, an);
    const h = head ? HEAD : 1;
    const unexplained = unknown && derived === null && parts.length === 0;
    const fragment = unexplained && whole === foldWord(w);
    add(units, whole ?? "", weight * h * (parts.length > 0 ? WHOLE : 1), head, unexplained, fragment);
    parts.forEach((p, k) => {
      const partHead = head && k === parts.length - 1;
      add(units, p, weight * (partHead ? HEAD : 1), partHead);
    });
    // Titles only: a label's concept already spells its acronyms out in its other labels.
    const expansion = query ? an.acronyms.get(w) : undefined;
    if (expansion) for (const x of expansion.split(" ")) add(units, wordUnits(x, an)[0] ?? "", weight, false);
  });
}

/**
 * The folded forms a title's word stands for in one language: as written, its masculine, and the
 * worker its derivation names (a word no label writes: "Weberei" -> "weber"), as addPhrase reads it.
 */
export function wordForms(word: string, an: Analyzer, unwritten?: (word: string) => boolean): string[] {
  const m = foldWord(masculine(word, an));
  const derived = unwritten?.(word)
    ? derivedForm(
        m,
        an,
        (x) => splitCompound(x, an) !== null,
        (x) => occupational(x, an) > 0,
      )
    : null;
  return [foldWord(word), m, ...(derived ? [derived] : [])];
}

const SLASHED_PAIR = /(\p{L}+)\s*\/\s*(\p{L}+)/gu;

/**
 * "y/o", "and/or", "und/oder": two conjunctions of the language joined by a slash are one
 * conjunction inside a phrase, not a slash between two alternative titles ("DIRECTORES DE
 * DEPARTAMENTOS Y/O LABORATORIO DE INVESTIGACIÓN" is one title, not "DIRECTORES DE DEPARTAMENTOS Y"
 * and "O LABORATORIO ...", whose head would be "LABORATORIO").
 */
function withoutConjunctionPairs(text: string, lang: Language): string {
  if (!text.includes("/")) return text;
  const conjunctions = CONJUNCTIONS[lang];
  return text.replace(SLASHED_PAIR, (pair, a: string, b: string) =>
    conjunctions.includes(foldWord(a)) && conjunctions.includes(foldWord(b)) ? a : pair,
  );
}

/** The units of a title or label in one language. */
export function analyze(
  text: string,
  an: Analyzer,
  units = new Map<string, Unit>(),
  query = false,
  /** Titles: whether no label of the title's languages writes the word (derive.ts may read it). */
  unwritten?: (word: string) => boolean,
): Map<string, Unit> {
  for (const seg of segments(text, an.lang)) {
    // Alternatives: "Entwickler/Entwicklerin", "Staatlich geprüfter Techniker/Staatlich geprüfte Technikerin".
    for (const alt of withoutConjunctionPairs(seg.text, an.lang).split("/")) {
      const [undashed = "", ...dashes] = dashed(alt, an.lang);
      const [occupation = "", ...specialisations] = specialised(undashed, an.lang);
      addPhrase(units, rawWords(occupation), seg.weight, an, query, unwritten);
      // After a dash, a phrase with no head: the occupation before the dash keeps its weight (languages.ts).
      for (const s of dashes) addPhrase(units, rawWords(s), seg.weight, an, query, unwritten, false);
      // A phrase of its own, at the occupation's weight: the specialisation often is the ESCO
      // occupation ("Tierpfleger Fachrichtung Zoo", zookeeper). At half weight, as a qualifier,
      // or joined to the occupation's phrase (one head for both), MELO deu scored 0.003-0.006 less.
      for (const s of specialisations) addPhrase(units, rawWords(s), seg.weight, an, query, unwritten);
    }
  }
  return units;
}
