// Scheme names are bounded where they are used: the checker refuses a name of more than 64
// characters (AL0413), so such a scheme is never compiled or served; `allot compile` derives file
// names that every file system takes from any name the checker accepts (64 letters of four UTF-8
// bytes each are 256 bytes, over the 255-byte limit of a file name); and a name at the limit is
// answered by every route of `allot serve` (no 414).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createServer } from "@allot/server";
import { analyze } from "../packages/dsl/src/analysis.js";
import { fileBase } from "../packages/dsl/src/cli/commands/compile.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const minimal = readFileSync(join(repo, "packages/dsl/test/corpus/good/minimal.allot"), "utf8");
const named = (name: string) => minimal.replace(/^scheme small_grants /m, `scheme ${name} `);
const dir = mkdtempSync(join(tmpdir(), "allot-names-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const wide = "a" + "𝐀".repeat(63); // 64 letters (U+1D400 after the first), 253 bytes in UTF-8

describe("the checker bounds scheme names", () => {
  it("accepts 64 characters and refuses 65 with AL0413 on the name", () => {
    expect(analyze(named("a".repeat(64))).diagnostics).toEqual([]);
    expect(analyze(named(wide)).diagnostics).toEqual([]);
    const d = analyze(named("a".repeat(65))).diagnostics;
    expect(d.map((x) => x.code)).toEqual(["AL0413"]);
    expect(d[0]!.message).toBe("expected a scheme name of at most 64 characters, found one of 65");
  });

  it.skipIf(!existsSync(cli))("so compile refuses a 300-byte name with a diagnostic, not ENAMETOOLONG", () => {
    const file = join(dir, "long.allot");
    writeFileSync(file, named("n".repeat(300)));
    const r = spawnSync("node", [cli, "compile", file, "--out", join(dir, "out-long")], { encoding: "utf8" });
    expect(r.stderr).toContain("AL0413");
    expect(r.stderr).not.toContain("internal error");
    expect(r.status).toBe(1);
  });
});

describe("allot compile derives file names every file system takes", () => {
  it.skipIf(!existsSync(cli))("writes the three files of a 64-letter name of 253 bytes (265 with .schema.json)", () => {
    const file = join(dir, "wide.allot");
    const out = join(dir, "out-wide");
    writeFileSync(file, named(wide));
    const r = spawnSync("node", [cli, "compile", file, "--out", out], { encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const files = readdirSync(out);
    expect(files.length).toBe(3);
    for (const f of files) expect(Buffer.byteLength(f)).toBeLessThanOrEqual(255);
    expect(r.stdout.trim().split("\n").sort()).toEqual(files.map((f) => join(out, f)).sort());
  });

  it("keeps short names, tells long ones apart and avoids device names", () => {
    expect(fileBase("pop3_innovatie")).toBe("pop3_innovatie");
    expect(fileBase("ąćę")).toBe("ąćę");
    const a = fileBase(wide);
    const b = fileBase("a" + "𝐀".repeat(62) + "𝐁");
    expect(Buffer.byteLength(a)).toBeLessThanOrEqual(200);
    expect(a).not.toBe(b);
    expect(fileBase("con")).toBe("con_");
    expect(fileBase("NUL")).toBe("NUL_");
  });
});

describe("allot serve answers for a name at the limit", () => {
  it("every route of a 64-character name answers, none 414", async () => {
    const schemes = join(dir, "served");
    mkdirSync(schemes);
    const name = "s".repeat(64);
    writeFileSync(join(schemes, "s.allot"), named(name));
    const app = createServer({ schemesDir: schemes });
    try {
      for (const url of [`/schemes/${name}`]) {
        const res = await app.inject({ method: "GET", url });
        expect(res.statusCode, url).not.toBe(414);
        expect(res.statusCode, url).toBeLessThan(500);
      }
      for (const route of ["evaluate", "score"]) {
        const res = await app.inject({ method: "POST", url: `/schemes/${name}/${route}`, payload: {} });
        expect(res.statusCode, route).toBe(400); // the body is refused, the route is found
      }
    } finally {
      await app.close();
    }
  });
});
