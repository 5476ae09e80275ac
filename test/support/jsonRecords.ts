// What the tests of a JSON input's records share (adversary25-json-record, adversary26-json-between):
// a folder holding the mutation corpus' `gap` scheme, the head of an input and a record of it,
// `allot run` on a file of that folder, and the reader's error of a function.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { JsonInputError } from "../../packages/runtime/src/index.js";

const repo = resolve(__dirname, "../..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");

/** A new temporary folder holding gap.allot (remove it after the tests). */
export function gapFolder(prefix: string): string {
  const tmp = mkdtempSync(join(tmpdir(), prefix));
  copyFileSync(join(repo, "packages/dsl/test/mutation/gap/gap.allot"), join(tmp, "gap.allot"));
  return tmp;
}

/** An input's text up to its first record, and a record of gap's. */
export const head = '{\n  "call": { "ceiling": "300.00" },\n  "applications": [\n';
export const rec = (id: string) => `    { "id": "${id}", "asked": "100.00", "score": 5, "timely": true }`;

/** `allot run gap.allot --input file` in `folder`. */
export function runGap(folder: string, file: string, extra: string[] = [], stdin?: string) {
  const r = spawnSync(process.execPath, [cli, "run", "gap.allot", "--input", file, ...extra], { cwd: folder, encoding: "utf8", input: stdin, maxBuffer: 1 << 26 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The JsonInputError `f` throws (anything else is thrown on; no error is an error). */
export function jsonErrorOf(f: () => unknown): JsonInputError {
  try {
    f();
  } catch (e) {
    if (e instanceof JsonInputError) return e;
    throw e;
  }
  throw new Error("no error");
}
