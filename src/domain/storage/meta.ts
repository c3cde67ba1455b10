/** Named values of the database: versions, the first-start marker, import progress. */

export interface MetaRepository {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
}
