// The key of a group (`group by field { at most … grants }`) and of a stage per key (`stage s for
// each field { budget … }`) is read as a value of its enumeration, one member at a time — not as
// the member's name put in its place (mendlaw29, review29a's findings on law29). Before, a `let cs`
// captured the member `cs`: `at most field grants` ran with cs capped at 2 and no error, and a
// stage per key got a spurious AL0301; diagnostics quoted the member ('cs') where the author wrote
// `field`; a decimal cap's hint did not say floor/ceil; a negative computed cap was named as if the
// floor's result were indexed. Figures worked by hand beside each case.
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { InvalidInput } from "@allot/runtime";
import { errorsOf, preamble, resultOf, runScheme } from "./support/scheme.js";
import { group } from "./support/groupCap.js";

const lets = "let physics = 1 per art1\nlet cs = 2 per art1\nlet philosophy = 1 per art1\n\n";


const app = (id: string, field: string, points: number) => ({ id, field, region: "north", points });
const applications = [app("C1", "cs", 90), app("C2", "cs", 80), app("C3", "cs", 70), app("C4", "cs", 60), app("F1", "physics", 85), app("F2", "physics", 75), app("P1", "philosophy", 95), app("P2", "philosophy", 65), app("P3", "philosophy", 55)];
const seats = { north: 1, south: 1 };
const funded = (t: string, students: Record<string, number>) => runScheme(t, { call: { students, seats }, applications }).results.filter((x) => x.status === "funded").map((x) => x.id).sort();

describe("a group's key is a value of its enumeration, not a name a let can capture", () => {
  it("`at most field grants` with lets named cs, physics, philosophy is AL0521: the key is an enumeration's value", () => {
    expect(errorsOf(group("field", lets))).toEqual(["AL0521 expected a whole number of grants, found 'field', enum { cs, physics, philosophy }"]);
  });

  it("a cap reading the key runs each field's own figure, whatever lets bear the members' names (worked by hand)", () => {
    const t = group("max(1, floor(10% * call.students[field]))", lets);
    expect(errorsOf(t)).toEqual([]);
    // cs 35 students: floor(3.5) = 3 of 4; physics 9: floor(0.9) = 0, at least 1, of 2; philosophy 20: 2 of 3
    expect(funded(t, { cs: 35, physics: 9, philosophy: 20 })).toEqual(["C1", "C2", "C3", "F1", "P1", "P2"]);
  });
});

describe("diagnostics name the key the author wrote", () => {
  it("floor(field): AL0303 names 'field' and its enumeration, not the member 'cs'", () => {
    expect(errorsOf(group("floor(field)"))).toEqual(["AL0303 floor needs a number, found 'field', enum { cs, physics, philosophy }"]);
  });

  it("call.seats[field], seats given by region: AL0548 names 'field' and its enumeration", () => {
    expect(errorsOf(group("call.seats[field]"))).toEqual(["AL0548 expected a key of type enum { north, south }, the enumeration the figure is given for, found 'field', enum { cs, physics, philosophy }"]);
  });

  it("a decimal cap (10% of the students): AL0521's hint says floor(…) or ceil(…), as its page does", () => {
    const d = analyze(group("10% * call.students[field]")).diagnostics.filter((x) => x.severity === "error");
    expect(d.map((x) => `${x.code} ${x.message}`)).toEqual(["AL0521 expected a whole number of grants, found decimal"]);
    expect(d[0]!.hint).toBe("a share of a figure is a decimal: make it a whole number the way the law says, floor(10% * call.students[field]) rounding down or ceil(10% * call.students[field]) rounding up");
  });
});

describe("a negative cap computed from the key names the group and the call value it came from", () => {
  it("cs with -5 students: floor(10% × -5) = floor(-0.5) = -1", () => {
    const t = group("floor(10% * call.students[field])");
    expect(errorsOf(t)).toEqual([]);
    let issues: InvalidInput["issues"] = [];
    try {
      funded(t, { cs: -5, physics: 9, philosophy: 20 });
    } catch (e) {
      if (!(e instanceof InvalidInput)) throw e;
      issues = e.issues;
    }
    expect(issues.map((i) => `${i.record}: ${i.message}`)).toEqual([`call: the most grants per group of the group 'cs' is -1, from floor(10% * call.students[field]) with call.students["cs"] = -5: a number of grants is a whole number of zero or more`]);
  });
});

const staged = (budget: string, extra = "") => `${preamble("Rector's scholarship")}
call {
  pool: integer in 0..100 by field "the places of each field"
}

application {
  id: text unique
  field: enum { cs "Computer science", physics "Physics" }
  points: integer in 0..100
}

${extra}ranking per art1 {
  by points highest first per art1
}

allocation per art1 {
  budget 100 "places"
  amount 1
  at boundary skip per art1
  stage s "S" per art1 for each field {
    budget ${budget}
  }
}
`;
const stageLets = "let physics = 1 per art1\nlet cs = 2 per art1\n\n";

describe("a stage per key reads its key the same way", () => {
  it("lets named cs and physics: no spurious AL0301, and each member's pool is its own (worked by hand)", () => {
    const t = staged("call.pool[field]", stageLets);
    expect(errorsOf(t)).toEqual([]);
    // pool cs 1, physics 2: C1 (90) funded, C2 (80) not; F1 and F2 funded
    const r = runScheme(t, { call: { pool: { cs: 1, physics: 2 } }, applications: [{ id: "C1", field: "cs", points: 90 }, { id: "C2", field: "cs", points: 80 }, { id: "F1", field: "physics", points: 85 }, { id: "F2", field: "physics", points: 75 }] });
    expect(["C1", "C2", "F1", "F2"].map((id) => resultOf(r, id).status)).toEqual(["funded", "not_funded", "funded", "funded"]);
  });

  it("`budget field` is the enumeration's value, refused as a budget, whatever the lets say", () => {
    // one error per member's stage (the stage is checked as each), none of them AL0301 against a let, nor AL0408 (a fraction)
    expect(errorsOf(staged("field", stageLets))).toEqual(["cs", "physics"].map((m) => `AL0502 the budget of the stage 's[${m}]' must be an amount of money or a quantity, found enum { cs, physics }`));
  });
});
