// adversary19: `--set` of a figure per key (lang18), a list or a record is JSON, and only JSON.
// A JSON the reader refused — a key written twice, a brace left open — was passed on as text,
// and the run said "expected an object with a value for each of …, found the text "{…"": the
// reader's reason (which key, which column) was lost. It is now the error.
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const keyed = join(repo, "test/inputs/keyed");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const run = (set: string) => {
  const r = spawnSync(process.execPath, [cli, "run", join(keyed, "district_figures.allot"), "--input", join(keyed, "data/vote.json"), "--format", "csv", "--set", set], { encoding: "utf8", timeout: 60_000, env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe("--set of a figure per key", () => {
  it("a key written twice: the reader's reason, exit 1, nothing run", () => {
    const r = run('valid_ballots={"old_town":1,"riverside":2,"northfield":3,"old_town":4}');
    expect(r.out).toBe("");
    expect(r.code).toBe(1);
    expect(r.err).toBe('allot: --set valid_ballots: not valid JSON at column 44: the key "old_town" appears twice in the object at $: JSON input must name each key once\n');
  });
  it("a brace left open", () => {
    expect(run("valid_ballots={").err).toBe("allot: --set valid_ballots: not valid JSON at column 2: expected a key in double quotes, found the end of the input\n");
  });
  it("a value that is JSON but not an object is the input's error, as before", () => {
    expect(run("valid_ballots=5").err).toContain('error: call: valid_ballots: expected an object with a value for each of "old_town", "riverside", "northfield", each a whole number from 0 to 1000000, found the number 5');
  });
});
