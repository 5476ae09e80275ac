// The scheme directory of `allot serve`: finds every *.allot file in the directory and in its
// immediate subfolders (one level, so `--schemes schemes` serves schemes/seed_*/…), analyses and
// compiles each in memory, and refuses the whole set if any scheme has errors or two schemes
// share a name. Requests only ever look schemes up in the map built here: no name is a path.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { existsSync } from "node:fs";
import { analyze, applyMapping, checkMappingNames, load, validateMapping, type Analysis, type Diagnostic, type InputMapping } from "@allot/dsl";
import { inputSchema, JsonInputError, parseJson, type CompiledScheme } from "@allot/runtime";

export interface LoadedScheme {
  readonly name: string;
  /** the file, relative to the scheme directory (for logs and start-up messages only) */
  readonly file: string;
  readonly compiled: CompiledScheme;
  /** JSON Schema (draft 2020-12) of `{ call, applications }` */
  readonly inputSchema: Record<string, unknown>;
  /** the input mappings beside the scheme (`<file>.map.json`, named `<file>`), as `allot run` applies them */
  readonly mappings: ReadonlyMap<string, InputMapping>;
}

export class SchemeLoadError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`cannot serve the schemes:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "SchemeLoadError";
  }
}

/** The .allot files of `dir` and of its direct subfolders, sorted; hidden entries are skipped. */
export function schemeFiles(dir: string): string[] {
  const root = resolve(dir);
  let st;
  try {
    st = statSync(root);
  } catch {
    throw new SchemeLoadError([`${dir}: no such directory`]);
  }
  if (!st.isDirectory()) throw new SchemeLoadError([`${dir}: not a directory`]);
  const files: string[] = [];
  const visit = (d: string, depth: number) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))) {
      if (e.name.startsWith(".") || e.name === "node_modules") continue;
      const p = join(d, e.name);
      if (e.isFile() && e.name.endsWith(".allot")) files.push(p);
      else if (e.isDirectory() && depth === 0) visit(p, 1);
    }
  };
  visit(root, 0);
  return files;
}

function where(a: Analysis, file: string, d: Diagnostic): string {
  const p = a.lines.position(d.span.start);
  return `${file}:${p.line + 1}:${p.character + 1}: ${d.code} ${d.message}`;
}

/** A scheme file's text, as read at start-up (and handed to the evaluation workers). */
export interface SchemeSource {
  /** relative to the scheme directory */
  readonly file: string;
  readonly text: string;
  /** the text of the mapping beside it, `<file>.map.json`, if there is one */
  readonly mapping?: string;
}

/** Reads the .allot files of `dir` (see schemeFiles). */
export function readSchemeSources(dir: string): SchemeSource[] {
  const root = resolve(dir);
  const files = schemeFiles(dir);
  if (files.length === 0) throw new SchemeLoadError([`${dir}: no .allot files (looked in the directory and its immediate subfolders)`]);
  return files.map((path) => {
    const map = path.replace(/\.allot$/, ".map.json");
    return { file: relative(root, path) || path, text: readFileSync(path, "utf8"), ...(existsSync(map) ? { mapping: readFileSync(map, "utf8") } : {}) };
  });
}

/**
 * The mapping beside a scheme, named after its file; a mapping that cannot apply is a problem, and
 * so is one naming a call parameter or an application field the scheme does not declare (refused
 * in the words `allot run` uses, adversary24).
 */
function mappingsOf(source: SchemeSource, compiled: CompiledScheme, problems: string[]): Map<string, InputMapping> {
  const out = new Map<string, InputMapping>();
  if (source.mapping === undefined) return out;
  const name = basename(source.file, ".allot");
  const file = source.file.replace(/\.allot$/, ".map.json");
  try {
    // read strictly, as `allot run` reads it: a key written twice is refused, not taken last-wins (adversary25)
    let json: unknown;
    try {
      json = parseJson(source.mapping);
    } catch (e) {
      if (!(e instanceof JsonInputError)) throw e;
      problems.push(`${file}:${e.line}:${e.column}: not valid input JSON: ${e.reason}`);
      return out;
    }
    const m = validateMapping(json);
    applyMapping({}, m); // every path is read once, so a malformed one is refused here
    checkMappingNames(m, compiled.call, compiled.application);
    out.set(name, m);
  } catch (e) {
    problems.push(`${file}: ${(e as Error).message}`);
  }
  return out;
}

/** Analyses and compiles scheme texts, or throws SchemeLoadError naming every problem (file:line:col code message). */
export function compileSchemes(sources: readonly SchemeSource[]): Map<string, LoadedScheme> {
  const problems: string[] = [];
  const schemes = new Map<string, LoadedScheme>();
  for (const source of sources) {
    const { file, text } = source;
    const a = analyze(text, file);
    if (a.hasErrors) {
      for (const d of a.diagnostics) if (d.severity === "error") problems.push(where(a, file, d));
      continue;
    }
    const name = a.model.scheme?.name.text;
    if (!name) {
      problems.push(`${file}:1:1: the file has no 'scheme' header, so it has no name to be served under`);
      continue;
    }
    const other = schemes.get(name);
    if (other) {
      problems.push(`${file}: the scheme name '${name}' is already used by ${other.file}`);
      continue;
    }
    const compiled = load(a);
    schemes.set(name, { name, file, compiled, inputSchema: inputSchema(compiled), mappings: mappingsOf(source, compiled, problems) });
  }
  if (problems.length) throw new SchemeLoadError(problems);
  return schemes;
}

/** Loads every scheme of `dir`, or throws SchemeLoadError naming every problem. */
export function loadSchemes(dir: string): Map<string, LoadedScheme> {
  return compileSchemes(readSchemeSources(dir));
}
