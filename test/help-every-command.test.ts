// `allot help <command>` for every command, `help` among them (adversary17, left 3: `allot help
// help` answered "unknown command 'help'", exit 2). `help` is a command of its own line in the
// usage; every other command's help is the same text as `allot <command> --help`.
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const cli = join(resolve(__dirname, ".."), "packages/dsl/dist/allot.mjs");
const allot = (...args: string[]) => {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const COMMANDS = ["check", "run", "explain", "notices", "test", "compile", "fmt", "lsp", "serve", "help"];

describe("allot help <command>", () => {
  it("allot help help: the help command's own usage, exit 0", () => {
    const r = allot("help", "help");
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toMatch(/^allot \S+ — selection schemes as code\n\nUsage:\n {2}allot help \[<command>\] +the usage of every command, or of one \(as allot <command> --help\)\n\nExit codes: /);
    expect(allot("help", "--help").out).toBe(r.out);
    expect(allot("help").out).toBe(allot("--help").out);
  });
  it("every command: exit 0, its own lines, the same as allot <command> --help; the whole usage lists each", () => {
    const whole = allot("--help").out;
    for (const command of COMMANDS) {
      const h = allot("help", command);
      expect([h.code, h.err], command).toEqual([0, ""]);
      expect(h.out, command).toMatch(new RegExp(`^allot \\S+ — selection schemes as code\\n\\nUsage:\\n(  allot ${command} .*\\n|  {3,}.*\\n)+\\nExit codes: `));
      expect(allot(command, "--help").out, command).toBe(h.out);
      expect(whole, command).toContain(`  allot ${command} `);
    }
  });
  it("a word that names no command is still a usage error", () => {
    const r = allot("help", "mutate");
    expect([r.code, r.out]).toEqual([2, ""]);
    expect(r.err).toMatch(/^allot: unknown command 'mutate'\n/);
  });
});
