// The size of the reserve list: a number the scheme writes, every application not funded
// (`reserve all`), or a number the call gives (`reserve call.reserve_size`). A size the call
// cannot give, or one that is not a whole number of zero or more, is an error of the input.
import type { AllocationSpec, Rec } from "../spec.js";
import { callValue, InvalidInput } from "../invalid.js";

export function reserveSize(alloc: AllocationSpec, call: Rec): number {
  const r = alloc.reserve;
  if (r === undefined) return 0;
  if (r === "all") return Number.POSITIVE_INFINITY;
  if (typeof r === "number") return r;
  const v = callValue("size of the reserve list", () => r(call));
  if (!v.isInteger() || v.isNeg()) {
    throw new InvalidInput([{ record: "call", path: "size of the reserve list", expected: "a whole number of zero or more", found: v.toString(), message: `the size of the reserve list is ${v.toString()}: it must be a whole number of zero or more`, severity: "error" }]);
  }
  return v.toNumber();
}
