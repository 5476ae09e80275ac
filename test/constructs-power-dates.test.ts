// power and the parts of a date (issue 17), worked by hand. The price cap of a real call: "6.00
// EUR per tonne × 0.98 to the power of the number of years since 2024", rounded to the cent;
// weekday and day of a moment on the clock of its declared zone; AL0602 for a part of a
// date-time with no zone; power's argument checks.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { analyze, load } from "@allot/dsl";
import { Decimal, evaluate, ops } from "@allot/runtime";

const minimal = readFileSync(join(__dirname, "../packages/dsl/test/corpus/good/minimal.allot"), "utf8");

const capScheme = minimal
  .replace("  budget: money(EUR)\n", "  budget: money(EUR)\n  price_date: date\n")
  .replace("  requested: money(EUR)\n", "  requested: money(EUR)\n  tonnes: integer in 0..1000\n  received: datetime(\"Europe/Warsaw\")\n")
  .replace("criterion quality_points", "let cap = round(6.00 EUR * power(0.98, year(call.price_date) - 2024), 2, half_up)\n\ncriterion quality_points")
  .replace("  amount requested", "  amount min(requested, cap * tonnes)")
  .replace("rule on_time \"Received on time\": received_on_time", "rule on_time \"Received on time\": received_on_time and weekday(received) <= 5");

function outcome(priceDate: string, apps: Array<{ id: string; tonnes: number; received: string }>) {
  const scheme = load(analyze(capScheme));
  const { result } = evaluate(scheme, {
    call: { budget: "100000.00", price_date: priceDate, lot: apps.map((a) => a.id) },
    applications: apps.map((a) => ({ id: a.id, received_on_time: true, quality: 5, requested: "1000.00", tonnes: a.tonnes, received: a.received })),
  });
  return Object.fromEntries(result.results.map((r) => [r.id, { status: r.status, amount: r.amount }]));
}

describe("the price cap 6.00 EUR × 0.98^(years since 2024)", () => {
  it("checks clean", () => {
    expect(analyze(capScheme).diagnostics).toEqual([]);
  });

  it("in 2027: 0.98^3 = 0.941192, × 6.00 = 5.647152 → 5.65 EUR per tonne; 100 t → 565.00", () => {
    expect(outcome("2027-03-01", [{ id: "A", tonnes: 100, received: "2027-02-05T10:00:00" }])["A"]).toEqual({ status: "funded", amount: "565.00" });
  });

  it("in 2024: 0.98^0 = 1, the cap is 6.00; 100 t → 600.00; 200 t → 1 200.00, above the 1 000.00 asked → 1 000.00", () => {
    const o = outcome("2024-06-30", [
      { id: "A", tonnes: 100, received: "2024-06-03T10:00:00" },
      { id: "B", tonnes: 200, received: "2024-06-03T11:00:00" },
    ]);
    expect(o["A"]).toEqual({ status: "funded", amount: "600.00" });
    expect(o["B"]).toEqual({ status: "funded", amount: "1000.00" });
  });

  it("in 2044: 0.98^20 = 0.66760797175509449291768110925469464…, × 6.00 = 4.00564783… → 4.01; 100 t → 401.00", () => {
    // 0.98^20 has 40 significant digits: held to 34, which cannot move the cent
    expect(outcome("2044-01-02", [{ id: "A", tonnes: 100, received: "2044-01-04T10:00:00" }])["A"]).toEqual({ status: "funded", amount: "401.00" });
  });
});

describe("power", () => {
  it("is exact on the digits: 0.98^3 = 0.941192, 1.5^2 = 2.25, 2^10 = 1024, 0.5^-2 = 4", () => {
    expect(ops.power(new Decimal("0.98"), 3).toString()).toBe("0.941192");
    expect(ops.power(new Decimal("1.5"), new Decimal(2)).toString()).toBe("2.25");
    expect(ops.power(new Decimal(2), 10).toString()).toBe("1024");
    expect(ops.power(new Decimal("0.5"), -2).toString()).toBe("4");
  });

  it("rounded, rounds the exact value once: 0.98^20 = 0.6676079717… → 0.667608 (6 places, half up); 0.98^-2 = 1.0412328196… → 1.0412 (4 places, down)", () => {
    expect(ops.powerRounded(new Decimal("0.98"), 20, 6, "half_up").toString()).toBe("0.667608");
    expect(ops.powerRounded(new Decimal("0.98"), -2, 4, "down").toString()).toBe("1.0412");
    // 1.05^2 = 1.1025 exactly: half-even to 3 places keeps the even 1.102, half-up gives 1.103
    expect(ops.powerRounded(new Decimal("1.05"), 2, 3, "half_even").toString()).toBe("1.102");
    expect(ops.powerRounded(new Decimal("1.05"), 2, 3, "half_up").toString()).toBe("1.103");
  });

  it("is the repeated product, for small bases and exponents (property, seeded)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -999, max: 999 }), fc.integer({ min: 0, max: 6 }), (hundredths, n) => {
        const b = new Decimal(hundredths).div(100);
        let product = new Decimal(1);
        for (let i = 0; i < n; i++) product = product.times(b);
        expect(ops.power(b, n).eq(product)).toBe(true);
      }),
      { seed: 17, numRuns: 300 },
    );
  });

  it("refuses what is undefined: zero to a negative power, a fractional or huge exponent", () => {
    expect(() => ops.power(new Decimal(0), -1)).toThrow(/zero to a negative power/);
    expect(() => ops.power(new Decimal(2), new Decimal("1.5"))).toThrow(/whole number/);
    expect(() => ops.power(new Decimal(2), 10000)).toThrow(/beyond/);
  });

  it("checks its arguments: a whole-number exponent, a number as base, both places and mode or neither", () => {
    const withLet = (value: string) => minimal.replace("criterion quality_points", `let x = ${value}\n\ncriterion quality_points`).replace("total >= 4\n", "total >= 4 and x > 0\n");
    const first = (value: string) => analyze(withLet(value)).diagnostics[0];
    expect(first("power(0.98, 1.5)")?.message).toBe("expected a whole-number exponent for power, found the number 1.5");
    expect(first("power(6 EUR, 2)")?.hint).toContain("6.00 EUR * power(0.98, years)");
    expect(first("power(0.98, 2, 4)")?.message).toBe("power takes 2 or 4 arguments, found 3");
    expect(first("power(0.98, 2, 4, halfup)")?.code).toBe("AL0205");
    expect(analyze(withLet("power(0.98, quality)")).diagnostics).toEqual([]);
  });
});

describe("parts of a date", () => {
  it("weekday is read on the zone's clock: 2024-12-21T00:30 in Warsaw is a Saturday (in UTC still Friday 23:30)", () => {
    // A: Friday 20 December 23:30 Warsaw → weekday 5 → eligible
    // B: Saturday 21 December 00:30 Warsaw (= Friday 23:30 UTC) → weekday 6 → refused
    // C: Monday 23 December 09:00 → weekday 1 → eligible
    const o = outcome("2024-12-01", [
      { id: "A", tonnes: 1, received: "2024-12-20T23:30:00" },
      { id: "B", tonnes: 1, received: "2024-12-21T00:30:00" },
      { id: "C", tonnes: 1, received: "2024-12-23T09:00:00" },
    ]);
    expect(o["A"]!.status).toBe("funded");
    expect(o["B"]!.status).toBe("ineligible");
    expect(o["C"]!.status).toBe("funded");
  });

  it("of a date: 2024-02-29 is year 2024, month 2, day 29, a Thursday (4)", () => {
    const day = Date.UTC(2024, 1, 29) / 86_400_000;
    expect([ops.year(day), ops.month(day), ops.day(day), ops.weekday(day)].map(String)).toEqual(["2024", "2", "29", "4"]);
    // a Sunday is 7, not 0
    expect(String(ops.weekday(Date.UTC(2024, 2, 3) / 86_400_000))).toBe("7");
  });

  it("AL0602: a part of a date-time with no zone", () => {
    const text = minimal.replace("received_on_time\n", "received_on_time and year(2024-05-01T10:00) = 2024\n");
    const d = analyze(text).diagnostics;
    expect(d.map((x) => x.code)).toEqual(["AL0602"]);
    expect(text.slice(d[0]!.span.start, d[0]!.span.end)).toBe("2024-05-01T10:00");
  });

  it("checks its argument: a date or a date-time", () => {
    const text = minimal.replace("received_on_time\n", "received_on_time and month(quality) = 2\n");
    expect(analyze(text).diagnostics[0]?.message).toBe("month takes a date or a date-time, found integer in 1..5");
  });
});
