/**
 * Groups of schools people name in queries ("Ivy League grads", "an IIT", "Oxbridge", "Russell
 * Group", "Grandes Écoles", "TU9", "Group of Eight"): each is its member schools. No maintained
 * package lists these groups (university registries such as the world-universities lists carry
 * names and domains, not memberships), so the memberships are written here from the groups' own
 * published member lists; docs/search.md says so. "Ivy" alone is a first name, so not a group name. A member is written by every name it goes by
 * that the school vocabulary (data/vocab/schools.json) may not know: the index keys a school it
 * does not know by its name as written (../search/facets.ts schoolCanonical).
 */
export interface SchoolGroup {
  /** The words queries use for the group, first the label. */
  names: string[];
  /** Each member's names: the first is shown; the school vocabulary's canonical name where it has one. */
  members: string[][];
}

const iit = (city: string, short?: string) => [
  `Indian Institute of Technology ${city}`,
  `IIT ${city}`,
  ...(short ? [short] : []),
];

export const SCHOOL_GROUPS: readonly SchoolGroup[] = [
  {
    names: ["Ivy League", "ivy league school", "ivy league university"],
    members: [
      ["Brown University", "Brown"],
      ["Columbia University"],
      ["Cornell University"],
      ["Dartmouth College", "Dartmouth"],
      ["Harvard University"],
      ["University of Pennsylvania"],
      ["Princeton University"],
      ["Yale University"],
    ],
  },
  { names: ["Oxbridge"], members: [["University of Oxford"], ["University of Cambridge"]] },
  {
    names: ["Russell Group", "russell group university"],
    members: [
      ["University of Birmingham"],
      ["University of Bristol"],
      ["University of Cambridge"],
      ["Cardiff University"],
      ["Durham University"],
      ["University of Edinburgh"],
      ["University of Exeter"],
      ["University of Glasgow"],
      ["Imperial College London"],
      ["King's College London", "KCL"],
      ["University of Leeds"],
      ["University of Liverpool"],
      ["London School of Economics"],
      ["University of Manchester"],
      ["Newcastle University"],
      ["University of Nottingham"],
      ["University of Oxford"],
      ["Queen Mary University of London", "QMUL"],
      ["Queen's University Belfast"],
      ["University of Sheffield"],
      ["University of Southampton"],
      ["University College London"],
      ["University of Warwick", "Warwick"],
      ["University of York"],
    ],
  },
  {
    names: ["Grandes Écoles", "grande école", "grandes ecoles", "grande ecole"],
    members: [
      ["École Polytechnique"],
      ["HEC Paris"],
      ["ESSEC Business School", "ESSEC"],
      ["ESCP Business School", "ESCP"],
      ["École normale supérieure", "ENS", "ENS Paris"],
      ["CentraleSupélec", "École Centrale Paris"],
      ["Mines Paris", "Mines ParisTech", "École des Mines de Paris"],
      ["École des Ponts ParisTech", "Ponts ParisTech"],
      ["Sciences Po"],
      ["Télécom Paris", "Télécom ParisTech"],
      ["ENSAE Paris", "ENSAE"],
    ],
  },
  {
    names: ["IIT", "IITs", "Indian Institute of Technology", "Indian Institutes of Technology"],
    members: [
      iit("Bombay", "IITB"),
      iit("Delhi", "IITD"),
      iit("Madras", "IITM"),
      iit("Kanpur", "IITK"),
      iit("Kharagpur", "IIT KGP"),
      iit("Roorkee", "IITR"),
      iit("Guwahati", "IITG"),
      iit("Hyderabad"),
      iit("BHU"),
    ],
  },
  {
    names: ["IIM", "IIMs", "Indian Institute of Management", "Indian Institutes of Management"],
    members: [
      ["Indian Institute of Management Ahmedabad"],
      ["Indian Institute of Management Bangalore", "IIM Bangalore", "IIMB"],
      ["Indian Institute of Management Calcutta", "IIM Calcutta", "IIMC"],
      ["Indian Institute of Management Lucknow", "IIM Lucknow"],
    ],
  },
  {
    names: ["TU9"],
    members: [
      ["RWTH Aachen University"],
      ["Technical University of Berlin", "TU Berlin"],
      ["Technical University of Braunschweig", "TU Braunschweig"],
      ["Technical University of Darmstadt", "TU Darmstadt"],
      ["Technical University of Dresden", "TU Dresden"],
      ["Leibniz University Hannover"],
      ["Karlsruhe Institute of Technology"],
      ["Technical University of Munich"],
      ["University of Stuttgart"],
    ],
  },
  {
    names: ["Group of Eight", "Go8"],
    members: [
      ["Australian National University", "ANU"],
      ["Monash University", "Monash"],
      ["University of Adelaide"],
      ["University of Melbourne"],
      ["University of Queensland", "UQ"],
      ["University of Sydney"],
      ["UNSW Sydney"],
      ["University of Western Australia", "UWA"],
    ],
  },
  { names: ["ETH Domain", "the two Federal Institutes of Technology"], members: [["ETH Zurich"], ["EPFL"]] },
];
