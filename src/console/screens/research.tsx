/** The deep research screen: start jobs, live progress, cancel / more, results and exports. */
import { useState } from "preact/hooks";
import { api, call, download, toCsv } from "../api.ts";
import { Progress, useJobs } from "../jobs.tsx";
import type { Json, Shell } from "../shell.ts";
import { Action, Head, Input } from "../ui.tsx";

export function ResearchScreen({ shell }: { shell: Shell }) {
  const [query, setQuery] = useState("data scientists in Germany");
  const [limit, setLimit] = useState(25);
  const [selected, setSelected] = useState<string | null>(null);
  const [results, setResults] = useState<Json[]>([]);
  const { jobs, refresh } = useJobs("deep_research", shell);
  const start = async (e: Event) => {
    e.preventDefault();
    const r = await shell.run(() => call(api.POST("/api/search/deep_research", { body: { query, limit } })));
    if (r) {
      setSelected(r.body.job_id);
      await refresh();
    }
  };
  const open = async (id: string) => {
    setSelected(id);
    const r = await shell.run(() =>
      call(
        api.GET("/api/search/deep_research/{job_id}", {
          params: { path: { job_id: id }, query: { legacy: false } },
        }),
      ),
    );
    // legacy=false: modern records, shown field by field.
    setResults((r?.body.results ?? []) as Json[]);
  };
  const act = async (id: string, what: "cancel" | "more") => {
    const path = { path: { job_id: id } };
    if (what === "more")
      await shell.run(() =>
        call(
          api.POST("/api/search/deep_research/{job_id}/more", {
            params: path,
            body: { additional_limit: 10 },
          }),
        ),
      );
    else await shell.run(() => call(api.POST("/api/search/deep_research/{job_id}/cancel", { params: path })));
    await refresh();
  };
  const rows = results.map((r) => ({
    name: r.name,
    headline: r.headline,
    title: r.active_experience_title,
    location: r.location,
    pnet_url: r.pnet_url,
    score: (r.match_data as { similarity_score?: number } | null)?.similarity_score ?? null,
  }));
  return (
    <>
      <form class="card row" onSubmit={start}>
        <Input value={query} wide name="research-query" set={setQuery} />
        <Input value={limit} type="number" min={1} max={1000} set={(v) => setLimit(Number(v))} />
        <button class="primary" type="submit">
          Start deep research
        </button>
        <span class="note">1 credit per profile found</span>
      </form>
      <div class="card">
        <table>
          <Head columns={["Query", "Progress", "Credits", ""]} />
          <tbody>
            {jobs.map((j) => (
              <tr
                data-testid="research-job"
                data-job={j.job_id}
                class={selected === j.job_id ? "selected" : ""}
              >
                <td>{j.query}</td>
                <td>
                  <Progress job={j} />
                </td>
                <td>{j.credits_used}</td>
                <td class="row">
                  <Action label="Results" onClick={() => open(j.job_id)} />
                  {["pending", "processing"].includes(j.status) && (
                    <Action label="Cancel" onClick={() => act(j.job_id, "cancel")} />
                  )}
                  {j.status === "completed" && (
                    <Action label="10 more" onClick={() => act(j.job_id, "more")} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {selected && results.length > 0 && (
        <div class="card">
          <div class="row">
            <strong>{results.length} profiles</strong>
            <button
              type="button"
              class="secondary"
              onClick={() => download("research.csv", "text/csv", toCsv(rows))}
            >
              Export CSV
            </button>
            <button
              type="button"
              class="secondary"
              onClick={() => download("research.json", "application/json", JSON.stringify(results, null, 2))}
            >
              Export JSON
            </button>
          </div>
          <table>
            <tbody>
              {rows.map((r) => (
                <tr>
                  <td>{r.name as string}</td>
                  <td>{r.title as string}</td>
                  <td>{r.location as string}</td>
                  <td>{r.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
