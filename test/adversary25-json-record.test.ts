// A JSON syntax error inside a record of a streamed input (adversary24's finding left): the
// message gave the file's line and column, but not which application — in a call of a million,
// the record was found by its line alone, and an error the parser met while passing over the
// list (a record cut off, a text not closed) named no path at all. Now the message names the
// application by its id where the id came before the error and by its number, and the path
// to the field where the reason does not already say where.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { JsonInputError, readJsonRecords, readJsonRecordsFile } from "../packages/runtime/src/index.js";
import { gapFolder, head, rec, runGap } from "./support/jsonRecords.js";

const tmp = gapFolder("allot-adv25-json-");
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
/** n good records, then `bad`, as a file */
function input(name: string, n: number, bad: string, tail = "\n  ]\n}\n"): string {
  const recs = Array.from({ length: n }, (_, i) => rec(`A${String(i + 1).padStart(6, "0")}`));
  writeFileSync(join(tmp, name), head + [...recs, bad].join(",\n") + tail);
  return name;
}

const run = (file: string, extra: string[] = [], stdin?: string) => runGap(tmp, file, extra, stdin);

describe("a JSON syntax error in a record names the record", () => {
  it("a comma left out after the id: the id and the number", () => {
    const r = run(input("comma.json", 1, '    { "id": "X2", "asked": "250.00" "score": 8, "timely": true }'));
    expect(r).toEqual({ code: 1, out: "", err: `allot: comma.json:5:37: not valid input JSON in application X2 (#2): expected ',' or '}' in the object at $.applications[1], found '"'\n` });
  });
  it("the file cut off inside a record (the parser passing over the list): the record and its path", () => {
    const r = run(input("cut.json", 2, '    { "id": "X3", "asked": "100.00", "score": 1', ""));
    expect(r.err).toBe(`allot: cut.json:6:48: not valid input JSON in application X3 (#3): expected ',' or '}' in the object at $.applications[2], found the end of the input\n`);
    expect(r.code).toBe(1);
  });
  it("a text not closed: the path, since the reason does not say it", () => {
    const r = run(input("text.json", 2, '    { "id": "X3", "asked": "100.00", "sco', ""));
    expect(r.err).toBe(`allot: text.json:6:38: not valid input JSON in application X3 (#3), at $.applications[2]: a text is not closed: expected '"' before the end of the input\n`);
  });
  it("an error inside a field's value: the field", () => {
    const r = run(input("digit.json", 1, '    { "id": "X2", "asked": -x, "score": 8, "timely": true }'));
    expect(r.err).toBe(`allot: digit.json:5:29: not valid input JSON in application X2 (#2), at $.applications[1].asked: expected a digit in a number, found 'x'\n`);
  });
  it("an error before the id: the number alone", () => {
    const r = run(input("early.json", 1, '    { "asked": 1.2.3, "id": "X2", "score": 8, "timely": true }'));
    expect(r.err).toBe(`allot: early.json:5:19: not valid input JSON in application #2: expected ',' or '}' in the object at $.applications[1], found '.'\n`);
  });
  it("an id that is a number", () => {
    const r = run(input("numid.json", 1, '    { "id": 42, "asked": "1.00" "score": 8, "timely": true }'));
    expect(r.err).toContain("not valid input JSON in application 42 (#2):");
  });
  it("between records: the list, and the record before it (adversary26)", () => {
    const f = join(tmp, "between2.json");
    writeFileSync(f, head + rec("X1") + "\n" + rec("X2") + "\n  ]\n}\n");
    expect(run("between2.json").err).toBe(`allot: between2.json:5:5: not valid input JSON after application X1 (#1): expected ',' or ']' in the list at $.applications, found '{'\n`);
  });
  it("record 30,000 of a file read in windows (past the first megabyte): its id and number", () => {
    const r = run(input("big.json", 29_999, '    { "id": "B30000", "asked": "100.00", "score": 5 "timely": true }'));
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toBe(`allot: big.json:30003:53: not valid input JSON in application B30000 (#30000): expected ',' or '}' in the object at $.applications[29999], found '"'\n`);
  });
  it("the same cut file through a pipe (read whole): the same words", () => {
    const bytes = readFileSync(join(tmp, "cut.json"), "utf8");
    expect(run("/dev/stdin", [], bytes).err).toBe(`allot: /dev/stdin:6:48: not valid input JSON in application X3 (#3): expected ',' or '}' in the object at $.applications[2], found the end of the input\n`);
  });
  it("a mapping that reads the id from another key: that key's value", () => {
    writeFileSync(join(tmp, "ref.map.json"), JSON.stringify({ application: { id: "$.ref" } }));
    writeFileSync(join(tmp, "ref.json"), head + '    { "ref": "R1", "asked": "100.00", "score": 5, "timely": true },\n    { "ref": "R2", "asked": "100.00" "score": 5, "timely": true }\n  ]\n}\n');
    expect(run("ref.json", ["--map", "ref.map.json"]).err).toBe(`allot: ref.json:5:38: not valid input JSON in application R2 (#2): expected ',' or '}' in the object at $.applications[1], found '"'\n`);
  });
});

describe("the reader's error carries the record", () => {
  const text = head + rec("X1") + ",\n" + '    { "id": "X2", "asked": "1';
  it("bytes read whole: the index and the record's offset", () => {
    let e: unknown;
    try {
      const r = readJsonRecords(text);
      for (const _ of r.records());
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(JsonInputError);
    const j = e as JsonInputError;
    expect(j.record).toEqual({ index: 1, start: text.indexOf('{ "id": "X2"') });
    expect(j.path).toBe("$.applications[1].asked");
  });
  it("a file read in windows of 16 bytes: the same", () => {
    const f = join(tmp, "window.json");
    writeFileSync(f, text);
    let e: unknown;
    try {
      const r = readJsonRecordsFile(f, ["applications"], 16);
      for (const _ of r.records());
    } catch (x) {
      e = x;
    }
    expect((e as JsonInputError).record).toEqual({ index: 1, start: text.indexOf('{ "id": "X2"') });
  });
  it("an error outside the list carries none", () => {
    let e: unknown;
    try {
      readJsonRecords('{"call": {"a": 1 "b": 2}, "applications": []}');
    } catch (x) {
      e = x;
    }
    expect((e as JsonInputError).record).toBeUndefined();
  });
});
