// round 39's constructs told in seven languages: a weighted score, a table read, a cap, a threshold
// on the weighted total; prints each language's steps, flags English words, code and `undefined`
import { scheme, run, words, LANGS } from "../common.mjs";
const decls = `enum size "the size of the firm" { small "a small firm", large "a large firm" }
enum band "the rate" { full "the full rate", half "the half rate" }
let pont_a "the score of A": decimal in 1..5 = (a1 + a2) / 2 per art1
let ceiling "the ceiling": money(EUR) = call.t[sz, full] per art1
criterion ca "A" per art1: weight 0.5 × pont_a
criterion cb "B" per art1: weight 0.5 × b
threshold enough "At least 3" per art1: total >= 3
eligibility per art1 {
  rule within "Within the ceiling" per art1: ask <= call.t[sz, half]
}`;
const app = "sz: size\n  a1: integer in 1..5\n  a2: integer in 1..5\n  b: integer in 1..5";
const call = { budget: "100.00", t: { small: { full: "50.00", half: "25.00" }, large: { full: "80.00", half: "40.00" } } };
const apps = [{ id: "P1", ask: "20.00", sz: "small", a1: 5, a2: 4, b: 3 }, { id: "P2", ask: "30.00", sz: "small", a1: 5, a2: 5, b: 5 }, { id: "P3", ask: "10.00", sz: "large", a1: 1, a2: 2, b: 1 }];
const english = /\b(the|is|points|Criterion|Total|weight|scale|not met|met|Threshold|computed from|capped|rule|Granted|Funded|call)\b/;
for (const lang of LANGS) {
  const r = run(scheme(decls, { app, call: "t: money(EUR) by size, band \"the ceilings by size and rate\"", lang }), apps, call);
  for (const a of apps) {
    const w = words(r, a.id);
    console.log(`-- ${lang} ${a.id}\n${w}`);
    const bad = [];
    if (/undefined|NaN|\[object|null\b/.test(w)) bad.push("a code word");
    if (/call\.t\[|sz\b|pont_a|\ba1\b/.test(w)) bad.push("code shown");
    const m = lang !== "en" && w.replace(/[«“"‘'„][^»”"’']*[»”"’']/g, "").match(english);
    if (m) bad.push(`English '${m[0]}'`);
    if (bad.length) console.log(`!! ${lang} ${a.id}: ${bad.join(", ")}`);
  }
}
