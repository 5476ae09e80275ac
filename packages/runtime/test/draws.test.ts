// The places of a lottery's draw (engine/draws.ts `DrawPlaces`): a hash table of the list's
// positions in a typed array, with a Map in its stead where ids crowd together. Both must give
// what a Map of id → last place gives: the place of every id listed, undefined for any other,
// and the count of different ids (validation's test that no id is listed twice). A probe bound
// of 0–2 forces the Map, while building the table or on a later lookup.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DrawPlaces, drawPlaces } from "../src/engine/draws.js";

describe("the places of a draw", () => {
  it("are a Map's, in the table and in the Map it falls back to", () => {
    // few different ids, so that some repeat; any UTF-16 units, the empty id included
    const id = fc.oneof(fc.constantFrom("", "A1", "A2", "P0000001", "\u{1F600}", "\uD800"), fc.string({ unit: "binary", maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(id, { maxLength: 60 }), fc.array(id, { maxLength: 20 }), fc.constantFrom(64, 0, 1, 2), (list, others, maxProbe) => {
        const reference = new Map<string, number>();
        list.forEach((x, i) => reference.set(x, i));
        const places = new DrawPlaces(list, maxProbe);
        expect(places.size).toBe(reference.size);
        for (const x of [...list, ...others]) expect(places.get(x)).toBe(reference.get(x));
      }),
      { numRuns: 2000, seed: 1515 },
    );
  });

  it("hold half a million ids, each at its place, and are computed once per list", () => {
    const list = Array.from({ length: 500_000 }, (_, i) => `P${String(i * 2 + 1).padStart(7, "0")}`).reverse();
    const places = drawPlaces(list);
    expect(places.size).toBe(list.length);
    expect(places.get("P0999999")).toBe(0);
    expect(places.get("P0000001")).toBe(499_999);
    expect(places.get("P0000002")).toBeUndefined();
    expect(drawPlaces(list)).toBe(places);
  });
});
