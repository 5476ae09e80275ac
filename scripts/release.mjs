#!/usr/bin/env node
// `pnpm release`: packs @allot/runtime as the tarball a service installs
// (release/allot-runtime-<version>.tgz, `npm install ./allot-runtime-<version>.tgz`), from the
// build `pnpm build` made. Prints the tarball's path. The release folder is not committed.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";

const out = resolve(process.argv[2] ?? "release");
const runtime = "packages/runtime";
if (!existsSync(join(runtime, "dist", "index.js"))) {
  console.error("packages/runtime/dist is missing: run pnpm build first");
  process.exit(1);
}
mkdirSync(out, { recursive: true });
const { version } = JSON.parse(readFileSync(join(runtime, "package.json"), "utf8"));
const r = spawnSync("pnpm", ["pack", "--pack-destination", out], { cwd: runtime, encoding: "utf8" });
const tarball = join(out, `allot-runtime-${version}.tgz`);
if (r.status !== 0 || !existsSync(tarball)) {
  console.error(`pnpm pack failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
  process.exit(1);
}
console.log(tarball);
