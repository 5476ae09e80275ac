// A body that is not valid JSON inside its list of applications (adversary25's finding left):
// the service's 400 gave the line, column and path (`$.applications[1]`) but not which
// application, where `allot run` names it by its id and number. Now the message names the
// application as the CLI does — in it, or after it where the error is between two — keeping the
// service's documented shape, exactly `{ error: "malformed_json", message }`; a mapping's list and
// id key are read where it has them.
import { describe, expect, it } from "vitest";
import { malformedMessage, serviceOver } from "./http.js";
import { gapWithMapping } from "./mapped.js";

const served = serviceOver("allot-adv26-srv-", gapWithMapping);

const call = '"call":{"ceiling":"300.00"}';
const rec = (id: string, key = "id") => `{"${key}":"${id}","asked":"100.00","score":5,"timely":true}`;

const malformed = (body: string, path = "/schemes/gap/evaluate"): Promise<string> => malformedMessage(served.svc, path, body);

describe("a malformed body names the application, as allot run does", () => {
  it("an error inside a record: its id and number", async () => {
    const m = await malformed(`{${call},"applications":[${rec("X1")},{"id":"X2","asked":"1" "score":2}]}`);
    expect(m).toBe(`the body is not valid JSON in application X2 (#2), at line 1, column 122 ($.applications[1]): expected ',' or '}' in the object at $.applications[1], found '"'`);
  });
  it("a comma left out between two records: the one before", async () => {
    const m = await malformed(`{${call},"applications":[${rec("X1")} ${rec("X2")}]}`);
    expect(m).toBe(`the body is not valid JSON after application X1 (#1), at line 1, column 99 ($.applications): expected ',' or ']' in the list at $.applications, found '{'`);
  });
  it("a body cut off after a comma: the record missing and the one before", async () => {
    const m = await malformed(`{${call},"applications":[${rec("X1")},`);
    expect(m).toBe(`the body is not valid JSON in application #2, after X1 (#1), at line 1, column 99 ($.applications[1]): expected a value, found the end of the input`);
  });
  it("trace and score name it too", async () => {
    const m = await malformed(`{${call},"applications":[${rec("X1")},{"id":"X2","asked":tru}]}`, "/schemes/gap/trace?id=X1");
    expect(m).toMatch(/^the body is not valid JSON in application X2 \(#2\), at line 1, column 1\d\d \(\$\.applications\[1\]\.asked\): /);
  });
  it("an error outside the list: as before", async () => {
    const m = await malformed(`{"call":{"ceiling" "300.00"},"applications":[]}`);
    expect(m).toBe(`the body is not valid JSON at line 1, column 20 ($.call): expected ':' after the key "ceiling", found '"'`);
  });
  it("through a mapping: its list and its id key", async () => {
    const m = await malformed(`{${call},"data":{"rows":[${rec("R1", "ref")} ${rec("R2", "ref")}]}}`, "/schemes/gap/evaluate?mapping=gap");
    expect(m).toMatch(/^the body is not valid JSON after application R1 \(#1\), at line 1, column \d+ \(\$\.data\.rows\): expected ',' or '\]' in the list at \$\.data\.rows, found '\{'$/);
  });
});
