/**
 * Query understanding: a natural-language people query -> a plan (./plan.ts): a boolean tree of
 * criteria over facet tokens, and the words it could not place, which only rank. Local and
 * deterministic; the vocabulary is in ./query-vocabulary.ts, ./phrase-meanings.ts and
 * ./title-vocabulary.ts, company names are resolved against the database through a CompanyLexicon
 * (./company-names.ts).
 *
 * An ask pasted from an e-mail thread is first split into the ask now and the earlier messages, its
 * headers, greetings, signatures and disclaimers taken out; each message is read as below and the
 * ask now replaces the earlier conditions of the kinds it names (./read-mail.ts).
 *
 * Passes over one scan state (./parse-state.ts), each a function of its own (the text passes, 0-1,
 * in their order in ./text-passes.ts):
 * 0. a filter pasted from a tool's grammar (a SaaS panel's "Field (is not): A, B", SQL WHERE, pandas,
 *    =FILTER / =QUERY, AutoFilter, a header row and its values) as one sentence per condition,
 *    exclusions last (./read-tool-filters.ts, ./tool-filter-columns.ts);
 *    a structured filter pasted from another tool (JSON, key=value, CSV, "Key: value |" lines) as
 *    prose, and exclusions by field name (./read-structured.ts); degree abbreviations ("M.Tech",
 *    "B.Tech", "qualified CAs": ./degree-words.ts); "Directors of X" as "X Directors" in a list of
 *    titles (./leader-title-order.ts); "the most senior <function> people" as its executives
 *    (./most-senior.ts); tenure superlatives and comparatives (./tenure-phrases.ts); recruiter
 *    field operators (`current_company:`, `title:`...) as prose markers
 *    (./read-employer-binding.ts);
 *    chat posts' hashtags as their words, flags as countries, pins and prohibition marks as words
 *    (./read-post-marks.ts), @mentions and other emoji dropped (./read-chat.ts), and
 *    country codes in a list or with "-based" as countries (./read-country-codes.ts);
 * 1. quoted phrases, +words and -words (./read-text.ts); posts' refusals ("X can pass", "X need not reply", "X,
 *    not this time": ./read-post-idioms.ts); a job ad's company blurb, reporting line and preferences
 *    (./read-ad.ts), after numeric comparatives in the forms the range passes read (./read-comparators.ts),
 *    times anchored on events and the calendar as dates (./event-dates.ts), hard refusals, requirement cues and
 *    soft refusals (./read-hedges.ts); which named employer is current and which earlier (a possessive, "came
 *    from": ./read-employer-binding.ts); exclusion cues before any kind ("bar X", "any company but X", a dash
 *    before a clause with its own cue, "<Company> alumni": ./exclusion-cues.ts); negation idioms ("need not
 *    apply", "freshers", "never worked anywhere else": ./negation-idioms.ts); seniority ceilings
 *    (./read-ceiling.ts); CV ranges, dated departures and "now elsewhere" (./read-departure-dates.ts); polarity
 *    in the text: contractions, exclusions and departures in the forms the later passes read
 *    (./read-polarity.ts); "or" and durations and dates in other languages as English (./foreign-polarity.ts,
 *    ./foreign-time.ts); employment state, time windows and time in the current job (./read-time.ts; a dated
 *    start of the current job: ./read-start-date.ts; tenure idiom and experience shorthand:
 *    ./read-durations.ts); languages spoken (./read-languages.ts); certifications (./read-certifications.ts);
 *    trades' forms (./read-profession-forms.ts);
 * 2. ranges: years of experience, graduation years, company sizes, comparatives as operators;
 * 3. the words (./tokenize.ts; typo corrections the planner accepted applied), then marked names:
 *    employers after "at", "ex-", "formerly", "worked at", lists of them; schools after "studied
 *    at", "alumni of"; people's names after "named" (./read-names.ts);
 * 4. titles in another of ESCO's languages, read as their occupation's English label
 *    (./read-occupations.ts); English titles the vocabulary does not place, read as their ESCO
 *    occupation (./read-english-occupations.ts); then the longest-phrase scan: titles, families, levels,
 *    departments, places, schools, degrees, skills, industries, "decision makers"
 *    (./read-phrases.ts);
 * 5. operators: negations, "or" lists and clauses (./read-operators.ts); then the guard: a cue
 *    of negation or departure no pass read makes what it governs not apply (./polarity-guard.ts);
 * 6. what is left: soft words and typo suggestions (./read-leftovers.ts);
 * 7. the tree (./assemble-plan.ts).
 * A boolean string (an operator in capitals) is read as an expression whose terms are each parsed
 * this way (./read-boolean.ts).
 */
import { companyNameKey } from "../keys.ts";
import { facet, schoolCanonical } from "../search/facets.ts";
import { assemble } from "./assemble-plan.ts";
import { dropContradictions } from "./contradictions.ts";
import type { Criterion, ParsedQuery } from "./criteria.ts";
import { excludeCuedTimes } from "./cued-loose.ts";
import { joinHeldDegrees } from "./degree-absence.ts";
import { readDegreeWords } from "./degree-words.ts";
import { applyDropped } from "./dropped-conditions.ts";
import { readFunctionSkills } from "./function-skills.ts";
import { readLeaderTitleOrder } from "./leader-title-order.ts";
import { withoutGenderMarks } from "./local-gender-forms.ts";
import { schoolReading } from "./meaning-criteria.ts";
import { readMostSenior } from "./most-senior.ts";
import { readInclusions, readRestatedSpecialties } from "./narrow-roles.ts";
import { narrowExcludedRungs } from "./negated-rungs.ts";
import { foldSeniorIntoLeaders, narrowNestedLevels } from "./nested-levels.ts";
import { newState, type ParseContext, type ScanState } from "./parse-state.ts";
import { PHRASES } from "./phrase-meanings.ts";
import { allOf, leavesOf, NO_ONE, NOTHING_READ } from "./plan.ts";
import { guardUnreadCues } from "./polarity-guard.ts";
import { STOP_WORDS } from "./query-vocabulary.ts";
import { openPlaces, remoteAlternatives } from "./read-ad.ts";
import { readBooleanString } from "./read-boolean.ts";
import { unbracketNegatedAsides } from "./read-bracket-asides.ts";
import { readChatText } from "./read-chat.ts";
import { readCityRegions } from "./read-city-region.ts";
import { domainNameCandidates, readCompanyDomains, readCompanyInitials } from "./read-company-domains.ts";
import { readCompanyGroups } from "./read-company-groups.ts";
import { readCorrections } from "./read-corrections.ts";
import { readCountryCodes } from "./read-country-codes.ts";
import { readDegreeSchools } from "./read-degree-school.ts";
import { readDepartmentLevels } from "./read-department-levels.ts";
import { applyDepartures } from "./read-departure-dates.ts";
import { readFields } from "./read-employer-binding.ts";
import { readEnglishOccupations } from "./read-english-occupations.ts";
import { readExemplars } from "./read-exemplars.ts";
import { readFieldSyntax } from "./read-field-syntax.ts";
import { readForm } from "./read-form.ts";
import { readHeadline } from "./read-headline.ts";
import { readLeftovers } from "./read-leftovers.ts";
import { mailParts, readThread } from "./read-mail.ts";
import { readNames } from "./read-names.ts";
import { readOccupationTitles } from "./read-occupations.ts";
import { readDisjunctions, readNegations } from "./read-operators.ts";
import { joinPastSpans } from "./read-past-spans.ts";
import { dropPraiseOfPastRole, readPastTitles } from "./read-past-titles.ts";
import { readPhrases } from "./read-phrases.ts";
import { readPlaceCodes } from "./read-place-codes.ts";
import { dateDepartures, readPastRoles } from "./read-polarity.ts";
import { isProfessionShortForm } from "./read-profession-forms.ts";
import { readPrompt } from "./read-prompt.ts";
import { readRelayed } from "./read-relayed.ts";
import { readRoleHeads } from "./read-role-head.ts";
import { readRoleTense } from "./read-role-tense.ts";
import { readStateWords } from "./read-state-words.ts";
import { readStructured } from "./read-structured.ts";
import { bulletsSetApart, readArrows, readSymbols } from "./read-symbols.ts";
import { readLastRoles } from "./read-time.ts";
import { readToolFilters } from "./read-tool-filters.ts";
import { readTenurePhrases } from "./tenure-phrases.ts";
import { words } from "./text.ts";
import { readTextPasses } from "./text-passes.ts";
import { readTitleMasters } from "./title-masters.ts";
import { distributeCoordinated, expandAbbreviations, tokenize } from "./tokenize.ts";

export type { ParseContext };

/** The passes over the words, after the text passes: names, titles, phrases, negations. */
function readWordPasses(state: ScanState): void {
  state.words = expandAbbreviations(tokenize(distributeCoordinated(state.text), state.context.corrections));
  readPastRoles(state);
  readRoleTense(state);
  readNames(state);
  readTitleMasters(state);
  readOccupationTitles(state);
  readEnglishOccupations(state);
  readPhrases(state);
  readDegreeSchools(state);
  readPastTitles(state);
  readRoleHeads(state);
  readCorrections(state);
  dateDepartures(state);
  applyDepartures(state);
  readLastRoles(state);
  readDepartmentLevels(state);
  joinPastSpans(state);
  readNegations(state);
}

export function parseQuery(query: string, context: ParseContext): ParsedQuery {
  // Gender marks first: "Projektmanager:in" is no "Key: value" field. Then a prompt to an
  // assistant loses its framing: its persona is no role, its output format no field (./read-prompt.ts).
  // A pasted list's glued bullets ("\n-Figma") are bullets, read while its lines are lines.
  const prompt = readPrompt(bulletsSetApart(withoutGenderMarks(query)), (name) =>
    isEmployerName(name, context),
  );
  const unmarked = prompt.text;
  const parts = mailParts(unmarked);
  const thread = readThread(parts, context, parseQuery);
  if (thread) return { ...thread, query };
  // A filter pasted from a tool (SQL, pandas, a panel, a sheet) is its own grammar, read first.
  const tool = readToolFilters(parts[0] ?? query, context.companies);
  const form = tool ?? readForm(parts[0] ?? unmarked);
  const said = form?.text ?? (parts[0] ?? unmarked).replace(/\s+/g, " ").trim();
  // Names a symbol touches ("!Acme Labs", "Acme → elsewhere"), offered to the index when unknown.
  const symbolNames = new Set<string>();
  const employer = employerOffering(context, symbolNames);
  // "Acme → elsewhere": a move between employers, before a headline reads the arrow as a separator.
  const first = readArrows(said, employer);
  // A structured filter's "Key: value | Key: value" is the structured reader's, not a headline.
  const relayed = readRelayed(readStructured(first).text === first ? readHeadline(first) : first);
  const { text, notes } = readPlainText(relayed.text, context, employer);
  const boolean = readBooleanString(text, context, parseQuery);
  if (boolean) return { ...boolean, query };
  const state = newState(text, context);
  for (const name of domainNameCandidates(parts[0] ?? query)) state.nameCandidates.add(name);
  for (const name of symbolNames) state.nameCandidates.add(name);
  state.notes.push(...prompt.notes, ...(form?.notes ?? []), ...relayed.notes, ...notes);
  const dropped = readTextPasses(state, parseQuery);
  excludeCuedTimes(state);
  readWordPasses(state);
  readFunctionSkills(state);
  const clauses = readDisjunctions(state);
  guardUnreadCues(state);
  readInclusions(state);
  foldSeniorIntoLeaders(state);
  narrowNestedLevels(state);
  narrowExcludedRungs(state);
  readRestatedSpecialties(state);
  openPlaces(state);
  remoteAlternatives(state);
  readLeftovers(state);
  joinHeldDegrees(state);
  const assembled = assemble(state, clauses);
  const { where, prefer } = applyDropped(
    { where: dropContradictions(assembled.where, state.notes), prefer: state.prefer, notes: state.notes },
    dropped,
    context,
    parseQuery,
  );
  // Something was said (a letter, a number) and nothing of it could be read: no one matches, not
  // everyone; a query of only words like "people" or "anyone" still means anyone.
  const unread =
    leavesOf(where).length === 0 &&
    prefer.length === 0 &&
    state.words.some((w) => !w.used && !STOP_WORDS.has(w.w));
  if (unread) state.notes.push(NOTHING_READ);
  return {
    query,
    where: unread ? allOf([NO_ONE]) : where,
    prefer,
    // The leftovers (./read-leftovers.ts), not what was only preferred nor a dropped condition's words.
    unplaced: prefer.filter((w) => state.prefer.includes(w) && !state.soft.includes(w)),
    criteria: leavesOf(where)
      .filter((l) => !l.negated)
      .map((l) => l.criterion),
    notes: state.notes,
    suggestions: state.suggestions,
    nameCandidates: [...state.nameCandidates],
  };
}

/** Hard filters from the `companies` and `schools` parameters (current or past employer; any school). */
export function filterCriteria(
  companiesParam: readonly string[],
  schoolsParam: readonly string[],
  context: ParseContext,
): { criteria: Criterion[]; notes: string[] } {
  const criteria: Criterion[] = [];
  const notes: string[] = [];
  if (companiesParam.length) {
    const tokens: string[] = [];
    const names: string[] = [];
    for (const name of companiesParam) {
      const match = context.companies.resolve(name);
      // Experience items name employers whether or not a company record has them.
      tokens.push(facet.currentCompanyName(name), facet.pastCompanyName(name));
      if (!match) {
        notes.push(`companies: no company named "${name}" in the database`);
        continue;
      }
      names.push(...match.names);
      for (const id of match.ids) tokens.push(facet.currentCompany(id), facet.pastCompany(id));
      for (const n of match.names) tokens.push(facet.currentCompanyName(n), facet.pastCompanyName(n));
    }
    criteria.push({
      kind: "company",
      label: `Works or worked at ${names.length ? names.join(" or ") : companiesParam.join(" or ")}`,
      tokens: [...new Set(tokens)],
      from: companiesParam.join(", "),
      value: companiesParam.join(" | "),
      fixed: true,
    });
  }
  if (schoolsParam.length) {
    const readings = schoolsParam.map((s) => {
      const hit = PHRASES.get(words(s).join(" "))?.find((m) => m.kind === "school");
      return schoolReading(
        hit?.kind === "school" ? hit : { kind: "school", name: schoolCanonical(s), short: false },
      );
    });
    criteria.push({
      kind: "school",
      label: `Studied at ${readings.map((r) => r.value).join(" or ")}`,
      tokens: [...new Set(readings.flatMap((r) => r.tokens))],
      from: schoolsParam.join(", "),
      value: schoolsParam.join(" | "),
      fixed: true,
    });
  }
  return { criteria, notes };
}

export { degreeKind } from "../search/facets.ts";

/**
 * The text passes before the sentence is read: companies said as groups, domains and initials,
 * field syntax and structured filters, city and region pairs, degree words, leader titles,
 * superlatives, tenure phrases, chat shorthand and country codes, each written as the words the
 * later passes read. Their notes are returned with the text.
 */
function readPlainText(
  said: string,
  context: ParseContext,
  employer: (name: string) => boolean,
): { text: string; notes: string[] } {
  const groupNotes: string[] = [];
  const fields = readFieldSyntax(
    readCompanyInitials(
      readCompanyDomains(
        readCompanyGroups(readSymbols(said, employer), context.companies, groupNotes, context.employerNames),
        context.companies,
        context.employerNames,
      ),
      context.companies,
    ),
  );
  const structured = readStructured(fields.text);
  const exemplar = readExemplars(structured.text, context.companies, context.employerNames);
  const places: string[] = [];
  const regions = readCityRegions(readStateWords(unbracketNegatedAsides(exemplar.text)), places, (name) =>
    isEmployerName(name, context),
  );
  const text = readCountryCodes(
    readPlaceCodes(
      readChatText(
        readFields(
          readTenurePhrases(
            readMostSenior(dropPraiseOfPastRole(readLeaderTitleOrder(readDegreeWords(regions)))),
          ),
        ),
      ),
      places,
      (code) => isEmployerName(code, context) || isProfessionShortForm(code),
    ),
  );
  return {
    text,
    notes: [...fields.notes, ...structured.notes, ...exemplar.notes, ...places, ...groupNotes],
  };
}

/**
 * isEmployerName, and a name it does not know written in capitals (every word capitalised, "&"
 * between) offered as a candidate the index is asked about (./read-symbols.ts's terms); a phrase
 * the vocabulary knows ("Berlin", "GCP") is no employer to ask about.
 */
function employerOffering(context: ParseContext, offered: Set<string>): (name: string) => boolean {
  return (name) => {
    if (isEmployerName(name, context)) return true;
    const key = companyNameKey(name);
    if (PHRASES.has(words(name).join(" "))) return false;
    if (key.length >= 2 && /^\p{Lu}[\p{L}\p{N}]*(?: (?:&|\p{Lu}[\p{L}\p{N}]*))*$/u.test(name))
      offered.add(key);
    return false;
  };
}

/** A name the company records or the employers the index holds know exactly. */
function isEmployerName(name: string, context: ParseContext): boolean {
  return (
    context.companies.resolve(name)?.how === "exact" ||
    (context.employerNames?.has(companyNameKey(name)) ?? false)
  );
}
