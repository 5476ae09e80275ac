// A deadline's count of days beyond what a scheme can count (fixb26, adversary26's left): the
// count is a literal in the scheme, so the checker refuses it (AL0677) where the run stopped
// with "allot: internal error — this is a bug in allot…"; the run's own guard, where a compiled
// scheme reaches it, and a count read from the call, are the user's errors (exit 1), never an
// internal error (exit 3).
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { evaluate, InvalidInput, type CompiledScheme } from "@allot/runtime";
import { load } from "@allot/dsl";
import { analyze } from "../packages/dsl/src/analysis.js";

const scheme = (publish: string, extra = "") => `scheme periods "Periods" {
  version "1"
}
act law "the law" {
  identifier "L"
}
source art1 = law article 1 """
  Applications are funded in the order of their ids.
  """
call {
  ceiling: money(EUR)
  decided_on: date
  days: integer
}
application {
  id: text unique
  asked: money(EUR)
}
${extra}ranking per art1 {
  by id lowest first
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary stop per art1
}
publish per art1 {
  ${publish}
}
`;

const errors = (src: string) =>
  analyze(src, "t.allot")
    .diagnostics.filter((d) => d.severity === "error")
    .map((d) => [d.code, d.message, src.slice(d.span.start, d.span.end), d.hint]);

/** A scheme whose deadline counts 99999999999 days, as one compiled past the checker (which refuses it: AL0677) would. */
function pastTheChecker(text: string): CompiledScheme {
  const s = load(analyze(text, "t.allot"));
  return { ...s, publish: { ...s.publish!, deadline: { ...s.publish!.deadline!, count: 99999999999 } } };
}

const hint = "write the number of days the law states, for example 'deadline 14 working days after call.decided_on calendar PL'; a scheme counts at most 100 years (36525 days)";

describe("a deadline beyond 36,525 days: AL0677", () => {
  it("working days past 100 years, and a number past JavaScript's integers", () => {
    expect(errors(scheme("deadline 99999999999 working days after call.decided_on calendar PL"))).toEqual([
      ["AL0677", "expected a deadline of at most 36525 days (100 years), found '99999999999 working days'", "99999999999 working days", hint],
    ]);
    expect(errors(scheme("deadline 99999999999999999999 consecutive days after call.decided_on"))).toEqual([
      ["AL0677", "expected a deadline of at most 36525 days (100 years), found '99999999999999999999 consecutive days'", "99999999999999999999 consecutive days", hint],
    ]);
    expect(errors(scheme("deadline 36526 working days after call.decided_on calendar weekdays"))).toEqual([
      ["AL0677", "expected a deadline of at most 36525 days (100 years), found '36526 working days'", "36526 working days", hint],
    ]);
  });
  it("100 years exactly, and the law's own deadlines: no error", () => {
    for (const p of ["36525 working days after call.decided_on calendar PL", "36525 consecutive days after call.decided_on", "3 working days after call.decided_on calendar NL", "1 working day after call.decided_on calendar DE"])
      expect(errors(scheme(`deadline ${p}`)), p).toEqual([]);
  });
});

const cli = join(__dirname, "../packages/dsl/dist/allot.mjs");
function run(src: string, call: Record<string, unknown>): { code: number; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), "fixb26-deadline-"));
  writeFileSync(join(dir, "s.allot"), src);
  writeFileSync(join(dir, "in.json"), JSON.stringify({ call, applications: [{ id: "A", asked: "10.00" }] }));
  try {
    execFileSync("node", [cli, "run", join(dir, "s.allot"), "--input", join(dir, "in.json"), "--no-explain"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return { code: 0, stderr: "" };
  } catch (e) {
    const x = e as { status: number; stderr: string };
    return { code: x.status, stderr: x.stderr };
  }
}

describe("the run's own guard, for a scheme loaded past the checker: an error in the input", () => {
  const input = { call: { ceiling: "100.00", decided_on: "2026-12-04", days: 1 }, applications: [{ id: "A", asked: "10.00" }] };
  for (const [p, kind] of [["99999999999 working days after call.decided_on calendar PL", "working"], ["99999999999 consecutive days after call.decided_on", "consecutive"]] as const)
    it(kind, () => {
      const s = pastTheChecker(scheme(`deadline ${p.replace("99999999999", "36525")}`));
      let caught: unknown;
      const t0 = Date.now();
      try {
        evaluate(s, input);
      } catch (e) {
        caught = e;
      }
      // at once: it was counted a day at a time and never ended (adversary26)
      expect(Date.now() - t0).toBeLessThan(5000);
      expect(caught).toBeInstanceOf(InvalidInput);
      expect((caught as InvalidInput).issues).toEqual([
        { record: "call", path: "publication deadline", expected: "a call that gives the publication deadline", found: `the deadline's number of ${kind} days is 99999999999, beyond 36525, the most a scheme can count`, message: `the publication deadline cannot be computed from the call: the deadline's number of ${kind} days is 99999999999, beyond 36525, the most a scheme can count`, severity: "error" },
      ]);
    });
});

describe("allot run: the user's error, not an internal error", () => {
  const call = { ceiling: "100.00", decided_on: "2026-12-04", days: 99999999999 };
  it("the deadline beyond the bound is refused by the checker before the run", () => {
    const r = run(scheme("deadline 99999999999 working days after call.decided_on calendar PL"), call);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error AL0677: expected a deadline of at most 36525 days (100 years), found '99999999999 working days'");
    expect(r.stderr).not.toContain("internal error");
  });
});
