// One way to start the real language server in a test, as an editor does: spawn the built program
// over stdio (the server's own main, or the CLI's `allot lsp --stdio`), initialize, open the
// documents given, and hand back the connection with what the server sent — diagnostics by
// document and version, log lines, messages shown — and the ways to change a document, wait for
// its diagnostics, shut down cleanly and close. Needs `pnpm build` first.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type * as P from "vscode-languageserver/node";

const require = createRequire(import.meta.url);
/** The protocol's messages and types, resolved from this package (the repository's root does not depend on it). */
export const rpc = require("vscode-languageserver/node") as typeof P;
export const root = join(__dirname, "../../..");
export const serverMain = join(root, "packages/lsp/dist/main.js");
export const cliMain = join(root, "packages/dsl/dist/allot.mjs");

export interface OpenDoc {
  readonly uri: string;
  readonly text: string;
  readonly version?: number;
}

export interface StartOptions {
  /** documents opened once initialized */
  readonly docs?: readonly OpenDoc[];
  /** "server": packages/lsp/dist/main.js (the default); "cli": `allot lsp --stdio` */
  readonly via?: "server" | "cli";
  readonly env?: Record<string, string | undefined>;
  readonly initializationOptions?: unknown;
  /** the client's locale, as `initialize` gives it (`nl`, `de-AT`) */
  readonly locale?: string;
  readonly cwd?: string;
}

export interface Server {
  readonly conn: P.ProtocolConnection;
  readonly child: ChildProcess;
  /** the answer to initialize */
  readonly init: P.InitializeResult;
  /** every publishDiagnostics, in order */
  readonly published: P.PublishDiagnosticsParams[];
  /** the log messages (window/logMessage) */
  readonly logs: P.LogMessageParams[];
  /** the messages shown to the user (window/showMessageRequest), each answered with null */
  readonly shown: string[];
  /** what the server wrote to stderr so far */
  stderr(): string;
  open(doc: OpenDoc): Promise<void>;
  /** A change (the whole text, or incremental changes) under the next version, or the version given; returns the version. */
  change(uri: string, changes: string | P.TextDocumentContentChangeEvent[], version?: number): Promise<number>;
  close(uri: string): Promise<void>;
  /** The publishDiagnostics for this version of the document (the first one that has it). */
  diagnostics(uri: string, version: number, timeoutMs?: number): Promise<P.PublishDiagnosticsParams>;
  /** The next publishDiagnostics of the document after those already received. */
  nextDiagnostics(uri: string, timeoutMs?: number): Promise<P.PublishDiagnosticsParams>;
  /** Bytes written to the server's stdin as they are, beside the connection's own messages. */
  writeRaw(data: string): void;
  /** shutdown, exit; the exit code */
  shutdown(): Promise<number | null>;
  /** Ends the connection and the process, whatever state they are in. */
  dispose(): void;
}

/** One JSON-RPC message as the base protocol frames it, for writeRaw. */
export function frame(msg: object): string {
  const body = JSON.stringify({ jsonrpc: "2.0", ...msg });
  return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

export async function startServer(options: StartOptions = {}): Promise<Server> {
  const program = options.via === "cli" ? cliMain : serverMain;
  if (!existsSync(program)) throw new Error(`${program} is missing: run 'pnpm build' first`);
  const args = options.via === "cli" ? [program, "lsp", "--stdio"] : [program, "--stdio"];
  const child = spawn(process.execPath, args, { stdio: ["pipe", "pipe", "pipe"], cwd: options.cwd, env: options.env ? { ...process.env, ...options.env } : process.env });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += String(d)));
  const conn = rpc.createProtocolConnection(new rpc.StreamMessageReader(child.stdout!), new rpc.StreamMessageWriter(child.stdin!));
  const published: P.PublishDiagnosticsParams[] = [];
  const logs: P.LogMessageParams[] = [];
  const shown: string[] = [];
  const waiters = new Set<() => void>();
  conn.onNotification(rpc.PublishDiagnosticsNotification.type, (p) => {
    published.push(p);
    for (const w of [...waiters]) w();
  });
  conn.onNotification(rpc.LogMessageNotification.type, (m) => logs.push(m));
  conn.onRequest(rpc.ShowMessageRequest.type, (m) => {
    shown.push(m.message);
    return null;
  });
  conn.listen();
  const versions = new Map<string, number>();
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  /** The first publication from `from` on that `match` accepts. */
  const waitFor = (what: string, from: number, match: (p: P.PublishDiagnosticsParams) => boolean, timeoutMs: number) =>
    new Promise<P.PublishDiagnosticsParams>((resolve, reject) => {
      const check = () => {
        const hit = published.slice(from).find(match);
        if (!hit) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(hit);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no diagnostics ${what}; stderr: ${stderr}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  const server: Server = {
    conn,
    child,
    init: undefined as unknown as P.InitializeResult,
    published,
    logs,
    shown,
    stderr: () => stderr,
    async open(doc) {
      const version = doc.version ?? 1;
      versions.set(doc.uri, version);
      await conn.sendNotification(rpc.DidOpenTextDocumentNotification.type, { textDocument: { uri: doc.uri, languageId: "allot", version, text: doc.text } });
    },
    async change(uri, changes, version) {
      const v = version ?? (versions.get(uri) ?? 0) + 1;
      versions.set(uri, v);
      const contentChanges = typeof changes === "string" ? [{ text: changes }] : changes;
      await conn.sendNotification(rpc.DidChangeTextDocumentNotification.type, { textDocument: { uri, version: v }, contentChanges });
      return v;
    },
    async close(uri) {
      await conn.sendNotification(rpc.DidCloseTextDocumentNotification.type, { textDocument: { uri } });
    },
    diagnostics: (uri, version, timeoutMs = 10_000) => waitFor(`for ${uri} version ${version}`, 0, (p) => p.uri === uri && p.version === version, timeoutMs),
    nextDiagnostics: (uri, timeoutMs = 10_000) => waitFor(`for ${uri}`, published.length, (p) => p.uri === uri, timeoutMs),
    writeRaw: (data) => void child.stdin!.write(data),
    async shutdown() {
      await conn.sendRequest(rpc.ShutdownRequest.type);
      await conn.sendNotification(rpc.ExitNotification.type);
      return exited;
    },
    dispose() {
      conn.dispose();
      if (child.exitCode === null) child.kill();
    },
  };
  try {
    const init = await conn.sendRequest(rpc.InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: {}, workspaceFolders: null, initializationOptions: options.initializationOptions, ...(options.locale ? { locale: options.locale } : {}) });
    (server as { init: P.InitializeResult }).init = init;
    await conn.sendNotification(rpc.InitializedNotification.type, {});
    for (const d of options.docs ?? []) await server.open(d);
  } catch (e) {
    server.dispose();
    throw e;
  }
  return server;
}
