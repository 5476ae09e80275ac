// Request bodies: the content-type parser that takes `application/json` bodies as text (strict
// UTF-8; nothing else is parsed, so another or no content type answers 415), and readJson, the
// one place a body's text becomes a value. Parsing happens where the evaluation runs (a worker),
// not on the event loop.
//
// `readJson` is the only function that parses a request body, with the project's JSON reader.
import type { FastifyInstance } from "fastify";
import { JsonInputError, oneRecordOfJsonError, parseJson, readJsonRecords, recordOfJsonError } from "@allot/runtime";
import { ServiceError } from "./errors.js";

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Replaces Fastify's parsers by one that keeps a JSON body as its text. */
export function acceptJsonText(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (req, body: Buffer, done) => {
    // a compressed body is not decoded here: say so (RFC 9110 §15.5.16), rather than "not UTF-8"
    const coding = String(req.headers["content-encoding"] ?? "identity").trim().toLowerCase();
    if (coding !== "identity" && coding !== "") return done(new ServiceError("unsupported_media_type", `the body is sent with Content-Encoding: ${coding}, which the service does not decode; send it uncompressed`), undefined);
    if (body.length === 0) return done(new ServiceError("bad_request", "the body is empty: expected a JSON object"), undefined);
    try {
      done(null, utf8.decode(body));
    } catch {
      // JSON is UTF-8 (RFC 8259 §8.1; its media type has no charset): a body declared in another
      // charset is read as UTF-8 all the same, and when it is not, the declaration is named
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(String(req.headers["content-type"] ?? ""))?.[1];
      const declared = charset && !/^utf-?8$/i.test(charset) ? ` (it is declared as charset=${charset.slice(0, 40)}; the service reads JSON as UTF-8 only, RFC 8259: send it in UTF-8)` : "";
      done(new ServiceError("malformed_json", `the body is not valid UTF-8${declared}`), undefined);
    }
  });
}

/** Where a body's list of applications is and its records' key of the id (a mapping may move both). */
export interface BodyRecords {
  /** the keys from the top of the body to the list (undefined: the mapping's path has an index step) */
  readonly at: readonly string[] | undefined;
  /** the records' key of their id (undefined: the mapping reads it from deeper than a key) */
  readonly idKey: string | undefined;
  /** the body's key of its one application, where it has no list (score) */
  readonly one?: string;
}

/**
 * A body's text as a value, read by the project's one JSON reader (@allot/runtime parseJson), as
 * `allot run` reads a file: a repeated key is refused, numbers are kept as written (the validator
 * then reads them exactly), one leading byte-order mark is skipped. Keys named `__proto__` and
 * `constructor` are ordinary own properties (a scheme may have fields of those names). A body
 * it refuses is malformed_json, saying what and where (line, column, path) and, in the list of
 * applications, which application it is in or after, as `allot run` names it (adversary26), and
 * in a score body's one application, its id where it is written before the error (fixb26).
 */
export function readJson(text: string, records: BodyRecords = { at: ["applications"], idKey: "id" }): unknown {
  try {
    return parseJson(text);
  } catch (e) {
    if (!(e instanceof JsonInputError)) throw e;
    const named = records.one !== undefined ? oneRecordOfJsonError(e, Buffer.from(text, "utf8"), records.one, records.idKey) : records.at ? recordNamed(text, e, records.at, records.idKey) : undefined;
    throw new ServiceError("malformed_json", `the body is not valid JSON${named ? ` ${named},` : ""} at line ${e.line}, column ${e.column}${e.path ? ` (${e.path})` : ""}: ${e.reason}`);
  }
}

/**
 * The application an error of the whole body's reading is in or after: the body read again as
 * records (on the error's path only), which names them; undefined where that reading does not
 * fail at the same place (an error outside the list).
 */
function recordNamed(text: string, e: JsonInputError, at: readonly string[], idKey: string | undefined): string | undefined {
  const bytes = Buffer.from(text, "utf8");
  try {
    const read = readJsonRecords(bytes, at);
    for (const _ of read.records());
  } catch (again) {
    if (again instanceof JsonInputError && again.offset === e.offset) return recordOfJsonError(again, (start, end) => bytes.subarray(start, end), idKey);
  }
  return undefined;
}
