// One error shape for every answer: what Fastify and Node answer on their own (a bad URL, a long
// parameter, a header overflow, bytes that are not HTTP, a missing or wrong content type, an
// empty or oversized body, an unknown route, a method a route does not take) is `{ error,
// message }` with a kind from the documented list, over real HTTP on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ERROR_KINDS } from "../src/errors.js";
import { openApiDocument } from "../src/openapi.js";
import { repo, Service } from "./http.js";

let svc: Service;
let scheme: string;
beforeAll(async () => {
  svc = await Service.start({ bodyLimit: 4096 });
  scheme = [...svc.app.allotSchemes.keys()][0]!;
});
afterAll(() => svc?.close());

/** The answer is exactly `{ error, message }`, its kind documented and matching the status. */
function expectShape(status: number, json: any, kind: keyof typeof ERROR_KINDS): void {
  expect(json, JSON.stringify(json)).toBeDefined();
  expect(Object.keys(json).sort()).toEqual(["error", "message"]);
  expect(json.error).toBe(kind);
  expect(status).toBe(ERROR_KINDS[kind].status);
  expect(typeof json.message).toBe("string");
  expect(json.message.length).toBeGreaterThan(0);
}

describe("framework errors answer { error, message }", () => {
  it("414: a path parameter over its length", async () => {
    const r = await svc.get(`/schemes/${"x".repeat(200)}`);
    expectShape(r.status, r.json, "uri_too_long");
  });

  it("431: headers (or a request line) over Node's limit", async () => {
    const r = await svc.raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(r.head).toMatch(/content-type: application\/json/i);
    expectShape(r.status, r.json, "headers_too_large");
    const url = await svc.get(`/schemes?${"q".repeat(20_000)}`);
    expectShape(url.status, url.json, "headers_too_large");
  });

  it("400: a URL whose percent-escapes do not decode", async () => {
    for (const path of ["/schemes/%zz", "/%E0%A4%A"]) {
      const r = await svc.raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expectShape(r.status, r.json, "bad_request");
    }
  });

  it("400: bytes that are not HTTP (Node's 'Client Error')", async () => {
    const r = await svc.raw("GARBAGE\r\n\r\n");
    expect(r.json?.message).not.toBe("Client Error");
    expectShape(r.status, r.json, "bad_request");
  });

  it("415: a POST without a content type, or with another one", async () => {
    const none = await svc.raw(`POST /schemes/${scheme}/evaluate HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
    expectShape(none.status, none.json, "unsupported_media_type");
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
      const r = await svc.post(`/schemes/${scheme}/evaluate`, "{}", { "content-type": type });
      expectShape(r.status, r.json, "unsupported_media_type");
    }
  });

  it("415: a compressed body (Content-Encoding), which was answered 'not valid UTF-8'", async () => {
    const { gzipSync } = await import("node:zlib");
    const r = await svc.request(`/schemes/${scheme}/evaluate`, { method: "POST", headers: { "content-type": "application/json", "content-encoding": "gzip" }, body: gzipSync('{"call":{},"applications":[]}') });
    expectShape(r.status, r.json, "unsupported_media_type");
    expect(r.json.message).toBe("the body is sent with Content-Encoding: gzip, which the service does not decode; send it uncompressed");
    // identity is no coding at all
    const plain = await svc.post(`/schemes/${scheme}/evaluate`, "[]", { "content-type": "application/json", "content-encoding": "identity" });
    expect(plain.json.error).toBe("invalid_input");
  });

  it("400: an empty JSON body; 400 malformed_json: bytes that are not UTF-8", async () => {
    const empty = await svc.request(`/schemes/${scheme}/evaluate`, { method: "POST", headers: { "content-type": "application/json" } });
    expectShape(empty.status, empty.json, "bad_request");
    const latin1 = await svc.request(`/schemes/${scheme}/evaluate`, { method: "POST", headers: { "content-type": "application/json" }, body: Buffer.from('{"call":{"x":"\xe9"}}', "latin1") });
    expectShape(latin1.status, latin1.json, "malformed_json");
    expect(latin1.json.message).toBe("the body is not valid UTF-8");
  });

  it("a body declared charset=latin1: read as UTF-8 (RFC 8259); when it is not UTF-8, the declaration is named", async () => {
    const body = Buffer.from('{"call":{"x":"Caf\xe9"}}', "latin1");
    const r = await svc.request(`/schemes/${scheme}/evaluate`, { method: "POST", headers: { "content-type": "application/json; charset=ISO-8859-1" }, body });
    expectShape(r.status, r.json, "malformed_json");
    expect(r.json.message).toBe("the body is not valid UTF-8 (it is declared as charset=ISO-8859-1; the service reads JSON as UTF-8 only, RFC 8259: send it in UTF-8)");
    // ASCII is the same bytes in either: such a body is read (as the service always did)
    const ascii = await svc.post(`/schemes/${scheme}/evaluate`, "[]", { "content-type": 'application/json; charset="latin1"' });
    expect(ascii.json.error).toBe("invalid_input");
  });

  it("400 malformed_json: a repeated key is refused, as allot run refuses it (not read last-wins)", async () => {
    const r = await svc.post(`/schemes/${scheme}/evaluate`, '{"call":{},"applications":[],"applications":[]}');
    expectShape(r.status, r.json, "malformed_json");
    expect(r.json.message).toMatch(/applications/);
  });

  it("413: a body over the limit", async () => {
    const r = await svc.post(`/schemes/${scheme}/evaluate`, JSON.stringify({ pad: "x".repeat(5000) }));
    expectShape(r.status, r.json, "body_too_large");
  });

  it("404: no such route, no such scheme", async () => {
    expectShape(...pair(await svc.get("/no/such/route")), "not_found");
    expectShape(...pair(await svc.post("/schemes/nope/evaluate", {})), "not_found");
  });

  it("404 at / (a newcomer's browser): says where the schemes and the routes are", async () => {
    const r = await svc.get("/");
    expectShape(r.status, r.json, "not_found");
    expect(r.json.message).toBe("no route GET /: GET /schemes lists the schemes, GET /openapi.json describes every route");
  });

  it("405: a route that exists for other methods, with Allow", async () => {
    const del = await svc.request("/healthz", { method: "DELETE" });
    expectShape(del.status, del.json, "method_not_allowed");
    expect(del.headers.get("allow")).toBe("GET, HEAD");
    const get = await svc.get(`/schemes/${scheme}/evaluate`);
    expectShape(get.status, get.json, "method_not_allowed");
    expect(get.headers.get("allow")).toBe("POST");
    const put = await svc.request(`/schemes/${scheme}`, { method: "PUT", headers: { "content-type": "application/json" }, body: "{}" });
    expectShape(put.status, put.json, "method_not_allowed");
  });
});

function pair(r: { status: number; json: any }): [number, any] {
  return [r.status, r.json];
}

describe("the error vocabulary is documented", () => {
  it("README.md lists every kind with its status; the OpenAPI Error schema enumerates them", () => {
    const readme = readFileSync(join(repo, "packages/server/README.md"), "utf8");
    for (const [kind, { status }] of Object.entries(ERROR_KINDS)) expect(readme, kind).toMatch(new RegExp(`${status} \`${kind}\``));
    const doc = openApiDocument([...svc.app.allotSchemes.values()]) as any;
    expect(doc.components.schemas.Error.properties.error.enum).toEqual(Object.keys(ERROR_KINDS));
  });
});
