// F3: a weight written as the law writes it (40%), negative, or missing: the message names 'weight' an unknown name
import { dsl, scheme } from "../common.mjs";
for (const w of ["40%", "-0.4", "", "0.4"]) {
  const t = scheme(`criterion a "A" per art1: weight ${w} × x\ncriterion b "B" per art1: weight 0.6 × y`, { app: "x: integer in 0..5\n  y: integer in 0..5" });
  console.log(`weight ${w || "(none)"}: ${dsl.analyze(t).diagnostics.filter((d) => d.code !== "AL0409").map((d) => `${d.code} ${d.message}${d.hint ? ` [hint: ${d.hint}]` : ""}`).join(" | ") || "(clean)"}`);
}
