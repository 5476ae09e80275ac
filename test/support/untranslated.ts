// What a render in Polish, Dutch, German, Spanish, French or Portuguese leaves in English: every step of a trace rendered again by the
// catalogue of each language (whatever the scheme declares), collecting the engine's English texts
// the catalogue passed through untranslated (`renderChecked`, narration/catalogue.ts).
import { catalogueFor, renderChecked, type SelectionResult, type TraceFact } from "@allot/runtime";

/** The English texts left in `languages`' renders of every step of `result` (run with explain: "trace"), as "language: text". */
export function untranslated(result: SelectionResult, languages: readonly string[] = ["pl", "nl", "de", "es", "fr", "pt"]): string[] {
  const out = new Set<string>();
  for (const r of result.results)
    for (const step of r.explanation) {
      const { step: _s, source: _src, text, ...rest } = step as unknown as Record<string, unknown>;
      if (!("kind" in rest)) continue;
      // a `text` fact's own field is its text (the step's text is the same)
      const fact = rest["kind"] === "text" ? { ...rest, text } : rest;
      for (const language of languages) for (const u of renderChecked(fact as unknown as TraceFact, catalogueFor(language)).untranslated) out.add(`${language}: ${u}`);
    }
  return [...out].sort();
}
