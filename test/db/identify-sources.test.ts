/**
 * The identify index is built from a few fields the engine pulls out of the stored record
 * (IdentifyRepository.sources) instead of whole records: on both engines, the profile built from
 * them is the one a whole record gives, for demo people and for the identify fixture (company
 * websites left to the company's record, past employers, accents, no experience at all), and a
 * person who does not exist is simply absent.
 */
import { describe, expect, test } from "bun:test";
import { profileOf } from "../../src/domain/identify/profile.ts";
import type { Contact } from "../../src/domain/model.ts";
import { type Engine, storeOpener } from "../helpers/stores.ts";
import { seedIdentifyFixture } from "../http/identify-fixture.ts";

const stores = storeOpener();

for (const engine of ["sqlite", "postgres"] as Engine[])
  describe(`identify sources on ${engine}`, () => {
    test("profiles from the sources equal profiles from whole records", async () => {
      const storage = await stores.open(engine);
      await seedIdentifyFixture(storage, 300);
      const ids = Array.from({ length: 340 }, (_, i) => i + 1);
      const [sources, people, contacts] = await Promise.all([
        storage.identify.sources([...ids, 999_999]),
        storage.people.getMany(ids),
        storage.identify.contactsOf(ids),
      ]);
      expect(people.length).toBeGreaterThan(300);
      expect(sources.size).toBe(people.length);
      expect(sources.has(999_999)).toBe(false);
      let withWebsite = 0;
      for (const person of people) {
        const own = (contacts.get(person.id) ?? []) as Contact[];
        const source = sources.get(person.id);
        expect(source).toBeDefined();
        const fromSource = profileOf(source as NonNullable<typeof source>, own);
        expect(fromSource).toEqual(profileOf(person, own));
        if (fromSource.c.some((e) => e[2] !== null)) withWebsite++;
      }
      // Websites come from the company's record when the experience left them to it.
      expect(withWebsite).toBeGreaterThan(0);
    }, 120_000);
  });
