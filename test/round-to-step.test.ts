// Rounding to a multiple of 10, 100, … (language.md §8.7, drafter33's finding 3): `round(x, -2,
// down)` for "Dotace se zaokrouhluje na celé stokoruny dolů" / "auf volle 100 Euro abgerundet".
// The engine's rounding, exact, at the edges the law cares about — whole hundreds, a half in each
// mode, just past a half, negative values — then a výzva's grant computed so (schemes/drafted_vyzva,
// its čl. 5(2) written with it) in every mode, its explanation in every language, and the checks.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { Decimal, roundTo, type RoundingMode } from "@allot/runtime";
import { errorsOf, resultOf as row, runScheme as run } from "./support/scheme";

const MODES: RoundingMode[] = ["down", "up", "half_up", "half_down", "half_even", "floor", "ceiling"];
const to = (x: string, places: number) => MODES.map((m) => roundTo(new Decimal(x), places, m).toFixed());

describe("the engine's rounding to a multiple", () => {
  // hand-worked: [value, places, down, up, half_up, half_down, half_even, floor, ceiling]
  const cases: [string, number, ...string[]][] = [
    ["449900", -2, "449900", "449900", "449900", "449900", "449900", "449900", "449900"], // whole hundreds: unchanged in every mode
    ["449999.2", -2, "449900", "450000", "450000", "450000", "450000", "449900", "450000"],
    ["449950", -2, "449900", "450000", "450000", "449900", "450000", "449900", "450000"], // a half, 4499 odd: even is up
    ["449850", -2, "449800", "449900", "449900", "449800", "449800", "449800", "449900"], // a half, 4498 even: even is down
    ["449950.01", -2, "449900", "450000", "450000", "450000", "450000", "449900", "450000"], // just past a half
    ["449949.99", -2, "449900", "450000", "449900", "449900", "449900", "449900", "450000"], // just below a half
    ["-449950", -2, "-449900", "-450000", "-450000", "-449900", "-450000", "-450000", "-449900"], // negative: down towards zero, floor towards −∞
    ["-449999.2", -2, "-449900", "-450000", "-450000", "-450000", "-450000", "-450000", "-449900"],
    ["1250", -3, "1000", "2000", "1000", "1000", "1000", "1000", "2000"],
    ["1500", -3, "1000", "2000", "2000", "1000", "2000", "1000", "2000"],
    ["49.99", -2, "0", "100", "0", "0", "0", "0", "100"],
    ["0", -2, "0", "0", "0", "0", "0", "0", "0"],
    ["15", -1, "10", "20", "20", "10", "20", "10", "20"],
  ];
  for (const [x, places, ...want] of cases) it(`${x} to ${places}`, () => expect(to(x, places)).toEqual(want));
  it("a value of 34 digits is rounded exactly", () => {
    expect(roundTo(new Decimal("1234567890123456789012345678901234"), -2, "down").toFixed()).toBe("1234567890123456789012345678901200");
    expect(roundTo(new Decimal("0.0000000000000000000000000000000001"), -2, "up").toFixed()).toBe("100");
  });
});

const dir = resolve(__dirname, "../schemes/drafted_vyzva");
const vyzva = readFileSync(join(dir, "obnova_venkova.allot"), "utf8");
const input = JSON.parse(readFileSync(join(dir, "data/vyzva2027.json"), "utf8"));
/** V09 (950 inhabitants: 80 %) with eligible costs `costs`: the grant computed, in mode `mode` */
const grant = (costs: string, mode = "down"): string => {
  const text = vyzva.replace("round(sazba × uznatelne_naklady, -2, down)", `round(sazba × uznatelne_naklady, -2, ${mode})`);
  const apps = input.applications.map((a: Record<string, unknown>) => (a.id === "V09" ? { ...a, uznatelne_naklady: costs } : a));
  return row(run(text, { ...input, applications: apps }), "V09").requested!;
};

describe("čl. 5(2): the grant rounded down to whole hundreds of CZK", () => {
  it("is written round(sazba × uznatelne_naklady, -2, down)", () => expect(vyzva).toContain("round(sazba × uznatelne_naklady, -2, down)"));
  it("80 % of the costs, in each mode", () => {
    // 80 % of 562500.00 = 450000.00 (whole hundreds); of 562499.00 = 449999.20; of 562437.50 = 449950.00 (a half); of 562312.50 = 449850.00 (a half, even below)
    expect(MODES.map((m) => [grant("562500.00", m), grant("562499.00", m), grant("562437.50", m), grant("562312.50", m)])).toEqual([
      ["450000.00", "449900.00", "449900.00", "449800.00"],
      ["450000.00", "450000.00", "450000.00", "449900.00"],
      ["450000.00", "450000.00", "450000.00", "449900.00"],
      ["450000.00", "450000.00", "449900.00", "449800.00"],
      ["450000.00", "450000.00", "450000.00", "449800.00"],
      ["450000.00", "449900.00", "449900.00", "449800.00"],
      ["450000.00", "450000.00", "450000.00", "449900.00"],
    ]);
  });
  it("the cap still applies after the rounding", () => expect(grant("2000000.00")).toBe("1500000.00"));
  it("the explanation tells the rounding as the law says it, in every language", () => {
    // the ceiling in the law's words too since ademe40 (FINDINGS39 9): "up to a ceiling of", not "min(…, 1500000 CZK)"
    const told = (language: string) => row(run(vyzva.replace("  language en\n", `  language ${language}\n`), input), "V09").explanation.map((s) => s.text).find((t) => t.includes("sazba × uznatelne_naklady "))!;
    expect(told("en")).toBe("The amount: the grant = sazba × uznatelne_naklady rounded down to a multiple of 100, up to a ceiling of 1500000 CZK = 449900.00 CZK (sazba 'the aid rate': 80%; uznatelne_naklady 'the eligible costs': 562499.00 CZK).");
    expect(["nl", "de", "pl", "es", "fr"].map((l) => told(l).replace(/[\u00a0\u202f]/g, " ").split(" = ")[1])).toEqual([
      "sazba × uznatelne_naklady naar beneden afgerond op een veelvoud van 100, met een maximum van 1.500.000 CZK",
      "sazba × uznatelne_naklady abgerundet auf ein Vielfaches von 100, höchstens 1.500.000 CZK",
      "sazba × uznatelne_naklady zaokrąglone w dół do wielokrotności 100, nie więcej niż 1 500 000 CZK",
      "sazba × uznatelne_naklady redondeado a la baja a un múltiplo de 100, con el límite de 1.500.000 CZK",
      "sazba × uznatelne_naklady arrondi vers le bas à un multiple de 100, dans la limite de 1 500 000 CZK",
    ]);
  });
});

describe("the checks", () => {
  const with_ = (formula: string) => vyzva.replace("round(sazba × uznatelne_naklady, -2, down)", formula);
  it("negative places are whole numbers written out, at most 18 before the point", () => {
    expect(errorsOf(with_("round(sazba × uznatelne_naklady, -18, down)"))).toEqual([]);
    expect(errorsOf(with_("round(sazba × uznatelne_naklady, -19, down)"))).toEqual(["AL0303 expected at most 18 places before the point, found '-19'"]);
    expect(errorsOf(with_("round(sazba × uznatelne_naklady, -2.5, down)"))).toEqual(["AL0303 expected the number of decimal places as a whole number, found '-2.5'"]);
  });
  it("power's places are decimal places only", () => {
    expect(errorsOf(with_("round(sazba × uznatelne_naklady, -2, down) × power(1.01, 2, -1, down)"))[0]).toBe("AL0303 expected the number of decimal places as a whole number, found '-1'");
  });
});
