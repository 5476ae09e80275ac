// setPoints (round 35) against the runtime's own stores, with criteria renamed to names that are
// Object.prototype members, JS keywords, unicode. Run: node review36/repro/P/setpoints-names.mjs
import { readFileSync } from "node:fs";
const { analyze, load } = await import(new URL("../../../packages/dsl/dist/index.js", import.meta.url).href);
const { evaluate } = await import(new URL("../../../packages/runtime/dist/index.js", import.meta.url).href);
const root = new URL("../../../", import.meta.url);
const read = (p) => readFileSync(new URL(p, root), "utf8");
const CLIMATE = read("schemes/drafted_climate/climate_fund.allot");
const input = JSON.parse(read("schemes/drafted_climate/data/climate_2027.json"));
const names = ["constructor", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf", "__defineGetter__", "__lookupGetter__", "propertyIsEnumerable", "toLocaleString", "class", "function", "return", "this", "new", "delete", "arguments", "eval", "undefined", "NaN", "length", "prototype", "bénéfice", "ключ", "点数", "ǅemal", "_", "__", "p", "s", "t", "e"];
let bad = 0;
for (const n of names) {
  const text = CLIMATE.replace(/\bdeliverability\b(?!\s*:)/g, n).replace(/scores\.[^\s]+/g, (m) => m.replace(n, "deliverability"));
  const a = analyze(text);
  const errs = a.diagnostics.filter((d) => d.severity === "error");
  if (errs.length) { console.log(n, "errors:", errs.map((d) => `${d.code} ${d.message}`).join("; ")); continue; }
  let s;
  try { s = load(a); } catch (e) { console.log(n, "LOAD THREW", e.message); bad++; continue; }
  try {
    const c = evaluate(s, input, { explain: true });
    const o = evaluate({ ...s, setPoints: undefined }, input, { explain: true });
    const same = JSON.stringify(c.result) === JSON.stringify(o.result);
    const below = c.result.results.filter((r) => r.reasons.some((x) => x.rule === "minimum_" + n || x.rule === "minimum_deliverability")).length;
    console.log(n, same ? "same" : "DIFFERENT", "setter:", typeof s.setPoints, "below:", below);
    if (!same) bad++;
  } catch (e) { console.log(n, "THREW", e.stack.split("\n").slice(0, 3).join(" | ")); bad++; }
}
console.log("bad", bad);
