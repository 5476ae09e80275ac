// adversary23: inputs at their edges. A date-time's `T` and `Z` in lower case, which RFC 3339
// (§5.6, its note) allows: "2026-10-26T16:59:59z" was refused as "not a real date and time".
// Decided: read, as the instant the upper-case form names (in data: JSON, CSV, --set; a scheme's
// own literals keep one spelling, as the formatter writes them).
import { describe, expect, it } from "vitest";
import { momentProblem, parseMoment } from "@allot/runtime";

describe("a date-time in lower case (adversary23)", () => {
  const zone = "Europe/Dublin";
  it("reads `z` and `t` as `Z` and `T`", () => {
    const upper = ["2026-10-26T16:59:59Z", "2026-10-26T16:59:59.250Z", "2026-10-26T16:59Z", "2026-10-26T16:59:59+01:00", "2026-10-26T16:59:59"];
    const lower = ["2026-10-26T16:59:59z", "2026-10-26t16:59:59.250z", "2026-10-26t16:59z", "2026-10-26t16:59:59+01:00", "2026-10-26t16:59:59"];
    const read = (xs: string[]) => xs.map((s) => [parseMoment(s, zone), momentProblem(s, zone) ?? "read"]);
    expect(read(lower)).toEqual(read(upper));
    expect(parseMoment("2026-10-26T16:59:59z", zone)).toBe(Date.UTC(2026, 9, 26, 16, 59, 59));
  });
  it("still refuses what is not a date-time", () => {
    for (const s of ["2026-10-26x16:59:59", "2026-10-26T16:59:59zz", "2026-10-26T16:59:59y", "2026-10-26T16:59:59 z"]) expect(parseMoment(s, zone)).toBeUndefined();
  });
});
