// An absent optional call value read by a stage's budget or a group's cap computed from its key
// crashed the run (internal error, MissingValue: the read called the value's getter directly); the
// line now says the value is absent. A group's money cap said two figures ("left of its cap of
// 111.00 EUR … Its group's cap: about 110.9989 EUR"): the fact now gives the cap as the walk states it.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const dir = resolve(__dirname, "fixtures/mendreads29");
const lines = (scheme: string, data: string, id: string): string[] => {
  const r = evaluate(load(analyze(readFileSync(join(dir, scheme), "utf8"))), JSON.parse(readFileSync(join(dir, data), "utf8"))).result.results.find((x) => x.id === id)!;
  return r.explanation.map((s) => s.text);
};

describe("an absent optional call value read by a budget or a cap (mendreads29)", () => {
  it("a stage's budget that reads an absent value runs and says it is absent", () => {
    const stage = lines("s2.allot", "s1b.json", "A").find((t) => t.startsWith("Decided in stage"));
    expect(stage).toBeDefined();
    expect(stage).toMatchSnapshot();
  });

  it("a group's cap from the key that reads an absent value runs", () => {
    const all = lines("g1.allot", "g1.json", "F1");
    expect(all.length).toBeGreaterThan(0);
    expect(all).toMatchSnapshot();
  });
});

describe("a group's money cap says one figure (mendreads29)", () => {
  it("F2's reason and its group's cap give the same 111.00 EUR", () => {
    const line = lines("g3_en.allot", "g3.json", "F2").find((t) => t.includes("Its group's cap"))!;
    expect(line).toContain("left of its cap of 111.00 EUR");
    expect(line).toContain("Its group's cap: 111.00 EUR (");
    expect(line).not.toContain("110.9989");
  });
});
