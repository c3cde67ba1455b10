/** The profile screen: stored profile and contacts for a URL, email or phone. */
import { useState } from "preact/hooks";
import { api, call } from "../api.ts";
import type { Json, Shell } from "../shell.ts";
import { Head, Input } from "../ui.tsx";

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
        <Input value={value} wide name="lookup" placeholder="Profile URL, email or phone" set={setValue} />
        <button type="button" class="primary" disabled={param !== "pnet_url"} onClick={profile}>
          Stored profile · 1 credit
        </button>
        <button type="button" class="primary" onClick={contacts}>
          Contacts · 4 credits
        </button>
      </div>
      {result && <JobOccupations record={result} />}
      {result && (
        <div class="card">
          <pre data-testid="lookup-result">{JSON.stringify(result, null, 2).slice(0, 6000)}</pre>
        </div>
      )}
    </>
  );
}

interface JobRow {
  position_title?: string | null;
  company_name?: string | null;
  active_experience?: number | null;
  occupation?: { uri: string; label: string; score: number } | null;
}

/**
 * Each job of a modern profile with the ESCO occupation its title was linked to when it was stored
 * (issue 46): the occupation's English label, linking to its ESCO page, and the linker's score.
 */
function JobOccupations({ record }: { record: Json }) {
  const jobs = (record as { experience?: JobRow[] }).experience;
  if (!Array.isArray(jobs) || jobs.length === 0) return null;
  return (
    <div class="card">
      <h3>Jobs and their ESCO occupations</h3>
      <table data-testid="occupations">
        <Head columns={["Title", "Company", "Occupation (ESCO)", "Score"]} />
        <tbody>
          {jobs.map((j, i) => (
            <tr key={String(i)}>
              <td>
                {j.position_title ?? ""}
                {j.active_experience === 1 ? " (current)" : ""}
              </td>
              <td>{j.company_name ?? ""}</td>
              <td data-testid="occupation">
                {j.occupation ? (
                  <a href={j.occupation.uri} target="_blank" rel="noreferrer">
                    {j.occupation.label}
                  </a>
                ) : (
                  "not linked"
                )}
              </td>
              <td>{j.occupation ? j.occupation.score.toFixed(2) : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
