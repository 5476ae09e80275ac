// adversary21: the command line on inputs that are not regular files. `--input /dev/stdin` (a
// pipe), `--call <(…)` (a shell's process substitution, /dev/fd/63) and a named pipe were an
// internal error, "ESPIPE: invalid seek" (exit 3): the check that a file is not empty, and the
// reader of a large JSON input, read at positions, which a pipe has not. Now such an input is
// read once, whole, and taken as a file's bytes; an empty one is refused as an empty file is.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { preamble } from "./support/scheme.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-adv21-cli-"));
writeFileSync(
  join(tmp, "s.allot"),
  `${preamble("Piped input")}call {\n  budget: money(EUR)\n}\napplication {\n  id: text unique\n  asked: money(EUR)\n}\nranking per art1 {\n  by id lowest first\n}\nallocation per art1 {\n  budget call.budget\n  amount asked\n  at boundary skip per art1\n}\n`,
);
writeFileSync(join(tmp, "in.csv"), "id,asked\nA1,1.00\nA2,2.00\n");
writeFileSync(join(tmp, "call.json"), '{"budget":"2.50"}');
const doc = '{"call": {"budget": "2.50"}, "applications": [{"id": "A1", "asked": "1.00"}, {"id": "A2", "asked": "2.00"}]}';
/** `allot …` as a shell runs it, with `stdin` written to it through a pipe (`printf … | allot …`), or from nothing. */
const allot = (stdin: string | undefined, ...args: string[]) => {
  const command = `${stdin === undefined ? "" : "printf '%s' \"$ALLOT_STDIN\" | "}"${process.execPath}" "${cli}" ${args.map((a) => `'${a}'`).join(" ")}`;
  const r = spawnSync("/bin/sh", ["-c", command], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", ALLOT_STDIN: stdin ?? "" }, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const expected = "position,id,status,label,amount,reasons\n1,A1,funded,,1.00,\n2,A2,not_funded,,0.00,does not fit in the remaining budget; passed over\n";

describe("an input read from a pipe", () => {
  it("--input /dev/stdin: the JSON document, as from a file", () => {
    writeFileSync(join(tmp, "doc.json"), doc);
    const fromFile = allot(undefined, "run", "s.allot", "--input", "doc.json", "--format", "csv");
    expect(fromFile).toEqual({ code: 0, out: expected, err: "" });
    expect(allot(doc, "run", "s.allot", "--input", "/dev/stdin", "--format", "csv")).toEqual(fromFile);
  });
  it("--call /dev/stdin beside a CSV", () => {
    const r = allot('{"budget":"2.50"}', "run", "s.allot", "--input", "in.csv", "--call", "/dev/stdin", "--format", "csv");
    expect(r).toEqual(allot(undefined, "run", "s.allot", "--input", "in.csv", "--call", "call.json", "--format", "csv"));
    expect(r).toEqual({ code: 0, out: expected, err: "" });
  });
  it("an empty pipe is an empty input file, as an empty file is (exit 1, no internal error)", () => {
    expect(allot("", "run", "s.allot", "--input", "/dev/stdin")).toMatchObject({ code: 1, out: "", err: "allot: /dev/stdin: the input file is empty\n" });
    expect(allot(" \n", "run", "s.allot", "--input", "in.csv", "--call", "/dev/stdin")).toMatchObject({ code: 1, out: "", err: "allot: /dev/stdin: the call file is empty\n" });
  });
  it("--input /dev/stdin when the standard input is a socket (a Node parent's spawn), not a pipe: read as well", () => {
    writeFileSync(join(tmp, "doc.json"), doc);
    const r = spawnSync(process.execPath, [cli, "run", "s.allot", "--input", "/dev/stdin", "--format", "csv"], { cwd: tmp, input: doc, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
    expect({ code: r.status, out: r.stdout, err: r.stderr }).toEqual({ code: 0, out: expected, err: "" });
  });
  it("a JSON input with a mapping read in pieces (the applications at a path) from a pipe", () => {
    writeFileSync(join(tmp, "m.json"), JSON.stringify({ call: { budget: "$.meta.budget" }, applications: "$.list", application: { id: "$.no", asked: "$.eur" } }));
    const mapped = '{"meta": {"budget": "2.50"}, "list": [{"no": "A1", "eur": "1.00"}, {"no": "A2", "eur": "2.00"}]}';
    writeFileSync(join(tmp, "mapped.json"), mapped);
    const fromFile = allot(undefined, "run", "s.allot", "--input", "mapped.json", "--map", "m.json", "--format", "csv");
    expect(fromFile).toMatchObject({ code: 0, out: expected });
    expect(allot(mapped, "run", "s.allot", "--input", "/dev/stdin", "--map", "m.json", "--format", "csv")).toEqual(fromFile);
  });
});

// adversary21: `--out` naming a file the command reads — the input, the call, the mapping, the
// scheme — wrote the result over it (exit 0): the applications, or the law, were gone. Refused
// before anything is read, exit 2, whatever way the path is spelt.
describe("--out onto a file the command reads", () => {
  for (const [what, args, out] of [
    ["the input", ["--input", "doc.json"], "./doc.json"],
    ["the call", ["--input", "in.csv", "--call", "call.json"], "call.json"],
    ["the scheme", ["--input", "doc.json"], "s.allot"],
  ] as const) {
    it(`${what}: refused, exit 2, the file unchanged`, () => {
      writeFileSync(join(tmp, "doc.json"), doc);
      writeFileSync(join(tmp, "call.json"), '{"budget":"2.50"}');
      const before = readFileSync(join(tmp, out), "utf8");
      const r = allot(undefined, "run", "s.allot", ...args, "--format", "csv", "--out", out);
      expect(r.code).toBe(2);
      expect(r.out).toBe("");
      expect(r.err).toContain(`allot: --out ${out} is ${what === "the scheme" ? "the scheme" : what === "the input" ? "the --input" : "the --call"} file: the result would be written over it; write it to another file`);
      expect(readFileSync(join(tmp, out), "utf8")).toBe(before);
    });
  }
});
