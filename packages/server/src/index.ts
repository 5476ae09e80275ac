// @allot/server: `allot serve` — the compiled schemes of a directory as an HTTP service.
// createServer builds the Fastify app (loading and checking every scheme first); serve listens
// and closes cleanly on SIGINT and SIGTERM.
import type { FastifyInstance } from "fastify";
import { createServer, type ServerOptions } from "./app.js";

export { createServer, DEFAULT_BODY_LIMIT, DEFAULT_MAX_CONNECTIONS, DEFAULT_REQUEST_TIMEOUT, MAX_PARAM_LENGTH, OVER_LIMIT_DRAIN, type ServerOptions } from "./app.js";
export { loadSchemes, readSchemeSources, compileSchemes, schemeFiles, SchemeLoadError, type LoadedScheme, type SchemeSource } from "./schemes.js";
export { DEFAULT_EVALUATION_TIMEOUT, DEFAULT_QUEUE, DEFAULT_WORKER_MEMORY_MB, type PoolOptions } from "./pool.js";
export { ERROR_KINDS, type ErrorKind } from "./errors.js";
export { openApiDocument } from "./openapi.js";
export { inputSchema } from "@allot/runtime";

export interface ServeOptions extends ServerOptions {
  readonly port: number;
  /** default 127.0.0.1 */
  readonly host?: string;
}

/** Loads the schemes, listens, and returns the app and the address it listens on. */
export async function serve(options: ServeOptions): Promise<{ app: FastifyInstance; address: string }> {
  const app = createServer({ ...options, logger: options.logger ?? true });
  const address = await app.listen({ port: options.port, host: options.host ?? "127.0.0.1" });
  const stop = () => void app.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return { app, address };
}
