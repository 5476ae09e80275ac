// split35: a stage per key's reserve list whose size names a member written out
// (`reserve call.size[n]`), not the key. mendq34 noticed it as an internal error ("unknown name
// n", exit 3): the members after the first share the item as written, and their copies of the
// size were compiled without being typed, so the compiler found no member word there. Each
// member's size is typed for the compiler (checks/budgetFlow.ts), so the written member is read
// in every member's walk; a word that is no member is AL0548 at the word, once.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { errorsOf, runScheme } from "./support/scheme";

const k1 = readFileSync(resolve(__dirname, "../review34/repro/K1/size_per_member.allot"), "utf8")
  .replace("    unfunded go on per art1\n", "")
  .replace('  stage rest "Rest" per art1 {\n    budget left\n  }\n', "");
const sized = (member: string): string => k1.replace("reserve call.size[region]", `reserve call.size[${member}]`);
// each pool holds one grant of 100.00; the call gives the north 1 place, the south 2
const input = {
  call: { budget: "1000.00", pool: { n: "100.00", s: "100.00" }, size: { n: 1, s: 2 } },
  applications: [["N1", 9, "n"], ["N2", 8, "n"], ["N3", 7, "n"], ["S1", 9, "s"], ["S2", 8, "s"], ["S3", 7, "s"], ["S4", 6, "s"]].map(([id, points, region]) => ({ id, asked: "100.00", points, region })),
};
const lists = (member: string) => runScheme(sized(member), input).results.map((x) => [x.id, x.status, x.stage, x.reservePlace ?? null]);

describe("a stage per key's reserve list of a member's size written out (call.size[n])", () => {
  it("call.size[n]: every member's list has the north's size, 1 (worked by hand)", () => {
    expect(errorsOf(sized("n"))).toEqual([]);
    // N1 and S1 take their pools; N2 and S2 are each 1 of their member's 1 place; N3, S3, S4 off the lists
    expect(lists("n")).toEqual([
      ["N1", "funded", "pk[n]", null],
      ["S1", "funded", "pk[s]", null],
      ["N2", "reserve", "pk[n]", 1],
      ["S2", "reserve", "pk[s]", 1],
      ["N3", "not_funded", "pk[n]", null],
      ["S3", "not_funded", "pk[s]", null],
      ["S4", "not_funded", "pk[s]", null],
    ]);
  });
  it("call.size[s]: every member's list has the south's size, 2 (worked by hand)", () => {
    // N2 and N3 are 1 and 2 of the north's 2 places, S2 and S3 of the south's; S4 off it
    expect(lists("s")).toEqual([
      ["N1", "funded", "pk[n]", null],
      ["S1", "funded", "pk[s]", null],
      ["N2", "reserve", "pk[n]", 1],
      ["S2", "reserve", "pk[s]", 1],
      ["N3", "reserve", "pk[n]", 2],
      ["S3", "reserve", "pk[s]", 2],
      ["S4", "not_funded", "pk[s]", null],
    ]);
  });
  it("a word that is no member of the size's enumeration is AL0548 at the word, once, with the members in its hint", () => {
    const text = sized("x");
    const errors = analyze(text).diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => d.code)).toEqual(["AL0548"]);
    expect(text.slice(errors[0]!.span.start, errors[0]!.span.end)).toBe("x");
    expect(errors[0]!.hint).toContain("n, s");
  });
  it("a member of another enumeration is AL0548 too, not a run that fails", () => {
    const text = sized("low").replace("  size: integer by region\n", "  size: integer by region\n  tier: enum { low, high }\n");
    expect(errorsOf(text).filter((e) => e.startsWith("AL0548"))).toHaveLength(1);
  });
});
