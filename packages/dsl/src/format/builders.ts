// Prettier's document builders, imported once from the light `prettier/doc` entry (not the whole
// of prettier), so the CLI and the language server can format synchronously.
import * as prettierDoc from "prettier/doc";

export const { group, conditionalGroup, indent, join, line, softline, hardline, literalline, ifBreak, fill } = prettierDoc.builders;
export const { printDocToString } = prettierDoc.printer;
export const { removeLines } = prettierDoc.utils;
