// The real language server over stdio (packages/lsp/dist/main.js): round 39's constructs typed one
// character at a time (a table's declaration and its read, a weighted criterion, a cap), a
// didChange per character, then completion, hover, signature help and semantic tokens at the
// cursor; prints every request answered with an error, every failure the server logged, the counts.
import { spawn } from "node:child_process";
import path from "node:path";
import { scheme } from "./common.mjs";
const ROOT = process.env.ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const child = spawn(process.execPath, [path.join(ROOT, "packages/lsp/dist/main.js"), "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
let buf = Buffer.alloc(0), id = 0;
const pending = new Map(), logs = [];
child.stdout.on("data", (d) => {
  buf = Buffer.concat([buf, d]);
  for (;;) {
    const h = buf.indexOf("\r\n\r\n");
    if (h < 0) return;
    const len = Number(/Content-Length: (\d+)/i.exec(buf.slice(0, h).toString())[1]);
    if (buf.length < h + 4 + len) return;
    const msg = JSON.parse(buf.slice(h + 4, h + 4 + len).toString());
    buf = buf.slice(h + 4 + len);
    if (msg.id !== undefined && pending.has(msg.id)) { pending.get(msg.id)(msg); pending.delete(msg.id); }
    else if (msg.method === "window/logMessage") logs.push(msg.params.message);
    else if (msg.id !== undefined && msg.method) send({ jsonrpc: "2.0", id: msg.id, result: null });
  }
});
let stderr = "";
child.stderr.on("data", (d) => (stderr += d));
function send(m) { const s = JSON.stringify(m); child.stdin.write(`Content-Length: ${Buffer.byteLength(s)}\r\n\r\n${s}`); }
const request = (method, params) => new Promise((res) => { const i = ++id; pending.set(i, res); send({ jsonrpc: "2.0", id: i, method, params }); });
const notify = (method, params) => send({ jsonrpc: "2.0", method, params });
await request("initialize", { processId: null, rootUri: null, capabilities: { textDocument: { completion: { completionItem: { snippetSupport: true } } } } });
notify("initialized", {});
const E = 'enum size "the size" { small "small", large "large" }\nenum band "the band" { full "full", half "half" }\n';
const base = scheme(`${E}@`, { app: "sz: size\n  x: integer in 0..5\n  y: integer in 0..5", call: "t: money(EUR) by size, band\n  u: integer in 0..5 by size, band" });
const typed = [
  'let r "R": money(EUR) = call.t[sz, full] + call.t[large, half] per art1\n',
  'criterion a "A" per art1: weight 0.4 × call.u[sz, half]\ncriterion b "B" per art1: weight 0.6 × max(0, min(y, 4))\n',
  "enum k { budget, // a comment\n  if, b }\n",
];
let asked = 0, bad = 0, version = 1;
const uri = "file:///typed.allot";
notify("textDocument/didOpen", { textDocument: { uri, languageId: "allot", version, text: base.replace("@", "") } });
for (const piece of typed) {
  for (let n = 1; n <= piece.length; n++) {
    const text = base.replace("@", piece.slice(0, n));
    notify("textDocument/didChange", { textDocument: { uri, version: ++version }, contentChanges: [{ text }] });
    const before = text.slice(0, text.indexOf(piece.slice(0, n)) + n).split("\n");
    const position = { line: before.length - 1, character: before[before.length - 1].length };
    const rs = await Promise.all(["textDocument/completion", "textDocument/hover", "textDocument/signatureHelp", "textDocument/definition"].map((m) => request(m, { textDocument: { uri }, position })).concat([request("textDocument/semanticTokens/full", { textDocument: { uri } }), request("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } })]));
    asked += rs.length;
    for (const r of rs) if (r.error) { bad++; if (bad < 30) console.log(JSON.stringify({ typed: piece.slice(0, n), error: r.error.message.slice(0, 200) })); }
  }
}
const failed = logs.filter((m) => /fail|error|exception/i.test(m));
for (const m of failed.slice(0, 10)) console.log("LOG", m.split("\n").slice(0, 3).join(" | "));
await request("shutdown", null); notify("exit", null);
console.log(`${asked} requests, ${bad} answered with an error, ${failed.length} failures logged${stderr ? ", stderr: " + stderr.slice(0, 300) : ""}`);
