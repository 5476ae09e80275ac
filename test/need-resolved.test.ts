// A spec's `needs` resolved once (ops.ts `needOf`, perf25): `missingOf` of the resolved need gives
// the very MissingValue `missingFor` of the spec's `needs` gives (the one `need` throws, by
// identity), or undefined where it does, for every form — a field, a presence test with both,
// one or no branch, nested — over records that hold each field, lack it, or hold null.
import { describe, expect, it } from "vitest";
import { missingFor, missingOf, needOf } from "../packages/runtime/src/ops.js";
import type { Needs } from "../packages/runtime/src/spec.js";

const forms: Needs[] = [
  "band",
  { ifPresent: "submitted", then: "submitted_date", else: "filed" },
  { ifPresent: "submitted", else: "filed" },
  { ifPresent: "submitted", then: "filed" },
  { ifPresent: "submitted" },
  { ifPresent: "a", then: { ifPresent: "b", then: "c", else: "d" }, else: "e" },
];
const fields = ["band", "submitted", "submitted_date", "filed", "a", "b", "c", "d", "e"];
/** every record over `fields` whose fields are absent, null or 1, in turn (3^9 of them) */
function* records(): Generator<Record<string, unknown>> {
  for (let m = 0; m < 3 ** fields.length; m++) {
    const r: Record<string, unknown> = {};
    for (let f = 0, x = m; f < fields.length; f++, x = Math.floor(x / 3)) if (x % 3) r[fields[f]!] = x % 3 === 1 ? null : 1;
    yield r;
  }
}

describe("a need resolved once", () => {
  it("gives the same MissingValue as the spec's needs, for every form and record", () => {
    let missing = 0;
    for (const n of forms) {
      const need = needOf(n);
      for (const r of records()) {
        const want = missingFor(r, n);
        expect(missingOf(r, need)).toBe(want);
        if (want !== undefined) missing++;
      }
    }
    expect(missing).toBeGreaterThan(10_000);
    expect(needOf(undefined)).toBeUndefined();
    expect(missingOf({}, undefined)).toBeUndefined();
  });
});
