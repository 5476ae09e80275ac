// The one marker helper (narration/markers.ts): words made with markers where a row's values go,
// cut into constant parts and slots, refused where a marker is doubled, stray or (asked) missing.
import { describe, expect, it } from "vitest";
import { cutAtMarkers, fillCut, marker, STRAY } from "../packages/runtime/src/narration/markers.js";

describe("markers", () => {
  it("cuts a text at its markers into parts and the slots between them, in the text's order", () => {
    const text = `Granted ${marker(1)} of the ${marker(0)} asked (${marker(2)} left).`;
    const cut = cutAtMarkers(text, 3, true);
    expect(cut).toEqual({ parts: ["Granted ", " of the ", " asked (", " left)."], slots: [1, 0, 2] });
    expect(fillCut(cut!, (k) => ["100 EUR", "80 EUR", "20 EUR"][k]!)).toBe("Granted 80 EUR of the 100 EUR asked (20 EUR left).");
  });

  it("keeps a text without markers whole, and markers at either end as empty parts", () => {
    expect(cutAtMarkers("Not ranked.", 2, false)).toEqual({ parts: ["Not ranked."], slots: [] });
    expect(cutAtMarkers(marker(0) + marker(1), 2, true)).toEqual({ parts: ["", "", ""], slots: [0, 1] });
  });

  it("refuses a doubled marker, a marker beyond the slots asked, the stray marker, and (every) a missing one", () => {
    expect(cutAtMarkers(`${marker(0)} and ${marker(0)}`, 1, false)).toBeUndefined();
    expect(cutAtMarkers(`${marker(0)} and ${marker(3)}`, 3, false)).toBeUndefined();
    expect(cutAtMarkers(`${marker(0)} of ${STRAY}`, 3, false)).toBeUndefined();
    expect(cutAtMarkers(`only ${marker(1)}`, 2, true)).toBeUndefined();
    expect(cutAtMarkers(`only ${marker(1)}`, 2, false)).toEqual({ parts: ["only ", ""], slots: [1] });
  });

  it("has one character a slot, none for a slot out of range", () => {
    expect(marker(0)).toHaveLength(1);
    expect(new Set(Array.from({ length: 255 }, (_, k) => marker(k))).size).toBe(255);
    expect(() => marker(255)).toThrow(RangeError);
    expect(() => marker(-1)).toThrow(RangeError);
    expect(() => marker(1.5)).toThrow(RangeError);
  });
});
