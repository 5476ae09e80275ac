// The one error shape of the service, `{ error, message[, issues …] }`, for every answer that is
// not a success: the vocabulary of error kinds (documented in README.md and the OpenAPI
// document from this one table), and the hooks that put Fastify's and Node's own failures — a
// bad URL, a parameter over its length, a header overflow, a request that is not HTTP, a
// missing content type, a method a route does not take — into that shape.
import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Every error kind the service answers with, its HTTP status and what it means. */
export const ERROR_KINDS = {
  invalid_input: { status: 400, means: "the body is JSON but not a valid input: the issues are listed (capped)" },
  malformed_json: { status: 400, means: "the body is not JSON, or not UTF-8" },
  bad_request: { status: 400, means: "a request that is not valid HTTP, a malformed URL, an empty body, a bad query value" },
  not_found: { status: 404, means: "no such scheme or route" },
  method_not_allowed: { status: 405, means: "the route exists but not for this method; `Allow` lists those it takes" },
  request_timeout: { status: 408, means: "the request (headers and body) did not arrive within the request timeout" },
  body_too_large: { status: 413, means: "the body is over the body limit" },
  uri_too_long: { status: 414, means: "a path segment is over its length limit" },
  unsupported_media_type: { status: 415, means: "a body without `Content-Type: application/json`, or compressed (`Content-Encoding` other than identity)" },
  headers_too_large: { status: 431, means: "the request line and headers are over Node's header size limit (16 KiB)" },
  internal: { status: 500, means: "anything else; the answer carries no detail, the log has the stack" },
  busy: { status: 503, means: "every evaluation worker is busy and the queue is full; `Retry-After` says when to try again" },
  evaluation_timeout: { status: 504, means: "the evaluation ran longer than the evaluation time limit and was stopped (its worker replaced); the same request will again: send fewer applications" },
} as const satisfies Record<string, { status: number; means: string }>;

export type ErrorKind = keyof typeof ERROR_KINDS;

export interface ErrorBody {
  readonly error: ErrorKind;
  readonly message: string;
  readonly [more: string]: unknown;
}

/** An error that becomes the answer `{ error: kind, message, …extra }` with the kind's status. */
export class ServiceError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "ServiceError";
  }

  get status(): number {
    return ERROR_KINDS[this.kind].status;
  }

  body(): ErrorBody {
    return { error: this.kind, message: this.message, ...this.extra };
  }
}

/** Sends a ServiceError as the answer. */
export function sendError(reply: FastifyReply, e: ServiceError): FastifyReply {
  return reply.code(e.status).headers(e.headers).type("application/json; charset=utf-8").send(e.body());
}

/** Fastify's errors (raised before or around a route) as the service's errors. */
export function fromFastify(e: { code?: string; statusCode?: number; message: string }, bodyLimit: number): ServiceError | undefined {
  switch (e.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new ServiceError("body_too_large", `the request body is larger than the limit of ${bodyLimit} bytes`);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new ServiceError("unsupported_media_type", "send the body as JSON with the header Content-Type: application/json");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new ServiceError("bad_request", "the body is empty: expected a JSON object");
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new ServiceError("bad_request", "the Content-Length header does not match the body");
    case "FST_ERR_BAD_URL":
      return new ServiceError("bad_request", "the URL is not valid: a percent-escape does not decode");
    case "FST_ERR_MAX_PARAM_LENGTH":
      return new ServiceError("uri_too_long", "a path segment of the URL is longer than the limit");
  }
  const status = e.statusCode;
  if (status === 413) return new ServiceError("body_too_large", `the request body is larger than the limit of ${bodyLimit} bytes`);
  if (status === 415) return new ServiceError("unsupported_media_type", "send the body as JSON with the header Content-Type: application/json");
  if (status === 404) return new ServiceError("not_found", e.message);
  if (typeof status === "number" && status >= 400 && status < 500) return new ServiceError("bad_request", e.message);
  return undefined;
}

/** Fastify's `frameworkErrors` option: a bad URL or an over-long parameter, in the one shape. */
export function frameworkErrors(bodyLimit: number) {
  return (error: { code?: string; statusCode?: number; message: string }, _request: FastifyRequest, reply: FastifyReply): void => {
    void sendError(reply, fromFastify(error, bodyLimit) ?? new ServiceError("bad_request", error.message));
  };
}

/**
 * Fastify's `clientErrorHandler`: Node found the request unreadable before any route (a header
 * overflow, a timeout, bytes that are not HTTP). The answer is written on the raw socket, which is
 * then closed, as Fastify's own handler does.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const e =
    err.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? new ServiceError("request_timeout", "the request did not arrive within the request timeout")
      : err.code === "HPE_HEADER_OVERFLOW"
        ? new ServiceError("headers_too_large", "the request line and headers are larger than the limit (16 KiB)")
        : new ServiceError("bad_request", "the request is not valid HTTP/1.1");
  const body = JSON.stringify(e.body());
  const reason = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" }[e.status as 400 | 408 | 431];
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${e.status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
}

/** The allowed methods of a path, from the routes' patterns (for 405 and its `Allow` header). */
export class RouteMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];

  add(url: string, methods: readonly string[]): void {
    const source = "^" + url.split("/").map((seg) => (seg.startsWith(":") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/") + "$";
    const existing = this.routes.find((r) => r.pattern.source === source);
    if (existing) for (const m of methods) existing.methods.add(m);
    else this.routes.push({ pattern: new RegExp(source), methods: new Set(methods) });
  }

  /** The methods some route takes at this path (empty: no route has the path). */
  allowed(path: string): string[] {
    const out = new Set<string>();
    for (const r of this.routes) if (r.pattern.test(path)) for (const m of r.methods) out.add(m);
    return [...out].sort();
  }
}
