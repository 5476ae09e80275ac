// allot serve over real HTTP: the real server on 127.0.0.1 (port 0), every endpoint and every
// error answer, results byte-for-byte those of `allot run` (the built CLI) for every seed's
// shared data, the OpenAPI document's schemas against the seed inputs, and a start-up that
// refuses a directory holding a broken scheme or two schemes of one name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { analyze, applyMapping, validateMapping } from "@allot/dsl";
import { score as runtimeScore, validateInput } from "@allot/runtime";
import { jsonSchema } from "../../dsl/src/compile/module.js";
import { createServer, SchemeLoadError, type LoadedScheme } from "../src/index.js";
import type { FastifyInstance } from "fastify";
import { fetchAnswer, runCli } from "./http.js";

const repo = fileURLToPath(new URL("../../../", import.meta.url));
const schemesDir = join(repo, "schemes");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const BODY_LIMIT = 256 * 1024;

interface Seed {
  readonly dir: string;
  readonly file: string;
  readonly dataFile: string;
  readonly name: string;
  readonly body: { call: unknown; applications: unknown };
}

const seeds: Seed[] = readdirSync(schemesDir)
  .filter((d) => d.startsWith("seed_"))
  .sort()
  .map((dir) => {
    const files = readdirSync(join(schemesDir, dir));
    const schemeFile = files.find((f) => f.endsWith(".allot"))!;
    const file = join(schemesDir, dir, schemeFile);
    const dataFile = join(schemesDir, dir, "data", readdirSync(join(schemesDir, dir, "data")).find((f) => f.endsWith(".applications.json"))!);
    const mapFile = file.replace(/\.allot$/, ".map.json");
    const mapping = files.includes(schemeFile.replace(/\.allot$/, ".map.json")) ? validateMapping(JSON.parse(readFileSync(mapFile, "utf8"))) : undefined;
    const body = applyMapping(JSON.parse(readFileSync(dataFile, "utf8")), mapping);
    const name = analyze(readFileSync(file, "utf8"), file).model.scheme!.name.text;
    return { dir, file, dataFile, name, body };
  });
const seed2 = seeds.find((s) => s.dir === "seed_002")!;
/** every scheme the server is given (the seeds and the schemes drafted beside them), by name */
// every scheme file of every directory (drafted_clickday holds two: one call written two ways)
const served: string[] = readdirSync(schemesDir)
  .sort()
  .flatMap((dir) =>
    readdirSync(join(schemesDir, dir))
      .filter((f) => f.endsWith(".allot"))
      .map((f) => join(schemesDir, dir, f)),
  )
  .map((file) => analyze(readFileSync(file, "utf8"), file).model.scheme!.name.text);

let app: FastifyInstance;
let base: string;

function post(path: string, body: unknown, raw = false): Promise<{ status: number; text: string; json: any }> {
  return fetchAnswer(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: raw ? (body as string) : JSON.stringify(body) });
}

async function get(path: string): Promise<{ status: number; json: any }> {
  const r = await fetch(base + path);
  return { status: r.status, json: await r.json() };
}

beforeAll(async () => {
  app = createServer({ schemesDir, bodyLimit: BODY_LIMIT, logger: false });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
  expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

afterAll(async () => {
  await app?.close();
});

describe("metadata", () => {
  it("GET /healthz", async () => {
    const r = await get("/healthz");
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ status: "ok", schemes: served.length });
    expect(Object.keys(r.json.evaluations).sort()).toEqual(["abandoned", "queue", "running", "threads", "timedOut", "waiting"]);
  });

  it("GET /schemes lists every seed scheme with title, version and legal acts, by name", async () => {
    const r = await get("/schemes");
    expect(r.status).toBe(200);
    expect(r.json.map((s: { name: string }) => s.name)).toEqual(served.slice().sort());
    for (const s of r.json) {
      expect(Object.keys(s)).toEqual(["name", "title", "version", "language", "acts"]);
      expect(s.acts.length).toBeGreaterThan(0);
      for (const a of s.acts) expect(typeof a.name).toBe("string");
    }
    const pop3 = r.json.find((s: { name: string }) => s.name === seed2.name);
    expect(pop3.version).toBe("2019.1");
    expect(pop3.acts.map((a: { name: string }) => a.name)).toEqual(["openstellingsbesluit", "awb"]);
  });

  it("GET /schemes/:name gives sources verbatim, criteria and the input JSON Schema of allot compile", async () => {
    for (const seed of seeds) {
      const r = await get(`/schemes/${seed.name}`);
      expect(r.status).toBe(200);
      expect(r.json.name).toBe(seed.name);
      expect(r.json.sources.length).toBeGreaterThan(0);
      expect(r.json.criteria.length).toBeGreaterThan(0);
      const text = readFileSync(seed.file, "utf8").replace(/\s+/g, " ");
      for (const src of r.json.sources) {
        expect(src.text.length).toBeGreaterThan(0);
        // verbatim up to the indentation of the triple-quoted block
        expect(text).toContain(src.text.replace(/\s+/g, " ").trim());
      }
      for (const c of r.json.criteria) expect(typeof c.describe).toBe("string");
      expect(r.json.inputSchema).toEqual(jsonSchema(analyze(readFileSync(seed.file, "utf8"), seed.file)));
    }
    const pop3 = await get(`/schemes/${seed2.name}`);
    expect(pop3.json.sources[0].text).toContain("Na sluiting van de indieningstermijn worden alle tijdig ontvangen aanvragen");
  });
});

describe("evaluate and score", () => {
  it("POST /schemes/:name/evaluate gives exactly what `allot run` prints, for every seed's shared data", async () => {
    for (const seed of seeds) {
      const r = await post(`/schemes/${seed.name}/evaluate`, seed.body);
      expect(r.status, `${seed.dir}: ${r.text.slice(0, 300)}`).toBe(200);
      const run = await runCli(["run", seed.file, "--input", seed.dataFile]);
      expect(run.status, run.stderr).toBe(0);
      // the input's warnings: `issues` in the answer (review34 V1), one "warning:" line each on the CLI's stderr
      const { issues, ...result } = r.json as { issues?: Array<{ record: string; message: string }> };
      expect((issues ?? []).map((i) => `warning: ${i.record}: ${i.message}`), seed.dir).toEqual(run.stderr.split("\n").filter((l) => l.startsWith("warning: ")));
      expect(result).toEqual(JSON.parse(run.stdout));
      // same keys in the same order: the pretty-printed response is the CLI's output byte for byte
      expect(JSON.stringify(result, null, 2) + "\n").toBe(run.stdout);
    }
  });

  it("is deterministic: the same bytes again, and whatever the order of the applications", async () => {
    const a = await post(`/schemes/${seed2.name}/evaluate`, seed2.body);
    const b = await post(`/schemes/${seed2.name}/evaluate`, seed2.body);
    const reversed = { ...seed2.body, applications: [...(seed2.body.applications as unknown[])].reverse() };
    const c = await post(`/schemes/${seed2.name}/evaluate`, reversed);
    expect(b.text).toBe(a.text);
    expect(c.text).toBe(a.text);
  });

  it("?explain=false gives the same result without explanation steps; another value is refused", async () => {
    const full = await post(`/schemes/${seed2.name}/evaluate`, seed2.body);
    const bulk = await post(`/schemes/${seed2.name}/evaluate?explain=false`, seed2.body);
    expect(bulk.status).toBe(200);
    const strip = (r: { results: Array<Record<string, unknown>> }) => r.results.map(({ explanation: _e, ...rest }) => rest);
    expect(bulk.json.results.every((r: { explanation: unknown[] }) => r.explanation.length === 0)).toBe(true);
    expect(strip(bulk.json)).toEqual(strip(full.json));
    expect(bulk.json.totals).toEqual(full.json.totals);
    expect(bulk.json.publication).toEqual(full.json.publication);
    const bad = await post(`/schemes/${seed2.name}/evaluate?explain=no`, seed2.body);
    expect(bad.status).toBe(400);
  });

  it("POST /schemes/:name/score gives eligibility, points and reasons of one application", async () => {
    for (const seed of seeds) {
      const apps = seed.body.applications as Array<{ id: string }>;
      for (const application of apps.slice(0, 3)) {
        const r = await post(`/schemes/${seed.name}/score`, { call: seed.body.call, application });
        expect(r.status, r.text.slice(0, 300)).toBe(200);
        expect(r.json.id).toBe(application.id);
        expect(typeof r.json.eligible).toBe("boolean");
        expect(Array.isArray(r.json.reasons)).toBe(true);
        const compiled = app.allotSchemes.get(seed.name)!.compiled;
        expect(r.json).toEqual(JSON.parse(JSON.stringify(runtimeScore(compiled, seed.body.call, application))));
      }
    }
    const n01 = await post(`/schemes/${seed2.name}/score`, { call: seed2.body.call, application: (seed2.body.applications as Array<{ id: string }>).find((x) => x.id === "N01") });
    expect(n01.json.eligible).toBe(true);
    expect(n01.json.points.total).toBe("36");
  });
});

describe("errors", () => {
  it("invalid input → 400 with every validation issue (record, path, expected, found, message)", async () => {
    const apps = structuredClone(seed2.body.applications) as Array<Record<string, any>>;
    apps[0]!["max_subsidy_eur"] = 200000; // a number where money is a decimal string
    apps[1]!["scores"]["b_innovativeness"] = "four";
    delete apps[2]!["received_in_time"];
    const body = { call: { ...(seed2.body.call as object), grensregel: "sometimes" }, applications: apps };
    const r = await post(`/schemes/${seed2.name}/evaluate`, body);
    expect(r.status).toBe(400);
    expect(r.json.error).toBe("invalid_input");
    const expected = validateInput(app.allotSchemes.get(seed2.name)!.compiled, body).issues;
    expect(expected.filter((i) => i.severity === "error").length).toBeGreaterThanOrEqual(4);
    expect(r.json.issues).toEqual(JSON.parse(JSON.stringify(expected)));
    for (const i of r.json.issues) for (const k of ["record", "path", "expected", "found", "message"]) expect(typeof i[k]).toBe("string");
    const paths = r.json.issues.map((i: { record: string; path: string }) => `${i.record}|${i.path}`);
    expect(paths).toContain("call|grensregel");
    expect(paths.some((p: string) => p.endsWith("|max_subsidy_eur"))).toBe(true);
    expect(paths.some((p: string) => p.endsWith("|scores.b_innovativeness"))).toBe(true);
    expect(paths.some((p: string) => p.endsWith("|received_in_time"))).toBe(true);

    const s = await post(`/schemes/${seed2.name}/score`, { call: seed2.body.call, application: apps[0] });
    expect(s.status).toBe(400);
    expect(s.json.issues.some((i: { path: string }) => i.path === "max_subsidy_eur")).toBe(true);
  });

  it("a body of the wrong shape → 400 naming what is missing", async () => {
    for (const [path, body, missing] of [
      ["evaluate", [1, 2], ""],
      ["evaluate", { call: {} }, "applications"],
      ["score", { application: {} }, "call"],
      ["evaluate", "\"text\"", ""],
    ] as const) {
      const r = await post(`/schemes/${seed2.name}/${path}`, body, typeof body === "string");
      expect(r.status).toBe(400);
      expect(r.json.error).toBe("invalid_input");
      expect(r.json.issues[0]).toMatchObject({ record: "request", path: missing });
      for (const k of ["expected", "found", "message"]) expect(typeof r.json.issues[0][k]).toBe("string");
    }
    const notList = await post(`/schemes/${seed2.name}/evaluate`, { call: seed2.body.call, applications: {} });
    expect(notList.status).toBe(400);
    expect(notList.json.issues).toContainEqual(expect.objectContaining({ path: "applications", expected: "a list of applications", found: "an object" }));
  });

  it("unknown scheme → 404, and names are never paths", async () => {
    for (const name of ["nope", "..%2F..%2Fetc%2Fpasswd", "__proto__", "constructor", "toString", "seed_002%2Fpop3_innovatie.allot", "%2Fetc%2Fpasswd"]) {
      expect((await get(`/schemes/${name}`)).status).toBe(404);
      const e = await post(`/schemes/${name}/evaluate`, seed2.body);
      expect(e.status).toBe(404);
      expect(e.json.error).toBe("not_found");
      expect((await post(`/schemes/${name}/score`, { call: {}, application: {} })).status).toBe(404);
    }
    expect((await get("/schemes/../package.json")).status).toBe(404);
    expect((await get("/no/such/route")).status).toBe(404);
  });

  it("a body over the configured limit → 413", async () => {
    const big = { call: seed2.body.call, applications: [{ id: "x", padding: "y".repeat(BODY_LIMIT) }] };
    const r = await post(`/schemes/${seed2.name}/evaluate`, big);
    expect(r.status).toBe(413);
    expect(r.json.error).toBe("body_too_large");
    expect((await get("/healthz")).status).toBe(200);
  });

  it("malformed JSON → 400", async () => {
    for (const text of ['{"call": {', "{call: 1}", "[1,]", '{"__proto__": {"x": 1}, "call": {}, "applications": []}']) {
      const r = await post(`/schemes/${seed2.name}/evaluate`, text, true);
      expect(r.status, text).toBe(400);
      expect(typeof r.json.message).toBe("string");
    }
    const r = await post(`/schemes/${seed2.name}/evaluate`, '{"call": {', true);
    expect(r.json.error).toBe("malformed_json");
  });

  it("any other error → 500 without a stack trace, and the service keeps running", async () => {
    // a scheme whose compiled code throws cannot reach a worker (compiled schemes are not sent
    // to threads): this runs the same tasks on the event loop, where the broken one is added
    await app.close();
    app = createServer({ schemesDir, bodyLimit: BODY_LIMIT, logger: false, threads: 0 });
    base = await app.listen({ port: 0, host: "127.0.0.1" });
    const good = app.allotSchemes.get(seed2.name)!;
    const compiled = { ...good.compiled, criteria: good.compiled.criteria.map((c) => ({ ...c, points: () => { throw new Error("boom: a secret detail"); } })) };
    const broken: LoadedScheme = { ...good, name: "broken_for_test", compiled };
    app.allotSchemes.set(broken.name, broken);
    try {
      for (const path of ["evaluate", "score"]) {
        const body = path === "evaluate" ? seed2.body : { call: seed2.body.call, application: (seed2.body.applications as unknown[])[0] };
        const r = await post(`/schemes/broken_for_test/${path}`, body);
        expect(r.status).toBe(500);
        expect(r.json).toEqual({ error: "internal", message: "internal error; the request was logged" });
        expect(r.text).not.toMatch(/boom|secret|at .*\.(ts|js):\d+/);
      }
      expect((await get("/healthz")).status).toBe(200);
      expect((await post(`/schemes/${seed2.name}/evaluate`, seed2.body)).status).toBe(200);
    } finally {
      app.allotSchemes.delete(broken.name);
    }
  });
});

describe("POST /schemes/:name/trace", () => {
  it("gives one application's trace, exactly what `allot explain --format json` prints, typed by the OpenAPI document", async () => {
    const r = await post(`/schemes/${seed2.name}/trace?id=N08`, seed2.body);
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const cli = await runCli(["explain", seed2.file, "--input", seed2.dataFile, "--id", "N08", "--format", "json"]);
    expect(cli.status, cli.stderr).toBe(0);
    expect(JSON.stringify(r.json, null, 2) + "\n").toBe(cli.stdout);
    // seed 002 is Dutch; N08 gets the 20 000 left of the 1 000 000 ceiling, of the 90 000 it asks
    expect(r.json.language).toBe("nl");
    expect(r.json.result).toMatchObject({ id: "N08", status: "partially_funded", amount: "20000.00", requested: "90000.00" });
    expect(r.json.trace.at(-1)).toMatchObject({ kind: "allocation", remainingBefore: { value: "20000.00", unit: "EUR" }, reading: { of: "boundary", parameter: "call.grensregel", value: "partial" }, source: "awb_4_25" });
    expect(r.json.sources.awb_4_25.text).toBe("Een subsidie wordt geweigerd voor zover door verstrekking van de subsidie het subsidieplafond zou worden overschreden.");
    const doc = (await get("/openapi.json")).json;
    expect(doc.paths["/schemes/{name}/trace"].post.parameters.map((p: { name: string }) => p.name)).toEqual(["name", "id", "mapping"]);
    const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    ajv.addSchema(doc, "openapi.json");
    const answer = ajv.getSchema("openapi.json#/components/schemas/TraceAnswer")!;
    const described = Object.keys(doc.components.schemas.TraceStep.properties);
    for (const seed of seeds) {
      for (const { id } of (seed.body.applications as Array<{ id: string }>).slice(0, 4)) {
        const t = await post(`/schemes/${seed.name}/trace?id=${encodeURIComponent(id)}`, seed.body);
        expect(t.status, t.text.slice(0, 300)).toBe(200);
        expect(answer(t.json), JSON.stringify(answer.errors)).toBe(true);
        for (const step of t.json.trace) for (const k of Object.keys(step)) expect(described).toContain(k);
      }
    }
  });

  it("answers 404 for an id not in the call and 400 without an id", async () => {
    const missing = await post(`/schemes/${seed2.name}/trace?id=N99`, seed2.body);
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ error: "not_found", message: 'no application with id "N99" in the call' });
    const none = await post(`/schemes/${seed2.name}/trace`, seed2.body);
    expect(none.status).toBe(400);
    expect(none.json.error).toBe("bad_request");
  });
});

describe("GET /openapi.json", () => {
  it("is an OpenAPI 3.1 document of every route, embedding each scheme's input schema", async () => {
    const r = await get("/openapi.json");
    expect(r.status).toBe(200);
    const doc = r.json;
    expect(doc.openapi).toBe("3.1.0");
    for (const p of ["/healthz", "/schemes", "/schemes/{name}", "/schemes/{name}/evaluate", "/schemes/{name}/trace", "/schemes/{name}/score"]) expect(doc.paths[p]).toBeDefined();
    const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    ajv.addSchema(doc, "openapi.json");
    for (const seed of seeds) {
      expect(doc.paths[`/schemes/${seed.name}/evaluate`].post.requestBody.content["application/json"].schema).toEqual({ $ref: `#/components/schemas/${seed.name}.Input` });
      const input = ajv.getSchema(`openapi.json#/components/schemas/${seed.name}.Input`)!;
      expect(input(seed.body), JSON.stringify(input.errors)).toBe(true);
      expect(input({ call: seed.body.call })).toBe(false);
      const scoreInput = ajv.getSchema(`openapi.json#/components/schemas/${seed.name}.ScoreInput`)!;
      expect(scoreInput({ call: seed.body.call, application: (seed.body.applications as unknown[])[0] })).toBe(true);
    }
    expect(JSON.stringify(doc)).not.toContain("#/$defs/");
  });
});

describe("start-up", () => {
  it("refuses a directory with a broken scheme, listing file:line:col code message", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-serve-"));
    try {
      cpSync(join(schemesDir, "seed_002"), join(dir, "seed_002"), { recursive: true });
      const text = readFileSync(seed2.file, "utf8");
      writeFileSync(join(dir, "broken.allot"), text.replace("scheme pop3_samenwerking_innovaties", "scheme other_name").replace(/maximum points 36/, "maximum points 36 per nosuchsource"));
      let error: unknown;
      try {
        createServer({ schemesDir: dir, logger: false });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(SchemeLoadError);
      expect((error as Error).message).toMatch(/broken\.allot:\d+:\d+: AL\d{4} \S/);

      const r = spawnSync(process.execPath, [cli, "serve", "--schemes", dir, "--port", "0"], { cwd: repo, encoding: "utf8", timeout: 60_000 });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/broken\.allot:\d+:\d+: AL\d{4} \S/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses two schemes of one name, an empty directory and a missing one", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-serve-"));
    try {
      expect(() => createServer({ schemesDir: dir })).toThrow(/no \.allot files/);
      cpSync(join(schemesDir, "seed_002"), join(dir, "a"), { recursive: true });
      cpSync(join(schemesDir, "seed_002"), join(dir, "b"), { recursive: true });
      expect(() => createServer({ schemesDir: dir })).toThrow(/scheme name 'pop3_samenwerking_innovaties' is already used by a\/pop3_innovatie\.allot/);
      expect(() => createServer({ schemesDir: join(dir, "missing") })).toThrow(SchemeLoadError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("`allot serve` (the bundled CLI) listens on loopback and answers", async () => {
    const child = spawn(process.execPath, [cli, "serve", "--schemes", schemesDir, "--port", "0", "--body-limit", "100000"], { cwd: repo, stdio: ["ignore", "pipe", "pipe"] });
    try {
      const address = await new Promise<string>((resolve, reject) => {
        let stderr = "";
        child.stderr.on("data", (d: Buffer) => {
          stderr += d.toString();
          const m = /serving .* at (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr);
          if (m) resolve(m[1]!);
        });
        child.on("exit", (code) => reject(new Error(`allot serve exited with ${code}: ${stderr}`)));
      });
      const h = await fetch(`${address}/healthz`);
      expect(await h.json()).toMatchObject({ status: "ok", schemes: served.length });
      const big = await fetch(`${address}/schemes/${seed2.name}/evaluate`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ call: {}, applications: [{ pad: "x".repeat(100_000) }] }) });
      expect(big.status).toBe(413);
    } finally {
      child.kill("SIGTERM");
    }
  });

  it("`allot serve` without --port or --schemes is a usage error (exit 2)", () => {
    expect(spawnSync(process.execPath, [cli, "serve", "--schemes", schemesDir], { encoding: "utf8" }).status).toBe(2);
    expect(spawnSync(process.execPath, [cli, "serve", "--port", "0"], { encoding: "utf8" }).status).toBe(2);
  });
});
