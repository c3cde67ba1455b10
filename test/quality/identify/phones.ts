/**
 * Phone numbers for the identify evaluation, by the numbering plans of the countries people live
 * in (country calling code, trunk prefix, area codes of the cities, mobile ranges, length of the
 * national number), and the ways people write one number: +49 30 1234567, +49301234567,
 * 0049 30 1234567, +49 (0)30 1234567, (030) 1234567, 030/1234567. UK numbers use Ofcom's ranges for
 * drama (020 7946 0xxx, 07700 900xxx) and US ones the 555 exchange. Countries whose plans are not
 * written here get no phone.
 */
import type { Rng } from "./names.ts";

interface Plan {
  cc: string;
  /** Dialled before the national number inside the country ("0"; "1" in North America; "" none). */
  trunk: string;
  /** City id -> area code (without trunk), ":" and the fixed start of the subscriber number if any. */
  areas: Record<string, string>;
  /** Mobile prefixes, written the same way. */
  mobile: string[];
  /** Digits of the national significant number (area or mobile prefix included). */
  length: number;
}

const plan = (cc: string, trunk: string, length: number, areas: Record<string, string>, mobile: string) => ({
  cc,
  trunk,
  length,
  areas,
  mobile: mobile.split(","),
});

export const PLANS: Record<string, Plan> = {
  DE: plan(
    "49",
    "0",
    11,
    { berlin: "30", munich: "89", cologne: "221", frankfurt: "69", nuremberg: "911" },
    "151,152,160,170,171,176",
  ),
  AT: plan("43", "0", 10, { vienna: "1" }, "664,676,699"),
  CH: plan("41", "0", 9, { zurich: "44", geneva: "22" }, "76,77,78,79"),
  GB: plan("44", "0", 10, { london: "20:79460" }, "7700:900"),
  IE: plan("353", "0", 9, { dublin: "1" }, "85,86,87"),
  US: plan("1", "1", 10, { new_york: "212:555", san_francisco: "415:555" }, "917:555,646:555"),
  CA: plan("1", "1", 10, { montreal: "514:555", toronto: "416:555", vancouver: "604:555" }, "438:555"),
  FR: plan("33", "0", 9, { paris: "1" }, "6,7"),
  NL: plan("31", "0", 9, { amsterdam: "20", the_hague: "70" }, "6"),
  BE: plan("32", "0", 9, { brussels: "2" }, "47,48,49"),
  SE: plan("46", "0", 9, { stockholm: "8", gothenburg: "31" }, "70,72,73"),
  FI: plan("358", "0", 9, { helsinki: "9" }, "40,50"),
  AU: plan("61", "0", 9, { sydney: "2" }, "491:570"),
  IL: plan("972", "0", 9, { tel_aviv: "3" }, "52,54"),
  JP: plan("81", "0", 10, { tokyo: "3" }, "90,80"),
  IN: plan("91", "0", 10, { mumbai: "22", bengaluru: "80", chennai: "44", kolkata: "33" }, "98,99,97"),
  ES: plan("34", "", 9, { madrid: "91", barcelona: "93", seville: "95", valencia: "96" }, "6"),
  PT: plan("351", "", 9, { lisbon: "21", porto: "22" }, "91,92,93,96"),
  PL: plan("48", "", 9, { warsaw: "22", krakow: "12" }, "50,60,69,79"),
  CZ: plan("420", "", 9, { prague: "2" }, "60,73,77"),
  DK: plan("45", "", 8, { copenhagen: "3" }, "2,4"),
  NO: plan("47", "", 8, { oslo: "2" }, "4,9"),
  IT: plan("39", "", 10, { milan: "02", rome: "06" }, "33,34,32"),
  SG: plan("65", "", 8, { singapore: "6" }, "8,9"),
  HU: plan("36", "06", 9, { budapest: "1" }, "20,30,70"),
};

export interface Phone {
  country: string;
  cc: string;
  /** The national significant number: the identity of the line. */
  nsn: string;
  /** The area or mobile prefix within `nsn` (for grouping). */
  prefix: string;
}

/** A number for someone living in `city` of `country` (landline there or a mobile), or null. */
export function drawPhone(r: Rng, country: string | null, city: string | null): Phone | null {
  const p = country ? PLANS[country] : undefined;
  if (!p || !country) return null;
  const landline = city ? p.areas[city] : undefined;
  const [prefix = "", fixed = ""] = (landline && r.chance(0.45) ? landline : r.pick(p.mobile)).split(":");
  let rest = fixed;
  // The first subscriber digit is never 0 or 1 (not a trunk or service prefix).
  while (prefix.length + rest.length < p.length)
    rest += String(rest === "" ? 2 + Math.floor(r.next() * 8) : Math.floor(r.next() * 10));
  return { country, cc: p.cc, nsn: prefix + rest, prefix };
}

export const PHONE_FORMATS = [
  "e164",
  "international",
  "double_zero",
  "trunk_in_brackets",
  "national",
  "national_brackets",
  "dashes",
] as const;
export type PhoneFormat = (typeof PHONE_FORMATS)[number];

/** A subscriber number in the usual groups: 123 456, 123 4567, 1234 5678, 123 456 789. */
const GROUPS: Record<number, number[]> = {
  5: [2, 3],
  6: [3, 3],
  7: [3, 4],
  8: [4, 4],
  9: [3, 3, 3],
  10: [3, 3, 4],
};
function groups(s: string): string {
  const sizes = GROUPS[s.length];
  if (!sizes) return s;
  const out: string[] = [];
  let at = 0;
  for (const n of sizes) {
    out.push(s.slice(at, at + n));
    at += n;
  }
  return out.join(" ");
}

/** `phone` written in `format`; null when the country has no such writing (no trunk prefix). */
export function writePhone(phone: Phone, format: PhoneFormat): string | null {
  const p = PLANS[phone.country] as Plan;
  const sub = phone.nsn.slice(phone.prefix.length);
  const nanp = p.cc === "1";
  const area = nanp ? phone.nsn.slice(0, 3) : phone.prefix;
  const local = nanp ? `${phone.nsn.slice(3, 6)}-${phone.nsn.slice(6)}` : groups(sub);
  switch (format) {
    case "e164":
      return `+${p.cc}${phone.nsn}`;
    case "international":
      return `+${p.cc} ${area} ${local}`;
    case "double_zero":
      return `00${p.cc} ${area} ${local}`;
    case "trunk_in_brackets":
      return p.trunk === "0" ? `+${p.cc} (0)${area} ${local}` : null;
    case "national":
      return nanp ? `${area}-${local}` : `${p.trunk}${area} ${local}`;
    case "national_brackets":
      return nanp ? `(${area}) ${local}` : p.trunk ? `(${p.trunk}${area}) ${local}` : null;
    case "dashes":
      return `+${p.cc}-${area}-${sub}`;
  }
}
