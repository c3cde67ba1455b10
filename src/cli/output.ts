/**
 * What a command says besides its result: on stderr (stdout stays the result, e.g. an export to
 * `-`), written plainly. Bun prints `console.error` in red on a terminal: that is kept for errors.
 */
export function note(text: string): void {
  process.stderr.write(`${text}\n`);
}
