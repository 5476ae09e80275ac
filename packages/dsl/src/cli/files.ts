// Finding scheme files and reading them for the command-line program.
import { readdirSync, statSync, existsSync } from "node:fs";
import { join } from "node:path";

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** Every .allot file under the given paths, sorted; a named file is taken whatever its ending. */
export function schemeFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p).sort()) if (e !== "node_modules" && !e.startsWith(".")) walk(join(p, e));
    } else if (p.endsWith(".allot")) out.push(p);
  };
  for (const p of paths) {
    if (!existsSync(p)) throw new UsageError(`no such file or folder: ${p}`);
    if (statSync(p).isDirectory()) walk(p);
    else out.push(p);
  }
  return out;
}
