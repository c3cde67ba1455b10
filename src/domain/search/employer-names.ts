/**
 * Which of a parse's unresolved names are employers people's experience items hold though no
 * company record has them (ParseContext.employerNames), and how they are written there.
 *
 * The index keeps an employer name as one token with its spaces taken out (facets.ts:
 * `ccn0kestrelhealth`), so every way of splitting a run-together name ("kestrel health", "kest
 * relhealth", ...: a web domain's candidates) is held by the same people. Adding each of them made
 * the domain reader find a dozen employers for one domain and read none (issue 45, round 11:
 * "folks at kestrelhealth.com" answered as if no company had been named): the spellings of one
 * token are one employer, written as its holders write it.
 *
 * A name nobody holds whole may be the leading part of one ("Quillon" for "Quillon Systems", the
 * way CompanyLexicon reads company records): the employers of the people whose text holds its words
 * are offered too, when their name starts with it, and the parser reads the leading part as that
 * employer only when exactly one offered name starts so.
 */
import { companyNameKey, companyNameToken } from "../keys.ts";
import type { Person } from "../model.ts";
import type { Storage } from "../storage/index.ts";
import { facet } from "./facets.ts";

/** People read for an employer's written name (any holder writes it). */
const SPELLING_SAMPLE = 3;
/** People read for the employers a leading part may stand for (the best ranked holders of its words). */
const LEADING_SAMPLE = 25;
/** Unheld names probed for a longer employer name per query (each costs one read of people). */
const MAX_LEADING_PROBES = 4;

const compactKey = companyNameToken;

function employerNamesOf(people: readonly Person[]): string[] {
  const out: string[] = [];
  for (const p of people)
    for (const e of p.experience ?? []) if (e.company_name) out.push(companyNameKey(e.company_name));
  return out;
}

/** What a read of people found for a name, kept a minute (as counts are: ./search.ts). */
export type EmployerProbes = Map<string, { names: string[]; at: number }>;
const PROBE_TTL_MS = 60_000;

async function probed(cache: EmployerProbes, key: string, read: () => Promise<string[]>): Promise<string[]> {
  const t = Date.now();
  const known = cache.get(key);
  if (known && t - known.at <= PROBE_TTL_MS) return known.names;
  if (cache.size > 10_000) cache.clear();
  const names = await read();
  cache.set(key, { names, at: t });
  return names;
}

export async function heldEmployerNames(
  storage: Storage,
  candidates: Iterable<string>,
  holding: (tokens: string[]) => Promise<number>,
  cache: EmployerProbes = new Map(),
): Promise<Set<string>> {
  const byToken = new Map<string, string[]>();
  for (const key of candidates) {
    const compact = compactKey(key);
    if (compact.length < 2) continue;
    byToken.set(compact, [...(byToken.get(compact) ?? []), key]);
  }
  const held = new Set<string>();
  let probes = 0;
  for (const [compact, keys] of byToken) {
    const tokens = [facet.currentCompanyName(compact), facet.pastCompanyName(compact)];
    if ((await holding(tokens)) > 0) {
      if (keys.length === 1) {
        held.add(keys[0] as string);
        continue;
      }
      // One token, several spellings: the one its holders write, else the name as the query wrote it.
      const [written] = await probed(cache, `s:${compact}`, async () => {
        const { ids } = await storage.search.matchRanked({ tokens }, SPELLING_SAMPLE);
        return employerNamesOf(await storage.people.getMany(ids)).filter(
          (name) => compactKey(name) === compact,
        );
      });
      held.add(written ?? (keys[0] as string));
      continue;
    }
    const lead = keys[0] as string;
    // A domain's "&"-joined splits ("harbor and finch") are whole names or nothing.
    if (probes >= MAX_LEADING_PROBES || lead.length < 3 || lead.includes(" and ")) continue;
    probes++;
    const longer = await probed(cache, `l:${lead}`, async () => {
      const { ids } = await storage.search.matchRanked({ words: lead.split(" ") }, LEADING_SAMPLE);
      return employerNamesOf(await storage.people.getMany(ids)).filter((name) => name.startsWith(`${lead} `));
    });
    for (const name of longer) held.add(name);
  }
  return held;
}
