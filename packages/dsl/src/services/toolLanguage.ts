// The language of the editor's fixed words: hover's headings ("Legal source", "Field", "Ranking",
// "Ordering key 1 of 3", …), the kinds of construct a legal source is cited by, and signature
// help's words on a function the scheme declares, in the seven languages of the catalogues (en,
// nl, pl, de, es, fr, pt). The language server chooses one from the client's locale (docs/editors.md);
// a locale not covered gets English. Only the fixed words move: the law's own text (a source's
// quote, an act's title, a scheme's names and texts) stays as it is written, and the
// explanations' sentences are still English (docs/editors.md says so).
import type { Signature, SignatureHelpInfo } from "./signatureHelp.js";

export type ToolLanguage = "en" | "nl" | "pl" | "de" | "es" | "fr" | "pt";
type Others = Exclude<ToolLanguage, "en">;
/** One fixed word in the six languages beside English; `{n}`, `{m}`: the numbers of the English. */
type Words = Readonly<Record<Others, string>>;

const covered: readonly ToolLanguage[] = ["en", "nl", "pl", "de", "es", "fr", "pt"];

/** The language of a client's locale (`nl`, `nl-BE`, `pt_BR`, `DE`): its first part, else English. */
export function toolLanguage(locale: unknown): ToolLanguage {
  if (typeof locale !== "string") return "en";
  const first = locale.trim().toLowerCase().split(/[-_.@]/)[0] ?? "";
  return (covered as readonly string[]).includes(first) ? (first as ToolLanguage) : "en";
}

/** The headings of hover's first line, after its `**` (read longest first: `Call parameters` is not `Call parameter`). */
const headings: ReadonlyArray<readonly [string, Words]> = [
  ["First come, first served", { nl: "Wie het eerst komt, het eerst maalt", pl: "Kolejność zgłoszeń", de: "Windhundprinzip", es: "Por orden de llegada", pt: "Por ordem de chegada", fr: "Premier arrivé, premier servi" }],
  ["At the budget boundary", { nl: "Op de grens van het budget", pl: "Na granicy budżetu", de: "An der Budgetgrenze", es: "En el límite del presupuesto", pt: "No limite da dotação", fr: "À la limite du budget" }],
  ["Publication deadline", { nl: "Termijn van publicatie", pl: "Termin publikacji", de: "Veröffentlichungsfrist", es: "Plazo de publicación", pt: "Prazo de publicação", fr: "Délai de publication" }],
  ["Application fields", { nl: "Velden van de aanvraag", pl: "Pola wniosku", de: "Felder des Antrags", es: "Campos de la solicitud", pt: "Campos da candidatura", fr: "Champs de la demande" }],
  ["Application field", { nl: "Veld van de aanvraag", pl: "Pole wniosku", de: "Feld des Antrags", es: "Campo de la solicitud", pt: "Campo da candidatura", fr: "Champ de la demande" }],
  ["Points not summed", { nl: "Punten niet opgeteld", pl: "Punkty nie są sumowane", de: "Punkte nicht addiert", es: "Puntos no sumados", pt: "Pontos não somados", fr: "Points non additionnés" }],
  ["Published columns", { nl: "Gepubliceerde kolommen", pl: "Publikowane kolumny", de: "Veröffentlichte Spalten", es: "Columnas publicadas", pt: "Colunas publicadas", fr: "Colonnes publiées" }],
  ["Built-in function", { nl: "Ingebouwde functie", pl: "Funkcja wbudowana", de: "Eingebaute Funktion", es: "Función integrada", pt: "Função integrada", fr: "Fonction intégrée" }],
  ["Call parameters", { nl: "Parameters van de oproep", pl: "Parametry naboru", de: "Parameter des Aufrufs", es: "Parámetros de la convocatoria", pt: "Parâmetros do aviso", fr: "Paramètres de l’appel" }],
  ["Call parameter", { nl: "Parameter van de oproep", pl: "Parametr naboru", de: "Parameter des Aufrufs", es: "Parámetro de la convocatoria", pt: "Parâmetro do aviso", fr: "Paramètre de l’appel" }],
  ["Amount granted", { nl: "Toegekend bedrag", pl: "Przyznana kwota", de: "Bewilligter Betrag", es: "Importe concedido", pt: "Montante aprovado", fr: "Montant accordé" }],
  ["Derived value", { nl: "Afgeleide waarde", pl: "Wartość pochodna", de: "Abgeleiteter Wert", es: "Valor derivado", pt: "Valor derivado", fr: "Valeur dérivée" }],
  ["Reserve list", { nl: "Reservelijst", pl: "Lista rezerwowa", de: "Nachrückliste", es: "Lista de reserva", pt: "Lista de reserva", fr: "Liste d’attente" }],
  ["Enumeration", { nl: "Opsomming", pl: "Wyliczenie", de: "Aufzählung", es: "Enumeración", pt: "Enumeração", fr: "Énumération" }],
  ["Eligibility", { nl: "Ontvankelijkheid", pl: "Kwalifikowalność", de: "Förderfähigkeit", es: "Admisibilidad", pt: "Elegibilidade", fr: "Éligibilité" }],
  ["Reservation", { nl: "Reservering", pl: "Rezerwacja", de: "Vorbehalt", es: "Reserva", pt: "Reserva", fr: "Réservation" }],
  ["Settlement", { nl: "Vaststelling", pl: "Rozliczenie", de: "Abrechnung", es: "Liquidación", pt: "Liquidação", fr: "Règlement" }],
  ["Allocation", { nl: "Toewijzing", pl: "Przydział", de: "Zuteilung", es: "Asignación", pt: "Seleção", fr: "Attribution" }],
  ["Tie-break", { nl: "Beslissing bij gelijke stand", pl: "Rozstrzyganie remisów", de: "Stichentscheid", es: "Desempate", pt: "Desempate", fr: "Départage" }],
  ["Function", { nl: "Functie", pl: "Funkcja", de: "Funktion", es: "Función", pt: "Função", fr: "Fonction" }],
  ["Pro rata", { nl: "Naar rato", pl: "Proporcjonalnie", de: "Anteilig", es: "A prorrata", pt: "Rateio", fr: "Au prorata" }],
  ["Ranking", { nl: "Rangschikking", pl: "Ranking", de: "Rangfolge", es: "Clasificación", pt: "Ordenação", fr: "Classement" }],
  ["Regime", { nl: "Regime", pl: "Tryb", de: "Regime", es: "Régimen", pt: "Regime", fr: "Régime" }],
  ["Scheme", { nl: "Regeling", pl: "Program", de: "Förderprogramm", es: "Programa", pt: "Programa", fr: "Dispositif" }],
  ["Budget", { nl: "Budget", pl: "Budżet", de: "Budget", es: "Presupuesto", pt: "Dotação", fr: "Budget" }],
  ["Quota", { nl: "Quotum", pl: "Limit", de: "Kontingent", es: "Cupo", pt: "Quota", fr: "Quota" }],
  ["Group", { nl: "Groep", pl: "Grupa", de: "Gruppe", es: "Grupo", pt: "Grupo", fr: "Groupe" }],
  ["Field", { nl: "Veld", pl: "Pole", de: "Feld", es: "Campo", pt: "Campo", fr: "Champ" }],
  ["Act", { nl: "Wet", pl: "Akt", de: "Rechtsakt", es: "Norma", pt: "Diploma", fr: "Acte" }],
  ["Eligibility rule", { nl: "Ontvankelijkheidsregel", pl: "Reguła kwalifikowalności", de: "Regel der Förderfähigkeit", es: "Regla de admisibilidad", pt: "Regra de elegibilidade", fr: "Règle d’éligibilité" }],
  ["Criterion", { nl: "Criterium", pl: "Kryterium", de: "Kriterium", es: "Criterio", pt: "Critério", fr: "Critère" }],
  ["Threshold", { nl: "Drempel", pl: "Próg", de: "Schwelle", es: "Umbral", pt: "Limiar", fr: "Seuil" }],
  ["No budget limit", { nl: "Geen grens aan het budget", pl: "Bez limitu budżetu", de: "Keine Budgetgrenze", es: "Sin límite de presupuesto", pt: "Sem limite de dotação", fr: "Sans limite de budget" }],
  ["Without a ranking", { nl: "Zonder rangschikking", pl: "Bez rankingu", de: "Ohne Rangfolge", es: "Sin clasificación", pt: "Sem ordenação", fr: "Sans classement" }],
  ["Published rows", { nl: "Gepubliceerde rijen", pl: "Publikowane wiersze", de: "Veröffentlichte Zeilen", es: "Filas publicadas", pt: "Linhas publicadas", fr: "Lignes publiées" }],
  ["Publication", { nl: "Publicatie", pl: "Publikacja", de: "Veröffentlichung", es: "Publicación", pt: "Publicação", fr: "Publication" }],
  ["Labels", { nl: "Benamingen", pl: "Etykiety", de: "Bezeichnungen", es: "Etiquetas", pt: "Rótulos", fr: "Libellés" }],
  ["Decision notice", { nl: "Beschikking", pl: "Zawiadomienie o decyzji", de: "Bescheid", es: "Notificación de la resolución", pt: "Notificação da decisão", fr: "Notification de la décision" }],
  ["Ordering step", { nl: "Stap van de ordening", pl: "Krok porządku", de: "Schritt der Reihenfolge", es: "Paso del orden", pt: "Passo da ordenação", fr: "Étape du classement" }],
];

/** Headings with numbers in them: the English as a pattern, `{n}` and `{m}` its numbers. */
const numbered: ReadonlyArray<readonly [RegExp, Words]> = [
  [/^\*\*Ordering key (\d+) of (\d+)\*\* of the ranking/, { nl: "**Ordeningssleutel {n} van {m}** van de rangschikking", pl: "**Klucz porządku {n} z {m}** rankingu", de: "**Ordnungsschlüssel {n} von {m}** der Rangfolge", es: "**Clave de orden {n} de {m}** de la clasificación", pt: "**Chave {n} de {m}** da ordenação", fr: "**Clé d’ordre {n} sur {m}** du classement" }],
  [/^\*\*Tie-break step (\d+) of (\d+)\*\*/, { nl: "**Stap {n} van {m} bij gelijke stand**", pl: "**Krok {n} z {m} rozstrzygania remisów**", de: "**Schritt {n} von {m} des Stichentscheids**", es: "**Paso {n} de {m} del desempate**", pt: "**Passo {n} de {m} do desempate**", fr: "**Étape {n} sur {m} du départage**" }],
  [/^\*\*Band (\d+) of (\d+)\*\* of criterion/, { nl: "**Schijf {n} van {m}** van criterium", pl: "**Przedział {n} z {m}** kryterium", de: "**Stufe {n} von {m}** des Kriteriums", es: "**Tramo {n} de {m}** del criterio", pt: "**Escalão {n} de {m}** do critério", fr: "**Tranche {n} sur {m}** du critère" }],
  // the scale of points (§11.3; review39 F6: places38's heading had no entry)
  [/^\*\*Points with (\d+) places\*\*/, { nl: "**Punten met {n} decimalen**", pl: "**Punkty z {n} miejscami po przecinku**", de: "**Punkte mit {n} Nachkommastellen**", es: "**Puntos con {n} decimales**", pt: "**Pontos com {n} casas decimais**", fr: "**Points à {n} décimales**" }],
  [/^\*\*Declared maximum: ([\d.]+) points\.\*\*/, { nl: "**Opgegeven maximum: {n} punten.**", pl: "**Zadeklarowane maksimum: {n} pkt.**", de: "**Angegebenes Höchstmaß: {n} Punkte.**", es: "**Máximo declarado: {n} puntos.**", pt: "**Máximo declarado: {n} pontos.**", fr: "**Maximum déclaré : {n} points.**" }],
];

const legalSource: Words = { nl: "Rechtsbron", pl: "Podstawa prawna", de: "Rechtsgrundlage", es: "Fuente jurídica", pt: "Fonte jurídica", fr: "Source juridique" };

/** The blocks whose citation a construct inside takes (legal.ts `citedMarkdown`). */
const kinds: Readonly<Record<string, Words>> = {
  eligibility: { nl: "ontvankelijkheid", pl: "kwalifikowalność", de: "Förderfähigkeit", es: "admisibilidad", pt: "elegibilidade", fr: "éligibilité" },
  criterion: { nl: "criterium", pl: "kryterium", de: "Kriterium", es: "criterio", pt: "critério", fr: "critère" },
  threshold: { nl: "drempel", pl: "próg", de: "Schwelle", es: "umbral", pt: "limiar", fr: "seuil" },
  ranking: { nl: "rangschikking", pl: "ranking", de: "Rangfolge", es: "clasificación", pt: "ordenação", fr: "classement" },
  "tie-break": { nl: "beslissing bij gelijke stand", pl: "rozstrzyganie remisów", de: "Stichentscheid", es: "desempate", pt: "desempate", fr: "départage" },
  allocation: { nl: "toewijzing", pl: "przydział", de: "Zuteilung", es: "asignación", pt: "seleção", fr: "attribution" },
  "allocation item": { nl: "onderdeel van de toewijzing", pl: "element przydziału", de: "Teil der Zuteilung", es: "parte de la asignación", pt: "parte da seleção", fr: "élément de l’attribution" },
  publish: { nl: "publicatie", pl: "publikacja", de: "Veröffentlichung", es: "publicación", pt: "publicação", fr: "publication" },
  regime: { nl: "regime", pl: "tryb", de: "Regime", es: "régimen", pt: "regime", fr: "régime" },
  group: { nl: "groep", pl: "grupa", de: "Gruppe", es: "grupo", pt: "grupo", fr: "groupe" },
  notice: { nl: "mededeling", pl: "zawiadomienie", de: "Mitteilung", es: "notificación", pt: "notificação", fr: "notification" },
};

const cited: Words = {
  nl: "aangehaald door het omvattende blok: {k}",
  pl: "przywołana przez blok nadrzędny: {k}",
  de: "angeführt vom umgebenden Block: {k}",
  es: "citada por el bloque que la contiene: {k}", pt: "citada pelo bloco que a contém: {k}",
  fr: "citée par le bloc englobant : {k}",
};
const objectionSource: Words = {
  nl: "Rechtsbron van het recht van bezwaar",
  pl: "Podstawa prawna prawa do odwołania",
  de: "Rechtsgrundlage des Widerspruchsrechts",
  es: "Fuente jurídica del derecho de recurso", pt: "Fonte jurídica do direito de reclamação",
  fr: "Source juridique du droit de recours",
};
const noneCited: Words = {
  nl: "**Rechtsbron:** geen aangehaald. Elke regel, elk criterium, elke drempel, elke stap van de ordening en elke regel van de toewijzing moet er een aanhalen (`per <source>`).",
  pl: "**Podstawa prawna:** nie przywołano żadnej. Każda reguła, kryterium, próg, krok porządku i reguła przydziału musi ją przywołać (`per <source>`).",
  de: "**Rechtsgrundlage:** keine angeführt. Jede Regel, jedes Kriterium, jede Schwelle, jeder Schritt der Reihenfolge und jede Regel der Zuteilung muss eine anführen (`per <source>`).",
  es: "**Fuente jurídica:** ninguna citada. Cada regla, criterio, umbral, paso del orden y regla de asignación debe citar una (`per <source>`).", pt: "**Fonte jurídica:** nenhuma citada. Cada regra, critério, limiar, passo da ordenação e regra de seleção tem de citar uma (`per <source>`).",
  fr: "**Source juridique :** aucune citée. Chaque règle, critère, seuil, étape du classement et règle d’attribution doit en citer une (`per <source>`).",
};
const notDeclared: Words = { nl: "is niet gedeclareerd", pl: "nie jest zadeklarowana", de: "ist nicht deklariert", es: "no está declarada", pt: "não está declarada", fr: "n’est pas déclarée" };
const actNotDeclared: Words = { nl: "niet gedeclareerd", pl: "niezadeklarowany", de: "nicht deklariert", es: "no declarada", pt: "não declarada", fr: "non déclaré" };
const languageWord: Words = { nl: "taal", pl: "język", de: "Sprache", es: "idioma", pt: "língua", fr: "langue" };
const noText: Words = { nl: "_(de bron geeft geen tekst)_", pl: "_(źródło nie podaje tekstu)_", de: "_(die Quelle gibt keinen Text)_", es: "_(la fuente no da texto)_", pt: "_(a fonte não dá texto)_", fr: "_(la source ne donne pas de texte)_" };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const headingRe = new RegExp(`^\\*\\*(${[...headings].sort(([x], [y]) => y.length - x.length).map(([en]) => escape(en)).join("|")})(?=[\\s*:\`“,])`);
const headingOf = new Map(headings);
const fill = (t: string, n?: string, m?: string) => t.replace("{n}", n ?? "").replace("{m}", m ?? "");

/**
 * A hover's markdown with its fixed words in `lang`: the first line's heading, and the legal
 * source's heading, its "none cited", "not declared", the act's "(language: …)" and "(not
 * declared)". A quoted line (`> …`, the law's text) is never touched.
 */
export function localizeHover(markdown: string, lang: ToolLanguage): string {
  if (lang === "en") return markdown;
  let out = markdown;
  const num = numbered.find(([re]) => re.test(out));
  if (num) out = out.replace(num[0], (_, n: string, m: string) => fill(num[1][lang], n, m));
  // a heading with more English after its word (`Ranking of \`stage\``, `Budget of …`: a stage's) is left whole
  else if (!/^\*\*[^*\n]*( of |, in )/.test(out)) out = out.replace(headingRe, (_, en: string) => `**${headingOf.get(en)![lang]}`);
  return out
    .split(/(?<=\n\n)/)
    .map((para) => (para.startsWith(">") ? para : legalParagraph(para, lang)))
    .join("");
}

/** The legal source's paragraph (legal.ts): its heading and the act's line after it. */
function legalParagraph(para: string, lang: Others): string {
  if (para.startsWith("**Legal source:** none cited.")) return noneCited[lang] + para.slice(para.indexOf("\n") < 0 ? para.length : para.indexOf("\n"));
  return para
    .replace(/^\*\*Legal source \(cited by the enclosing ([^)]+)\)(:?)\*\*/, (all, k: string, colon: string) => (kinds[k] ? `**${legalSource[lang]} (${cited[lang].replace("{k}", kinds[k]![lang])})${colon}**` : all))
    .replace(/^\*\*Legal source of the right to object(:?)\*\*/, `**${objectionSource[lang]}$1**`)
    .replace(/^\*\*Legal source(:?)\*\*/, `**${legalSource[lang]}$1**`)
    .replace(/^(\*\*[^*]+:\*\* `[^`]*`) is not declared\./, (_, head: string) => `${head} ${notDeclared[lang]}.`)
    .replace(/^(\*\*[^\n]*  \n)Act (`[^`]*`) \(not declared\)$/m, (_, head: string, name: string) => `${head}${headings.find(([en]) => en === "Act")![1][lang]} ${name} (${actNotDeclared[lang]})`)
    .replace(/^(\*\*[^\n]*  \n[^\n]*)\(language: ([^)\n]*)\)$/m, (_, head: string, l: string) => `${head}(${languageWord[lang]}: ${l})`)
    .replace(/^_\(the source gives no text\)_/, noText[lang]);
}

const declaredFunction: Words = {
  nl: "Een functie die deze regeling declareert",
  pl: "Funkcja zadeklarowana w tym programie",
  de: "Eine in diesem Programm deklarierte Funktion",
  es: "Una función declarada en este programa", pt: "Uma função declarada neste programa",
  fr: "Une fonction déclarée dans ce dispositif",
};
const theParameter: Words = { nl: "de parameter", pl: "parametr", de: "der Parameter", es: "el parámetro", pt: "o parâmetro", fr: "le paramètre" };

/** Signature help with its fixed words in `lang`: a declared function's documentation and its parameters' ("the parameter `x`"). */
export function localizeSignatureHelp(info: SignatureHelpInfo, lang: ToolLanguage): SignatureHelpInfo {
  if (lang === "en") return info;
  const one = (s: Signature): Signature => ({
    ...s,
    documentation: s.documentation.replace(/^A function declared in this scheme/, declaredFunction[lang]),
    parameters: s.parameters.map((p) => ({ ...p, documentation: p.documentation.replace(/^the parameter /, `${theParameter[lang]} `) })),
  });
  return { ...info, signatures: info.signatures.map(one) };
}
