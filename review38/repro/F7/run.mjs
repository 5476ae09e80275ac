// F7: the formatter lifts the comments inside an enumeration's braces above the declaration
// (named and written out): "// after a" no longer stands by its member.
import { dsl, preamble } from "../common.mjs";
const t = preamble("T", "en") + `enum k "K" {\n  // first\n  a "A", // after a\n  b "B"\n}\n`;
console.log(dsl.formatScheme(t).text.split('"""').pop());
