// A scheme directory beside a mapping, and whether the service starts on it: what the mapping
// tests (adversary24-mapping, adversary25-mapping-json) share; the mutation tests' gap scheme
// beside a mapping that renames its list and id (adversary26-malformed-record, fixb26).
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createServer, SchemeLoadError } from "../src/index.js";
import { repo } from "./http.js";

/** A scheme of a call budget and an asked amount, which a mapping can rename. */
export const MAPPED_SCHEME = `scheme t "Mapped" {
  version "1"
}
act law "L" {
  identifier "L"
}
source art1 = law article 1 """
  X.
  """
call {
  budget: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
}
ranking per art1 {
  by id lowest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
}
`;

/** A scheme directory `root/name` holding s.allot and its mapping `s.map.json` (a text: written as it is). */
export function mappedDirectory(root: string, name: string, mapping: string): string {
  const d = join(root, name);
  rmSync(d, { recursive: true, force: true });
  mkdirSync(d);
  writeFileSync(join(d, "s.allot"), MAPPED_SCHEME);
  writeFileSync(join(d, "s.map.json"), mapping);
  return d;
}

/** "started", or the problems the service refuses to start with. */
export function refusal(dir: string): readonly string[] | string {
  try {
    const app = createServer({ schemesDir: dir, logger: false, threads: 0 });
    void app.close();
    return "started";
  } catch (e) {
    return e instanceof SchemeLoadError ? e.problems : String(e);
  }
}

/** packages/dsl/test/mutation/gap/gap.allot copied into `dir`, with a mapping that reads the list at `$.data.rows` and the id at `$.ref`. */
export function gapWithMapping(dir: string): void {
  copyFileSync(join(repo, "packages/dsl/test/mutation/gap/gap.allot"), join(dir, "gap.allot"));
  writeFileSync(join(dir, "gap.map.json"), JSON.stringify({ applications: "$.data.rows", application: { id: "$.ref" } }));
}
