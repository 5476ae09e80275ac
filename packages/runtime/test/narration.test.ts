// The catalogues of explanations (src/narration/): plural forms and number formats from Intl in
// Polish, Dutch and German, the allocation's reasons in their words (every phrase the engine records,
// the chains and the amounts inside them), citations in the law's style, and English left as
// the result writes it. Each expected text is written out by hand.
import { describe, expect, it } from "vitest";
import { catalogueFor, citationText, formatsOf, reasonText, renderChecked, renderFact } from "../src/narration/catalogue.js";
import type { TraceFact } from "../src/engine/trace.js";

const pl = catalogueFor("pl");
const nl = catalogueFor("nl-BE");
const en = catalogueFor(undefined);
const de = catalogueFor("de-AT");
const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("the catalogue of a scheme's language", () => {
  it("is chosen by the primary language subtag; English for any other or none", () => {
    expect(pl.language).toBe("pl");
    expect(nl.language).toBe("nl");
    expect(catalogueFor("de").language).toBe("de");
    expect(de.language).toBe("de");
    expect(catalogueFor("fr-BE").language).toBe("fr");
    expect(catalogueFor("it").language).toBe("en");
    expect(en.language).toBe("en");
  });

  it("writes points with the plural form Intl gives (Polish has three forms and one for fractions)", () => {
    const total = (c: typeof pl, points: string) => nbsp(renderFact({ kind: "total", points }, c));
    expect([total(pl, "1"), total(pl, "2"), total(pl, "5"), total(pl, "22"), total(pl, "12"), total(pl, "0.5")]).toEqual([
      "Suma punktów: 1 punkt.",
      "Suma punktów: 2 punkty.",
      "Suma punktów: 5 punktów.",
      "Suma punktów: 22 punkty.",
      "Suma punktów: 12 punktów.",
      "Suma punktów: 0,5 punktu.",
    ]);
    expect([total(nl, "1"), total(nl, "28")]).toEqual(["Totaal: 1 punt.", "Totaal: 28 punten."]);
    // German: one form for 1, another for every other number, a fraction too
    expect([total(de, "1"), total(de, "28"), total(de, "1.5")]).toEqual(["Gesamtpunktzahl: 1 Punkt.", "Gesamtpunktzahl: 28 Punkte.", "Gesamtpunktzahl: 1,5 Punkte."]);
    // English agrees in number too (it read "Total: 1 points." before issue 15's seventh round)
    expect([total(en, "1"), total(en, "28")]).toEqual(["Total: 1 point.", "Total: 28 points."]);
  });

  it("groups and separates amounts exactly, beyond what a double holds", () => {
    expect(nbsp(formatsOf(pl).amount({ value: "1000000.00", unit: "PLN" }))).toBe("1 000 000,00 PLN");
    // Polish does not group four digits
    expect(formatsOf(pl).number("2500.50")).toBe("2500,50");
    expect(formatsOf(nl).amount({ value: "12345678901234567890.01", unit: "EUR" })).toBe("12.345.678.901.234.567.890,01 EUR");
    expect(formatsOf(nl).number("-20000.00")).toBe("−20.000,00");
    expect(formatsOf(en).amount({ value: "20000.00", unit: "EUR" })).toBe("20000.00 EUR");
    // German (de-DE, as Intl writes it): a point between thousands, four digits grouped too, a decimal comma
    expect(formatsOf(de).amount({ value: "1000.50", unit: "EUR" })).toBe("1.000,50 EUR");
    expect(formatsOf(de).amount({ value: "12345678901234567890.01", unit: "EUR" })).toBe("12.345.678.901.234.567.890,01 EUR");
    expect(formatsOf(de).number("-999.99")).toBe("−999,99");
    // dates and moments as German writes them (the catalogue's `values.moment`, used by reasons and steps alike)
    const moment = de.values.moment!;
    expect(["2027-03-31", "2027-03-01 07:59:59.999", "2027-04-01 00:00:00", "2009-06-10 10:05", "2026-10-25 02:40:00+02:00", "no date"].map(moment)).toEqual([
      "31.03.2027",
      "01.03.2027, 07:59:59,999 Uhr",
      "01.04.2027, 00:00:00 Uhr",
      "10.06.2009, 10:05 Uhr",
      "25.10.2026, 02:40:00 Uhr (UTC+02:00)",
      "no date",
    ]);
  });

  it("renders the allocation's reasons in Polish and Dutch, chained phrases and the amounts inside them", () => {
    expect(reasonText("does not fit in the remaining budget; allocation stops here", pl)).toBe("nie mieści się w pozostałych środkach; przydział kończy się na tym wniosku");
    expect(reasonText("does not fit in the remaining budget; passed over; placed on the reserve list", nl)).toBe("past niet binnen het resterende subsidieplafond; overgeslagen; op de reservelijst geplaatst");
    expect(reasonText("the allocation stopped at R08, which did not fit in the remaining budget", pl)).toBe("przydział zakończył się na wniosku R08, który nie zmieścił się w pozostałych środkach");
    expect(nbsp(reasonText("the quota 'Region A' has 1500.00 EUR left, less than the 2000.00 EUR asked", pl))).toBe("w limicie „Region A” pozostało 1500,00 EUR, mniej niż wnioskowane 2000,00 EUR");
    expect(reasonText("pro rata: 30000.00 × 100000.00 / 150000.00, rounded down to 0.01", nl)).toBe("berekening naar rato: 30.000,00 × de verdeelcoëfficiënt (subsidieplafond 100.000,00 / totaal 150.000,00), naar beneden afgerond op 0,01");
    expect(reasonText("pro rata: 3 × 10 / 7, rounded half even to 1, but no more than the amount asked, less 1 so that the shares stay within the budget", pl)).toBe(
      "wyliczenie: 3 × współczynnik redukcji (budżet 10 / suma 7), zaokrąglone do najbliższej wartości (połowa do parzystej) do 1, lecz nie więcej niż wnioskowana kwota, pomniejszone o 1, aby udziały zmieściły się w budżecie",
    );
    // a scheme's own message stays as the scheme wrote it
    expect(reasonText("Minder dan 22 punten: de aanvraag wordt niet gehonoreerd (lid 4).", nl)).toBe("Minder dan 22 punten: de aanvraag wordt niet gehonoreerd (lid 4).");
    expect(reasonText("does not fit in the remaining budget; allocation stops here", en)).toBe("does not fit in the remaining budget; allocation stops here");
  });

  it("renders the allocation's reasons in German, chained phrases and the amounts inside them", () => {
    expect(reasonText("does not fit in the remaining budget; passed over; placed on the reserve list", de)).toBe("passt nicht in die verbleibenden Fördermittel; übersprungen; auf die Nachrückerliste gesetzt");
    expect(reasonText("the allocation stopped at R08, which did not fit in the remaining budget", de)).toBe("die Verteilung endete bei R08, der nicht in die verbleibenden Fördermittel passte");
    expect(reasonText("the quota 'Region A' has 1500.00 EUR left, less than the 2000.00 EUR asked", de)).toBe("im Kontingent „Region A“ verbleiben 1.500,00 EUR, weniger als die beantragten 2.000,00 EUR");
    expect(reasonText("pro rata: 30000.00 × 100000.00 / 150000.00, rounded down to 0.01", de)).toBe("anteilige Berechnung: 30.000,00 × Kürzungsquote (Fördermittel 100.000,00 / Summe 150.000,00), nach unten gerundet auf 0,01");
    expect(reasonText("pro rata: 3 × 10 / 7, rounded half even to 1, but no more than the amount asked, less 1 so that the shares stay within the budget", de)).toBe(
      "anteilige Berechnung: 3 × Kürzungsquote (Fördermittel 10 / Summe 7), mathematisch (die Hälfte zur geraden Zahl) gerundet auf 1, jedoch nicht mehr als der beantragte Betrag, vermindert um 1, damit die Beträge innerhalb der Fördermittel bleiben",
    );
    expect(reasonText("the budget was reached by R03; nothing is funded after it", de)).toBe("die Fördermittel wurden durch R03 ausgeschöpft; danach wird nichts mehr bewilligt");
    // a threshold's values: a moment in German form too
    expect(reasonText("not met: received <= deadline (received: 2027-04-01 00:00:00, deadline: 2027-03-31)", de)).toBe("nicht erfüllt: received <= deadline (received: 01.04.2027, 00:00:00 Uhr, deadline: 31.03.2027)");
    expect(reasonText("the outcome depends on the order of a tie the law does not break", de)).toBe("das Ergebnis hängt von der Reihenfolge innerhalb eines Gleichstands ab, den die Richtlinie nicht auflöst");
    // of an amount the scheme computes: the "Mittel" from which it is "zuerkannt"
    expect(reasonText("the budget was used up by the partial grant to B", de, "computed")).toBe("die Mittel wurden durch die teilweise Zuerkennung an B aufgebraucht");
    // of places: counted
    expect(reasonText("the quota 'Staff' has 1 left, less than the 2 asked", de, "places")).toBe("im Kontingent „Staff“ verbleibt 1 Platz, weniger als die beantragten 2 Plätze");
    // a scheme's own message stays as the scheme wrote it
    expect(reasonText("Der Kaufpreis liegt unter 1.000 Euro.", de)).toBe("Der Kaufpreis liegt unter 1.000 Euro.");
  });

  it("writes citations in the law's own style", () => {
    expect(citationText("Rozporządzenie X, section 6 paragraph 6", pl)).toBe("Rozporządzenie X, § 6 ust. 6");
    expect(citationText("Rozporządzenie (UE) 2016/1150, article 23 paragraph 3 subparagraph 2 point b", pl)).toBe("Rozporządzenie (UE) 2016/1150, art. 23 ust. 3 akapit 2 pkt b");
    expect(citationText("Algemene wet bestuursrecht, article 4:25 paragraph 2", nl)).toBe("Algemene wet bestuursrecht, artikel 4:25 lid 2");
    expect(citationText("Lastenradrichtlinie 2027, section 4 paragraph 2", de)).toBe("Lastenradrichtlinie 2027, § 4 Abs. 2");
    expect(citationText("Verordnung (EU) 2021/1060, article 63 paragraph 2 point 3", de)).toBe("Verordnung (EU) 2021/1060, Art. 63 Abs. 2 Nr. 3");
    // a citation that is not act + units is left alone
    expect(citationText("national implementing rules", pl)).toBe("national implementing rules");
  });

  it("spells out the straddle test of a boundary-only tie-break both ways", () => {
    const position = (straddles: boolean, tied: number): TraceFact => ({
      kind: "position",
      position: 5,
      tied,
      tiedWith: tied ? ["N06"] : [],
      ...(tied ? { tie: "whole" as const } : {}),
      straddle: { remainingBefore: { value: "300000.00", unit: "EUR" }, asked: { value: straddles ? "420000.00" : "250000.00", unit: "EUR" }, straddles },
    });
    // 420 000 asked together against 300 000 left: the budget falls inside, the chain orders them
    expect(renderFact(position(true, 0), en)).toBe("Position 5. It was tied on the ranking with others; the budget falls inside their tie (300000.00 EUR left before them, 420000.00 EUR asked together), so the tie-break chain ordered them.");
    // 250 000 against 300 000: all fit, the tie is left as it is
    expect(renderFact(position(false, 1), en)).toBe("Position 5 (tied with N06). Their tie is not broken: it does not straddle the budget (300000.00 EUR left before them, 250000.00 EUR asked together), so all share this position.");
    expect(nbsp(renderFact(position(false, 1), nl))).toBe("Plaats 5 in de rangschikking (gelijk met N06). De gelijke stand wordt niet beslecht: het subsidieplafond valt er niet binnen (vóór hen resteerde 300.000,00 EUR, samen gevraagd 250.000,00 EUR), dus delen zij allen deze plaats.");
  });

  it("starts a sentence on a tie the chain leaves with the first word's capital, in every language (its words written with it, not the sentence cut: tie21)", () => {
    // no step of the chain recorded, and one step; at the sentence's start (no straddle), and after "but" (a straddle)
    const tie = (chained: boolean, straddle: boolean): TraceFact => ({
      kind: "position",
      position: 3,
      tied: 1,
      tiedWith: ["B"],
      tie: "chain",
      ...(chained ? { chain: [{ by: "received (earliest first)", key: { name: "received", direction: "earliest" }, lottery: false, value: "2026-10-20" }] } : {}),
      ...(straddle ? { straddle: { remainingBefore: { value: "100.00", unit: "EUR" }, asked: { value: "150.00", unit: "EUR" }, straddles: true } } : {}),
    });
    const texts = (c: typeof en) => [tie(false, false), tie(true, false), tie(false, true)].map((x) => nbsp(renderFact(x, c)));
    expect(texts(en)).toEqual([
      "Position 3 (tied with B). The tie-break chain leaves them tied; they share this position.",
      "Position 3 (tied with B). The tie-break chain compared received (earliest first): 2026-10-20 — the same for each of them — and has no further step; they share this position.",
      "Position 3 (tied with B). The budget falls inside their tie (100.00 EUR left before them, 150.00 EUR asked together), but the tie-break chain leaves them tied; they share this position.",
    ]);
    expect(texts(nl).map((t) => t.slice(t.indexOf("B). ") + 4))).toEqual([
      "Ook de aanvullende criteria maken geen onderscheid; zij delen deze plaats.",
      expect.stringMatching(/^De aanvullende criteria vergeleken .+ — voor elk van hen gelijk — en er is geen verder criterium; zij delen deze plaats\.$/),
      expect.stringMatching(/, maar ook de aanvullende criteria maken geen onderscheid; zij delen deze plaats\.$/),
    ]);
    expect(texts(pl).map((t) => t.slice(t.indexOf("B). ") + 4))).toEqual([
      "Dalsze kryteria rozstrzygające nie różnicują tych wniosków; zajmują one to samo miejsce.",
      expect.stringMatching(/^Dalsze kryteria rozstrzygające porównały .+ — dla każdego z tych wniosków to samo — i nie ma kolejnego kryterium; zajmują one to samo miejsce\.$/),
      expect.stringMatching(/, lecz dalsze kryteria rozstrzygające nie różnicują tych wniosków; zajmują one to samo miejsce\.$/),
    ]);
    expect(texts(de).map((t) => t.slice(t.indexOf("B). ") + 4))).toEqual([
      "Auch die nachrangigen Kriterien unterscheiden sie nicht; sie teilen sich diesen Rang.",
      expect.stringMatching(/^Die nachrangigen Kriterien ergeben für jeden von ihnen dasselbe \(.+\), und es gibt kein weiteres Kriterium; sie teilen sich diesen Rang\.$/),
      expect.stringMatching(/, aber auch die nachrangigen Kriterien unterscheiden sie nicht; sie teilen sich diesen Rang\.$/),
    ]);
  });

  it("names the stage whose ranking placed an application, and its place there", () => {
    const fact = (own: boolean): TraceFact => ({ kind: "position", position: 2, tied: 0, tiedWith: [], stage: { name: "south", title: "Southern bids", place: 2, of: 4, own } });
    expect(renderFact(fact(true), en)).toBe("Position 2. Place 2 of 4 in the stage's own ranking of stage 'Southern bids', which decided it.");
    expect(renderFact(fact(false), en)).toBe("Position 2. Place 2 of 4 in the ranking of stage 'Southern bids', which decided it.");
    expect(renderFact(fact(true), nl)).toBe("Plaats 2 in de rangschikking. Plaats 2 van 4 in de eigen rangschikking van fase ‘Southern bids’, die erover besliste.");
    expect(renderFact(fact(false), pl)).toBe("Miejsce na liście: 2. Miejsce 2 z 4 w rankingu etapu „Southern bids”, który o nim rozstrzygnął.");
  });
});

describe("a render that lists what passes through untranslated (renderChecked)", () => {
  it("lists an English value text each time it is worded, the same value on both sides of a comparison twice (no memo of words across them)", () => {
    const why = "the frobnication was not filed";
    const v = `no value (${why})`;
    const fact = { kind: "comparison", side: "ahead", other: "B", by: "x (highest first)", key: { name: "x", direction: "highest" }, lottery: false, value: v, otherValue: v } as unknown as TraceFact;
    for (const c of [pl, nl]) {
      const checked = renderChecked(fact, c);
      expect(checked.untranslated).toEqual([why, why]);
      // and the text is the one the plain render gives, twice in a row (its memo on)
      expect(checked.text).toBe(renderFact(fact, c));
      expect(renderFact(fact, c)).toBe(checked.text);
    }
  });
});
