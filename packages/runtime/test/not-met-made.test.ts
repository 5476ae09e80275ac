// NotMetLists.made (engine/notMet.ts): the shared list of a rule's default reason where it is made
// already, so that assess.ts makes the closures `listOf` takes for a list's first application
// only, not for every application refused (seed30: 49 bytes a record of seed 003 at 300,000).
import { describe, expect, it } from "vitest";
import { NotMetLists } from "../src/engine/notMet.js";
import type { Env, RuleSpec } from "../src/spec.js";

const env = (total: number) => ({ a: {}, c: {}, p: { total } }) as unknown as Env;

describe("NotMetLists.made", () => {
  it("gives a rule's list of a fixed text once listOf made it, without calling anything", () => {
    const lists = new NotMetLists();
    const r = { name: "minimum", text: "total >= 3", message: "fewer than 3 points", test: () => false } as unknown as RuleSpec;
    expect(lists.made(r, env(1))).toBeUndefined();
    let made = 0;
    const id = lists.listOf(r, env(1), (message) => ({ rule: r.name, source: null, message }), (x) => (expect(x.message).toBe("fewer than 3 points"), ++made + 40));
    expect(id).toBe(41);
    expect([lists.made(r, env(2)), lists.made(r, env(0))]).toEqual([41, 41]);
    expect(made).toBe(1);
  });

  it("gives a list by the values the default reason states, and undefined for values not seen", () => {
    const lists = new NotMetLists();
    const r = { name: "minimum", text: "total >= 3", values: { names: ["total"], points: [true], shows: [{ k: "number" }], gets: [(e: Env) => e.p["total"]] }, test: () => false } as unknown as RuleSpec;
    const texts: string[] = [];
    const one = (x: { message: string }) => texts.push(x.message) + 10;
    const of = (t: number) => lists.listOf(r, env(t), (message) => ({ rule: r.name, source: null, message }), one);
    expect(lists.made(r, env(1))).toBeUndefined();
    expect(of(1)).toBe(11);
    expect(lists.made(r, env(1))).toBe(11);
    expect(lists.made(r, env(2))).toBeUndefined();
    expect(of(2)).toBe(12);
    expect([lists.made(r, env(1)), lists.made(r, env(2)), of(1)]).toEqual([11, 12, 11]);
    expect(texts).toEqual(["not met: total >= 3 (total: 1 point)", "not met: total >= 3 (total: 2 points)"]);
  });
});
