// F2: an enumeration without a member — named (`enum k { }`) or written out (`c: enum { }`) — is
// accepted; a field of it can take no value ("expected one of , found …"), a figure by it is `{}`.
import { diags, scheme, dsl, rt } from "../common.mjs";
const named = scheme(`enum k "K" { }`, { app: "c: k" });
const inline = scheme(``, { app: "c: enum { }" });
console.log("named:", JSON.stringify(diags(named)), "(want a diagnostic: an enumeration needs a member)");
console.log("written out:", JSON.stringify(diags(inline)));
try { rt.evaluate(dsl.load(dsl.analyze(named)), { call: { budget: "10.00" }, applications: [{ id: "A", ask: "1.00", c: "x" }] }, {}); }
catch (e) { console.log("input error:", (e.issues ?? []).map((i) => i.message).join("; ")); }
