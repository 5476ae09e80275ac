// Hover's and signature help's fixed words in each of the seven languages (services/toolLanguage.ts):
// every heading of the minimal scheme's constructs and the legal source's are given in the
// language, the law's text and the scheme's own names as written; a locale read by its first part.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analysis.js";
import { hover, signatureHelp, toolLanguage, type ToolLanguage } from "../../src/services/index.js";
import { localizeHover } from "../../src/services/toolLanguage.js";

const minimal = readFileSync(join(__dirname, "../corpus/good/minimal.allot"), "utf8");
const text = minimal
  .replace("maximum points 10 per art4", "define doubled(x: decimal): decimal = x × 2\n\nmaximum points 10 per art4")
  .replace("total >= 4", "total >= doubled(2)");
const a = analyze(text);
const at = (needle: string, delta = 1) => {
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(`not found: ${needle}`);
  return i + delta;
};

/** Where each heading is hovered, and its English first words. */
const places: ReadonlyArray<readonly [string, string]> = [
  ["by total highest first", "**Ordering key 1 of 1**"],
  ["criterion quality_points", "**Criterion `quality_points`**"],
  ["quality: integer", "**Application field `quality`**"],
  ["budget: money", "**Call parameter `budget`**"],
  ["lottery draw", "**Tie-break step 1 of 1**"],
  ["tiebreak every", "**Tie-break**"],
  ["maximum points", "**Declared maximum: 10 points.**"],
  ["allocation per", "**Allocation**"],
  ["eligibility per", "**Eligibility**"],
  ["rule on_time", "**Eligibility rule `on_time`**"],
  ["threshold minimum", "**Threshold `minimum`**"],
  ["at boundary", "**At the budget boundary**"],
  ["act regulation", "**Act `regulation`**"],
  ["scheme small", "**Scheme `small_grants`**"],
];

const expected: Record<Exclude<ToolLanguage, "en">, { first: string[]; legal: string; param: string }> = {
  nl: {
    first: ["**Ordeningssleutel 1 van 1**", "**Criterium `quality_points`**", "**Veld van de aanvraag `quality`**", "**Parameter van de oproep `budget`**", "**Stap 1 van 1 bij gelijke stand**", "**Beslissing bij gelijke stand**", "**Opgegeven maximum: 10 punten.**", "**Toewijzing**", "**Ontvankelijkheid**", "**Ontvankelijkheidsregel `on_time`**", "**Drempel `minimum`**", "**Op de grens van het budget**", "**Wet `regulation`**", "**Regeling `small_grants`**"],
    legal: "**Rechtsbron**",
    param: "de parameter `x: decimal`",
  },
  pl: {
    first: ["**Klucz porządku 1 z 1**", "**Kryterium `quality_points`**", "**Pole wniosku `quality`**", "**Parametr naboru `budget`**", "**Krok 1 z 1 rozstrzygania remisów**", "**Rozstrzyganie remisów**", "**Zadeklarowane maksimum: 10 pkt.**", "**Przydział**", "**Kwalifikowalność**", "**Reguła kwalifikowalności `on_time`**", "**Próg `minimum`**", "**Na granicy budżetu**", "**Akt `regulation`**", "**Program `small_grants`**"],
    legal: "**Podstawa prawna**",
    param: "parametr `x: decimal`",
  },
  de: {
    first: ["**Ordnungsschlüssel 1 von 1**", "**Kriterium `quality_points`**", "**Feld des Antrags `quality`**", "**Parameter des Aufrufs `budget`**", "**Schritt 1 von 1 des Stichentscheids**", "**Stichentscheid**", "**Angegebenes Höchstmaß: 10 Punkte.**", "**Zuteilung**", "**Förderfähigkeit**", "**Regel der Förderfähigkeit `on_time`**", "**Schwelle `minimum`**", "**An der Budgetgrenze**", "**Rechtsakt `regulation`**", "**Förderprogramm `small_grants`**"],
    legal: "**Rechtsgrundlage**",
    param: "der Parameter `x: decimal`",
  },
  es: {
    first: ["**Clave de orden 1 de 1**", "**Criterio `quality_points`**", "**Campo de la solicitud `quality`**", "**Parámetro de la convocatoria `budget`**", "**Paso 1 de 1 del desempate**", "**Desempate**", "**Máximo declarado: 10 puntos.**", "**Asignación**", "**Admisibilidad**", "**Regla de admisibilidad `on_time`**", "**Umbral `minimum`**", "**En el límite del presupuesto**", "**Norma `regulation`**", "**Programa `small_grants`**"],
    legal: "**Fuente jurídica**",
    param: "el parámetro `x: decimal`",
  },
  fr: {
    first: ["**Clé d’ordre 1 sur 1**", "**Critère `quality_points`**", "**Champ de la demande `quality`**", "**Paramètre de l’appel `budget`**", "**Étape 1 sur 1 du départage**", "**Départage**", "**Maximum déclaré : 10 points.**", "**Attribution**", "**Éligibilité**", "**Règle d’éligibilité `on_time`**", "**Seuil `minimum`**", "**À la limite du budget**", "**Acte `regulation`**", "**Dispositif `small_grants`**"],
    legal: "**Source juridique**",
    param: "le paramètre `x: decimal`",
  },
  pt: {
    first: ["**Chave 1 de 1**", "**Critério `quality_points`**", "**Campo da candidatura `quality`**", "**Parâmetro do aviso `budget`**", "**Passo 1 de 1 do desempate**", "**Desempate**", "**Máximo declarado: 10 pontos.**", "**Seleção**", "**Elegibilidade**", "**Regra de elegibilidade `on_time`**", "**Limiar `minimum`**", "**No limite da dotação**", "**Diploma `regulation`**", "**Programa `small_grants`**"],
    legal: "**Fonte jurídica**",
    param: "o parâmetro `x: decimal`",
  },
};

describe("hover and signature help in seven languages", () => {
  it("gives English by default, as before", () => {
    expect(a.diagnostics).toEqual([]);
    for (const [needle, first] of places) expect(hover(a, at(needle))!.markdown.startsWith(first), needle).toBe(true);
  });

  for (const [lang, want] of Object.entries(expected) as Array<[Exclude<ToolLanguage, "en">, (typeof expected)["nl"]]>) {
    it(`gives the fixed words in ${lang}, the law's text as written`, () => {
      places.forEach(([needle], k) => {
        const md = hover(a, at(needle), lang)!.markdown;
        expect(md.startsWith(want.first[k]!), `${needle}: ${md.split("\n")[0]}`).toBe(true);
        expect(md).not.toContain("Legal source");
      });
      const key = hover(a, at("by total highest first"), lang)!.markdown;
      expect(key).toContain(`${want.legal.slice(0, -2)} (`);
      expect(key).toContain("> Grants are awarded in descending order of points until the budget is exhausted.");
      expect(hover(a, at("criterion quality_points"), lang)!.markdown).toContain(`${want.legal} \`art4\``);
      expect(signatureHelp(a, at("doubled(2)", 8), lang)!.signatures[0]!.parameters[0]!.documentation).toBe(want.param);
    });
  }

  it("says in the language that no source is cited, or that the one cited is not declared", () => {
    const uncited = analyze(text.replace("eligibility per art3 {", "eligibility {"));
    const rule = hover(uncited, text.indexOf("rule on_time") - "per art3 ".length + 1, "nl")!.markdown;
    expect(rule).toContain("**Rechtsbron:** geen aangehaald. Elke regel, elk criterium");
    const undeclared = analyze(text.replace("eligibility per art3 {", "eligibility per art9 {"));
    expect(hover(undeclared, at("rule on_time"), "de")!.markdown).toContain("**Rechtsgrundlage (angeführt vom umgebenden Block: Förderfähigkeit):** `art9` ist nicht deklariert.");
  });

  it("gives a group's and the right to object's source headings, and never rewrites a quoted line", () => {
    const md = "**Title**\n\n**Legal source of the right to object** `o` — Article 7  \n*Act* (language: fr)\n\n> Legal source (language: en)\n\n**Legal source (cited by the enclosing group)** `g`";
    expect(localizeHover(md, "fr")).toBe(
      "**Title**\n\n**Source juridique du droit de recours** `o` — Article 7  \n*Act* (langue: fr)\n\n> Legal source (language: en)\n\n**Source juridique (citée par le bloc englobant : groupe)** `g`",
    );
  });

  it("reads a locale by its first part; one not covered is English", () => {
    expect(["nl", "nl-BE", "nl_NL", "NL", "de-AT", "pl", "es-419", "fr-CA", "en-GB", "pt-PT", "pt-BR"].map(toolLanguage)).toEqual(["nl", "nl", "nl", "nl", "de", "pl", "es", "fr", "en", "pt", "pt"]);
    expect(["it", "cs-CZ", "", undefined, 3].map(toolLanguage)).toEqual(["en", "en", "en", "en", "en"]);
  });
});
