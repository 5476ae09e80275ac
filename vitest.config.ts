import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@allot/runtime": fileURLToPath(new URL("./packages/runtime/src/index.ts", import.meta.url)),
      "@allot/dsl": fileURLToPath(new URL("./packages/dsl/src/index.ts", import.meta.url)),
    },
  },
  test: {
    include: ["packages/*/test/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 120_000,
    setupFiles: ["test/setup.ts"],
    globalSetup: ["test/globalSetup.ts"],
    pool: "forks",
  },
});
