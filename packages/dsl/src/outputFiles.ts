// The files of one output written whole or not at all, never through a link inside its folder:
// `allot compile --out` (the module, its declarations, its schema, a bundle's copy of the
// runtime's declarations) and `allot notices --out` (a notice per applicant, and its PDF).
//
// Each file is written under a new temporary name beside its own (`openTemporary`, replaceFile's
// too), opened with `wx` (made new: never opened through a link, nor over a file already there); only when every file of the output
// is written are they renamed into place, and a rename replaces a name, never writing through
// it. A name taken by a link, a folder or anything but a plain file, and a folder of the output
// taken by a link or a file, is refused before its file is written, naming the path; a write
// that fails (a full disk) names its file. Either way the temporary files and the folders made
// inside the output folder are removed: nothing of the output is left in it (the `--out` folder
// itself, made first, stays).
import { randomBytes } from "node:crypto";
import { closeSync, lstatSync, mkdirSync, openSync, readdirSync, readlinkSync, renameSync, rmdirSync, unlinkSync, writeFileSync, type Stats } from "node:fs";
import { dirname, extname, join } from "node:path";
import { makeFolder } from "./makeFolder.js";

/** An output refused because a name it needs is taken (exit 1, the path in plain words). */
export class OutputRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutputRefused";
  }
}

/** The files of one output inside `folder`, staged until `commit`. */
export class OutputFiles {
  private readonly staged: Array<{ temp: string; path: string }> = [];
  private readonly names = new Set<string>();
  /** the folders made for the output, the `--out` folder and those above it first (removed, the innermost first, if the output is abandoned) */
  private readonly made: string[] = [];
  private readonly folders = new Set<string>();

  /** `folder` itself (the user's `--out`) is made as makeFolder makes it, and may be a link. */
  constructor(readonly folder: string) {
    this.made.push(...makeFolder(folder));
  }

  /** Writes `content` as `rel` (a path inside the folder) under a temporary name; returns that name. */
  write(rel: string, content: string | Uint8Array): string {
    const path = join(this.folder, rel);
    if (this.names.has(path)) throw new Error(`${path} is written twice in one output`);
    this.folderFor(dirname(rel));
    refuseTaken(path);
    // beside its name, with its ending (Chromium reads a notice's HTML by it)
    const { temp, fd } = openTemporary(dirname(path), path, extname(path));
    this.staged.push({ temp, path });
    this.names.add(path);
    try {
      writeFileSync(fd, content);
    } catch (e) {
      throw withPath(e, path);
    } finally {
      closeSync(fd);
    }
    return temp;
  }

  /** Puts every file in place; returns their paths, in the order written. */
  commit(): string[] {
    for (let i = 0; i < this.staged.length; i++) {
      const { temp, path } = this.staged[i]!;
      try {
        renameSync(temp, path);
      } catch (e) {
        this.staged.splice(0, i); // those in place stay; the rest is abandoned
        throw withPath(e, path);
      }
    }
    const paths = this.staged.map((s) => s.path);
    this.staged.length = 0;
    return paths;
  }

  /** Removes what was written of an output that is not committed, and the folders made for it (`--out` too), each only if empty. */
  abandon(): void {
    for (const { temp } of this.staged) quietly(() => unlinkSync(temp));
    this.staged.length = 0;
    for (const f of this.made.reverse()) quietly(() => rmdirSync(f));
  }

  /** The folder `rel` inside the output folder, each level made or found a plain folder (not a link). */
  private folderFor(rel: string): void {
    if (rel === "." || rel === "") return;
    this.folderFor(dirname(rel));
    const path = join(this.folder, rel);
    if (this.folders.has(path)) return;
    let st = statOf(path);
    if (!st) {
      try {
        mkdirSync(path);
        this.made.push(path);
      } catch (e) {
        // another writer made it between the look and the make: look again (it is theirs, not removed)
        if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw withPath(e, path);
        st = statOf(path);
      }
    }
    if (st?.isSymbolicLink()) {
      throw new OutputRefused(`cannot write ${path}: it is a link (to ${readlinkSync(path)}), expected a folder; an output is never written through a link: remove it, or write to another folder`);
    } else if (st && !st.isDirectory()) {
      throw new OutputRefused(`cannot write ${path}: it is a file, expected a folder; remove it, or write to another folder`);
    }
    this.folders.add(path);
  }
}

/**
 * Stages an output's files with `fill`, then puts them in place: on any error, thrown on after
 * what was staged is removed, nothing of the output is left. Returns the paths written.
 */
export async function writeOutput(folder: string, fill: (o: OutputFiles) => void | Promise<void>): Promise<string[]> {
  const o = new OutputFiles(folder);
  try {
    await fill(o);
    return o.commit();
  } catch (e) {
    o.abandon();
    throw e;
  }
}

/**
 * A new file in `dir` under a temporary name, `.allot-<pid>-<12 random hex digits>.tmp<ending>`,
 * opened with `wx` (`mode` its permissions before the umask); a name taken is drawn again. The
 * name is short whatever the file's (adversary19: one made of the file's name passed the file
 * system's 255 bytes) and not the process id alone (a file a stopped run left, when a later run
 * had its id, refused the write: adversary19 for replaceFile, adversary20 for an output's files).
 * The temporary files in `dir` whose process no longer runs (a run stopped while it wrote cannot
 * remove its own) are removed first, once a folder a process (a notice per applicant does not
 * read its folder again for each). An error names `path`, the file the temporary one is for.
 */
export function openTemporary(dir: string, path: string, ending = "", mode = 0o666): { temp: string; fd: number } {
  if (!swept.has(dir)) {
    swept.add(dir);
    removeLeftBehind(dir);
  }
  const end = /^\.[A-Za-z0-9]{1,10}$/.test(ending) ? ending : "";
  for (;;) {
    const temp = join(dir, `.allot-${process.pid}-${randomBytes(6).toString("hex")}.tmp${end}`);
    try {
      return { temp, fd: openSync(temp, "wx", mode) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw withPath(e, path);
    }
  }
}

/** The folders whose left-behind temporary files this process has removed. */
const swept = new Set<string>();

/** A temporary file of openTemporary's: its writer's process id. */
const TEMP = /^\.allot-(\d+)-[0-9a-f]{12}\.tmp(?:\.[A-Za-z0-9]{1,10})?$/;

/** Removes the temporary files in `dir` whose writers are no longer running (a stopped run's); any error is ignored. */
function removeLeftBehind(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = TEMP.exec(name)?.[1];
    if (pid !== undefined && !running(Number(pid))) quietly(() => unlinkSync(join(dir, name)));
  }
}

/** Whether a process of that id runs (one of another user's counts: signal 0 is refused it, not unknown). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

/** A name an output file takes: free, or a plain file (replaced); anything else is refused. */
function refuseTaken(path: string): void {
  const st = statOf(path);
  if (!st || st.isFile()) return;
  if (st.isSymbolicLink()) throw new OutputRefused(`cannot write ${path}: it is a link (to ${readlinkSync(path)}); an output is never written through a link: remove it, or write to another folder`);
  if (st.isDirectory()) throw new OutputRefused(`cannot write ${path}: it is a folder, expected a file; remove it, or write to another folder`);
  throw new OutputRefused(`cannot write ${path}: it is not a plain file; remove it, or write to another folder`);
}

/** The entry at `path` itself (a link as a link), or undefined where there is none. */
function statOf(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw withPath(e, path);
  }
}

/** A file-system error with the path it concerns (a failed write has none of its own: "cannot write a file it was given"). */
export function withPath(e: unknown, path: string): unknown {
  const x = e as NodeJS.ErrnoException;
  if (x && typeof x === "object" && typeof x.code === "string") {
    x.path = path;
    x.syscall = x.syscall === "open" || x.syscall === "mkdir" ? x.syscall : "write";
  }
  return e;
}

export function quietly(f: () => void): void {
  try {
    f();
  } catch {
    // what cannot be removed stays; the error that stopped the output is the one said
  }
}
