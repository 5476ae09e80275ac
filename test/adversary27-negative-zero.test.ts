// Negative zero is zero (adversary27). A size the scheme computes as -0 — `reserve -0`, a list
// size or a group's number of grants written `-0` or reached as `0 × -1` — is a whole number of
// zero or more, as the call's `-0.00` is zero (validate.ts) and a budget or a cap of -0 is zero
// (invalid.ts `callValue`, groupInput.ts). Before, the reserve list's size and a group's grants
// were refused with a message that contradicts itself: "the size of the reserve list is 0: it
// must be a whole number of zero or more".
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const read = (p: string) => readFileSync(join(__dirname, "../schemes", p), "utf8");
const leader = read("drafted_leader/leader_call.allot");
const leaderData = JSON.parse(read("drafted_leader/data/call_2_2027.json")) as unknown;
const lots = read("drafted_lots/lots_per_applicant.allot");
const lotsData = JSON.parse(read("drafted_lots/data/lots_2027.json")) as unknown;
const stageLine = '    reserve all per art8\n';

function swap(text: string, from: string, to: string): string {
  expect(text).toContain(from);
  return text.replace(from, to);
}
const run = (text: string, data: unknown) => {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return evaluate(load(a), data).result.results.map((r) => [r.id, r.status, r.reservePlace]);
};

describe("negative zero is zero", () => {
  it("a stage's reserve list of -0 is one of 0", () => {
    const zero = run(swap(leader, stageLine, "    reserve 0 per art8\n"), leaderData);
    expect(zero.filter(([, s]) => s === "reserve")).toEqual([]);
    expect(run(swap(leader, stageLine, "    reserve -0 per art8\n"), leaderData)).toEqual(zero);
    expect(run(swap(leader, stageLine, "    reserve 0 × -1 per art8\n"), leaderData)).toEqual(zero);
  });
  it("the allocation's reserve list of -0 is one of 0", () => {
    const at = (size: string) => swap(leader, `${stageLine}  }\n}`, `  }\n  reserve ${size} per art8\n}`);
    const zero = run(at("0"), leaderData);
    expect(run(at("-0"), leaderData)).toEqual(zero);
  });
  it("a group's 'at most -0 grants' is at most 0", () => {
    const zero = run(swap(lots, "    at most 2 grants per s5\n", "    at most 0 grants per s5\n"), lotsData);
    expect(zero.filter(([, s]) => s === "funded")).toEqual([]);
    expect(run(swap(lots, "    at most 2 grants per s5\n", "    at most -0 grants per s5\n"), lotsData)).toEqual(zero);
  });
  it("a negative size is still refused, naming it", () => {
    expect(() => run(swap(leader, stageLine, "    reserve 1 - 2 per art8\n"), leaderData)).toThrow(/the input has 1 error/);
  });
});
