// The edge between plain data and the protocol: the only module with LSP types. Spans of
// UTF-16 offsets become ranges through the analysis' line index (LSP positions count UTF-16
// code units too), diagnostics get their severity, code, documentation link and related
// places, and the services' results become protocol objects.
import {
  CodeActionKind, CompletionItemKind, DiagnosticSeverity, DocumentHighlightKind, FoldingRangeKind, InlayHintKind, SymbolKind, MarkupKind, TextDocumentSyncKind,
  type InitializeResult, type ServerCapabilities,
  type CodeAction as LspCodeAction, type CompletionItem as LspCompletionItem, type CompletionList, type Diagnostic as LspDiagnostic,
  type DocumentHighlight, type DocumentSymbol, type FoldingRange as LspFoldingRange, type Hover, type InlayHint as LspInlayHint, type Location,
  type Position, type Range, type SemanticTokens, type SemanticTokensLegend, type SignatureHelp, type TextEdit as LspTextEdit, type WorkspaceEdit,
} from "vscode-languageserver/node";
import { configuredDocsBase, docUrl, formatScheme, type Analysis, type Diagnostic, type Span } from "@allot/dsl";
import type {
  CodeAction, CompletionKind, CompletionResult, FoldingRange, Highlight, HoverInfo, InlayHint, OutlineKind, OutlineSymbol,
  PrepareRenameResult, SemanticToken, SignatureHelpInfo, TextEdit,
} from "./services.js";

/** What the server offers: incremental sync and every feature of the services. */
export function serverCapabilities(legend: SemanticTokensLegend): ServerCapabilities {
  return {
    textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
    hoverProvider: true,
    completionProvider: { triggerCharacters: ["."], resolveProvider: false },
    signatureHelpProvider: { triggerCharacters: ["(", ","], retriggerCharacters: [":", " "] },
    definitionProvider: true,
    documentHighlightProvider: true,
    referencesProvider: true,
    renameProvider: { prepareProvider: true },
    documentSymbolProvider: true,
    semanticTokensProvider: { legend, full: true },
    foldingRangeProvider: true,
    codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
    inlayHintProvider: true,
    documentFormattingProvider: true,
  };
}

export function initializeResult(capabilities: ServerCapabilities): InitializeResult {
  return { capabilities, serverInfo: { name: "allot-language-server", version: "0.1.0" } };
}

export function toRange(a: Analysis, s: Span): Range {
  return { start: a.lines.position(s.start), end: a.lines.position(s.end) };
}

export function toOffset(a: Analysis, p: Position): number {
  return a.lines.offset(p);
}

export function toSpan(a: Analysis, r: Range): Span {
  const start = toOffset(a, r.start);
  return { start, end: Math.max(start, toOffset(a, r.end)) };
}

/** The base URL of the diagnostic pages (doc-links.ts); set from the client's initialization options. */
let docsBase: string | undefined = configuredDocsBase();

/** `initializationOptions.docsUrl`, else ALLOT_DOCS_URL; without either, the pages on this machine. */
export function useDocsUrl(initializationOptions: unknown): void {
  const given = (initializationOptions as { docsUrl?: unknown } | null | undefined)?.docsUrl;
  docsBase = configuredDocsBase(typeof given === "string" ? given : undefined);
}

const severities = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information } as const;

export function toDiagnostic(a: Analysis, d: Diagnostic): LspDiagnostic {
  return {
    range: toRange(a, d.span),
    severity: severities[d.severity],
    code: d.code,
    ...withHref(docUrl(d.code, { base: docsBase, local: true })),
    source: "allot",
    message: d.hint ? `${d.message}\n${d.hint}` : d.message,
    ...(d.related?.length ? { relatedInformation: d.related.map((r) => ({ location: { uri: a.uri, range: toRange(a, r.span) }, message: r.message })) } : {}),
  };
}

const withHref = (href: string | undefined) => (href ? { codeDescription: { href } } : {});

export function toHover(a: Analysis, h: HoverInfo | undefined): Hover | null {
  return h ? { contents: { kind: MarkupKind.Markdown, value: h.markdown }, range: toRange(a, h.span) } : null;
}

const completionKinds: Record<CompletionKind, CompletionItemKind> = {
  keyword: CompletionItemKind.Keyword, source: CompletionItemKind.Reference, act: CompletionItemKind.Module, field: CompletionItemKind.Field,
  criterion: CompletionItemKind.Function, value: CompletionItemKind.Variable, function: CompletionItemKind.Function, member: CompletionItemKind.EnumMember,
  variable: CompletionItemKind.Variable, type: CompletionItemKind.TypeParameter, word: CompletionItemKind.Constant, property: CompletionItemKind.Property,
};

export function toCompletionList(a: Analysis, c: CompletionResult): CompletionList {
  const range = toRange(a, c.span);
  const items = c.items.map((i, n): LspCompletionItem => ({
    label: i.label,
    kind: completionKinds[i.kind],
    sortText: String(n).padStart(4, "0"),
    textEdit: { range, newText: i.label },
    ...(i.detail ? { detail: i.detail } : {}),
    ...(i.documentation ? { documentation: { kind: MarkupKind.Markdown, value: i.documentation } } : {}),
  }));
  return { isIncomplete: false, items };
}

export function toLocations(a: Analysis, spans: readonly Span[]): Location[] {
  return spans.map((s) => ({ uri: a.uri, range: toRange(a, s) }));
}

export function toTextEdits(a: Analysis, edits: readonly TextEdit[]): LspTextEdit[] {
  return edits.map((e) => ({ range: toRange(a, e.span), newText: e.text }));
}

export function toWorkspaceEdit(a: Analysis, edits: readonly TextEdit[]): WorkspaceEdit {
  return { changes: { [a.uri]: toTextEdits(a, edits) } };
}

export function toPrepareRename(a: Analysis, p: PrepareRenameResult): { range: Range; placeholder: string } | null {
  return "error" in p ? null : { range: toRange(a, p.span), placeholder: p.placeholder };
}

const symbolKinds: Record<OutlineKind, SymbolKind> = {
  scheme: SymbolKind.Package, act: SymbolKind.Module, source: SymbolKind.Namespace, inputs: SymbolKind.Struct, field: SymbolKind.Field,
  value: SymbolKind.Variable, function: SymbolKind.Function, eligibility: SymbolKind.Object, rule: SymbolKind.Boolean, criterion: SymbolKind.Function, band: SymbolKind.EnumMember,
  maximum: SymbolKind.Constant, threshold: SymbolKind.Operator, ranking: SymbolKind.Array, step: SymbolKind.Key, allocation: SymbolKind.Object,
  item: SymbolKind.Property, regime: SymbolKind.Class, publish: SymbolKind.Event, labels: SymbolKind.Enum, enum: SymbolKind.Enum,
};

export function toDocumentSymbols(a: Analysis, symbols: readonly OutlineSymbol[]): DocumentSymbol[] {
  return symbols.map((s) => ({
    name: s.name,
    kind: symbolKinds[s.kind],
    range: toRange(a, s.span),
    selectionRange: toRange(a, s.selection),
    children: toDocumentSymbols(a, s.children),
    ...(s.detail ? { detail: s.detail } : {}),
  }));
}

export function semanticLegend(types: readonly string[], modifiers: readonly string[]): SemanticTokensLegend {
  return { tokenTypes: [...types], tokenModifiers: [...modifiers] };
}

/** Delta-encoded tokens, one line at a time: a text block over several lines is sent per line. */
export function toSemanticTokens(a: Analysis, tokens: readonly SemanticToken[], legend: SemanticTokensLegend): SemanticTokens {
  const data: number[] = [];
  let line = 0;
  let char = 0;
  for (const t of tokens) {
    const type = legend.tokenTypes.indexOf(t.type);
    const mods = t.modifiers.reduce((m, x) => m | (1 << legend.tokenModifiers.indexOf(x)), 0);
    for (const piece of perLine(a, t.span)) {
      data.push(piece.line - line, piece.line === line ? piece.character - char : piece.character, piece.length, type, mods);
      line = piece.line;
      char = piece.character;
    }
  }
  return { data };
}

function perLine(a: Analysis, s: Span): Array<{ line: number; character: number; length: number }> {
  const start = a.lines.position(s.start);
  const end = a.lines.position(s.end);
  const out = [];
  for (let l = start.line; l <= end.line; l++) {
    const from = l === start.line ? start.character : 0;
    const to = l === end.line ? end.character : a.lines.lineText(l).length;
    if (to > from) out.push({ line: l, character: from, length: to - from });
  }
  return out;
}

export function toFoldingRanges(ranges: readonly FoldingRange[]): LspFoldingRange[] {
  return ranges.map((r) => ({ startLine: r.startLine, endLine: r.endLine, kind: r.kind === "comment" ? FoldingRangeKind.Comment : FoldingRangeKind.Region }));
}

export function toCodeActions(a: Analysis, actions: readonly CodeAction[]): LspCodeAction[] {
  return actions.map((x) => ({
    title: x.title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [toDiagnostic(a, x.diagnostic)],
    edit: toWorkspaceEdit(a, x.edits),
    ...(x.preferred ? { isPreferred: true } : {}),
  }));
}

export function toInlayHints(a: Analysis, hints: readonly InlayHint[]): LspInlayHint[] {
  return hints.map((h) => ({ position: a.lines.position(h.offset), label: h.label, kind: InlayHintKind.Type, paddingLeft: true, ...(h.tooltip ? { tooltip: h.tooltip } : {}) }));
}

/** Formatting: one edit replacing the whole document, or none when the scheme has syntax errors. */
export function toFormattingEdits(a: Analysis): LspTextEdit[] {
  const r = formatScheme(a.text);
  if (!r.ok || r.text === a.text) return [];
  return [{ range: toRange(a, { start: 0, end: a.text.length }), newText: r.text }];
}

/** Signature help: the forms of the function, each parameter's place in its label and meaning. */
export function toSignatureHelp(h: SignatureHelpInfo | undefined): SignatureHelp | null {
  if (!h) return null;
  return {
    signatures: h.signatures.map((s, k) => ({
      label: s.label,
      documentation: { kind: MarkupKind.Markdown, value: s.documentation },
      parameters: s.parameters.map((q) => ({ label: [q.label[0], q.label[1]] as [number, number], documentation: q.documentation })),
      ...(k === h.activeSignature ? { activeParameter: h.activeParameter } : {}),
    })),
    activeSignature: h.activeSignature,
    activeParameter: h.activeParameter,
  };
}

export function toDocumentHighlights(a: Analysis, hs: readonly Highlight[]): DocumentHighlight[] {
  return hs.map((h) => ({ range: toRange(a, h.span), kind: h.kind === "write" ? DocumentHighlightKind.Write : DocumentHighlightKind.Read }));
}
