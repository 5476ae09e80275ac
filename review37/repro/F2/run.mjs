// F2: count(distinct m in <peers|applications|funded|ranked>: m.x) is computed as count(m in …: m.x),
// the members whose value is `true`: 0 for a number, every member for a yes/no field that is true.
// Usage: node review37/repro/F2/run.mjs   (ROOT=<tree> for another tree's packages/*/dist)
import fs from "node:fs";
import path from "node:path";
import { run } from "../../../review32/harness.mjs";
const here = path.dirname(new URL(import.meta.url).pathname);
const base = fs.readFileSync(path.join(here, "scheme.allot"), "utf8");
const input = JSON.parse(fs.readFileSync(path.join(here, "input.json"), "utf8"));
// the input's a: 5 5 4 4 3 3 1 1 (G, ineligible, has 1): 4 different values; ranked (7): 4; funded (A, C): 2
const cases = [
  ["statistic", "count(distinct w in ranked: w.a)", 4],
  ["statistic", "count(distinct w in funded: w.k1)", 2],
  ["statistic", "count(distinct w in ranked: w.ok)", 1],
  ["let", "count(distinct m in applications: m.a)", 4],
  ["let", "count(distinct m in peers(ok): m.a)", 4],
];
for (const [where, expr, want] of cases) {
  const text = where === "statistic"
    ? base.replace(/statistics per art1 \{[\s\S]*?\n  \}/, `statistics per art1 {\n    x "X": ${expr}\n  }`)
    : base.replace("let s2 ", `let dd "D" = ${expr} per art1\nlet s2 `).replace("columns { id, s1, s2, status }", "columns { id, dd, status }");
  const r = run(text, input);
  const got = where === "statistic" ? r.publication.statistics[0].value : r.publication.rows[0].dd;
  console.log(`${expr}: ${got} (want ${want})`);
}
