// The scheme header's keys (docs/language.md §4). `version` and `language` are compiled into the
// scheme; `timezone` is documentation, but a reader takes it as the zone the call's moments are
// read in, so it must name one. A key the header does not know (`languag en`) would be kept as
// documentation and change nothing — the explanations would come out in English — so it is
// AL0414, a warning with the nearest known key; a zone the runtime's Intl does not know
// (`timezone "Nowhere/City"`) is AL0205, as it is in `datetime("…")`. An act's keys likewise
// (`identifier`, `language`; lang23's finding): another key (`identifer "BWBR0005537"`) is kept and
// read nowhere: the act's number is missing from the hover on a citation (services/legal.ts), a
// misspelt `language` leaves the notices' quoted texts without theirs (report/notice.ts) — AL0415,
// a warning with the nearest known key. A `language` whose sentences Allot has no catalogue of
// (`language cs`: runtime narration/catalogue.ts) checks, but every explanation and notice comes
// out in English around the scheme's titles — AL0424, a warning naming the languages there are.
import { catalogueLanguages } from "@allot/runtime";
import { diag } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import { validTimeZone } from "../declare.js";
import type { Model } from "../model.js";

/** The keys a scheme header knows. */
export const headerKeys = ["version", "language", "timezone"] as const;

/** The keys an act knows. */
export const actKeys = ["identifier", "language"] as const;

export function header(m: Model): void {
  for (const act of m.acts.values()) {
    for (const p of act.properties) {
      const key = p.key.text;
      if ((actKeys as readonly string[]).includes(key)) continue;
      m.diagnostics.push(
        diag("AL0415", p.key.span, `expected an act's key (${actKeys.join(", ")}), found '${key}'`, {
          hint: didYouMean(key, actKeys) ?? "an act knows 'identifier' (its official number or ELI) and 'language'; say anything else in a comment or in the act's title",
        }),
      );
    }
  }
  for (const p of m.scheme?.properties ?? []) {
    const key = p.key.text;
    if (!(headerKeys as readonly string[]).includes(key)) {
      m.diagnostics.push(
        diag("AL0414", p.key.span, `expected a header key (${headerKeys.join(", ")}), found '${key}'`, {
          hint: didYouMean(key, headerKeys) ?? "the header knows 'version', 'language' and 'timezone'; say anything else in a comment or in the scheme's title",
        }),
      );
    } else if (key === "language") {
      const language = p.value.replace(/^"|"$/g, "");
      const primary = language.toLowerCase().split(/[-_]/)[0]!;
      if (!catalogueLanguages.includes(primary)) {
        const there = catalogueLanguages.join(", ");
        m.diagnostics.push(
          diag("AL0424", p.valueSpan, `expected a language Allot writes explanations in (${there}), found '${language}': the explanations, notices and report will be in English`, {
            hint: `keep 'language ${language}' if it is the law's language; the applicants read English sentences around the scheme's own titles until a catalogue for '${primary}' is added (docs/language.md §22.1)`,
          }),
        );
      }
    } else if (key === "timezone" && !validTimeZone(p.value)) {
      m.diagnostics.push(
        diag("AL0205", p.valueSpan, `expected an IANA time zone such as "Europe/Warsaw", found "${p.value}"`, {
          hint: didYouMean(p.value, Intl.supportedValuesOf("timeZone")) ?? 'name the place whose clock counts, as in the tz database ("Europe/Berlin", "Europe/Amsterdam"), or "UTC"; it should be the zone the call\'s date-times declare',
        }),
      );
    }
  }
}
