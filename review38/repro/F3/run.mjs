// F3: the file-level recovery after a stray token stops at the `call` of `call.n` (an expression, not
// a block): a false "second call block" and "call has no field 'budget'" follow the one real error.
import { diags, scheme } from "../common.mjs";
console.log(JSON.stringify(diags(scheme(`let a = 1 ) call.n per art1`, { call: "n: integer" })), null, 1));
console.log(JSON.stringify(diags(scheme(`let a = 2 3 application.ask per art1`)), null, 1));
console.log("(want one diagnostic each: the stray token)");
