/** Whether a key may still be charged by its running jobs (checked where the job would charge). */
export function keyStopReason(
  key: { revoked_at: string | null; expires_at: string | null } | null | undefined,
  nowSeconds: number,
): string | null {
  if (!key) return "Stopped: the API key no longer exists; the results so far are kept";
  if (key.revoked_at !== null) return "Stopped: the API key was revoked; the results so far are kept";
  if (key.expires_at !== null && Date.parse(key.expires_at) <= nowSeconds * 1000)
    return "Stopped: the API key expired; the results so far are kept";
  return null;
}
