/** The bulk contacts screen: paste or upload URLs, start a job, progress, CSV of the results. */
import { useState } from "preact/hooks";
import { api, call, download, toCsv } from "../api.ts";
import { JobTable, useJobs } from "../jobs.tsx";
import type { Shell } from "../shell.ts";
import { Action, fileTextInto } from "../ui.tsx";

export function BulkScreen({ shell }: { shell: Shell }) {
  const [text, setText] = useState("");
  const [email, setEmail] = useState(true);
  const [phone, setPhone] = useState(false);
  const { jobs, refresh } = useJobs("bulk_contacts", shell);
  const urls = text
    .split(/[\s,;]+/)
    .map((u) => u.trim())
    .filter((u) => /^https?:\/\//i.test(u) || u.includes("/in/"));
  const upload = fileTextInto(setText);
  const start = async (e: Event) => {
    e.preventDefault();
    const r = await shell.run(() =>
      call(
        api.POST("/api/enrich/bulk-contacts", {
          body: { urls, email_enrichment: email, phone_enrichment: phone },
        }),
      ),
    );
    if (r) await refresh();
  };
  const exportCsv = async (id: string) => {
    const r = await shell.run(() =>
      call(api.GET("/api/enrich/bulk-contacts/{job_id}", { params: { path: { job_id: id } } })),
    );
    if (!r) return;
    const rows = (r.body.results ?? []).map((x) =>
      // A result erased at the data subject's request keeps its row, without its data.
      "removed" in x
        ? { url: "", status: "removed", emails: "", phones: "", credits: 0 }
        : {
            url: x.url,
            status: x.status,
            emails: (x.contacts ?? [])
              .filter((c) => c.type === "email")
              .map((c) => c.value)
              .join(" "),
            phones: (x.contacts ?? [])
              .filter((c) => c.type === "phone")
              .map((c) => c.value)
              .join(" "),
            credits: x.credits,
          },
    );
    download("contacts.csv", "text/csv", toCsv(rows));
  };
  return (
    <>
      <form class="card" onSubmit={start}>
        <p class="note">Paste profile URLs (one per line, or a CSV), or upload a file. Up to 5,000.</p>
        <textarea
          name="urls"
          value={text}
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        />
        <div class="row">
          <input type="file" accept=".csv,.txt,text/plain,text/csv" onChange={upload} />
          <label>
            <input type="checkbox" checked={email} onChange={() => setEmail(!email)} /> Emails (4 credits each
            found)
          </label>
          <label>
            <input type="checkbox" checked={phone} onChange={() => setPhone(!phone)} /> Phones (10 credits
            each found)
          </label>
          <button class="primary" type="submit" disabled={urls.length === 0}>
            Start bulk job ({urls.length} URLs)
          </button>
        </div>
      </form>
      <JobTable
        jobs={jobs}
        testId="bulk-job"
        unit="URLs"
        actions={(j) => <Action label="Download CSV" onClick={() => exportCsv(j.job_id)} />}
      />
    </>
  );
}
