/**
 * People for the identify tests, written for them (not from the evaluation under test/quality):
 * one or two of each kind of difference a CRM row may have from a profile, among demo people as
 * the background the model learns its u probabilities from.
 */
import { seedDemoData } from "../../src/domain/demo/seed.ts";
import { importCompanies, importPeople } from "../../src/domain/import/import.ts";
import type { Storage } from "../../src/domain/storage/index.ts";

const url = (slug: string) => `https://www.pnet.com/in/${slug}`;
const job = (company: string, title: string, from: string, to: string | null = null, website?: string) => ({
  company_name: company,
  position_title: title,
  date_from: from,
  date_to: to,
  ...(website ? { company_website: website } : {}),
});

export const PEOPLE = {
  harrington: {
    pnet_url: url("william-harrington-7f3a"),
    name: "William Harrington",
    first_name: "William",
    last_name: "Harrington",
    location_city: "Munich",
    location_country: "Germany",
    location_country_iso2: "DE",
    experience: [
      job("Quokka Ledger GmbH", "Head of Finance", "2022-01", null, "https://www.quokka-ledger.example"),
      job("Tessellate Robotics AG", "Controller", "2016-05", "2021-12"),
    ],
    contacts: [
      { type: "email", value: "william.harrington@quokka-ledger.example", rating: 90, subType: "work" },
      { type: "phone", value: "+49 89 5550 1234", rating: 80, subType: "work_phone" },
    ],
  },
  garcia: {
    pnet_url: url("jose-garcia-lopez"),
    name: "José García López",
    first_name: "José",
    last_name: "García López",
    location_city: "Madrid",
    location_country: "Spain",
    location_country_iso2: "ES",
    experience: [job("Ortiga Analytics", "Data Scientist", "2020-02")],
  },
  mueller: {
    pnet_url: url("juergen-mueller-zh"),
    name: "Jürgen Müller",
    first_name: "Jürgen",
    last_name: "Müller",
    location_city: "Zurich",
    location_country: "Switzerland",
    location_country_iso2: "CH",
    experience: [job("Alpenfirn Versicherungen", "Actuary", "2018-09")],
  },
  zhang: {
    pnet_url: url("wei-zhang-sh"),
    name: "Wei Zhang",
    first_name: "Wei",
    last_name: "Zhang",
    location_city: "Singapore",
    location_country: "Singapore",
    location_country_iso2: "SG",
    experience: [job("Lanternfish Semiconductors", "Process Engineer", "2019-04")],
  },
  berg: {
    pnet_url: url("anneke-van-den-berg"),
    name: "Anneke van den Berg",
    first_name: "Anneke",
    last_name: "van den Berg",
    location_city: "Amsterdam",
    location_country: "Netherlands",
    location_country_iso2: "NL",
    experience: [job("Dijkgraaf Logistics", "Planner", "2017-03")],
  },
  smithBoston: {
    pnet_url: url("james-smith-boston"),
    name: "James Smith",
    first_name: "James",
    last_name: "Smith",
    location_city: "Boston",
    location_country: "United States",
    location_country_iso2: "US",
    experience: [job("Harborlight Biotech", "Lab Manager", "2015-01")],
  },
  smithLondon: {
    pnet_url: url("james-smith-london"),
    name: "James Smith",
    first_name: "James",
    last_name: "Smith",
    location_city: "London",
    location_country: "United Kingdom",
    location_country_iso2: "GB",
    experience: [job("Wrenfield Insurance", "Underwriter", "2018-06")],
  },
  /** Katherine once, at her company. */
  okonkwo: {
    pnet_url: url("katherine-okonkwo"),
    name: "Katherine Okonkwo",
    first_name: "Katherine",
    last_name: "Okonkwo",
    location_city: "Lagos",
    location_country: "Nigeria",
    location_country_iso2: "NG",
    experience: [job("Baobab Payments", "Product Lead", "2021-07")],
  },
  /** Someone else whose record spells a Katherine Okonkwo twice over (name and full name differ), elsewhere. */
  okonkwoTwice: {
    pnet_url: url("kathy-okonkwo-2"),
    name: "Kathy Okonkwo",
    full_name: "Katherine Kathy Okonkwo",
    first_name: "Kathy",
    middle_name: "Katherine",
    last_name: "Okonkwo",
    location_city: "Accra",
    location_country: "Ghana",
    location_country_iso2: "GH",
    experience: [job("Sahel Freight", "Dispatcher", "2019-01")],
  },
} as const;

export const COMPANIES = [
  { company_name: "Quokka Ledger GmbH", company_website: "https://www.quokka-ledger.example" },
  { company_name: "Tessellate Robotics AG", company_website: "https://tessellate-robotics.example" },
];

async function* lines(records: readonly object[]) {
  for (const r of records) yield JSON.stringify(r);
}

/** Demo people as background, then the fixture's companies and people. */
export async function seedIdentifyFixture(storage: Storage, background = 1500): Promise<void> {
  await seedDemoData(storage, { people: background, seed: 47 });
  await importCompanies(storage, lines(COMPANIES));
  const people = await importPeople(storage, lines(Object.values(PEOPLE)));
  if (people.skipped > 0) throw new Error(`the fixture lost ${people.skipped} people`);
}

/**
 * Waits until the server has indexed and trained (it starts on both at boot, in the background):
 * the first identify answers once that is done, or 503 while a large index is still being built.
 */
export async function warmIdentify(base: string, key: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const res = await fetch(`${base}/api/identify`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Warm Up", min_score: 1 }),
    });
    await res.body?.cancel();
    if (res.status === 200) return;
    await Bun.sleep(500);
  }
  throw new Error("identify did not become ready");
}
