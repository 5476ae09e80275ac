// What the eighteenth round left open in a stage's words (docs/performance.md, adversary18's and
// fix18's "left"; nineteenth round, fix19), each held by `allot check` where the drafter meets it:
// a stage named by a word that starts an item, read by `unused <stage>`; `unused` with no stage
// after it; and a stage's setting, which ends at its line's end.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { errorsOf, runScheme, twoCutOffs } from "./support/scheme.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-fix19-"));

/** `allot check` of `text` as `name`: its exit code and what it printed. */
function check(name: string, text: string) {
  writeFileSync(join(tmp, name), text);
  const r = spawnSync(process.execPath, [cli, "check", name], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  return { code: r.status, out: r.stdout + r.stderr };
}

// Two cut-offs: the first named `first`, its settings `settings`; the second's budget `budget`.
const rolling = (first: string, budget: string, settings = "    unfunded go on") =>
  twoCutOffs(
    `  b1: money(EUR)
  b2: money(EUR)`,
    `  budget call.b1 + call.b2
  amount asked
  stage ${first} "Cut-off 1" when cut = 1 {
    budget call.b1
    at boundary stop
${settings}
  }
  stage two "Cut-off 2" {
    budget ${budget}
    at boundary skip
  }`,
  );

// A1 (cut-off 1, 9 points, 60), A2 (1, 8, 60), B1 (2, 9, 50), B2 (2, 10, 30); b1 = b2 = 100.
// Cut-off 1 (100): A1 (40 left), A2 60 > 40 stops it. Cut-off 2: 100 + 40 = 140: B2, B1, A2 (140).
const input = {
  call: { b1: "100.00", b2: "100.00" },
  applications: (
    [
      ["A1", 1, 9, "60.00"],
      ["A2", 1, 8, "60.00"],
      ["B1", 2, 9, "50.00"],
      ["B2", 2, 10, "30.00"],
    ] as const
  ).map(([id, cut, score, asked]) => ({ id, cut, score, asked })),
};

describe("a stage named by a word that starts an item, read by `unused <stage>` (adversary18 left 1)", () => {
  it("allot check reads `budget call.b2 + unused unused` as what the stage `unused` left", () => {
    expect(check("unused.allot", rolling("unused", "call.b2 + unused unused"))).toEqual({ code: 0, out: "0 errors, 0 warnings in 1 file\n" });
  });

  // the words ITEM_WORDS (syntax/grammar/expressions.ts) names: each starts an item of a stage or an allocation
  for (const word of ["unused", "unfunded", "admit", "stage", "pay"]) {
    it(`a stage named '${word}' carries its 40.00 into the next, as a stage named 'one' does`, () => {
      const text = rolling(word, `call.b2 + unused ${word}`);
      expect(errorsOf(text)).toEqual([]);
      const stages = runScheme(text, input).totals["main"]!.stages!;
      expect(stages[word]).toMatchObject({ budget: "100.00", awarded: "60.00", remaining: "40.00" });
      expect(stages["two"]).toMatchObject({ budget: "140.00", awarded: "140.00", remaining: "0.00" });
    });
  }

  it("a let named `unused` that ends a budget is still the let where the next line starts an item", () => {
    const text = rolling("one", "call.b2").replace("    budget call.b1\n", "    budget unused\n").replace("criterion quality", "let unused = call.b1\ncriterion quality");
    expect(errorsOf(text)).toEqual([]);
    expect(runScheme(text, input).totals["main"]!.stages!["one"]).toMatchObject({ budget: "100.00" });
  });
});

describe("`unused` with no stage after it (adversary18 left 2)", () => {
  it("is one AL0510 that names the earlier stages, not an unknown name", () => {
    expect(check("bare.allot", rolling("one", "call.b2 + unused"))).toEqual({
      code: 1,
      out: `bare.allot:30:22: error AL0510: expected the name of an earlier stage after 'unused', found nothing
30 |     budget call.b2 + unused
   |                      ^^^^^^
   = hint: write 'unused one': what the stage 'one' left of its budget (the stages before 'two': one)
1 error, 0 warnings in 1 file
`,
    });
  });

  it("in the first stage it says no stage came before", () => {
    const text = rolling("one", "call.b2").replace("    budget call.b1\n", "    budget unused\n");
    expect(errorsOf(text)).toEqual(["AL0510 expected the name of an earlier stage after 'unused', found nothing"]);
  });
});

describe("a stage's setting ends at its line's end (fix18 left 2)", () => {
  it("`unused returns` then `unfunded go on` on the next line are two settings", () => {
    expect(check("two-settings.allot", rolling("one", "call.b2", "    unused returns\n    unfunded go on"))).toEqual({ code: 0, out: "0 errors, 0 warnings in 1 file\n" });
  });

  it("`unfunded go` with too few words is one AL0205, and the next line's setting is read", () => {
    expect(check("go.allot", rolling("one", "call.b2", "    unfunded go\n    unused returns"))).toEqual({
      code: 1,
      out: `go.allot:27:5: error AL0205: expected one of 'unfunded go on', 'unfunded stay out', 'unused returns', 'unused lapses', found 'unfunded go'
27 |     unfunded go
   |     ^^^^^^^^^^^
   = hint: did you mean 'unfunded go on'?
1 error, 0 warnings in 1 file
`,
    });
  });

  it("`unfunded` alone is one AL0205 too", () => {
    expect(errorsOf(rolling("one", "call.b2", "    unfunded\n    unused returns"))).toEqual(["AL0205 expected one of 'unfunded go on', 'unfunded stay out', 'unused returns', 'unused lapses', found 'unfunded'"]);
  });

  it("`unused lapses` then `unfunded stay out` are two settings: the lapse is read (a later `unused one` is refused)", () => {
    const text = rolling("one", "call.b2 + unused one", "    unused lapses\n    unfunded stay out");
    expect(errorsOf(text)).toEqual(["AL0510 expected a stage whose unused part returns after 'unused', found 'one', whose unused part lapses"]);
  });
});

describe("the Markdown's stage table: `unused` is part of `remaining`, told with where it went (adversary18 left 3)", () => {
  /** `allot run … --format md` of `text` on `input`, from its `## Stages` on. */
  const stagesOf = (name: string, text: string) => {
    writeFileSync(join(tmp, name), text);
    writeFileSync(join(tmp, "input.json"), JSON.stringify(input));
    const r = spawnSync(process.execPath, [cli, "run", name, "--input", "input.json", "--format", "md"], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
    expect(r.stderr).toBe("");
    return r.stdout.slice(r.stdout.indexOf("## Stages"));
  };

  it("a stage a later stage's budget reads: its unused part carried, in the column that says it is of the remaining", () => {
    expect(stagesOf("carried.allot", rolling("one", "call.b2 + unused one"))).toBe(`## Stages

| regime | stage | budget | awarded | remaining | unused, of the remaining |
|---|---|---|---|---|---|
| main | Cut-off 1 | 100.00 | 60.00 | 40.00 | 40.00 (carried to a later stage) |
| main | Cut-off 2 | 140.00 | 140.00 | 0.00 |  |
`);
  });

  it("a reservation whose unused part lapses: told so in the cell, and in the line under the table", () => {
    const text = twoCutOffs("  b1: money(EUR)\n  b2: money(EUR)", `  budget call.b1 + call.b2
  amount asked
  at boundary skip
  reserve small "Small": at least 50 EUR when asked < 55 EUR, unused lapses`);
    // the reservation (50): B2 30, B1 50 > 20 passed over, 20 lapses; the rest (150): A1 60, B1 50, A2 60 > 40
    expect(stagesOf("lapses.allot", text)).toBe(`## Stages

| regime | stage | budget | awarded | remaining | unused, of the remaining |
|---|---|---|---|---|---|
| main | Small | 50.00 | 30.00 | 20.00 | 20.00 (lapsed) |
| main | the rest of the budget | 150.00 | 110.00 | 40.00 |  |

Lapsed (main): 20.00 EUR, unused by reservations and not returned to the budget.
`);
  });

  it("an admission stage: the number it admitted, as the JSON's `admitted`", () => {
    const text = rolling("one", "left").replace(/ {4}budget call\.b1\n {4}at boundary stop\n {4}unfunded go on\n/, "    admit first 3\n").replace("  amount asked\n", "  amount asked\n  at boundary skip\n");
    expect(errorsOf(text)).toEqual([]);
    // the shortlist considers cut-off 1 only (its `when`): A1 and A2, both admitted (3 places); the
    // funding (200) funds the admitted: A1 60, A2 60 (80 left)
    expect(stagesOf("admitted.allot", text)).toBe(`## Stages

| regime | stage | budget | awarded | remaining | unused, of the remaining | admitted |
|---|---|---|---|---|---|---|
| main | Cut-off 1 | 200.00 | 0.00 | 200.00 |  | 2 |
| main | Cut-off 2 | 200.00 | 120.00 | 80.00 |  |  |
`);
  });
});
