// F6: a member named by a word of the language (`budget`, `amount`, `per`, `in`) first in a named
// enumeration: "expected '}'", and the enumeration keeps no member ("expected a member of enum {  }").
import { diags, scheme } from "../common.mjs";
for (const w of ["budget", "amount", "in"]) console.log(w, JSON.stringify(diags(scheme(`enum k { ${w}, b }`, { call: "r: money(EUR) by k", amount: "call.r[b]" }))));
console.log("second:", JSON.stringify(diags(scheme(`enum k { b, budget }`, { call: "r: money(EUR) by k", amount: "call.r[b]" }))));
