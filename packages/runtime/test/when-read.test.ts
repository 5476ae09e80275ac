// The totals per group are made when first read (engine/groups.ts, whenRead): the property keeps
// its place among the object's keys, is made once, and reads the same from a frozen object.
import { describe, expect, it } from "vitest";
import { whenRead } from "../src/engine/groups.js";

describe("whenRead", () => {
  it("makes the value once, at the property's place, and as a plain value after", () => {
    let made = 0;
    const o: { a: number; groups?: { x: number }; b: number } = { a: 1, groups: undefined, b: 2 };
    whenRead(o, "groups", () => (made++, { x: 1 }));
    expect(made).toBe(0);
    expect(JSON.stringify(o)).toBe('{"a":1,"groups":{"x":1},"b":2}');
    expect(JSON.stringify(o)).toBe('{"a":1,"groups":{"x":1},"b":2}');
    expect(made).toBe(1);
    expect(Object.getOwnPropertyDescriptor(o, "groups")).toEqual({ value: { x: 1 }, enumerable: true, configurable: true, writable: false });
  });
  it("reads the same value from an object frozen before the first read", () => {
    let made = 0;
    const o: { a: number; groups?: { y: number } } = { a: 1, groups: undefined };
    whenRead(o, "groups", () => (made++, { y: 2 }));
    Object.freeze(o);
    expect(o.groups).toBe(o.groups);
    expect({ ...o }).toEqual({ a: 1, groups: { y: 2 } });
    expect(made).toBe(1);
  });
});
