// review39's repro helpers: this tree's built dsl (ROOT=<tree> for another tree's packages/*/dist)
import path from "node:path";
import { pathToFileURL } from "node:url";
const ROOT = process.env.ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const dsl = await import(pathToFileURL(path.join(ROOT, "packages/dsl/dist/index.js")).href);
export const rt = await import(pathToFileURL(path.join(ROOT, "packages/runtime/dist/index.js")).href);
export { preamble } from "../../review32/harness.mjs";
export const diags = (text) => dsl.analyze(text).diagnostics.filter((d) => d.code !== "AL0409").map((d) => `${d.code} ${d.message}`);
// a scheme around `decls` (top-level declarations) with a call, an application and an allocation
export const scheme = (decls, { call = "", app = "", lets = "", amount = "ask" } = {}) => `scheme t "T" {
  version "1"
}
act law "L" {
  identifier "L"
}
source art1 = law article 1 """
  X.
  """
${decls}
call {
  budget: money(EUR)
  ${call}
}
application {
  id: text unique
  ask: money(EUR)
  ${app}
}
${lets}
ranking per art1 {
  by id lowest first per art1
}
allocation per art1 {
  budget call.budget
  amount ${amount} per art1
  at boundary skip per art1
}
publish per art1 {
  columns { id, status }
}
`;
