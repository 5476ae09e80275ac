// Loads a checked scheme into the runtime in memory: the same generated body that
// `allot compile` writes to a module, instantiated with the runtime passed in.
import * as runtime from "@allot/runtime";
import type { CompiledScheme } from "@allot/runtime";
import type { Analysis } from "../analysis.js";
import { SchemeEmitter } from "./emit.js";

export class SchemeHasErrors extends Error {
  constructor(readonly analysis: Analysis) {
    super(`${analysis.uri} has errors and cannot be compiled`);
    this.name = "SchemeHasErrors";
  }
}

export function generateBody(a: Analysis): string {
  if (a.hasErrors) throw new SchemeHasErrors(a);
  return new SchemeEmitter(a.model).body();
}

export function load(a: Analysis): CompiledScheme {
  return instantiate(generateBody(a));
}

/** A generated body (generateBody's), instantiated with the runtime. */
export function instantiate(body: string): CompiledScheme {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function("rt", body)(runtime) as CompiledScheme;
}
