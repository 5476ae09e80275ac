// F4: a function declared to return a named enumeration cannot give its members bare; the message
// says no value of the enumeration is expected where the declared return type is that enumeration.
import { diags, scheme } from "../common.mjs";
console.log(JSON.stringify(diags(scheme(`enum k { a, b }`, { call: "r: money(EUR) by k", lets: `define f(x: money(EUR)): k = if x > 1 EUR then a else b\nlet z: k = f(ask) per art1`, amount: "call.r[z]" })), null, 1));
