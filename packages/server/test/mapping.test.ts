// Every seed dataset as shipped (schemes/*/data), posted unchanged with ?mapping=<the mapping
// beside the scheme>, gives exactly what `allot run` prints for it; without the mapping the same
// file is not an input of the scheme; score takes the mapping too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { applyMapping, validateMapping } from "@allot/dsl";
import { score } from "@allot/runtime";
import { runCli, schemesDir, Service } from "./http.js";

const datasets = readdirSync(schemesDir)
  .filter((d) => d.startsWith("seed_"))
  .sort()
  .flatMap((dir) => {
    const scheme = readdirSync(join(schemesDir, dir)).find((f) => f.endsWith(".allot"))!;
    return readdirSync(join(schemesDir, dir, "data"))
      // a `.call.json` is the call of the CSV beside it (README), not a dataset
      .filter((f) => f.endsWith(".json") && !f.endsWith(".call.json"))
      .map((f) => ({ dir, scheme: join(schemesDir, dir, scheme), mapping: basename(scheme, ".allot"), data: join(schemesDir, dir, "data", f) }));
  });

let svc: Service;
beforeAll(async () => {
  svc = await Service.start({ bodyLimit: 8 * 1024 * 1024 });
}, 60_000);
afterAll(() => svc?.close());

const nameOf = (file: string) => [...svc.app.allotSchemes.values()].find((s) => join(schemesDir, s.file) === file)!.name;

describe("the seed datasets as shipped", () => {
  it("there is one for every seed", () => {
    expect(datasets.length).toBeGreaterThanOrEqual(5);
  });

  for (const d of datasets) {
    it(`${d.dir}/${basename(d.data)} with ?mapping=${d.mapping} gives what allot run prints`, async () => {
      const name = nameOf(d.scheme);
      const details = await svc.get(`/schemes/${name}`);
      expect(details.json.mappings).toEqual([d.mapping]);
      const text = readFileSync(d.data, "utf8");
      const r = await svc.post(`/schemes/${name}/evaluate?mapping=${d.mapping}`, text);
      expect(r.status, r.text.slice(0, 300)).toBe(200);
      const run = await runCli(["run", d.scheme, "--input", d.data]);
      expect(run.status, run.stderr).toBe(0);
      // the input's warnings are the answer's `issues` (review34 V1) and the CLI's stderr lines
      const { issues, ...result } = r.json as { issues?: Array<{ record: string; message: string }> };
      expect((issues ?? []).map((i) => `warning: ${i.record}: ${i.message}`)).toEqual(run.stderr.split("\n").filter((l) => l.startsWith("warning: ")));
      expect(JSON.stringify(result, null, 2) + "\n").toBe(run.stdout);
      // as the file is, without its mapping, it is not an input of the scheme
      const raw = await svc.post(`/schemes/${name}/evaluate`, text);
      expect(raw.status).toBe(400);
    }, 60_000);
  }

  it("score maps the call and the one application", async () => {
    const d = datasets.find((x) => x.dir === "seed_002")!;
    const name = nameOf(d.scheme);
    const data = JSON.parse(readFileSync(d.data, "utf8"));
    const r = await svc.post(`/schemes/${name}/score?mapping=${d.mapping}`, { call: data.call, application: data.applications[0] });
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const mapped = applyMapping(data, validateMapping(JSON.parse(readFileSync(d.scheme.replace(/\.allot$/, ".map.json"), "utf8"))));
    const compiled = svc.app.allotSchemes.get(name)!.compiled;
    expect(r.json).toEqual(JSON.parse(JSON.stringify(score(compiled, mapped.call, (mapped.applications as unknown[])[0]))));
  });

  it("an unknown mapping name is a bad request naming those there are", async () => {
    const d = datasets[0]!;
    const r = await svc.post(`/schemes/${nameOf(d.scheme)}/evaluate?mapping=nope`, "{}");
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("bad_request");
    expect(r.json.message).toContain(JSON.stringify(d.mapping));
  });

  it("a body that is not an object, with a mapping, is refused saying what was expected", async () => {
    const d = datasets[0]!;
    const r = await svc.post(`/schemes/${nameOf(d.scheme)}/evaluate?mapping=${d.mapping}`, "[1]");
    expect(r.status).toBe(400);
    expect(r.json.issues).toEqual([{ record: "request", path: "", expected: "a JSON object", found: "a list", message: "the body: expected a JSON object, found a list", severity: "error" }]);
  });
});
