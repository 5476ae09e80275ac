// The vitest configuration of the sample suite that test/test-script.test.ts runs through
// scripts/test.mjs: one test of each outcome, so the closing line's counts are known.
import { defineConfig } from "vitest/config";

export default defineConfig({ test: { include: ["test/inputs/test-script/sample.check.ts"] } });
