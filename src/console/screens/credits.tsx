/** The credits screen: balance, spending per day and per operation, rate-limit headroom. */
import { Chart, type ChartConfiguration, registerables } from "chart.js";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, call, type RateState, type Schemas } from "../api.ts";
import type { Shell } from "../shell.ts";

Chart.register(...registerables);

type Ledger = Schemas["Ledger"];

/** A bar chart of credits spent, one bar per entry named by `name`. */
function bars<T extends { spent: number }>(
  label: string,
  entries: T[],
  name: (entry: T) => string,
  color: string,
): ChartConfiguration {
  return {
    type: "bar",
    data: {
      labels: entries.map(name),
      datasets: [{ label, data: entries.map((e) => e.spent), backgroundColor: color }],
    },
    options: { animation: false, responsive: true },
  };
}

export function CreditsScreen({ shell, rates }: { shell: Shell; rates: Record<string, RateState> }) {
  const [ledger, setLedger] = useState<Ledger | null>(null);
  const dayCanvas = useRef<HTMLCanvasElement>(null);
  const opCanvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    void shell.run(() => call(api.GET("/api/credits/ledger"))).then((r) => r && setLedger(r.body));
  }, []);
  useEffect(() => {
    if (!ledger || !dayCanvas.current || !opCanvas.current) return;
    const byDay = bars("Credits spent per day", ledger.spent_by_day, (d) => d.day, "#2d5bd7");
    const byOp = bars(
      "Credits spent per operation",
      ledger.spent_by_operation,
      (d) => d.operation,
      "#0e7a3e",
    );
    byOp.options = { ...byOp.options, indexAxis: "y" };
    const charts = [new Chart(dayCanvas.current, byDay), new Chart(opCanvas.current, byOp)];
    return () => {
      for (const c of charts) c.destroy();
    };
  }, [ledger]);
  return (
    <>
      <div class="card row">
        <strong data-testid="credits-balance">
          {ledger ? `${ledger.credits.toLocaleString("en-US")} credits` : "…"}
        </strong>
        <span class="note">
          Last top-up: {ledger?.last_topup_at ? new Date(ledger.last_topup_at).toLocaleString() : "never"}
        </span>
      </div>
      <div class="grid">
        <div class="card">
          <canvas ref={dayCanvas} />
        </div>
        <div class="card">
          <canvas ref={opCanvas} />
        </div>
      </div>
      <div class="card">
        <h3>Rate-limit headroom (from the last answers)</h3>
        <table>
          <tbody>
            {Object.values(rates).map((r) => (
              <tr>
                <td>{r.group}</td>
                <td>
                  {r.remaining} of {r.limit} per minute left
                </td>
                <td>full again in {r.resetSeconds} s</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
