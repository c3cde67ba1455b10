/**
 * Round 5's set is sound: every query has >= 10 true matches at both evaluation sizes, nobody is
 * both relevant and inverted, no query is asked twice, every class is asked, and the set keeps its
 * style (sellers' questions name an account the data holds; boolean strings carry an operator;
 * foreign queries are written in their language). No floor on search quality: the round-5
 * first-sight figures are in ./README.md and the floor in ../first-sight-floor.test.ts.
 */
import { roundSoundness } from "../first-sight-soundness.ts";
import { EMPLOYERS } from "../independent/vocab.ts";
import { ROUND_5 } from "./evaluate.ts";

roundSoundness(ROUND_5, {
  minQueries: 50,
  minPerClass: 5,
  countsToday: true,
  styleTest: "the style: accounts the data holds, boolean operators, other languages",
  keepsStyle: (cls, query) =>
    cls.startsWith("sales_")
      ? EMPLOYERS.some((e) => query.includes(e)) &&
        /\b(who|which|anyone|any|decision makers|contacts|is there|ex)\b/i.test(query)
      : cls.startsWith("boolean_")
        ? /\b(OR|AND|NOT)\b|\s-\w|\w+:/.test(query)
        : // A function word of German, Spanish, French, Portuguese, Dutch, Italian or Polish.
          /\b(in|mit|bei|und|en|de|o|y|à|ou|chez|qui|em|no|com|of|met|bij|a|con|di|w|z|ze|lub)\b/.test(
            query,
          ) && !/\b(the|with|and|who|at)\b/i.test(query),
});
