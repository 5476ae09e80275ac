// Finding scheme files and reading them for the command-line program.
import { statSync, existsSync } from "node:fs";
import { walkFiles } from "../walkFiles.js";

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** Every .allot file under the given paths, sorted; a named file is taken whatever its ending. */
export function schemeFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const p of paths) {
    if (!existsSync(p)) throw new UsageError(`no such file or folder: ${p}`);
    if (statSync(p).isDirectory()) {
      out.push(...walkFiles(p, [], seen).filter((f) => f.endsWith(".allot")));
    } else out.push(p);
  }
  return out;
}
