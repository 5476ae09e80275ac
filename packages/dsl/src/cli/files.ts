// Finding scheme files and reading them for the command-line program.
import { existsSync, lstatSync, readlinkSync, statSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { walkFiles } from "../walkFiles.js";

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/**
 * "no such scheme: x.allot" — with, for a path not given in full, the folder it was looked for
 * in; and where pnpm ran the program in another folder than the one it was called in (`pnpm allot
 * …` runs in the workspace's top folder and leaves the caller's folder in INIT_CWD), both, and
 * how to name the file (a newcomer's scheme typed into a sub-folder, drafter20).
 */
export function noSuch(what: string, path: string): UsageError {
  if (isAbsolute(path)) return new UsageError(`no such ${what}: ${path}`);
  const here = process.cwd();
  const called = process.env["INIT_CWD"];
  const pnpm = called && resolve(called) !== here ? `; pnpm runs allot in the workspace's top folder, not in ${called} where it was called: name the file by its path from ${here}, or in full` : "";
  return new UsageError(`no such ${what}: ${path} (looked for in ${here}${pnpm})`);
}

/** Every .allot file under the given paths, sorted; a named file is taken whatever its ending. */
export function schemeFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const p of paths) {
    if (!existsSync(p)) throw noSuchPath(p);
    if (statSync(p).isDirectory()) {
      out.push(...walkFiles(p, [], seen).filter((f) => f.endsWith(".allot")));
    } else walkFiles(p, out, seen); // once, however often and however it is named
  }
  return out;
}

/**
 * A path given that leads to nothing: "no such file or folder", or, when it is a link, where the
 * link leads (adversary19: a link to nothing and a loop of links were "no such file or folder",
 * though the name is there).
 */
export function noSuchPath(p: string): UsageError {
  let target: string;
  try {
    if (!lstatSync(p).isSymbolicLink()) return noSuch("file or folder", p);
    target = readlinkSync(p);
  } catch {
    return noSuch("file or folder", p);
  }
  try {
    statSync(p);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ELOOP") return new UsageError(`${p} is a link that leads back to itself (to ${target})`);
  }
  // a chain of links: the one given leads to another that leads nowhere
  const next = resolve(dirname(p), target);
  return new UsageError(existsAsName(next) ? `${p} is a link to ${target}, itself a link that leads to nothing` : `${p} is a link to ${target}, which does not exist`);
}

function existsAsName(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

const FS_WORDS: Readonly<Record<string, string>> = {
  ENOENT: "no such file or folder",
  ENOTDIR: "a part of the path is a file, not a folder",
  EISDIR: "it is a folder, expected a file",
  EEXIST: "a file of that name is there, expected a folder",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  ENOSPC: "the disk is full",
  EFBIG: "the file is too large for the disk or for the limit on a file's size",
  EDQUOT: "the disk quota is used up",
  EIO: "the disk failed to read or write (an input/output error)",
  ENAMETOOLONG: "the name is too long",
  ELOOP: "a link that leads back to itself",
};
const FS_VERBS: Readonly<Record<string, string>> = { open: "open", read: "read", write: "write", mkdir: "make the folder", stat: "read", scandir: "read the folder", rename: "write" };

/**
 * A file-system error (a file that cannot be opened, written or made) in plain words, or
 * undefined for any other error: `--out` into a folder that does not exist, or a folder given
 * for a file, is the user's to fix, not an internal error with a stack.
 */
export function fileProblem(e: unknown): string | undefined {
  const x = e as NodeJS.ErrnoException;
  const words = typeof x?.code === "string" ? FS_WORDS[x.code] : undefined;
  if (!words || typeof x.syscall !== "string") return undefined;
  return `cannot ${FS_VERBS[x.syscall] ?? x.syscall} ${x.path ?? "a file it was given"}: ${words}`;
}

/** A folder given where a file is meant (`--input`, `--call`, a scheme), said before anything is read. */
export function expectFile(path: string | undefined, what: string): void {
  if (path !== undefined && existsSync(path) && statSync(path).isDirectory()) throw new UsageError(`${what} ${path} is a folder: expected a file`);
}

/**
 * Refuses an `--out` that is a file the command reads (`reads`: what each is, and its path),
 * however spelt — another relative path, a link (adversary21: `run --input doc.json --out
 * doc.json` wrote the result over the applications).
 */
export function notOnto(out: string | undefined, reads: ReadonlyArray<readonly [string, string | undefined]>): void {
  if (out === undefined || !existsSync(out)) return;
  const o = statSync(out);
  for (const [what, path] of reads) {
    if (path === undefined || !existsSync(path)) continue;
    const p = statSync(path);
    if (p.isFile() && p.dev === o.dev && p.ino === o.ino) throw new UsageError(`--out ${out} is ${what} file: the result would be written over it; write it to another file`);
  }
}

/** A file given where a folder is meant (`--out` of compile and notices). */
export function expectFolder(path: string | undefined, what: string): void {
  if (path !== undefined && existsSync(path) && !statSync(path).isDirectory()) throw new UsageError(`${what} ${path} is a file: expected a folder`);
}
