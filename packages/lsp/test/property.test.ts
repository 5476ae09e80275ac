// Property: whatever a drafter types, the services never throw. Random edit sequences —
// insertions, deletions, pastes of random text and of pieces of the scheme itself — applied as
// incremental changes to the same TextDocument model the server uses, each followed by random
// requests at random positions, through the services and the protocol conversion.
import fc from "fast-check";
import { describe, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import { analyze, type Analysis } from "@allot/dsl";
import * as S from "../../dsl/src/services/index.js";
import * as C from "../src/convert.js";
import { seed, seeds } from "../../dsl/test/services/cursor.js";

const fragments = ["{", "}", "(", ")", "[", "]", '"', '"""', "//", "/*", "*/", ".", ":", ",", "=>", "per ", "call.", "application.", "by ", "tiebreak ", "at boundary ", "\n", "  ", "×", "ł", "ę", "𝔸", "\r\n", "\u00a0", "criterion x: ", "bands ", "match ", "lottery draw ", "unresolved", "pro rata rounded ", "total", "every s in ", "is not present"];

const edit = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  remove: fc.oneof(fc.constant(0), fc.nat(3), fc.nat(80)),
  insert: fc.oneof(fc.constant(""), fc.string({ maxLength: 12 }), fc.constantFrom(...fragments), fc.record({ from: fc.double({ min: 0, max: 1, noNaN: true }), len: fc.nat(120) })),
});

const request = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), len: fc.nat(200), name: fc.constantFrom("x", "new_name", "ąę", "2bad", "ranking", "") });

function piece(text: string, ins: { from: number; len: number } | string): string {
  if (typeof ins === "string") return ins;
  const start = Math.floor(ins.from * text.length);
  return text.slice(start, start + ins.len);
}

/** Every range lies inside the document. */
function inside(doc: TextDocument, r: { start: { line: number }; end: { line: number } }): void {
  if (r.start.line < 0 || r.end.line >= doc.lineCount + 1 || r.end.line < r.start.line) throw new Error(`range ${JSON.stringify(r)} outside ${doc.lineCount} lines`);
}

function everyRequest(doc: TextDocument, a: Analysis, q: { at: number; len: number; name: string }): void {
  const offset = Math.floor(q.at * (a.text.length + 1));
  const span = { start: offset, end: Math.min(a.text.length, offset + q.len) };
  const h = C.toHover(a, S.hover(a, offset));
  if (h?.range) inside(doc, h.range);
  C.toCompletionList(a, S.completion(a, offset)).items.forEach((i) => i.textEdit && "range" in i.textEdit && inside(doc, i.textEdit.range));
  C.toLocations(a, S.definition(a, offset)).forEach((l) => inside(doc, l.range));
  C.toLocations(a, S.references(a, offset, true)).forEach((l) => inside(doc, l.range));
  C.toPrepareRename(a, S.prepareRename(a, offset));
  const r = S.rename(a, offset, q.name);
  if (!("error" in r)) C.toWorkspaceEdit(a, r.edits);
  C.toCodeActions(a, S.codeActions(a, span)).forEach((x) => x.diagnostics?.forEach((d) => inside(doc, d.range)));
  C.toInlayHints(a, S.inlayHints(a, span));
  C.toSignatureHelp(S.signatureHelp(a, offset))?.signatures.forEach((x) => x.parameters?.forEach((q) => {
    const [from, to] = q.label as [number, number];
    if (from < 0 || to > x.label.length) throw new Error(`parameter ${from}-${to} outside ${x.label}`);
  }));
  C.toDocumentHighlights(a, S.documentHighlights(a, offset)).forEach((h) => inside(doc, h.range));
}

function wholeDocument(doc: TextDocument, a: Analysis): void {
  a.diagnostics.map((d) => C.toDiagnostic(a, d)).forEach((d) => inside(doc, d.range));
  C.toDocumentSymbols(a, S.documentSymbols(a)).forEach((s) => inside(doc, s.range));
  const data = C.toSemanticTokens(a, S.semanticTokens(a), C.semanticLegend(S.tokenTypes, S.tokenModifiers)).data;
  for (let i = 0; i < data.length; i += 5) if (data[i]! < 0 || data[i + 2]! <= 0 || data[i + 3]! < 0) throw new Error(`bad semantic token at ${i}: ${data.slice(i, i + 5)}`);
  C.toFoldingRanges(S.foldingRanges(a)).forEach((f) => {
    if (f.endLine <= f.startLine || f.endLine >= doc.lineCount) throw new Error(`bad fold ${JSON.stringify(f)}`);
  });
}

describe("services under random editing", () => {
  it("never throw, and every range they return lies inside the document", () => {
    fc.assert(
      fc.property(fc.constantFrom(...seeds), fc.array(edit, { minLength: 1, maxLength: 6 }), fc.array(request, { minLength: 1, maxLength: 4 }), (name, edits, requests) => {
        let doc = TextDocument.create("file:///p.allot", "allot", 1, seed(name));
        for (const e of edits) {
          const text = doc.getText();
          const start = Math.floor(e.at * (text.length + 1));
          const range = { start: doc.positionAt(start), end: doc.positionAt(start + e.remove) };
          doc = TextDocument.update(doc, [{ range, text: piece(text, e.insert) }], doc.version + 1);
          const a = analyze(doc.getText(), doc.uri);
          for (const q of requests) everyRequest(doc, a, q);
        }
        wholeDocument(doc, analyze(doc.getText(), doc.uri));
      }),
      { numRuns: Number(process.env["ALLOT_PROPERTY_RUNS"] ?? 60) },
    );
  });
});
