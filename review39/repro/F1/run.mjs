const { dsl, scheme } = await import("../common.mjs");
const t = scheme(`enum k { a, b }`, { call: "r: money(EUR) by k", app: "c: k", lets: "let q: boolean = c in [a, b] per art1", amount: "call.r[b]" });
const a = dsl.analyze(t);
const at1 = t.indexOf("columns { id, ") + 14, at2 = t.indexOf("[a, b]") + 4;
for (const at of [at1, at2]) { try { console.log(at, dsl.completion(a, at).items.filter((i) => i.kind === "member").map((i) => i.label)); } catch (e) { console.log("THROW", e.message); } }
