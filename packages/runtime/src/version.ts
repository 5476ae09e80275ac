// The runtime's version, as its package.json states it (test/compile-runtime-check.test.ts keeps
// them equal). A compiled module reads it as `ops.RUNTIME_VERSION` to name the runtime that
// lacks an operation it calls (dsl compile/module.ts, docs/runtime.md); a runtime from before
// it has none, and the module says so.
export const RUNTIME_VERSION = "0.1.0";
