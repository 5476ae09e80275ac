// A quantity's unit (docs/language.md §6.4, unit40, FINDINGS39 5): `integer(m)`, `decimal(2, ha)`,
// `integer("m²")` — a number with its unit, as money has its currency. The unit is told after the
// number wherever the value is (a ranking's comparison, a rule's values, a reason, a let), in every
// language, in the JSON Schema's description and the hover; two units never mix (AL0301); a unit
// without meaning is AL0306.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, hover } from "@allot/dsl";
import { inputSchema } from "@allot/runtime";
import { compiled, preamble, resultOf as row, runScheme as run } from "./support/scheme";

const kDir = resolve(__dirname, "../schemes/drafted_kita");
const kita = readFileSync(join(kDir, "kita_satzung.allot"), "utf8");
const kInput = JSON.parse(readFileSync(join(kDir, "data/kita2027.json"), "utf8"));
const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ");
const texts = (r: { explanation: { text: string }[] }) => r.explanation.map((s) => flat(s.text));
const codes = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);

/** A scheme in `language` whose fields are quantities, a rule on each, and a reason that names them. */
const scheme = (language: string, fields = `distance: integer(m) in 0..100000 "the distance"\n  area: decimal(2, ha) "the area"`, rules = `rule near "Near" per art1: distance <= 1500\n    otherwise "{distance} away"\n  rule large "Large" per art1: area >= 1\n    otherwise "only {area}"`) => `${preamble("Units", language)}
call {
  budget: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  ${fields}
}
eligibility per art1 {
  ${rules}
}
ranking per art1 {
  by distance lowest first per art1
}
allocation per art1 {
  budget call.budget per art1
  amount asked
  at boundary skip per art1
}
`;
const input = {
  call: { budget: "1000" },
  applications: [
    { id: "A", asked: "100", distance: 650, area: "12.5" },
    { id: "B", asked: "100", distance: 2000, area: "0.75" },
  ],
};

describe("the checker", () => {
  it("integer(m), decimal(ha), decimal(2, ha), integer(\"m²\") check clean; a plain number joins a quantity", () => {
    expect(codes(scheme("en", `distance: integer(m)\n  area: decimal(2, ha)\n  floor: decimal("m²")\n  hall: decimal(ha)`, `rule near "Near" per art1: distance + 50 <= 1500 and floor > 10 and hall + area >= 1`))).toEqual([]);
  });
  it("two units never mix: a comparison, a sum, a let declared in another unit (AL0301)", () => {
    expect(codes(scheme("en", `distance: integer(m)\n  area: decimal(km)`, `rule near "Near" per art1: distance < area`))).toEqual(["AL0301 '<' expects two values of one unit, found integer(m) and decimal(km)"]);
    expect(codes(scheme("en", `distance: integer(m)\n  area: decimal(km)`, `rule near "Near" per art1: distance + area < 5`))).toEqual(["AL0301 '+' expects two values of one unit, found integer(m) and decimal(km)"]);
    const let_ = scheme("en", `distance: integer(m)\n  area: decimal(km)`, `rule near "Near" per art1: far < 5`).replace("eligibility per art1", "let far: decimal(km) = distance + 0 per art1\n\neligibility per art1");
    expect(codes(let_).map((c) => c.slice(0, 6))).toEqual(["AL0301"]);
    expect(codes(let_)[0]).toContain("integer(m)");
  });
  it("a unit without meaning (AL0306): empty, spaces around it, a number first, too long, on a type without units", () => {
    const bad = (field: string) => codes(scheme("en", `distance: integer(m)\n  area: decimal(ha)\n  x: ${field}`, `rule near "Near" per art1: distance < 5 and area < 1`)).filter((c) => !c.startsWith("AL0409"));
    expect(bad(`integer("")`)).toEqual(['AL0306 expected a unit such as m, ha, km or "m²", found an empty unit']);
    expect(bad(`integer(" m")`)).toEqual(['AL0306 expected a unit such as m, ha, km or "m²", found a unit with spaces around it, " m"']);
    expect(bad(`decimal(2, "1000 m")`)).toEqual(['AL0306 expected a unit such as m, ha, km or "m²", found a unit that starts with a digit or a sign, "1000 m"']);
    expect(bad(`integer("Quadratmeterflächen")`)).toEqual(['AL0306 expected a unit such as m, ha, km or "m²", found a unit of 19 characters, longer than 16']);
    expect(bad(`percentage(ha)`)).toEqual(["AL0306 expected no unit on a percentage, found 'ha': only an integer or a decimal is a quantity"]);
    expect(bad(`money(EUR, m)`)).toEqual(["AL0306 expected no unit on a money, found 'm': only an integer or a decimal is a quantity"]);
    expect(bad(`decimal(2, ha)`)).toEqual([]);
    // a currency's code is money's, not a quantity's unit; a unit of three capitals that is no currency stays one
    expect(bad(`decimal(2, EUR)`)).toEqual(["AL0301 expected the number of decimal places or a unit of a quantity, found 'EUR', a currency"]);
    expect(bad(`integer(GVE)`)).toEqual([]);
  });
  it("the hover shows the unit with the type; fmt keeps it", () => {
    const text = scheme("en");
    const h = hover(analyze(text), text.indexOf("distance <= 1500"));
    expect(h?.markdown).toContain("A whole number in m from 0 to 100000");
    const f = formatScheme(text.replace("decimal(2, ha)", "decimal( 2 ,ha )"));
    expect(f.ok && f.text).toContain("area: decimal(2, ha)");
  });
});

describe("the unit is told after the number", () => {
  it("drafted_kita's distance: 650 m gegenüber 700 m, and in the position's values (FINDINGS39 5)", () => {
    const k01 = row(run(kita, kInput), "K01");
    expect(texts(k01).find((t) => t.startsWith("Nach K02"))).toContain("ausschlaggebend ist die Entfernung zur Einrichtung (niedrigste zuerst): 650 m gegenüber 700 m.");
    expect(texts(k01).find((t) => t.startsWith("Rang 9"))).toContain("„die Entfernung zur Einrichtung“: 700 m)");
  });
  // a let's value (its computation), a ranking's key, a reason's value, in the language's digits
  const words: Record<string, [string, string]> = {
    en: ["12.5 ha", "2000 m away|only 0.75 ha"],
    de: ["12,5 ha", "2.000 m away|only 0,75 ha"],
    nl: ["12,5 ha", "2.000 m away|only 0,75 ha"],
    pl: ["12,5 ha", "2000 m away|only 0,75 ha"],
    es: ["12,5 ha", "2.000 m away|only 0,75 ha"],
    fr: ["12,5 ha", "2 000 m away|only 0,75 ha"],
    pt: ["12,5 ha", "2000 m away|only 0,75 ha"],
  };
  for (const [language, [hectares, reasons]] of Object.entries(words))
    it(`${language}: a let's value, a ranking's key and a reason`, () => {
      const text = scheme(language, undefined, `rule near "Near" per art1: distance <= 1500\n    otherwise "{distance} away"\n  rule large "Large" per art1: hectares >= 1\n    otherwise "only {area}"`).replace("eligibility per art1", 'let hectares "the hectares" = area + 0 per art1\n\neligibility per art1');
      const r = run(text, input);
      const a = texts(row(r, "A")).join("\n");
      expect(a).toContain(`: 650 m)`);
      // since ademe40, the let is told with its formula (12.50 ha + 0 = 12.5 ha): the value after it
      expect(a).toMatch(new RegExp(`the hectares ?: [^)]*= ${hectares.replace(".", "\\.")}\\)`));
      expect(a).not.toMatch(/650(?! m)/);
      expect(row(r, "B").reasons.map((x) => flat(x.message)).join("|")).toBe(reasons);
    });
});

describe("the JSON Schema", () => {
  it("describes the number's unit; the input stays the number alone", () => {
    const props = (inputSchema(compiled(scheme("en"))) as any).$defs.Application.properties;
    expect(props.distance.type).toBe("integer");
    expect(props.distance.description).toContain("a whole number in m (the number alone, without the unit)");
    expect(props.area.description).toContain("a decimal in ha");
  });
});

// FINDINGS39 1: "bis zum 1. August 2027 das erste Lebensjahr vollendet" (§§ 187(2), 188(2) BGB, §
// 902 ABGB): a year of life is completed at the end of the day before the birthday. `completed_years`
// (language.md §8.7.4) is that reading, `full_years` to the day after; `full_years` to the Stichtag
// is the common one ("aged 1 on 1 August").
describe("completed_years: the years of life as the BGB counts them", () => {
  const ageScheme = (f: string, rule = "last_day", to = "2027-08-01") => `${preamble("Alter", "de")}
call {
  budget: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  born: date "das Geburtsdatum"
}
let jahre "die vollendeten Lebensjahre" = ${f}(born, ${to}, ${rule}) per art1
eligibility per art1 {
  rule eins "Erstes Lebensjahr vollendet" per art1: jahre >= 1
    otherwise "nicht vollendet"
}
ranking per art1 {
  by born earliest first per art1
}
allocation per art1 {
  budget call.budget per art1
  amount asked
  at boundary skip per art1
}
`;
  const born = ["2026-07-31", "2026-08-01", "2026-08-02", "2026-08-03"];
  const statuses = (text: string, days = born) => {
    const r = run(text, { call: { budget: "1000" }, applications: days.map((d, i) => ({ id: `K${i}`, asked: "1", born: d })) });
    return days.map((_, i) => row(r, `K${i}`).status === "ineligible" ? "no" : "yes");
  };
  it("born 1 and 2 August 2026: completed by 1 August 2027; born 3 August not", () => {
    expect(codes(ageScheme("completed_years"))).toEqual([]);
    expect(statuses(ageScheme("completed_years"))).toEqual(["yes", "yes", "yes", "no"]);
    // full_years to the Stichtag, the common reading: the child born on 2 August is refused
    expect(statuses(ageScheme("full_years"))).toEqual(["yes", "yes", "no", "no"]);
    // the same as full_years to the day after
    expect(statuses(ageScheme("full_years", "last_day", "add_days(2027-08-01, 1)"))).toEqual(["yes", "yes", "yes", "no"]);
  });
  it("born 29 February 2024: the first year completed at the end of 27 February 2025 (last_day) or of 28 February (next_day)", () => {
    const leap = ["2024-02-29"];
    expect(statuses(ageScheme("completed_years", "last_day", "2025-02-26"), leap)).toEqual(["no"]);
    expect(statuses(ageScheme("completed_years", "last_day", "2025-02-27"), leap)).toEqual(["yes"]);
    expect(statuses(ageScheme("completed_years", "next_day", "2025-02-27"), leap)).toEqual(["no"]);
    expect(statuses(ageScheme("completed_years", "next_day", "2025-02-28"), leap)).toEqual(["yes"]);
  });
  it("the month-end rule is required (AL0408); the hover names the BGB", () => {
    expect(codes(ageScheme("completed_years").replace("(born, 2027-08-01, last_day)", "(born, 2027-08-01)")).map((c) => c.slice(0, 6))).toEqual(["AL0408"]);
    const text = ageScheme("completed_years");
    expect(hover(analyze(text), text.indexOf("completed_years") + 2)?.markdown).toContain("§§ 187(2), 188(2) BGB");
  });
});

describe("a default reason tells the quantity in the language's digits", () => {
  for (const [language, expected] of [["de", "1,5 ha"], ["fr", "1,5 ha"], ["en", "1.5 ha"]] as const)
    it(language, () => {
      const text = scheme(language, `distance: integer(m)\n  area: decimal(2, ha)`, `rule large "Large" per art1: big >= 10`).replace("eligibility per art1", 'let big "die Fläche" = area * 2 per art1\n\neligibility per art1');
      const r = run(text, { call: { budget: "1000" }, applications: [{ id: "A", asked: "100", distance: 5, area: "12.5" }, { id: "B", asked: "100", distance: 6, area: "0.75" }] });
      expect(flat(row(r, "B").reasons[0]!.message)).toMatch(new RegExp(`die Fläche ?: ${expected.replace(".", "\\.")}\\)$`));
    });
});
