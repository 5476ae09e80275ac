// allot fmt over round 39's constructs with comments and odd spacing: every comment kept, stable, the same diagnostics
import { dsl, scheme } from "./common.mjs";
const E = 'enum size "the size" { small "small", large "large" }\nenum band "the band" { full "full", half "half" }\n';
const V = {
  "comment between the keys": { call: "t: money(EUR) by size, /* the rows, then */ band", lets: 'let r "R": money(EUR) = call.t[sz, full] per art1' },
  "line comment after the comma": { call: "t: money(EUR) by size, // rows\n    band", lets: 'let r "R": money(EUR) = call.t[sz, full] per art1' },
  "comment inside the read": { call: "t: money(EUR) by size, band", lets: 'let r "R": money(EUR) = call.t[sz /* row */, /* column */ full] per art1' },
  "line comment inside the read": { call: "t: money(EUR) by size, band", lets: 'let r "R": money(EUR) = call.t[sz, // the column\n  full] per art1' },
  "spaces in the read": { call: "t: money(EUR)   by   size ,band", lets: 'let r "R": money(EUR) = call.t[ sz ,full ] per art1' },
  "comment in a weight": { crit: 'criterion a "A" per art1: weight 0.4 /* forty */ × x\ncriterion b "B" per art1: weight 0.6 × // sixty\n  y' },
  "comment in a cap": { crit: 'criterion a "A" per art1: max(0, /* lower */ min(x, 4 /* upper */))' },
  "comment after the title of a table": { call: 't: money(EUR) by size, band "the table" // Schedule 1', lets: 'let r "R": money(EUR) = call.t[sz, full] per art1' },
};
const app = "sz: size\n  x: integer in 0..5\n  y: integer in 0..5";
for (const [name, v] of Object.entries(V)) {
  const t = scheme(`${E}${v.crit ?? 'criterion a "A" per art1: x'}\n${v.lets ?? ""}`, { app, call: v.call ?? "" });
  const comments = [...t.matchAll(/\/\*.*?\*\/|\/\/[^\n]*/g)].map((m) => m[0].replace(/\s+$/, ""));
  let f;
  try { f = dsl.formatScheme(t).text; } catch (e) { console.log(`THROW ${name}: ${e.message}`); continue; }
  if (!f) { console.log(`${name}: (no text: ${JSON.stringify(dsl.formatScheme(t)).slice(0, 200)})`); continue; }
  const lost = comments.filter((c) => !f.includes(c));
  const again = dsl.formatScheme(f).text;
  const d0 = dsl.analyze(t).diagnostics.map((d) => d.code).join(","), d1 = dsl.analyze(f).diagnostics.map((d) => d.code).join(",");
  const out = f.split("\n").filter((l) => /call\.t|by size|weight|min\(|\/\/|\/\*/.test(l)).join(" ⏎ ");
  console.log(`${name}: ${lost.length ? "LOST " + JSON.stringify(lost) : "kept"}${again !== f ? ", NOT STABLE" : ""}${d0 !== d1 ? `, diagnostics ${d0} -> ${d1}` : ""}\n   ${out}`);
}
