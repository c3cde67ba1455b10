/**
 * The watchers screen: the key's watchers (a list of profile URLs or a saved search, and the
 * webhook they push to), a form to start one (its signing secret shown once), pause / resume /
 * delete, and a watcher's deliveries with their status, attempts and last answer; a failed
 * delivery can be sent again. Every call is the public API (docs/webhooks.md).
 */
import { useEffect, useState } from "preact/hooks";
import { api, call } from "../api.ts";
import type { Shell } from "../shell.ts";
import { Action, Head, Input } from "../ui.tsx";

type Watcher = {
  id: string;
  kind: string;
  people_count: number;
  search: { query: string } | null;
  events: string[];
  webhook_url: string;
  status: string;
  created_at: string;
};
type Delivery = {
  id: number;
  message_id: string;
  event_type: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  last_response_code: number | null;
  last_error: string | null;
  created_at: string;
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "");

export function WatchersScreen({ shell }: { shell: Shell }) {
  const [watchers, setWatchers] = useState<Watcher[]>([]);
  const [kind, setKind] = useState<"people" | "search">("people");
  const [targets, setTargets] = useState("");
  const [url, setUrl] = useState("");
  const [secret, setSecret] = useState<{ id: string; secret: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [deliveries, setDeliveries] = useState<Delivery[]>([]);

  const refresh = async () => {
    const r = await shell.run(() => call(api.GET("/api/watchers")));
    if (r) setWatchers(r.body.watchers as Watcher[]);
  };
  const showDeliveries = async (id: string) => {
    setOpen(id);
    const r = await shell.run(() =>
      call(api.GET("/api/watchers/{id}/deliveries", { params: { path: { id }, query: { limit: 100 } } })),
    );
    if (r) setDeliveries(r.body.deliveries as Delivery[]);
  };
  useEffect(() => {
    void refresh();
  }, []);

  const create = async (e: Event) => {
    e.preventDefault();
    const body =
      kind === "people"
        ? { people: targets.split(/[\s,;]+/).filter((u) => u.trim() !== ""), webhook_url: url.trim() }
        : { search: { query: targets.trim() }, webhook_url: url.trim() };
    const r = await shell.run(() => call(api.POST("/api/watchers", { body })));
    if (!r) return;
    setSecret({ id: r.body.id, secret: r.body.secret ?? "" });
    setTargets("");
    await refresh();
  };
  const setStatus = async (id: string, status: "active" | "paused") => {
    if (
      await shell.run(() =>
        call(api.PATCH("/api/watchers/{id}", { params: { path: { id } }, body: { status } })),
      )
    )
      await refresh();
  };
  const remove = async (id: string) => {
    if (await shell.run(() => call(api.DELETE("/api/watchers/{id}", { params: { path: { id } } })))) {
      if (open === id) setOpen(null);
      await refresh();
    }
  };
  const redeliver = async (id: string, deliveryId: number) => {
    const path = { id, delivery_id: String(deliveryId) };
    if (
      await shell.run(() =>
        call(api.POST("/api/watchers/{id}/deliveries/{delivery_id}/redeliver", { params: { path } })),
      )
    )
      await showDeliveries(id);
  };

  return (
    <>
      <form class="card" onSubmit={create} data-testid="watcher-form">
        <p class="note">
          Watch people for job changes, or a saved search for new matches; events are pushed to your webhook,
          signed (docs/webhooks.md).
        </p>
        <div class="row">
          <label>
            <input type="radio" name="kind" checked={kind === "people"} onChange={() => setKind("people")} />{" "}
            Profile URLs
          </label>
          <label>
            <input type="radio" name="kind" checked={kind === "search"} onChange={() => setKind("search")} />{" "}
            Saved search
          </label>
        </div>
        <textarea
          name="targets"
          rows={4}
          placeholder={
            kind === "people" ? "Profile URLs, one per line (up to 50,000)" : "e.g. data engineers in Berlin"
          }
          value={targets}
          onInput={(e) => setTargets((e.target as HTMLTextAreaElement).value)}
        />
        <div class="row">
          <Input
            value={url}
            wide
            type="url"
            name="webhook_url"
            placeholder="https://hooks.example.com/prospector"
            set={setUrl}
          />
          <button class="primary" type="submit">
            Start watching
          </button>
        </div>
      </form>
      {secret && (
        <div class="card" data-testid="watcher-secret">
          <strong>Signing secret of {secret.id}</strong> (shown once: keep it to verify deliveries)
          <pre>{secret.secret}</pre>
        </div>
      )}
      <div class="card">
        <h3>Watchers</h3>
        {watchers.length === 0 ? (
          <p class="note">No watchers yet.</p>
        ) : (
          <table data-testid="watchers">
            <Head columns={["Watcher", "Watching", "Webhook", "Status", ""]} />
            <tbody>
              {watchers.map((w) => (
                <tr key={w.id} data-watcher={w.id}>
                  <td>{w.id}</td>
                  <td>
                    {w.kind === "search"
                      ? `search "${w.search?.query ?? ""}": ${w.people_count} matches`
                      : `${w.people_count} people`}
                  </td>
                  <td>{w.webhook_url}</td>
                  <td class={`status ${w.status}`}>{w.status}</td>
                  <td class="row">
                    <Action label="Deliveries" onClick={() => showDeliveries(w.id)} />
                    {w.status === "active" ? (
                      <Action label="Pause" onClick={() => setStatus(w.id, "paused")} />
                    ) : (
                      <Action label="Resume" onClick={() => setStatus(w.id, "active")} />
                    )}
                    <Action label="Delete" onClick={() => remove(w.id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {open && (
        <div class="card">
          <h3>
            Deliveries of {open} <Action label="Refresh" onClick={() => showDeliveries(open)} />
          </h3>
          {deliveries.length === 0 ? (
            <p class="note">Nothing sent yet.</p>
          ) : (
            <table data-testid="deliveries">
              <Head columns={["Event", "Status", "Attempts", "Last answer", "Queued", ""]} />
              <tbody>
                {deliveries.map((d) => (
                  <tr key={d.id}>
                    <td title={d.message_id}>{d.event_type}</td>
                    <td class={`status ${d.status}`}>{d.status}</td>
                    <td>{d.attempts}</td>
                    <td>
                      {d.last_response_code ?? ""} {d.last_error ?? ""}
                      {d.next_attempt_at ? ` (next ${when(d.next_attempt_at)})` : ""}
                    </td>
                    <td>{when(d.created_at)}</td>
                    <td>
                      {d.status !== "pending" && (
                        <Action label="Send again" onClick={() => redeliver(open, d.id)} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </>
  );
}
