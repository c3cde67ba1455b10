/**
 * Provenance as both engines store it (docs/sources.md): one row per person and source that
 * supplied it. A person one source alone supplies has a row without view or fields (its stored
 * record is that source's); once a second source supplies it, every row keeps its source's view,
 * so a change of rule can re-decide the record without the files being imported again.
 */

export interface SourceRow {
  source: string;
  /** When this source first and last supplied the person (ISO time of the import). */
  firstSeen: string;
  lastSeen: string;
  /** The person as this source last gave it (root fields, contacts, social), JSON; null when sole. */
  view: string | null;
  /** The root fields whose current value this source supplies; null when it is the only source. */
  fields: string[] | null;
  /** Fields this source won, and lost, against a different value of another source. */
  won: number;
  lost: number;
}

/** One line of `prospector sources report`. */
export interface SourceReportLine {
  source: string;
  /** People this source supplied. */
  people: number;
  /** Of them, people no other source supplied. */
  alone: number;
  /** Root fields of people it shares with other sources whose current value it supplies. */
  fieldsSupplied: number;
  /** Conflicts (another source held a different value) won and lost. */
  won: number;
  lost: number;
  firstSeen: string;
  lastSeen: string;
}
