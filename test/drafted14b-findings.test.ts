// What the fourteenth round's second drafter found writing schemes/drafted_nursery from the docs
// alone (docs/performance.md, "A day-nursery admission ordinance drafted from the docs alone
// (drafter14b)"), each worked by hand on the smallest scheme that shows it.
import { describe, expect, it } from "vitest";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const schemeOf = (text: string): CompiledScheme => load(analyze(text));

// "No more than 2 places are offered to children who have not reached the age of one year"
// (drafted_nursery s. 6), a cap over the whole allocation, while the places are offered in stages
// (s. 3): a baby the cap refuses in the stage of working parents is refused by s. 6, not by s. 3.
const capped = `
scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source stages = a section 3 "stages"
source cap = a section 6 "cap"
source waiting = a section 7 "list"
call { places: integer }
application { id: text unique  baby: boolean  working: boolean  points: integer in 0..10 }
criterion p "Points" per stages: points
ranking per stages { by total highest first  tiebreak every tie per stages { by id lowest first } }
allocation per cap {
  budget call.places
  amount 1
  at boundary stop
  quota babies "The baby group" per cap: at most 1 when baby
  stage working "Working parents" per stages when working { budget left  unfunded go on }
  stage others "Everyone else" per stages { budget left }
  reserve all per waiting
}
`;
// Hand-worked, 3 places: A (baby, working, 9 points) takes the baby place in stage 'working'; B
// (baby, working, 8) finds it used up — 0 left, fewer than the 1 asked, with 2 places still left —
// and goes on; C (not working, 7) takes a place in stage 'others' (2 left); B is refused there by
// the cap again and goes on the list.
const cappedInput = {
  call: { places: 3 },
  applications: [
    { id: "A", baby: true, working: true, points: 9 },
    { id: "B", baby: true, working: true, points: 8 },
    { id: "C", baby: false, working: false, points: 7 },
  ],
};

describe("a quota's refusal in an earlier stage (drafted_nursery s. 6)", () => {
  const { result } = evaluate(schemeOf(capped), cappedInput);
  const b = result.results.find((r) => r.id === "B")!;
  it("is the quota's reason, citing the quota's provision (was the stage's, section 3)", () => {
    expect(result.results.find((r) => r.id === "C")!.status).toBe("funded");
    expect(b.status).toBe("reserve");
    expect(b.reasons.map((x) => [x.rule, x.source])).toEqual([
      ["babies", "cap"],
      ["babies", "cap"],
      ["reserve", "waiting"],
    ]);
    expect(b.reasons[0]!.message).toBe("in stage 'Working parents': the quota 'The baby group' has 0 places left, fewer than the 1 place asked");
  });
  it("is told in the explanation with the quota's provision", () => {
    const pass = b.explanation.find((s) => s.text.startsWith("In stage 'Working parents'"))!;
    expect(pass.text).toContain("the quota 'The baby group' has 0 places left");
    expect(pass.source).toBe("cap");
  });
});
