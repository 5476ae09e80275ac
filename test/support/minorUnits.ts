// The minor-unit representation's on/off comparison (test/minor-units*.test.ts): one scheme
// compiled twice, with money held in minor units and with ALLOT_NO_MINOR_UNITS=1.
import { expect } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, type CompiledScheme, type RawInput } from "@allot/runtime";

export const NO_MINOR_UNITS = "ALLOT_NO_MINOR_UNITS";

/** `text` compiled with minor units and without (it must have no error; `message` labels it). */
export function compileBoth(text: string, file: string, message?: string): { minor: CompiledScheme; decimal: CompiledScheme } {
  const a = analyze(text, file);
  expect(a.diagnostics.filter((d) => d.severity === "error").map((d) => d.message), message).toEqual([]);
  delete process.env[NO_MINOR_UNITS];
  const minor = load(a);
  process.env[NO_MINOR_UNITS] = "1";
  const decimal = load(a);
  delete process.env[NO_MINOR_UNITS];
  return { minor, decimal };
}

/** The bytes of `s`'s explained result on `input` (invalid records as `invalid` says), or "error: …" where it throws. */
export function resultText(s: CompiledScheme, input: RawInput, invalid: "exclude" | "fail" = "exclude"): string {
  try {
    return JSON.stringify(evaluate(s, input, { explain: true, invalid }));
  } catch (e) {
    return `error: ${(e as Error).message}`;
  }
}

/** Each of `uses` the checker accepts, compiled and given to `check` (a refused one says nothing here); how many were. */
export function checkUses(uses: readonly string[], check: (s: CompiledScheme, text: string) => void): number {
  let checked = 0;
  for (const text of uses) {
    const a = analyze(text, "uses.allot");
    if (a.hasErrors) continue;
    checked++;
    check(load(a), text);
  }
  return checked;
}
