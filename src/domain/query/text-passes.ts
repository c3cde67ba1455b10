/**
 * The text passes of query understanding (./parse.ts): what reads the query's text before it is cut
 * into words, in order. parseQuery is passed in, for the passes that read a part of the query as a
 * query of its own (a self-description, an aside), so that no reader imports the parser back.
 */

import type { ParsedQuery } from "./criteria.ts";
import { readDegreeAbsence } from "./degree-absence.ts";
import { readDontCount } from "./dont-count.ts";
import { readDroppedText } from "./dropped-conditions.ts";
import { readEventDates } from "./event-dates.ts";
import { readEventPlaces } from "./event-places.ts";
import { readExclusionCues } from "./exclusion-cues.ts";
import { foreignOr } from "./foreign-polarity.ts";
import { englishRoles } from "./foreign-roles.ts";
import { foreignTime } from "./foreign-time.ts";
import { localLevelWords } from "./local-levels.ts";
import { readNegationIdioms } from "./negation-idioms.ts";
import type { ParseContext, ScanState } from "./parse-state.ts";
import { readAbroad } from "./read-abroad.ts";
import { readAd } from "./read-ad.ts";
import { readAskerContext } from "./read-asker-context.ts";
import { readCareerShape } from "./read-career-shape.ts";
import { readCeilings } from "./read-ceiling.ts";
import { readCertifications } from "./read-certifications.ts";
import { readCommute } from "./read-commute.ts";
import { readComparators } from "./read-comparators.ts";
import { readContrasts, readLikeBut } from "./read-contrasts.ts";
import { readCorrectionsText } from "./read-corrections.ts";
import { readDepartureText } from "./read-departure-dates.ts";
import { readDoubleNegations } from "./read-double-negation.ts";
import { readDurations } from "./read-durations.ts";
import { readEmployerBinding } from "./read-employer-binding.ts";
import { readExcludedCeilings } from "./read-excluded-ceilings.ts";
import { readExclusionIdioms } from "./read-exclusion-idioms.ts";
import { readFirstEmployer } from "./read-first-employer.ts";
import { readFormalRegister } from "./read-formal-register.ts";
import { readHedges } from "./read-hedges.ts";
import { readHyphenModifiers } from "./read-hyphen-modifiers.ts";
import { readIndustryMoves } from "./read-industry-moves.ts";
import { readJobLevels } from "./read-job-levels.ts";
import { readLanguages } from "./read-languages.ts";
import { readLayWork } from "./read-lay-work.ts";
import { readLevelRanges } from "./read-level-ranges.ts";
import { readMoveExclusions } from "./read-move-exclusions.ts";
import { readOfficeNicknames } from "./read-office-nicknames.ts";
import { readOrgQuestions } from "./read-org-questions.ts";
import { readTitleBefore } from "./read-past-titles.ts";
import { readPayrollEmployment } from "./read-payroll.ts";
import { readPlaceAreas } from "./read-place-areas.ts";
import { readPlainWords } from "./read-plain-words.ts";
import { readPolarityText } from "./read-polarity.ts";
import { readPostIdioms } from "./read-post-idioms.ts";
import { readPreferences } from "./read-preferences.ts";
import { readProfessionForms } from "./read-profession-forms.ts";
import { readProvisos } from "./read-provisos.ts";
import { readRungLists } from "./read-rung-lists.ts";
import { readSelfDescription } from "./read-self-description.ts";
import { readShorthandText } from "./read-shorthand.ts";
import { readStackWords } from "./read-stack-words.ts";
import { readStageIdioms } from "./read-stage-idioms.ts";
import { readStartDate } from "./read-start-date.ts";
import { readStartYear } from "./read-start-year.ts";
import { readContext, readLeadership, readQuoted, readRanges } from "./read-text.ts";
import { readTime } from "./read-time.ts";
import { readVerbRoles } from "./read-verbs.ts";
import { readVerbObjects } from "./verb-objects.ts";

type ParseQuery = (query: string, context: ParseContext) => ParsedQuery;

/**
 * The passes that read the text before it is cut into words, in their order (each takes what it
 * reads out of the text); returns the conditions the query said to drop.
 */
export function readTextPasses(state: ScanState, parseQuery: ParseQuery): ReturnType<typeof readDroppedText> {
  readQuoted(state);
  readHyphenModifiers(state);
  state.text = localLevelWords(state.text);
  readOfficeNicknames(state);
  readPayrollEmployment(state);
  readProvisos(state);
  readFormalRegister(state);
  readStageIdioms(state);
  readSelfDescription(state, parseQuery);
  readExclusionIdioms(state);
  readAskerContext(state, parseQuery);
  readExcludedCeilings(state);
  readCommute(state);
  readAbroad(state);
  readContext(state);
  readPostIdioms(state);
  readDoubleNegations(state);
  readPreferences(state, parseQuery);
  readLikeBut(state);
  readJobLevels(state);
  readLevelRanges(state);
  readEventPlaces(state);
  readDontCount(state);
  readLayWork(state);
  readPlainWords(state);
  readStackWords(state);
  readPlaceAreas(state);
  readVerbObjects(state);
  readDegreeAbsence(state);
  readMoveExclusions(state);
  readFirstEmployer(state);
  readCareerShape(state);
  readComparators(state);
  readEventDates(state);
  const dropped = readDroppedText(state);
  readHedges(state, parseQuery);
  readAd(state);
  readIndustryMoves(state);
  readOrgQuestions(state);
  readEmployerBinding(state);
  readCorrectionsText(state);
  state.text = readShorthandText(readRungLists(state.text));
  readContrasts(state, parseQuery);
  readExclusionCues(state);
  readNegationIdioms(state);
  readCeilings(state);
  readDepartureText(state);
  state.text = readTitleBefore(state.text);
  readPolarityText(state);
  state.text = foreignTime(foreignOr(state.text, state.query));
  state.text = englishRoles(state.text);
  readStartDate(state);
  readDurations(state);
  readStartYear(state);
  readTime(state);
  readLanguages(state);
  readCertifications(state);
  readProfessionForms(state);
  readRanges(state);
  readVerbRoles(state);
  readLeadership(state);
  return dropped;
}
