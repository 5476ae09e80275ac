// allot run <scheme> --input <file> [--map m.json] [--set k=v …] [--format json|csv|md] [--out f]
// allot explain <scheme> --input <file> --id <id>
// Exit 0 on success, 1 when the scheme has errors or the input is invalid, 2 on usage errors.
// The result is written as it is made (report/sink.ts): a million results never become one string.
import type { Writable } from "node:stream";
import { evaluateRun, explainText, idNotFoundHint, reserveTitleOf, InvalidInput, traceAnswer, unseenEscaped, type CompiledScheme, type InputIssue, type ResultTable } from "@allot/runtime";
import { loadScheme, readInput } from "../input.js";
import { UsageError } from "../files.js";
import { visible } from "../render.js";
import { resultChunks, resultFormats } from "../../report/formats.js";
import { writeChunks, writeChunksToFile } from "../../report/sink.js";
import { progressBar } from "../progress.js";
import { Timings } from "../timings.js";
import { noticeDated, objectionClause, objectionLine } from "../../report/objection.js";

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
  /** false (--no-explain): results without their explanation steps (the same run); "trace": each step with its facts */
  readonly explain?: boolean | "trace";
  /** --timings: where the run's time went, on stderr when it ends (timings.ts) */
  readonly timings?: boolean;
}

export function issueLine(i: InputIssue): string {
  // a warning with a kind names it ("warning [stage-budget-cut]: call: …")
  return `${i.severity}${i.code ? ` [${i.code}]` : ""}: ${i.record}: ${i.message}`;
}

/**
 * Runs the call: the record of the run as a table, read with explanations (each row's rendered
 * as it is written) or without (--no-explain).
 */
function runTable(o: RunOptions, err: (s: string) => void, timings?: Timings): { table?: ResultTable; scheme?: CompiledScheme; code: number } {
  const { value, scheme, code } = evaluating(o, err, (s, input, progress) => {
    const how = o.explain ?? true;
    const ev = evaluateRun(s, input, { invalid: o.invalid as "fail" | "exclude", onProgress: progress, details: how !== false });
    return { value: how ? ev.run.explained(how) : ev.run, issues: ev.issues };
  }, timings);
  return { ...(value ? { table: value } : {}), ...(scheme ? { scheme } : {}), code };
}

type Progress = (done: number, total: number, phase: "validate" | "assess" | "select") => void;

/** Loads the scheme and its input and evaluates them with `how`; input errors are reported. */
function evaluating<T>(
  o: RunOptions,
  err: (s: string) => void,
  how: (scheme: CompiledScheme, input: ReturnType<typeof readInput>, progress: Progress) => { value: T; issues: readonly InputIssue[] },
  timings?: Timings,
): { value?: T; scheme?: CompiledScheme; code: number } {
  if (!["fail", "exclude"].includes(o.invalid)) throw new UsageError(`--invalid takes fail or exclude, found '${o.invalid}'`);
  const scheme = loadScheme(o.scheme, err);
  if (!scheme) return { code: 1 };
  timings?.mark("scheme");
  const input = readInput(scheme, o.scheme, o.input, o, (s) => err(`note: ${s}`), timings?.records);
  timings?.mark("input document");
  try {
    const progress = progressBar();
    // the records' phase ends where selection starts
    const update: Progress = timings
      ? (done, total, phase) => {
          if (phase === "select") timings.mark("records");
          progress.update(done, total, phase);
        }
      : progress.update;
    let ev;
    try {
      ev = how(scheme, input, update);
    } finally {
      progress.stop();
    }
    timings?.mark("selection");
    for (const i of ev.issues) err(issueLine(i));
    return { value: ev.value, scheme, code: 0 };
  } catch (e) {
    if (!(e instanceof InvalidInput)) throw e;
    for (const i of e.issues) err(issueLine(i));
    const n = e.issues.filter((i) => i.severity === "error").length;
    const excludable = e.issues.some((i) => i.severity === "error" && i.record.startsWith("application") && i.path !== "id" && !i.message.includes("declares it unique"));
    err(`${n} error${n === 1 ? "" : "s"} in the input; nothing was run${o.invalid === "fail" && excludable ? " (--invalid exclude turns invalid applications into ineligible results)" : ""}`);
    return { code: 1 };
  }
}

export async function run(o: RunOptions, stdout: Writable, err: (s: string) => void): Promise<number> {
  if (!(resultFormats as readonly string[]).includes(o.format)) throw new UsageError(`--format takes json, csv, md or html, found '${o.format}'`);
  const timings = o.timings ? new Timings() : undefined;
  const { table, scheme, code } = runTable(o, err, timings);
  if (!table) return code;
  const chunks = resultChunks(table, o.format, scheme);
  if (o.out) await writeChunksToFile(chunks, o.out);
  else await writeChunks(chunks, stdout);
  if (timings) {
    timings.mark("output");
    err(await timings.report());
  }
  return 0;
}

export function explain(o: RunOptions & { id: string }, out: (s: string) => void, err: (s: string) => void): number {
  if (!["text", "json"].includes(o.format)) throw new UsageError(`explain --format takes text or json, found '${o.format}'`);
  const { value: ev, scheme, code } = evaluating(o, err, (s, input, progress) => {
    const e = evaluateRun(s, input, { invalid: o.invalid as "fail" | "exclude", onProgress: progress, details: true });
    return { value: e, issues: e.issues };
  });
  if (!ev || !scheme) return code;
  const missing = () => {
    err(`no application with id '${unseenEscaped(o.id)}' in ${o.input}${idNotFoundHint(o.id, ev.run, (id) => `'${id}'`)}`);
    return 1;
  };
  if (o.format === "json") {
    // the result of the application, its trace (steps with their facts), and the sources they cite
    const answer = traceAnswer(ev.run, o.id);
    if (!answer) return missing();
    // and the right to object (§16.4) as the text's last line gives it: its words, source and dates
    const objection = objectionClause(scheme, noticeDated(scheme, ev.run.call), answer.sources);
    out(JSON.stringify(objection ? { ...answer, objection } : answer, null, 2));
    return 0;
  }
  // the one row, explained from the record (the sources: every one the explanations cite, found without writing their texts)
  const table = ev.run.explained();
  let j = 0;
  while (j < table.length && table.id(j) !== o.id) j++;
  if (j === table.length) return missing();
  const result = { sources: table.sources, totals: table.totals, results: [table.row(j)] };
  // words for a person at a terminal: a control or a bidi override in an id or a value shows as its code
  // the right to object (§16.4), as the notice states it: the same words, the call's date and last day
  const objection = objectionClause(scheme, noticeDated(scheme, ev.run.call), table.sources);
  out(visible([explainText(result, o.id, scheme.language, Object.fromEntries(scheme.criteria.map((c) => [c.name, c.title ?? c.name])), Object.fromEntries(scheme.regimes.map((g) => [g.name, g.title ?? g.name])), scheme.regimes.filter((g) => g.allocation.amountSteps).map((g) => g.name), scheme.regimes.filter((g) => g.allocation.places).map((g) => g.name), scheme.regimes.filter((g) => g.ranking.unordered).map((g) => g.name), Object.fromEntries(scheme.regimes.flatMap((g) => (g.allocation.quantityUnit !== undefined ? [[g.name, g.allocation.quantityUnit]] : []))), reserveTitleOf(scheme), Object.fromEntries(scheme.regimes.flatMap((g) => (g.allocation.quantityUnitForms !== undefined ? [[g.name, g.allocation.quantityUnitForms]] : []))))!, ...(objection ? ["", objectionLine(objection)] : [])].join("\n")));
  return 0;
}
