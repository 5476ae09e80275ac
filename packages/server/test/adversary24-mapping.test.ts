// A mapping beside a scheme whose names the scheme does not declare: `allot run` refuses it
// (adversary23), and `allot serve` now refuses to start with the same words (it served, and every
// request through the mapping said the field meant was missing). A required call parameter whose
// mapped path finds nothing is named with its path in the 400, as `allot run` names it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, Service } from "./http.js";
import { mappedDirectory, refusal } from "./mapped.js";

const tmp = mkdtempSync(join(tmpdir(), "allot-adv24-map-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A scheme directory holding s.allot and its mapping. */
const directory = (name: string, mapping: unknown): string => mappedDirectory(tmp, name, JSON.stringify(mapping));

describe("a mapping's names checked at start-up, as allot run checks them", () => {
  it("an application entry naming an undeclared field: the service does not start, and says what allot run says", async () => {
    const dir = directory("app", { call: { budget: "$.call.budget_eur" }, application: { askd: "$.asked_eur" } });
    const words = "application.askd: the scheme declares no application field 'askd' (did you mean 'asked'?); the mapping names the scheme's fields";
    expect(refusal(dir)).toEqual([`s.map.json: ${words}`]);
    writeFileSync(join(dir, "d.json"), JSON.stringify({ call: { budget_eur: "10.00" }, applications: [{ id: "A", asked_eur: "5.00" }] }));
    const run = await runCli(["run", join(dir, "s.allot"), "--input", join(dir, "d.json")]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(words);
  });
  it("a call entry naming an undeclared parameter: refused with the one meant", () => {
    const dir = directory("call", { call: { budgte: "$.call.budget_eur" }, application: { asked: "$.asked_eur" } });
    expect(refusal(dir)).toEqual(["s.map.json: call.budgte: the scheme declares no call parameter 'budgte' (did you mean 'budget'?); the mapping names the scheme's fields"]);
  });
  it("a mapping naming only declared names starts", () => {
    const dir = directory("good", { call: { budget: "$.call.budget_eur" }, application: { asked: "$.asked_eur" } });
    expect(refusal(dir)).toBe("started");
  });
});

describe("a required call parameter whose mapped path finds nothing in the body", () => {
  it("is named with the mapping's path (400 invalid_input), as allot run names it, not said to be missing", async () => {
    const dir = directory("unfound", { call: { budget: "$.call.budget_eur" }, application: { asked: "$.asked_eur" } });
    const svc = await Service.start({ schemesDir: dir, threads: 0 });
    try {
      const r = await svc.post("/schemes/t/evaluate?mapping=s", { call: { budget: "10.00" }, applications: [{ id: "A", asked_eur: "5.00" }] });
      expect(r.status).toBe(400);
      expect(r.json.error).toBe("invalid_input");
      expect(r.json.issues.map((i: { message: string }) => i.message)).toEqual([`call.budget: the mapping's path "$.call.budget_eur" (s.map.json) found nothing in the body`]);
      const ok = await svc.post("/schemes/t/evaluate?mapping=s", { call: { budget_eur: "10.00" }, applications: [{ id: "A", asked_eur: "5.00" }] });
      expect(ok.status).toBe(200);
    } finally {
      await svc.close();
    }
  });
});
