/**
 * What each role family of the vocabulary (data/vocab/roles.json) does, in the plain verbs and
 * objects a non-specialist uses for it: "keeps the servers running" is DevOps work, "does the books"
 * accounting, "decides what goes into the app" product management. Each family's work is a few
 * activities, each a set of verbs and a set of objects (single words, or short phrases such as
 * "behind the scenes"); ./read-lay-work.ts matches a "who <verb> <object>" clause against them.
 *
 * Written by hand, once per family and not per query: ESCO, the occupation source the project
 * ships (data/esco), carries labels only, no descriptions of the work (the descriptions are not in
 * the shipped file), and no maintained source lists the plain-words verbs people use for a job.
 * `role` is the phrase the vocabulary reads as that family.
 *
 * The table is data (data/vocab/family-work.json), one entry per family; a verb list several
 * families share ("write", "build", "ship"... for the software families) is named once there.
 */
import familyWorkJson from "../../../data/vocab/family-work.json" with { type: "json" };

export interface WorkActivity {
  verbs: readonly string[];
  objects: readonly string[];
}

export interface FamilyWork {
  role: string;
  /** The broader family this one is a specialty of: on a tie with it, the specialty is meant. */
  narrows?: string;
  activities: readonly WorkActivity[];
}

interface FamilyWorkFile {
  shared_verbs: Record<string, readonly string[]>;
  families: readonly {
    role: string;
    narrows?: string;
    activities: readonly { verbs: string | readonly string[]; objects: readonly string[] }[];
  }[];
}

const file = familyWorkJson as FamilyWorkFile;

/** A family's verbs: its own list, or the shared list it names. */
function verbsOf(verbs: string | readonly string[]): readonly string[] {
  if (typeof verbs !== "string") return verbs;
  const shared = file.shared_verbs[verbs];
  if (!shared) throw new Error(`family-work.json: no shared verb list "${verbs}"`);
  return shared;
}

export const FAMILY_WORK: readonly FamilyWork[] = file.families.map((f) => ({
  role: f.role,
  ...(f.narrows ? { narrows: f.narrows } : {}),
  activities: f.activities.map((a) => ({ verbs: verbsOf(a.verbs), objects: a.objects })),
}));
