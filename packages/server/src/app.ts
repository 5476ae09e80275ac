// The HTTP service of `allot serve` (Fastify): the routes over the schemes loaded at start-up.
// Evaluate and score hand the body's text to runTask (tasks.ts); every failure, Fastify's and
// Node's own included, answers in the one shape of errors.ts.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from "fastify";
import { loadSchemes, type LoadedScheme } from "./schemes.js";
import { openApiDocument } from "./openapi.js";
import { acceptJsonText } from "./body.js";
import { clientErrorHandler, frameworkErrors, fromFastify, RouteMethods, sendError, ServiceError } from "./errors.js";
import { runTask, type Task } from "./tasks.js";

export interface ServerOptions {
  /** the directory of .allot files (and of subfolders holding them, one level deep) */
  readonly schemesDir: string;
  /** the largest request body in bytes; default 1 MiB */
  readonly bodyLimit?: number;
  /** Fastify's logger (pino): true, false, or pino options; default false */
  readonly logger?: FastifyServerOptions["logger"];
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

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
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** the loaded schemes by name; requests look names up here and nowhere else */
    allotSchemes: Map<string, LoadedScheme>;
  }
}

/** Loads the schemes (throwing SchemeLoadError if any has errors) and builds the app; does not listen. */
export function createServer(options: ServerOptions): FastifyInstance {
  const schemes = loadSchemes(options.schemesDir);
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = Fastify({ bodyLimit, logger: options.logger ?? false, frameworkErrors: frameworkErrors(bodyLimit), clientErrorHandler });
  app.decorate("allotSchemes", schemes);
  acceptJsonText(app);
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
    if (known) return sendError(reply, known);
    request.log.error({ err: error }, "request failed");
    return sendError(reply, new ServiceError("internal", "internal error; the request was logged"));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0]!;
    const allowed = routes.allowed(path);
    if (allowed.length) return sendError(reply, new ServiceError("method_not_allowed", `${request.method} is not allowed on ${path}; it takes ${allowed.join(", ")}`, {}, { allow: allowed.join(", ") }));
    return sendError(reply, new ServiceError("not_found", `no route ${request.method} ${path}`));
  });

  /** Runs an evaluate or score and sends its outcome (an answer or an error, already JSON). */
  const perform = async (task: Task, request: { log: FastifyInstance["log"] }, reply: FastifyReply) => {
    const outcome = runTask(app.allotSchemes, task);
    if (outcome.failure) request.log.error({ failure: outcome.failure }, "request failed");
    if (outcome.warnings) request.log.info({ scheme: task.scheme, warnings: outcome.warnings }, "input warnings");
    return reply.code(outcome.status).headers(outcome.headers ?? {}).type("application/json; charset=utf-8").send(outcome.json);
  };

  app.get("/healthz", async () => ({ status: "ok", schemes: app.allotSchemes.size }));
  app.get("/schemes", async () => [...app.allotSchemes.values()].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0)).map(schemeSummary));
  app.get<{ Params: { name: string } }>("/schemes/:name", async (req) => schemeDetails(lookup(req.params.name)));
  app.post<{ Params: { name: string }; Querystring: { explain?: string }; Body: string }>("/schemes/:name/evaluate", async (req, reply) => {
    const s = lookup(req.params.name);
    // ?explain=false: the bulk path — no plain-words explanation steps, everything else the same
    const explain = req.query.explain;
    if (explain !== undefined && explain !== "true" && explain !== "false") throw new ServiceError("bad_request", `explain: expected true or false, found ${JSON.stringify(explain)}`);
    return perform({ op: "evaluate", scheme: s.name, body: req.body, explain: explain !== "false" }, req, reply);
  });
  app.post<{ Params: { name: string }; Body: string }>("/schemes/:name/score", async (req, reply) => perform({ op: "score", scheme: lookup(req.params.name).name, body: req.body }, req, reply));
  app.get("/openapi.json", async (_req, reply) => {
    openapi ??= JSON.stringify(openApiDocument([...app.allotSchemes.values()]));
    return reply.type("application/json; charset=utf-8").send(openapi);
  });
  return app;
}
