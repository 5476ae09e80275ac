// adversary22 (adversary21's left): the records were taken to begin after the file's first LF, so
// a header row with a quoted line break put every record one line early, and a file whose lines
// end in CR alone (classic Mac OS, some old exports) named every record "line 1" — and its
// separator was read from the whole file, the header row being taken to run to the end. Decided:
// CR-only files are read (csv-parse finds their line end), their lines counted by CR; the header
// row ends at its first line break outside quotes.
import { describe, expect, it } from "vitest";
import type { FieldSpec } from "@allot/runtime";
import { readCsv, separatorOf } from "../packages/dsl/src/data/csv.js";

const fields = [
  { name: "id", type: { kind: "text" } },
  { name: "a", type: { kind: "text" } },
] as unknown as FieldSpec[];
const lines = (text: string) => {
  const r = readCsv(text, fields, {}, "in.csv");
  return r.applications.map((a, i) => `${String(a["id"]).replace(/\r?\n|\r/g, "⏎")}@${r.lines[i]}`);
};

describe("the line a CSV record is named by (adversary22)", () => {
  it("a header row with a quoted line break: the records' lines counted after it", () => {
    for (const end of ["\n", "\r\n"]) {
      expect(() => lines(['id,"a', 'b"', "A1,1", "A2,2", ""].join(end))).not.toThrow();
      const r = readCsv(['id,"a', 'b"', "A1,1", "A2,2", ""].join(end), fields, {}, "in.csv");
      expect(r.lines).toEqual([3, 4]);
    }
  });
  it("CR alone as the line end: read, each record named by its line", () => {
    expect(lines(["id,a", "A1,1", '"A', '2",2', "", "A3,3", ""].join("\r"))).toEqual(["A1@2", "A⏎2@3", "A3@6"]);
  });
  it("CR alone: the separator read from the header row only", () => {
    expect(separatorOf("id;a\rA1;1,5\r")).toBe(";");
  });
  it("CR alone: a repeated header named by its line", () => {
    expect(() => lines("id,a\rA1,1\rid,a\rA2,2\r")).toThrow("in.csv:3: this row repeats the header row");
  });
});
