// review39: hover in the client's language over round 38's constructs (drafted_oposicion: a phase,
// `points decimal(3)`; drafted_susi: a `schedule` source): every word, in nl/pl/de/es/fr, for
// English headings left (the law's quoted text aside).
import { readFileSync } from "node:fs";
import { dsl } from "./common.mjs";
const files = ["schemes/drafted_oposicion/oposicion_auxiliar.allot", "schemes/drafted_susi/" + (await import("node:fs")).readdirSync("schemes/drafted_susi").find((f) => f.endsWith(".allot"))];
const english = /\b(Phase|phase|Criterion|criterion|Threshold|threshold|Legal source|Scale|scale|places|points of|Schedule|not declared|none cited|comes after|after the thresholds|Declared)\b/;
for (const f of files) {
  const text = readFileSync(f, "utf8");
  const a = dsl.analyze(text);
  const targets = [...text.matchAll(/\b(phase|points decimal|schedule|after|per b7|experiencia|supera_primero)\b/g)].map((m) => m.index + 1);
  for (const lang of ["nl", "pl", "de", "es", "fr"]) {
    const seen = new Set();
    for (const at of targets) {
      let h;
      try { h = dsl.hover(a, at, lang); } catch (e) { console.log(`THROW ${f} ${lang} at ${at}: ${e.message}`); continue; }
      if (!h) continue;
      // the law's quoted lines and code spans are not the tool's words
      const own = h.markdown.split("\n").filter((l) => !l.startsWith(">")).join("\n").replace(/`[^`]*`/g, "").replace(/"[^"]*"|«[^»]*»|“[^”]*”/g, "");
      const m = own.match(english);
      if (m && !seen.has(m[0])) { seen.add(m[0]); console.log(`${lang} ${f.split("/")[1]} at ${JSON.stringify(text.slice(at - 1, at + 20))}: '${m[0]}' in ${JSON.stringify(own.slice(0, 300))}`); }
    }
  }
}
