// F5: "how many échelons were awarded" — count(distinct w in funded: w.echelon), a let of the
// application's fields read of a member in a statistic: AL0203 "this record has no field 'echelon'",
// the hint listing the fields and `total` (the scheme has no criterion); completion after `w.` offers `total`.
import fs from "node:fs";
import { dsl } from "../common.mjs";
let t = fs.readFileSync(new URL("../../../schemes/drafted_bourse/bourse_criteres_sociaux.allot", import.meta.url), "utf8");
t = t.replace("columns { id, nom, points, echelon, status, amount }", `columns { id, nom, points, echelon, status, amount }\n  statistics per l821 {\n    n "N": count(distinct w in funded: w.echelon)\n  }`);
const a = dsl.analyze(t);
for (const d of a.diagnostics) console.log(d.code, d.message, "| hint:", d.hint);
const c = dsl.completion(a, t.indexOf("w.echelon") + 2);
console.log("completion after w.:", (c.items ?? c).map((i) => i.label).join(", "));
