// An evaluation worker (a thread of the piscina pool, pool.ts): compiles the scheme texts it is
// given once, at start, then runs tasks (tasks.ts) — parse, validate, evaluate, serialise — off
// the service's event loop. Compiled schemes hold functions, which cannot cross threads: each
// worker compiles its own from the same texts the service loaded.
import { workerData } from "piscina";
import { compileSchemes, type SchemeSource } from "./schemes.js";
import { runTask, type Outcome, type Task } from "./tasks.js";

const schemes = compileSchemes((workerData as { sources: SchemeSource[] }).sources);

export default function perform(task: Task): Outcome {
  return runTask(schemes, task);
}
