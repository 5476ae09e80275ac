// The editor services: plain-data functions over an Analysis (spans of UTF-16 offsets and
// strings, never protocol types). The language server converts their results at its edge
// (packages/lsp/src/convert.ts); tests call them directly.
export { hover, type HoverInfo } from "./hover.js";
export { completion, type CompletionItem, type CompletionKind, type CompletionResult } from "./completion.js";
export { definition } from "./definition.js";
export { references } from "./references.js";
export { prepareRename, rename, invalidName, type PrepareRenameResult, type RenameResult } from "./rename.js";
export { documentSymbols, type OutlineSymbol, type OutlineKind } from "./symbols.js";
export { semanticTokens, tokenTypes, tokenModifiers, type SemanticToken, type TokenType, type TokenModifier } from "./semanticTokens.js";
export { foldingRanges, type FoldingRange } from "./folding.js";
export { codeActions, type CodeAction } from "./codeActions.js";
export { inlayHints, type InlayHint } from "./inlayHints.js";
export type { TextEdit } from "./textEdit.js";
export { signatureHelp, type SignatureHelpInfo, type Signature, type SignatureParameter } from "./signatureHelp.js";
export { toolLanguage, type ToolLanguage } from "./toolLanguage.js";
export { builtinSignatures } from "./signatures.js";
export { documentHighlights, type Highlight } from "./highlights.js";
