// The service's /trace answer gives the objection clause (fixb26; words26 added it to `allot
// explain --format json`, which the service's trace answer mirrors): the same member, made from
// the same record (the scheme's notice, the run's call and cited sources), absent without the block.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repo, runCli, Service } from "./http.js";

const dir = mkdtempSync(join(tmpdir(), "allot-fixb26-trace-"));
const scheme = join(repo, "schemes/drafted_subsidie/verduurzaming_vastgoed.allot");
const data = join(repo, "schemes/drafted_subsidie/data/zuiderhaven_2027.json");
copyFileSync(scheme, join(dir, "subsidie.allot"));
copyFileSync(join(repo, "packages/dsl/test/mutation/gap/gap.allot"), join(dir, "gap.allot"));
let svc: Service;
beforeAll(async () => {
  svc = await Service.start({ schemesDir: dir });
});
afterAll(async () => {
  await svc?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("POST /schemes/:name/trace gives the objection clause", () => {
  it("as allot explain --format json gives it, whole", async () => {
    const r = await svc.post("/schemes/verduurzaming_vastgoed_2027/trace?id=A01", readFileSync(data, "utf8"));
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
    const r = await svc.post("/schemes/gap/trace?id=X1", `{"call":{"ceiling":"300.00"},"applications":[{"id":"X1","asked":"100.00","score":5,"timely":true}]}`);
    expect(r.status).toBe(200);
    expect(r.json).not.toHaveProperty("objection");
  });
});
