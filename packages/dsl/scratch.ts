import { parse } from "./src/syntax/parse.js";
const t0 = performance.now();
const r = parse(`scheme x "X" { version "1" }
source lid4 = besluit article 6 paragraph 4 """Indien..."""
application { id: text unique  score: integer in 1..4  amt: money(EUR) }
criterion a "A" per lid2: weight 2 × scores.a
criterion c per x: bands ratio { at most 75% => 2  above 75% and at most 100% => 1 above 100% => 0 }
ranking per lid5 { by total highest first tiebreak at boundary { by a highest first per lid6 lottery draw call.loting per lid9 } }
junk junk
allocation per x { budget call.plafond amount max_subsidy at boundary partial per awb }
`);
console.log(performance.now() - t0, r.declarations.length, JSON.stringify(r.diagnostics));
