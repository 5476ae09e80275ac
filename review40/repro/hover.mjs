// hover over round 39's constructs (a table, its read, its members, a weighted criterion, a cap) in seven languages
import { dsl, scheme, LANGS } from "./common.mjs";
const decls = `enum size "the size of the firm" { small "a small firm", large "a large firm" }
enum band "the rate" { full "the full rate", half "the half rate" }
let ceiling "the ceiling": money(EUR) = call.t[sz, full] per art1
let big "the big one": money(EUR) = call.t[large, half] per art1
criterion ca "A" per art1: weight 0.5 × a1
criterion cb "B" per art1: weight 0.5 × min(b, 4)`;
const text = scheme(decls, { app: "sz: size\n  a1: integer in 1..5\n  b: integer in 1..5", call: 't: money(EUR) by size, band "the ceilings by size and rate"' });
const a = dsl.analyze(text);
const at = (s, k = 0) => text.indexOf(s) + k;
const targets = { "t: (declaration)": at("t: money") , "call.t (read)": at("call.t[sz") + 5, "sz (first key)": at("[sz,") + 1, "full (second key)": at("sz, full]") + 4, "large (member as row)": at("[large") + 1, "half (member as column)": at("large, half") + 7, "weight": at("weight 0.5 × a1"), "0.5": at("0.5 × a1"), "min": at("min(b"), "size in by": at("by size") + 3, "band in by": at("size, band") + 6 };
for (const lang of LANGS) {
  for (const [name, off] of Object.entries(targets)) {
    let h;
    try { h = dsl.hover(a, off, lang); } catch (e) { console.log(`THROW ${lang} ${name}: ${e.message}`); continue; }
    console.log(`-- ${lang} ${name}: ${h ? JSON.stringify(h.markdown.slice(0, 400)) : "(none)"}`);
  }
}
