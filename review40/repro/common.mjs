// review40's repro helpers: this tree's built dsl and runtime (ROOT=<tree> for another tree's packages/*/dist)
import path from "node:path";
import { pathToFileURL } from "node:url";
const ROOT = process.env.ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const dsl = await import(pathToFileURL(path.join(ROOT, "packages/dsl/dist/index.js")).href);
export const rt = await import(pathToFileURL(path.join(ROOT, "packages/runtime/dist/index.js")).href);
export const LANGS = ["en", "nl", "pl", "de", "es", "fr", "pt"];
/** A scheme in `lang` around `decls` (criteria, lets, thresholds), with `app` fields and `call` parameters. */
export const scheme = (decls, { lang = "en", app = "", call = "", places = "", amount = "ask" } = {}) => `scheme t "T" {
  version "1"
  language ${lang}
}
act law "L" {
  identifier "L"
}
source art1 = law article 1 """
  X.
  """
call {
  budget: money(EUR)
  ${call}
}
application {
  id: text unique
  ask: money(EUR)
  ${app}
}
${places}
${decls}
ranking per art1 {
  by total highest first per art1
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
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
export const diags = (text) => dsl.analyze(text).diagnostics.filter((d) => d.code !== "AL0409");
/** Evaluate `text` (errors: thrown) with explanations; the result. */
export function run(text, applications, call = { budget: "1000.00" }) {
  const a = dsl.analyze(text);
  const errs = a.diagnostics.filter((d) => d.severity === "error");
  if (errs.length) throw new Error("scheme errors: " + errs.map((d) => `${d.code} ${d.message}`).join("; "));
  return rt.evaluate(dsl.load(a), { call, applications }, { explain: true }).result;
}
export const words = (r, id) => r.results.find((x) => x.id === id).explanation.map((s) => s.text).join("\n");
