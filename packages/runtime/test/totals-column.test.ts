// The totals in minor units read the walk's column of grants where select.ts has one (seed40):
// not a call per row of `granted`, a closure made anew per regime and run — a new call target
// there each time, which threw away minorSums' optimized code and boxed its sums row by row
// (seed001: 31 bytes an application) until it was compiled again.
import { describe, expect, it } from "vitest";
import { budgetTotals, type TotalsInput } from "../src/engine/selectTotals.js";
import { MinorArith } from "../src/engine/arith.js";
import { Decimal } from "../src/decimal.js";
import { FUNDED, INDETERMINATE, NOT_FUNDED } from "../src/engine/allocate.js";

function input(grantedColumn: ArrayLike<number> | undefined, granted: (r: number) => number): TotalsInput<number> {
  const arith = new MinorArith(2, true);
  const asks = Int32Array.from([100_00, 250_00, 40_00, 75_00]);
  const rr = { regime: { allocation: { unit: "EUR" } }, rows: 4, quotaBits: new Uint8Array(0) };
  return {
    rr: rr as unknown as TotalsInput<number>["rr"],
    budget: new Decimal("400"),
    prorata: false,
    a: arith as unknown as TotalsInput<number>["a"],
    arith,
    amounts: { arith, asks, budget: 400_00, limits: [] },
    status: Uint8Array.from([FUNDED, FUNDED, NOT_FUNDED, INDETERMINATE]),
    granted,
    ...(grantedColumn ? { grantedColumn } : {}),
    order: Uint32Array.from([1, 0, 2, 3]),
    notAssessed: undefined,
    fmt: (v) => arith.format(v as number),
    finalRemaining: "indeterminate",
    coefficient: {},
    groupTotals: undefined,
    moreTotals: undefined,
    proRataSums: undefined,
    staged: undefined,
  } as TotalsInput<number>;
}

describe("budgetTotals in minor units", () => {
  it("sums the grants from the walk's column, calling no closure per row, as the closure sums them", () => {
    const column = Int32Array.from([100_00, 250_00, 0, 0]);
    let calls = 0;
    const viaColumn = budgetTotals(input(column, (r) => (calls++, column[r]!)));
    expect(calls).toBe(0);
    const viaClosure = budgetTotals(input(undefined, (r) => column[r]!));
    expect(viaColumn).toEqual(viaClosure);
    expect(viaColumn.requested).toBe("465.00");
    expect(viaColumn.awarded).toBe("350.00");
    expect(viaColumn.undecided).toBe("50.00");
  });
});
