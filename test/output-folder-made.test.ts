// All or nothing includes the folder (fix17, left 3): an output refused after its `--out` folder
// was made (and the folders above it) left them behind, empty. `writeOutput` now removes every
// folder it made for the output when the output is abandoned — an empty folder only: a folder
// that was there before, or that holds anything else, stays as it was.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OutputRefused, writeOutput } from "../packages/dsl/src/outputFiles.js";

const tmp = mkdtempSync(join(tmpdir(), "allot-output-folder-"));
const refused = (o: { write(rel: string, content: string): string }) => {
  o.write("a.html", "a");
  o.write("inner/b.html", "b");
  throw new OutputRefused("cannot write b: refused for the test");
};

describe("an output refused leaves no folder it made", () => {
  it("a new --out folder two levels deep: neither level is left", async () => {
    await expect(writeOutput(join(tmp, "new", "out"), refused)).rejects.toThrow(OutputRefused);
    expect(existsSync(join(tmp, "new"))).toBe(false);
  });
  it("a folder that was there stays, with what it held; only the new level below it goes", async () => {
    mkdirSync(join(tmp, "there"));
    writeFileSync(join(tmp, "there", "keep.txt"), "k");
    await expect(writeOutput(join(tmp, "there", "out"), refused)).rejects.toThrow(OutputRefused);
    expect(readdirSync(join(tmp, "there"))).toEqual(["keep.txt"]);
    mkdirSync(join(tmp, "there", "out"));
    await expect(writeOutput(join(tmp, "there", "out"), refused)).rejects.toThrow(OutputRefused);
    expect(readdirSync(join(tmp, "there", "out"))).toEqual([]);
  });
  it("an output committed keeps its folders", async () => {
    expect(await writeOutput(join(tmp, "ok", "out"), (o) => void o.write("inner/c.html", "c"))).toEqual([join(tmp, "ok", "out", "inner", "c.html")]);
    expect(readdirSync(join(tmp, "ok", "out", "inner"))).toEqual(["c.html"]);
  });
});
