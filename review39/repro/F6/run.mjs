// F6: hover in the client's language: the scale's heading "Points with 3 places", a source's
// "Cited by:", and no hover at all on a phase (its word or its name), in every language.
import { readFileSync } from "node:fs";
import { dsl } from "../common.mjs";
const t = readFileSync(new URL("../../../schemes/drafted_oposicion/oposicion_auxiliar.allot", import.meta.url), "utf8");
const a = dsl.analyze(t);
for (const [w, d] of [["points decimal(3)", 1], ["source b7 =", 8], ["phase concurso", 1], ["phase concurso", 8]]) {
  const h = dsl.hover(a, t.indexOf(w) + d, "pl");
  console.log(w, "→", h ? JSON.stringify(h.markdown.split("\n").filter((l) => !l.startsWith(">")).join(" ").slice(0, 200)) : "(no hover)");
}
