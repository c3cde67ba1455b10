/**
 * JSON bodies written as UTF-8 bytes from kept pieces (issue 48: serving memory). A 1,000-result
 * status answer made as one JS string (./json-text.ts) is 2.7 MB of text held two bytes a
 * character as soon as one record has a character beyond Latin-1, copied by each join and splice,
 * then encoded again to UTF-8 for the socket: several copies of the text per read (+5.2 MiB of
 * heap a read when reads did not yield), for the collector to find and the allocator to hold meanwhile (bench/README.md, "Serving memory and the
 * status read, measured per process"). Here
 * each person's piece is kept as its UTF-8 bytes and the body is one buffer written once: a read
 * leaves the body itself and the few small strings of what depends on the request.
 * The bytes are those of the text ./json-text.ts makes (test/domain/json-text.test.ts).
 */
import { JsonText } from "./json-text.ts";

const encoder = new TextEncoder();

/** A growing UTF-8 buffer; `finish` is the body written so far. */
export class JsonBytesWriter {
  private buffer: Uint8Array;
  private length = 0;

  constructor(sizeHint = 16 * 1024) {
    this.buffer = new Uint8Array(Math.max(1024, sizeHint));
  }

  /** Writes a string as UTF-8 (at most three bytes per UTF-16 unit). */
  text(value: string): void {
    this.reserve(value.length * 3);
    this.length += encoder.encodeInto(value, this.buffer.subarray(this.length)).written;
  }

  /** Writes bytes as they are (a kept piece). */
  bytes(value: Uint8Array): void {
    this.reserve(value.length);
    this.buffer.set(value, this.length);
    this.length += value.length;
  }

  /** The body: a view of the written bytes (no copy). */
  finish(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  private reserve(extra: number): void {
    const needed = this.length + extra;
    if (needed <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < needed) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
  }
}

/** A value written by a function: a field whose JSON is written straight into the body. */
export class JsonWrite {
  constructor(readonly write: (writer: JsonBytesWriter) => void) {}
}

/**
 * ./json-text.ts objectText written into `writer`: fields in order, a JsonText as it is, a JsonWrite
 * by its function, anything else through JSON.stringify, undefined values left out.
 */
export function writeObject(writer: JsonBytesWriter, fields: Readonly<Record<string, unknown>>): void {
  let first = true;
  writer.text("{");
  for (const key in fields) {
    const value = fields[key];
    if (value === undefined) continue;
    const text =
      value instanceof JsonText ? value.text : value instanceof JsonWrite ? "" : JSON.stringify(value);
    // Functions and symbols serialize to undefined: left out, as JSON.stringify does.
    if (text === undefined) continue;
    writer.text(`${first ? "" : ","}${JSON.stringify(key)}:${text}`);
    if (value instanceof JsonWrite) value.write(writer);
    first = false;
  }
  writer.text("}");
}

/** Strings made UTF-8 once, kept: a person's piece as bytes (./person-text.ts). */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}
