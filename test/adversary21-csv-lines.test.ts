// adversary21 (fix18's and adversary20's left): a CSV record spanning lines (a quoted cell with a
// line break) was named by its last line, and in a file of CRLF lines the break inside the quotes
// was counted twice, so every later record's line was off: the third record of `id,a`, `A1,1`,
// `"A⏎2",2`, `A3,"x⏎y"`, on lines 4–5, was "line 8". A record is now named by the line it begins
// on, counted from its place in the file's bytes, whatever the line ends.
import { describe, expect, it } from "vitest";
import type { FieldSpec } from "@allot/runtime";
import { readCsv } from "../packages/dsl/src/data/csv.js";

const fields = [
  { name: "id", type: { kind: "text" } },
  { name: "a", type: { kind: "text" } },
] as unknown as FieldSpec[];
/** Each record's id (line breaks shown as ⏎) and the line it is named by. */
const lines = (text: string) => {
  const r = readCsv(text, fields, {}, "in.csv");
  return r.applications.map((a, i) => `${String(a["id"]).replace(/\r?\n/g, "⏎")}@${r.lines[i]}`);
};

describe("the line a CSV record is named by", () => {
  const rows = ["id,a", "A1,1", '"A', '2",2', 'A3,"x', 'y"', "", "A4,4", ""];
  it("LF: the line a record begins on, a blank line skipped", () => {
    expect(lines(rows.join("\n"))).toEqual(["A1@2", "A⏎2@3", "A3@5", "A4@8"]);
  });
  it("CRLF, breaks inside quotes CRLF too: the same lines", () => {
    expect(lines(rows.join("\r\n"))).toEqual(["A1@2", "A⏎2@3", "A3@5", "A4@8"]);
  });
  it("a byte-order mark, letters of two bytes and more, a lone LF inside quotes of a CRLF file", () => {
    expect(lines(`\ufeffid,a\r\nŁ1,ż\r\n"Ł\n2",東\r\nA3,3\r\n`)).toEqual(["Ł1@2", "Ł⏎2@3", "A3@5"]);
  });
  it("a repeated header after a record spanning lines is named by its own line", () => {
    expect(() => lines('id,a\n"A\n1",1\nid,a\nA2,2\n')).toThrow("in.csv:4: this row repeats the header row");
  });
});
