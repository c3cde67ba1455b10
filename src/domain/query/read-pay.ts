/**
 * The pay a pasted ad offers ("$180k base + bonus", "€80-95k", "90k OTE", "base salary of £70k",
 * "salary: up to 120k + equity") is the job's, not a fact about the person wanted: taken out with
 * a note before the word passes, so its words are never read as anything else. Without this
 * "base" was one letter from the city Basel and was suggested as it (round 4 of first sight, #28),
 * and "OTE", "TC" or "comp" stayed soft words that ranked nothing useful.
 *
 * An amount is a number with a currency sign or code, or with a thousands letter ("180k", "1.2m");
 * a bare number ("5+ years", "30 days") is never pay. The pay words around it (base, salary, OTE,
 * bonus, equity...) are taken with it; pay words without an amount stay where they are.
 */
import type { ScanState } from "./parse-state.ts";

const CURRENCY = String.raw`(?:[$€£¥₹]|(?:usd|eur|gbp|chf|cad|aud|sek|nok|dkk|pln|inr)\b)`;
const NUMBER = String.raw`\d[\d.,]*`;
/** An amount: a currency before or after the number ("$1.2m"), or a thousands "k" after it. */
const AMOUNT = String.raw`(?:${CURRENCY}\s?${NUMBER}\s?(?:k|m|mn)?\b|${NUMBER}\s?k\b(?:\s?${CURRENCY})?|${NUMBER}\s?${CURRENCY})`;
/** "80-95k", "$150k–$180k", "70 to 85k": the first figure may drop its letter and sign. */
const RANGE = String.raw`(?:(?:${CURRENCY}\s?)?${NUMBER}\s?k?\s?(?:-|–|—|to)\s?)?${AMOUNT}`;
const PAY_WORD = String.raw`(?:base(?:\s+salary|\s+pay)?|salary|ote|on[\s-]target(?:\s+earnings)?|tc|total\s+comp(?:ensation)?|comp(?:ensation)?|bonus(?:es)?|commission|equity|stock(?:\s+options)?|rsus?|package|gross|p\.?\s?a\.?(?=\s|$|[,;])|per\s+(?:year|annum|month|hour)|a\s+year|\/\s?(?:yr|year|y|hr|hour|month|mo)\b)`;
/** What leads into an amount: "salary:", "base salary of", "pay up to", "comp around". */
const LEAD = String.raw`(?:(?:(?:base\s+)?salary|pay|comp(?:ensation)?|ote|tc|package)\s*(?::|of|is)?\s*)?(?:(?:up\s+to|from|around|about|circa|ca\.?|~|max(?:imum)?\.?)\s*)?`;
const TAIL = String.raw`(?:\s*(?:\+|&|plus|and|with)?\s*(?:${PAY_WORD}))*`;

/** What an amount measures when it is not pay: a company's size, revenue or funding. */
const NOT_PAY = String.raw`(?!\s*\+?\s*(?:arr|revenue|turnover|funding|raised|valuation|in\s+(?:revenue|funding|arr)|employees|staff|people|users|customers|headcount)\b)`;
const PAY = new RegExp(String.raw`(?<![\p{L}\d])${LEAD}${RANGE}${TAIL}(?![\p{L}\d])${NOT_PAY}`, "giu");
/** Pay only with a currency or a pay word: "10k+ employees" is a company's size, not pay. */
const SAID_AS_PAY = new RegExp(
  String.raw`${CURRENCY}|(?<![\p{L}])${PAY_WORD}(?![\p{L}])|\b(?:salary|pay)\b`,
  "iu",
);

/**
 * Said as pay by a currency code alone ("CAD 5", "EUR 3"): with no sign, no pay word, no thousands
 * letter and under a thousand, the letters are something else ("CAD 5+ years" is computer-aided
 * design and the years asked), so it is not pay.
 */
const SIGN_OR_PAY_WORD = new RegExp(
  String.raw`[$€£¥₹]|(?<![\p{L}])${PAY_WORD}(?![\p{L}])|\b(?:salary|pay)\b`,
  "iu",
);
const SMALL_BARE = /^[^\d]*\d{1,3}(?:[.,]\d{1,2})?[^\d]*$/;
const THOUSANDS_LETTER = /\d\s?(?:k|m|mn)\b/i;

/** Pass (raw text): the pay an ad offers, out with a note. */
export function readPay(state: ScanState) {
  const spans: string[] = [];
  state.text = state.text.replace(PAY, (m) => {
    if (!SAID_AS_PAY.test(m)) return m;
    if (!SIGN_OR_PAY_WORD.test(m) && !THOUSANDS_LETTER.test(m) && SMALL_BARE.test(m)) return m;
    spans.push(m.trim());
    return " , ";
  });
  if (spans.length)
    state.notes.push(`${spans.map((s) => `"${s}"`).join(", ")}: the job's pay, not a criterion, not applied`);
}
