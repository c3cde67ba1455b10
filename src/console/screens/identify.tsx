/**
 * The identify screen (docs/identify.md): upload or paste a CRM file (CSV or JSON lines), start a
 * bulk identify job, follow it, see each row's best match with the reasons (every compared field,
 * how it agreed and its weight), and download the matches as CSV.
 */
import { useState } from "preact/hooks";
import { api, call, download, type Schemas, toCsv } from "../api.ts";
import { JobTable, useJobs } from "../jobs.tsx";
import type { Shell } from "../shell.ts";
import { Action, fileTextInto, Head } from "../ui.tsx";

type Result = Schemas["IdentifyBulkResult"];
type Field = Schemas["IdentifyExplanation"][number];

const looksLikeRows = (text: string) => text.trim().split("\n").length >= 2 || text.trim().startsWith("{");
const percent = (s: number | null | undefined) =>
  s === null || s === undefined ? "" : `${Math.round(s * 100)}%`;
const person = (r: Result) =>
  r.person as { name?: string; pnet_url?: string; company?: string } | null | undefined;

function Reasons({ fields }: { fields: Field[] }) {
  return (
    <span>
      {fields.map((f) => (
        <span class={`badge ${f.weight >= 0 ? "YES" : "NO"}`} title={`${f.row} / ${f.stored}`}>
          {f.field}: {f.agreement}
          {f.how ? ` (${f.how})` : ""} {f.weight >= 0 ? "+" : ""}
          {f.weight.toFixed(1)}
        </span>
      ))}
    </span>
  );
}

export function IdentifyScreen({ shell }: { shell: Shell }) {
  const [text, setText] = useState("");
  const [minScore, setMinScore] = useState(0.8);
  const [shown, setShown] = useState<{ id: string; results: Result[] } | null>(null);
  const { jobs, refresh } = useJobs("identify_bulk", shell);
  const upload = fileTextInto(setText);
  const start = async (e: Event) => {
    e.preventDefault();
    const r = await shell.run(() =>
      call(api.POST("/api/identify/bulk", { body: { rows: text, min_score: minScore } })),
    );
    if (r) await refresh();
  };
  const results = async (id: string) => {
    const r = await shell.run(() =>
      call(api.GET("/api/identify/bulk/{job_id}", { params: { path: { job_id: id } } })),
    );
    return r ? (r.body.results as Result[]) : null;
  };
  const show = async (id: string) => {
    const list = await results(id);
    if (list) setShown({ id, results: list });
  };
  const exportCsv = async (id: string) => {
    const list = await results(id);
    if (!list) return;
    const rows = list.map((r) =>
      "removed" in r
        ? { row: "", status: "removed" }
        : {
            row: r.row,
            status: r.status,
            score: r.score ?? "",
            name: person(r)?.name ?? "",
            pnet_url: person(r)?.pnet_url ?? "",
            reasons: (r.explanation ?? []).map((f) => `${f.field}: ${f.agreement}`).join("; "),
            credits: r.credits,
          },
    );
    download("matches.csv", "text/csv", toCsv(rows));
  };
  return (
    <>
      <form class="card" onSubmit={start}>
        <p class="note">
          Upload or paste a CRM export (CSV with a header row, or JSON lines) with any of: name, first_name,
          last_name, company, title, location, school, email, phone, profile_url. Up to 10,000 rows; 1 credit
          per row matched at or above the minimum score.
        </p>
        <textarea
          name="rows"
          value={text}
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        />
        <div class="row">
          <input type="file" name="file" accept=".csv,.jsonl,.txt,text/csv" onChange={upload} />
          <label>
            Minimum score{" "}
            <input
              type="number"
              name="min_score"
              min="0"
              max="1"
              step="0.05"
              value={minScore}
              onInput={(e) => setMinScore(Number((e.target as HTMLInputElement).value))}
            />
          </label>
          <button class="primary" type="submit" disabled={!looksLikeRows(text)}>
            Identify
          </button>
        </div>
      </form>
      <JobTable
        jobs={jobs}
        testId="identify-job"
        unit="rows"
        actions={(j) => (
          <>
            <Action label="Show matches" onClick={() => show(j.job_id)} />{" "}
            <Action label="Download CSV" onClick={() => exportCsv(j.job_id)} />
          </>
        )}
      />
      {shown && (
        <div class="card" data-testid="identify-results">
          <table>
            <Head columns={["Row", "Match", "Score", "Why"]} />
            <tbody>
              {shown.results.map((r) =>
                "removed" in r ? (
                  <tr>
                    <td colSpan={4}>Removed at the data subject's request</td>
                  </tr>
                ) : (
                  <tr data-testid="identify-result" data-status={r.status}>
                    <td>{r.row + 1}</td>
                    <td>
                      {person(r) ? (
                        <a href={person(r)?.pnet_url} target="_blank" rel="noreferrer">
                          {person(r)?.name}
                        </a>
                      ) : r.status === "invalid" ? (
                        r.detail
                      ) : (
                        "no match"
                      )}
                    </td>
                    <td>{percent(r.score)}</td>
                    <td>
                      <Reasons fields={r.explanation ?? []} />
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
