/** The key's jobs of one kind, refreshed while a screen shows them, and their progress bars. */
import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { api, call, type Schemas } from "./api.ts";
import type { Shell } from "./shell.ts";

export type JobRow = Schemas["Job"];

export function useJobs(kind: "deep_research" | "bulk_contacts" | "identify_bulk", shell: Shell) {
  const [jobs, setJobs] = useState<JobRow[]>([]);
  const refresh = async () => {
    try {
      const r = await call(api.GET("/api/jobs", { params: { query: { kind } } }));
      setJobs(r.body.jobs);
      if (r.body.jobs.some((j) => j.status === "completed")) void shell.refreshBalance();
    } catch {
      // Shown by the next action.
    }
  };
  useEffect(() => {
    void refresh();
    const timer = setInterval(refresh, 700);
    return () => clearInterval(timer);
  }, []);
  return { jobs, refresh };
}

export function Progress({ job }: { job: JobRow }) {
  const pct = job.target ? Math.min(100, Math.round((job.done / job.target) * 100)) : 0;
  const full = job.status === "completed" ? 100 : pct;
  return (
    <div>
      <div
        class="bar"
        role="progressbar"
        aria-valuenow={full}
        aria-valuemin={0}
        aria-valuemax={100}
        data-status={job.status}
      >
        <div style={`width:${full}%`} />
      </div>
      <div class="note">
        {job.status}
        {job.progress ? ` · ${job.progress.current_stage_description}` : ""} · {job.done}/{job.target ?? "?"}
      </div>
    </div>
  );
}

/** A card listing jobs: what each is over, its progress, what it cost, and the screen's actions. */
export function JobTable(props: {
  jobs: JobRow[];
  testId: string;
  unit: string;
  actions: (job: JobRow) => ComponentChildren;
}) {
  return (
    <div class="card">
      <table>
        <tbody>
          {props.jobs.map((j) => (
            <tr data-testid={props.testId}>
              <td>
                {j.target} {props.unit}
              </td>
              <td>
                <Progress job={j} />
              </td>
              <td>{j.credits_used} credits</td>
              <td>{props.actions(j)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
