// Reading a scheme and a data file for `allot run`, `explain` and `serve`: the scheme is
// analysed and compiled in memory; the data is parsed, mapped and given call overrides.
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { CompiledScheme } from "@allot/runtime";
import { analyze } from "../analysis.js";
import { load } from "../compile/load.js";
import { applyMapping, validateMapping, type InputMapping } from "../data/mapping.js";
import { renderHuman } from "./render.js";
import { UsageError } from "./files.js";

export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

export function loadScheme(file: string, err: (s: string) => void): CompiledScheme | undefined {
  if (!existsSync(file)) throw new UsageError(`no such scheme: ${file}`);
  const a = analyze(readFileSync(file, "utf8"), file);
  if (a.hasErrors) {
    for (const d of a.diagnostics.filter((x) => x.severity === "error")) err(renderHuman(a, d) + "\n");
    err(`${file} has errors; fix them first (allot check ${file})`);
    return undefined;
  }
  return load(a);
}

export function readJson(file: string, what: string): unknown {
  if (!existsSync(file)) throw new UsageError(`no such ${what}: ${file}`);
  const text = readFileSync(file, "utf8");
  if (text.trim() === "") throw new InputError(`${file}: the ${what} is empty`);
  try {
    return JSON.parse(text);
  } catch (e) {
    const m = /position (\d+)/.exec((e as Error).message);
    if (m) {
      const pos = Number(m[1]);
      const before = text.slice(0, pos);
      const line = before.split("\n").length;
      const col = pos - before.lastIndexOf("\n");
      throw new InputError(`${file}:${line}:${col}: not valid JSON: ${(e as Error).message.replace(/ in JSON at position \d+.*$/, "")}`);
    }
    throw new InputError(`${file}: not valid JSON: ${(e as Error).message}`);
  }
}

/** The mapping named with --map, or `<scheme>.map.json` beside the scheme if there is one. */
export function findMapping(schemeFile: string, explicit: string | undefined): { mapping?: InputMapping; file?: string } {
  const file = explicit ?? join(dirname(schemeFile), basename(schemeFile, ".allot") + ".map.json");
  if (!explicit && !existsSync(file)) return {};
  try {
    return { mapping: validateMapping(readJson(file, "mapping")), file };
  } catch (e) {
    if (e instanceof UsageError || e instanceof InputError) throw e;
    throw new InputError(`${file}: ${(e as Error).message}`);
  }
}

/** `--set key=value`: the value is JSON when it parses as JSON, text otherwise. */
export function parseSets(sets: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of sets) {
    const i = s.indexOf("=");
    if (i <= 0) throw new UsageError(`--set takes name=value, found '${s}'`);
    const raw = s.slice(i + 1);
    let v: unknown = raw;
    try {
      v = JSON.parse(raw);
    } catch {
      v = raw;
    }
    out[s.slice(0, i)] = v;
  }
  return out;
}

export function readInput(schemeFile: string, inputFile: string, mapFile: string | undefined, sets: readonly string[], note: (s: string) => void): { call: unknown; applications: unknown } {
  const data = readJson(inputFile, "input file");
  const { mapping, file } = findMapping(schemeFile, mapFile);
  if (file && !mapFile) note(`using the input mapping ${file}`);
  return applyMapping(data, mapping, parseSets(sets));
}
