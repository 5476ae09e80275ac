// The most grants a group may hold, in the number's form (words29, drafter28's "also seen"): German
// said "damit sind nun 1 der 1 zulässigen Zuerkennungen in Anspruch genommen" — the verb and the
// noun plural whatever the number. Each catalogue now words the most with its plural rules
// (`Formats.count`, Intl.PluralRules): German "von" and the dative, the verb in the number of what
// is held; Dutch the noun's singular after one; Polish "z" and the genitive singular after one.
// drafted_cargobike: one grant per household; L03 is household H03's one grant.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const dir = resolve(__dirname, "../schemes/drafted_cargobike");
const text = readFileSync(join(dir, "lastenrad.allot"), "utf8");
const input = JSON.parse(readFileSync(join(dir, "data/lastenrad_2027.json"), "utf8"));

const last = (language: string, id = "L03"): string => {
  const scheme = text.replace("  language de\n", `  language ${language}\n`);
  return evaluate(load(analyze(scheme)), input).result.results.find((r) => r.id === id)!.explanation.at(-1)!.text;
};

describe("a group's most grants is worded in the number's form", () => {
  it("one of one grant: en, nl, pl, de", () => {
    expect(last("de")).toBe("1.500,00 EUR zuerkannt: passt in die verbleibenden Mittel, als Mitglied der Gruppe „Haushalt: H03“ (damit ist nun 1 von 1 zulässigen Zuerkennung in Anspruch genommen) (verbleibend vor diesem Antrag: 5.000,00 EUR).");
    expect(last("nl")).toBe("Toegekend: 1.500,00 EUR: past binnen het resterende budget, als lid van de groep ‘Haushalt: H03’ (de groep heeft nu 1 van de 1 toegestane toekenning) (resterend vóór deze aanvraag: 5.000,00 EUR).");
    expect(last("pl")).toBe("Przyznano 1500,00 EUR: mieści się w pozostałych środkach, jako członek grupy „Haushalt: H03” (grupa ma teraz 1 z 1 dozwolonej przyznanej kwoty) (środki pozostałe przed tym wnioskiem: 5000,00 EUR).");
    expect(last("en")).toBe("Granted 1500.00 EUR: fits in the remaining budget, as a member of Haushalt 'H03', which now holds 1 grant of the 1 it may have (remaining before: 5000.00 EUR).");
  });
});
