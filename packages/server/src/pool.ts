// Where evaluate and score run: a piscina pool of worker threads (worker.ts), so that a long
// evaluation never holds the event loop (/healthz, metadata and other requests keep answering).
// At most `threads` tasks run at once and at most `queue` wait; beyond that a request is refused
// at once with 503 `busy` and a Retry-After estimated from recent task times. A worker that
// exceeds its memory limit is replaced and its request answers 500. An evaluation still running
// `evaluationTimeout` ms after its worker began it is stopped: the worker thread is terminated
// (piscina starts a fresh one, which compiles the schemes again) and the request answers 504
// `evaluation_timeout`. The clock starts when the worker takes the task (it says so on a message
// port), not when the request joins the queue. `threads: 0` runs tasks on the event loop instead
// (for embedding and tests), where nothing can stop an evaluation: no time limit applies there.
import { availableParallelism } from "node:os";
import { MessageChannel, type MessagePort } from "node:worker_threads";
import { Piscina } from "piscina";
import { ServiceError } from "./errors.js";
import type { LoadedScheme, SchemeSource } from "./schemes.js";
import { internalOutcome, runTask, timeoutOutcome, type Outcome, type Task } from "./tasks.js";

export interface PoolOptions {
  /** worker threads running evaluations at once; default the number of cores; 0: on the event loop */
  readonly threads?: number;
  /** requests that may wait for a worker; more are refused with 503; default 16 */
  readonly queue?: number;
  /** the old-generation heap limit of each worker in MB; default 1024 */
  readonly workerMemoryMb?: number;
  /** ms an evaluation may run in its worker before the worker is stopped (504); default 60 s; 0: no limit */
  readonly evaluationTimeout?: number;
}

export const DEFAULT_QUEUE = 16;
export const DEFAULT_WORKER_MEMORY_MB = 1024;
export const DEFAULT_EVALUATION_TIMEOUT = 60_000;

/** The worker module: beside this one once built; from the sources (tests), the built one. */
function workerFile(): string {
  return new URL(import.meta.url.endsWith(".ts") ? "../dist/worker.js" : "./worker.js", import.meta.url).href;
}

export class Evaluator {
  private readonly pool: Piscina<Task, Outcome> | undefined;
  private readonly threads: number;
  private readonly queue: number;
  private readonly timeoutMs: number;
  private inFlight = 0;
  /** workers stopped because their evaluation ran over the time limit */
  private stopped = 0;
  /** tasks dropped (waiting) or stopped (running) because their client went away */
  private abandoned = 0;
  /** the mean duration of recent tasks, ms (an exponential moving average) */
  private meanMs = 100;

  constructor(sources: readonly SchemeSource[], private readonly schemes: ReadonlyMap<string, LoadedScheme>, options: PoolOptions = {}) {
    this.threads = options.threads ?? availableParallelism();
    this.queue = options.queue ?? DEFAULT_QUEUE;
    this.timeoutMs = options.evaluationTimeout ?? DEFAULT_EVALUATION_TIMEOUT;
    if (this.threads > 0) {
      this.pool = new Piscina<Task, Outcome>({
        filename: workerFile(),
        minThreads: this.threads,
        maxThreads: this.threads,
        idleTimeout: Infinity,
        workerData: { sources },
        resourceLimits: { maxOldGenerationSizeMb: options.workerMemoryMb ?? DEFAULT_WORKER_MEMORY_MB },
      });
    }
  }

  /**
   * Runs a task, or refuses it with 503 when every worker is busy and the queue is full.
   * `gone` aborts when the client has gone away: a waiting task leaves the queue, a running
   * one has its worker stopped and replaced, as at the time limit (nobody reads the answer).
   */
  async run(task: Task, gone?: AbortSignal): Promise<Outcome> {
    if (!this.pool) return runTask(this.schemes, task);
    if (this.inFlight >= this.threads + this.queue) {
      const waves = Math.ceil((this.inFlight - this.threads + 1) / this.threads);
      const seconds = Math.max(1, Math.ceil((waves * this.meanMs) / 1000));
      throw new ServiceError("busy", `every evaluation worker is busy and ${this.queue} requests are waiting; try again in ${seconds} s`, {}, { "retry-after": String(seconds) });
    }
    this.inFlight++;
    const started = performance.now();
    const limit = this.timeoutMs > 0 ? this.timeLimit() : undefined;
    const signal = limit && gone ? AbortSignal.any([limit.signal, gone]) : (limit?.signal ?? gone);
    try {
      return await (limit ? this.pool.run({ ...task, started: limit.port }, { transferList: [limit.port], signal }) : this.pool.run(task, signal ? { signal } : {}));
    } catch (e) {
      if (gone?.aborted) {
        this.abandoned++;
        return { status: 499, json: "{}" }; // never sent: the connection is closed
      }
      if (limit?.signal.aborted) {
        this.stopped++;
        return timeoutOutcome(this.timeoutMs);
      }
      // the worker died (its memory limit, most likely): piscina replaces it
      return internalOutcome(e);
    } finally {
      limit?.dispose();
      this.inFlight--;
      this.meanMs = 0.8 * this.meanMs + 0.2 * (performance.now() - started);
    }
  }

  /**
   * The clock of one task: a port the worker writes to when it takes the task, which starts a
   * timer that aborts the task (piscina then terminates the worker running it).
   */
  private timeLimit(): { port: MessagePort; signal: AbortSignal; dispose: () => void } {
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    port1.once("message", () => {
      // the task may have finished before its start message was read
      if (!settled) timer = setTimeout(() => abort.abort(), this.timeoutMs);
    });
    return {
      port: port2,
      signal: abort.signal,
      dispose: () => {
        settled = true;
        clearTimeout(timer);
        port1.close();
      },
    };
  }

  /** What the pool is doing: workers, tasks running and waiting, and the queue bound. */
  load(): { threads: number; running: number; waiting: number; queue: number; timedOut: number; abandoned: number } {
    const threads = this.pool ? this.threads : 0;
    return { threads, running: this.pool ? Math.min(this.inFlight, threads) : 0, waiting: Math.max(0, this.inFlight - threads), queue: this.pool ? this.queue : 0, timedOut: this.stopped, abandoned: this.abandoned };
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}
