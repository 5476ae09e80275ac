// A last day to object before the year 0 is a date the notice can write, not one "after the year
// 9999" (publish.ts noticeDates, mend27): only a day after 9999-12-31 is beyond.
import { describe, expect, it } from "vitest";
import { noticeDates } from "../packages/runtime/src/index.js";
import { parseDate } from "../packages/runtime/src/time.js";

const spec = (day: number) => ({ date: () => day, objection: { count: 6, unit: "week" as const } }) as unknown as Parameters<typeof noticeDates>[0];

describe("noticeDates at the ends of the years it can write", () => {
  it("a last day before the year 0 is that day, not beyond the year 9999", () => {
    const day = parseDate("0000-01-01")! - 400;
    const d = noticeDates(spec(day), {});
    expect(d.objectionBeyond).toBeUndefined();
    expect(d.objectionUntil).toMatch(/^-0000\d\d-\d\d-\d\d$/);
  });
  it("a last day after 9999-12-31 is beyond", () => {
    expect(noticeDates(spec(parseDate("9999-12-01")!), {})).toEqual({ date: "9999-12-01", objectionBeyond: true });
    expect(noticeDates(spec(parseDate("9999-11-01")!), {})).toEqual({ date: "9999-11-01", objectionUntil: "9999-12-13" });
  });
});
