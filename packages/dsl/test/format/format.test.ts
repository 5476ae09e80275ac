// The formatter: golden input/output pairs for every construct (cases/<name>.input.allot →
// <name>.output.allot; UPDATE_GOLDENS=1 rewrites the outputs), idempotence on every output and
// every scheme under schemes/, formatting that keeps the analysis (diagnostic codes, the AST
// without its spans, the verbatim texts of the sources), refusal of a scheme with syntax
// errors, the prettier plugin, and `allot fmt --check schemes` (every scheme is formatted).
import { describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { analyze } from "../../src/analysis.js";
import { formatScheme } from "../../src/format/format.js";
import * as plugin from "../../src/format/plugin.js";
import { fmt } from "../../src/cli/commands/fmt.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "../../../..");
const casesDir = join(here, "cases");
const update = process.env["UPDATE_GOLDENS"] === "1";
const cases = readdirSync(casesDir).filter((f) => f.endsWith(".input.allot")).map((f) => f.slice(0, -".input.allot".length)).sort();

function schemesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? schemesUnder(join(dir, e.name)) : e.name.endsWith(".allot") ? [join(dir, e.name)] : []));
}
const schemes = schemesUnder(join(root, "schemes"));

function format(text: string): string {
  const r = formatScheme(text);
  if (!r.ok) throw new Error(`not formatted: ${r.diagnostics.map((d) => `${d.code} ${d.message}`).join("; ")}`);
  return r.text;
}

/** The AST without positions: every { start, end } object dropped. */
function shape(text: string): string {
  return JSON.stringify(analyze(text).ast.declarations, (_k, v: unknown) => {
    if (v && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 2 && "start" in v && "end" in v) return undefined;
    return v;
  });
}

function sourceTexts(text: string): string[] {
  return analyze(text).ast.declarations.flatMap((d) => (d.kind === "source" ? [d.text] : []));
}

describe("formatter golden cases", () => {
  it("has at least 15 cases", () => expect(cases.length).toBeGreaterThanOrEqual(15));
  for (const name of cases) {
    it(name, () => {
      const out = format(readFileSync(join(casesDir, `${name}.input.allot`), "utf8"));
      const golden = join(casesDir, `${name}.output.allot`);
      if (update) writeFileSync(golden, out);
      else {
        expect(existsSync(golden), `${name} has no output; run with UPDATE_GOLDENS=1`).toBe(true);
        expect(out).toBe(readFileSync(golden, "utf8"));
      }
    });
  }
});

describe("formatting is idempotent and keeps the meaning", () => {
  const inputs = [...cases.map((c) => join(casesDir, `${c}.input.allot`)), ...schemes];
  for (const file of inputs) {
    const label = file.slice(root.length + 1);
    it(label, () => {
      const text = readFileSync(file, "utf8");
      const once = format(text);
      expect(format(once), "formatting twice changes nothing").toBe(once);
      expect(analyze(once).diagnostics.map((d) => d.code)).toEqual(analyze(text).diagnostics.map((d) => d.code));
      expect(shape(once)).toBe(shape(text));
      expect(sourceTexts(once)).toEqual(sourceTexts(text));
      // every comment is kept, without the spaces at the end of its line
      const comments = (t: string) => analyze(t).parse.comments.map((c) => c.image.replace(/[ \t]+$/, ""));
      expect(comments(once)).toEqual(comments(text));
    });
  }
});

/** The spans of a stage's settings (`unfunded go on`) in an analysed scheme's tree. */
function settingSpans(node: unknown, out: Array<{ start: number; end: number }> = []): Array<{ start: number; end: number }> {
  if (Array.isArray(node)) for (const x of node) settingSpans(x, out);
  else if (node && typeof node === "object") {
    const n = node as { kind?: string; span?: { start: number; end: number } };
    if (n.kind === "setting" && n.span) out.push(n.span);
    else for (const v of Object.values(node)) settingSpans(v, out);
  }
  return out;
}

/**
 * `text` with its layout scrambled: spaces, indentation and line breaks between tokens changed at
 * random (blank lines, the space around comments, an amount's line and a stage setting's line kept:
 * its words and the break after its last word, as a setting ends at its line's end).
 */
function scramble(text: string, seed: number): string {
  let state = seed;
  const random = (n: number) => ((state = (state * 1103515245 + 12345) % 2147483648), state % n);
  const a = analyze(text);
  const settings = settingSpans(a.ast);
  const inSetting = (offset: number) => settings.some((x) => offset >= x.start && offset < x.end);
  const comments = new Set(a.parse.comments);
  const all = [...a.parse.tokens, ...a.parse.comments].sort((x, y) => x.startOffset - y.startOffset);
  let out = text.slice(0, all[0]?.startOffset ?? text.length);
  all.forEach((t, i) => {
    const next = all[i + 1];
    const end = t.startOffset + t.image.length;
    out += t.image;
    const gap = text.slice(end, next ? next.startOffset : text.length);
    // an amount and its currency are one literal on one line (a number that ends its line is no amount)
    // (and a number that ends its line stays so)
    const amount = /^(Integer|Decimal)Lit$/.test(t.tokenType.name) && next?.tokenType.name === "Identifier";
    if (!next || gap === "" || comments.has(t) || comments.has(next) || inSetting(t.startOffset)) out += gap;
    else if (amount) out += /\n/.test(gap) ? "\n" + " ".repeat(random(7)) : " ".repeat(1 + random(3));
    else if (/\n[ \t\r]*\n/.test(gap)) out += "\n\n" + " ".repeat(random(7));
    else out += random(2) ? " ".repeat(1 + random(3)) : "\n" + " ".repeat(random(7));
  });
  return out;
}

describe("the layout is canonical", () => {
  for (const file of schemes) {
    it(`${file.slice(root.length + 1)} with its spacing scrambled formats to the same text`, () => {
      const text = readFileSync(file, "utf8");
      for (const seed of [1, 2, 3]) {
        const scrambled = scramble(text, seed);
        expect(scrambled).not.toBe(text);
        expect(format(scrambled)).toBe(format(text));
      }
    });
  }
});

describe("syntax errors", () => {
  it("refuses a scheme with a syntax error and gives its location", () => {
    const text = "criterion a: weight 2 × x\n\neligibility {\n  rule r: a >\n}\n";
    const r = formatScheme(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.diagnostics.every((d) => d.code.startsWith("AL01"))).toBe(true);
    const line = analyze(text).lines.position(r.diagnostics[0]!.span.start).line;
    expect(line).toBe(4);
  });

  it("formats a scheme whose only errors are not syntax errors", () => {
    const r = formatScheme("criterion a: weight 2 × unknown_name\n");
    expect(r).toEqual({ ok: true, text: "criterion a: weight 2 × unknown_name\n" });
  });

  it("the prettier plugin refuses it too", async () => {
    await expect(prettier.format("rule r: {\n", { parser: "allot", plugins: [plugin] })).rejects.toThrow(/AL01/);
  });
});

/** A seeded generator of expressions: operators of every precedence, `not`, unary minus, `if` chains
 * and parentheses written at random, around operands that need them and operands that do not. */
function randomExpression(seed: number): string {
  let s = seed >>> 0;
  const next = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const ops = ["or", "and", "=", "!=", "<", ">=", "+", "-", "×", "/"] as const;
  const gen = (depth: number): string => {
    const r = next();
    let e: string;
    if (depth <= 0 || r < 0.2) e = pick(["a", "b", "c", "call.limit", "2", "1.5", "10 EUR", "50%", "x.y"]);
    else if (r < 0.3) e = `not ${gen(depth - 1)}`;
    else if (r < 0.35) e = `-${gen(depth - 1)}`;
    else if (r < 0.45) e = `(if ${gen(depth - 1)} then ${gen(depth - 1)} else ${next() < 0.5 ? gen(depth - 1) : `if ${gen(depth - 1)} then ${gen(depth - 1)} else ${gen(depth - 1)}`})`;
    else e = `${gen(depth - 1)} ${pick(ops)} ${gen(depth - 1)}`;
    return next() < 0.35 ? `(${e})` : e;
  };
  return gen(5);
}

describe("formatting keeps the meaning of any expression (seeded property)", () => {
  it("parse(format(x)) has the tree of parse(x), and format(format(x)) = format(x), for 400 expressions", () => {
    for (let seed = 1; seed <= 400; seed++) {
      const text = `let v = ${randomExpression(seed)}\nlet w = if a then 1 else if ${randomExpression(seed + 1000)} then 2 else 3\n`;
      const once = format(text);
      expect(shape(once), `seed ${seed}: ${text}`).toBe(shape(text));
      expect(format(once), `seed ${seed}: formatted twice`).toBe(once);
    }
  });

  it("keeps the written parentheses that clarify and drops the others (docs/language.md §8.1)", () => {
    const out = format("let v = (a and b) or c - (d × e) / (f + g) + (h × i)\nlet w = (a) or ((b or c))\n");
    expect(out).toBe("let v = (a and b) or c - d × e / (f + g) + h × i\nlet w = a or (b or c)\n");
  });
});

describe("prettier plugin", () => {
  it("prints what formatScheme prints, on every golden case", async () => {
    for (const name of cases) {
      const text = readFileSync(join(casesDir, `${name}.input.allot`), "utf8");
      expect(await prettier.format(text, { parser: "allot", plugins: [plugin] })).toBe(format(text));
    }
  });

  it("prints what formatScheme prints", async () => {
    for (const file of schemes) {
      const text = readFileSync(file, "utf8");
      expect(await prettier.format(text, { parser: "allot", plugins: [plugin] })).toBe(format(text));
    }
  });
});

describe("allot fmt", () => {
  const cli = join(root, "packages/dsl/dist/allot.mjs");
  it.skipIf(!existsSync(cli))("--check schemes exits 0: every scheme is formatted", () => {
    const r = spawnSync("node", [cli, "fmt", "--check", "schemes"], { cwd: root, encoding: "utf8" });
    expect(r.stdout + r.stderr).toContain("0 need formatting");
    expect(r.status).toBe(0);
  });

  it.skipIf(!existsSync(cli))("exits 1 and names the file that needs formatting or has syntax errors", () => {
    const bad = join(casesDir, "header.input.allot");
    const r = spawnSync("node", [cli, "fmt", "--check", bad], { cwd: root, encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("needs formatting");
  });

  it.skipIf(!existsSync(cli))("formats comments that end in a space and goes on to the next file", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-fmt-"));
    try {
      const first = join(dir, "a.allot");
      const second = join(dir, "b.allot");
      writeFileSync(first, readFileSync(join(casesDir, "comments_trailing_space.input.allot"), "utf8"));
      writeFileSync(second, "criterion a:weight 2 * x\n");
      const check = spawnSync("node", [cli, "fmt", "--check", dir], { cwd: root, encoding: "utf8" });
      expect(check.stderr).toBe("");
      expect(check.stdout).toContain(`${first}: needs formatting`);
      expect(check.stdout).toContain(`${second}: needs formatting`);
      expect(check.status).toBe(1);
      const write = spawnSync("node", [cli, "fmt", dir], { cwd: root, encoding: "utf8" });
      expect(write.stderr).toBe("");
      expect(write.status).toBe(0);
      expect(readFileSync(first, "utf8")).toBe(readFileSync(join(casesDir, "comments_trailing_space.output.allot"), "utf8"));
      expect(readFileSync(second, "utf8")).toBe("criterion a: weight 2 × x\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a file the formatter fails on is named, the others are still formatted, and the exit is 3", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-fmt-"));
    try {
      writeFileSync(join(dir, "a.allot"), "criterion a:weight 1 * x\n");
      writeFileSync(join(dir, "b.allot"), "criterion b:weight 2 * x\n");
      const failing = (text: string) => (text.includes("weight 1") ? (() => { throw new Error("printer bug"); })() : formatScheme(text));
      const out: string[] = [];
      const err: string[] = [];
      const code = fmt([dir], false, (s) => out.push(s), (s) => err.push(s), failing);
      expect(code).toBe(3);
      expect(err.join("\n")).toContain(`${join(dir, "a.allot")}: not formatted: internal error in the formatter`);
      expect(err.join("\n")).toContain("printer bug");
      expect(readFileSync(join(dir, "a.allot"), "utf8")).toBe("criterion a:weight 1 * x\n");
      expect(readFileSync(join(dir, "b.allot"), "utf8")).toBe("criterion b: weight 2 × x\n");
      expect(out.join("\n")).toContain("1 not formatted because of an internal error");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!existsSync(cli))("exits 2 on a usage error", () => {
    const r = spawnSync("node", [cli, "fmt", "--nope"], { cwd: root, encoding: "utf8" });
    expect(r.status).toBe(2);
  });
});
