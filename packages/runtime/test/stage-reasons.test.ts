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
});
