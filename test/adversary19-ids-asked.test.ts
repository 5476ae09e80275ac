// adversary19: `allot explain --id` and the service's trace with an id pasted with a zero-width or
// no-break space at its end said "no application with id 'P01​'" — the character invisible, so
// the message read as if P01 were not in the call. The id asked is now shown with such a
// character by its escape and, when the id without it is an application's, that id is offered.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { createServer } from "../packages/server/src/app.js";

const repo = resolve(__dirname, "..");
const keyed = join(repo, "test/inputs/keyed");
const scheme = join(keyed, "district_figures.allot");
const input = join(keyed, "data/vote.json");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const allot = (...args: string[]) => {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", timeout: 60_000, env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe("allot explain --id, an id that is not in the call", () => {
  it("a zero-width space at its end: shown by its escape, the application's id offered", () => {
    for (const format of ["text", "json"]) {
      const r = allot("explain", scheme, "--input", input, "--id", "P01\u200b", "--format", format);
      expect(r.code).toBe(1);
      expect(r.out).toBe("");
      expect(r.err).toBe(`no application with id 'P01\\u200b' in ${input} (the id asked is P 0 1 U+200B); did you mean 'P01'?\n`);
    }
  });
  it("a no-break space, and a plain space at its end", () => {
    expect(allot("explain", scheme, "--input", input, "--id", "P02\u00a0").err).toBe(`no application with id 'P02\\u00a0' in ${input} (the id asked is P 0 2 U+00A0); did you mean 'P02'?\n`);
    expect(allot("explain", scheme, "--input", input, "--id", "P03 ").err).toBe(`no application with id 'P03 ' in ${input} (the id asked is P 0 3 U+0020); did you mean 'P03'?\n`);
  });
  it("an id that is nobody's, with or without such a character, is said as before", () => {
    expect(allot("explain", scheme, "--input", input, "--id", "P99").err).toBe(`no application with id 'P99' in ${input}\n`);
    expect(allot("explain", scheme, "--input", input, "--id", "P99\u200b").err).toBe(`no application with id 'P99\\u200b' in ${input}\n`);
  });
});

describe("the service's trace", () => {
  it("answers 404 naming the id by its escape and offering the application's", async () => {
    const app = createServer({ schemesDir: keyed, logger: false });
    try {
      const r = await app.inject({ method: "POST", url: `/schemes/district_figures/trace?id=${encodeURIComponent("P01\u200b")}`, payload: readFileSync(input, "utf8"), headers: { "content-type": "application/json" } });
      expect(r.statusCode).toBe(404);
      expect(JSON.parse(r.body)).toEqual({ error: "not_found", message: 'no application with id "P01\\u200b" in the call (the id asked is P 0 1 U+200B); did you mean "P01"?' });
    } finally {
      await app.close();
    }
  });
});
