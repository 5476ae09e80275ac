// allot run <scheme> --input <file> [--map m.json] [--set k=v …] [--format json|csv|md] [--out f]
// allot explain <scheme> --input <file> --id <id>
// Exit 0 on success, 1 when the scheme has errors or the input is invalid, 2 on usage errors.
import { writeFileSync } from "node:fs";
import { evaluate, explainText, InvalidInput, type CompiledScheme, type InputIssue, type SelectionResult } from "@allot/runtime";
import { loadScheme, readInput } from "../input.js";
import { UsageError } from "../files.js";
import { formatResult } from "../../report/formats.js";
import { progressBar } from "../progress.js";

export interface RunOptions {
  readonly scheme: string;
  readonly input: string;
  readonly map?: string;
  readonly call?: string;
  readonly columns?: string;
  readonly set: readonly string[];
  readonly format: string;
  readonly out?: string;
  readonly invalid: string;
  /** false (--no-explain): the bulk path, results without their explanation steps */
  readonly explain?: boolean;
}

function issueLine(i: InputIssue): string {
  return `${i.severity}: ${i.record}: ${i.message}`;
}

export function runScheme(o: RunOptions, err: (s: string) => void): { result?: SelectionResult; scheme?: CompiledScheme; code: number } {
  if (!["fail", "exclude"].includes(o.invalid)) throw new UsageError(`--invalid takes fail or exclude, found '${o.invalid}'`);
  const scheme = loadScheme(o.scheme, err);
  if (!scheme) return { code: 1 };
  const input = readInput(scheme, o.scheme, o.input, o, (s) => err(`note: ${s}`));
  try {
    const progress = progressBar();
    let ev;
    try {
      ev = evaluate(scheme, input, { invalid: o.invalid as "fail" | "exclude", onProgress: progress.update, explain: o.explain ?? true });
    } finally {
      progress.stop();
    }
    for (const i of ev.issues) err(issueLine(i));
    return { result: ev.result, scheme, code: 0 };
  } catch (e) {
    if (!(e instanceof InvalidInput)) throw e;
    for (const i of e.issues) err(issueLine(i));
    const n = e.issues.filter((i) => i.severity === "error").length;
    const excludable = e.issues.some((i) => i.severity === "error" && i.record.startsWith("application") && i.path !== "id" && !i.message.includes("declares it unique"));
    err(`${n} error${n === 1 ? "" : "s"} in the input; nothing was run${o.invalid === "fail" && excludable ? " (--invalid exclude turns invalid applications into ineligible results)" : ""}`);
    return { code: 1 };
  }
}

export function run(o: RunOptions, out: (s: string) => void, err: (s: string) => void): number {
  if (!["json", "csv", "md", "html"].includes(o.format)) throw new UsageError(`--format takes json, csv, md or html, found '${o.format}'`);
  const { result, scheme, code } = runScheme(o, err);
  if (!result) return code;
  const text = formatResult(result, o.format, scheme);
  if (o.out) writeFileSync(o.out, text);
  else out(text);
  return 0;
}

export function explain(o: RunOptions & { id: string }, out: (s: string) => void, err: (s: string) => void): number {
  const { result, code } = runScheme(o, err);
  if (!result) return code;
  const text = explainText(result, o.id);
  if (text === undefined) {
    err(`no application with id '${o.id}' in ${o.input}`);
    return 1;
  }
  out(text);
  return 0;
}
