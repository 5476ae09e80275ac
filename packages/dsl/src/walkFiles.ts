// The files under a folder, for the command-line program (`check`, `fmt`, `test`): links are
// followed, but a folder already walked — a link back to a parent, or two links to one folder —
// is walked once, so a loop of links ends instead of overflowing the stack. A link that leads
// nowhere is an error naming it; hidden entries and node_modules are skipped.
import { readdirSync, realpathSync, statSync, type Stats } from "node:fs";
import { join } from "node:path";

/** Why a folder could not be walked: a broken link or an unreadable entry, named. */
export class WalkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WalkError";
  }
}

function stat(p: string): Stats {
  try {
    return statSync(p);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "it is a link to nothing" : code === "ELOOP" ? "it is a link that leads back to itself" : code === "EACCES" ? "permission denied" : (e as Error).message;
    throw new WalkError(`cannot read ${p}: ${why}`);
  }
}

/**
 * Every file under `root` (itself, if it is a file), in sorted order, each folder walked once and
 * each file given once, however it is reached (a folder and a file in it, two spellings of a path:
 * adversary26, `check` reported its errors twice).
 */
export function walkFiles(root: string, out: string[] = [], seen: Set<string> = new Set()): string[] {
  if (!stat(root).isDirectory()) {
    const real = realpathSync(root);
    if (!seen.has(real)) {
      seen.add(real);
      out.push(root);
    }
    return out;
  }
  const real = realpathSync(root);
  if (seen.has(real)) return out;
  seen.add(real);
  for (const e of readdirSync(root).sort()) if (e !== "node_modules" && !e.startsWith(".")) walkFiles(join(root, e), out, seen);
  return out;
}
