// The compiled schemes kept between runs (packages/dsl/src/cli/schemeCache.ts): a run stores the
// body it compiled, the next run of the same text by the same compiler uses it, and an entry that
// is not whole, another text, or a scheme with errors never gives a run anything but what
// compiling afresh gives.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { cacheEntry, cacheFolder, compilerIdentity, readCached, writeCached } from "../packages/dsl/dist/cli/schemeCache.js";

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
  const run = (env: string = cache, file = scheme) => {
    const out = join(dir, `out${n++}.json`);
    const r = spawnSync(process.execPath, [cli, "run", file, "--input", input, "--call", call, "--out", out], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", ALLOT_CACHE: env } });
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
    expect(cacheFolder({ ALLOT_CACHE: "rel" })).toBe(resolve("rel"));
    expect(cacheFolder({ XDG_CACHE_HOME: "/c" })).toBe(join("/c", "allot", "schemes"));
    const e = cacheEntry("/x/s.allot", "scheme s {}", "a", join(dir, "made", "here"))!;
    expect(readCached(e)).toBeUndefined();
    writeCached(e, "return 1;");
    expect(readCached(e)).toBe("return 1;");
    // a folder that cannot be made: nothing stored, nothing thrown
    writeFileSync(join(dir, "file"), "");
    expect(() => writeCached(cacheEntry("/x/s.allot", "t", "a", join(dir, "file", "sub"))!, "return 1;")).not.toThrow();
  });
});
