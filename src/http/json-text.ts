/**
 * Answers whose body the format layer made as JSON text (src/format/json-text.ts): sent as they
 * are, with the content type Elysia gives the objects it serializes itself (Bun's JSON response),
 * so a client sees the same headers either way.
 */
export const JSON_CONTENT_TYPE = "application/json;charset=utf-8";

/** The route's answer for a JSON text body: the text, its content type set. */
export function jsonTextAnswer(set: { headers: Record<string, string | number> }, text: string): string {
  set.headers["content-type"] = JSON_CONTENT_TYPE;
  return text;
}

/** The route's answer for a JSON body written as UTF-8 bytes (src/format/json-bytes.ts): the bytes, its content type set. */
export function jsonBytesAnswer(
  set: { headers: Record<string, string | number> },
  bytes: Uint8Array,
): Uint8Array {
  set.headers["content-type"] = JSON_CONTENT_TYPE;
  return bytes;
}
