import { readFileSync } from "node:fs";
import { analyze } from "../analysis.js";
const f = process.argv[2]!;
const t0 = performance.now();
const a = analyze(readFileSync(f, "utf8"), f);
for (const d of a.diagnostics) { const p = a.lines.position(d.span.start); console.log(`${f}:${p.line + 1}:${p.character + 1} ${d.severity} ${d.code} ${d.message} -- ${d.hint ?? ""}`); }
console.log(performance.now() - t0, "ms");
