// The HTTP service of `allot serve` (Fastify): the routes over the schemes loaded at start-up,
// and one error handler that turns every failure into a JSON answer — 400 with every input
// issue, 404 for an unknown scheme, 413 for a body over the limit, 500 without internals.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { evaluate, InvalidInput, score, type InputIssue } from "@allot/runtime";
import { loadSchemes, type LoadedScheme } from "./schemes.js";
import { openApiDocument } from "./openapi.js";

export interface ServerOptions {
  /** the directory of .allot files (and of subfolders holding them, one level deep) */
  readonly schemesDir: string;
  /** the largest request body in bytes; default 1 MiB */
  readonly bodyLimit?: number;
  /** Fastify's logger (pino): true, false, or pino options; default false */
  readonly logger?: FastifyServerOptions["logger"];
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** An issue as the service reports it: the runtime's issue, with nothing added. */
type Issue = Pick<InputIssue, "record" | "path" | "expected" | "found" | "message"> & Partial<InputIssue>;

class BadRequest extends Error {
  constructor(readonly issues: readonly Issue[]) {
    super("the request body is not valid");
  }
}

function requestIssue(path: string, expected: string, v: unknown): Issue {
  const found = v === undefined ? "nothing" : v === null ? "null" : Array.isArray(v) ? "a list" : typeof v === "object" ? "an object" : `a ${typeof v}`;
  return { record: "request", path, expected, found, message: `${path || "the body"}: expected ${expected}, found ${found}`, severity: "error" };
}

/** The body as an object holding `keys`, or a 400 naming what is wrong with it. */
function bodyObject(body: unknown, keys: readonly string[]): Record<string, unknown> {
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new BadRequest([requestIssue("", `a JSON object with ${keys.join(" and ")}`, body)]);
  const o = body as Record<string, unknown>;
  const missing = keys.filter((k) => !Object.prototype.hasOwnProperty.call(o, k));
  if (missing.length) throw new BadRequest(missing.map((k) => requestIssue(k, k === "applications" ? "a list of applications" : "an object", undefined)));
  return o;
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
  const app = Fastify({ bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT, logger: options.logger ?? false, onProtoPoisoning: "error", onConstructorPoisoning: "error" });
  app.decorate("allotSchemes", schemes);
  let openapi: string | undefined;

  const lookup = (name: string): LoadedScheme => {
    const s = app.allotSchemes.get(name);
    if (!s) throw Object.assign(new Error(`no scheme named ${JSON.stringify(name)}; GET /schemes lists them`), { statusCode: 404, code: "unknown_scheme" });
    return s;
  };

  app.setErrorHandler((error: FastifyError | BadRequest | InvalidInput, request, reply) => {
    if (error instanceof InvalidInput || (error as Error).name === "InvalidInput") {
      const issues = (error as InvalidInput).issues;
      const n = issues.filter((i) => i.severity === "error").length;
      return reply.code(400).send({ error: "invalid_input", message: `${n} error${n === 1 ? "" : "s"} in the input; nothing was run`, issues });
    }
    if (error instanceof BadRequest) return reply.code(400).send({ error: "invalid_input", message: "the request body does not have the expected shape", issues: error.issues });
    const e = error as FastifyError;
    const status = typeof e.statusCode === "number" ? e.statusCode : 500;
    if (status === 404) return reply.code(404).send({ error: "not_found", message: e.message });
    if (status === 413) return reply.code(413).send({ error: "body_too_large", message: `the request body is larger than the limit of ${app.initialConfig.bodyLimit} bytes` });
    if (status >= 400 && status < 500) {
      const kind = e.code === "FST_ERR_CTP_INVALID_JSON_BODY" || e instanceof SyntaxError || /JSON/.test(e.message) ? "malformed_json" : "bad_request";
      return reply.code(status).send({ error: kind, message: e.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ error: "internal", message: "internal error; the request was logged" });
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: "not_found", message: `no route ${request.method} ${request.url.split("?")[0]}` }));

  app.get("/healthz", async () => ({ status: "ok", schemes: app.allotSchemes.size }));
  app.get("/schemes", async () => [...app.allotSchemes.values()].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0)).map(schemeSummary));
  app.get<{ Params: { name: string } }>("/schemes/:name", async (req) => schemeDetails(lookup(req.params.name)));
  app.post<{ Params: { name: string }; Querystring: { explain?: string } }>("/schemes/:name/evaluate", async (req, reply) => {
    const s = lookup(req.params.name);
    const body = bodyObject(req.body, ["call", "applications"]);
    // ?explain=false: the bulk path — no plain-words explanation steps, everything else the same
    const explain = req.query.explain;
    if (explain !== undefined && explain !== "true" && explain !== "false") return reply.code(400).send({ error: "bad_request", message: `explain: expected true or false, found ${JSON.stringify(explain)}` });
    const ev = evaluate(s.compiled, { call: body["call"], applications: body["applications"] }, { explain: explain !== "false" });
    if (ev.issues.length) req.log.info({ scheme: s.name, warnings: ev.issues.length }, "input warnings");
    return ev.result;
  });
  app.post<{ Params: { name: string } }>("/schemes/:name/score", async (req) => {
    const s = lookup(req.params.name);
    const body = bodyObject(req.body, ["call", "application"]);
    return score(s.compiled, body["call"], body["application"]);
  });
  app.get("/openapi.json", async (_req, reply) => {
    openapi ??= JSON.stringify(openApiDocument([...app.allotSchemes.values()]));
    return reply.type("application/json; charset=utf-8").send(openapi);
  });
  return app;
}
