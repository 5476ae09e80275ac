// The compiled schemes kept between runs (packages/dsl/src/cli/schemeCache.ts): a run stores the
// body it compiled, the next run of the same text by the same compiler uses it, and an entry that
// is not whole, another text, or a scheme with errors never gives a run anything but what
// compiling afresh gives. The key holds the compiler's switches; an entry others could have written
// is not run; the folder is pruned on write; the test run has its own folder (cache28).
import { createHash } from "node:crypto";
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { cacheEntry, cacheFolder, compilerIdentity, KEEP, readCached, writeCached } from "../packages/dsl/dist/cli/schemeCache.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const input = join(repo, "schemes/seed_002/data/seed_002.applications.csv");
const call = join(repo, "schemes/seed_002/data/seed_002.call.json");
const HEAD = "// allot: a compiled scheme, cache entry 1, body sha256 ";

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), "allot-scheme-cache-"));
  const scheme = join(dir, "pop3.allot");
  copyFileSync(join(repo, "schemes/seed_002/pop3_innovatie.allot"), scheme);
  const cache = join(dir, "cache");
  let n = 0;
  const run = (env: string = cache, file = scheme, more: Record<string, string> = {}) => {
    const out = join(dir, `out${n++}.json`);
    const r = spawnSync(process.execPath, [cli, "run", file, "--input", input, "--call", call, "--out", out], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", ALLOT_CACHE: env, ...more } });
    return { code: r.status, err: r.stderr, out: existsSync(out) ? readFileSync(out, "utf8") : undefined };
  };
  const entries = () => (existsSync(cache) ? readdirSync(cache) : []);
  return { dir, scheme, cache, run, entries };
}

const entryOf = (body: string) => `${HEAD}${createHash("sha256").update(body).digest("hex")}\n${body}`;

describe("the compiled schemes' cache", () => {
  it("stores a run's compiled scheme, and the next run of the same text uses it", () => {
    const t = setUp();
    const fresh = t.run("off");
    expect(fresh.code).toBe(0);
    expect(existsSync(t.cache)).toBe(false);
    const first = t.run();
    expect(first.code).toBe(0);
    expect(first.out).toBe(fresh.out);
    expect(t.entries()).toHaveLength(1);
    const second = t.run();
    expect(second.out).toBe(fresh.out);
    expect(t.entries()).toHaveLength(1);
    // the entry is what the second run compiled from: a whole entry with another body is run as it is
    writeFileSync(join(t.cache, t.entries()[0]!), entryOf('throw new Error("read from the cache");'));
    const used = t.run();
    expect(used.code).toBe(3);
    expect(used.err).toContain("read from the cache");
  });

  it("compiles afresh, and writes the entry again, when an entry is not whole", () => {
    const t = setUp();
    const fresh = t.run("off");
    t.run();
    const file = join(t.cache, t.entries()[0]!);
    const whole = readFileSync(file, "utf8");
    for (const broken of [whole + 'throw new Error("edited");', whole.slice(0, whole.length >> 1), whole.slice(0, 20), "", HEAD + "0".repeat(64) + "\n" + whole.slice(whole.indexOf("\n") + 1)]) {
      writeFileSync(file, broken);
      const r = t.run();
      expect(r.code, r.err).toBe(0);
      expect(r.out).toBe(fresh.out);
      expect(readFileSync(file, "utf8")).toBe(whole);
    }
  });

  it("keeps another text of the scheme apart: its own entry, its own result", () => {
    const t = setUp();
    t.run();
    writeFileSync(t.scheme, readFileSync(t.scheme, "utf8").replace("total >= 22", "total >= 30"));
    const fresh = t.run("off");
    const cached = t.run();
    expect(cached.out).toBe(fresh.out);
    expect(t.entries()).toHaveLength(2);
    expect(t.run().out).toBe(fresh.out);
  });

  it("stores nothing for a scheme with errors, which reports them on every run", () => {
    const t = setUp();
    writeFileSync(t.scheme, readFileSync(t.scheme, "utf8").replace("total >= 22", "totaal >= 22"));
    const a = t.run(), b = t.run();
    expect(a.code).toBe(1);
    expect(b.code).toBe(1);
    expect(b.err).toBe(a.err);
    expect(a.err).toContain("has errors");
    expect(t.entries()).toHaveLength(0);
  });

  it("keys an entry by the compiler, the scheme's path and its text; the packages' own modules have no identity", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-scheme-cache-"));
    const key = (compiler: string, file: string, text: string) => cacheEntry(file, text, compiler, dir)!.key;
    const k = key("a", "/x/s.allot", "scheme s {}");
    expect(key("b", "/x/s.allot", "scheme s {}")).not.toBe(k);
    expect(key("a", "/y/s.allot", "scheme s {}")).not.toBe(k);
    expect(key("a", "/x/s.allot", "scheme s { }")).not.toBe(k);
    expect(key("a", "/x/s.allot", "scheme s {}")).toBe(k);
    // only the bundled program (one file, the whole compiler) can name itself
    expect(compilerIdentity()).toBeUndefined();
    expect(cacheEntry("/x/s.allot", "scheme s {}", undefined, dir)).toBeUndefined();
    expect(cacheFolder({ ALLOT_CACHE: "off" })).toBeUndefined();
    expect(cacheFolder({ XDG_CACHE_HOME: "/c" })).toBe(join("/c", "allot", "schemes"));
    const e = cacheEntry("/x/s.allot", "scheme s {}", "a", join(dir, "made", "here"))!;
    expect(readCached(e)).toBeUndefined();
    writeCached(e, "return 1;");
    expect(readCached(e)).toBe("return 1;");
    // a folder that cannot be made: nothing stored, nothing thrown
    writeFileSync(join(dir, "file"), "");
    expect(() => writeCached(cacheEntry("/x/s.allot", "t", "a", join(dir, "file", "sub"))!, "return 1;")).not.toThrow();
  });

  it("keys an entry by the switches the compiler reads and the zone data, too (cache28)", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-scheme-cache-"));
    const key = (env: NodeJS.ProcessEnv) => cacheEntry("/x/s.allot", "scheme s {}", "a", dir, env)!.key;
    const k = key({});
    expect(key({ ALLOT_NO_MINOR_UNITS: "1" })).not.toBe(k);
    expect(key({ TZ: "Europe/Amsterdam" })).not.toBe(k);
    expect(key({ HOME: "/elsewhere" })).toBe(k);
    // through the program: minor units off compiles another body, kept as another entry
    const t = setUp();
    const off = t.run("off", t.scheme, { ALLOT_NO_MINOR_UNITS: "1" });
    t.run();
    expect(t.entries()).toHaveLength(1);
    const r = t.run(t.cache, t.scheme, { ALLOT_NO_MINOR_UNITS: "1" });
    expect(r.out).toBe(off.out);
    expect(t.entries()).toHaveLength(2);
  });

  it("reads only the folder from the environment that is absolute, and off in any spelling (cache28)", () => {
    for (const off of ["off", "OFF", "0", "false", "False", "no"]) expect(cacheFolder({ ALLOT_CACHE: off, HOME: "/h" })).toBeUndefined();
    expect(cacheFolder({ ALLOT_CACHE: "/abs/c" })).toBe("/abs/c");
    // relative: ignored, as the XDG spec says of its own variables
    expect(cacheFolder({ ALLOT_CACHE: "rel", XDG_CACHE_HOME: "/c" })).toBe(join("/c", "allot", "schemes"));
    expect(cacheFolder({ XDG_CACHE_HOME: "/c" })).toBe(join("/c", "allot", "schemes"));
    expect(cacheFolder({ XDG_CACHE_HOME: "c", HOME: "/h" })).toBe(join("/h", ".cache", "allot", "schemes"));
    expect(cacheFolder({ ALLOT_CACHE: "./c", HOME: "/h" })).toBe(join("/h", ".cache", "allot", "schemes"));
  });

  it.skipIf(process.platform === "win32")("makes its folder 0700 and its entries 0600, and runs no entry others could have written (cache28)", () => {
    const t = setUp();
    const fresh = t.run("off");
    expect(t.run().out).toBe(fresh.out);
    expect(statSync(t.cache).mode & 0o777).toBe(0o700);
    const file = join(t.cache, t.entries()[0]!);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // a whole entry whose code gives another result: run while it is the user's alone ...
    const planted = entryOf('throw new Error("planted");');
    writeFileSync(file, planted);
    expect(t.run().err).toContain("planted");
    // ... but not when group or others may write it, or its folder
    for (const [what, mode] of [[file, 0o620], [file, 0o602], [t.cache, 0o770], [t.cache, 0o707]] as const) {
      writeFileSync(file, planted);
      chmodSync(file, 0o600);
      chmodSync(t.cache, 0o700);
      chmodSync(what, mode);
      const r = t.run();
      expect(r.code, `${what} ${mode.toString(8)}: ${r.err}`).toBe(0);
      expect(r.out).toBe(fresh.out);
      expect(r.err).not.toContain("planted");
    }
  });

  // only root can give a file to another user; elsewhere the mode test above stands for it
  it.skipIf(process.getuid?.() !== 0)("runs no entry, and reads no folder, another user owns (cache28)", () => {
    const t = setUp();
    const fresh = t.run("off");
    t.run();
    const file = join(t.cache, t.entries()[0]!);
    for (const what of [file, t.cache]) {
      writeFileSync(file, entryOf('throw new Error("planted");'));
      chownSync(file, 0, 0);
      chownSync(t.cache, 0, 0);
      chownSync(what, 1, 1);
      const r = t.run();
      expect(r.err, what).not.toContain("planted");
      expect(r.out).toBe(fresh.out);
    }
  });

  it("prunes on write: entries older than the days kept, and the oldest past the count kept (cache28)", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-scheme-cache-"));
    const folder = join(dir, "c");
    mkdirSync(folder, { mode: 0o700 });
    const old = Date.now() / 1000 - (KEEP.days + 1) * 86400;
    writeFileSync(join(folder, "a".repeat(64) + ".js"), "x", { mode: 0o600 });
    utimesSync(join(folder, "a".repeat(64) + ".js"), old, old);
    writeFileSync(join(folder, "b".repeat(64) + ".js"), "x", { mode: 0o600 });
    writeFileSync(join(folder, "notes.txt"), "not ours");
    writeCached(cacheEntry("/x/s.allot", "t", "a", folder)!, "return 1;");
    expect(readdirSync(folder).sort()).toEqual(["b".repeat(64) + ".js", cacheEntry("/x/s.allot", "t", "a", folder)!.key + ".js", "notes.txt"].sort());
    for (let i = 0; i < KEEP.count + 5; i++) {
      const f = join(folder, i.toString(16).padStart(64, "0") + ".js");
      writeFileSync(f, "x", { mode: 0o600 });
      utimesSync(f, Date.now() / 1000 - 1000 + i, Date.now() / 1000 - 1000 + i);
    }
    const e = cacheEntry("/x/s.allot", "u", "a", folder)!;
    writeCached(e, "return 2;");
    const left = readdirSync(folder).filter((f) => f.endsWith(".js"));
    expect(left).toHaveLength(KEEP.count);
    expect(left).toContain(`${e.key}.js`);
    expect(left).not.toContain("0".repeat(64) + ".js");
    expect(readCached(e)).toBe("return 2;");
  });

  it("runs the test suite with its own folder, not the user's (cache28)", () => {
    const folder = process.env["ALLOT_CACHE"];
    expect(folder).toBeTruthy();
    expect(folder!.startsWith(tmpdir())).toBe(true);
  });
});
