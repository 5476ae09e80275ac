// The real language server over stdio (packages/lsp/dist/main.js): signature help and document
// highlights asked at every position of each file given; prints every request the server logged
// as failed, every answer out of the protocol (a negative activeParameter, a parameter label
// outside its signature's label, a highlight range outside the document), and the counts.
// Usage: node review37/repro/L/sweep.mjs file.allot …   (ROOT=<tree> for another tree's dist)
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
const ROOT = process.env.ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");
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
await request("initialize", { processId: null, rootUri: null, capabilities: {} });
notify("initialized", {});
let asked = 0, answered = 0, bad = 0;
for (const f of process.argv.slice(2)) {
  const text = fs.readFileSync(f, "utf8");
  const uri = "file:///" + path.basename(f);
  notify("textDocument/didOpen", { textDocument: { uri, languageId: "allot", version: 1, text } });
  const lines = text.split("\n");
  for (let l = 0; l <= lines.length; l++) {
    const len = (lines[l] ?? "").length;
    for (let c = 0; c <= len + 1; c++) {
      const position = { line: l, character: c };
      const [s, h] = await Promise.all([request("textDocument/signatureHelp", { textDocument: { uri }, position }), request("textDocument/documentHighlight", { textDocument: { uri }, position })]);
      asked += 2;
      for (const r of [s, h]) if (r.error) { bad++; console.log(JSON.stringify({ f, position, error: r.error })); }
      const sh = s.result;
      if (sh) {
        answered++;
        const wrong = [];
        if (sh.activeParameter < 0 || sh.activeSignature < 0 || sh.activeSignature >= sh.signatures.length) wrong.push(`active ${sh.activeSignature}/${sh.activeParameter}`);
        for (const sig of sh.signatures) {
          if (sig.activeParameter !== undefined && (sig.activeParameter < 0 || (sig.parameters.length && sig.activeParameter >= sig.parameters.length))) wrong.push(`signature ${sig.label} activeParameter ${sig.activeParameter}`);
          for (const p of sig.parameters) if (p.label[0] < 0 || p.label[1] > sig.label.length || p.label[0] >= p.label[1]) wrong.push(`${sig.label}: parameter label ${p.label}`);
        }
        if (wrong.length) { bad++; if (bad < 40) console.log(JSON.stringify({ f, position, line: lines[l], wrong })); }
      }
      for (const x of h.result ?? []) if (x.range.start.line > lines.length || x.range.end.character > (lines[x.range.end.line] ?? "").length + 1) { bad++; console.log(JSON.stringify({ f, position, highlight: x })); }
    }
  }
}
const failed = logs.filter((m) => /failed/.test(m));
for (const m of failed.slice(0, 10)) console.log("LOG", m.split("\n").slice(0, 3).join(" | "));
await request("shutdown", null); notify("exit", null);
console.log(`${asked} requests, ${answered} signature helps, ${bad} bad answers, ${failed.length} failed in the log${stderr ? ", stderr: " + stderr.slice(0, 300) : ""}`);
