// What an adversarial run of the sixteenth round found in the data: an input mapping's path to a
// key named like a member every JavaScript object inherits (`"bonus": "$.constructor"`, a data
// export whose column is the building firm) read that member where a record has no such key —
// Object's constructor, its prototype — and the run refused every such record: "bonus: expected a
// whole number from 0 to 10, found an object". A key a record lacks is absent, as any other.
import { describe, expect, it } from "vitest";
import { applyMapping, getPath } from "../packages/dsl/src/data/mapping.js";

describe("a mapping's path to a key named like an inherited member", () => {
  // B's own keys, as JSON.parse gives them (own properties, whatever their names)
  const data = JSON.parse('{ "call": { "ceiling": "100.00" }, "applications": [{ "id": "A" }, { "id": "B", "constructor": 3, "toString": 4, "__proto__": 5 }] }');
  const own = new Map([["constructor", 3], ["toString", 4], ["__proto__", 5]]);
  for (const key of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
    it(`reads '$.${key}' of a record without it as absent, of one with it as its value`, () => {
      const { applications } = applyMapping(data, { application: { bonus: `$.${key}` } }) as { applications: Record<string, unknown>[] };
      expect(Object.hasOwn(applications[0]!, "bonus")).toBe(false);
      expect(Object.hasOwn(applications[1]!, "bonus")).toBe(own.has(key));
      expect(applications[1]!["bonus"]).toBe(own.get(key));
    });
  }
  it("a call's value and a list's path alike", () => {
    expect(getPath({ call: {} }, "$.call.constructor")).toBeUndefined();
    expect(getPath({ list: [1, 2] }, "$.list[1]")).toBe(2);
    expect(getPath({ list: [1, 2] }, "$.list.length")).toBe(2);
  });
});
