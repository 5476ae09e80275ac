// review40: malformed input to round 39's constructs: a table (`by a, b`, `call.t[a, b]`), a weighted
// score, a cap, a named enumeration, phases, `language`. Each text: analyze (no throw, every
// diagnostic with a code, a span inside the text and a hint where it is an error), format (no throw;
// stable; an error-free text keeps its diagnostics' codes), hover/completion/definition at every
// 3rd offset (no throw). Prints the variants with their diagnostics; the tally last.
import { dsl, scheme } from "./common.mjs";
const E = 'enum size "the size" { small "small", large "large" }\nenum band "the band" { full "full", half "half" }\n';
const T = (decl, read = "call.t[sz, full]") => ({ call: decl, lets: `let r "R": money(EUR) = ${read} per art1` });
const V = {
  "table ok": T("t: money(EUR) by size, band"),
  "table three keys": T("t: money(EUR) by size, band, size"),
  "table trailing comma": T("t: money(EUR) by size,"),
  "table leading comma": T("t: money(EUR) by , band"),
  "table same key twice": T("t: money(EUR) by size, size", "call.t[sz, small]"),
  "table by a field": T("t: money(EUR) by sz, band"),
  "table by two written enums": T("t: money(EUR) by enum { a, b }, enum { c, d }", "call.t[a, c]"),
  "table by a text field": T("t: money(EUR) by id, band"),
  "table of booleans": { call: "t: boolean by size, band", lets: 'let r "R": boolean = call.t[sz, full] per art1' },
  "table read with one key": T("t: money(EUR) by size, band", "call.t[sz]"),
  "table read with three keys": T("t: money(EUR) by size, band", "call.t[sz, full, half]"),
  "table read swapped": T("t: money(EUR) by size, band", "call.t[full, sz]"),
  "table read empty second": T("t: money(EUR) by size, band", "call.t[sz, ]"),
  "table read empty first": T("t: money(EUR) by size, band", "call.t[, full]"),
  "table read foreign member": T("t: money(EUR) by size, band", "call.t[sz, quarter]"),
  "table read unclosed": T("t: money(EUR) by size, band", "call.t[sz, full"),
  "table read whole": T("t: money(EUR) by size, band", "call.t"),
  "table read row then cell": T("t: money(EUR) by size, band", "call.t[sz][full]"),
  "table read a number key": T("t: money(EUR) by size, band", "call.t[1, 2]"),
  "table in a budget": { call: "t: money(EUR) by size, band", budget: "call.t[large, full]" },
  "table in a budget, app key": { call: "t: money(EUR) by size, band", budget: "call.t[sz, full]" },
  "one-key figure read with two": T("t: money(EUR) by size", "call.t[sz, full]"),
  "weight negative": { crit: 'criterion a "A" per art1: weight -0.4 × x\ncriterion b "B" per art1: weight 1.4 × y' },
  "weight 0": { crit: 'criterion a "A" per art1: weight 0 × x\ncriterion b "B" per art1: weight 1 × y' },
  "weight percent": { crit: 'criterion a "A" per art1: weight 40% × x\ncriterion b "B" per art1: weight 60% × y' },
  "weight no score": { crit: 'criterion a "A" per art1: weight 0.4 ×\ncriterion b "B" per art1: weight 0.6 × y' },
  "weight no number": { crit: 'criterion a "A" per art1: weight × x\ncriterion b "B" per art1: weight 0.6 × y' },
  "weight two dots": { crit: 'criterion a "A" per art1: weight 0.4.5 × x\ncriterion b "B" per art1: weight 0.6 × y' },
  "weight of a table": { call: "t: integer in 0..5 by size, band", crit: 'criterion a "A" per art1: weight 0.4 × call.t[sz, full]\ncriterion b "B" per art1: weight 0.6 × y' },
  "weight of a boolean": { crit: 'criterion a "A" per art1: weight 0.4 × (x > 1)\ncriterion b "B" per art1: weight 0.6 × y' },
  "cap one argument": { crit: 'criterion a "A" per art1: min(x)' },
  "cap empty bound": { crit: 'criterion a "A" per art1: min(x, )' },
  "cap three arguments": { crit: 'criterion a "A" per art1: min(x, 5, 7)' },
  "cap of two numbers": { crit: 'criterion a "A" per art1: min(3, 5)' },
  "cap nested thrice": { crit: 'criterion a "A" per art1: min(max(min(x, 9), 1), 8)' },
  "cap money bound": { crit: 'criterion a "A" per art1: min(x, 5 EUR)' },
  "named enum keyword member": { pre: 'enum k { budget, if, total }\n' },
  "named enum empty": { pre: 'enum k { }\n' },
  "named enum same member twice": { pre: 'enum k { a, a }\n' },
  "named enum comment inside": { pre: 'enum k { // the kinds\n  a, // first\n  b /* second */\n}\n' },
  "named enum as a key of itself": { pre: 'enum k { a, b }\nenum k { c }\n' },
  "phase duplicate": { crit: 'criterion a "A" per art1: x\nthreshold t1 "T" per art1: a >= 1\nphase p "P" after t1 {\n  criterion b "B" per art1: y\n}\nphase p "P" after t1 {\n  criterion c "C" per art1: y\n}' },
  "phase empty": { crit: 'criterion a "A" per art1: x\nthreshold t1 "T" per art1: a >= 1\nphase p "P" after t1 {\n}' },
  "language cs": { lang: "cs" },
  "language PT": { lang: "PT" },
  "language pt-BR": { lang: "pt-BR" },
  "language empty": { lang: "" },
  "language a number": { lang: "12" },
};
const app = "sz: size\n  x: integer in 0..5\n  y: integer in 0..5";
const text = (v) => scheme(`${E}${v.pre ?? ""}${v.crit ?? 'criterion a "A" per art1: x'}\n${v.lets ?? ""}`, { app, call: v.call ?? "", lang: v.lang ?? "en" }).replace("budget call.budget", `budget ${v.budget ?? "call.budget"}`);
let throws = 0, nocode = 0, nohint = 0, unstable = 0, moved = 0;
for (const [name, v] of Object.entries(V)) {
  const t = text(v);
  let a;
  try { a = dsl.analyze(t); } catch (e) { throws++; console.log(`THROW analyze ${name}: ${e.message}`); continue; }
  const ds = a.diagnostics.filter((d) => d.code !== "AL0409");
  for (const d of ds) {
    if (!/^AL\d{4}$/.test(d.code) || !(d.span && d.span.start >= 0 && d.span.end <= t.length && d.span.start <= d.span.end)) { nocode++; console.log(`NO CODE/SPAN ${name}:`, JSON.stringify(d)); }
    else if (d.severity === "error" && !d.hint) { nohint++; console.log(`NO HINT ${name}: ${d.code} ${d.message}`); }
  }
  console.log(`${name}: ${ds.map((d) => `${d.code} ${d.message}`).join(" | ") || "(clean)"}`);
  try {
    const f = dsl.formatScheme(t);
    if (f.text && dsl.formatScheme(f.text).text !== f.text) { unstable++; console.log(`  FORMAT NOT STABLE ${name}`); }
    if (f.text && !ds.some((d) => d.severity === "error")) {
      const after = dsl.analyze(f.text).diagnostics.filter((d) => d.code !== "AL0409").map((d) => d.code).join(",");
      if (after !== ds.map((d) => d.code).join(",")) { moved++; console.log(`  FORMAT CHANGED THE DIAGNOSTICS ${name}: ${after}`); }
    }
  } catch (e) { throws++; console.log(`THROW format ${name}: ${e.message}`); }
  for (let at = 0; at <= t.length; at += 3) {
    for (const f of ["hover", "completion", "definition"]) {
      try { dsl[f](a, at); } catch (e) { throws++; console.log(`THROW ${f} ${name} at ${at} (${JSON.stringify(t.slice(at - 10, at + 10))}): ${e.message}`); break; }
    }
  }
}
console.log(`${Object.keys(V).length} variants: ${throws} throws, ${nocode} without code/span, ${nohint} errors without a hint, ${unstable} format unstable, ${moved} formatted with other diagnostics`);
