// Test helpers: a service on 127.0.0.1 (an ephemeral port), requests through fetch, and raw
// bytes on a socket for what fetch cannot send (bad HTTP, huge headers, trickled bodies).
import net from "node:net";
import { execFile, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { applyMapping, validateMapping } from "@allot/dsl";
import { afterAll, beforeAll, expect } from "vitest";
import { createServer, type ServerOptions } from "../src/index.js";

export const repo = fileURLToPath(new URL("../../../", import.meta.url));
export const schemesDir = join(repo, "schemes");

/**
 * Runs the built CLI without blocking this process (a synchronous child would stop the service
 * under test too, and its idle keep-alive sockets would be closed under the client's feet).
 */
export function runCli(args: readonly string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(repo, "packages/dsl/dist/allot.mjs"), ...args], { cwd: repo, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NO_COLOR: "1" } }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** The seed 002 call with `n` applications: its 13, repeated under new ids. */
export function bigCall(n: number): string {
  const dir = join(schemesDir, "seed_002");
  const mapping = validateMapping(JSON.parse(readFileSync(join(dir, "pop3_innovatie.map.json"), "utf8")));
  const input = applyMapping(JSON.parse(readFileSync(join(dir, "data/seed_002.applications.json"), "utf8")), mapping) as { call: unknown; applications: Array<Record<string, unknown>> };
  const apps = Array.from({ length: n }, (_, i) => ({ ...input.applications[i % input.applications.length], id: `A${String(i).padStart(7, "0")}` }));
  return JSON.stringify({ call: input.call, applications: apps });
}

/** The base URL of an `allot serve` child once it says where it serves; rejects if it exits first. */
export function servingAt(child: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let err = "";
    child.stderr!.on("data", (d: Buffer) => {
      err += d.toString();
      const m = /serving .* at (http:\/\/127\.0\.0\.1:\d+)/.exec(err);
      if (m) resolve(m[1]!);
    });
    child.on("exit", (code) => reject(new Error(`allot serve exited with ${code}: ${err}`)));
  });
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly json: any;
}

/** One HTTP exchange: the status, headers, text and (when it parses) JSON of the answer. */
export async function fetchAnswer(url: string, init: RequestInit = {}): Promise<Answer> {
  const r = await fetch(url, init);
  const text = await r.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: r.status, headers: r.headers, text, json };
}

export class Service {
  private constructor(
    readonly app: FastifyInstance,
    readonly base: string,
  ) {}

  static async start(options: Partial<ServerOptions> = {}): Promise<Service> {
    const app = createServer({ schemesDir, logger: false, ...options });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    return new Service(app, base);
  }

  get port(): number {
    return Number(new URL(this.base).port);
  }

  request(path: string, init: RequestInit = {}): Promise<Answer> {
    return fetchAnswer(this.base + path, init);
  }

  get(path: string): Promise<Answer> {
    return this.request(path);
  }

  /** POSTs `body` as JSON (a string is sent as it is). */
  post(path: string, body: unknown, headers: Record<string, string> = { "content-type": "application/json" }): Promise<Answer> {
    return this.request(path, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
  }

  /** Writes raw bytes on a new connection and reads until the server closes it (or `wait` ms). */
  raw(bytes: string, wait = 2000): Promise<{ status: number; head: string; json: any }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(this.port, "127.0.0.1");
      let out = "";
      const done = () => {
        clearTimeout(timer);
        const [head = "", body = ""] = out.split("\r\n\r\n");
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), head, json });
      };
      const timer = setTimeout(() => socket.destroy(), wait);
      socket.on("data", (d) => (out += d.toString("utf8")));
      socket.on("close", done);
      socket.on("error", (e) => ((e as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(e)));
      socket.write(bytes);
    });
  }

  close(): Promise<void> {
    return this.app.close();
  }
}

/** The message of the service's 400 for a body that is not valid JSON, its documented shape (exactly `{ error: "malformed_json", message }`) checked. */
export async function malformedMessage(svc: Service, path: string, body: string): Promise<string> {
  const r = await svc.post(path, body);
  expect(r.status).toBe(400);
  expect(Object.keys(r.json).sort()).toEqual(["error", "message"]);
  expect(r.json.error).toBe("malformed_json");
  return r.json.message;
}

/**
 * A test file's own schemes directory and the service over it: a temporary directory that `fill`
 * writes the schemes into, a service started on it before the file's tests and closed after them,
 * and the directory removed. `options` are the service's own (threads, limits).
 */
export function serviceOver(prefix: string, fill: (dir: string) => void, options: Partial<ServerOptions> = {}): { readonly dir: string; readonly svc: Service } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  fill(dir);
  let svc: Service | undefined;
  beforeAll(async () => {
    svc = await Service.start({ ...options, schemesDir: dir });
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    get svc(): Service {
      if (svc === undefined) throw new Error("the service is started before the file's tests");
      return svc;
    },
  };
}
