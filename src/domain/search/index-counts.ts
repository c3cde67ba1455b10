/**
 * What the search index holds, counted for a search (./search.ts): how many people hold a word or
 * any of some facet tokens, and how many people there are. The plan asks for them (typo
 * corrections the index agrees with, unresolved names that are employers) and so does ranking
 * (bm25 word weights, ./rank.ts). Each count reads the index, so each is kept a while: a count of
 * a word or tokens a minute, the number of people re-counted in the background.
 */
import type { Suggestion } from "../query/typos.ts";
import type { FacetExpr, SearchRepository } from "../storage/index.ts";
import { idf } from "./rank.ts";
import { wordTokens } from "./words.ts";

/** A word is read as a vocabulary word it is a typo of when this many times fewer people hold it. */
const TYPO_RATIO = 20;

export class IndexCounts {
  private counts = new Map<string, { holding: number; at: number }>();
  private peopleCountCache = { value: 0, at: 0 };
  private peopleRecount: Promise<number> | null = null;

  constructor(
    private readonly search: SearchRepository,
    /** How old a count of people may grow before it is counted again (a minute; tests shorten it). */
    private readonly peopleRecountMs = 60_000,
  ) {}

  /** How many people match an expression; re-counted at most once a minute. */
  private async holdingExpr(key: string, expr: FacetExpr): Promise<number> {
    const t = Date.now();
    if (this.counts.size > 10_000) this.counts.clear();
    let known = this.counts.get(key);
    if (!known || t - known.at > 60_000) {
      known = { holding: await this.search.matchCount(expr), at: t };
      this.counts.set(key, known);
    }
    return known.holding;
  }

  /** How many people hold a word. */
  holding(word: string): Promise<number> {
    return this.holdingExpr(`w:${word}`, { words: [word] });
  }

  /** How many people hold any of these facet tokens. */
  holdingTokens(tokens: string[]): Promise<number> {
    return this.holdingExpr(`t:${tokens.join(" ")}`, { tokens });
  }

  /**
   * Typo corrections the index agrees with: a suggested word is read as its vocabulary word when
   * at least TYPO_RATIO times more people hold the vocabulary word (a rare spelling of a common
   * word), the most held candidate first.
   */
  async corrections(suggestions: readonly Suggestion[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const s of suggestions) {
      const held = await this.holding(s.word);
      let best: { word: string; n: number } | null = null;
      for (const c of s.candidates) {
        const n = await this.holding(c);
        if (!best || n > best.n) best = { word: c, n };
      }
      // The index stems words: a typo with its correction's stem ("enginering") is already that word there.
      const sameStem = best !== null && wordTokens(s.word).join(" ") === wordTokens(best.word).join(" ");
      if (best && (sameStem || held * TYPO_RATIO < Math.max(best.n, 1))) out.set(s.word, best.word);
    }
    return out;
  }

  /** bm25 weights of words. */
  async wordWeights(words: readonly string[]): Promise<{ word: string; idf: number }[]> {
    const people = await this.peopleCount();
    return Promise.all(words.map(async (word) => ({ word, idf: idf(people, await this.holding(word)) })));
  }

  /**
   * The number of people, for word weights; counted once (the start-up warm-up counts it), then
   * re-counted at most once a minute in the background, a search going on with the last count:
   * the count reads a whole index (35 ms at 1M people), and the search that found it a minute old
   * paid for it.
   */
  async peopleCount(): Promise<number> {
    const t = Date.now();
    if (t - this.peopleCountCache.at > this.peopleRecountMs && !this.peopleRecount) {
      const recount = this.search.peopleCount().then((value) => {
        this.peopleCountCache = { value, at: Date.now() };
        return value;
      });
      // One count at a time; a failed one is tried again by the next search.
      const settled = recount.finally(() => {
        if (this.peopleRecount === settled) this.peopleRecount = null;
      });
      this.peopleRecount = settled;
      settled.catch(() => {});
    }
    // Never counted: this one waits (and gets the count's error, as before).
    if (this.peopleCountCache.at === 0 && this.peopleRecount) return this.peopleRecount;
    return this.peopleCountCache.value;
  }
}
