// What mendd37 mended of drafter37's findings (issue 15, thirty-seventh round; FINDINGS37.md on
// branch h-drafter37), without the drafter's schemes: each on a scheme of its own here.
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";

const german = (source: string) => `scheme s "S" {
  version "1"
  language de
}

act richtlinien "Vergaberichtlinien" {
  language de
}

source r = richtlinien ${source} """
  Die Bauplätze werden nach der Rangfolge vergeben.
  """

`;

// (a source alone: the scheme's other parts missing are errors of their own, AL0410; AL0418 is read
// beside them)

// Finding 5 (a diagnostic's hint is wrong). "§ 2 Abs. 1" first written `paragraph 2 section 1` in a
// German act: AL0418's hint said "write `section 2 section 1`", swapping the first word only.
describe("drafter37's finding 5: AL0418's hint moves every unit down (mended)", () => {
  const hints = (source: string) => analyze(german(source)).diagnostics.filter((d) => d.code === "AL0418").map((d) => d.hint);
  it("paragraph 2 section 1 → section 2 paragraph 1", () => {
    expect(hints("paragraph 2 section 1")).toEqual(['write `section 2 paragraph 1` for "§ 2"; `paragraph` is the Abs. under it (`section 3 paragraph 1`: "§ 3 Abs. 1")']);
  });
  it("paragraph 2 paragraph 1 → section 2 subparagraph 1, as before", () => {
    expect(hints("paragraph 2 paragraph 1")[0]).toContain("write `section 2 subparagraph 1`");
  });
  it("section 2 paragraph 1: no warning", () => {
    expect(hints("section 2 paragraph 1")).toEqual([]);
  });
});
