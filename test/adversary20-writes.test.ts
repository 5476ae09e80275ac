// adversary20 on adversary19's "left" 2: `allot compile --out` and `allot notices --out` stage
// their files (outputFiles.ts) as `.allot-<pid>-<n>-<the file's name>`, the two faults
// adversary19 took out of `replaceFile`:
// - a file left by a stopped run whose process id a later run has (a container starts its
//   processes at the same ids) refused the later run's output ("file exists");
// - for a file whose name is near the file system's 255 bytes the temporary name was too long.
// Now they are named as replaceFile's are, `.allot-<pid>-<12 hex digits>.tmp`, with the file's
// ending after it (Chromium reads a notice's HTML by its ending), and a write removes the
// temporary files in its folder that a process no longer running left.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { writeOutput } from "../packages/dsl/src/outputFiles.js";

const tmp = mkdtempSync(join(tmpdir(), "allot-adversary20-"));
const folder = (name: string): string => {
  const dir = join(tmp, name);
  mkdirSync(dir);
  return dir;
};
/** The id of a process that has ended. */
const deadPid = (): number => spawnSync(process.execPath, ["-e", ""]).pid!;

describe("an output's staged files", () => {
  it("a file of the old name a stopped run of this process id left does not refuse the output", async () => {
    const dir = folder("same-pid");
    writeFileSync(join(dir, `.allot-${process.pid}-0-notice.html`), "<p>half a notice");
    const written = await writeOutput(dir, (o) => {
      o.write("notice.html", "<p>the notice</p>");
    });
    expect(written).toEqual([join(dir, "notice.html")]);
    expect(readFileSync(join(dir, "notice.html"), "utf8")).toBe("<p>the notice</p>");
  });

  it("a file whose name is 250 bytes long is written; the temporary name keeps its ending and is short", async () => {
    const dir = folder("long-name");
    const name = `${"n".repeat(245)}.html`;
    let temp = "";
    await writeOutput(dir, (o) => {
      temp = o.write(name, "<p>x</p>");
    });
    expect(readdirSync(dir)).toEqual([name]);
    expect(temp).toMatch(/\/\.allot-\d+-[0-9a-f]{12}\.tmp\.html$/);
  });

  it("a temporary file a stopped run left is removed by the next output in its folder; one a running process holds is left", async () => {
    const dir = folder("stale");
    const stale = [`.allot-${deadPid()}-0123456789ab.tmp.html`, `.allot-${deadPid()}-0123456789ab.tmp`];
    const held = `.allot-${process.pid}-ba9876543210.tmp.pdf`;
    for (const s of stale) writeFileSync(join(dir, s), "half a file");
    writeFileSync(join(dir, held), "being written");
    await writeOutput(dir, (o) => {
      o.write("a.html", "<p>a</p>");
    });
    for (const s of stale) expect(existsSync(join(dir, s))).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(["a.html", held].sort());
  });
});
