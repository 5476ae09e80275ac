// AL0521's hint for a cap of grants written `round(…, 0, down)` (words30, the brief's item 1).
// round(…) of places 0 is still a decimal, so the cap is refused; the hint suggested wrapping it
// whole, "floor(round(10% * call.students[field], 0, down))", where the drafter meant the
// rounding they wrote: floor(…) for down (and floor), ceil(…) for up (and ceiling).
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { group } from "./support/groupCap.js";

const hintOf = (cap: string): string | undefined => {
  const d = analyze(group(cap)).diagnostics.filter((x) => x.severity === "error");
  expect(d.map((x) => `${x.code} ${x.message}`)).toEqual(["AL0521 expected a whole number of grants, found decimal"]);
  return d[0]!.hint;
};

describe("AL0521: a cap rounded to 0 places is told the whole-number function of its rounding", () => {
  it("round(…, 0, down): floor(…) of what was rounded, not floor(round(…))", () => {
    expect(hintOf("round(10% * call.students[field], 0, down)")).toBe("round(…, 0, down) is still a decimal: write floor(10% * call.students[field]), the whole number rounding down, which the group's number of grants takes");
  });
  it("round(…, 0, ceiling) inside max(1, …): ceil(…) in its place", () => {
    expect(hintOf("max(1, round(10% * call.students[field], 0, ceiling))")).toBe("round(…, 0, ceiling) is still a decimal: write max(1, ceil(10% * call.students[field])), the whole number rounding up, which the group's number of grants takes");
  });
  it("round(…, 0, half_up) has no whole-number function: floor or ceil of what was rounded, said as before", () => {
    expect(hintOf("round(10% * call.students[field], 0, half_up)")).toBe("a share of a figure is a decimal: make it a whole number the way the law says, floor(10% * call.students[field]) rounding down or ceil(10% * call.students[field]) rounding up");
  });
  it("a share not rounded keeps mendlaw29's hint", () => {
    expect(hintOf("10% * call.students[field]")).toBe("a share of a figure is a decimal: make it a whole number the way the law says, floor(10% * call.students[field]) rounding down or ceil(10% * call.students[field]) rounding up");
  });
});
