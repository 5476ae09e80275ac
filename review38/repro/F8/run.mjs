// F8: two named enumerations with the same members are one type: a let of one is given a field of
// the other, and is told by which title?
import { dsl, rt, scheme } from "../common.mjs";
const t = scheme(`enum k { a "Alpha of k", b "Beta of k" }\nenum j { a "A of j", b "B of j" }`, { call: "r: money(EUR) by k \"the rate of each k\"", app: "c: j", lets: `let x "x": k = c per art1`, amount: "call.r[x]" });
console.log(JSON.stringify(dsl.analyze(t).diagnostics.filter((d) => d.code !== "AL0409").map((d) => d.code + " " + d.message)));
const r = rt.evaluate(dsl.load(dsl.analyze(t)), { call: { budget: "10.00", r: { a: "1.00", b: "2.00" } }, applications: [{ id: "A", ask: "1.00", c: "a" }] }, { explain: true });
console.log(r.result.results[0].explanation.map((s) => s.text).join("\n"));
