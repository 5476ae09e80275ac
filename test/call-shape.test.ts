// A JSON input that is not an object (a list of applications, a text) is refused as such, naming
// the file; it was read as a call and a list of applications both missing.
// A JSON input whose call is not an object — a list, a text, a number — is refused as such by the
// command line ("input: call: expected an object with the call's parameters, found a list of 1"),
// as the service refuses it; it was spread into an object of its indices: "budget is missing" and
// "the field '0' is not declared", which says nothing of what is wrong. `"call": null` likewise
// (review33 S2): it was read as a call left out, every parameter "is missing".
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateInput } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { InputError, readInput } from "../packages/dsl/src/cli/input.js";
import { askedById } from "./support/scheme.js";

const text = askedById("Call shape");
const scheme = load(analyze(text));
const dir = mkdtempSync(join(tmpdir(), "allot-call-shape-"));
writeFileSync(join(dir, "s.allot"), text);

function issues(call: string, set: string[] = []) {
  const file = join(dir, `in-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, `{"call": ${call}, "applications": [{"id": "A", "asked": "1.00"}]}`);
  return validateInput(scheme, readInput(scheme, join(dir, "s.allot"), file, { set }, () => {})).issues.map((i) => `${i.record}: ${i.message}`);
}

describe("a call that is not an object", () => {
  it.each([
    ['["100.00"]', "a list of 1"],
    ['"100.00"', 'the text "100.00"'],
    ["100", "the number 100"],
    ["true", "true"],
  ])("%s is refused as what it is, with no field made of its indices", (call, found) => {
    const got = issues(call);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatch(/^input: call: expected an object with the call's parameters, found /);
    expect(got[0]).toContain(found);
  });

  it("a --set does not make it an object", () => {
    expect(issues("[]", ["budget=5.00"])).toEqual(["input: call: expected an object with the call's parameters, found a list of 0"]);
  });

  it("an object is read as before; null is refused as a call that is not an object", () => {
    expect(issues('{"budget": "100.00"}')).toEqual([]);
    expect(issues("null")).toEqual(["input: call: expected an object with the call's parameters, found null"]);
  });
});

describe("an input file that is not an object of the call and the applications", () => {
  it.each([
    ['[{"id": "A", "asked": "1.00"}]', 'found a list of 1 (write {"call": {…}, "applications": [the list]}, or map it with --map)'],
    ['"x"', "found a text"],
    ["7", "found a number"],
    ["null", "found null"],
  ])("%s is refused as what it is, naming the file", (doc, found) => {
    const file = join(dir, `doc-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, doc);
    const read = () => readInput(scheme, join(dir, "s.allot"), file, { set: [] }, () => {});
    expect(read).toThrow(InputError);
    expect(read).toThrow(`${file}: expected a JSON object with "call" and "applications", ${found}`);
  });
});

describe("validateInput given no input object (a JavaScript caller of a compiled module)", () => {
  it.each([[null, "null"], [undefined, "nothing"], ["x", 'the text "x"'], [7, "the number 7"]])("%s is an input error, not a TypeError", (input, found) => {
    const v = validateInput(scheme, input as never);
    expect(v.issues.map((i) => [i.record, i.message, i.severity])).toEqual([["input", `expected an object with call and applications, found ${found}`, "error"]]);
  });
});
