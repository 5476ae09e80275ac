// A JSON syntax error *between* the records of a streamed input (adversary25's finding left): a
// comma left out between two applications, a stray token after one, a file cut off after a
// record. An error inside a record named the record; one between records named the list alone
// (`expected ',' or ']' in the list at $.applications`), so that in a call of a million the
// place was found by its line alone. Now the message names the last application read, by its id
// and number, and an error at the very start of a record (nothing of it read) names the one
// before it too.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readJsonRecords, readJsonRecordsFile } from "../packages/runtime/src/index.js";
import { gapFolder, head, jsonErrorOf as thrown, rec, runGap } from "./support/jsonRecords.js";

const tmp = gapFolder("allot-adv26-json-");
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const recs = (n: number) => Array.from({ length: n }, (_, i) => rec(`A${String(i + 1).padStart(6, "0")}`));

function write(name: string, text: string): string {
  writeFileSync(join(tmp, name), text);
  return name;
}

const run = (file: string, extra: string[] = [], stdin?: string) => runGap(tmp, file, extra, stdin);

describe("a JSON syntax error between records names the last application read", () => {
  it("a comma left out between two applications", () => {
    const r = run(write("comma.json", head + rec("X1") + "\n" + rec("X2") + "\n  ]\n}\n"));
    expect(r).toEqual({ code: 1, out: "", err: `allot: comma.json:5:5: not valid input JSON after application X1 (#1): expected ',' or ']' in the list at $.applications, found '{'\n` });
  });
  it("a stray token after an application", () => {
    const r = run(write("stray.json", head + rec("X1") + ",\n" + rec("X2") + " x,\n" + rec("X3") + "\n  ]\n}\n"));
    expect(r.err).toBe(`allot: stray.json:5:67: not valid input JSON after application X2 (#2): expected ',' or ']' in the list at $.applications, found 'x'\n`);
  });
  it("the file cut off after a record (the parser passing over the list)", () => {
    const r = run(write("cut.json", head + rec("X1") + ",\n" + rec("X2")));
    expect(r.err).toBe(`allot: cut.json:5:66: not valid input JSON after application X2 (#2): expected ',' or ']' in the list at $.applications, found the end of the input\n`);
    expect(r.code).toBe(1);
  });
  it("the file cut off after a comma: the record that is missing and the one before it", () => {
    const r = run(write("comma-cut.json", head + rec("X1") + ",\n" + rec("X2") + ",\n"));
    expect(r.err).toBe(`allot: comma-cut.json:6:1: not valid input JSON in application #3, after X2 (#2): expected a value, found the end of the input\n`);
  });
  it("two commas: the same", () => {
    const r = run(write("commas.json", head + rec("X1") + ",,\n" + rec("X2") + "\n  ]\n}\n"));
    expect(r.err).toBe(`allot: commas.json:4:67: not valid input JSON in application #2, after X1 (#1): expected a value, found ','\n`);
  });
  it("an error before the first record names none", () => {
    const r = run(write("first.json", head + "    x, " + rec("X1") + "\n  ]\n}\n"));
    expect(r.err).toBe(`allot: first.json:4:5: not valid input JSON in application #1: expected a value, found 'x'\n`);
  });
  it("a numeric id", () => {
    const r = run(write("num.json", head + '    { "id": 7, "asked": "1.00", "score": 1, "timely": true }\n' + rec("X2") + "\n  ]\n}\n"));
    expect(r.err).toContain("not valid input JSON after application 7 (#1): expected ',' or ']'");
  });
  it("record 30,000 of a file read in windows (past the first megabyte)", () => {
    const r = run(write("big.json", head + recs(29_999).join(",\n") + ",\n" + rec("B30000") + "\n" + rec("B30001") + "\n  ]\n}\n"));
    expect(r.code).toBe(1);
    expect(r.err).toBe(`allot: big.json:30004:5: not valid input JSON after application B30000 (#30000): expected ',' or ']' in the list at $.applications, found '{'\n`);
  });
  it("the same through a pipe (read whole)", () => {
    const bytes = readFileSync(join(tmp, "cut.json"), "utf8");
    expect(run("/dev/stdin", [], bytes).err).toBe(`allot: /dev/stdin:5:66: not valid input JSON after application X2 (#2): expected ',' or ']' in the list at $.applications, found the end of the input\n`);
  });
  it("a mapping that reads the id from another key: that key's value", () => {
    writeFileSync(join(tmp, "ref.map.json"), JSON.stringify({ application: { id: "$.ref" } }));
    write("ref.json", head + '    { "ref": "R1", "asked": "100.00", "score": 5, "timely": true }\n    { "ref": "R2", "asked": "100.00", "score": 5, "timely": true }\n  ]\n}\n');
    expect(run("ref.json", ["--map", "ref.map.json"]).err).toBe(`allot: ref.json:5:5: not valid input JSON after application R1 (#1): expected ',' or ']' in the list at $.applications, found '{'\n`);
  });
});

describe("the reader's error carries the record before it", () => {
  const text = head + rec("X1") + ",\n" + rec("X2") + " }";
  const x2 = text.indexOf('{ "id": "X2"');
  const expected = { index: 1, start: x2, end: x2 + rec("X2").trim().length };
  it("bytes read whole", () => {
    const e = thrown(() => {
      for (const _ of readJsonRecords(text).records());
    });
    expect(e.record).toBeUndefined();
    expect(e.after).toEqual(expected);
  });
  it("a file read in windows of 16 bytes", () => {
    const f = join(tmp, "window.json");
    writeFileSync(f, text);
    const e = thrown(() => {
      for (const _ of readJsonRecordsFile(f, ["applications"], 16).records());
    });
    expect(e.after).toEqual(expected);
  });
  it("the list read strictly in the first pass (brackets that do not match)", () => {
    const e = thrown(() => readJsonRecords(head + rec("X1") + ",\n" + rec("X2")));
    expect(e.record).toBeUndefined();
    expect(e.after).toEqual(expected);
  });
  it("an error outside the list carries none", () => {
    const e = thrown(() => readJsonRecords('{"call": {"a": 1 "b": 2}, "applications": []}'));
    expect(e.after).toBeUndefined();
  });
});
