/** Writes a generated demo dataset through the storage interfaces (the same path as import). */
import type { PostWrite, Storage } from "../storage/index.ts";
import { createDemoWorld, DemoPeopleGenerator, demoCompanies } from "./people.ts";

export interface SeedOptions {
  people: number;
  seed: number;
  /** The "today" of the generated careers; defaults to the start of the current UTC day. */
  reference?: Date;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedSummary {
  people: number;
  companies: number;
  posts: number;
  /** Generated people not written: they match someone erased on request. */
  suppressed: number;
}

export function startOfUtcDay(date: Date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export async function seedDemoData(storage: Storage, options: SeedOptions): Promise<SeedSummary> {
  const reference = options.reference ?? startOfUtcDay();
  const world = createDemoWorld(options.seed, options.people, reference);
  const companies = demoCompanies(world);
  for (let i = 0; i < companies.length; i += 1000)
    await storage.companies.upsert(companies.slice(i, i + 1000));
  const generator = new DemoPeopleGenerator(world);
  const batchSize = options.batchSize ?? 2000;
  let posts = 0;
  let suppressed = 0;
  for (let start = 0; start < options.people; start += batchSize) {
    const end = Math.min(options.people, start + batchSize);
    const people = [];
    const postWrites: PostWrite[] = [];
    for (let i = start; i < end; i++) {
      const out = generator.person(i);
      people.push(out);
      postWrites.push(...out.posts);
    }
    // Demo people are a source of their own: a vendor's dump loaded later decides against them
    // field by field instead of replacing them (docs/sources.md).
    const provenance = { source: "demo", at: new Date().toISOString() };
    suppressed += (await storage.people.upsert(people, { source: "seed", provenance })).suppressed ?? 0;
    if (postWrites.length) await storage.posts.upsert(postWrites);
    posts += postWrites.length;
    options.onProgress?.(end, options.people);
  }
  // Demo people are generated, but a seed over a real database must not bring back an erased one.
  return { people: options.people - suppressed, companies: companies.length, posts, suppressed };
}
