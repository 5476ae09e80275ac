// Request bodies: the content-type parser that takes `application/json` bodies as text (strict
// UTF-8; nothing else is parsed, so another or no content type answers 415), and readJson, the
// one place a body's text becomes a value. Parsing happens where the evaluation runs (a worker),
// not on the event loop.
//
// THE SWITCH to the project's JSON reader is `readJson` below: it is the only function that
// parses a request body.
import type { FastifyInstance } from "fastify";
import { ServiceError } from "./errors.js";

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Replaces Fastify's parsers by one that keeps a JSON body as its text. */
export function acceptJsonText(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body: Buffer, done) => {
    if (body.length === 0) return done(new ServiceError("bad_request", "the body is empty: expected a JSON object"), undefined);
    try {
      done(null, utf8.decode(body));
    } catch {
      done(new ServiceError("malformed_json", "the body is not valid UTF-8"), undefined);
    }
  });
}

/**
 * A body's text as a value, or a malformed_json error saying where it goes wrong. JSON.parse
 * makes every key an own property, `__proto__` and `constructor` included (a scheme may have
 * fields of those names, as `allot run` accepts): nothing downstream assigns keys onto objects
 * (the runtime and the mapping define own properties), so no key reaches a prototype.
 *
 * To switch to the project's JSON reader (refusing repeated keys, numbers kept as written, the
 * command line's BOM rule): `import { parseJson, JsonInputError } from "@allot/runtime"`, return
 * `parseJson(text)` here, and map a JsonInputError to malformed_json with its reason, line, column
 * and path. Nothing else changes.
 */
export function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ServiceError("malformed_json", `the body is not JSON: ${(e as Error).message}`);
  }
}
