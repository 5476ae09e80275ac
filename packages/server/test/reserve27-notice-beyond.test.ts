// A notice dated so late that its last day to object falls after 9999-12-31 (reserve27; law26's
// left): `until` was "+010000-01-31" in `allot explain --format json` and the service's /trace. The
// date cannot be written "YYYY-MM-DD", so the clause gives none: no `untilDate`, and `until` says
// that the last day falls after the year 9999 — the same member through the CLI and the service.
// drafted_subsidie with `date 9999-12-20` in its notice: 6 weeks after it is 10000-01-31.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repo, runCli, serviceOver } from "./http.js";

const data = join(repo, "schemes/drafted_subsidie/data/zuiderhaven_2027.json");
const source = readFileSync(join(repo, "schemes/drafted_subsidie/verduurzaming_vastgoed.allot"), "utf8");
const served = serviceOver("allot-reserve27-", (dir) => {
  writeFileSync(join(dir, "late.allot"), source.replace("notice per awb_6_7 {\n  objection within", "notice per awb_6_7 {\n  date 9999-12-20\n  objection within"));
});
const late = join(served.dir, "late.allot");

const clause = {
  heading: "Bezwaar",
  clause: "Tegen dit besluit kan binnen 6 weken na 20 december 9999 bezwaar worden gemaakt bij het college van burgemeester en wethouders van Zuiderhaven (een ondertekend bezwaarschrift met de gronden van het bezwaar).",
  source: "awb_6_7",
  citation: "Algemene wet bestuursrecht, artikel 6:7",
  until: "De laatste dag om bezwaar te maken valt na het jaar 9999 en kan niet als datum worden gegeven.",
  date: "9999-12-20",
};

describe("a last day to object after the year 9999", () => {
  it("explain --format json gives no date for it, and says so", async () => {
    expect(source).toContain("notice per awb_6_7 {\n  objection within");
    const cli = await runCli(["explain", late, "--input", data, "--id", "A01", "--format", "json"]);
    expect(cli.status, cli.stderr).toBe(0);
    expect(JSON.parse(cli.stdout).objection).toEqual(clause);
  });
  it("the service's /trace gives the same", async () => {
    const r = await served.svc.post("/schemes/verduurzaming_vastgoed_2027/trace?id=A01", readFileSync(data, "utf8"));
    expect(r.status).toBe(200);
    expect(r.json.objection).toEqual(clause);
  });
  it("the notice's text line says it after the clause", async () => {
    const cli = await runCli(["explain", late, "--input", data, "--id", "A01"]);
    expect(cli.stdout.trimEnd().split("\n").at(-1)).toBe(`Bezwaar: ${clause.clause} [${clause.citation}] ${clause.until}`);
  });
});
