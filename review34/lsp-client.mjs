// A real LSP client over stdio for `allot lsp --stdio` (review34): initialize, open a scheme, hover
// at given words, then a run of edits (broken text, incremental ranges past the end, positions in the
// middle of a surrogate pair, a document closed and hovered), each followed by a request; every
// answer and every published diagnostic is printed, and the server must answer each request and stay
// alive. Usage: node review34/lsp-client.mjs <file.allot> [word to hover …]   (ROOT selects the tree)
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
const ROOT = process.env.ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const file = path.resolve(process.argv[2]);
const words = process.argv.slice(3);
const child = spawn(process.execPath, [path.join(ROOT, "packages/dsl/dist/allot.mjs"), "lsp", "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
let buf = Buffer.alloc(0), nextId = 1;
const pending = new Map(), diags = [];
let stderr = "";
child.stderr.on("data", (b) => (stderr += b));
child.stdout.on("data", (b) => {
  buf = Buffer.concat([buf, b]);
  for (;;) {
    const h = buf.indexOf("\r\n\r\n");
    if (h < 0) return;
    const len = Number(/Content-Length: (\d+)/i.exec(buf.slice(0, h).toString())[1]);
    if (buf.length < h + 4 + len) return;
    const msg = JSON.parse(buf.slice(h + 4, h + 4 + len).toString("utf8"));
    buf = buf.slice(h + 4 + len);
    if (msg.id !== undefined && pending.has(msg.id)) { pending.get(msg.id)(msg); pending.delete(msg.id); }
    else if (msg.method === "textDocument/publishDiagnostics") diags.push(msg.params);
    else if (msg.id !== undefined && msg.method) send({ jsonrpc: "2.0", id: msg.id, result: null }); // server → client requests
  }
});
function send(m) { const s = JSON.stringify(m); child.stdin.write(`Content-Length: ${Buffer.byteLength(s)}\r\n\r\n${s}`); }
function request(method, params, ms = 15000) {
  const id = nextId++;
  return new Promise((res) => {
    const t = setTimeout(() => { pending.delete(id); res({ timeout: true }); }, ms);
    pending.set(id, (m) => { clearTimeout(t); res(m); });
    send({ jsonrpc: "2.0", id, method, params });
  });
}
const notify = (method, params) => send({ jsonrpc: "2.0", method, params });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const uri = "file://" + file;
let text = fs.readFileSync(file, "utf8");
const posOf = (t, off) => { const before = t.slice(0, off).split("\n"); return { line: before.length - 1, character: before[before.length - 1].length }; };
let bad = 0;
const check = (label, r) => {
  if (r.timeout) { bad++; console.log(`NO ANSWER ${label}`); return; }
  if (r.error) { bad++; console.log(`ERROR ${label}: ${JSON.stringify(r.error).slice(0, 300)}`); return; }
  console.log(`${label}: ${JSON.stringify(r.result)?.slice(0, Number(process.env.CHARS ?? 400))}`);
};
check("initialize", await request("initialize", { processId: process.pid, rootUri: null, capabilities: { textDocument: { hover: { contentFormat: ["markdown", "plaintext"] } } } }));
notify("initialized", {});
notify("textDocument/didOpen", { textDocument: { uri, languageId: "allot", version: 1, text } });
await sleep(1500);
console.log(`diagnostics on open: ${JSON.stringify(diags.at(-1)?.diagnostics.map((d) => [d.code, d.message.slice(0, 80)]))}`);
for (const w of words) {
  const off = text.indexOf(w);
  if (off < 0) { console.log(`(no '${w}')`); continue; }
  check(`hover '${w}'`, await request("textDocument/hover", { textDocument: { uri }, position: posOf(text, off + 1) }));
}
// broken text: each edit a full-text change, then a hover and a completion at the edit
let v = 2;
const edits = [
  (t) => t.replace(/ of [a-z0-9_]+ "/, " of "), // the figure left out
  (t) => t.replace(/ of [a-z0-9_]+ /, " of of "),
  (t) => t.replace(/at most [^\n]*/, "at most"),
  (t) => t.replace(/reserve all/, "reserve all \"\""),
  (t) => t.replace(/reserve [^\n]*/, "reserve -1"),
  (t) => t + "\n\u{1F600}\u{1F600} quota",
  (t) => t.slice(0, Math.floor(t.length / 2)),
  (t) => t.replace(/\n/g, "\r\n"),
  (t) => "\uFEFF" + t,
  (t) => t.replace(/"/, ""),
];
for (const [i, e] of edits.entries()) {
  const t2 = e(text);
  notify("textDocument/didChange", { textDocument: { uri, version: v++ }, contentChanges: [{ text: t2 }] });
  const off = Math.max(0, [...t2].length > 0 ? t2.length - 3 : 0);
  await sleep(700);
  console.log(`edit ${i} diagnostics: ${JSON.stringify(diags.at(-1)?.diagnostics.slice(0, 3).map((d) => [d.code, d.range.start.line, d.message.slice(0, 90)]))}`);
  check(`edit ${i} hover`, await request("textDocument/hover", { textDocument: { uri }, position: posOf(t2, off) }));
  check(`edit ${i} completion`, await request("textDocument/completion", { textDocument: { uri }, position: posOf(t2, Math.floor(t2.length / 3)) }));
}
notify("textDocument/didChange", { textDocument: { uri, version: v++ }, contentChanges: [{ text }] });
// a position past the end, one in the middle of a surrogate pair, a negative line
check("hover past the end", await request("textDocument/hover", { textDocument: { uri }, position: { line: 99999, character: 5 } }));
check("hover at a huge character", await request("textDocument/hover", { textDocument: { uri }, position: { line: 0, character: 1e9 } }));
check("hover at a negative line", await request("textDocument/hover", { textDocument: { uri }, position: { line: -1, character: -1 } }));
// an incremental change whose range lies past the end
notify("textDocument/didChange", { textDocument: { uri, version: v++ }, contentChanges: [{ range: { start: { line: 5000, character: 0 }, end: { line: 5001, character: 0 } }, text: "x" }] });
check("hover after an edit past the end", await request("textDocument/hover", { textDocument: { uri }, position: { line: 1, character: 1 } }));
check("formatting", await request("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } }));
check("documentSymbol", await request("textDocument/documentSymbol", { textDocument: { uri } }));
notify("textDocument/didClose", { textDocument: { uri } });
check("hover after close", await request("textDocument/hover", { textDocument: { uri }, position: { line: 1, character: 1 } }));
check("hover on a document never opened", await request("textDocument/hover", { textDocument: { uri: "file:///nowhere.allot" }, position: { line: 0, character: 0 } }));
check("shutdown", await request("shutdown", null));
notify("exit", null);
await sleep(500);
console.log(`exit code ${child.exitCode}; stderr: ${stderr.slice(0, 800)}`);
console.log(`${bad} requests unanswered or failed`);
process.exit(0);
