// review34 V1: the service answered an evaluation whose input had warnings (a top-level key not
// read, a draw that leaves out a tied application) with 200 and no word of them: the log had a
// count. The answer now lists them as `issues`, as an error answer and `/score` do, and the log
// line carries their messages.
import { describe, expect, it } from "vitest";
import { serviceOver } from "./http.js";
import { gapWithMapping } from "./mapped.js";

const served = serviceOver("allot-review34-warn-", gapWithMapping);
const rec = (id: string) => ({ id, asked: "100.00", score: 5, timely: true });

describe("an evaluation's input warnings in the service's answer (review34 V1)", () => {
  it("a key not read: 200, the row evaluated, the warning listed in `issues`", async () => {
    const r = await served.svc.post("/schemes/gap/evaluate", { call: { ceiling: "300.00" }, applications: [rec("X1")], applications_late: [rec("L1")] });
    expect(r.status).toBe(200);
    expect(r.json.results.map((x: { id: string }) => x.id)).toEqual(["X1"]);
    expect(r.json.issues).toEqual([{ record: "input", path: "applications_late", expected: "call or applications", found: "a key the input does not have", message: "the key 'applications_late' is not read: the input has `call` and `applications`", severity: "warning" }]);
    expect(r.json).not.toHaveProperty("issuesOmitted");
  });
  it("no warning: no `issues` key, the answer `allot run`'s JSON", async () => {
    const r = await served.svc.post("/schemes/gap/evaluate", { call: { ceiling: "300.00" }, applications: [rec("X1")] });
    expect(r.status).toBe(200);
    expect(r.json).not.toHaveProperty("issues");
  });
});
