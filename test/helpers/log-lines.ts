/**
 * A server's log line, waited for. The binary's lines reach the test through a pipe read in the
 * background, so a line written before the response may still be on its way when the response
 * is read (a loaded CI machine showed it); the source server's lines are there at once.
 */
export async function loggedLine(
  lines: string[],
  matches: (entry: Record<string, unknown>) => boolean,
  timeoutMs = 10_000,
): Promise<Record<string, unknown> | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find(matches);
    if (found || Date.now() > deadline) return found;
    await Bun.sleep(20);
  }
}
