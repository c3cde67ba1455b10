/**
 * Office nicknames for trades and ranks (issue 45 round 22): "bean counters", "code monkeys", "the
 * suits", "top brass", "middle management" ... name a job family or a leader level the later passes
 * read only in its plain words. Each nickname is read as a whole phrase (never one common word alone:
 * "suits" is a rank only as "the suits" or "suits running / in / of" a department) and written as
 * the plain words it means, so the query's own polarity ("not the top brass", "no code monkeys") and
 * its department ("the suits running sales") are read by the usual passes.
 *
 * Maintained vocabulary, one sense per entry with its source: the English Wiktionary's sense of the
 * phrase (CC BY-SA 4.0; the sense is paraphrased, not copied). A nickname no dictionary holds is
 * kept only when its office meaning is unambiguous, and says so in its `source`. The citations were
 * written without access to Wiktionary (no network here): check each entry against its page when one is
 * next changed. Left out: nicknames
 * whose plain sense is itself an occupation ("firefighters") or whose meaning is a matter of taste
 * ("whisperers", "rock stars", "ninjas").
 */

export type NicknameKind = "family" | "level";

export interface OfficeNickname {
  /** Regular-expression sources of the phrase, lower case; a space matches spaces or a hyphen. */
  forms: string[];
  /** The plain words it is read as: [singular, plural]. */
  reads: [string, string];
  kind: NicknameKind;
  /** The sense taken, in our words. */
  sense: string;
  /**
   * When the phrase's words are meant literally: a word before it (a lookbehind source: "fans of
   * Mad Men"), a word after it (a lookahead source: "brass players") or a word anywhere in the
   * query that names the literal thing ("worker bees" beside "beekeepers" or "honey").
   */
  literal?: { before?: string; after?: string; context?: RegExp };
  source: string;
}

const WIKTIONARY = (entry: string) => `Wiktionary, "${entry}" (CC BY-SA 4.0)`;
const NO_DICTIONARY = "no dictionary entry found; kept because its office meaning is unambiguous";

export const OFFICE_NICKNAMES: OfficeNickname[] = [
  // Trades: a job family.
  {
    forms: ["bean counters?"],
    reads: ["accountant", "accountants"],
    kind: "family",
    sense: "an accountant (derogatory)",
    source: WIKTIONARY("bean counter"),
  },
  {
    forms: ["pixel pushers?"],
    reads: ["designer", "designers"],
    kind: "family",
    sense: "a graphic or interface designer (derogatory)",
    source: WIKTIONARY("pixel pusher"),
  },
  {
    forms: ["code monkeys?", "code grinders?"],
    reads: ["software developer", "software developers"],
    kind: "family",
    sense: "a programmer doing routine coding (derogatory)",
    source: `${WIKTIONARY("code monkey")}; "code grinder": ${WIKTIONARY("code grinder")}`,
  },
  {
    // The dictionary's sense names both the accountant and the statistician: both are read.
    forms: ["number crunchers?"],
    reads: ["data analyst or accountant", "data analysts or accountants"],
    kind: "family",
    sense: "a person whose work is numerical calculation: a statistician or an accountant",
    source: WIKTIONARY("number cruncher"),
  },
  {
    forms: ["quota carriers?", "quota carrying reps?", "quota carrying sellers?"],
    reads: ["account executive", "account executives"],
    kind: "family",
    sense: "a salesperson who carries a sales quota",
    source: `sales-operations usage; ${NO_DICTIONARY}`,
  },
  {
    forms: ["white hats", "white hat hackers?"],
    reads: ["security engineer", "security engineers"],
    kind: "family",
    sense: "an ethical hacker, one who breaks into systems to secure them",
    source: WIKTIONARY("white hat"),
  },
  {
    forms: ["data plumbers?"],
    reads: ["data engineer", "data engineers"],
    kind: "family",
    sense: "a data engineer, who builds the pipes data flows through",
    source: `data-engineering usage; ${NO_DICTIONARY}`,
  },
  {
    forms: ["demo jockeys?"],
    reads: ["sales engineer", "sales engineers"],
    kind: "family",
    sense: "a presales or sales engineer, who gives the product demos",
    source: `presales usage; ${NO_DICTIONARY}`,
  },
  {
    // Only with "product" beside it: a "mini-CEO" alone may be any general manager.
    forms: ["product mini ceos?", "mini ceos? of (?:the )?product"],
    reads: ["product manager", "product managers"],
    kind: "family",
    sense: "a product manager (who runs a product as a CEO runs a company)",
    source: `product-management usage; ${NO_DICTIONARY}`,
  },
  {
    forms: ["mad men types?", "mad men", "admen", "ad men", "madison avenue types?"],
    reads: ["marketing individual contributor", "marketing individual contributors"],
    kind: "family",
    sense: "people who work in advertising",
    source: `${WIKTIONARY("adman")}; ${WIKTIONARY("Madison Avenue")} (the advertising industry); "Mad Men" is the series named after them`,
    // The series itself: its fans, its watchers, its cast.
    literal: {
      before: String.raw`\b(?:fans?\s+of|watch(?:ed|es|ing)?|watchers\s+of|cast\s+of|episodes?\s+of|(?:tv\s+)?(?:show|series|drama)|lov(?:e|es|ed|ing)|lik(?:e|es|ed|ing))\s+(?:the\s+)?`,
      context: /\b(?:tv|television|episodes?|netflix|don\s+draper|binge\w*)\b/iu,
    },
  },
  {
    // Only with the pager or the on-call rota beside it: a firefighter alone is the occupation.
    forms: ["firefighters? on (?:the )?(?:pager|call|on call rota)"],
    reads: ["SRE", "SREs"],
    kind: "family",
    sense: "an on-call operations engineer, who puts out production fires",
    source: `${WIKTIONARY("firefighting")}, the figurative sense of dealing with urgent problems; ${WIKTIONARY("on call")}`,
  },
  // Ranks: a level.
  {
    forms: ["top brass"],
    reads: ["heads, directors, VPs or C-level", "heads, directors, VPs or C-level"],
    kind: "level",
    sense: "the highest-ranking officers or officials of an organisation",
    source: WIKTIONARY("top brass"),
    // Brass instruments: "top brass players", "brass players for an orchestra".
    literal: {
      after: String.raw`\s+(?:players?|bands?|sections?|instruments?|ensembles?|quintets?|quartets?|musicians?|teachers?|tutors?)\b`,
      context:
        /\b(?:orchestras?|brass\s+bands?|musicians?|trumpets?|trombones?|tubas?|french\s+horns?|conservato\w+|symphon\w+)\b/iu,
    },
  },
  {
    forms: ["(?:the )?c suite(?: executives?| execs?)?"],
    reads: ["C-level", "C-level"],
    kind: "level",
    sense: "a company's most senior executives, whose titles start with 'chief'",
    source: WIKTIONARY("C-suite"),
  },
  {
    // "suits" with no article only when nothing makes it clothing ("men's suits in Milan").
    forms: [
      "the suits",
      String.raw`(?<!(?:['’]s|\bof|\bmen|\bwomen|\bbusiness|\bwedding|\btailored|\bbespoke|\bswim|\bspace|\bdiving|\bwet|\bdry|\bsell(?:s|ing)?|\bmak(?:e|es|ing)|\bdesign(?:s|ing)?|\bsew(?:s|ing)?)\s)suits(?= (?:running|in|of|at|over|from) )`,
    ],
    reads: ["leaders", "leaders"],
    kind: "level",
    sense: "business executives and managers, as those who wear suits (slang, plural)",
    source: `${WIKTIONARY("suit")}, the slang sense of an executive`,
  },
  {
    forms: ["pointy haired bosse?s?", "pointy haired managers?"],
    reads: ["manager", "managers"],
    kind: "level",
    sense: "a manager, an inept one (from the Dilbert comic strip)",
    source: WIKTIONARY("pointy-haired boss"),
  },
  {
    forms: ["(?:the )?frozen middle"],
    reads: ["managers", "managers"],
    kind: "level",
    sense: "middle management, as resisting change from above",
    source: `management-writing usage; ${NO_DICTIONARY}`,
  },
  {
    forms: ["middle management", "middle managers?"],
    reads: ["managers", "managers"],
    kind: "level",
    sense: "the managers between the first line and the top of an organisation",
    source: WIKTIONARY("middle management"),
  },
  {
    forms: ["(?<!(?:first|front) )line managers?"],
    reads: ["manager", "managers"],
    kind: "level",
    sense: "the manager an employee reports to directly",
    source: WIKTIONARY("line manager"),
  },
  {
    forms: ["worker bees?"],
    reads: ["individual contributor", "individual contributors"],
    kind: "level",
    sense: "a person doing the routine work, in a subordinate position (figurative)",
    source: WIKTIONARY("worker bee"),
    // The insects, beside their keepers, hives or honey (not "Hive", "Swarm" or "drones": tools).
    literal: {
      context:
        /\b(?:beekeep\w*|bee\s*keep\w*|apiar\w+|apicultur\w+|bee\s*hives?|honey|honeybees?|queen\s+bees?|pollinat\w+|nectar)\b/iu,
    },
  },
];
