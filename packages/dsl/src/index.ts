// @allot/dsl: the Allot language front end and compiler, as a library.
export { analyze, clearAnalysisCache, type Analysis } from "./analysis.js";
export { parse, lex } from "./syntax/parse.js";
export { codes, allCodes, type Code, type CodeInfo, type Severity } from "./diagnostics/codes.js";
export { docUrl, docsBase, configuredDocsBase, localDocsDir, DOCS_URL_ENV } from "./diagnostics/doc-links.js";
export type { Diagnostic, Fix, RelatedInfo } from "./diagnostics/diagnostic.js";
export type * as ast from "./ast/nodes.js";
export type { Model, SymbolInfo, Reference } from "./semantics/model.js";
export { maxSchemeNameLength } from "./semantics/checks/schemeName.js";
export { load, generateBody, SchemeHasErrors } from "./compile/load.js";
export { LineIndex, type Span, type Position } from "./span.js";
export { applyMapping, checkMappingNames, recordIdKey, recordsPath, unfoundCallPath, validateMapping, type InputMapping } from "./data/mapping.js";
export * from "./services/index.js";
export { formatScheme, type FormatResult } from "./format/format.js";
export { noticeDated, objectionClause, type ObjectionClause } from "./report/objection.js";
