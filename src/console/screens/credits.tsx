/** The credits screen: balance, spending per day and per operation, rate-limit headroom. */
import { Chart, type ChartConfiguration, registerables } from "chart.js";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, call, type RateState, type Schemas } from "../api.ts";
import type { Shell } from "../shell.ts";

Chart.register(...registerables);

type Ledger = Schemas["Ledger"];

export function CreditsScreen({ shell, rates }: { shell: Shell; rates: Record<string, RateState> }) {
  const [ledger, setLedger] = useState<Ledger | null>(null);
  const dayCanvas = useRef<HTMLCanvasElement>(null);
  const opCanvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    void shell.run(() => call(api.GET("/api/credits/ledger"))).then((r) => r && setLedger(r.body));
  }, []);
  useEffect(() => {
    if (!ledger || !dayCanvas.current || !opCanvas.current) return;
    const byDay: ChartConfiguration = {
      type: "bar",
      data: {
        labels: ledger.spent_by_day.map((d) => d.day),
        datasets: [
          {
            label: "Credits spent per day",
            data: ledger.spent_by_day.map((d) => d.spent),
            backgroundColor: "#2d5bd7",
          },
        ],
      },
      options: { animation: false, responsive: true },
    };
    const byOp: ChartConfiguration = {
      type: "bar",
      data: {
        labels: ledger.spent_by_operation.map((d) => d.operation),
        datasets: [
          {
            label: "Credits spent per operation",
            data: ledger.spent_by_operation.map((d) => d.spent),
            backgroundColor: "#0e7a3e",
          },
        ],
      },
      options: { animation: false, responsive: true, indexAxis: "y" },
    };
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
