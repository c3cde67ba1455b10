/** The profile screen: stored profile and contacts for a URL, email or phone. */
import { useState } from "preact/hooks";
import { api, call } from "../api.ts";
import type { Json, Shell } from "../shell.ts";

export function ProfileScreen({ shell }: { shell: Shell }) {
  const [value, setValue] = useState("");
  const [result, setResult] = useState<Json | null>(null);
  const param = value.includes("@")
    ? "email"
    : /^[+\d][\d\s().-]{5,}$/.test(value.trim())
      ? "phone"
      : "pnet_url";
  const profile = async () => {
    const r = await shell.run(() =>
      call(api.GET("/api/enrich/pnet", { params: { query: { legacy: false, pnet_url: value.trim() } } })),
    );
    if (r) {
      setResult(r.body);
      await shell.refreshBalance();
    }
  };
  const contacts = async () => {
    const r = await shell.run(() =>
      call(api.GET("/api/enrich/contacts", { params: { query: { [param]: value.trim() } } })),
    );
    if (r) {
      setResult(r.body);
      await shell.refreshBalance();
    }
  };
  return (
    <>
      <div class="card row">
        <input
          class="wide"
          type="text"
          name="lookup"
          placeholder="Profile URL, email or phone"
          value={value}
          onInput={(e) => setValue((e.target as HTMLInputElement).value)}
        />
        <button type="button" class="primary" disabled={param !== "pnet_url"} onClick={profile}>
          Stored profile · 1 credit
        </button>
        <button type="button" class="primary" onClick={contacts}>
          Contacts · 4 credits
        </button>
      </div>
      {result && (
        <div class="card">
          <pre data-testid="lookup-result">{JSON.stringify(result, null, 2).slice(0, 6000)}</pre>
        </div>
      )}
    </>
  );
}
