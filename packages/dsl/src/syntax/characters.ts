// What a character that starts no token is, and what the drafter probably meant by it: the
// message and hint of AL0101 (moved from parse.ts, which lexes and parses).

/** What a character that starts no token is, and what the drafter probably meant by it. */
export function describeCharacter(text: string, offset: number): { message: string; hint: string } {
  const cp = text.codePointAt(offset) ?? 0;
  const ch = String.fromCodePoint(cp);
  const code = "U+" + cp.toString(16).toUpperCase().padStart(4, "0");
  if (ch === '"') {
    return { message: 'expected the closing " of this string on the same line, found the end of the line', hint: 'end it with " on the same line, or use a """text block""" for text over several lines' };
  }
  if ("“”„‟«»‘’‚‛".includes(ch)) {
    return { message: `expected a straight double quote ("), found the typographic quote '${ch}'`, hint: 'text pasted from a word processor often has curly quotes: replace them with " at both ends of the text' };
  }
  if (/\p{Sc}/u.test(ch)) {
    return { message: `expected a currency code after the amount, found the currency sign '${ch}'`, hint: "write the ISO 4217 code after the number, for example 20000 EUR or 20000 PLN" };
  }
  if (ch === "§") {
    return { message: "expected a name, a number or an operator, found the section sign '§'", hint: "cite a provision by the name of its declared source ('per art4'); '§' may stand only inside a \"string\" or a \"\"\"text block\"\"\"" };
  }
  if (ch === ";") {
    return { message: "expected a name, a number or an operator, found ';'", hint: "remove it: a declaration or rule ends at the end of its line, without ';'" };
  }
  if (/[\p{Cf}\p{Z}\p{Cc}]/u.test(ch)) {
    return { message: `expected a visible character or a plain space, found the invisible character ${code}`, hint: "delete it (put the cursor after it and press Backspace); it usually comes with text copied from a PDF or a web page" };
  }
  return { message: `expected a name, a number, a string or an operator, found the character '${ch}' (${code})`, hint: 'remove it, or put it inside a "string"' };
}
