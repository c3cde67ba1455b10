/**
 * Role nouns in other languages as grammar, not as titles: a head noun ("ingenieros",
 * "Entwickler", "fondateurs") with its specialty said after it ("de datos", "di software", "de
 * ingeniería") or joined in front of it ("Vertriebs|leiter", "Data-|analisten",
 * "Software|entwickler") is written in English word order ("data engineers", "sales leaders") before
 * the occupation linker (./read-occupations.ts) and the phrase scan read it. The linker reads whole
 * ESCO titles; a plural head noun with a specialty ESCO writes differently ("ingegneri software")
 * links to the wrong occupation or to none, so the head nouns and specialties of the seven languages
 * queries arrive in are kept here (a head or a specialty is one grammar word per language: no
 * maintained source lists them apart from whole titles). An employer said after a head noun with
 * that language's "of/at" ("fondateurs de Acme", "Vertriebsleiter bei Acme") is "at".
 * A head with its specialty that is, as written, one of ESCO's own labels of the concept its
 * rewrite links to ("Jefe de ventas", "Softwareentwickler") is left as typed: the linker reads it
 * whole as that concept, and explain names the words the user typed.
 */
import { occupations } from "../occupations/index.ts";
import { conceptLabels, linkTitle } from "../occupations/link.ts";
import { compoundByLinker, escoComplementLength } from "./occupation-english.ts";

/** English head noun -> its forms (singular and plural) in de, es, fr, pt, nl, it, pl. */
const HEADS: Record<string, string[]> = {
  engineers: [
    "ingeniero",
    "ingenieros",
    "ingeniera",
    "ingenieras",
    "ingénieur",
    "ingénieurs",
    "ingénieure",
    "ingénieures",
    "engenheiro",
    "engenheiros",
    "engenheira",
    "engenheiras",
    "ingenieur",
    "ingenieure",
    "ingenieurinnen",
    "ingenieurs",
    "ingegnere",
    "ingegneri",
    "inżynier",
    "inżynierowie",
    "inżynierów",
  ],
  developers: [
    "entwickler",
    "entwicklerin",
    "entwicklerinnen",
    "desarrollador",
    "desarrolladores",
    "desarrolladora",
    "desarrolladoras",
    "développeur",
    "développeurs",
    "développeuse",
    "développeuses",
    "desenvolvedor",
    "desenvolvedores",
    "desenvolvedora",
    "desenvolvedoras",
    "ontwikkelaar",
    "ontwikkelaars",
    "sviluppatore",
    "sviluppatori",
    "sviluppatrice",
    "sviluppatrici",
    "programista",
    "programiści",
    "programistów",
    "programador",
    "programadores",
    "programmeur",
    "programmeurs",
    "programmatore",
    "programmatori",
  ],
  scientists: [
    "científico",
    "científicos",
    "científica",
    "científicas",
    "scientifique",
    "scientifiques",
    "cientista",
    "cientistas",
    "wissenschaftler",
    "wissenschaftlerin",
    "wetenschapper",
    "wetenschappers",
    "scienziato",
    "scienziati",
    "scienziata",
  ],
  analysts: [
    "analista",
    "analistas",
    "analisti",
    "analyste",
    "analystes",
    "analysten",
    "analystin",
    "analist",
    "analisten",
    "analityk",
    "analitycy",
    "analityków",
  ],
  managers: [
    "gerente",
    "gerentes",
    "gestor",
    "gestores",
    "menedżer",
    "menedżerowie",
    "kierownik",
    "kierownicy",
    // "Jefe de ventas" is the sales manager (ESCO's own label), not the department's leadership.
    "jefe",
    "jefes",
    "jefa",
  ],
  leaders: [
    "leiter",
    "leiterin",
    "leitung",
    "responsable",
    "responsables",
    "responsabile",
    "responsabili",
    "dyrektor",
    "dyrektorzy",
  ],
  designers: ["diseñador", "diseñadores", "diseñadora", "projektant", "projektanci"],
  founders: [
    "gründer",
    "gründerin",
    "gründerinnen",
    "fundador",
    "fundadores",
    "fundadora",
    "fundadoras",
    "fondateur",
    "fondateurs",
    "fondatrice",
    "fondatrices",
    "oprichter",
    "oprichters",
    "fondatore",
    "fondatori",
    "założyciel",
    "założyciele",
    "założycieli",
  ],
  recruiters: [
    "reclutador",
    "reclutadores",
    "recruteur",
    "recruteurs",
    "recrutador",
    "recrutadores",
    "rekruter",
    "rekruterzy",
    "selezionatori",
  ],
  accountants: [
    "buchhalter",
    "buchhalterin",
    "contador",
    "contadores",
    "contable",
    "contables",
    "comptable",
    "comptables",
    "contabilista",
    "contabilistas",
    "boekhouder",
    "boekhouders",
    "contabile",
    "contabili",
    "księgowy",
    "księgowi",
  ],
};

/** English specialty -> its forms; English ones are listed so "ingegneri software" reads too. */
const SPECIALTIES: Record<string, string[]> = {
  data: ["datos", "données", "dados", "daten", "data", "dati", "danych"],
  software: ["software", "logiciel", "logiciels", "oprogramowania"],
  sales: ["ventas", "ventes", "vendas", "vertrieb", "vertriebs", "verkoop", "vendite", "sprzedaży", "sales"],
  engineering: ["ingeniería", "ingénierie", "engenharia", "ingegneria", "engineering", "technik"],
  marketing: ["marketing", "marketingu", "mercadotecnia"],
  product: ["producto", "produit", "produto", "produkt", "product", "prodotto", "produktu"],
  security: [
    "seguridad",
    "sécurité",
    "segurança",
    "sicherheit",
    "beveiliging",
    "sicurezza",
    "bezpieczeństwa",
    "security",
  ],
  devops: ["devops"],
  "machine learning": ["ml"],
  frontend: ["frontend", "front-end"],
  backend: ["backend", "back-end"],
  "full stack": ["fullstack", "full-stack"],
  mobile: ["mobile", "móvil", "mobiles", "móvel"],
  qa: ["qa", "test", "tests", "pruebas"],
};

const fold = (w: string) => w.toLowerCase();
const HEAD = new Map<string, string>();
for (const [en, forms] of Object.entries(HEADS)) for (const f of forms) HEAD.set(fold(f), en);
const SPECIALTY = new Map<string, string>();
for (const [en, forms] of Object.entries(SPECIALTIES)) for (const f of forms) SPECIALTY.set(fold(f), en);
/** Heads long enough to be split off a compound ("Vertriebs|leiter", "Daten|analysten"). */
const COMPOUND_HEADS = [...HEAD.keys()].filter((h) => h.length >= 6).sort((a, b) => b.length - a.length);

/** "of" between a head and its specialty. */
const OF = new Set([
  "de",
  "des",
  "du",
  "di",
  "del",
  "della",
  "dei",
  "da",
  "do",
  "dos",
  "das",
  "em",
  "in",
  "w",
  "ds",
  "d'",
]);
/** "of/at" before an employer's name after a head noun. */
const AT = new Set([
  "de",
  "di",
  "da",
  "do",
  "del",
  "della",
  "chez",
  "bei",
  "von",
  "van",
  "bij",
  "z",
  "ze",
  "presso",
  "dla",
]);

/** A compound "<specialty><head>" or "<specialty>-<head>" as its two English words, or null. */
function compound(word: string): string | null {
  const w = fold(word);
  for (const head of COMPOUND_HEADS) {
    if (!w.endsWith(head) || w.length === head.length) continue;
    const front = w.slice(0, -head.length).replace(/-$/, "");
    const spec = SPECIALTY.get(front) ?? SPECIALTY.get(front.replace(/s$/, ""));
    if (spec) return `${spec} ${HEAD.get(head)}`;
  }
  return compoundByLinker(w, SPECIALTY);
}

const TOKEN = /[\p{L}\p{N}'’-]+|[^\p{L}\p{N}'’-]+/gu;

const plain = (s: string) =>
  s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Whether `span` is, as written, one of the labels (any gendered form) of the concept it links to,
 * and that concept is the one the English rewrite `role` links to: the linker already reads it as
 * the rewrite means. Where the two readings differ ("Vertriebsleiter": ESCO's distribution manager),
 * the rewrite is what the words mean in a query.
 */
function readAsWritten(span: string, role: string): boolean {
  const tax = occupations();
  const best = linkTitle(tax, span, 1).occupations[0];
  if (!best || linkTitle(tax, role, 1).occupations[0]?.uri !== best.uri) return false;
  const want = plain(span);
  return Object.values(conceptLabels(tax, best.uri) ?? {}).some((forms) =>
    forms.some((label) => label.split("/").some((form) => plain(form) === want)),
  );
}

/** The words after the k-th up to the first that punctuation, not a space, sets apart. */
function clauseWordsAfter(
  parts: readonly string[],
  words: readonly { w: string; at: number }[],
  k: number,
): string[] {
  const out: string[] = [];
  for (let j = k + 1; j < words.length; j++) {
    const between = parts
      .slice((words[j - 1] as { at: number }).at + 1, (words[j] as { at: number }).at)
      .join("");
    if (!/^\s+$/.test(between)) break;
    out.push((words[j] as { w: string }).w);
  }
  return out;
}

/** "or" and "and" between two forms of one title, in the languages of HEADS and the Nordic ones. */
const COORDINATORS = new Set("or and o u y e i oder und ou et of en lub albo oraz eller och og".split(" "));

/**
 * The other gender's form said just before a head with its specialty ("Sviluppatore o
 * Sviluppatrice backend", "Desarrollador/Desarrolladora móvil"), read bare: the specialty said once
 * is both forms', one title written twice. The same form twice ("developers or backend developers")
 * is two asks and stays so.
 */
function shareWithPartner(
  parts: readonly string[],
  words: readonly { w: string; at: number }[],
  out: string[],
  k: number,
  role: string,
) {
  const here = words[k] as { w: string; at: number };
  const head = HEAD.get(fold(here.w));
  const joinedBySlash = (j: number) => /^\s*\/\s*$/.test(parts.slice(j + 1, here.at).join(""));
  const before = words[k - 1];
  const coordinated = before && COORDINATORS.has(fold(before.w)) ? words[k - 2] : null;
  const partner = coordinated ?? (before && joinedBySlash(before.at) ? before : null);
  if (!partner || fold(partner.w) === fold(here.w) || HEAD.get(fold(partner.w)) !== head) return;
  if (out[partner.at] === head) out[partner.at] = role;
}

/** Foreign role nouns in the text written as English roles; other text unchanged. */
export function englishRoles(text: string): string {
  const parts = text.match(TOKEN) ?? [];
  const words: { w: string; at: number }[] = [];
  parts.forEach((p, at) => {
    if (/[\p{L}\p{N}]/u.test(p)) words.push({ w: p, at });
  });
  const out = [...parts];
  for (let k = 0; k < words.length; k++) {
    const { w, at } = words[k] as { w: string; at: number };
    const head = HEAD.get(fold(w));
    const joined = head ? null : compound(w);
    if (!head && !joined) continue;
    // The specialty before an English-order head ("Data Wissenschaftler") is kept where it is.
    let role = joined ?? (head as string);
    let next = k + 1;
    if (head) {
      const a = words[next];
      const b = words[next + 1];
      const direct = a && SPECIALTY.get(fold(a.w));
      const viaOf = a && OF.has(fold(a.w)) && b && SPECIALTY.get(fold(b.w));
      if (direct && !HEAD.has(fold(a?.w ?? ""))) {
        role = `${direct} ${head}`;
        for (let x = (words[k] as { at: number }).at + 1; x <= (a as { at: number }).at; x++) out[x] = "";
        next++;
      } else if (viaOf) {
        role = `${viaOf} ${head}`;
        for (let x = (words[k] as { at: number }).at + 1; x <= (b as { at: number }).at; x++) out[x] = "";
        next += 2;
      } else {
        // A head with a complement no specialty names, as one of ESCO's titles ("Ingénieur génie civil"): as typed.
        const kept = escoComplementLength(w, clauseWordsAfter(parts, words, k));
        if (kept) {
          k += kept;
          continue;
        }
      }
    }
    if (head && role !== head) shareWithPartner(parts, words, out, k, role);
    // Head and specialty as one of ESCO's labels, read as the rewrite means: kept as typed.
    const last = words[next - 1] as { at: number };
    const span = parts.slice(at, last.at + 1).join("");
    if (!(role.includes(" ") && readAsWritten(span, role))) out[at] = role;
    else for (let x = at + 1; x <= last.at; x++) out[x] = parts[x] as string;
    const of = words[next];
    const name = words[next + 1];
    if (of && name && AT.has(fold(of.w)) && /^\p{Lu}/u.test(name.w)) out[of.at] = "at";
  }
  return out.join("");
}
