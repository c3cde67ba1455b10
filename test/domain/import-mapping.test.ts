/** The mapping language of `import people --mapping` (src/domain/import/formats/mapping.ts). */
import { describe, expect, test } from "bun:test";
import { CORESIGNAL_MAPPING } from "../../src/domain/import/formats/coresignal.ts";
import { compile, MappingError, parseMappingFile } from "../../src/domain/import/formats/mapping.ts";
import { PDL_MAPPING } from "../../src/domain/import/formats/pdl.ts";
import { vendorOf } from "../../src/domain/import/formats/source.ts";
import { normalizePersonInput } from "../../src/domain/person.ts";

const map = (fields: Record<string, unknown>, source: Record<string, unknown>) =>
  compile({ fields: fields as never }).convert(source);

describe("mapping language", () => {
  test("paths, first-of, join, split, const, default, transforms and value tables", () => {
    expect(
      map(
        {
          pnet_url: { from: ["url", "profile.link"], transform: "url" },
          name: { join: ["first", "last"] },
          headline: { from: "title", transform: ["trim", "upper"] },
          location_country: { from: "cc", map: { DE: "Germany" } },
          skills: { from: "skills", split: "|" },
          services: { const: "consulting" },
          summary: { from: "about", default: "n/a" },
          location_city: { from: "city", transform: "title" },
        },
        {
          profile: { link: "pnet.example/in/ada" },
          first: "Ada",
          last: "Lovelace",
          title: "  engineer ",
          cc: "DE",
          skills: "math| poetry ||",
          about: "",
          city: "SAN JOSÉ",
        },
      ),
    ).toEqual({
      pnet_url: "https://pnet.example/in/ada",
      name: "Ada Lovelace",
      headline: "ENGINEER",
      location_country: "Germany",
      skills: ["math", "poetry"],
      services: "consulting",
      summary: "n/a",
      location_city: "San José",
    });
  });

  test("date patterns give YYYY-MM; Present is no date; what does not fit is kept for the import to warn about", () => {
    const fields = {
      "experience.0.date_from": { from: "a", date: "MM/DD/YYYY" },
      "experience.0.date_to": { from: "b", date: "DD.MM.YYYY" },
      "experience.1.date_from": { from: "c", date: "YYYYMM" },
      "experience.1.date_to": { from: "d", date: "auto" },
      "experience.2.date_from": { from: "e", date: "MM/YYYY" },
    };
    expect(
      map(fields, { a: "03/15/2019", b: "01.02.2020", c: "201104", d: "Present", e: "sometime" }),
    ).toEqual({
      experience: [
        { date_from: "2019-03", date_to: "2020-02" },
        // "Present": no end date (an ongoing position), so nothing is set.
        { date_from: "2011-04" },
        { date_from: "sometime" },
      ],
    });
  });

  test("numbered target columns build list items; items with no value at all are left out", () => {
    const fields = {
      "experience.0.position_title": "t1",
      "experience.0.company_name": "c1",
      "experience.1.position_title": "t2",
      "experience.1.company_name": "c2",
    };
    expect(map(fields, { t1: "CTO", c1: "Acme", t2: "", c2: "" })).toEqual({
      experience: [{ position_title: "CTO", company_name: "Acme" }],
    });
  });

  test("each maps the items of a list; concat joins lists, unique_by drops repeats", () => {
    const fields = {
      contacts: {
        concat: [
          { from: "work", each: { type: { const: "email" }, subType: { const: "work" }, value: "." } },
          {
            from: "all",
            each: { type: { const: "email" }, subType: { const: "personal" }, value: "address" },
          },
        ],
        unique_by: "value",
      },
    };
    expect(
      map(fields, { work: "a@x.example", all: [{ address: "a@x.example" }, { address: "b@y.example" }] }),
    ).toEqual({
      contacts: [
        { type: "email", subType: "work", value: "a@x.example" },
        { type: "email", subType: "personal", value: "b@y.example" },
      ],
    });
  });

  test("a bad mapping file is refused with a message naming the place", () => {
    expect(() => parseMappingFile("{", "m.json")).toThrow(MappingError);
    expect(() => parseMappingFile('{"fields": {"name": {"form": "x"}}}', "m.json")).toThrow(
      'fields.name: unknown key "form"',
    );
    expect(() =>
      parseMappingFile('{"fields": {"name": {"from": "x", "transform": "shout"}}}', "m.json"),
    ).toThrow('unknown transform "shout"');
    expect(() => parseMappingFile('{"fields": {"name": {"from": "x", "date": "MM/DD"}}}', "m.json")).toThrow(
      "date pattern needs YYYY",
    );
    expect(() => parseMappingFile('{"fields": {"name": 3}}', "m.json")).toThrow("expected a source path");
  });

  test("the source paths a mapping reads, for --dry-run's unmapped fields", () => {
    const read = compile(PDL_MAPPING).read;
    expect(read).toContain("experience[].company.name");
    expect(read).toContain("education[].school.name");
    expect(read).toContain("emails[].address");
    expect(read).not.toContain("industry");
  });
});

describe("built-in vendor mappings", () => {
  test("a PDL v5 record as their example record shapes it", () => {
    const record = {
      full_name: "sean thorne",
      first_name: "sean",
      last_name: "thorne",
      linkedin_url: "linkedin.example/in/seanthorne",
      job_title: "co-founder",
      location_name: "san francisco, california, united states",
      location_locality: "san francisco",
      location_region: "california",
      location_country: "united states",
      skills: ["data science"],
      work_email: "sean@pdl.example",
      personal_emails: ["sean@mail.example"],
      mobile_phone: "+14155550100",
      experience: [
        {
          company: {
            name: "people data labs",
            website: "pdl.example",
            industry: "computer software",
            size: "51-200",
          },
          title: { name: "co-founder", role: "operations", levels: ["owner"] },
          start_date: "2015-03",
          end_date: null,
          is_primary: true,
        },
      ],
      education: [
        {
          school: { name: "university of oregon" },
          degrees: ["bachelors"],
          majors: ["entrepreneurship"],
          start_date: "2010",
          end_date: "2014",
        },
      ],
    };
    expect(vendorOf(record)).toBe("pdl");
    const { person, contacts } = normalizePersonInput(
      compile(PDL_MAPPING).convert(record),
      new Date(Date.UTC(2026, 0, 1)),
    );
    // PDL writes lower case; the built-in mapping restores natural case to names, places,
    // companies, titles and schools, and the URL is stored in its one spelling (issue 44).
    expect(person).toMatchObject({
      pnet_url: "https://www.linkedin.example/in/seanthorne",
      name: "Sean Thorne",
      location_city: "San Francisco",
      active_experience_title: "Co-Founder",
      skills: ["data science"],
      last_graduation_date: 2014,
    });
    expect(person.experience[0]).toMatchObject({
      company_name: "People Data Labs",
      department: "operations",
      management_level: "owner",
      company_size_range: "51-200",
      date_from_year: 2015,
      date_from_month: 3,
      active_experience: 1,
    });
    expect(person.education[0]).toMatchObject({
      institution_name: "University of Oregon",
      degree: "bachelors",
      field_of_study: "entrepreneurship",
    });
    expect(contacts.map((c) => [c.type, c.subType, c.value])).toEqual([
      ["email", "work", "sean@pdl.example"],
      ["email", "personal", "sean@mail.example"],
      ["phone", "mobile", "+14155550100"],
    ]);
  });

  test("a Coresignal Base Employee record, with the older collection names too", () => {
    const record = {
      id: 1,
      full_name: "John Doe",
      profile_url: "https://www.pnet.example/in/john-doe-0",
      headline: "Senior Software Engineer at Example Corp",
      location: "Vilnius, Lithuania",
      profile_photo_url: "https://img.example/p.jpg",
      follower_count: 120,
      connections_count: 500,
      member_experience_collection: [
        {
          title: "Senior Software Engineer",
          company_name: "Example Corp",
          date_from: "January 2021",
          date_to: "Present",
          order_in_profile: 1,
        },
        { title: "Engineer", company_name: "Other Inc", date_from: "Mar 2017", date_to: "December 2020" },
      ],
      member_education_collection: [
        { title: "Vilnius University", subtitle: "BSc Computer Science", date_from: "2012", date_to: "2016" },
      ],
    };
    expect(vendorOf(record)).toBe("coresignal");
    const { person } = normalizePersonInput(
      compile(CORESIGNAL_MAPPING).convert(record),
      new Date(Date.UTC(2026, 0, 1)),
    );
    expect(person).toMatchObject({
      name: "John Doe",
      first_name: "John",
      picture_url: "https://img.example/p.jpg",
      followers_count: 120,
      connections_count: 500,
      active_experience_title: "Senior Software Engineer",
      last_graduation_date: 2016,
    });
    expect(person.experience.map((e) => [e.date_from, e.date_to, e.active_experience])).toEqual([
      ["2021-01", null, 1],
      ["2017-03", "2020-12", 0],
    ]);
    expect(person.education[0]).toMatchObject({
      institution_name: "Vilnius University",
      degree: "BSc Computer Science",
    });
  });

  test("canonical records are not taken for a vendor's", () => {
    expect(vendorOf({ pnet_url: "https://x.example/in/a", full_name: "A", linkedin_url: "x" })).toBeNull();
    expect(vendorOf({ profile_url: "https://x.example/in/a", name: "A" })).toBeNull();
  });
});

describe("CSV records on one thread and in worker chunks", () => {
  test("are numbered by the line they end on alike, quoted newlines, blank lines and bad records included", async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { readCsvEntries } = await import("../../src/domain/import/formats/csv.ts");
    const { readCsvChunks, readCsvHeader } = await import("../../src/domain/import/formats/csv-chunks.ts");
    const { chunkRecords } = await import("../../src/domain/import/formats/chunk-records.ts");
    const dir = mkdtempSync(join(tmpdir(), "prospector-csv-"));
    try {
      const path = join(dir, "t.csv");
      const text = [
        '\uFEFFurl,name,"about\nthem"',
        "https://x.example/in/a,Ann,plain",
        'https://x.example/in/b,Bob,"two\nlines, and ""quotes"""',
        "",
        'https://x.example/in/c,"Broken "Quote" Cy",x',
        "https://x.example/in/d,Dee,last",
        "https://x.example/in/e,Eve,no newline at the end",
      ].join("\n");
      writeFileSync(path, text);
      const streamed = [];
      for await (const e of readCsvEntries(path)) streamed.push(e);
      const columns = await readCsvHeader(path);
      expect(columns).toEqual(["url", "name", "about\nthem"]);
      for (const size of [1, 2, 100]) {
        const chunked = [];
        for await (const c of readCsvChunks(path, size))
          chunked.push(...chunkRecords(c.bytes, c.firstLine, undefined, columns));
        expect(chunked).toEqual(streamed);
      }
      expect(
        streamed.map((e) => [
          e.line,
          "bad" in e ? "bad" : (e as { record: Record<string, string> }).record.name,
        ]),
      ).toEqual([
        [3, "Ann"],
        [5, "Bob"],
        [7, "bad"],
        [8, "Dee"],
        [9, "Eve"],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
