// What an adversarial run of the eighteenth round tried on the seventeenth round's stage items
// and found holding; the fuzzers stay, seeded and bounded, as the statements the language makes:
// - `ranking of the regime` in a stage ranks "exactly as if the regime's ranking were written in
//   it" (docs/language.md §14.7.1): on random calls of two or three stages (conditions that
//   overlap or skip, `unused <stage>` and `left` budgets, every boundary that walks, `unfunded go
//   on` and `stay out`, every tie-break scope, lotteries), the same outcomes, positions, places in
//   the stage, reasons, totals and explanations (but for the ranking's name) as the ranking copied
//   into each stage;
// - under `at boundary skip`, a tie broken only where it straddles a stage's budget (`at boundary`)
//   funds the same applications as the same lottery breaking every tie (§13.2: a tie that does not
//   straddle is all funded or all not), with ties at each stage's boundary, asks of zero, and a
//   stage whose budget is what an earlier one left unused.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { preamble, runScheme } from "./support/scheme.js";
import type { SelectionResult } from "@allot/runtime";

type App = { id: string; cut: number; score: number; asked: string };
type Stage = { when: string; budget: string; boundary: string; unfunded: string };

const ranking = (scope: string, step: string) => `ranking per art1 {
  by score highest first
  tiebreak ${scope} per art1 {
    ${step}
  }
}`;

/** A scheme of `stages`, each with `rankingItem` (the regime's ranking by reference, or written out). */
function scheme(regimeRanking: string, stages: readonly Stage[], rankingItem: string): string {
  const body = stages
    .map((s, i) => `  stage s${i + 1} "Stage ${i + 1}"${s.when} {\n    ${rankingItem.split("\n").join("\n    ")}\n    budget ${s.budget}\n    at boundary ${s.boundary}\n    ${s.unfunded}\n  }`)
    .join("\n");
  return `${preamble("Stages")}
call {
  b1: money(EUR)
  total: money(EUR)
  seed: text
}
application { id: text unique  cut: integer in 1..3  score: integer in 0..10  asked: money(EUR) }
${regimeRanking}
allocation per art1 {
  budget call.total
  amount asked
${body}
}
`;
}

const apps = fc.array(fc.record({ cut: fc.integer({ min: 1, max: 3 }), score: fc.integer({ min: 0, max: 2 }), tens: fc.integer({ min: 0, max: 5 }) }), { minLength: 3, maxLength: 10 }).map((xs) => xs.map((x, k): App => ({ id: `X${k}`, cut: x.cut, score: x.score, asked: `${x.tens * 10}.00` })));
const calls = fc.record({ b1: fc.integer({ min: 2, max: 9 }), total: fc.integer({ min: 3, max: 19 }), seed: fc.string({ minLength: 1, maxLength: 4 }) }).map((c) => ({ b1: `${c.b1 * 10}.00`, total: `${c.total * 10}.00`, seed: c.seed }));
const stagesOf = (boundaries: readonly string[]) =>
  fc.integer({ min: 2, max: 3 }).chain((n) =>
    fc.tuple(
      ...Array.from({ length: n }, (_, i) =>
        fc.record({
          when: i === n - 1 ? fc.constantFrom("", ` when cut <= ${i + 1}`) : fc.constantFrom(` when cut = ${i + 1}`, ` when cut in [${i + 1}, ${i + 2}]`, ` when cut <= ${i + 1}`),
          budget: i === 0 ? fc.constant("call.b1") : fc.constantFrom(`call.b1 + unused s${i}`, "left", `unused s${i}`, "call.b1"),
          boundary: fc.constantFrom(...boundaries),
          unfunded: i === n - 1 ? fc.constant("") : fc.constantFrom("unfunded go on", "unfunded stay out"),
        }),
      ),
    ),
  );

const outcomes = (r: SelectionResult) => r.results.map((x) => [x.id, x.status, x.amount, x.stage, x.position, x.stagePosition, x.reasons]);
const explained = (r: SelectionResult) => r.results.map((x) => x.explanation.map((s) => `${s.text} [${s.source ?? ""}]`));

describe("the stages of the seventeenth round, on random calls (seeded)", () => {
  it("`ranking of the regime` in each stage gives what the regime's ranking written in each stage gives", () => {
    const property = fc.property(
      fc.constantFrom("every tie", "at boundary", "at boundary and after", "when decisive"),
      fc.constantFrom("lottery seed call.seed", "by asked lowest first\n    lottery seed call.seed", "by id lowest first", "unresolved"),
      stagesOf(["stop", "skip", "full", "reach"]),
      apps,
      calls,
      (scope, step, stages, applications, call) => {
        const regime = ranking(scope, step);
        const byReference = runScheme(scheme(regime, stages, "ranking of the regime"), { call, applications });
        const written = runScheme(scheme(regime, stages, regime), { call, applications });
        expect(outcomes(byReference)).toEqual(outcomes(written));
        expect(byReference.totals).toEqual(written.totals);
        expect(byReference.ties).toEqual(written.ties);
        // the one difference the reference makes: its stage's ranking is "the ranking", not "the stage's own ranking"
        expect(explained(byReference)).toEqual(explained(written).map((steps) => steps.map((t) => t.replaceAll("the stage's own ranking of stage", "the ranking of stage"))));
      },
    );
    fc.assert(property, { seed: 18, numRuns: Number(process.env.ADVERSARY18_RUNS ?? 60) });
  });

  it("under `skip`, a lottery only where a tie straddles funds what the same lottery breaking every tie funds", () => {
    const property = fc.property(stagesOf(["skip"]), fc.boolean(), apps, calls, (stages, own, applications, call) => {
      const run = (scope: string) => runScheme(scheme(ranking(scope, "lottery seed call.seed"), stages, own ? "ranking of the regime" : ""), { call, applications });
      const funded = (r: SelectionResult) => r.results.map((x) => [x.id, x.status, x.amount, x.stage]).sort();
      expect(funded(run("at boundary"))).toEqual(funded(run("every tie")));
    });
    fc.assert(property, { seed: 18, numRuns: Number(process.env.ADVERSARY18_RUNS ?? 60) });
  });
});
