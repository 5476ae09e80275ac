// Making a folder and the folders above it, for `allot compile --out` and `allot notices --out`.
import { lstatSync, mkdirSync, readlinkSync, statSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Makes `path` and any folder above it that is missing; a folder already there is fine. Each
 * level is tried once: a file system that refuses a folder (a part of the path is a file, the
 * disk is read-only, `/proc`) throws the refusal, naming the folder. Node's own `mkdirSync(…,
 * { recursive: true })` retries a refused folder under `/proc` without end (a hang, not an
 * error), so it is not used. Returns the folders it made, the outermost first.
 */
export function makeFolder(path: string): string[] {
  const full = path;
  try {
    mkdirSync(full);
    return [full];
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EEXIST") {
      // a link to nothing: said of the link and where it leads ("cannot read out: no such file" was
      // true of its target only)
      if (lstatSync(full).isSymbolicLink() && !existsAt(full)) throw Object.assign(new Error(`ENOENT: a link to nothing, mkdir '${full}'`), { code: "ENOENT", syscall: "mkdir", path: `${full} (a link to ${readlinkSync(full)})` });
      if (statSync(full).isDirectory()) return [];
      throw Object.assign(new Error(`ENOTDIR: not a folder, mkdir '${full}'`), { code: "ENOTDIR", syscall: "mkdir", path: full });
    }
    const parent = dirname(full);
    if (code !== "ENOENT" || parent === full) throw e;
    const above = makeFolder(parent);
    mkdirSync(full); // once more, now that its parent is there; a second refusal is thrown
    return [...above, full];
  }
}

/** Whether the file a path names (through its links) is there; a loop of links is thrown as it is. */
function existsAt(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw e;
  }
}
