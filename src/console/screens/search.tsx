/** The search screen: query, filters, result cards with criteria badges, the parsed query, paging. */
import { useState } from "preact/hooks";
import { api, call, type Schemas } from "../api.ts";
import type { Json, Shell } from "../shell.ts";
import { Input } from "../ui.tsx";

type Explain = Schemas["Explain"];

export function SearchScreen({ shell }: { shell: Shell }) {
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
            <Input value={query} wide name="query" set={setQuery} />
            <button class="primary" type="submit">
              Search
            </button>
          </div>
          <div class="row" style="margin-top:8px">
            <Input value={companies} placeholder="Companies (comma-separated)" set={setCompanies} />
            <Input value={schools} placeholder="Schools (comma-separated)" set={setSchools} />
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
