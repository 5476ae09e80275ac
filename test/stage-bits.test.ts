// The stage conditions a row meets are held as bits, two a stage (engine/regimeRows.ts
// `StageBits`): a byte a row for up to 4 stages, two bytes for up to 8, four for up to 16, and a
// 32-bit word for each 16 stages beyond (fix27b: the 17th stage's bit wrapped onto the 1st's). At
// each widening edge the last stage's condition (the highest bit) still decides which rows it
// considers: every earlier stage considers no one, the last the southern bids only.
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";
import { stageBitsOf } from "../packages/runtime/src/engine/regimeRows.js";

/** A scheme of applications with `fields`, ranked on points (the id breaking ties, or `tiebreak`), its allocation's `stages` (skip at the boundary). */
const source = (fields: string, stages: string, tiebreak = "by id lowest first per art1") => `${preamble("Stage bits")}call { volume: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  ${fields} }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { ${tiebreak} } }
allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
${stages}}
`;

const scheme = (stages: number) => {
  const earlier = Array.from({ length: stages - 1 }, (_, s) => `  stage s${s} "Stage ${s}" per art1 when late {\n    budget left\n    unfunded go on\n  }\n`).join("");
  return compile(source("region: enum { south, north }  late: boolean", `${earlier}  stage last "The last stage" per art1 when region = south {\n    budget left\n  }\n`));
};

const apps = [
  { id: "A", points: 9, asked: "400.00", region: "north", late: false },
  { id: "B", points: 8, asked: "100.00", region: "south", late: false },
  { id: "C", points: 7, asked: "700.00", region: "south", late: false },
  { id: "D", points: 6, asked: "50.00", region: "south", late: false },
];
const rows = (r: SelectionResult) => r.results.map((x) => `${x.id}:${x.status}:${x.amount}:${x.stage ?? "-"}`);

describe("stage conditions as bits", () => {
  it.each([
    [4, Uint8Array],
    [5, Uint16Array],
    [8, Uint16Array],
    [9, Int32Array],
    [15, Int32Array],
    [16, Int32Array],
    [17, Int32Array],
    [33, Int32Array],
    [100, Int32Array],
  ])("%i stages: a column of %o, the last stage's condition read", (stages, kind) => {
    // a word (16 stages) a row, more words a row beyond 16 stages
    expect(stageBitsOf(stages, 3)).toBeInstanceOf(kind);
    expect(stageBitsOf(stages, 3).length).toBe(3 * Math.max(1, Math.ceil(stages / 16)));
    // the last stage, budget 1000 over B, C, D (south): B 100 (900 left); C 700 (200 left); D 50
    const r = evaluate(scheme(stages), { call: { volume: "1000.00" }, applications: apps }).result;
    expect(rows(r)).toEqual(["A:not_funded:0.00:-", "B:funded:100.00:last", "C:funded:700.00:last", "D:funded:50.00:last"]);
    expect(r.results[0]!.explanation.some((s) => s.text.includes("no stage of the allocation considers it"))).toBe(true);
  });
});

// A stage per key over an enumeration of 20 members: each member's pool (100) considers that
// member's bids only (§14.7.4). Before the fix the 17th member's condition was held on the 1st's
// bit (two bits a stage in one 32-bit word), so r16's bid was funded from r0's pool.
const members = Array.from({ length: 20 }, (_, k) => `r${k}`);
const pools = `  stage pools "Regional pools" per art1 for each region {\n    budget 100.00 EUR\n  }\n`;
const perKey = compile(source(`region: enum { ${members.join(", ")} }`, pools));
const perKeyTied = compile(source(`region: enum { ${members.join(", ")} }`, pools, "unresolved per art1"));

describe("a stage per key over 20 members", () => {
  it("each bid is funded from its own member's pool, the 17th to the 20th too", () => {
    // X (r16, 80) and Y (r0, 60), Z (r19, 90): each pool is 100, so each is funded in its own
    // member's pool; with the bits wrapped, r0's pool (the first walked) would take X too
    // (X 80 then Y 60 > 20 left: Y passed over).
    const applications = [
      { id: "X", points: 9, asked: "80.00", region: "r16" },
      { id: "Y", points: 8, asked: "60.00", region: "r0" },
      { id: "Z", points: 7, asked: "90.00", region: "r19" },
      { id: "W", points: 6, asked: "30.00", region: "r3" },
    ];
    const r = evaluate(perKey, { call: { volume: "2000.00" }, applications }).result;
    expect(rows(r)).toEqual(["X:funded:80.00:pools[r16]", "Y:funded:60.00:pools[r0]", "Z:funded:90.00:pools[r19]", "W:funded:30.00:pools[r3]"]);
    expect(r.totals["main"]).toMatchObject({ awarded: "260.00", remaining: "1740.00" });
  });

  it("a tie in the 1st member's pool leaves the 17th member's pool decided", () => {
    // r0's pool 100 over P and Q (60 each, a tie the law leaves open): either takes 60, the other
    // is passed over — both indeterminate; no later member's pool considers them (each considers
    // its own member's bids), so r16's pool is decided: X 80 funded. Before the fix the stages
    // beyond 16 were read as considering every row, and X was left open.
    const applications = [
      { id: "X", points: 9, asked: "80.00", region: "r16" },
      { id: "P", points: 8, asked: "60.00", region: "r0" },
      { id: "Q", points: 8, asked: "60.00", region: "r0" },
    ];
    const r = evaluate(perKeyTied, { call: { volume: "2000.00" }, applications }).result;
    expect(rows(r)).toEqual(["X:funded:80.00:pools[r16]", "P:indeterminate:0.00:pools[r0]", "Q:indeterminate:0.00:pools[r0]"]);
    expect(r.totals["main"]).toMatchObject({ awarded: "80.00", undecided: "60.00" });
  });
});
