// A scheme with fields named `__proto__` and `constructor` is served like any other: a valid body
// is evaluated and scored (before, every one was refused as malformed_json), with the results the
// runtime gives, and no key of a body reaches Object.prototype.
import { describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { evaluate, score } from "@allot/runtime";
import { serviceOver } from "./http.js";

const SCHEME = `scheme proto_fields "Fields with hostile names" { version "1" }
act regs "Regulation" { identifier "R-1" }
source art1 = regs article "1" "Points are given for the score."
call { budget: money(EUR) "the budget" }
application {
  id: text unique
  __proto__: integer in 0..10 "a score"
  constructor: enum { small, large }
  requested: money(EUR)
}
eligibility per art1 {
  rule kind "Kind": constructor = small or constructor = large otherwise "no kind" label "kind"
}
criterion quality "Quality" per art1: weight 2 × __proto__
ranking per art1 { by total highest first tiebreak every tie { unresolved } }
allocation per art1 { budget call.budget amount requested at boundary stop }
labels { funded "funded" }
`;

const body = `{"call":{"budget":"1000.00"},"applications":[
  {"id":"A","__proto__":7,"constructor":"small","requested":"600.00"},
  {"id":"B","__proto__":3,"constructor":"large","requested":"600.00"}]}`;

const served = serviceOver("allot-proto-", (dir) => {
  writeFileSync(join(dir, "proto.allot"), SCHEME);
});

describe("a field named __proto__", () => {
  it("evaluate: a valid body is run, with the runtime's result", async () => {
    const r = await served.svc.post("/schemes/proto_fields/evaluate", body);
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const compiled = served.svc.app.allotSchemes.get("proto_fields")!.compiled;
    expect(r.json).toEqual(JSON.parse(JSON.stringify(evaluate(compiled, JSON.parse(body)).result)));
    expect(r.json.results.map((x: { id: string; status: string }) => `${x.id}:${x.status}`)).toEqual(["A:funded", "B:not_funded"]);
    expect(({} as Record<string, unknown>)["constructor"]).toBe(Object);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it("score: the same", async () => {
    const input = JSON.parse(body);
    const r = await served.svc.post("/schemes/proto_fields/score", JSON.stringify({ call: input.call, application: input.applications[0] }));
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const compiled = served.svc.app.allotSchemes.get("proto_fields")!.compiled;
    expect(r.json).toEqual(JSON.parse(JSON.stringify(score(compiled, input.call, input.applications[0]))));
    expect(r.json.points.total).toBe("14");
  });

  it("a __proto__ key in any body is an ordinary key: refused only as an undeclared or mistyped field", async () => {
    const r = await served.svc.post("/schemes/proto_fields/evaluate", `{"call":{"budget":"1000.00","__proto__":{"polluted":true}},"applications":[{"id":"A","__proto__":"seven","constructor":"small","requested":"1.00"}]}`);
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("invalid_input");
    expect(r.json.issues.map((i: { path: string }) => i.path)).toContain("__proto__");
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
});
