// The grammar passes Chevrotain's own checks (ambiguities, left recursion, …): the parser that
// `allot` makes skips them at start-up, so they run here.
import { describe, expect, it } from "vitest";
import { AllotParser } from "../src/syntax/parser.js";

describe("the grammar", () => {
  it("passes Chevrotain's validations", () => {
    expect(() => new AllotParser(true)).not.toThrow();
  });
});
