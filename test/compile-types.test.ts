// What `allot compile` writes is what a TypeScript service type-checks against: the real command
// (the bundled CLI) compiles seed 002 into a folder outside the workspace, and the workspace's
// tsc --strict checks test/inputs/consumer/service.ts (no error) and misuse.ts (exactly the
// error codes written at the end of its lines) under NodeNext and under Bundler resolution.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const consumer = join(repo, "test/inputs/consumer");

const resolutions = {
  NodeNext: { module: "NodeNext", moduleResolution: "NodeNext" },
  Bundler: { module: "ESNext", moduleResolution: "Bundler" },
} as const;

let dir = "";

beforeAll(() => {
  // a service's folder: the compiled files, @allot/runtime installed (the built package), nothing else
  dir = mkdtempSync(join(tmpdir(), "allot-consumer-"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "service", private: true, type: "module" }));
  mkdirSync(join(dir, "node_modules", "@allot"), { recursive: true });
  symlinkSync(join(repo, "packages", "runtime"), join(dir, "node_modules", "@allot", "runtime"), "dir");
  const r = spawnSync(process.execPath, [join(repo, "packages/dsl/dist/allot.mjs"), "compile", join(repo, "schemes/seed_002/pop3_innovatie.allot"), "--out", dir], { encoding: "utf8" });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  for (const f of ["service.ts", "misuse.ts"]) cpSync(join(consumer, f), join(dir, f));
});

/** Runs the workspace's tsc --strict on one file of the service's folder; the errors as file(line): TSnnnn. */
function typeCheck(file: string, resolution: keyof typeof resolutions): { status: number | null; errors: string[]; output: string } {
  const config = join(dir, `tsconfig.${resolution}.${file}.json`);
  writeFileSync(config, JSON.stringify({ compilerOptions: { strict: true, ...resolutions[resolution], target: "ES2022", lib: ["ES2022"], noEmit: true, types: [] }, files: [file] }));
  const r = spawnSync(process.execPath, [join(repo, "node_modules/typescript/bin/tsc"), "-p", config, "--pretty", "false"], { encoding: "utf8", cwd: dir });
  const output = r.stdout + r.stderr;
  const errors = [...output.matchAll(/^(\S+)\((\d+),\d+\): error (TS\d+)/gm)].map((m) => `${m[1]}(${m[2]}): ${m[3]}`);
  return { status: r.status, errors, output };
}

/** The errors misuse.ts announces: the codes in the comment that ends each line. */
function expectedErrors(file: string): string[] {
  return readFileSync(join(consumer, file), "utf8")
    .split("\n")
    .flatMap((line, i) => (/;\s*\/\/((?:\s*TS\d+)+)\s*$/.exec(line)?.[1]!.trim().split(/\s+/) ?? []).map((code) => `${file}(${i + 1}): ${code}`));
}

describe.each(Object.keys(resolutions) as Array<keyof typeof resolutions>)("the compiled module under %s resolution", (resolution) => {
  it("types a consumer service without errors (the declarations are found and strict)", () => {
    const r = typeCheck("service.ts", resolution);
    expect(r.output).toBe("");
    expect(r.status).toBe(0);
  });

  it("rejects misuse with the expected errors, line by line", () => {
    const expected = expectedErrors("misuse.ts");
    expect(expected.length).toBeGreaterThan(5);
    const r = typeCheck("misuse.ts", resolution);
    expect(r.status).not.toBe(0);
    expect(r.errors.sort()).toEqual(expected.sort());
  });
});
