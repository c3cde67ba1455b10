/**
 * When the identify service learns again (EM over the kept samples, src/domain/identify/service.ts):
 * a fresh store refits after its first 100 rows, while a process that starts on a store whose model
 * was already fitted on thousands of rows goes on with that model until a share of new rows comes
 * in (a restart used to refit at 100, 200 and 400 rows again, each run over every kept row).
 */
import { describe, expect, test } from "bun:test";
import { matchRows } from "../../src/domain/identify/match.ts";
import type { IdentifyModel } from "../../src/domain/identify/model.ts";
import { readRow } from "../../src/domain/identify/row.ts";
import { IdentifyService, MODEL_META_KEY } from "../../src/domain/identify/service.ts";
import type { Storage } from "../../src/domain/storage/index.ts";
import { createLogger } from "../../src/log.ts";
import { storeOpener } from "../helpers/stores.ts";
import { seedIdentifyFixture } from "../http/identify-fixture.ts";

const stores = storeOpener();

/** Matches `count` rows of the fixture's people and hands each result to the service to learn from. */
async function learnFrom(storage: Storage, service: IdentifyService, count: number): Promise<void> {
  const { model, people } = await service.ready();
  const rows = [readRow({ name: "Bill Harrington", company: "quokka-ledger.example" })];
  const [result] = await matchRows(storage, model, rows, people);
  if (!result || result.candidates.length === 0) throw new Error("the fixture's row found no one");
  for (let i = 0; i < count; i++) service.observe(result, people);
  await service.flush();
}

async function storedModel(storage: Storage): Promise<IdentifyModel> {
  return JSON.parse((await storage.meta.get(MODEL_META_KEY)) as string) as IdentifyModel;
}

const open = async () => {
  const storage = await stores.open("sqlite");
  await seedIdentifyFixture(storage, 200);
  return storage;
};

describe("identify refits", () => {
  test("a fresh store learns after its first 100 rows", async () => {
    const storage = await open();
    const service = new IdentifyService(storage, createLogger("silent"), () => new Date(), {
      threaded: false,
    });
    await service.ready();
    expect((await storedModel(storage)).em).toBeNull();
    await learnFrom(storage, service, 100);
    expect((await storedModel(storage)).em?.rows).toBe(100);
    await service.close();
  }, 60_000);

  test("a process starting on a model fitted on many rows does not start the first refits over", async () => {
    const storage = await open();
    const first = new IdentifyService(storage, createLogger("silent"), () => new Date(), { threaded: false });
    await first.ready();
    await first.close();
    // The model as a store that has learned from 8,000 rows holds it.
    const fitted = {
      ...(await storedModel(storage)),
      em: { rows: 8000, candidates: 1, iterations: 3, at: "before" },
    };
    await storage.meta.set(MODEL_META_KEY, JSON.stringify(fitted));
    const service = new IdentifyService(storage, createLogger("silent"), () => new Date(), {
      threaded: false,
    });
    await learnFrom(storage, service, 400);
    expect((await storedModel(storage)).em?.at).toBe("before");
    // It learns again once the new rows are a quarter of all it has learned from: 2,500 of 10,500.
    await learnFrom(storage, service, 2000);
    expect((await storedModel(storage)).em?.at).toBe("before");
    await learnFrom(storage, service, 100);
    expect((await storedModel(storage)).em?.rows).toBe(2500);
    await service.close();
  }, 60_000);
});
