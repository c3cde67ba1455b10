/**
 * The web console: sign in with an API key (kept in sessionStorage only), then search, deep
 * research jobs with live progress, bulk contacts, bulk identify, profile lookups, watchers and credits. Every call goes
 * through the public API of this same server (./api.ts); errors are shown as sentences.
 */
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { ApiFailure, api, call, KEY_STORAGE, type RateState, withKey } from "./api.ts";
import { BulkScreen } from "./screens/bulk.tsx";
import { CreditsScreen } from "./screens/credits.tsx";
import { IdentifyScreen } from "./screens/identify.tsx";
import { ProfileScreen } from "./screens/profile.tsx";
import { ResearchScreen } from "./screens/research.tsx";
import { SearchScreen } from "./screens/search.tsx";
import { WatchersScreen } from "./screens/watchers.tsx";
import type { Shell } from "./shell.ts";
import { Input } from "./ui.tsx";

type Tab = "search" | "research" | "bulk" | "identify" | "profile" | "watchers" | "credits";

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
    ["identify", "Identify"],
    ["profile", "Profile"],
    ["watchers", "Watchers"],
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
        {tab === "identify" && <IdentifyScreen shell={shell} />}
        {tab === "profile" && <ProfileScreen shell={shell} />}
        {tab === "watchers" && <WatchersScreen shell={shell} />}
        {tab === "credits" && <CreditsScreen shell={shell} rates={rates} />}
      </main>
      <About />
    </>
  );
}

/** What the console is and what it reuses, with the attribution ESCO's reuse terms ask for. */
function About() {
  return (
    <footer class="about note" data-testid="about">
      prospector: open-source, self-hosted people search and enrichment. Job titles are linked to ESCO
      occupations: ESCO © European Union, reused with the source acknowledged under the Commission's reuse
      policy (Decision 2011/833/EU); the labels as processed by the MELO benchmark (Avature, MIT licence).
    </footer>
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
        <Input value={value} wide type="password" name="key" placeholder="lk_..." set={setValue} />
        <button class="primary" type="submit">
          Sign in
        </button>
      </div>
      <About />
    </form>
  );
}

render(<App />, document.getElementById("app") as HTMLElement);
