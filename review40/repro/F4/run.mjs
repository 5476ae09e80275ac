// probes of §11.4's weighted score: rounding, weights near 1, a score that is an expression
import { scheme, run, words, diags, LANGS } from "../common.mjs";
const app = "a1: integer in 1..5\n  a2: integer in 1..5\n  b: integer in 1..5\n  c: integer in 1..5";
const lets = `let pont_a "the score of A": decimal in 1..5 = (a1 + a2) / 2 per art1`;
const crit = (wa, wb, wc, extra = "") => `${lets}
criterion ca "A" per art1: weight ${wa} × pont_a
criterion cb "B" per art1: weight ${wb} × b
criterion cc "C" per art1: weight ${wc} × c
${extra}`;
const apps = [{ id: "P1", ask: "1.00", a1: 5, a2: 4, b: 3, c: 4 }, { id: "P2", ask: "1.00", a1: 5, a2: 4, b: 5, c: 3 }];
const show = (label, text) => {
  console.log(`== ${label}`);
  for (const d of diags(text).filter((d) => d.severity === "warning")) console.log(`  ${d.code} ${d.message}`);
  try {
    const r = run(text, apps);
    for (const x of r.results) console.log(x.id, JSON.stringify(x.points), "\n  " + words(r, x.id).split("\n").filter((l) => /Criterion|Total|Critère|Total/.test(l)).join("\n  "));
  } catch (e) { console.log("THROW", e.message.slice(0, 300)); }
};
show("0.4/0.3/0.3", scheme(crit("0.4", "0.3", "0.3"), { app }));
show("0.4/0.3/0.3, points decimal(1)", scheme(crit("0.4", "0.3", "0.3"), { app, places: "points decimal(1) per art1" }));
show("0.4/0.3/0.3, points decimal(0)", scheme(crit("0.4", "0.3", "0.3"), { app, places: "points decimal(0) per art1" }));
show("0.4/0.3/0.2999 (sum 0.9999)", scheme(crit("0.4", "0.3", "0.2999"), { app }));
show("0.4/0.3/0.3001 (sum 1.0001)", scheme(crit("0.4", "0.3", "0.3001"), { app }));
show("0.333/0.333/0.334", scheme(crit("0.333", "0.333", "0.334"), { app }));
show("0.5/0.5/0 ", scheme(crit("0.5", "0.5", "0"), { app }));
show("1/0/0", scheme(crit("1", "0", "0"), { app }));
show("0.40/0.30/0.30 trailing zeros", scheme(crit("0.40", "0.30", "0.30"), { app }));
