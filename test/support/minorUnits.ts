// The minor-unit representation's on/off comparison (test/minor-units*.test.ts): one scheme
// compiled twice, with money held in minor units and with ALLOT_NO_MINOR_UNITS=1.
import { expect } from "vitest";
import { analyze, load } from "@allot/dsl";
import type { CompiledScheme } from "@allot/runtime";

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
