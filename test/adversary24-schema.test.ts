// The input JSON Schema states the 34 significant digits Allot's decimals hold (adversary23's
// finding: the validator refuses a text of 35, the schema's pattern took any length). For a
// decimal, a percentage and an amount written as text, ajv under the published schema and the
// validator accept and refuse the same texts: 34 significant digits wherever the point and the
// zeros around them stand, and 35.
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { inputSchema, validateInput } from "@allot/runtime";
import { compiled, preamble } from "./support/scheme.js";

const scheme = compiled(`${preamble("Digits")}call {
  budget: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  d: decimal
  p: percentage
}
ranking per art1 {
  by id lowest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
}
`);

const ajv = new Ajv2020({ allErrors: true, strict: false });
const schemaAccepts = ajv.compile(inputSchema(scheme));
const base = { id: "A", asked: "1.00", d: "1", p: "1%" };

/** Whether the validator and the schema accept the application with `field` set to `text`. */
function both(field: "d" | "p" | "asked", text: string): { validator: boolean; schema: boolean } {
  const doc = { call: { budget: "10.00" }, applications: [{ ...base, [field]: text }] };
  const v = validateInput(scheme, doc as never);
  return { validator: !v.issues.some((i) => i.severity === "error"), schema: schemaAccepts(doc) as boolean };
}

const digits34 = "1234567890123456789012345678901234";
const digits35 = digits34 + "5";
/** A run of digits written with the point at every place, and zeros before and after. */
function forms(ds: string): string[] {
  const out: string[] = [];
  for (let at = 1; at < ds.length; at++) out.push(`${ds.slice(0, at)}.${ds.slice(at)}`);
  return [ds, `-${ds}`, `000${ds}`, `${ds}000`, `${ds}.000`, `0.000${ds}`, `0.${ds}000`, `-0.0${ds}0`, `00.${ds}`, ...out];
}

describe("34 significant digits, stated by the schema as the validator reads them", () => {
  const cases = [
    ...forms(digits34).map((t) => ({ t, ok: true })),
    ...forms(digits35).map((t) => ({ t, ok: false })),
    ...forms("1000000000000000000000000000000001").map((t) => ({ t, ok: true })),
    ...forms("10000000000000000000000000000000001").map((t) => ({ t, ok: false })),
    { t: "1" + "0".repeat(200), ok: true },
    { t: "0." + "0".repeat(200) + "1", ok: true },
    { t: "0." + "0".repeat(200), ok: true },
    { t: "1" + "0".repeat(100) + "1", ok: false },
    { t: "100.00000000000000000000000000000001", ok: false },
    { t: "0", ok: true },
  ];
  it("a decimal: the schema accepts exactly what the validator accepts", () => {
    for (const { t, ok } of cases) expect({ t, ...both("d", t) }).toEqual({ t, validator: ok, schema: ok });
  });
  it("a percentage: the same digits before the '%'", () => {
    for (const { t, ok } of cases) for (const pct of [`${t}%`, `${t} %`]) expect({ pct, ...both("p", pct) }).toEqual({ pct, validator: ok, schema: ok });
  });
  it("an amount (EUR): the same digits, within its two decimals", () => {
    const amounts = [
      { t: digits34.slice(0, 32) + ".12", ok: true },
      { t: digits34.slice(0, 33) + ".12", ok: false },
      { t: digits34.slice(0, 32) + ".1200", ok: true },
      { t: "0.01", ok: true },
      { t: "1" + "0".repeat(40) + ".00", ok: true },
      { t: "1" + "0".repeat(40) + ".01", ok: false },
    ];
    for (const { t, ok } of amounts) expect({ t, ...both("asked", t) }).toEqual({ t, validator: ok, schema: ok });
  });
  it("the schema says the limit in words", () => {
    const props = (inputSchema(scheme) as any).$defs.Application.properties;
    for (const f of ["d", "p", "asked"]) expect(JSON.stringify(props[f])).toContain("34 significant digits");
  });
});
