// Two outputs written into one folder at once (adversary18): `compile --bundle --out` by two
// processes makes `<name>.runtime/…` in each; the one whose `mkdir` comes second, after looking
// and finding nothing, got EEXIST and refused its whole output as "a file of that name is there,
// expected a folder" — of a folder the other process had just made. The race is made here by
// letting `mkdir` of one folder find it made between the look and the make.
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";

const raced = new Set<string>();
vi.mock("node:fs", async (original) => {
  const fs = await original<typeof import("node:fs")>();
  const mkdirSync = ((path: string, options?: unknown) => {
    if (raced.has(String(path))) {
      raced.delete(String(path));
      fs.mkdirSync(path, options as never); // another writer made it first …
      throw Object.assign(new Error(`EEXIST: file already exists, mkdir '${path}'`), { code: "EEXIST", syscall: "mkdir", path }); // … so this one finds it there
    }
    return fs.mkdirSync(path, options as never);
  }) as typeof fs.mkdirSync;
  return { ...fs, default: { ...fs, mkdirSync }, mkdirSync };
});

const { writeOutput } = await import("../packages/dsl/src/outputFiles.js");

describe("a folder of the output made by another writer between the look and the make", () => {
  it("is taken as the folder it is: the output is written whole", async () => {
    const out = mkdtempSync(join(tmpdir(), "allot-race-"));
    raced.add(join(out, "s.runtime"));
    const written = await writeOutput(out, (o) => {
      o.write("s.mjs", "module\n");
      o.write("s.runtime/a/b.d.ts", "declarations\n");
    });
    expect(written).toEqual([join(out, "s.mjs"), join(out, "s.runtime/a/b.d.ts")]);
    expect(readFileSync(join(out, "s.runtime/a/b.d.ts"), "utf8")).toBe("declarations\n");
    expect(readdirSync(out).sort()).toEqual(["s.mjs", "s.runtime"]);
  });

  it("a folder the other writer made is not removed when this output is abandoned", async () => {
    const out = mkdtempSync(join(tmpdir(), "allot-race-"));
    raced.add(join(out, "s.runtime"));
    await expect(
      writeOutput(out, (o) => {
        o.write("s.runtime/a.d.ts", "declarations\n");
        throw new Error("stopped");
      }),
    ).rejects.toThrow("stopped");
    expect(existsSync(join(out, "s.runtime"))).toBe(true);
    expect(readdirSync(join(out, "s.runtime"))).toEqual([]);
  });
});
