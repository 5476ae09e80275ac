// review33 S1 and S2 through the service: a top-level key of the body beside `call` and
// `applications` is answered as an input warning naming it (it was dropped in silence), and
// `"call": null` is one error naming the call (it was every parameter "is missing").
import { describe, expect, it } from "vitest";
import { serviceOver } from "./http.js";
import { gapWithMapping } from "./mapped.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { analyze, load } from "@allot/dsl";
import { evaluate, unreadKeys } from "@allot/runtime";
import { repo } from "./http.js";

const compiled = load(analyze(readFileSync(join(repo, "packages/dsl/test/mutation/gap/gap.allot"), "utf8")));

const served = serviceOver("allot-mendr33-srv-", gapWithMapping);
const rec = (id: string) => ({ id, asked: "100.00", score: 5, timely: true });

describe("the body's top-level keys and its call (review33 S1, S2)", () => {
  it("an unknown top-level key: 200, the warning among the input warnings the service logs (as an undeclared field's)", async () => {
    const r = await served.svc.post("/schemes/gap/evaluate", { $comment: "a note", call: { ceiling: "300.00" }, applications: [rec("X1")], applications_late: [rec("L1")] });
    expect(r.status).toBe(200);
    expect(r.text).toContain('"X1"');
    const body = { $comment: "a note", call: { ceiling: "300.00" }, applications: [rec("X1")], applications_late: [rec("L1")] };
    expect(evaluate(compiled, { call: body.call, applications: body.applications, unread: unreadKeys(body) }).issues).toEqual([{ record: "input", path: "applications_late", expected: "call or applications", found: "a key the input does not have", message: "the key 'applications_late' is not read: the input has `call` and `applications`", severity: "warning" }]);
    expect(JSON.stringify(r.json)).not.toContain('"L1"');
  });
  it('"call": null: 400 naming the call, not each parameter', async () => {
    const r = await served.svc.post("/schemes/gap/evaluate", { call: null, applications: [rec("X1")] });
    expect(r.status).toBe(400);
    const messages = r.json.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(["call: expected an object with the call's parameters, found null"]);
  });
});
