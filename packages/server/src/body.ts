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

/** A body's text as a value, or a malformed_json error saying where it goes wrong. */
export function readJson(text: string): unknown {
  try {
    return JSON.parse(text, ownKeys);
  } catch (e) {
    throw new ServiceError("malformed_json", `the body is not JSON: ${(e as Error).message}`);
  }
}

/** JSON.parse's reviver that refuses the keys that would reach Object.prototype downstream. */
function ownKeys(this: unknown, key: string, value: unknown): unknown {
  if (key === "__proto__") throw new SyntaxError('the key "__proto__" is not accepted');
  if (key === "constructor" && value !== null && typeof value === "object" && Object.prototype.hasOwnProperty.call(value, "prototype")) throw new SyntaxError('the key "constructor.prototype" is not accepted');
  return value;
}
