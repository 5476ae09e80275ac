// The compiled schemes of `allot run`, `explain` and `notices`, kept between runs: the body the
// compiler generates for a scheme (compile/load.ts), stored under a key that hashes the scheme's
// text, its path, the compiler (the bundled program's own bytes: allot.mjs holds the whole
// compiler) and Node's version. A scheme with errors is never stored. An entry is used only when
// its key is the one asked for and its body's hash, written at its head, is that body's: an
// entry from another compiler or another text is never found, and a corrupt one (cut short,
// edited) is compiled afresh and written again. Storing is best effort: a folder that cannot be
// written leaves the run as it was, compiling each time.
//
// The key holds everything the compiled text depends on besides the scheme: the switches the
// compiler reads from the environment (SWITCHES: ALLOT_NO_MINOR_UNITS, compile/minorFields.ts;
// TZ) and Node's ICU and time-zone data (date-time literals are compiled with them).
//
// The folder: $ALLOT_CACHE when it is an absolute path (none when it is off, 0, false or no, in
// any case), else $XDG_CACHE_HOME/allot/schemes when that is absolute, else ~/.cache/allot/schemes;
// a relative path is ignored, as the XDG spec says. The code read is run, so it must be the user's
// alone: the folder is made 0700 and each entry 0600 (written aside under that mode, then renamed
// into place), and a folder or entry not owned by the user, or that group or others may write, is
// not read nor written: the run compiles, and says nothing. Each write prunes the folder: entries
// older than KEEP.days, then the oldest past KEEP.count, go.
import { createHash } from "node:crypto";
import { closeSync, constants, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from "node:fs";
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
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
  if (set !== undefined && /^(off|0|false|no)$/i.test(set.trim())) return undefined;
  if (set && isAbsolute(set)) return resolve(set);
  const xdg = env["XDG_CACHE_HOME"];
  const base = xdg && isAbsolute(xdg) ? xdg : join(env["HOME"] && isAbsolute(env["HOME"]) ? env["HOME"] : homedir(), ".cache");
  return join(base, "allot", "schemes");
}

/** The environment's switches that change what the compiler generates. */
export const SWITCHES = ["ALLOT_NO_MINOR_UNITS", "TZ"] as const;

/** How much the folder keeps: entries written in the last `days`, at most `count` of them. */
export const KEEP = { days: 30, count: 200 } as const;

let compiler: string | undefined | null = null;
/**
 * The compiler's identity: the hash of the bundled program and Node's version (its Unicode
 * tables decide what a name is); undefined when this code is not the bundle (the packages'
 * separate modules, as tests import them), which then never uses the cache.
 */
export function compilerIdentity(): string | undefined {
  if (compiler !== null) return compiler;
  const self = fileURLToPath(import.meta.url);
  compiler = self.endsWith("allot.mjs") ? `${sha256(readFileSync(self))} ${process.version} ${process.versions.unicode ?? ""} ${process.versions.icu ?? ""} ${process.versions.tz ?? ""}` : undefined;
  return compiler;
}

/** The entry of the scheme `file` with `text`, compiled by `compilerId`. */
export function cacheEntry(file: string, text: string, compilerId = compilerIdentity(), folder = cacheFolder(), env: NodeJS.ProcessEnv = process.env): CacheEntry | undefined {
  if (compilerId === undefined || folder === undefined) return undefined;
  const switches = SWITCHES.map((n) => env[n] ?? null);
  return { folder, key: sha256(JSON.stringify([compilerId, switches, resolve(file), text])) };
}

const pathOf = (e: CacheEntry) => join(e.folder, `${e.key}.js`);

/** Whether `s` is the user's alone: owned by them, and not writable by group or others. */
function own(s: Stats): boolean {
  // Windows has neither (no getuid; every writable file shows 0o666): there only the head's hash guards
  const uid = process.getuid?.();
  return uid === undefined || (s.uid === uid && (s.mode & 0o022) === 0);
}

/** The folder of `e` when it is there and the user's alone. */
function ownFolder(e: CacheEntry): boolean {
  try {
    const s = statSync(e.folder);
    return s.isDirectory() && own(s);
  } catch {
    return false;
  }
}

/** The body stored for `e`, or undefined when there is none, it is not whole, or not the user's alone. */
export function readCached(e: CacheEntry): string | undefined {
  if (!ownFolder(e)) return undefined;
  let text: string;
  let fd: number | undefined;
  try {
    // the entry's mode and owner are those of the file read (no link followed, no second look-up)
    fd = openSync(pathOf(e), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    const s = fstatSync(fd);
    if (!s.isFile() || !own(s)) return undefined;
    text = readFileSync(fd, "utf8");
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  const nl = text.indexOf("\n");
  if (nl < 0 || !text.startsWith(HEAD)) return undefined;
  const body = text.slice(nl + 1);
  return text.slice(HEAD.length, nl) === sha256(body) ? body : undefined;
}

/** Stores `body` for `e` (written aside, 0600, then renamed into place) and prunes; a failure is ignored. */
export function writeCached(e: CacheEntry, body: string): void {
  const tmp = `${pathOf(e)}.${process.pid}.tmp`;
  try {
    mkdirSync(e.folder, { recursive: true, mode: 0o700 });
    if (!ownFolder(e)) return;
    writeFileSync(tmp, `${HEAD}${sha256(body)}\n${body}`, { mode: 0o600, flag: "wx" });
    renameSync(tmp, pathOf(e));
  } catch {
    try {
      rmSync(tmp, { force: true });
    } catch {
      // the folder could not be made: there is nothing to remove
    }
    return;
  }
  prune(e);
}

const ENTRY = /^[0-9a-f]{64}\.js(\.\d+\.tmp)?$/;

/** Removes the entries of `e`'s folder written more than KEEP.days ago, then the oldest past KEEP.count (never `e`'s). */
function prune(e: CacheEntry, now = Date.now()): void {
  try {
    const kept: { name: string; at: number }[] = [];
    for (const name of readdirSync(e.folder)) {
      if (!ENTRY.test(name) || name === `${e.key}.js`) continue;
      const at = statSync(join(e.folder, name)).mtimeMs;
      // a file written aside is another run's, being written, unless an hour old
      if (now - at > (name.endsWith(".tmp") ? 3_600_000 : KEEP.days * 86_400_000)) rmSync(join(e.folder, name), { force: true });
      else if (!name.endsWith(".tmp")) kept.push({ name, at });
    }
    kept.sort((a, b) => b.at - a.at);
    for (const { name } of kept.slice(KEEP.count - 1)) rmSync(join(e.folder, name), { force: true });
  } catch {
    // pruning is best effort, as storing is
  }
}
