// AL0418: a source's units that the act's language cites wrongly (drafter34's finding 5). A
// citation is told in each catalogue's words for the units (docs/language.md §4, "Units and how
// each language cites them"): a unit Allot does not know (`subsection`) is cited as written, in
// English, in every language; and in a German or Polish act `paragraph` is the Absatz / ustęp
// ("Abs. 5", "ust. 5"), a subdivision of a § or an article — a German drafter who writes
// `paragraph 5` for "§ 5" reads "Abs. 5" in every notice.
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import type * as A from "../../ast/nodes.js";
import { refUnits } from "../types.js";

const KNOWN: ReadonlySet<string> = new Set(refUnits);
/** the languages whose § is `section` and whose `paragraph` is a subdivision of a § or an article */
const SECTIONED: Readonly<Record<string, { section: string; paragraph: string }>> = { de: { section: "§", paragraph: "Abs." }, pl: { section: "§", paragraph: "ust." } };

const languageOf = (properties: readonly A.Property[] | undefined): string | undefined => properties?.find((p) => p.key.text === "language")?.value.replace(/^"|"$/g, "");

export function citationUnits(m: Model): void {
  const acts = new Map<string, A.ActDecl>();
  for (const d of m.file.declarations) if (d.kind === "act") acts.set(d.name.text, d);
  const schemeLanguage = languageOf(m.scheme?.properties);
  for (const d of m.file.declarations) {
    if (d.kind !== "source") continue;
    const unknown = d.parts.find((p) => !KNOWN.has(p.unit.text));
    if (unknown) {
      m.diagnostics.push(
        diag("AL0418", unknown.unit.span, `expected a unit of a provision Allot cites in each language (${refUnits.join(", ")}), found '${unknown.unit.text}': the citation is given as written, in English, in every language`, {
          hint: "a German § is `section`, its Absatz `paragraph`, its Satz `subparagraph`, its Nummer `point` (docs/language.md §4, \"Units and how each language cites them\")",
        }),
      );
      continue;
    }
    const language = languageOf(acts.get(d.act.text)?.properties) ?? schemeLanguage;
    const sectioned = language ? SECTIONED[language] : undefined;
    const first = d.parts[0];
    if (sectioned && first && first.unit.text === "paragraph") {
      // the units under it shift down one with the first: the drafter's `section` after a
      // `paragraph` for the § is the Absatz (`paragraph 2 section 1` for "§ 2 Abs. 1" is
      // `section 2 paragraph 1`, drafter37's finding 5), a second `paragraph` the Satz
      const shifted: Readonly<Record<string, string>> = { section: "paragraph", paragraph: "subparagraph" };
      const rest = d.parts.slice(1).map((p) => ` ${shifted[p.unit.text] ?? p.unit.text} ${p.value}`).join("");
      m.diagnostics.push(
        diag("AL0418", first.unit.span, `expected a ${sectioned.section} to be written \`section\` in an act in '${language}', found \`paragraph ${first.value}\`, which is cited "${sectioned.paragraph} ${first.value}", a subdivision of a ${sectioned.section} or an article`, {
          hint: `write \`section ${first.value}${rest}\` for "${sectioned.section} ${first.value}"; \`paragraph\` is the ${sectioned.paragraph} under it (\`section 3 paragraph 1\`: "${sectioned.section} 3 ${sectioned.paragraph} 1")`,
        }),
      );
    }
  }
}
