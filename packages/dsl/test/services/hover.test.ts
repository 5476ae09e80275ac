// Hover: on every kind of construct of the seed schemes, the plain-words explanation derived
// from the checked model, then the legal source with act, identifier, reference and verbatim text.
import { describe, expect, it } from "vitest";
import { hover } from "../../src/services/hover.js";
import { allConstructs } from "../../src/services/walk.js";
import { effectiveCitation } from "../../src/services/legal.js";
import { analyze } from "../../src/analysis.js";
import { cursor, edited, seed, seeds, textOf } from "./cursor.js";

function md(name: string, marked: string): string {
  const { a, offset } = cursor(name, marked);
  const h = hover(a, offset);
  if (!h) throw new Error(`no hover at ${marked}`);
  return h.markdown;
}

/** Every line of a source's verbatim text appears, in a quote block. */
function expectQuoted(markdown: string, text: string): void {
  for (const line of text.split("\n").filter((l) => l.trim())) expect(markdown).toContain(`> ${line}`);
}

describe("hover on scoring", () => {
  it("weighted criterion: weight, score range, points it can give, legal source", () => {
    const m = md("seed_002", 'criterion <|>b "Innovativiteit"');
    expect(m).toContain("**Criterion `b`** — Innovativiteit");
    expect(m).toContain("**weight 3**");
    expect(m).toContain("a whole number from 1 to 4");
    expect(m).toContain("from **3** to **12** points");
    expect(m).toContain("all 4 criteria together give from 9 to 36 points");
    expect(m).toContain("**Legal source** `lid2`");
    expect(m).toContain("*Openstellingsbesluit POP3, Samenwerking voor innovaties* — CVDR — provincie niet vastgesteld");
    expect(m).toContain("Article 6, paragraph 2");
    expect(m).toContain("> Het toekennen van punten op basis van de in artikel 5 bedoelde selectiecriteria");
  });

  it("yes/no criterion: its points and condition", () => {
    const m = md("seed_000", "criterion <|>p1 ");
    expect(m).toContain("**3 points** when `P1_young_producer in criteria_met` holds, otherwise 0");
    expect(m).toContain("from **0** to **3** points");
    expect(m).toContain("Section “kryteria pierwszeństwa”");
  });

  it("bands: every band with its points", () => {
    const m = md("seed_003", 'criterion <|>c1_pdp "Podstawowy');
    expect(m).toContain("Points by the band that `pdp_ratio` falls in");
    expect(m).toContain("- at most 75% → **2 points**");
    expect(m).toContain("- above 75% and at most 100% → **1 point**");
    expect(m).toContain("- above 100% → **0 points**");
    expect(m).toContain("Section 13, paragraph 2, point 1");
    expect(m).toContain("> a) nie więcej niż 75% średniej krajowej - 2 punkty,");
  });

  it("a single band says which values get which points, with the criterion's source", () => {
    const m = md("seed_003", "above 75% and at most <|>100% => 1");
    expect(m).toContain("**Band 2 of 3** of criterion `c1_pdp`: when `pdp_ratio` is above 75% and at most 100%, the criterion gives **1 point**");
    expect(m).toContain("(cited by the enclosing criterion)");
  });

  it("match: the points of every member, and an arm on its own", () => {
    expect(md("seed_003", 'criterion <|>c3_regional')).toContain("- `partly` → **1 point**");
    expect(md("seed_003", "<|>partly => 1")).toContain("one of the values of `application.regional_criterion`");
    expect(md("seed_003", "partly =<|>> 1")).toContain("when `regional_criterion` is `partly`, the criterion gives **1 point**");
  });

  it("eligibility rule: condition, consequence, reason, and the block's source", () => {
    const m = md("seed_000", "rule <|>on_time");
    expect(m).toContain("**Eligibility rule `on_time`** — Wniosek złożony w terminie");
    expect(m).toContain("eligible only if `submitted_at <= call.submission_deadline` holds");
    expect(m).toContain("“art. 23 ust. 1: wniosek nie został złożony w terminie”");
    expect(m).toContain("Legal source (cited by the enclosing eligibility)");
    expect(m).toContain("http://data.europa.eu/eli/reg_impl/2016/1150/oj");
    expect(m).toContain("Article 23, paragraph 1");
  });

  it("threshold: condition, keep ranked, range of the value, regime", () => {
    const m = md("seed_000", "threshold <|>minimum_4");
    expect(m).toContain("must satisfy `total >= call.threshold_points`");
    expect(m).toContain("Because of `keep ranked`, it keeps its place in the ranking");
    expect(m).toContain("`total` ranges from 0 to 9");
    expect(m).toContain("regime `threshold_only`");
    expect(m).toContain("Article 23, paragraph 4");
    const plain = md("seed_002", "threshold <|>minimum");
    expect(plain).toContain("It leaves the ranking and is not funded.");
    expect(plain).toContain("`total` ranges from 9 to 36");
  });

  it("declared maximum and total", () => {
    expect(md("seed_002", "maximum points <|>36")).toContain("`a` 8 + `b` 12 + `c` 8 + `d` 8 = 36");
    expect(md("seed_002", "by <|>total highest first\n  tiebreak at boundary")).toContain("the sum of the points of all criteria (`a` + `b` + `c` + `d`), from 9 to 36 points");
  });
});

describe("hover on the order", () => {
  it("ordering key: position, direction, what it compares", () => {
    const m = md("seed_002", "<|>by total highest first\n  tiebreak at boundary");
    expect(m).toContain("**Ordering key 1 of 1**");
    expect(m).toContain("`total` (the total points): the highest value comes first");
    expect(m).toContain("Applications equal on every key go to the tie-break");
    expect(m).toContain("Article 6, paragraph 5");
  });

  it("tie-break step: position in the chain and only a tie straddling the budget", () => {
    const m = md("seed_002", "<|>by b highest first per lid7");
    expect(m).toContain("**Tie-break step 2 of 4** — step 3 of the ordering");
    expect(m).toContain("still tied after `total`, then `a`: `b` (the points of criterion `b`): the highest value comes first");
    expect(m).toContain("**only to a tie that straddles the budget**");
    expect(m).toContain("> Indien de aanvragen als bedoeld in het vijfde lid");
  });

  it("tie-break step applying to every tie, with its granularity", () => {
    const m = md("seed_003", "by received_at earliest first <|>to the minute per ust5");
    expect(m).toContain("**Tie-break step 2 of 3**");
    expect(m).toContain("moments are compared to the minute");
    expect(m).toContain("It applies to **every tie**");
    expect(m).toContain("Section 13, paragraph 5");
  });

  it("lottery and declared unresolved end", () => {
    const lot = md("seed_002", "<|>lottery draw call.loting per lid9");
    expect(lot).toContain("**Tie-break step 4 of 4**");
    expect(lot).toContain("A **lottery**");
    expect(lot).toContain("the draw `call.loting`");
    expect(lot).toContain("> Indien de aanvragen als bedoeld in het zevende lid");
    const un = md("seed_001", "<|>unresolved per ust5_pkt3");
    expect(un).toContain("**Tie-break step 4 of 4**");
    expect(un).toContain("reported as **unresolved**");
    expect(un).toContain("**indeterminate**");
  });

  it("the ranking and the tie-break block list the chain", () => {
    const r = md("seed_001", "<|>ranking per ust2");
    expect(r).toContain("**Ranking** of regime `scored`");
    expect(r).toContain("2. `received_payment_po_ryby_2014_2020` (yes or no (true / false)): applications for which it is false come first");
    const t = md("seed_002", "<|>tiebreak at boundary");
    expect(t).toContain("**Tie-break**");
    expect(t).toContain("5. a lottery, in the order of the draw `call.loting`");
  });
});

describe("hover on allocation, inputs and sources", () => {
  it("allocation items: budget, amount, boundary policy from a call parameter, pro rata", () => {
    expect(md("seed_002", "<|>budget call.subsidieplafond")).toContain("**Budget**: `call.subsidieplafond`, an amount of money in EUR");
    expect(md("seed_002", "<|>amount max_subsidy_eur")).toContain("each funded application is granted `max_subsidy_eur`");
    const b = md("seed_002", "<|>at boundary call.grensregel per awb_4_25");
    expect(b).toContain("decided per call by `call.grensregel`");
    expect(b).toContain("**partial**: the first application that does not fit is granted what is left of the budget");
    expect(b).toContain("**Legal source** `awb_4_25`");
    expect(b).toContain("BWBR0005537");
    expect(b).toContain("Article 4:25, paragraph 2");
    const p = md("seed_000", "<|>pro rata rounded down");
    expect(p).toContain("rounded towards zero (cut off) to a multiple of 0.01");
    expect(p).toContain("stays unallocated");
    expect(md("seed_003", "at boundary <|>stop")).toContain("**stop**: the allocation stops");
  });

  it("input field and call parameter: type, required-ness, where they are read", () => {
    const f = md("seed_000", "<|>submitted_at: datetime");
    expect(f).toContain("**Application field `submitted_at`**");
    expect(f).toContain("read in the time zone Europe/Warsaw; required");
    expect(f).toContain("Read by: value `tie_time`, rule `on_time`");
    const c = md("seed_001", "<|>funding_limit_pln: money(PLN)");
    expect(c).toContain("**Call parameter `funding_limit_pln`**");
    expect(c).toContain("“limit środków finansowych określony w ogłoszeniu o naborze”");
    expect(md("seed_000", "carry_over.<|>applicant_consent")).toContain("**Field `applicant_consent`** of `application.carry_over`");
  });

  it("legal source: act title, identifier, reference and verbatim text", () => {
    const m = md("seed_001", "per <|>ust5_pkt2");
    expect(m).toContain("**Legal source** `ust5_pkt2`");
    expect(m).toContain("Dz.U. 2023 poz. 2289");
    expect(m).toContain("Section 6, paragraph 5, point 2");
    expect(m).toContain("> w przypadku gdy o kolejności rozpatrywania wniosków o dofinansowanie nie rozstrzygnięto zgodnie z pkt 1");
    expect(m).toContain("Cited by: tie-break of regime `scored`.");
  });

  it("multi-paragraph legal text keeps its paragraphs in the quote", () => {
    const m = md("seed_000", "source <|>art23_2 =");
    expectQuoted(m, analyze(seed("seed_000")).model.sources.get("art23_2")!.text);
    expect(m).toContain("\n>\n");
  });

  it("let, regime, act, scheme, enumeration member, function", () => {
    expect(md("seed_003", "let <|>operation_costs")).toContain("**Derived value `operation_costs`** = `sum(s in stages: s.eligible_costs_pln)`");
    // a let's title, the name explanations give it as a ranking's key (docs/language.md §7)
    expect(md("drafted_climate", "let <|>grant")).toContain('It is an amount of money in EUR, named “the grant” where an explanation names it.');
    expect(md("seed_004", "regime <|>by_submission")).toContain("It applies to the applications for which `measure_point in [2, 3] and excluded_article`");
    expect(md("seed_004", "act <|>dzu_2017_515")).toContain("- `ust2_pkt1_a`: Section 43, paragraph 2, point “1 lit. a”");
    expect(md("seed_004", "scheme <|>akwakultura_lista")).toContain("regimes `by_points`, `by_submission`, `by_report_years`");
    expect(md("seed_000", "call.selection = <|>threshold_only")).toContain("one of the values of `call.selection`");
    expect(md("seed_004", "else date_<|>of(submitted_at)")).toContain("the calendar date of a moment");
    expect(md("seed_003", "every <|>s in stages: s.requested_aid_pln <= 50% × s.")).toContain("stands for each item of `stages` in turn");
  });

  it("publication: deadline and columns", () => {
    expect(md("seed_001", "<|>deadline 3 working days")).toContain("within 3 working days after `call.evaluated_on`, counted with the `PL` holiday calendar");
    expect(md("seed_001", "<|>columns per ust7")).toContain("- `within_limit` as “mieści się w limicie”: whether the application is within the funding limit");
  });

  it("a construct without a citation says so", () => {
    const { a, offset } = edited("seed_002", 'criterion d "Haalbaarheid" per lid2:', 'criterion <|>d "Haalbaarheid":');
    expect(hover(a, offset)!.markdown).toContain("**Legal source:** none cited");
  });
});

describe("hover puts the law first", () => {
  it("a criterion's hover shows its verbatim legal text before the plain-words details", () => {
    const m = md("seed_002", 'criterion <|>b "Innovativiteit"');
    const lines = m.split("\n");
    const quoteAt = lines.findIndex((l) => l.startsWith("> Het toekennen van punten"));
    // the title, the source with its reference and act, then the law: within the first lines
    expect(quoteAt, m).toBeGreaterThan(0);
    expect(quoteAt, m).toBeLessThanOrEqual(5);
    expect(lines[0]).toBe("**Criterion `b`** — Innovativiteit");
    expect(m.indexOf("Weighted criterion: **weight 3**")).toBeGreaterThan(m.indexOf("> Het toekennen"));
  });

  it("an inherited citation also comes before the details", () => {
    const m = md("seed_000", "rule <|>on_time");
    expect(m.indexOf("Legal source (cited by the enclosing eligibility)")).toBeLessThan(m.indexOf("eligible only if"));
  });
});

describe("hover everywhere", () => {
  it.each(seeds.map((s) => [s]))("every construct of %s has a hover naming its own legal source", (name) => {
    const a = analyze(seed(name));
    let checked = 0;
    for (const { construct, parents } of allConstructs(a.ast)) {
      if (construct.kind === "citation") continue;
      const h = hover(a, construct.node.span.start);
      expect(h, `${construct.kind} at ${construct.node.span.start}`).toBeDefined();
      const cited = effectiveCitation([...parents, construct]);
      const text = cited && a.model.sources.get(cited.citation.source.text)?.text;
      if (text && !["source", "act", "scheme", "input", "field", "labels"].includes(construct.kind) && h!.span.start === construct.node.span.start && h!.span.end === construct.node.span.end) {
        const what = `${construct.kind} '${textOf(a, construct.node.span).slice(0, 40)}'`;
        expect(h!.markdown, what).toContain(`> ${text.split("\n")[0]}`);
        // the law before the plain-words details (which follow the rule)
        const rule = h!.markdown.indexOf("\n---\n");
        if (rule >= 0) expect(h!.markdown.indexOf(`> ${text.split("\n")[0]}`), what).toBeLessThan(rule);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(8);
  });

  it("gives nothing between declarations and never throws at any offset", () => {
    const a = analyze(seed("seed_004"));
    expect(hover(a, 0)).toBeUndefined();
    for (let i = 0; i <= a.text.length; i += 7) hover(a, i);
  });
});
