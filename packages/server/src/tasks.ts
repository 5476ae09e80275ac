// The work of an evaluate or score request, from the body's text to the answer's text: parse,
// check the shape, run the scheme through the public runtime API, and serialise. runTask never
// throws: every outcome, an error included, is a status and a JSON text, so that it crosses a
// worker boundary as plain data (an exception's class would not).
import type { MessagePort } from "node:worker_threads";
import { evaluate, evaluateRun, idNotFoundHint, InvalidInput, score, traceAnswer, unreadKeys, unseenEscaped, type InputIssue } from "@allot/runtime";
import { applyMapping, noticeDated, objectionClause, recordIdKey, recordsPath, unfoundCallPath, type InputMapping } from "@allot/dsl";
import { readJson, type BodyRecords } from "./body.js";
import { ServiceError } from "./errors.js";
import { refuseEarly, refusal, reported } from "./bounded.js";
import type { LoadedScheme } from "./schemes.js";

export interface Task {
  readonly op: "evaluate" | "score" | "trace";
  readonly scheme: string;
  /** the request body as text (UTF-8 decoded, not parsed) */
  readonly body: string;
  /** evaluate only: false for the bulk path (no explanation steps) */
  readonly explain?: boolean;
  /** trace only: the application whose structured explanation is asked for */
  readonly id?: string;
  /** the name of a mapping beside the scheme: the body is a data file it maps, as `allot run` reads one */
  readonly mapping?: string;
  /** a port the worker writes to when it takes the task, which starts its time limit (pool.ts) */
  readonly started?: MessagePort;
}

export interface Outcome {
  readonly status: number;
  /** the answer, JSON */
  readonly json: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** an unexpected failure's stack, for the log (never sent) */
  readonly failure?: string;
  /** the input warnings of the evaluation, for the log (the first MAX_REPORTED; `warned` counts them all) */
  readonly warnings?: readonly string[];
  /** how many input warnings the evaluation had */
  readonly warned?: number;
}

interface RequestIssue {
  readonly record: "request";
  readonly path: string;
  readonly expected: string;
  readonly found: string;
  readonly message: string;
  readonly severity: "error";
}

function requestIssue(path: string, expected: string, v: unknown): RequestIssue {
  const found = v === undefined ? "nothing" : v === null ? "null" : Array.isArray(v) ? "a list" : typeof v === "object" ? "an object" : `a ${typeof v}`;
  return { record: "request", path, expected, found, message: `${path || "the body"}: expected ${expected}, found ${found}`, severity: "error" };
}

/** The body as an object holding `keys`, or an invalid_input error naming what is wrong with it. */
function bodyObject(body: unknown, keys: readonly string[]): Record<string, unknown> {
  const shape = "the request body does not have the expected shape";
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new ServiceError("invalid_input", shape, { issues: [requestIssue("", keys.length ? `a JSON object with ${keys.join(" and ")}` : "a JSON object", body)] });
  const o = body as Record<string, unknown>;
  const missing = keys.filter((k) => !Object.prototype.hasOwnProperty.call(o, k));
  if (missing.length) throw new ServiceError("invalid_input", shape, { issues: missing.map((k) => requestIssue(k, k === "applications" ? "a list of applications" : "an object", undefined)) });
  return o;
}

/**
 * A data file through its mapping; a required call parameter whose mapped path finds nothing in
 * it is named with the path, as `allot run` names it (adversary24), not said to be missing.
 */
function mapped(s: LoadedScheme, task: Task, mapping: InputMapping, doc: Record<string, unknown>) {
  const u = unfoundCallPath(doc, mapping, s.compiled.call);
  if (u) {
    const message = `call.${u.name}: the mapping's path "${u.path}" (${task.mapping}.map.json) found nothing in the body`;
    throw new ServiceError("invalid_input", "the request body does not hold what the mapping reads", { issues: [{ record: "request", path: `call.${u.name}`, expected: `a value at the mapping's path ${u.path}`, found: "nothing", message, severity: "error" }] });
  }
  return applyMapping(doc, mapping);
}

/**
 * An evaluation's input warnings (a draw that leaves out a tied application, a field or a top-level
 * key not read): in the evaluate answer as `issues`, the first MAX_REPORTED with `issuesOmitted`
 * counting the rest, as an error answer lists them, and in the log with their messages. They were
 * logged as a count only, so a client lost them in silence (review34 V1).
 */
function warningsOf(issues: readonly InputIssue[]) {
  if (!issues.length) return { answer: {}, log: {} };
  const { listed, omitted } = reported(issues);
  const answer = { issues: listed, ...(omitted > 0 ? { issuesOmitted: omitted } : {}) };
  return { answer, log: { warnings: listed.map((i) => `${i.record}: ${i.message}`), warned: issues.length } };
}

function perform(schemes: ReadonlyMap<string, LoadedScheme>, task: Task): Outcome {
  const s = schemes.get(task.scheme);
  if (!s) throw new ServiceError("not_found", `no scheme named ${JSON.stringify(task.scheme)}; GET /schemes lists them`);
  const mapping = task.mapping === undefined ? undefined : s.mappings.get(task.mapping);
  if (task.mapping !== undefined && !mapping) throw new ServiceError("bad_request", `no mapping named ${JSON.stringify(task.mapping)} for ${s.name}; GET /schemes/${s.name} lists them`);
  const body = readJson(task.body, bodyRecords(task.op, mapping));
  if (task.op === "trace") {
    // one application's trace: the whole call is run (its place depends on the others), one row explained
    const o = bodyObject(mapping ? mapped(s, task, mapping, bodyObject(body, [])) : body, ["call", "applications"]);
    refuseEarly(s.compiled, o["call"], o["applications"]);
    const ev = evaluateRun(s.compiled, { call: o["call"], applications: o["applications"], unread: unreadKeys(o) }, { details: true });
    const answer = traceAnswer(ev.run, task.id!);
    if (!answer) throw new ServiceError("not_found", `no application with id ${unseenEscaped(JSON.stringify(task.id))} in the call${idNotFoundHint(task.id!, ev.run, (id) => JSON.stringify(id))}`);
    // and the right to object (§16.4), as `allot explain --format json` gives it, from the same record (fixb26)
    const objection = objectionClause(s.compiled, noticeDated(s.compiled, ev.run.call), answer.sources);
    return { status: 200, json: JSON.stringify(objection ? { ...answer, objection } : answer), ...warningsOf(ev.issues).log };
  }
  if (task.op === "evaluate") {
    const o = bodyObject(mapping ? mapped(s, task, mapping, bodyObject(body, [])) : body, ["call", "applications"]);
    refuseEarly(s.compiled, o["call"], o["applications"]);
    const ev = evaluate(s.compiled, { call: o["call"], applications: o["applications"], unread: unreadKeys(o) }, { explain: task.explain ?? true });
    const warned = warningsOf(ev.issues);
    return { status: 200, json: JSON.stringify({ ...ev.result, ...warned.answer }), ...warned.log };
  }
  const o = bodyObject(mapping ? mapOne(bodyObject(body, ["application"]), mapping) : body, ["call", "application"]);
  return { status: 200, json: JSON.stringify(score(s.compiled, o["call"], o["application"])) };
}

/** Where the body's applications are for naming one in a malformed body: the mapping's list and id key, as `allot run` reads them. */
function bodyRecords(op: Task["op"], mapping: InputMapping | undefined): BodyRecords {
  if (op === "score") return { at: undefined, idKey: recordIdKey(mapping), one: "application" };
  return { at: recordsPath(mapping), idKey: recordIdKey(mapping) };
}

/** A score body `{ call?, application, … }` through a data file's mapping: its call, and the one application. */
function mapOne(body: Record<string, unknown>, mapping: InputMapping): { call: unknown; application: unknown } {
  const mapped = applyMapping({ ...body, applications: [body["application"]] }, { ...mapping, applications: "$.applications" });
  return { call: mapped.call, application: (mapped.applications as unknown[])[0] };
}

/** Runs one request's work; every failure becomes an error answer. */
export function runTask(schemes: ReadonlyMap<string, LoadedScheme>, task: Task): Outcome {
  if (task.started) {
    task.started.postMessage(0);
    task.started.close();
  }
  try {
    return perform(schemes, task);
  } catch (e) {
    const known = e instanceof ServiceError ? e : e instanceof InvalidInput ? refusal(e.issues) : undefined;
    if (known) return { status: known.status, json: JSON.stringify(known.body()) };
    return internalOutcome(e);
  }
}

/** The 504 answer of an evaluation stopped at the time limit. */
export function timeoutOutcome(ms: number): Outcome {
  const e = new ServiceError("evaluation_timeout", `the evaluation ran longer than the limit of ${ms} ms and was stopped; send fewer applications per request, or ask the operator for a longer --evaluation-timeout`);
  return { status: e.status, json: JSON.stringify(e.body()) };
}

/** The 500 answer of an unexpected failure; its stack goes to the log only. */
export function internalOutcome(e: unknown): Outcome {
  return { status: 500, json: JSON.stringify(new ServiceError("internal", "internal error; the request was logged").body()), failure: (e as Error)?.stack ?? String(e) };
}
