// A mapping beside a scheme read by the service as `allot run` reads it (adversary25): the
// service parsed `<scheme>.map.json` with JSON.parse, so a key written twice — the first
// `subsidieplafond` pointing nowhere, the second where the data is — was taken last-wins and
// served, where `allot run` refuses the file naming the key, its line and column. Now the service
// reads it with the strict reader and refuses to start in the CLI's words.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./http.js";
import { mappedDirectory, refusal } from "./mapped.js";

const tmp = mkdtempSync(join(tmpdir(), "allot-adv25-map-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const directory = (name: string, mappingText: string): string => mappedDirectory(tmp, name, mappingText);

describe("a mapping file read strictly at start-up, as allot run reads it", () => {
  it("a key written twice: the service does not start, and says what allot run says", async () => {
    const dir = directory("twice", '{\n  "call": {\n    "budget": "$.call.nowhere",\n    "budget": "$.call.budget_eur"\n  },\n  "application": { "asked": "$.asked_eur" }\n}\n');
    const words = `s.map.json:4:5: not valid input JSON: the key "budget" appears twice in the object at $.call: JSON input must name each key once`;
    expect(refusal(dir)).toEqual([words]);
    writeFileSync(join(dir, "d.json"), JSON.stringify({ call: { budget_eur: "10.00" }, applications: [{ id: "A", asked_eur: "5.00" }] }));
    const run = await runCli(["run", join(dir, "s.allot"), "--input", join(dir, "d.json")]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(words.replace("s.map.json", join(dir, "s.map.json")));
  });
  it("a mapping that is not JSON: the line and column", () => {
    const dir = directory("broken", '{\n  "call": { "budget": "$.call.budget_eur" \n');
    expect(refusal(dir)).toEqual(["s.map.json:3:1: not valid input JSON: expected ',' or '}' in the object at $.call, found the end of the input"]);
  });
  it("a well-formed mapping starts", () => {
    const dir = directory("good", JSON.stringify({ call: { budget: "$.call.budget_eur" }, application: { asked: "$.asked_eur" } }));
    expect(refusal(dir)).toBe("started");
  });
});
