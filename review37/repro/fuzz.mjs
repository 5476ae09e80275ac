// review37: mutates a scheme around round 36's constructs; analyze and load each variant; prints any exception.
// Usage: node review37/repro/fuzz.mjs <scheme.allot> <regex of the lines to mutate> …  (e.g. review37/repro/F2/scheme.allot "points not summed" "let s1" "reserve call" "min_s1")
// mutate a scheme's text around round 36's constructs; analyze and load each; report exceptions
import { pathToFileURL } from "node:url";
import fs from "node:fs";
const ROOT = process.env.ROOT ?? new URL("../..", import.meta.url).pathname;
const dsl = await import(pathToFileURL(ROOT + "/packages/dsl/dist/index.js").href);
const base = fs.readFileSync(process.argv[2], "utf8");
const lines = base.split("\n");
const targets = process.argv.slice(3).map((s) => new RegExp(s));
const inserts = ["", "total", "points", "not", "summed", "per", "after", "the", "last", "funded", "(", ")", ",", ":", "w.", "\"x\"", "unit", "one", "other", "few", "many", "reserve", "0", "-1", "1.5", "{", "}", "min(", "w in funded", "ranked", "weighted by", "when", "unused returns per art1", "by"];
let n = 0, bad = 0;
const seen = new Set();
for (let li = 0; li < lines.length; li++) {
  if (!targets.some((t) => t.test(lines[li]))) continue;
  const toks = lines[li].split(/(\s+)/);
  for (let ti = 0; ti < toks.length; ti++) {
    for (const ins of inserts) {
      for (const mode of ["replace", "before"]) {
        const t2 = [...toks];
        if (mode === "replace") t2[ti] = ins; else t2[ti] = ins + " " + t2[ti];
        const l2 = [...lines]; l2[li] = t2.join("");
        const text = l2.join("\n");
        if (seen.has(text)) continue; seen.add(text);
        n++;
        try {
          const a = dsl.analyze(text, "x.allot");
          if (!a.diagnostics.some((d) => d.severity === "error")) dsl.load(a);
          for (const d of a.diagnostics) if (!d.code) throw new Error("diagnostic without code: " + d.message);
        } catch (e) {
          bad++;
          const key = String(e && e.message).slice(0, 80);
          console.log(JSON.stringify({ line: li + 1, mut: l2[li], err: String(e && e.stack || e).split("\n").slice(0, 4).join(" | ") }));
        }
      }
    }
  }
}
console.log(`${n} variants, ${bad} exceptions`);
