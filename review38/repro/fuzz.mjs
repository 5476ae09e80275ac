// review38's fuzz of round 37's named enumerations: each token of a small scheme with a named
// enumeration (its declaration, a field and a let of it, a figure by it, count(distinct …)) replaced
// by, or prefixed with, one of a list of words; analyze, load (where clean), format, and hover,
// completion, definition, references at every 7th offset. Prints the throws; last line the counts.
import { dsl, scheme } from "./common.mjs";
const base = scheme(`enum band "the band" {\n  lo "Low",\n  hi "High"\n}`, {
  call: `rate: money(EUR) by band "the rate of each band"`,
  app: `cls: band\n  score: integer in 0..9`,
  lets: `let lvl "the level": band =\n  if score >= 5 then hi\n  else lo per art1\nlet d = count(distinct m in applications: m.cls) per art1`,
  amount: "call.rate[lvl]",
});
const words = ["enum", "band", "lo", "{", "}", ",", "\"T\"", "by", ":", "=", "if", "then", "else", "distinct", "in", "(", ")", "[", "]", "call", "w.", "budget", "integer", "list of", "record {", "", "per"];
const start = base.indexOf("enum band"), end = base.indexOf("ranking per");
const toks = [];
for (const m of base.slice(start, end).matchAll(/"[^"]*"|[A-Za-z_][A-Za-z_0-9]*|\S/g)) toks.push([start + m.index, start + m.index + m[0].length]);
let n = 0, thrown = 0;
const tryit = (what, t, f) => { try { f(); } catch (e) { thrown++; if (thrown <= 20) console.log(JSON.stringify({ what, error: String(e.stack).split("\n").slice(0, 3).join(" | "), text: t.slice(start, end) })); } };
for (const [s, e] of toks) for (const w of words) for (const mode of ["replace", "prefix"]) {
  const t = mode === "replace" ? base.slice(0, s) + w + base.slice(e) : base.slice(0, s) + w + " " + base.slice(s);
  n++;
  let a;
  tryit("analyze", t, () => { a = dsl.analyze(t); });
  if (!a) continue;
  for (const d of a.diagnostics) if (!d.code) console.log(JSON.stringify({ nocode: d.message }));
  if (!a.diagnostics.some((d) => d.severity === "error")) tryit("load", t, () => dsl.load(a));
  tryit("format", t, () => dsl.formatScheme(t));
  for (let o = start; o < end + 5; o += 7) {
    tryit("hover", t, () => dsl.hover(a, o));
    tryit("completion", t, () => dsl.completion(a, o));
    tryit("definition", t, () => dsl.definition(a, o));
    tryit("references", t, () => dsl.references(a, o, true));
  }
}
console.log(`${n} texts, ${thrown} throws`);
