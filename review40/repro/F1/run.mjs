// a weighted score whose score is a mean of three marks (a third), an expression, a table cell, a field without a range
import { scheme, run, words } from "../common.mjs";
const app = "sz: size\n  a1: integer in 0..5\n  a2: integer in 0..5\n  a3: integer in 0..5\n  b: integer\n  c: decimal in 0..5";
const E = 'enum size "the size" { small "small", large "large" }\n';
const apps = [{ id: "P1", ask: "1.00", sz: "small", a1: 5, a2: 4, a3: 4, b: 3, c: "3.5" }];
const call = { budget: "10.00", t: { small: { full: 4, half: 2 }, large: { full: 3, half: 1 } } };
const show = (label, decls, lang = "en", places = "") => {
  console.log(`== ${label} (${lang})`);
  try {
    const r = run(scheme(E + decls, { app, lang, places, call: "t: integer in 0..5 by size, enum { full, half }" }), apps, call);
    const x = r.results[0];
    console.log(JSON.stringify(x.points), "\n  " + words(r, "P1").split("\n").slice(0, 5).join("\n  "));
  } catch (e) { console.log("THROW", e.message.slice(0, 400)); }
};
show("a mean of three marks", `let m "the mean mark": decimal in 0..5 = (a1 + a2 + a3) / 3 per art1
criterion ca "A" per art1: weight 0.6 × m
criterion cb "B" per art1: weight 0.4 × c`);
show("a mean of three marks, rounded to the hundredth", `let m "the mean mark": decimal in 0..5 = round((a1 + a2 + a3) / 3, 2) per art1
criterion ca "A" per art1: weight 0.6 × m
criterion cb "B" per art1: weight 0.4 × c`, "en", "points decimal(3) per art1");
show("an expression as the score", `criterion ca "A" per art1: weight 0.6 × (a1 + a2) / 2
criterion cb "B" per art1: weight 0.4 × c`);
show("mean() as the score", `criterion ca "A" per art1: weight 0.6 × mean([a1, a2, a3])
criterion cb "B" per art1: weight 0.4 × c`);
show("a table cell as the score", `criterion ca "A" per art1: weight 0.6 × call.t[sz, full]
criterion cb "B" per art1: weight 0.4 × c`);
show("a field without a range", `criterion ca "A" per art1: weight 0.6 × b
criterion cb "B" per art1: weight 0.4 × c`, "pt");
