// Text ordering keys order by Unicode code point (§13.1): a character beyond U+FFFF comes after
// U+E000–U+FFFF, where UTF-16 code units would put it before — with and without explanations
// (the engine's comparator and the bulk path's packed columns).
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble, rankAndAllocate } from "./support/scheme.js";

const text = `${preamble("Text order")}call {
  ceiling: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  name: text
}
${rankAndAllocate("name lowest first", "asked", "stop")}`;

describe("text keys", () => {
  it("order by code point, beyond the basic plane too", () => {
    const s = compile(text);
    const names: Record<string, string> = { E: "\u{1F600}", F: "\uFFFD", A: "a", Z: "\u{1F600}a", P: "\uE000" };
    const applications = Object.entries(names).map(([id, name]) => ({ id, asked: "1.00", name }));
    for (const explain of [true, false]) {
      const r = evaluate(s, { call: { ceiling: "100.00" }, applications }, { explain }).result;
      expect(r.ranking).toEqual(["A", "P", "F", "E", "Z"]);
    }
  });
});
