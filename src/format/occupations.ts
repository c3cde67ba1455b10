/** The title API's bodies (docs/api.md, "Occupations"): ranked occupations of a title, one occupation's labels. */

import type { TitleLink } from "../domain/occupations/index.ts";
import type { OccupationConcept } from "../domain/occupations/lookup.ts";
import { chargedAnswer } from "./charged.ts";

/** GET /api/occupations/link: the occupations best first, the level read from the title apart. */
export function titleLinkAnswer(link: TitleLink & { charged: number }) {
  return chargedAnswer(link.charged, {
    level: link.level,
    level_words: link.levelWords,
    languages: link.languages,
    occupations: link.occupations.map((o) => ({
      uri: o.uri,
      label: o.label,
      matched_label: o.matched,
      matched_language: o.language,
      score: o.score,
    })),
  });
}

/** GET /api/occupations/{uri}: the English label and every language's labels (preferred first). */
export function occupationAnswer(concept: OccupationConcept) {
  return chargedAnswer(concept.charged, { uri: concept.uri, label: concept.label, labels: concept.labels });
}
