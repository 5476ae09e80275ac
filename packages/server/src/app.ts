// The HTTP service of `allot serve` (Fastify): the routes over the schemes loaded at start-up.
// Evaluate and score hand the body's text to the worker pool (pool.ts, tasks.ts); every failure,
// Fastify's and Node's own included, answers in the one shape of errors.ts.
import cors from "@fastify/cors";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from "fastify";
import { maxSchemeNameLength } from "@allot/dsl";
import { compileSchemes, readSchemeSources, type LoadedScheme } from "./schemes.js";
import { openApiDocument } from "./openapi.js";
import { acceptJsonText } from "./body.js";
import { clientErrorHandler, frameworkErrors, fromFastify, RouteMethods, sendError, ServiceError } from "./errors.js";
import type { Task } from "./tasks.js";
import { Evaluator, type PoolOptions } from "./pool.js";

export interface ServerOptions extends PoolOptions {
  /** the directory of .allot files (and of subfolders holding them, one level deep) */
  readonly schemesDir: string;
  /** the largest request body in bytes; default 1 MiB */
  readonly bodyLimit?: number;
  /** Fastify's logger (pino): true, false, or pino options; default false */
  readonly logger?: FastifyServerOptions["logger"];
  /** ms for a request's headers and body to arrive (else 408 and the socket closed); default 30 s */
  readonly requestTimeout?: number;
  /** open connections at most; more are answered 503 `busy` and closed, and beyond twice as many closed at once; default 1,000 */
  readonly maxConnections?: number;
  /** an origin allowed to call the service from a browser (CORS, @fastify/cors); default none */
  readonly cors?: string;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/**
 * A body over the limit is read and dropped up to this many times the limit before the 413 is
 * sent and the connection closed (adversary23): a client that sends its whole body before it
 * reads (curl and fetch without `Expect: 100-continue`) then reads the 413, where a socket closed
 * under its writes was a broken pipe. A body declared (or found) longer than that is answered at
 * once and the connection closed.
 */
export const OVER_LIMIT_DRAIN = 4;
export const DEFAULT_REQUEST_TIMEOUT = 30_000;
export const DEFAULT_MAX_CONNECTIONS = 1000;
/**
 * How long an idle keep-alive connection is kept (and said in the `Keep-Alive: timeout=` header).
 * Longer than a client keeps one by default (undici: the server's figure minus 1–2 s; Node's
 * agent: 5 s): a client that reuses a connection the server is closing sees its request reset,
 * and a client on a loaded machine reuses one late (adversary20 saw 5 s reset requests at
 * load 20). Idle connections count against --max-connections.
 */
export const KEEP_ALIVE_TIMEOUT = 65_000;
/**
 * The longest path parameter, in UTF-16 units (find-my-way measures the decoded segment): a
 * scheme name has at most 64 code points (AL0413), and a letter outside the Basic Multilingual
 * Plane takes two units, so a name that checks clean never answers 414.
 */
export const MAX_PARAM_LENGTH = 2 * maxSchemeNameLength;

/**
 * The timeouts of the HTTP server: a whole request (headers and body) within `requestTimeout`,
 * its headers within `headersTimeout` (at most 10 s), a socket with nothing sent or received for
 * `connectionTimeout` closed (not while its answer is being worked on: `perform`), and an idle
 * keep-alive connection after KEEP_ALIVE_TIMEOUT; Node checks the first two every
 * `connectionsCheckingInterval` (a quarter of the request timeout, at most 1 s).
 */
function timeouts(requestTimeout: number) {
  const headersTimeout = Math.min(requestTimeout, 10_000);
  return {
    requestTimeout,
    connectionTimeout: requestTimeout + 5_000,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT,
    http: { headersTimeout, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestTimeout / 4))) },
  };
}

/**
 * The cap on open connections (adversary21): a connection beyond `max` is answered on its first
 * request 503 `busy`, with `Retry-After` and `Connection: close`, as a full queue is — a client
 * learns why and when to come back, where a socket closed before HTTP reads as a reset. Beyond
 * twice `max`, Node's `maxConnections` closes a new socket at once: a flood holds at most that.
 */
function overCap(app: FastifyInstance, max: number): void {
  app.server.maxConnections = 2 * max;
  let open = 0;
  const beyond = new WeakSet<object>();
  app.server.on("connection", (socket: import("node:net").Socket) => {
    open++;
    if (open > max) beyond.add(socket);
    socket.once("close", () => open--);
  });
  app.addHook("onRequest", async (request, reply) => {
    if (!beyond.has(request.raw.socket)) return;
    throw new ServiceError("busy", `the service has ${max} connections open, the most it takes (--max-connections); try again in 1 s`, {}, { "retry-after": "1", connection: "close" });
  });
}

export function schemeSummary(s: LoadedScheme) {
  const c = s.compiled;
  return { name: s.name, title: c.title ?? null, version: c.version ?? null, language: c.language ?? null, acts: c.acts };
}

export function schemeDetails(s: LoadedScheme) {
  const c = s.compiled;
  return {
    ...schemeSummary(s),
    sources: c.sources.map((x) => ({ name: x.name, act: x.act, ref: x.ref, text: x.text })),
    criteria: c.criteria.map((x) => ({ name: x.name, title: x.title ?? null, source: x.source ?? null, min: x.min ?? null, max: x.max ?? null, describe: x.describe })),
    regimes: c.regimes.map((r) => ({ name: r.name, title: r.title ?? null, source: r.source ?? null })),
    inputSchema: s.inputSchema,
    mappings: [...s.mappings.keys()],
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** the loaded schemes by name; requests look names up here and nowhere else */
    allotSchemes: Map<string, LoadedScheme>;
  }
}

/**
 * Reads and drops the rest of a request's body, up to `bound` bytes: resolved at its end, when
 * the socket closes, or at the bound (then the connection is closed after the answer, as always
 * for a body over the limit). Undefined when there is nothing to wait for: the body was read to
 * its end, or its Content-Length is over the bound (answered at once).
 */
function dropRest(raw: import("node:http").IncomingMessage, bound: number): Promise<void> | undefined {
  if (raw.complete || raw.readableEnded || raw.destroyed) return undefined;
  const declared = Number(raw.headers["content-length"]);
  if (declared > bound) return undefined;
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      raw.off("data", onData).off("end", finish).off("error", finish).off("close", finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > bound) {
        raw.pause();
        finish();
      }
    };
    raw.on("data", onData).once("end", finish).once("error", finish).once("close", finish);
    raw.resume();
  });
}

/** Loads the schemes (throwing SchemeLoadError if any has errors) and builds the app; does not listen. */
export function createServer(options: ServerOptions): FastifyInstance {
  const sources = readSchemeSources(options.schemesDir);
  const schemes = compileSchemes(sources);
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = Fastify({ bodyLimit, routerOptions: { maxParamLength: MAX_PARAM_LENGTH }, logger: options.logger ?? false, frameworkErrors: frameworkErrors(bodyLimit), clientErrorHandler, ...timeouts(options.requestTimeout ?? DEFAULT_REQUEST_TIMEOUT) });
  const maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  overCap(app, maxConnections);
  app.decorate("allotSchemes", schemes);
  acceptJsonText(app);
  // opt-in CORS: one origin, the methods the routes take, preflights answered by the plugin
  if (options.cors) void app.register(cors, { origin: options.cors, methods: ["GET", "HEAD", "POST"] });
  const evaluator = new Evaluator(sources, schemes, options);
  app.addHook("onClose", () => evaluator.close());
  let openapi: string | undefined;
  const routes = new RouteMethods();
  app.addHook("onRoute", (r) => routes.add(r.url, ([] as string[]).concat(r.method)));

  const lookup = (name: string): LoadedScheme => {
    const s = app.allotSchemes.get(name);
    if (!s) throw new ServiceError("not_found", `no scheme named ${JSON.stringify(name)}; GET /schemes lists them`);
    return s;
  };

  app.setErrorHandler((error: Error, request, reply) => {
    const known = error instanceof ServiceError ? error : fromFastify(error, bodyLimit);
    if (known?.kind === "body_too_large") {
      const dropped = dropRest(request.raw, OVER_LIMIT_DRAIN * bodyLimit);
      // the answer (with Fastify's `Connection: close`) once the rest is read, as an async handler's value
      if (dropped) return dropped.then(() => (reply.code(known.status).headers(known.headers).type("application/json; charset=utf-8"), known.body()));
    }
    if (known) return sendError(reply, known);
    request.log.error({ err: error }, "request failed");
    return sendError(reply, new ServiceError("internal", "internal error; the request was logged"));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0]!;
    const allowed = routes.allowed(path);
    if (allowed.length) return sendError(reply, new ServiceError("method_not_allowed", `${request.method} is not allowed on ${path}; it takes ${allowed.join(", ")}`, {}, { allow: allowed.join(", ") }));
    return sendError(reply, new ServiceError("not_found", `no route ${request.method} ${path}: GET /schemes lists the schemes, GET /openapi.json describes every route`));
  });

  /** Runs an evaluate or score and sends its outcome (an answer or an error, already JSON). */
  const perform = async (task: Task, request: { log: FastifyInstance["log"] }, reply: FastifyReply) => {
    // a client that goes away before its answer frees its place in the queue, or its worker
    const gone = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableEnded) gone.abort();
    };
    reply.raw.once("close", onClose);
    // no idle limit on the socket while the answer is worked on: a request waiting in the queue
    // or running is the service's time, bounded by the queue and the evaluation's own limit
    // (504); the socket was destroyed at `connectionTimeout`, the client seeing a reset. The
    // socket's own limit is set (what `ServerResponse.setTimeout` does on a real socket); an
    // injected request (`app.inject`) has no socket that keeps time
    const socket = reply.raw.socket;
    const idle = (ms: number) => {
      if (typeof socket?.setTimeout === "function") socket.setTimeout(ms);
    };
    idle(0);
    const outcome = await evaluator.run(task, gone.signal);
    reply.raw.off("close", onClose);
    idle(app.server.timeout);
    if (gone.signal.aborted) return reply;
    if (outcome.failure) request.log.error({ failure: outcome.failure }, "request failed");
    if (outcome.warned) request.log.info({ scheme: task.scheme, warned: outcome.warned, warnings: outcome.warnings }, "input warnings");
    return reply.code(outcome.status).headers(outcome.headers ?? {}).type("application/json; charset=utf-8").send(outcome.json);
  };

  app.get("/healthz", async () => ({ status: "ok", schemes: app.allotSchemes.size, evaluations: evaluator.load() }));
  app.get("/schemes", async () => [...app.allotSchemes.values()].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0)).map(schemeSummary));
  app.get<{ Params: { name: string } }>("/schemes/:name", async (req) => schemeDetails(lookup(req.params.name)));
  /** ?mapping=<name>: the body is a data file that mapping (beside the scheme) turns into inputs */
  const mappingOf = (s: LoadedScheme, query: { mapping?: string }): { mapping?: string } => {
    const m = query.mapping;
    if (m === undefined) return {};
    if (typeof m !== "string" || !s.mappings.has(m)) throw new ServiceError("bad_request", `mapping: no mapping named ${JSON.stringify(m)} for ${s.name}; it has ${[...s.mappings.keys()].map((k) => JSON.stringify(k)).join(", ") || "none"}`);
    return { mapping: m };
  };
  app.post<{ Params: { name: string }; Querystring: { explain?: string; mapping?: string }; Body: string }>("/schemes/:name/evaluate", async (req, reply) => {
    const s = lookup(req.params.name);
    // ?explain=false: the bulk path — no plain-words explanation steps, everything else the same
    const explain = req.query.explain;
    if (explain !== undefined && explain !== "true" && explain !== "false") throw new ServiceError("bad_request", `explain: expected true or false, found ${JSON.stringify(explain)}`);
    return perform({ op: "evaluate", scheme: s.name, body: req.body, explain: explain !== "false", ...mappingOf(s, req.query) }, req, reply);
  });
  app.post<{ Params: { name: string }; Querystring: { id?: string; mapping?: string }; Body: string }>("/schemes/:name/trace", async (req, reply) => {
    const s = lookup(req.params.name);
    // ?id=<application>: its structured explanation within the whole call the body gives
    const id = req.query.id;
    if (typeof id !== "string" || id === "") throw new ServiceError("bad_request", "id: the application to trace, as ?id=<id>");
    return perform({ op: "trace", scheme: s.name, body: req.body, id, ...mappingOf(s, req.query) }, req, reply);
  });
  app.post<{ Params: { name: string }; Querystring: { mapping?: string }; Body: string }>("/schemes/:name/score", async (req, reply) => {
    const s = lookup(req.params.name);
    return perform({ op: "score", scheme: s.name, body: req.body, ...mappingOf(s, req.query) }, req, reply);
  });
  app.get("/openapi.json", async (_req, reply) => {
    openapi ??= JSON.stringify(openApiDocument([...app.allotSchemes.values()], options.cors ? { cors: options.cors } : {}));
    return reply.type("application/json; charset=utf-8").send(openapi);
  });
  return app;
}
