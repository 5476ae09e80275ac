// adversary22: a CSV file too large to be read whole. CSV applications are read as one text, and
// a string holds at most 2^29 − 24 UTF-16 units (about 512 MB of CSV): a 3 GB file was read into
// memory for a minute (3.3 GB resident) before failing as an internal error. It is refused now by
// its size before a byte is read, saying what to do; the file here is sparse (no disk is used).
import { closeSync, mkdtempSync, openSync, ftruncateSync, writeFileSync } from "node:fs";
import { constants } from "node:buffer";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { preamble } from "./support/scheme.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adv22-cli-"));
writeFileSync(
  join(tmp, "s.allot"),
  `${preamble("Large CSV")}call {\n  budget: money(EUR)\n}\napplication {\n  id: text unique\n  asked: money(EUR)\n}\nranking per art1 {\n  by id lowest first\n}\nallocation per art1 {\n  budget call.budget\n  amount asked\n  at boundary skip per art1\n}\n`,
);
writeFileSync(join(tmp, "call.json"), '{"budget":"2.50"}');

describe("a CSV file too large to be read whole (adversary22)", () => {
  it("is refused by its size, at once, exit 1, naming the file and the way out", () => {
    const fd = openSync(join(tmp, "big.csv"), "w");
    ftruncateSync(fd, constants.MAX_STRING_LENGTH + 1);
    closeSync(fd);
    const r = spawnSync(process.execPath, [cli, "run", "s.allot", "--input", "big.csv", "--call", "call.json"], { cwd: tmp, encoding: "utf8", timeout: 60_000 });
    expect({ code: r.status, out: r.stdout, err: r.stderr }).toEqual({
      code: 1,
      out: "",
      err: `allot: big.csv: the CSV file has ${(constants.MAX_STRING_LENGTH + 1).toLocaleString("en")} bytes, more than the ${constants.MAX_STRING_LENGTH.toLocaleString("en")} Allot reads as CSV (a CSV file is read whole): give the applications as JSON, which is read in stream, or split the call\n`,
    });
  });
});
