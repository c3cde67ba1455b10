/**
 * The web console: sign in with an API key (kept in sessionStorage only), then search, deep
 * research jobs with live progress, bulk contacts, profile lookups and credits. Every call goes
 * through the public API of this same server (./api.ts); errors are shown as sentences.
 */
import { Chart, type ChartConfiguration, registerables } from "chart.js";
import { render } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import {
  ApiFailure,
  api,
  type CallResult,
  call,
  download,
  KEY_STORAGE,
  type RateState,
  type Schemas,
  toCsv,
  withKey,
} from "./api.ts";

Chart.register(...registerables);

type Tab = "search" | "research" | "bulk" | "profile" | "credits";
type Json = Record<string, unknown>;

/** Shared by every screen: the last error, the balance and the rate-limit headroom seen. */
interface Shell {
  run<T>(work: () => Promise<CallResult<T>>): Promise<CallResult<T> | null>;
  refreshBalance(): Promise<void>;
}

function App() {
  const [key, setKey] = useState(sessionStorage.getItem(KEY_STORAGE));
  const [tab, setTab] = useState<Tab>("search");
  const [error, setError] = useState<string | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [rates, setRates] = useState<Record<string, RateState>>({});

  const shell: Shell = {
    async run(work) {
      setError(null);
      try {
        const result = await work();
        if (result.rate)
          setRates((r) => ({ ...r, [result.rate?.group as string]: result.rate as RateState }));
        return result;
      } catch (e) {
        setError(e instanceof ApiFailure ? e.message : "Something went wrong in the console");
        return null;
      }
    },
    async refreshBalance() {
      try {
        const r = await call(api.GET("/api/credits"));
        setBalance(r.body.credits);
      } catch {
        // The balance is informative; an error here is shown by the next action.
      }
    },
  };

  useEffect(() => {
    if (key) void shell.refreshBalance();
  }, [key]);

  if (!key) return <SignIn onSignedIn={setKey} />;
  const tabs: [Tab, string][] = [
    ["search", "Search"],
    ["research", "Deep research"],
    ["bulk", "Bulk contacts"],
    ["profile", "Profile"],
    ["credits", "Credits and usage"],
  ];
  return (
    <>
      <header>
        <h1>prospector</h1>
        <nav>
          {tabs.map(([id, label]) => (
            <button type="button" key={id} class={tab === id ? "active" : ""} onClick={() => setTab(id)}>
              {label}
            </button>
          ))}
        </nav>
        <span class="balance" data-testid="balance">
          {balance === null ? "" : `${balance.toLocaleString("en-US")} credits`}
        </span>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            sessionStorage.removeItem(KEY_STORAGE);
            setKey(null);
          }}
        >
          Sign out
        </button>
      </header>
      <main>
        {error && (
          <div class="error" role="alert" data-testid="error">
            {error}
          </div>
        )}
        {tab === "search" && <SearchScreen shell={shell} />}
        {tab === "research" && <ResearchScreen shell={shell} />}
        {tab === "bulk" && <BulkScreen shell={shell} />}
        {tab === "profile" && <ProfileScreen shell={shell} />}
        {tab === "credits" && <CreditsScreen shell={shell} rates={rates} />}
      </main>
    </>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: (key: string) => void }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      await call(api.GET("/api/credits", withKey(value.trim())));
      sessionStorage.setItem(KEY_STORAGE, value.trim());
      onSignedIn(value.trim());
    } catch (err) {
      setError(err instanceof ApiFailure ? err.message : "Sign-in failed");
    }
  };
  return (
    <form class="card signin" onSubmit={submit}>
      <h2>Sign in</h2>
      <p class="note">Paste an API key. It is kept in this browser tab only (sessionStorage).</p>
      {error && <div class="error">{error}</div>}
      <div class="row">
        <input
          class="wide"
          type="password"
          name="key"
          placeholder="lk_..."
          value={value}
          onInput={(e) => setValue((e.target as HTMLInputElement).value)}
        />
        <button class="primary" type="submit">
          Sign in
        </button>
      </div>
    </form>
  );
}

type Explain = Schemas["Explain"];

function SearchScreen({ shell }: { shell: Shell }) {
  const [query, setQuery] = useState("senior software engineers in London");
  const [companies, setCompanies] = useState("");
  const [schools, setSchools] = useState("");
  const [advanced, setAdvanced] = useState(true);
  const [legacy, setLegacy] = useState(false);
  const [page, setPage] = useState<{
    results: Json[];
    total: number;
    search_id: string;
    offset: number;
  } | null>(null);
  const [explain, setExplain] = useState<Explain | null>(null);
  const [cost, setCost] = useState<number | null>(null);
  const limit = 10;

  const fetchPage = async (offset: number, searchId?: string) => {
    const common = { limit, legacy, include_evaluations: true };
    const params = searchId
      ? { ...common, search_id: searchId, offset }
      : {
          ...common,
          query,
          advanced_filtering: advanced,
          ...(companies.trim() ? { companies } : {}),
          ...(schools.trim() ? { schools } : {}),
        };
    const r = await shell.run(() => call(api.GET("/api/search", { params: { query: params } })));
    if (!r) return;
    // Rendered field by field from either format (legacy nests under profile), hence plain records.
    setPage({ ...r.body, results: r.body.results as Json[], offset });
    setCost(r.charged);
    await shell.refreshBalance();
  };
  const search = async (e: Event) => {
    e.preventDefault();
    const ex = await shell.run(() =>
      call(api.GET("/api/search/explain", { params: { query: { query, companies, schools } } })),
    );
    setExplain(ex?.body ?? null);
    await fetchPage(0);
  };

  return (
    <div class="grid">
      <div>
        <form class="card" onSubmit={search}>
          <div class="row">
            <input
              class="wide"
              type="text"
              name="query"
              value={query}
              onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
            />
            <button class="primary" type="submit">
              Search
            </button>
          </div>
          <div class="row" style="margin-top:8px">
            <input
              type="text"
              placeholder="Companies (comma-separated)"
              value={companies}
              onInput={(e) => setCompanies((e.target as HTMLInputElement).value)}
            />
            <input
              type="text"
              placeholder="Schools (comma-separated)"
              value={schools}
              onInput={(e) => setSchools((e.target as HTMLInputElement).value)}
            />
            <label>
              <input type="checkbox" checked={advanced} onChange={() => setAdvanced(!advanced)} /> Quality
              filter (1 credit per result; off: 5 per search)
            </label>
            <label>
              <input type="checkbox" checked={legacy} onChange={() => setLegacy(!legacy)} /> Legacy format
            </label>
          </div>
        </form>
        {page && (
          <div class="card">
            <div class="row">
              <strong data-testid="total">{page.total.toLocaleString("en-US")} people match</strong>
              <span class="note" data-testid="cost">
                {cost === null ? "" : `this page cost ${cost} credits`}
              </span>
              <span class="note">
                results {page.offset + 1}-{page.offset + page.results.length}
              </span>
              <button
                type="button"
                class="secondary"
                disabled={page.offset === 0}
                onClick={() => fetchPage(Math.max(0, page.offset - limit), page.search_id)}
              >
                Previous
              </button>
              <button
                type="button"
                class="secondary"
                data-testid="next"
                disabled={page.offset + limit >= Math.min(page.total, 1000)}
                onClick={() => fetchPage(page.offset + limit, page.search_id)}
              >
                Next
              </button>
            </div>
          </div>
        )}
        {page?.results.map((r) => (
          <PersonCard person={r} criteria={explain?.criteria.map((c) => c.label) ?? []} />
        ))}
      </div>
      <div>
        {explain && (
          <div class="card" data-testid="explain">
            <h3>How the query was read</h3>
            {explain.criteria.map((c) => (
              <div>
                <strong>{c.label}</strong> <span class="note">from "{c.from}"</span>
              </div>
            ))}
            {explain.keywords.length > 0 && <div>Words searched as text: {explain.keywords.join(", ")}</div>}
            {explain.notes.map((n) => (
              <div class="note">{n}</div>
            ))}
            <div class="note">Ranking: {explain.ranking}</div>
          </div>
        )}
      </div>
    </div>
  );
}

function PersonCard({ person }: { person: Json; criteria: string[] }) {
  const p = (person.profile as Json | undefined) ?? person;
  const match = person.match_data as
    | {
        similarity_score: number;
        matched_criteria: string[];
        evaluations?: { criterion: string; verdict: "YES" | "MAYBE" | "NO"; reason: string }[];
      }
    | null
    | undefined;
  const title = (person.active_experience_title as string | undefined) ?? (p.headline as string | undefined);
  return (
    <div class="card person" data-testid="person">
      <h3>{p.name as string}</h3>
      <div>{p.headline as string}</div>
      <div class="note">
        {title ? `${title} · ` : ""}
        {p.location as string}
      </div>
      {match?.evaluations && (
        <div>
          {match.evaluations.map((e) => (
            <span class={`badge ${e.verdict}`} title={e.reason}>
              {e.verdict} · {e.criterion} <span class="note">({e.reason})</span>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

type JobRow = Schemas["Job"];

function useJobs(kind: "deep_research" | "bulk_contacts", shell: Shell) {
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

function Progress({ job }: { job: JobRow }) {
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

function ResearchScreen({ shell }: { shell: Shell }) {
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
        <input
          class="wide"
          type="text"
          name="research-query"
          value={query}
          onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
        />
        <input
          type="number"
          min={1}
          max={1000}
          value={limit}
          onInput={(e) => setLimit(Number((e.target as HTMLInputElement).value))}
        />
        <button class="primary" type="submit">
          Start deep research
        </button>
        <span class="note">1 credit per profile found</span>
      </form>
      <div class="card">
        <table>
          <thead>
            <tr>
              <th>Query</th>
              <th>Progress</th>
              <th>Credits</th>
              <th />
            </tr>
          </thead>
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
                  <button type="button" class="secondary" onClick={() => open(j.job_id)}>
                    Results
                  </button>
                  {["pending", "processing"].includes(j.status) && (
                    <button type="button" class="secondary" onClick={() => act(j.job_id, "cancel")}>
                      Cancel
                    </button>
                  )}
                  {j.status === "completed" && (
                    <button type="button" class="secondary" onClick={() => act(j.job_id, "more")}>
                      10 more
                    </button>
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

function BulkScreen({ shell }: { shell: Shell }) {
  const [text, setText] = useState("");
  const [email, setEmail] = useState(true);
  const [phone, setPhone] = useState(false);
  const { jobs, refresh } = useJobs("bulk_contacts", shell);
  const urls = text
    .split(/[\s,;]+/)
    .map((u) => u.trim())
    .filter((u) => /^https?:\/\//i.test(u) || u.includes("/in/"));
  const upload = async (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) setText(await file.text());
  };
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
      <div class="card">
        <table>
          <tbody>
            {jobs.map((j) => (
              <tr data-testid="bulk-job">
                <td>{j.target} URLs</td>
                <td>
                  <Progress job={j} />
                </td>
                <td>{j.credits_used} credits</td>
                <td>
                  <button type="button" class="secondary" onClick={() => exportCsv(j.job_id)}>
                    Download CSV
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function ProfileScreen({ shell }: { shell: Shell }) {
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

type Ledger = Schemas["Ledger"];

function CreditsScreen({ shell, rates }: { shell: Shell; rates: Record<string, RateState> }) {
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

render(<App />, document.getElementById("app") as HTMLElement);
