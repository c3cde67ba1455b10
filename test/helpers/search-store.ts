/**
 * A test file's own people (and companies) in a storage of TEST_ENGINE, imported before the file's
 * tests and closed after them (./stores.ts), and a SearchService over it on a fixed day: what the
 * tests of search through storage share. `labels` and `total` read a query's plan and exact total.
 */
import { beforeAll } from "bun:test";
import { importCompanies, importPeople } from "../../src/domain/import/import.ts";
import { leavesOf } from "../../src/domain/query/plan.ts";
import { SearchService } from "../../src/domain/search/search.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { TEST_ENGINE } from "./server.ts";
import { fromArray, storeOpener } from "./stores.ts";

/** Records as `import people` and `import companies` read them (one JSON line each). */
export interface SearchStoreRecords {
  people: readonly object[];
  /** Imported before the people. */
  companies?: readonly object[];
}

const jsonLines = (records: readonly object[]) => fromArray(records.map((r) => JSON.stringify(r)));

/**
 * Registers the file's beforeAll: a fresh storage holding `records()` (made there, once) and a
 * service whose clock reads `now`. `storage` and `service` are there from then on.
 */
export function searchStore(
  now: Date,
  records: () => SearchStoreRecords,
  serviceOptions?: ConstructorParameters<typeof SearchService>[2],
) {
  const opener = storeOpener();
  let storage: Storage | undefined;
  let service: SearchService | undefined;
  beforeAll(async () => {
    storage = await opener.open(TEST_ENGINE);
    const { people, companies } = records();
    if (companies) await importCompanies(storage, jsonLines(companies));
    await importPeople(storage, jsonLines(people));
    service = new SearchService(storage, () => now, serviceOptions);
  }, 240_000);
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("searchStore: used before its beforeAll ran");
    return value;
  };
  const store = {
    get storage(): Storage {
      return opened(storage);
    },
    get service(): SearchService {
      return opened(service);
    },
    /** The labels of the query's plan, "NOT " before an excluded one. */
    labels: async (query: string) =>
      leavesOf((await store.service.plan({ query, companies: [], schools: [] })).where).map(
        (l) => (l.negated ? "NOT " : "") + l.criterion.label,
      ),
    /** The query's exact total (advanced filtering off). */
    async total(query: string) {
      const { session } = await store.service.start(1, {
        query,
        companies: [],
        schools: [],
        advancedFiltering: false,
        exactTotal: true,
      });
      return session.total;
    },
  };
  return store;
}
