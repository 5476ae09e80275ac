// The compiled schemes of `allot run`, `explain` and `notices`, kept between runs: the body the
// compiler generates for a scheme (compile/load.ts), stored under a key that hashes the scheme's
// text, its path, the compiler (the bundled program's own bytes: allot.mjs holds the whole
// compiler) and Node's version. A scheme with errors is never stored. An entry is used only when
// its key is the one asked for and its body's hash, written at its head, is that body's: an
// entry from another compiler or another text is never found, and a corrupt one (cut short,
// edited) is compiled afresh and written again. Storing is best effort: a folder that cannot be
// written leaves the run as it was, compiling each time.
//
// The folder: $ALLOT_CACHE (or no cache when it is "off"), else $XDG_CACHE_HOME/allot/schemes,
// else ~/.cache/allot/schemes.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const HEAD = "// allot: a compiled scheme, cache entry 1, body sha256 ";

export interface CacheEntry {
  readonly folder: string;
  readonly key: string;
}

const sha256 = (b: string | Buffer) => createHash("sha256").update(b).digest("hex");

/** Where entries go, or undefined when the cache is off. */
export function cacheFolder(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const set = env["ALLOT_CACHE"];
  if (set === "off") return undefined;
  if (set) return resolve(set);
  const base = env["XDG_CACHE_HOME"] || join(homedir(), ".cache");
  return join(base, "allot", "schemes");
}

let compiler: string | undefined | null = null;
/**
 * The compiler's identity: the hash of the bundled program and Node's version (its Unicode
 * tables decide what a name is); undefined when this code is not the bundle (the packages'
 * separate modules, as tests import them), which then never uses the cache.
 */
export function compilerIdentity(): string | undefined {
  if (compiler !== null) return compiler;
  const self = fileURLToPath(import.meta.url);
  compiler = self.endsWith("allot.mjs") ? `${sha256(readFileSync(self))} ${process.version} ${process.versions.unicode ?? ""}` : undefined;
  return compiler;
}

/** The entry of the scheme `file` with `text`, compiled by `compilerId`. */
export function cacheEntry(file: string, text: string, compilerId = compilerIdentity(), folder = cacheFolder()): CacheEntry | undefined {
  if (compilerId === undefined || folder === undefined) return undefined;
  return { folder, key: sha256(JSON.stringify([compilerId, resolve(file), text])) };
}

const pathOf = (e: CacheEntry) => join(e.folder, `${e.key}.js`);

/** The body stored for `e`, or undefined when there is none or it is not whole. */
export function readCached(e: CacheEntry): string | undefined {
  let text: string;
  try {
    text = readFileSync(pathOf(e), "utf8");
  } catch {
    return undefined;
  }
  const nl = text.indexOf("\n");
  if (nl < 0 || !text.startsWith(HEAD)) return undefined;
  const body = text.slice(nl + 1);
  return text.slice(HEAD.length, nl) === sha256(body) ? body : undefined;
}

/** Stores `body` for `e` (written aside, then renamed into place); a failure is ignored. */
export function writeCached(e: CacheEntry, body: string): void {
  const tmp = `${pathOf(e)}.${process.pid}.tmp`;
  try {
    mkdirSync(e.folder, { recursive: true });
    writeFileSync(tmp, `${HEAD}${sha256(body)}\n${body}`);
    renameSync(tmp, pathOf(e));
  } catch {
    try {
      rmSync(tmp, { force: true });
    } catch {
      // the folder could not be made: there is nothing to remove
    }
  }
}
