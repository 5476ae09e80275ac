// The totals per capped group (language reference §14.7) are counted from the walk's columns
// when they are first read (engine/groups.ts groupTotals), after the reserve list has turned rows
// not funded into reserve ones: what they count must be what the walk decided. Worked by hand.
import { describe, expect, it } from "vitest";
import { preamble } from "./support/scheme.js";
import { allocationScheme, explained, rows } from "./support/allocation.js";

const fields = "consortium: text  points: integer in 0..10  asked: money(EUR)";
const sources = `source art2 = law article 2 """\n  At most 50 EUR per applicant.\n  """\nsource art3 = law article 3 """\n  At most two grants per applicant.\n  """\n`;

function scheme(reserve: string): string {
  const body = `  group by consortium per art1 {
    at most 50 EUR per art2
    at most 2 grants per art3
    not on the reserve list
  }
${reserve}`;
  return allocationScheme({ head: preamble("Groups"), call: "budget: money(EUR)", fields, rules: sources, boundary: "skip per art1", body });
}

describe("the totals per group, counted when read", () => {
  // skip, budget 100, cap 50 EUR and 2 grants per consortium; ranked X1, X2, X3, X4, Y1, Z1.
  // X1 30 funded (cap 20 left, budget 70); X2 30 > 20: refused by the cap; X3 10 funded (cap 10
  // left, budget 60, 2 grants); X4 5: a third grant, refused; Y1 40 funded (budget 20);
  // Z1 45 > 20 left: passed over.
  const apps = [
    { id: "X1", consortium: "X", points: 9, asked: "30.00" },
    { id: "X2", consortium: "X", points: 8, asked: "30.00" },
    { id: "X3", consortium: "X", points: 7, asked: "10.00" },
    { id: "X4", consortium: "X", points: 6, asked: "5.00" },
    { id: "Y1", consortium: "Y", points: 5, asked: "40.00" },
    { id: "Z1", consortium: "Z", points: 4, asked: "45.00" },
  ];
  const totals = {
    X: { limit: "50.00", grants: 2, awarded: "40.00", funded: 2, members: 4 },
    Y: { limit: "50.00", grants: 2, awarded: "40.00", funded: 1, members: 1 },
    Z: { limit: "50.00", grants: 2, awarded: "0.00", funded: 0, members: 1 },
  };

  it("a reserve list does not change what the groups were granted, nor how many were funded", () => {
    // reserve 2: X2 and X4, refused by X's caps, could not be funded whatever the budget and are
    // never on the list (§14.11; before issue 15's eighth round they took its two places); Z1, passed
    // over for the budget, is. Reserve rows are neither funded nor granted anything.
    const r = explained(scheme("  reserve 2\n"), { budget: "100.00" }, apps);
    expect(rows(r)).toEqual(["X1:funded:30.00", "X2:not_funded:0.00", "X3:funded:10.00", "X4:not_funded:0.00", "Y1:funded:40.00", "Z1:reserve:0.00"]);
    expect(r.totals["main"]!.groups).toEqual(totals);
    // read again: the same record
    expect(r.totals["main"]!.groups).toBe(r.totals["main"]!.groups);
  });

  it("without a reserve list, the same totals", () => {
    const r = explained(scheme(""), { budget: "100.00" }, apps);
    expect(rows(r)).toEqual(["X1:funded:30.00", "X2:not_funded:0.00", "X3:funded:10.00", "X4:not_funded:0.00", "Y1:funded:40.00", "Z1:not_funded:0.00"]);
    expect(r.totals["main"]!.groups).toEqual(totals);
  });
});
