/**
 * Round 17, style 2: places as regions, blocs, time zones, language areas and sub-national regions
 * ("anywhere in DACH", "EMEA but not the UK", "LATAM", "CET hours", "Pacific time", "French-speaking
 * cities", "Bavaria", "the Randstad"). Which countries or cities each covers is in ./labels.ts;
 * boundary calls are commented above their query.
 */
import {
  APAC,
  CEE,
  CET,
  DACH,
  EMEA,
  ENGLISH_SPEAKING,
  EUROZONE,
  engineerIC,
  FRANCOPHONE_CITIES,
  GMT_WET,
  IBERIA,
  ic,
  inCity,
  inCountry,
  junior,
  LATAM,
  leader,
  otherEngineer,
  type SeventeenthQuery,
  SOUTHERN_EUROPE,
  swe,
} from "./labels.ts";

export const REGION_QUERIES: SeventeenthQuery[] = [
  {
    class: "region_bloc",
    query: "backend engineers anywhere in DACH",
    relevant: (l) => swe(l, "backend") && inCountry(l, ...DACH),
  },
  {
    class: "region_bloc",
    query: "data analysts in Iberia, excluding Lisbon",
    relevant: (l) => ic(l, "data_analysis") && inCountry(l, ...IBERIA) && !inCity(l, "lisbon"),
    inverted: (l) => ic(l, "data_analysis") && inCity(l, "lisbon"),
  },
  {
    class: "region_bloc",
    // EMEA: Europe and Israel (the data has no African or Gulf country).
    query: "product managers in EMEA but not the UK",
    relevant: (l) => ic(l, "product") && inCountry(l, ...EMEA) && !inCountry(l, "GB"),
    inverted: (l) => ic(l, "product") && inCountry(l, "GB"),
  },
  {
    class: "region_bloc",
    // LATAM: the data's Brazil (São Paulo); data people are the data families' ICs.
    query: "data people in LATAM",
    relevant: (l) => ic(l, "data_eng", "data_science", "data_analysis") && inCountry(l, ...LATAM),
  },
  {
    class: "region_bloc",
    // APAC outside India: Japan.
    query: "software engineers in APAC, India aside",
    relevant: (l) => swe(l) && inCountry(l, ...APAC) && !inCountry(l, "IN"),
    inverted: (l) => swe(l) && inCountry(l, "IN"),
  },
  {
    class: "region_bloc",
    // Eurozone: the euro countries; the two named non-euro countries inverted (Poland, Czechia, the Nordics merely wrong).
    query: "recruiters in the Eurozone, none in the UK or Switzerland",
    relevant: (l) => ic(l, "recruiting") && inCountry(l, ...EUROZONE),
    inverted: (l) => ic(l, "recruiting") && inCountry(l, "GB", "CH"),
  },
  {
    class: "region_bloc",
    // CEE: Poland and Czechia; Austria maybe (Central but not Eastern Europe).
    query: "CEE-based QA engineers",
    relevant: (l) => ic(l, "qa") && inCountry(l, ...CEE),
    maybe: (l) => ic(l, "qa") && inCountry(l, "AT"),
  },
  {
    class: "region_bloc",
    // Southern Europe: Spain, Portugal, Italy (France maybe); Italy excluded by name.
    query: "marketing specialists in Southern Europe but not Italy",
    relevant: (l) => ic(l, "marketing") && inCountry(l, ...SOUTHERN_EUROPE) && !inCountry(l, "IT"),
    maybe: (l) => ic(l, "marketing") && inCountry(l, "FR"),
    inverted: (l) => ic(l, "marketing") && inCountry(l, "IT"),
  },
  {
    class: "region_zone",
    // CET hours: the UTC+1 countries; the UK and Portugal (UTC+0) are excluded by name.
    query: "frontend devs who work CET hours, not the UK or Portugal",
    relevant: (l) => swe(l, "frontend") && inCountry(l, ...CET),
    inverted: (l) => swe(l, "frontend") && inCountry(l, "GB", "PT"),
  },
  {
    class: "region_zone",
    // US East Coast: New York; Montreal maybe (Eastern time, not the US).
    query: "data scientists on US East Coast time",
    relevant: (l) => ic(l, "data_science") && inCity(l, "new_york"),
    maybe: (l) => ic(l, "data_science") && inCity(l, "montreal"),
  },
  {
    class: "region_zone",
    // Pacific time: San Francisco; sellers are AEs and sales engineers; sales leadership excluded by name.
    query: "sellers (AEs, sales engineers) on Pacific time, no sales leadership",
    relevant: (l) => ic(l, "account_exec", "sales_eng") && inCity(l, "san_francisco"),
    inverted: (l) => leader(l, "sales") && inCity(l, "san_francisco"),
  },
  {
    class: "region_zone",
    // English-speaking: UK, Ireland, US; Canada maybe (Montreal is French-speaking); India excluded by name.
    query: "security engineers in English-speaking countries, not India",
    relevant: (l) => ic(l, "security") && inCountry(l, ...ENGLISH_SPEAKING),
    maybe: (l) => ic(l, "security") && inCountry(l, "CA"),
    inverted: (l) => ic(l, "security") && inCountry(l, "IN"),
  },
  {
    class: "region_zone",
    // French-speaking cities: Paris, Geneva, Brussels (bilingual, mostly French), Montreal; Paris excluded by name.
    query: "designers in French-speaking cities, excluding Paris",
    relevant: (l) => ic(l, "design") && inCity(l, ...FRANCOPHONE_CITIES) && !inCity(l, "paris"),
    inverted: (l) => ic(l, "design") && inCity(l, "paris"),
  },
  {
    class: "region_zone",
    // German-speaking Switzerland is Zurich, Austria is Vienna; Geneva (French-speaking) excluded by name.
    query: "software engineers in German-speaking Switzerland or Austria, not Geneva",
    relevant: (l) => swe(l) && inCity(l, "zurich", "vienna"),
    inverted: (l) => swe(l) && inCity(l, "geneva"),
  },
  {
    class: "region_zone",
    // GMT/WET: the UK, Ireland and Portugal (Portugal is WET, the same offset).
    query: "accountants working on GMT/WET",
    relevant: (l) => ic(l, "accounting") && inCountry(l, ...GMT_WET),
  },
  {
    class: "region_sub",
    // Lombardy is Milan, Lazio is Rome.
    query: "data engineers in Lombardy or Lazio",
    relevant: (l) => ic(l, "data_eng") && inCity(l, "milan", "rome"),
  },
  {
    class: "region_sub",
    // Bavaria: Munich and Nuremberg; Munich excluded by name; civil and mechanical engineers maybe.
    query: "Bavaria-based engineers, not Munich",
    relevant: (l) => engineerIC(l) && inCity(l, "nuremberg"),
    maybe: (l) => otherEngineer(l) && inCity(l, "nuremberg"),
    inverted: (l) => engineerIC(l) && inCity(l, "munich"),
  },
  {
    class: "region_sub",
    // The Randstad: Amsterdam and The Hague.
    query: "product designers or PMs in the Randstad",
    relevant: (l) => ic(l, "design", "product") && inCity(l, "amsterdam", "the_hague"),
  },
  {
    class: "region_sub",
    // The Bay Area: San Francisco; juniors excluded by name.
    query: "Bay Area ML engineers and data scientists, no juniors",
    relevant: (l) => ic(l, "ml", "data_science") && !junior(l) && inCity(l, "san_francisco"),
    inverted: (l) => ic(l, "ml", "data_science") && junior(l) && inCity(l, "san_francisco"),
  },
  {
    class: "region_sub",
    // South India: Bengaluru and Chennai (Mumbai is West India, excluded by name; Kolkata East, merely wrong).
    query: "engineers in South India, excluding Mumbai",
    relevant: (l) => engineerIC(l) && inCity(l, "bengaluru", "chennai"),
    maybe: (l) => otherEngineer(l) && inCity(l, "bengaluru", "chennai"),
    inverted: (l) => engineerIC(l) && inCity(l, "mumbai"),
  },
];
