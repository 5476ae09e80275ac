// A service outside the workspace gets the runtime two ways, each driven for real: the tarball
// `pnpm release` packs (npm install ./allot-runtime-X.Y.Z.tgz, then the module `allot compile`
// writes, imported from plain Node and type-checked with tsc --strict), and `allot compile
// --bundle` (one module and its declarations, nothing installed). Both give, for every seed, the
// JSON `allot run` prints for the seed's data, and both type-check a strict consumer. The example
// of docs/runtime.md (a RecordStream, publicationRows) runs against the installed tarball.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { applyMapping, validateMapping } from "../packages/dsl/src/data/mapping.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const version = JSON.parse(readFileSync(join(repo, "packages/runtime/package.json"), "utf8")).version as string;

function run(command: string, args: string[], cwd: string) {
  const r = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Each seed: its scheme, the data file `allot run` reads, and that data mapped to { call, applications }. */
const seeds = readdirSync(join(repo, "schemes"))
  .filter((d) => d.startsWith("seed_"))
  .map((seed) => {
    const dir = join(repo, "schemes", seed);
    const scheme = join(dir, readdirSync(dir).find((f) => f.endsWith(".allot"))!);
    const data = join(dir, "data", readdirSync(join(dir, "data")).find((f) => f.endsWith(".json"))!);
    const mapping = validateMapping(JSON.parse(readFileSync(scheme.replace(/\.allot$/, ".map.json"), "utf8")));
    return { seed, scheme, data, input: applyMapping(JSON.parse(readFileSync(data, "utf8")), mapping, {}) };
  });

const printed = new Map<string, string>();

/** What `allot run` prints for a seed's data (the mapping beside the scheme applies); run once a seed. */
function allotRun(scheme: string, data: string): string {
  if (!printed.has(scheme)) {
    const r = run(process.execPath, [cli, "run", scheme, "--input", data], repo);
    expect(r.code).toBe(0);
    printed.set(scheme, r.out);
  }
  return printed.get(scheme)!;
}

/** Compiles every seed into `dir` (with or without --bundle) and writes the script that evaluates them from plain Node. */
function compileSeeds(dir: string, bundle: boolean): void {
  for (const s of seeds) {
    const r = run(process.execPath, [cli, "compile", s.scheme, "--out", dir, ...(bundle ? ["--bundle"] : [])], repo);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const module = r.out.split("\n").find((l) => l.endsWith(".mjs"))!;
    writeFileSync(join(dir, `${s.seed}.input.json`), JSON.stringify(s.input));
    writeFileSync(
      join(dir, `${s.seed}.run.mjs`),
      `import { readFileSync } from "node:fs";\nimport { evaluate } from ${JSON.stringify(`./${module.split(/[\\/]/).pop()}`)};\nconst { call, applications } = JSON.parse(readFileSync(new URL("./${s.seed}.input.json", import.meta.url), "utf8"));\nprocess.stdout.write(JSON.stringify(evaluate(call, applications).result, null, 2) + "\\n");\n`,
    );
  }
}

/** tsc --strict (NodeNext) in `dir`: the consumer of seed 002 passes, its misuse fails on the types, not on a missing module. */
function expectTyped(dir: string): void {
  for (const f of ["service.ts", "misuse.ts"]) cpSync(join(repo, "test/inputs/consumer", f), join(dir, f));
  const tsc = (file: string) => {
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, module: "NodeNext", moduleResolution: "NodeNext", target: "ES2022", lib: ["ES2022"], noEmit: true, types: [] }, files: [file] }));
    return run(process.execPath, [join(repo, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json", "--pretty", "false"], dir);
  };
  const good = tsc("service.ts");
  expect(good.out + good.err).toBe("");
  expect(good.code).toBe(0);
  const bad = tsc("misuse.ts");
  expect(bad.code).not.toBe(0);
  expect(bad.out).toMatch(/misuse\.ts\(4,\d+\): error TS2322/);
  expect(bad.out).not.toMatch(/TS7016|TS2307/);
}

function expectSameResults(dir: string): void {
  for (const s of seeds) {
    const r = run(process.execPath, [`${s.seed}.run.mjs`], dir);
    expect(r.err, s.seed).toBe("");
    expect(r.out.trim(), s.seed).toBe(allotRun(s.scheme, s.data).trim());
  }
}

describe("@allot/runtime from its tarball", () => {
  let release = "";
  let service = "";
  let tarball = "";

  beforeAll(() => {
    release = mkdtempSync(join(tmpdir(), "allot-release-"));
    const r = run(process.execPath, [join(repo, "scripts/release.mjs"), release], repo);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    tarball = r.out.trim();
    expect(tarball).toBe(join(release, `allot-runtime-${version}.tgz`));
    service = mkdtempSync(join(tmpdir(), "allot-service-"));
    writeFileSync(join(service, "package.json"), JSON.stringify({ name: "service", private: true, type: "module" }));
    const install = run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", tarball], service);
    expect(install.code, install.err).toBe(0);
    compileSeeds(service, false);
  }, 300_000);

  it("holds the built module, its declarations, a README and a changelog, and nothing else", () => {
    const files = run("tar", ["tzf", tarball], release).out.trim().split("\n").sort();
    expect(files).toContain("package/README.md");
    expect(files).toContain("package/CHANGELOG.md");
    expect(files).toContain("package/dist/index.js");
    expect(files).toContain("package/dist/index.d.ts");
    expect(files.filter((f) => !/^package\/(package\.json|README\.md|CHANGELOG\.md|dist\/.+\.(js|d\.ts))$/.test(f))).toEqual([]);
    const pkg = JSON.parse(readFileSync(join(service, "node_modules/@allot/runtime/package.json"), "utf8"));
    expect(pkg.exports["."]).toMatchObject({ types: "./dist/index.d.ts", import: "./dist/index.js" });
    expect(pkg.dependencies).toEqual({ "decimal.js": expect.any(String) });
  });

  it("runs every seed's compiled module from plain Node as allot run does", () => {
    expectSameResults(service);
  });

  it("runs the example of docs/runtime.md (a RecordStream in, the published list written row by row): the rows of `publication()`", () => {
    // the docs' code block, with the module where compileSeeds wrote it, on 3,000 applications
    const docs = readFileSync(join(repo, "docs/runtime.md"), "utf8");
    const example = /## Calls too large to hold[\s\S]*?```js\n([\s\S]*?)```/.exec(docs)![1]!;
    writeFileSync(join(service, "stream-example.mjs"), example.replace("./generated/", "./"));
    const r = run(process.execPath, ["stream-example.mjs", "3000"], service);
    expect(r.err).toBe("");
    expect(r.out).toMatch(/^3000 results, 0 issues\npeak RSS \d+ MB\n$/);
    // the same applications as a list, through evaluate: the published list it gives
    writeFileSync(
      join(service, "stream-check.mjs"),
      example
        .replace("./generated/", "./")
        .replace(/const \{ table, issues \}[\s\S]*$/, "process.stdout.write(JSON.stringify(evaluate(scheme, { call, applications: [...applications()] }).result.publication));\n")
        .replace("import { evaluateTable, RecordStream }", "import { evaluate }"),
    );
    const want = JSON.parse(run(process.execPath, ["stream-check.mjs", "3000"], service).out);
    const [head, ...rows] = readFileSync(join(service, "published.ndjson"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect({ ...head, rows }).toEqual(want);
    expect(rows.length).toBeGreaterThan(1000);
  });

  it("types a strict consumer service and rejects misuse (tsc --strict, NodeNext)", () => {
    for (const f of ["service.ts", "misuse.ts"]) cpSync(join(repo, "test/inputs/consumer", f), join(service, f));
    expectTyped(service);
  });
});

describe("allot compile --bundle", () => {
  it("writes one module that runs every seed with nothing installed, as allot run does", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-bundle-"));
    mkdirSync(dir, { recursive: true });
    compileSeeds(dir, true);
    expect(readdirSync(dir).filter((f) => f === "node_modules")).toEqual([]);
    for (const f of readdirSync(dir).filter((x) => x.endsWith(".mjs") && !x.endsWith(".run.mjs"))) {
      const text = readFileSync(join(dir, f), "utf8");
      const imports = [...text.matchAll(/^\s*import\s[^;]*?from\s*"([^"]*)"/gm)].map((m) => m[1]!);
      expect(imports.every((i) => i.startsWith("node:")), `${f}: ${imports.join(", ")}`).toBe(true);
      expect(text).not.toMatch(/\brequire\(|import\(/);
      // tree-shaken: what no scheme module uses is left out
      expect(text).not.toContain("function inputSchema(");
    }
    expectSameResults(dir);
    // a service's package.json, and the declarations copied beside the module: still nothing installed
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "service", private: true, type: "module" }));
    expectTyped(dir);
    expect(readdirSync(dir).filter((f) => f === "node_modules")).toEqual([]);
  });
});
