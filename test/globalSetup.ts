// The test run's own folder for the compiled schemes' cache (packages/dsl/src/cli/schemeCache.ts):
// the CLI spawned by the tests inherits ALLOT_CACHE, so it still uses a cache, but never the
// user's ~/.cache; the folder is removed when the run ends. It is set even when the caller's environment has one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), "allot-test-cache-"));
  process.env["ALLOT_CACHE"] = join(folder, "schemes");
  return () => rmSync(folder, { recursive: true, force: true });
}
