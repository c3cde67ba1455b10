/**
 * JSON bodies built from pieces of JSON text (issue 48, point 3; docs/decisions.md, "Stored JSON
 * served as stored"): a large answer (a 1,000-result status read, a search page) is mostly records
 * whose wire text is already known, so the body is put together by concatenation instead of
 * building one object tree and serializing it whole on every read. The text is byte for byte what
 * JSON.stringify makes of the same object (test/domain/json-text.test.ts holds every splice to it).
 */

/** Text that is already JSON: spliced into a body as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** An array of JSON texts. */
export function arrayText(items: readonly string[]): JsonText {
  return new JsonText(`[${items.join(",")}]`);
}

/**
 * An object's text from its fields in order: a JsonText goes in as it is, anything else through
 * JSON.stringify, and a field whose value is undefined is left out (as JSON.stringify leaves it).
 */
export function objectText(fields: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  for (const key in fields) {
    const value = fields[key];
    if (value === undefined) continue;
    const text = value instanceof JsonText ? value.text : JSON.stringify(value);
    // Functions and symbols serialize to undefined: left out, as JSON.stringify does.
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(",")}}`;
}

/**
 * An object's text without its closing brace, to which more fields are appended: `open(x) + "}"`
 * is JSON.stringify(x); `open(x) + ',"k":' + v + "}"` adds a field after x's (x must have one).
 */
export function openObjectText(value: object): string {
  return JSON.stringify(value).slice(0, -1);
}
