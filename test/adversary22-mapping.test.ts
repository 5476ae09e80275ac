// adversary22: a mapping file's mistakes. A path written without its `$` or with a step Allot does
// not read (`$.call["x"]`) was refused without naming the file's entry ("cannot read the path …",
// from the first record that used it); a call entry `{ "const": "1.00", "extra": 1 }` or `{}`, or
// one that is neither a path nor a constant (a number, a list), was taken without a word (the
// constant's other keys dropped, a number read as nothing). Now `validateMapping` checks every
// entry before anything is read, and the error names the entry and says what a path is.
import { describe, expect, it } from "vitest";
import { validateMapping } from "../packages/dsl/src/data/mapping.js";

const refused = (m: unknown) => {
  try {
    validateMapping(m);
  } catch (e) {
    return (e as Error).message;
  }
  return "taken";
};

describe("a mapping's entries are checked before anything is read (adversary22)", () => {
  it("a path without '$' or with a step not read names its entry", () => {
    expect(refused({ call: { budget: "call.budget" } })).toBe(`call.budget: the path "call.budget" does not start with '$': write "$.call.budget"`);
    expect(refused({ call: { budget: '$.call["budget"]' } })).toBe(`call.budget: cannot read the path "$.call[\\"budget\\"]": a path is '$' followed by .key and [index] steps, such as "$.call.budget" or "$.lists[0]"`);
    expect(refused({ applications: "$.lists[x]" })).toBe(`applications: cannot read the path "$.lists[x]": a path is '$' followed by .key and [index] steps, such as "$.call.budget" or "$.lists[0]"`);
    expect(refused({ application: { amount: "$..amount" } })).toBe(`application.amount: cannot read the path "$..amount": a path is '$' followed by .key and [index] steps, such as "$.call.budget" or "$.lists[0]"`);
    expect(refused({ application: { amount: 5 } })).toBe(`application.amount: expected a path such as "$.amount", found the number 5`);
  });
  it("a call entry that is neither a path nor one constant", () => {
    expect(refused({ call: { budget: { const: "1.00", extra: 1 } } })).toBe(`call.budget: a constant is written { "const": value } alone, found also 'extra'`);
    expect(refused({ call: { budget: {} } })).toBe(`call.budget: expected a path such as "$.call.budget" or { "const": value }, found an object without 'const'`);
    expect(refused({ call: { budget: 1000 } })).toBe(`call.budget: expected a path such as "$.call.budget" or { "const": value }, found the number 1000`);
    expect(refused({ call: ["$.call.budget"] })).toBe(`call: expected an object of call parameters, each a path or { "const": value }, found a list`);
    expect(refused({ applications: 3 })).toBe(`applications: expected a path such as "$.applications", found the number 3`);
  });
  it("well-formed entries are taken as they are", () => {
    const m = { $comment: "x", call: { budget: "$.call.budget", seed: { const: [1, 2] }, none: { const: null } }, applications: "$.lists[0].applications", application: { amount: "$.amounts.max" } };
    expect(validateMapping(m)).toBe(m);
  });
});
