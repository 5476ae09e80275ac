// Every text the other languages have, German (and since es30 Spanish, since fr32 French, since pt39 Portuguese) has too: the keys of the HTML report's messages
// (report/messages/), and of each explanation catalogue (narration/): a sentence for every kind of
// trace fact, the notice's words and statuses, the citation units, the words of a value — each
// key English, Polish or Dutch has is in German, and no language has one the others lack. The
// values are checked to be words (no empty text). TypeScript checks the shapes at build time; this
// checks the objects a run uses, as a reader of the catalogues would.
import { describe, expect, it } from "vitest";
import { catalogueFor, type Catalogue } from "@allot/runtime";
import { messagesFor, type Messages } from "../packages/dsl/src/report/messages/catalogue.js";

const LANGUAGES = ["en", "pl", "nl", "de", "es", "fr", "pt"] as const;

/** "a", "b.c" …: the paths of an object's texts and functions, a plural's forms left out (each language has its own) */
function paths(o: object, at = ""): string[] {
  return Object.entries(o).flatMap(([k, v]) => (v !== null && typeof v === "object" && !("other" in v) ? paths(v as object, `${at}${k}.`) : [`${at}${k}`])).sort();
}
/** the texts under an object, a plural's forms included */
function texts(o: object): string[] {
  return Object.values(o).flatMap((v) => (typeof v === "string" ? [v] : v !== null && typeof v === "object" ? texts(v as object) : []));
}

describe("German has every text the other languages have", () => {
  it("the HTML report's messages", () => {
    const m: Record<string, Messages> = Object.fromEntries(LANGUAGES.map((l) => [l, messagesFor(l)]));
    expect(m["de"]!.locale).toBe("de-DE");
    // `groupAlways` is optional: Spanish groups four digits where es-ES alone does not
    for (const l of LANGUAGES) expect(paths(m[l]!).filter((p) => p !== "groupAlways"), l).toEqual(paths(m["en"]!));
    for (const l of LANGUAGES) expect(texts(m[l]!).filter((t) => !t.trim()), l).toEqual([]);
    expect(m["de"]!.applications).toEqual({ one: "{n} Antrag", other: "{n} Anträge" });
  });

  it("the explanations' catalogue: a sentence for every kind of fact, the notice's words, the units, the values", () => {
    const c: Record<string, Catalogue> = Object.fromEntries(LANGUAGES.map((l) => [l, catalogueFor(l)]));
    expect(c["de"]!.language).toBe("de");
    expect(c["de"]!.locale).toBe("de-DE");
    // `values.moment` is optional: German and Spanish write dates and moments in their own form, the others as the result does
    const own = (l: string, part: string, p: string[]) => (part === "values" ? p.filter((x) => x !== "moment") : p);
    // French too (fr32): "1er mars 2027 à 7 h 59 min 59,999 s", its amounts with the euro's sign, its references joined by a comma
    expect(c["fr"]!.values.moment?.("2027-03-01 07:59:59.999")).toBe("1er mars 2027 à 7 h 59 min 59,999 s");
    expect([c["fr"]!.locale, c["fr"]!.currencies, c["fr"]!.unitJoin, messagesFor("fr").locale]).toEqual(["fr-FR", { EUR: "€" }, ", ", "fr-FR"]);
    for (const part of ["render", "words", "units", "values"] as const)
      for (const l of LANGUAGES) expect(own(l, part, paths(c[l]![part])), `${l} ${part}`).toEqual(paths(c["en"]![part]));
    expect(c["de"]!.values.moment?.("2027-03-01 07:59:59.999")).toBe("01.03.2027, 07:59:59,999 Uhr");
    // Spanish too (es30): "1 de marzo de 2027", its amounts grouped from four digits as the BOE writes them
    expect(c["es"]!.values.moment?.("2027-03-01 07:59:59.999")).toBe("1 de marzo de 2027, a las 07:59:59,999");
    expect([c["es"]!.locale, c["es"]!.groupAlways, messagesFor("es").groupAlways]).toEqual(["es-ES", true, true]);
    // Portuguese too (pt39): "31 de março de 2027, às 17:59:59,500", pt-PT's own grouping, the euro's sign, references joined by a comma
    expect(c["pt"]!.values.moment?.("2027-03-31 17:59:59.500")).toBe("31 de março de 2027, às 17:59:59,500");
    expect([c["pt"]!.locale, c["pt"]!.groupAlways, c["pt"]!.currencies, c["pt"]!.unitJoin, messagesFor("pt").locale]).toEqual(["pt-PT", undefined, { EUR: "€" }, ", ", "pt-PT"]);
    for (const l of LANGUAGES) expect([...texts(c[l]!.words), ...texts(c[l]!.units), ...texts(c[l]!.values)].filter((t) => !t.trim()), l).toEqual([]);
    // the allocation's reasons: German has its own phrases (English has none: the engine writes English), of places and of a computed amount too
    for (const l of ["pl", "nl", "de", "es", "fr", "pt"]) {
      expect(c[l]!.phrases.length, l).toBeGreaterThan(40);
      expect(c[l]!.placePhrases, l).toBeDefined();
      expect(c[l]!.computedPhrases, l).toBeDefined();
    }
  });
});
