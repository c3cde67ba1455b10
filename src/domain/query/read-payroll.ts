/**
 * "Payroll" said of how someone is employed, not of what they do (review r68, issue 45): "on the
 * payroll of X", "on X's payroll" is being employed by X; "not on payroll", "off-payroll", "paid
 * via payroll", "payroll employees" say how a person is paid or contracted, which no profile
 * records. Left in the text, the bare word is the Accounting family (./query-vocabulary.ts: payroll
 * specialists and accountants), ORed with the role asked or excluded: a criterion nobody asked.
 * The employer is said as "employed by X" for the employment readers; the rest is dropped with a
 * note. "payroll accountants", "head of payroll" (the field) are left alone.
 */
import type { ScanState } from "./parse-state.ts";

/** A name after "on" and before "'s payroll": capitalised words ("on Hooli's payroll", "on Acme Labs' payroll"). */
const ON_NAMES_PAYROLL =
  /\b[Oo]n\s+((?:\p{Lu}[\p{L}\p{N}&.-]*)(?:\s+\p{Lu}[\p{L}\p{N}&.-]*){0,3})['’]s?\s+payroll\b/gu;

/** "on the payroll of X", "on payroll at X": employed by X. */
const ON_PAYROLL_OF = /\bon\s+(?:the\s+)?payroll\s+(?:of|at|for|with)\s+/gi;

/** How a person is paid or contracted: nothing a profile holds. */
const PAID_HOW =
  /\b(?:(?:paid|salaried|employed|hired|engaged)\s+)?(?:not\s+on|off|on|via|through|outside(?:\s+of)?)\s*-?\s*(?:the\s+|their\s+|our\s+|a\s+|your\s+)?payroll\b|\boff\s*-?\s*payroll\b/gi;

/** "payroll employees", "payroll staff": employees, the word "payroll" saying only that they are. */
const PAYROLL_BEFORE_STAFF = /\bpayroll\s+(?=(?:employees?|staff|workers?|headcount|hires?)\b)/gi;

/** Pass (text, early): payroll as the mode of employment read as the employer, or dropped with a note. */
export function readPayrollEmployment(state: ScanState): void {
  const noted = (what: string) =>
    state.notes.push(`"${what.trim()}": how someone is paid or employed, not a condition the profiles hold`);
  let text = state.text.replace(ON_NAMES_PAYROLL, (_, name: string) => ` employed by ${name} `);
  text = text.replace(ON_PAYROLL_OF, " employed by ");
  text = text.replace(PAID_HOW, (whole) => {
    noted(whole);
    return " ";
  });
  text = text.replace(PAYROLL_BEFORE_STAFF, (whole) => {
    noted(whole);
    return "";
  });
  state.text = text;
}
