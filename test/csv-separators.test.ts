// CSV as spreadsheets write it, any separator (adversary14): a table of texts — quotes, commas,
// semicolons, tabs, line breaks, a byte-order mark — written RFC 4180 style with ',', ';' or a tab
// reads back as the same applications, whichever separator the file uses. Seeded; FUZZ_LONG=1
// runs longer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FieldSpec } from "@allot/runtime";
import { readCsv, separatorOf } from "../packages/dsl/src/data/csv.js";

const runs = process.env["FUZZ_LONG"] ? 2000 : 150;
const text = (name: string): FieldSpec => ({ name, type: { k: "text" }, optional: true, unique: false });
const names = ["id", "applicant", "note", "place"];
const fields = names.map(text);

const cellText = fc.string({ unit: fc.constantFrom("a", "Ż", " ", ",", ";", "\t", '"', "\n", "\r\n", "=", "é", "'"), minLength: 1, maxLength: 8 });

function write(rows: readonly string[][], sep: string, bom: boolean): string {
  const quote = (c: string) => (/[",;\t\r\n]/.test(c) || c.trim() !== c ? `"${c.replace(/"/g, '""')}"` : c);
  return (bom ? "\ufeff" : "") + [names, ...rows].map((r) => r.map(quote).join(sep)).join("\r\n") + "\r\n";
}

describe("CSV separators", () => {
  it("the header row decides: ',' wherever it has one, else ';', else a tab", () => {
    expect(separatorOf("id,note\nA;1,x\n")).toBe(",");
    expect(separatorOf("id;note\nA,1;x\n")).toBe(";");
    expect(separatorOf("\ufeffid\tnote\nA;1\tx\n")).toBe("\t");
    expect(separatorOf("id\nA;1\n")).toBe(",");
  });

  it("any table reads back the same with ',', ';' or a tab, a byte-order mark or none", () => {
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 6 }), fc.constantFrom(",", ";", "\t"), fc.boolean(), (rows, sep, bom) => {
        const read = readCsv(write(rows, sep, bom), fields, {}, "t.csv");
        expect(read.headers).toEqual(names);
        expect(read.applications).toEqual(rows.map((r) => Object.fromEntries(names.map((n, i) => [n, r[i]]))));
      }),
      { seed: 1403, numRuns: runs },
    );
  });
});
