// AL0552 in the editor (drafted27 finding 6): a stage's own budget under an allocation whose budget
// is unlimited is not applied, and the built server says so when the document is opened — a
// warning at the stage's budget, with its code, the page, the hint and the allocation's budget as
// the related place. The corpus file of the error corpus is the document. Needs `pnpm build` first.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as P from "vscode-languageserver/node";

const require = createRequire(import.meta.url);
const rpc = require("vscode-languageserver/node") as typeof P;
const root = join(__dirname, "../../..");
const server = join(root, "packages/lsp/dist/main.js");
const uri = "file:///work/552-stage-budget-under-unlimited.allot";
const text = readFileSync(join(root, "packages/dsl/test/corpus/bad/552-stage-budget-under-unlimited.allot"), "utf8");
const lines = text.split("\n");
const lineOf = (needle: string): number => lines.findIndex((l) => l.includes(needle));

let child: ChildProcess;
let conn: P.ProtocolConnection;
const published: P.PublishDiagnosticsParams[] = [];
const waiters: Array<() => void> = [];

beforeAll(async () => {
  if (!existsSync(server)) throw new Error(`${server} is missing: run 'pnpm build' first`);
  child = spawn(process.execPath, [server, "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
  conn = rpc.createProtocolConnection(new rpc.StreamMessageReader(child.stdout!), new rpc.StreamMessageWriter(child.stdin!));
  conn.onNotification(rpc.PublishDiagnosticsNotification.type, (p) => {
    published.push(p);
    waiters.splice(0).forEach((w) => w());
  });
  conn.listen();
  await conn.sendRequest(rpc.InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: {}, workspaceFolders: null });
  await conn.sendNotification(rpc.InitializedNotification.type, {});
});

afterAll(() => {
  conn?.dispose();
  if (child && child.exitCode === null) child.kill();
});

describe("AL0552 from the language server", () => {
  it("a warning at the stage's budget, on open", async () => {
    await conn.sendNotification(rpc.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: "allot", version: 1, text } });
    const got = await new Promise<P.PublishDiagnosticsParams>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no diagnostics")), 10_000);
      const check = () => {
        const hit = published.find((p) => p.version === 1);
        if (hit) {
          clearTimeout(timer);
          resolve(hit);
        }
      };
      check();
      waiters.push(check);
    });
    expect(got.diagnostics.map((d) => [d.code, d.severity])).toEqual([["AL0552", rpc.DiagnosticSeverity.Warning]]);
    const d = got.diagnostics[0]!;
    expect(d.message).toContain("the budget of the stage 'fields' is not applied: the allocation's budget is unlimited, so every stage's is too");
    expect(d.message).toContain("give the allocation a budget");
    const budget = lineOf("budget max(1, round(");
    expect(d.range.start).toEqual({ line: budget, character: lines[budget]!.indexOf("max(") });
    expect(d.codeDescription?.href).toBe(pathToFileURL(join(root, "docs/diagnostics/AL0552.md")).href);
    expect(d.relatedInformation?.[0]?.location.range.start.line).toBe(lines.findIndex((l) => l.trim() === "budget unlimited"));
  });
});
