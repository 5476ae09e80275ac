// The Allot language server: keeps one analysis per open document version (the same `analyze`
// the compiler and the CLI call), publishes its diagnostics on open and on every change, and
// answers requests from the plain-data services, converted at the edge (convert.ts). Every
// handler is guarded: a failing request answers empty and is logged; the server never dies.
import { TextDocuments, type Connection } from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { analyze, type Analysis } from "@allot/dsl";
import * as S from "./services.js";
import * as C from "./convert.js";

export const legend = C.semanticLegend(S.tokenTypes, S.tokenModifiers);
export const capabilities = C.serverCapabilities(legend);

/** One cached analysis per document version. */
class Analyses {
  private readonly cache = new Map<string, { version: number; analysis: Analysis }>();
  get(doc: TextDocument): Analysis {
    const hit = this.cache.get(doc.uri);
    if (hit && hit.version === doc.version) return hit.analysis;
    const analysis = analyze(doc.getText(), doc.uri);
    this.cache.set(doc.uri, { version: doc.version, analysis });
    return analysis;
  }
  forget(uri: string): void {
    this.cache.delete(uri);
  }
}

export function createServer(connection: Connection): void {
  const documents = new TextDocuments(TextDocument);
  const analyses = new Analyses();
  const guard = <T>(what: string, fallback: T, run: () => T): T => {
    try {
      return run();
    } catch (e) {
      connection.console.error(`allot: ${what} failed: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
      return fallback;
    }
  };
  /** Runs a request against the current analysis of its document; null when the document is unknown. */
  const withDoc = <T>(what: string, uri: string, fallback: T, run: (a: Analysis) => T): T =>
    guard(what, fallback, () => {
      const doc = documents.get(uri);
      return doc ? run(analyses.get(doc)) : fallback;
    });

  // the language of hover's and signature help's fixed words (docs/editors.md): the client's
  // `initializationOptions.locale` if it gives one, else the editor's own `locale`; English otherwise
  let lang: S.ToolLanguage = "en";
  connection.onInitialize((p) => {
    C.useDocsUrl(p.initializationOptions);
    const chosen = (p.initializationOptions as { locale?: unknown } | null | undefined)?.locale;
    lang = S.toolLanguage(typeof chosen === "string" && chosen.trim() ? chosen : p.locale);
    return C.initializeResult(capabilities);
  });
  wireValidation(connection, documents, analyses, guard);
  connection.onHover((p) => withDoc("hover", p.textDocument.uri, null, (a) => C.toHover(a, S.hover(a, C.toOffset(a, p.position), lang))));
  connection.onCompletion((p) => withDoc("completion", p.textDocument.uri, null, (a) => C.toCompletionList(a, S.completion(a, C.toOffset(a, p.position)))));
  connection.onDefinition((p) => withDoc("definition", p.textDocument.uri, [], (a) => C.toLocations(a, S.definition(a, C.toOffset(a, p.position)))));
  connection.onSignatureHelp((p) => withDoc("signatureHelp", p.textDocument.uri, null, (a) => C.toSignatureHelp(S.signatureHelp(a, C.toOffset(a, p.position), lang))));
  connection.onDocumentHighlight((p) => withDoc("documentHighlight", p.textDocument.uri, [], (a) => C.toDocumentHighlights(a, S.documentHighlights(a, C.toOffset(a, p.position)))));
  connection.onReferences((p) => withDoc("references", p.textDocument.uri, [], (a) => C.toLocations(a, S.references(a, C.toOffset(a, p.position), p.context.includeDeclaration))));
  connection.onPrepareRename((p) => withDoc("prepareRename", p.textDocument.uri, null, (a) => C.toPrepareRename(a, S.prepareRename(a, C.toOffset(a, p.position)))));
  connection.onRenameRequest((p) => withDoc("rename", p.textDocument.uri, null, (a) => renameEdit(connection, a, C.toOffset(a, p.position), p.newName)));
  connection.onDocumentSymbol((p) => withDoc("documentSymbol", p.textDocument.uri, [], (a) => C.toDocumentSymbols(a, S.documentSymbols(a))));
  connection.languages.semanticTokens.on((p) => withDoc("semanticTokens", p.textDocument.uri, { data: [] }, (a) => C.toSemanticTokens(a, S.semanticTokens(a), legend)));
  connection.onFoldingRanges((p) => withDoc("foldingRange", p.textDocument.uri, [], (a) => C.toFoldingRanges(S.foldingRanges(a))));
  connection.onCodeAction((p) => withDoc("codeAction", p.textDocument.uri, [], (a) => C.toCodeActions(a, S.codeActions(a, C.toSpan(a, p.range)))));
  connection.languages.inlayHint.on((p) => withDoc("inlayHint", p.textDocument.uri, [], (a) => C.toInlayHints(a, S.inlayHints(a, C.toSpan(a, p.range)))));
  connection.onDocumentFormatting((p) => withDoc("formatting", p.textDocument.uri, [], (a) => C.toFormattingEdits(a)));
  documents.listen(connection);
}

function renameEdit(connection: Connection, a: Analysis, offset: number, newName: string) {
  const r = S.rename(a, offset, newName);
  if ("error" in r) {
    void connection.window.showErrorMessage(r.error);
    return null;
  }
  return C.toWorkspaceEdit(a, r.edits);
}

/**
 * Quiet time after a change before its diagnostics are made: the connection hands over one message
 * per turn of the event loop, so a burst of edits (a paste, a client replaying keystrokes) would
 * otherwise be analysed version by version — 200 edits to a 1 MB document took 26 s to settle.
 */
export const DIAGNOSTICS_DELAY_MS = 25;

/**
 * Diagnostics on open and change. Changes that arrive within DIAGNOSTICS_DELAY_MS of each other
 * are coalesced: only the newest version of a document is analysed and published.
 */
function wireValidation(connection: Connection, documents: TextDocuments<TextDocument>, analyses: Analyses, guard: <T>(what: string, fallback: T, run: () => T) => T): void {
  const pending = new Map<string, NodeJS.Timeout>();
  const publish = (uri: string) => {
    pending.delete(uri);
    const doc = documents.get(uri);
    if (!doc) return;
    guard("diagnostics", undefined, () => {
      const a = analyses.get(doc);
      void connection.sendDiagnostics({ uri, version: doc.version, diagnostics: a.diagnostics.map((d) => C.toDiagnostic(a, d)) });
    });
  };
  documents.onDidChangeContent((e) => {
    const uri = e.document.uri;
    clearTimeout(pending.get(uri));
    pending.set(uri, setTimeout(() => publish(uri), DIAGNOSTICS_DELAY_MS));
  });
  documents.onDidClose((e) => {
    const t = pending.get(e.document.uri);
    if (t) clearTimeout(t);
    pending.delete(e.document.uri);
    analyses.forget(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });
}
