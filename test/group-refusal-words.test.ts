// The words of a refusal by an item of a group (its cap, its most grants, a member that blocks a
// group funded together) are made when the reason is read (engine/groupRefusals.ts), from what
// the walk noted of the unit: what its group held then. Worked by hand, in the results' reasons,
// the table's and the explanations', whether the unit was walked alone or in a tie walked in
// every order (whose steps word it at once), and where the reserve list gives a cap's ground as a
// reason of its own (reserve.ts capBarred). No row's reason is the walk's placeholder.
import { describe, expect, it } from "vitest";
import { evaluate, evaluateTable } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";
import { allocationScheme, rows } from "./support/allocation.js";

const fields = "consortium: text  points: integer in 0..10  asked: money(EUR)  complete: boolean";
const sources = `source art2 = law article 2 """\n  At most 50 EUR per applicant.\n  """\nsource art3 = law article 3 """\n  At most two grants per applicant.\n  """\n`;
const eligibility = `eligibility per art1 {\n  rule complete "Complete": complete\n    otherwise "not complete"\n}\n`;

function scheme(items: string, reserve = "", ranked?: string, boundary = "skip per art1"): string {
  const body = `  group by consortium "Consortium" per art1 {\n${items}${reserve ? "    not on the reserve list\n" : ""}  }\n${reserve}`;
  return allocationScheme({ head: preamble("Refusal words"), call: "budget: money(EUR)", fields, rules: sources + eligibility, boundary, body, ...(ranked ? { ranked } : {}) });
}

/** Each row's last reason, by id, from the results, the table and the explanations' allocation step; checks they agree and hold no placeholder. */
function refusals(text: string, call: Record<string, unknown>, applications: readonly Record<string, unknown>[]): { rows: string[]; words: Record<string, string> } {
  const compiled = compile(text);
  const { result } = evaluate(compiled, { call, applications }, { explain: true });
  const { table } = evaluateTable(compiled, { call, applications });
  const words: Record<string, string> = {};
  for (const x of result.results) words[x.id] = x.reasons.at(-1)?.message ?? "";
  for (let i = 0; i < table.length; i++) expect(table.reasons(i).at(-1)?.message ?? "", table.id(i)).toBe(words[table.id(i)]);
  expect(JSON.stringify(result)).not.toContain("\\u0000");
  return { rows: rows(result), words };
}

const app = (id: string, consortium: string, points: number, asked: string, complete = true) => ({ id, consortium, points, asked, complete });

describe("the words of a group's refusal, made when read", () => {
  // skip, budget 100, cap 50 EUR and 2 grants per consortium; ranked X1, X2, X3, X4, Y1.
  const apps = [app("X1", "X", 9, "30.00"), app("X2", "X", 8, "30.00"), app("X3", "X", 7, "10.00"), app("X4", "X", 6, "5.00"), app("Y1", "Y", 5, "60.00")];
  const capAndGrants = "    at most 50 EUR per art2\n    at most 2 grants per art3\n";

  it("a cap and the most grants, each unit walked alone", () => {
    // X1 30 funded (X holds 30); X2 30 > 20 left; X3 10 funded (X holds 40, 2 grants); X4: a third
    // grant; Y1 60 > 50: the cap, nothing held yet
    const r = refusals(scheme(capAndGrants), { budget: "100.00" }, apps);
    expect(r.rows).toEqual(["X1:funded:30.00", "X2:not_funded:0.00", "X3:funded:10.00", "X4:not_funded:0.00", "Y1:not_funded:0.00"]);
    expect(r.words["X2"]).toBe("Consortium 'X' has 20.00 EUR left of its cap of 50.00 EUR, less than the 30.00 EUR asked");
    expect(r.words["X4"]).toBe("Consortium 'X' already has 2 grants, the most per Consortium (2)");
    expect(r.words["Y1"]).toBe("Consortium 'Y' has 50.00 EUR left of its cap of 50.00 EUR, less than the 60.00 EUR asked");
  });

  it("the same words for units tied and walked in every order", () => {
    // no tie-break: X2 and Y1 tie at 8 points, walked in both orders; each is refused alike in both
    const ranked = "criterion p per art1: application.points\nranking per art1 {\n  by total highest first\n}\n";
    const tied = [app("X1", "X", 9, "30.00"), app("X2", "X", 8, "30.00"), app("Y1", "Y", 8, "60.00")];
    const r = refusals(scheme(capAndGrants, "", ranked), { budget: "100.00" }, tied);
    expect(r.rows).toEqual(["X1:funded:30.00", "X2:not_funded:0.00", "Y1:not_funded:0.00"]);
    expect(r.words["X2"]).toBe("Consortium 'X' has 20.00 EUR left of its cap of 50.00 EUR, less than the 30.00 EUR asked");
    expect(r.words["Y1"]).toBe("Consortium 'Y' has 50.00 EUR left of its cap of 50.00 EUR, less than the 60.00 EUR asked");
  });

  it("the reserve list gives one after the stop its group's cap as a ground of its own (reserve.ts capBarred)", () => {
    // stop, budget 35, cap 50: X1 30 funded (5 left); Z1 40 does not fit: the stop; X2 after it,
    // and X's cap leaves 20 < 30: never on the list; its reasons are the stop's (art1) and then
    // the cap's, citing the cap's rule (art2); Z1 on the list
    const more = [app("X1", "X", 9, "30.00"), app("Z1", "Z", 8, "40.00"), app("X2", "X", 7, "30.00")];
    const text = scheme("    at most 50 EUR per art2\n", "  reserve all\n", undefined, "stop per art1");
    const r = refusals(text, { budget: "35.00" }, more);
    expect(r.rows).toEqual(["X1:funded:30.00", "Z1:reserve:0.00", "X2:not_funded:0.00"]);
    const x2 = evaluate(compile(text), { call: { budget: "35.00" }, applications: more }).result.results.find((x) => x.id === "X2")!;
    expect(x2.reasons.map((x) => `${x.source}: ${x.message}`)).toEqual([
      "art1: the allocation stopped at Z1, which did not fit in the remaining budget",
      "art2: Consortium 'X' has 20.00 EUR left of its cap of 50.00 EUR, less than the 30.00 EUR asked",
    ]);
    expect(r.words["X2"]).toBe("Consortium 'X' has 20.00 EUR left of its cap of 50.00 EUR, less than the 30.00 EUR asked");
  });

  it("a group funded together: a member that blocks it, and the cap on what its members ask together", () => {
    // W's member W2 is not complete: W1 is refused with it; V asks 60 together > 50
    const together = [app("W1", "W", 9, "10.00"), app("W2", "W", 8, "10.00", false), app("V1", "V", 7, "30.00"), app("V2", "V", 6, "30.00"), app("U1", "U", 5, "20.00")];
    const r = refusals(scheme("    together per art1\n    at most 50 EUR per art2\n"), { budget: "100.00" }, together);
    expect(r.rows).toEqual(["W1:not_funded:0.00", "V1:not_funded:0.00", "V2:not_funded:0.00", "U1:funded:20.00", "W2:ineligible:0.00"]);
    expect(r.words["W1"]).toBe("refused together with its Consortium 'W', which is funded together or not at all: its member W2 is not eligible (not complete)");
    expect(r.words["V1"]).toBe("Consortium 'V' has 50.00 EUR left of its cap of 50.00 EUR, less than the 60.00 EUR asked together");
    expect(r.words["V2"]).toBe(r.words["V1"]);
  });
});
