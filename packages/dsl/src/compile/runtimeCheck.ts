// A compiled module states what it needs of the runtime it imports. The body calls the runtime's
// operations as `ops.<name>` (emit.ts, expr.ts, accept.ts …), and a newer compiler calls
// operations an older @allot/runtime lacks (`ops.readDecimalList`, say): without a check that is
// a TypeError in the middle of an evaluation. The module checks them once, when it is imported,
// and refuses to load with an error naming the compiler's version, the runtime's (or that it
// states none: runtimes before RUNTIME_VERSION) and every missing operation (docs/runtime.md).
// A missing top-level export (`evaluateTable`) is refused by the module system itself, by name.
import { ops, RUNTIME_VERSION } from "@allot/runtime";
import { VERSION } from "../cli/version.js";

const j = JSON.stringify;

/** The runtime operations `body` calls, `ops.<name>`, that this compiler's runtime has; sorted. */
export function opsNames(body: string): string[] {
  const names = new Set<string>();
  // a scheme's own text (a title, a reason) may read "ops.x": only the runtime's operations count
  for (const m of body.matchAll(/\bops\.([A-Za-z_$][\w$]*)/g)) if (Object.hasOwn(ops, m[1]!)) names.add(m[1]!);
  return [...names].sort();
}

/** The statement, run at import, that refuses a runtime lacking an operation `body` calls. */
export function runtimeCheck(body: string): string {
  const before = `This module was compiled by allot ${VERSION} for @allot/runtime ${RUNTIME_VERSION}; the @allot/runtime it imports (`;
  const after = `. Install @allot/runtime ${RUNTIME_VERSION} or later, compile the scheme again with the allot of the installed runtime, or compile it with --bundle.`;
  return [
    `// the runtime's operations the scheme calls: an older @allot/runtime may lack some (docs/runtime.md)`,
    `{`,
    `  const missing = ${j(opsNames(body))}.filter((n) => !(n in rt.ops));`,
    `  if (missing.length) throw Object.assign(new Error(${j(before)} + (rt.ops.RUNTIME_VERSION ?? "an older version, which states none") + ") lacks " + missing.map((n) => "ops." + n).join(", ") + ${j(after)}), { name: "IncompatibleRuntime" });`,
    `}`,
  ].join("\n");
}
