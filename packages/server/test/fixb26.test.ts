// The score endpoint's 400 names its application (fixb26, adversary26's left): a body with one
// `application` (no list) that is not valid JSON inside the application, or whose application is
// invalid, names it by its id where the id can be read, as the evaluate endpoint names one of
// its list ("in application X2 (#2)"); the answer's shape is unchanged.
//
// The service's /trace answer gives the objection clause (fixb26; words26 added it to `allot
// explain --format json`, which the service's trace answer mirrors): the same member, made from
// the same record (the scheme's notice, the run's call and cited sources), absent without the block.
import { copyFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { malformedMessage, repo, runCli, serviceOver } from "./http.js";
import { gapWithMapping } from "./mapped.js";

const scheme = join(repo, "schemes/drafted_subsidie/verduurzaming_vastgoed.allot");
const data = join(repo, "schemes/drafted_subsidie/data/zuiderhaven_2027.json");
const served = serviceOver("allot-fixb26-", (dir) => {
  copyFileSync(scheme, join(dir, "subsidie.allot"));
  gapWithMapping(dir);
});
const call = '"call":{"ceiling":"300.00"}';

const malformed = (body: string, path = "/schemes/gap/score"): Promise<string> => malformedMessage(served.svc, path, body);

describe("a malformed score body names the application by its id", () => {
  it("an error inside the application, after its id", async () => {
    const m = await malformed(`{${call},"application":{"id":"X2","asked":"1" "score":2}}`);
    expect(m).toBe(`the body is not valid JSON in application X2, at line 1, column 67 ($.application): expected ',' or '}' in the object at $.application, found '"'`);
  });
  it("deeper in it, with the application before the call, and a numeric id", async () => {
    const m = await malformed(`{"application":{"id":7,"asked":tru},${call}}`);
    expect(m).toMatch(/^the body is not valid JSON in application 7, at line 1, column \d+ \(\$\.application\.asked\): /);
  });
  it("before its id can be read, or outside it: as before", async () => {
    expect(await malformed(`{${call},"application":{"asked":"1" "id":"X2"}}`)).toMatch(/^the body is not valid JSON at line 1, column \d+ \(\$\.application\): /);
    expect(await malformed(`{"call":{"ceiling" "300.00"},"application":{"id":"X2"}}`)).toBe(`the body is not valid JSON at line 1, column 20 ($.call): expected ':' after the key "ceiling", found '"'`);
  });
  it("through a mapping: its id key", async () => {
    const m = await malformed(`{${call},"application":{"ref":"R1","asked":"1" "score":2}}`, "/schemes/gap/score?mapping=gap");
    expect(m).toMatch(/^the body is not valid JSON in application R1, at line 1, column \d+ \(\$\.application\): /);
  });
});

describe("an invalid score body names the application by its id (it did before: kept)", () => {
  it("a field of the wrong type", async () => {
    const r = await served.svc.post("/schemes/gap/score", `{${call},"application":{"id":"X2","asked":"abc","score":2,"timely":true}}`);
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      error: "invalid_input",
      message: "1 error in the input; nothing was run",
      issues: [{ record: "application X2 (#1)", id: "X2", index: 1, path: "asked", expected: 'an amount in EUR as a decimal string such as "1000.00"', found: 'the text "abc"', message: 'asked: expected an amount in EUR as a decimal string such as "1000.00", found the text "abc"', severity: "error" }],
      issuesOmitted: 0,
      validationStopped: false,
    });
  });
});

describe("POST /schemes/:name/trace gives the objection clause", () => {
  it("as allot explain --format json gives it, whole", async () => {
    const r = await served.svc.post("/schemes/verduurzaming_vastgoed_2027/trace?id=A01", readFileSync(data, "utf8"));
    expect(r.status).toBe(200);
    expect(r.json.objection).toEqual({
      heading: "Bezwaar",
      clause: "Tegen dit besluit kan binnen 6 weken na de dag van bekendmaking van dit besluit bezwaar worden gemaakt bij het college van burgemeester en wethouders van Zuiderhaven (een ondertekend bezwaarschrift met de gronden van het bezwaar).",
      source: "awb_6_7",
      citation: "Algemene wet bestuursrecht, artikel 6:7",
    });
    const cli = await runCli(["explain", scheme, "--input", data, "--id", "A01", "--format", "json"]);
    expect(cli.status, cli.stderr).toBe(0);
    expect(r.json.objection).toEqual(JSON.parse(cli.stdout).objection);
  });
  it("absent without the block", async () => {
    const r = await served.svc.post("/schemes/gap/trace?id=X1", `{"call":{"ceiling":"300.00"},"applications":[{"id":"X1","asked":"100.00","score":5,"timely":true}]}`);
    expect(r.status).toBe(200);
    expect(r.json).not.toHaveProperty("objection");
  });
});
