// A file the command-line program writes over in place — `allot fmt`'s scheme, `allot run --out`'s
// results — replaced whole or left as it was (adversary18): the new text is written under a
// temporary name beside the file (beside the file a link leads to, so the link stays a link) and
// renamed over it only when whole. A disk that stops the write halfway (full, a quota, a limit on
// a file's size) left the user's scheme cut short, or half a result file where the earlier one
// was. The file keeps its permissions. A name that is not a plain file (a device such as
// /dev/stdout, a pipe) is written as itself, as before: it has no contents to keep.
// The temporary name is short and random (adversary19): `.allot-<pid>-<12 hex digits>.tmp`. One
// made of the file's name ran past the file system's 255 bytes for a long name, and one made of
// the process id alone was taken by the file a stopped run left, when a later run had its id (a
// container starts its processes at the same ids). A run stopped while it wrote (Ctrl-C, the
// out-of-memory killer) cannot remove its temporary file; the next write in that folder removes
// the temporary files of processes no longer running (outputFiles.ts `openTemporary`, which
// `allot compile --out` and `allot notices --out` use too).
import { accessSync, closeSync, constants, fchmodSync, openSync, realpathSync, renameSync, statSync, unlinkSync } from "node:fs";
import { dirname } from "node:path";
import { openTemporary, quietly, withPath } from "./outputFiles.js";

/** Writes `path` with `fill` (given the open file) whole, or leaves it as it was and throws (the error names `path`). */
export function replaceFile(path: string, fill: (fd: number) => void): void {
  const st = statOrNone(path);
  if (st && !st.isFile()) return writeInPlace(path, fill);
  const real = st ? realpathSync(path) : path;
  // a file the user may not write stays refused, as writing it in place refused it (a rename would not ask)
  if (st) refuseUnwritable(real, path);
  const { temp, fd: opened } = openTemporary(dirname(real), path, "", st ? st.mode & 0o7777 : 0o666);
  let fd = opened;
  try {
    if (st) fchmodSync(fd, st.mode & 0o7777); // the umask does not narrow the file's own permissions
    fill(fd);
    closeSync(fd);
    fd = -1;
    renameSync(temp, real);
  } catch (e) {
    if (fd >= 0) closeSync(fd);
    quietly(() => unlinkSync(temp));
    throw withPath(e, path);
  }
}

function writeInPlace(path: string, fill: (fd: number) => void): void {
  let fd: number;
  try {
    fd = openSync(path, "w");
  } catch (e) {
    throw withPath(e, path);
  }
  try {
    fill(fd);
  } catch (e) {
    throw withPath(e, path);
  } finally {
    closeSync(fd);
  }
}

function refuseUnwritable(real: string, path: string): void {
  try {
    accessSync(real, constants.W_OK);
  } catch (e) {
    throw withPath(Object.assign(e as object, { syscall: "open" }), path);
  }
}

function statOrNone(path: string) {
  try {
    return statSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined; // said when the file is opened
    throw withPath(e, path);
  }
}
