// F1: the members of a named enumeration (§6.3) are not found by the editor's services:
// definition, references (the declaration), rename, hover at the declaration; the enumeration is
// not in the outline; renaming it to a let's name is refused though its names are a namespace of its own.
import fs from "node:fs";
import { dsl } from "../common.mjs";
const text = fs.readFileSync(new URL("../../../schemes/drafted_bourse/bourse_criteres_sociaux.allot", import.meta.url), "utf8");
const a = dsl.analyze(text);
const use = text.indexOf("then e7") + 6, decl = text.indexOf('  e7 "échelon 7"') + 3, name = text.indexOf("enum echelon_bourse") + 6;
console.log("definition of e7 at 'then e7':", JSON.stringify(dsl.definition(a, use)), "(want the member's declaration)");
console.log("references of e7 with the declaration:", dsl.references(a, use, true).length, "(want 4: the declaration, 2 keys, 1 branch)");
console.log("prepareRename at 'then e7':", JSON.stringify(dsl.prepareRename(a, use)));
console.log("hover at the member's declaration:", JSON.stringify(dsl.hover(a, decl)));
console.log("outline has the enumeration:", dsl.documentSymbols(a).some((s) => s.name === "echelon_bourse"));
console.log("rename the enumeration to 'echelon' (a let's name):", JSON.stringify(dsl.rename(a, name, "echelon")));
