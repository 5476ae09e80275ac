// `mean(empty())` where `define empty()` returns a list written empty (adversary17, left 3): the
// checker refused `mean([])`, a let of `[]` and an `if` whose arms are all empty (AL0303, checks16)
// but not a `define` whose value is one — every application's mean undefined, checked clean. A
// call of a `define` whose body is a list written empty (through its own lets, ifs and defines)
// is refused at the call, as `mean(nothing)` is at the let's name; a `define` that may return its
// argument stays clean.
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { preamble } from "./support/scheme.js";

const scheme = (defines: string, value: string) => `${preamble("T")}call { ceiling: money(EUR) }
application {
  id: text unique
  requested: money(EUR)
  scores: list of integer in 0..10
}
eligibility per art1 {
  rule scored "Scored by the jury": count(scores) > 0
}
${defines}
let score "the jury's score": decimal = ${value} per art1
criterion p per art1: weight 1 × score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first
  }
}
allocation per art1 {
  budget call.ceiling
  amount requested
  at boundary skip per art1
}
`;
const marked = (text: string) => analyze(text).diagnostics.map((d) => [d.code, text.slice(d.span.start, d.span.end), d.message]);

describe("a define whose value is a list written empty, given to mean, median, trimmed_mean, min or max (AL0303)", () => {
  it("mean(empty()): refused at the call, saying it is always empty", () => {
    expect(marked(scheme("define empty(): list of integer = []", "mean(empty())"))).toEqual([
      ["AL0303", "empty()", "expected a list that can hold values, found 'empty()', which is always empty: the mean of an empty list is undefined, for every application"],
    ]);
  });
  it.each([
    ["define none(x: integer): list of integer = if x > 2 then [] else []", "median(none(3))", "none(3)"],
    ["define inner(): list of integer = []\ndefine outer(): list of integer = inner()", "trimmed_mean(outer(), 1, 3)", "outer()"],
    ["define empty(): list of integer = []", "max(x in empty(): x)", "empty()"],
  ])("%s: %s refused at the call", (defines, value, call) => {
    expect(marked(scheme(defines, value)).map(([c, t]) => [c, t])).toEqual([["AL0303", call]]);
  });
  it("a define that may return its argument stays clean", () => {
    for (const [defines, value] of [
      ["define pick(x: list of integer): list of integer = if count(x) > 2 then x else []", "mean(pick(scores))"],
      ["define same(x: list of integer): list of integer = x", "mean(same([]))"],
    ]) expect(marked(scheme(defines!, value!)).map(([c, t]) => [c, t]), value).toEqual([]);
  });
});
