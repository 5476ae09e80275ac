// The reasons the stages compose row by row (engine/stageRows.ts `StageReasons`): each row's
// composed text so far is held as a number, a byte a row while the texts are few and wider as
// they grow (past 127 and past 32,767 texts); every row keeps what came before it.
import { describe, expect, it } from "vitest";
import { StageReasons } from "../src/engine/stageRows.js";
import type { StageSpec } from "../src/spec.js";

const stages = [{ name: "first" }, { name: "second", title: "Second stage" }] as unknown as StageSpec[];

describe("StageReasons", () => {
  it.each([3, 300, 40_000])("composes what came before for %i rows with a text each", (n) => {
    const why = new Array<string>(n).fill("");
    const reasons = new StageReasons(why, stages, 0);
    // the first stage says something of its own to every row, the second the same to every other row
    for (let r = 0; r < n; r++) reasons.say(r, 0, `t${r}`);
    for (let r = 0; r < n; r += 2) reasons.say(r, 1, "not funded");
    for (let r = 0; r < n; r++) {
      const first = `in stage 'first': t${r}`;
      expect(why[r]).toBe(r % 2 === 0 ? `${first}; then in stage 'Second stage': not funded` : first);
    }
  });
  it("composes alike where a few texts follow a few in no order (more of them than it keeps at hand)", () => {
    const n = 5000;
    const words = Array.from({ length: 12 }, (_, k) => `text ${k}`);
    let seed = 3;
    const pick = (): string => words[Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * words.length)]!;
    const why = new Array<string>(n).fill("");
    const reasons = new StageReasons(why, stages, 0);
    const first = Array.from({ length: n }, pick);
    const second = Array.from({ length: n }, (_, r) => (r % 3 === 0 ? undefined : pick()));
    for (let r = 0; r < n; r++) reasons.say(r, 0, first[r]!);
    for (let r = 0; r < n; r++) if (second[r] !== undefined) reasons.say(r, 1, second[r]!);
    for (let r = 0; r < n; r++) {
      const head = `in stage 'first': ${first[r]!}`;
      expect(why[r]).toBe(second[r] === undefined ? head : `${head}; then in stage 'Second stage': ${second[r]!}`);
      expect(reasons.parts(r)).toEqual(second[r] === undefined ? [{ stage: 0, text: first[r] }] : [{ stage: 0, text: first[r] }, { stage: 1, text: second[r] }]);
    }
  });
});
