// `reserve all` and a reserve size from a call parameter (issue 17), worked by hand. Four
// applications with distinct points and a budget of 1 000.00 EUR; each asks 600.00, so only the
// first fits (stop at the boundary): the three after it are not funded, and the reserve list
// takes them in ranking order.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, load } from "@allot/dsl";
import { evaluate, evaluateTable, InvalidInput } from "@allot/runtime";

const minimal = readFileSync(join(__dirname, "../packages/dsl/test/corpus/good/minimal.allot"), "utf8");

function scheme(reserve: string, callExtra = ""): string {
  return minimal.replace("  lot: draw\n", `  lot: draw\n${callExtra}`).replace("  at boundary stop\n", `  at boundary stop\n  ${reserve}\n`);
}

// quality 5, 4, 3, 2 → points 10, 8, 6, 4 (weight 2); all reach the threshold of 4
const apps = [5, 4, 3, 2].map((q, i) => ({ id: `A${i + 1}`, received_on_time: true, quality: q, requested: "600.00" }));

function statuses(text: string, call: Record<string, unknown> = {}): Record<string, string> {
  const a = analyze(text);
  expect(a.diagnostics).toEqual([]);
  const { result } = evaluate(load(a), { call: { budget: "1000.00", lot: apps.map((x) => x.id), ...call }, applications: apps });
  return Object.fromEntries(result.results.map((r) => [r.id, r.status]));
}

describe("reserve all", () => {
  it("puts every ranked application that is not funded on the reserve list", () => {
    // A1 (10 points) takes 600.00 of 1 000.00; A2 asks 600.00 > 400.00 left → stop; A2, A3, A4 not funded → all reserve
    expect(statuses(scheme("reserve all per art6"))).toEqual({ A1: "funded", A2: "reserve", A3: "reserve", A4: "reserve" });
  });

  it("leaves out what is not ranked: an application below the threshold is not on the list", () => {
    // A4 has 4 points; a threshold of 5 leaves it below_threshold, the list holds A2 and A3
    const s = statuses(scheme("reserve all").replace("total >= 4", "total >= 5"));
    expect(s).toEqual({ A1: "funded", A2: "reserve", A3: "reserve", A4: "below_threshold" });
  });

  it("explains each place on the list", () => {
    const a = analyze(scheme("reserve all"));
    const { result } = evaluate(load(a), { call: { budget: "1000.00", lot: apps.map((x) => x.id) }, applications: apps });
    const a3 = result.results.find((r) => r.id === "A3")!;
    expect(JSON.stringify(a3)).toContain("placed on the reserve list");
  });
});

describe("reserve call.<parameter>", () => {
  const text = scheme("reserve call.reserve_size", "  reserve_size: integer\n");

  it("takes the first N not funded, in ranking order", () => {
    // N = 2: A2 and A3 (8 and 6 points) are the first two not funded; A4 stays not funded
    expect(statuses(text, { reserve_size: 2 })).toEqual({ A1: "funded", A2: "reserve", A3: "reserve", A4: "not_funded" });
    // N = 0: no list
    expect(statuses(text, { reserve_size: 0 })).toEqual({ A1: "funded", A2: "not_funded", A3: "not_funded", A4: "not_funded" });
    // N = 10, more than there are: all three
    expect(statuses(text, { reserve_size: 10 })).toEqual({ A1: "funded", A2: "reserve", A3: "reserve", A4: "reserve" });
  });

  it("a negative size is an error of the input", () => {
    const s = load(analyze(text));
    expect(() => evaluate(s, { call: { budget: "1000.00", lot: apps.map((x) => x.id), reserve_size: -1 }, applications: apps })).toThrow(InvalidInput);
  });

  it("parses (it was 'found a second call block') and is checked: a whole number read from the call", () => {
    expect(analyze(text).diagnostics).toEqual([]);
    const decimal = scheme("reserve call.reserve_size", "  reserve_size: decimal\n");
    expect(analyze(decimal).diagnostics.map((d) => [d.code, d.message])).toEqual([["AL0301", "expected the size of the reserve list as a whole number, found decimal"]]);
    const app = scheme("reserve quality");
    expect(analyze(app).diagnostics.map((d) => d.code)).toEqual(["AL0207"]);
    const typo = analyze(scheme("reserve al")).diagnostics;
    expect(typo.map((d) => [d.code, d.hint])).toEqual([["AL0205", "did you mean 'all'?"]]);
  });

  it("is printed back as written by the formatter", () => {
    for (const r of ["reserve all per art6", "reserve call.reserve_size", "reserve 3"]) {
      const out = formatScheme(scheme(r, "  reserve_size: integer\n")).text;
      expect(out).toContain(`  ${r}\n`);
    }
  });
});

// The reasons of a list's rows and of the rows left off it, read in any order (the reasons are
// made when read: engine/refusals.ts), and a tie the scheme leaves unbroken where the list ends.
describe("reasons on and off the reserve list", () => {
  const text = `scheme res_test "Reserve test" {
  version "1"
  language en
}
act reg "Regulation" {
  identifier "R 1"
  language en
}
source art6 = reg article 6 """
  Projects are funded in order of points until the budget is used up.
  """
source art7 = reg article 7 """
  The next projects form the reserve list.
  """
call {
  budget: money(EUR)
  reserve_size: integer "size"
}
application {
  id: text unique
  pts: integer in 0..10
  requested: money(EUR)
}
criterion p "Points" per art6: pts
maximum points 10 per art6
ranking per art6 {
  by total highest first
}
allocation per art6 {
  budget call.budget
  amount requested
  at boundary stop
  reserve call.reserve_size per art7
}
`;
  const scheme = load(analyze(text));
  const rules = (budget: string, size: number, pts: number[], reverse: boolean): Record<string, string> => {
    const applications = pts.map((p, i) => ({ id: `A${i + 1}`, pts: p, requested: "600.00" }));
    const { table } = evaluateTable(scheme, { call: { budget, reserve_size: size }, applications });
    const out: Record<string, string> = {};
    const js = [...Array(table.length).keys()];
    for (const j of reverse ? js.reverse() : js) out[table.id(j)] = `${table.status(j)}: ${table.reasons(j).map((r) => `${r.rule} ${r.source}`).join(", ")}`;
    return out;
  };

  it("gives the list's own reason to the rows on it, and only to them, in whichever order they are read", () => {
    // 1 000.00, five asking 600.00 by 10, 8, 6, 4, 2 points: A1 funded, A2 and A3 on the list (size 2)
    const expected = {
      A1: "funded: ",
      A2: "reserve: allocation art6, reserve art7",
      A3: "reserve: allocation art6, reserve art7",
      A4: "not_funded: allocation art6",
      A5: "not_funded: allocation art6",
    };
    expect(rules("1000.00", 2, [10, 8, 6, 4, 2], false)).toEqual(expected);
    expect(rules("1000.00", 2, [10, 8, 6, 4, 2], true)).toEqual(expected);
  });

  it("reports a tie the list ends inside as deciding who is placed on it", () => {
    const applications = [
      { id: "A3", pts: 10, requested: "600.00" },
      { id: "A2", pts: 10, requested: "600.00" },
    ];
    const { result } = evaluate(scheme, { call: { budget: "0.00", reserve_size: 1 }, applications });
    expect(result.results.map((r) => [r.id, r.status, r.position])).toEqual([
      ["A2", "reserve", 1],
      ["A3", "not_funded", 1],
    ]);
    expect(result.ties).toEqual([{ regime: "main", ids: ["A2", "A3"], position: 1, decisive: true, note: "the scheme does not break this tie, and its order decides who is placed on the reserve list" }]);
    // with room for both, the tie decides nothing
    const both = evaluate(scheme, { call: { budget: "0.00", reserve_size: 2 }, applications }).result;
    expect(both.ties.map((t) => [t.decisive, t.note])).toEqual([[false, "the scheme does not break this tie; the outcome is the same in every order"]]);
  });
});
