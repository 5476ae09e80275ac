// Values of the outcome (language reference §16.3): aggregates over the funded applications,
// published statistics with declared rounding, and the settlement `pay clearing_price instead of
// bid` of a uniform-price tender (test/inputs/outcome/tender.allot). Worked by hand in the
// comments; the checker's refusals are asserted with their messages.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { analyze, formatScheme } from "@allot/dsl";
import { evaluate, evaluateTable, ObjectTable, type SelectionResult, type Statistic } from "@allot/runtime";
import { resultChunks } from "../packages/dsl/src/report/formats.js";
import { textOf } from "../packages/dsl/src/report/sink.js";
import { compile } from "../packages/runtime/test/support/generated.js";

const dir = join(__dirname, "inputs/outcome");
const tender = readFileSync(join(dir, "tender.allot"), "utf8");
const data = JSON.parse(readFileSync(join(dir, "tender.json"), "utf8")) as { call: Record<string, unknown>; applications: Record<string, unknown>[] };

function run(text = tender, call: Record<string, unknown> = data.call, applications = data.applications): SelectionResult {
  return evaluate(compile(text), { call, applications }, { explain: true }).result;
}

const stat = (r: SelectionResult, name: string): Statistic => r.publication!.statistics!.find((s) => s.name === name)!;

describe("a uniform-price tender (pay-as-cleared)", () => {
  // Volume 800 kW, ceiling 70.00 EUR/MWh. W07 bids 73.50 > 70.00: not eligible.
  // Lowest bid first (then the smaller volume, then the id):
  //   W01 58.08 (300 kW), W02 59.50 (200), W03 61.20 (150), W04 61.20 (150), W05 62.00 (100), W06 65.00 (50)
  //   W03 and W04 tie on bid and on volume; the id puts W03 first.
  // Cumulated volume under `at boundary reach`: 300, 500, 650, 800 = 800, the volume is reached
  // exactly by W04, so W05 and W06 are not funded.
  const r = run();
  const byId = new Map(r.results.map((x) => [x.id, x]));

  it("awards lowest first until the volume is reached", () => {
    expect(r.results.map((x) => `${x.id}:${x.status}:${x.position}:${x.amount}`)).toEqual(["W01:funded:1:300", "W02:funded:2:200", "W03:funded:3:150", "W04:funded:4:150", "W05:not_funded:5:0", "W06:not_funded:6:0", "W07:ineligible:null:0"]);
  });

  it("pays every winner the highest awarded bid, keeping its own bid visible", () => {
    // clearing_price = max(w in funded: w.bid) = max(58.08, 59.50, 61.20, 61.20) = 61.20 EUR
    expect(byId.get("W01")!.settlement).toEqual({ of: "bid", awarded: "58.08", paid: "61.20", unit: "EUR" });
    expect(byId.get("W02")!.settlement).toEqual({ of: "bid", awarded: "59.50", paid: "61.20", unit: "EUR" });
    expect(byId.get("W04")!.settlement).toEqual({ of: "bid", awarded: "61.20", paid: "61.20", unit: "EUR" });
    // not funded: nothing is paid, no settlement
    expect(byId.get("W05")!.settlement).toBeUndefined();
    expect(byId.get("W07")!.settlement).toBeUndefined();
  });

  it("explains the payment with the clearing price and the bids that set it (a tie on the highest bid names both)", () => {
    const step = byId.get("W01")!.explanation.at(-1)!;
    expect(step).toEqual({ step: "allocation", source: "einheitspreis", text: "Paid at the clearing price 61.20 EUR, the highest bid of the funded applications (W03, W04), instead of its bid 58.08 EUR." });
    expect(r.sources["einheitspreis"]?.citation).toBe("Erneuerbare-Energien-Gesetz (Beispiel), paragraph 3");
    expect(byId.get("W05")!.explanation.some((s) => s.text.startsWith("Paid"))).toBe(false);
  });

  it("publishes the lowest, highest and volume-weighted average awarded bid, rounded as declared", () => {
    expect(stat(r, "lowest")).toMatchObject({ value: "58.08", count: 4, unit: "EUR", over: "funded", rounding: null, source: "bekanntgabe" });
    expect(stat(r, "highest")).toMatchObject({ value: "61.20", count: 4, unit: "EUR" });
    // Σ bid × volume = 58.08 × 300 + 59.50 × 200 + 61.20 × 150 + 61.20 × 150
    //               = 17424 + 11900 + 9180 + 9180 = 47684; Σ volume = 800
    // 47684 / 800 = 59.605 exactly: half_up to 2 places gives 59.61 (half_even would give 59.60)
    expect(stat(r, "average")).toMatchObject({ value: "59.61", count: 4, rounding: { mode: "half_up", places: 2 } });
  });

  it("counts and sums per region", () => {
    // funded north: W01, W02, W03 (300 + 200 + 150 = 650 kW); south: W04 (150 kW)
    expect(stat(r, "awards")).toMatchObject({ by: "region", unit: "", groups: [{ key: "north", value: "3", count: 3 }, { key: "south", value: "1", count: 1 }] });
    expect(stat(r, "awarded_volume").groups).toEqual([{ key: "north", value: "650", count: 3 }, { key: "south", value: "150", count: 1 }]);
    // the column count(w in funded(region): true): 3 for each ranked row of the north, 1 for the south
    expect(r.publication!.rows.map((row) => `${row["id"] as string}:${row["count(w in funded(region): true)"] as string}`)).toEqual(["W01:3", "W02:3", "W03:3", "W04:1", "W05:1", "W06:3"]);
    // the built-in column paid: the clearing price for the funded, null for the others
    expect(r.publication!.rows.map((row) => row["paid"])).toEqual(["61.20", "61.20", "61.20", "61.20", null, null]);
    expect(r.publication!.columns.find((c) => c.name === "paid")).toEqual({ name: "paid", label: "Zuschlagswert" });
  });

  it("rounds the same exact mean half-even to 59.60 where the law says so", () => {
    const r2 = run(tender.replace("rounded half_up to 2", "rounded half_even to 2"));
    expect(stat(r2, "average").value).toBe("59.60");
  });

  it("reports, does not invent, the values when nobody is funded", () => {
    // ceiling 50.00: every bid is above it, nobody is ranked or funded
    const none = run(tender, { volume: 800, max_bid: "50.00" });
    expect(none.results.every((x) => x.status === "ineligible")).toBe(true);
    expect(stat(none, "lowest")).toMatchObject({ value: null, count: 0, note: "no application funded" });
    expect(stat(none, "average")).toMatchObject({ value: null, count: 0, note: "no application funded" });
    expect(stat(none, "awards")).toMatchObject({ groups: [], note: "no application funded" });
    // volume 0 under `reach`: every eligible bid is ranked, none funded — per region the count is 0, the volume sum 0
    const zero = run(tender, { volume: 0, max_bid: "70.00" });
    expect(zero.results.filter((x) => x.status === "funded")).toEqual([]);
    expect(stat(zero, "highest")).toMatchObject({ value: null, note: "no application funded" });
    expect(stat(zero, "awards").groups).toEqual([{ key: "north", value: "0", count: 0 }, { key: "south", value: "0", count: 0 }]);
    expect(stat(zero, "awarded_volume").groups).toEqual([{ key: "north", value: "0", count: 0 }, { key: "south", value: "0", count: 0 }]);
    expect(zero.results.some((x) => x.settlement)).toBe(false);
  });

  it("reads each member's granted amount as w.awarded (a partial grant counts what it was granted)", () => {
    // volume 700 under `partial`: 300 + 200 + 150 = 650, W04 gets the remaining 50 of its 150
    const partial = tender
      .replace("at boundary reach", "at boundary partial")
      .replace("sum(w in funded: w.volume) by region", "sum(w in funded: w.awarded) by region")
      .replace("w.bid weighted by w.volume", "w.bid weighted by w.awarded");
    const r2 = run(partial, { volume: 700, max_bid: "70.00" });
    expect(r2.results.map((x) => `${x.id}:${x.status}:${x.amount}`).slice(0, 4)).toEqual(["W01:funded:300", "W02:funded:200", "W03:funded:150", "W04:partially_funded:50"]);
    // north: 300 + 200 + 150 = 650; south: W04's 50
    expect(stat(r2, "awarded_volume").groups).toEqual([{ key: "north", value: "650", count: 3 }, { key: "south", value: "50", count: 1 }]);
    // (58.08 × 300 + 59.50 × 200 + 61.20 × 150 + 61.20 × 50) / 700 = (17424 + 11900 + 9180 + 3060) / 700
    //   = 41564 / 700 = 59.377142… → 59.38 half up
    expect(stat(r2, "average").value).toBe("59.38");
    // the partially funded W04 is paid the clearing price too
    expect(r2.results[3]!.settlement).toEqual({ of: "bid", awarded: "61.20", paid: "61.20", unit: "EUR" });
  });

  it("a tie the law leaves open is not counted as funded, and the statistics name it", () => {
    // no id tie-break: W03 and W04 (61.20, 150 kW each) stay tied; volume 650 under `stop`:
    // 300 + 200 = 500, one of them fits (650), the other not — which one the law does not say
    const open = tender
      .replace("    by id lowest first\n", "    unresolved\n")
      .replace("at boundary reach", "at boundary stop")
      .replace("count(w in funded: true) by region\n", "count(w in funded: true) by region\n    ranked_bids \"Gebote in der Rangfolge\": count(w in ranked: true) by region\n");
    const r2 = run(open, { volume: 650, max_bid: "70.00" });
    expect(r2.results.map((x) => `${x.id}:${x.status}`).slice(0, 4)).toEqual(["W01:funded", "W02:funded", "W03:indeterminate", "W04:indeterminate"]);
    // funded: W01 and W02 only; the highest funded bid is 59.50, and W03, W04 are undecided
    expect(stat(r2, "highest")).toMatchObject({ value: "59.50", count: 2, undecided: ["W03", "W04"] });
    expect(r2.results[0]!.settlement).toEqual({ of: "bid", awarded: "58.08", paid: "59.50", unit: "EUR" });
    expect(r2.results[2]!.settlement).toBeUndefined();
    // ranked: north W01, W02, W03, W06; south W04, W05 (W07 is not eligible)
    expect(stat(r2, "ranked_bids")).toMatchObject({ over: "ranked", groups: [{ key: "north", value: "4", count: 4 }, { key: "south", value: "2", count: 2 }] });
    expect(stat(r2, "ranked_bids").undecided).toBeUndefined();
  });

  it("records the payment as a trace fact with the values it read", () => {
    const traced = evaluate(compile(tender), data, { explain: "trace" }).result;
    const fact = traced.results[0]!.explanation.at(-1) as unknown as Record<string, unknown>;
    expect(fact).toMatchObject({
      step: "allocation",
      source: "einheitspreis",
      kind: "settlement",
      paid: { value: "61.20", unit: "EUR" },
      awarded: { value: "58.08", unit: "EUR" },
      of: "bid",
      values: [{ name: "clearing_price", value: { value: "61.20", unit: "EUR" }, fn: "max", set: "funded", field: "bid", attained: ["W03", "W04"] }],
    });
  });

  it("without 'instead of', replaces the amount the allocation granted (same currency)", () => {
    // a money tender: budget 47684.00 EUR, each bid asks round(bid × volume, 2) — W01 58.08 × 300 = 17424.00,
    // W02 11900.00, W03 9180.00, W04 9180.00 — together exactly 47684.00, so all four are funded under skip;
    // each is paid round(61.20 × volume, 2): W01 61.20 × 300 = 18360.00
    const money = tender
      .replace('  volume: integer in 0..100000 "Ausschreibungsvolumen in kW"\n', '  volume: integer in 0..100000 "Ausschreibungsvolumen in kW"\n  budget: money(EUR)\n')
      .replace("  budget call.volume\n  amount volume\n  at boundary reach\n", "  budget call.budget\n  amount round(bid × volume, 2, half_up)\n  at boundary skip\n")
      .replace("pay clearing_price instead of bid", "pay round(clearing_price × volume, 2, half_up)");
    const r2 = run(money, { volume: 0, budget: "47684.00", max_bid: "70.00" });
    expect(r2.results.slice(0, 4).map((x) => `${x.id}:${x.status}:${x.amount}`)).toEqual(["W01:funded:17424.00", "W02:funded:11900.00", "W03:funded:9180.00", "W04:funded:9180.00"]);
    expect(r2.results[0]!.settlement).toEqual({ of: "amount", awarded: "17424.00", paid: "18360.00", unit: "EUR" });
    expect(r2.results[0]!.explanation.at(-1)!.text).toBe("Paid 18360.00 EUR (computed from the clearing price 61.20 EUR, the highest bid of the funded applications (W03, W04)) instead of the amount awarded 17424.00 EUR.");
  });

  it("explains the payment in Polish, Dutch and German", () => {
    const pl = run(tender.replace('version "1"', 'version "1"\n  language pl'));
    expect(pl.results[0]!.explanation.at(-1)!.text).toBe("Rozliczono według: clearing price 61,20 EUR, tj. najwyższa wartość bid wśród wniosków, którym przyznano wsparcie (W03, W04), zamiast bid 58,08 EUR.");
    const nl = run(tender.replace('version "1"', 'version "1"\n  language nl'));
    expect(nl.results[0]!.explanation.at(-1)!.text).toBe("Afgerekend tegen clearing price 61,20 EUR, de hoogste bid van de gehonoreerde aanvragen (W03, W04), in plaats van bid 58,08 EUR.");
    const de = run(tender.replace('version "1"', 'version "1"\n  language de'));
    expect(de.results[0]!.explanation.at(-1)!.text).toBe("Ausgezahlt nach clearing price 61,20 EUR, der Höchstwert von bid unter den geförderten Anträgen (W03, W04), statt bid 58,08 EUR.");
  });

  it("is printed back by the formatter", () => {
    const f = formatScheme(tender);
    expect(f.ok).toBe(true);
    const text = (f as { text: string }).text;
    expect(text).toContain("  pay clearing_price instead of bid per einheitspreis\n");
    // the tender is kept as the formatter prints it
    expect(text).toBe(tender);
    expect(text).toContain("      w in funded: w.bid weighted by w.volume\n    ) rounded half_up to 2\n");
    expect(text).toContain('    awards "Zuschläge je Region": count(w in funded: true) by region\n');
    expect(text).toContain("let clearing_price = max(w in funded: w.bid) per einheitspreis\n");
  });
});

describe("the reports show the statistics", () => {
  const scheme = compile(tender);
  const text = (format: string, table = evaluateTable(scheme, data).table): string => textOf(resultChunks(table, format, scheme));

  it("CSV: a second table after the results, one row per statistic and per key", () => {
    const csv = text("csv");
    expect(csv.split("\n\n")[1]).toBe(
      [
        "statistic,title,by,key,value,unit,count,note",
        "lowest,niedrigster Gebotswert der Zuschläge,,,58.08,EUR,4,",
        "highest,höchster Gebotswert der Zuschläge,,,61.20,EUR,4,",
        "average,mengengewichteter durchschnittlicher Zuschlagswert,,,59.61,EUR,4,",
        "awards,Zuschläge je Region,region,north,3,,3,",
        "awards,Zuschläge je Region,region,south,1,,1,",
        "awarded_volume,bezuschlagte Menge je Region (kW),region,north,650,,3,",
        "awarded_volume,bezuschlagte Menge je Region (kW),region,south,150,,1,",
        "",
      ].join("\n"),
    );
    // the object form of the same run reads the same
    expect(text("csv", new ObjectTable(run()))).toBe(csv);
  });

  it("Markdown and HTML", () => {
    expect(text("md")).toContain("## Statistics\n\n| statistic | title | by | key | value | unit | count | note |\n|---|---|---|---|---|---|---|---|\n| lowest | niedrigster Gebotswert der Zuschläge |  |  | 58.08 | EUR | 4 |  |\n");
    const html = text("html");
    expect(html).toContain("<h2>Statistics of the outcome</h2>");
    expect(html).toContain('<tr><td>mengengewichteter durchschnittlicher Zuschlagswert <span class="src" title="bekanntgabe">[Erneuerbare-Energien-Gesetz (Beispiel), paragraph 35]</span></td><td class="num">59.61\u00a0EUR</td><td class="num">4</td></tr>');
    expect(html).toContain("<tr><td>Zuschläge je Region — south");
  });

  it("nobody funded: the statistic says it has no value, and why", () => {
    const none = evaluateTable(scheme, { call: { volume: 800, max_bid: "50.00" }, applications: data.applications }).table;
    expect(text("csv", none).split("\n\n")[1]!.split("\n")[1]).toBe("lowest,niedrigster Gebotswert der Zuschläge,,,,EUR,0,no application funded");
    expect(text("html", none)).toContain('<td class="num">no value (no application funded)</td>');
  });
});

describe("values of the outcome never decide it", () => {
  const codes = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);

  it("points that read the clearing price are refused, with the chain of values named", () => {
    const text = tender.replace("let clearing_price", "let gap = clearing_price - bid\nlet clearing_price").replace("ranking per zuschlag {", "criterion price_gap \"Distance to the clearing price\" per zuschlag: gap\nranking per zuschlag {");
    expect(codes(text)).toContain("AL0640 expected a value known before the allocation in the points of criterion 'price_gap', found 'gap', which reads the outcome of the allocation: gap → clearing_price → max(w in funded: w.bid)");
  });

  it("an ordering key, the amount and the budget may not read it either", () => {
    const key = codes(tender.replace("by bid lowest first", "by count(w in funded: true) lowest first"));
    expect(key).toContain("AL0640 expected a value known before the allocation in the ranking, found count(w in funded: true), which reads the outcome of the allocation");
    const amount = codes(tender.replace("amount volume", "amount if clearing_price > bid then volume else 0"));
    expect(amount.filter((c) => c.startsWith("AL0640"))).toEqual(["AL0640 expected a value known before the allocation in the amount of the allocation, found 'clearing_price', which reads the outcome of the allocation: clearing_price → max(w in funded: w.bid)"]);
  });

  it("published columns, statistics, the settlement and other lets may read it", () => {
    expect(codes(tender)).toEqual([]);
    expect(codes(tender.replace("    region,\n", "    region,\n    clearing_price - bid as \"margin\",\n"))).toEqual([]);
  });
});

describe("statistics are properties of the outcome, not of the input order", () => {
  const regions = ["north", "south"] as const;
  const bidArb = fc.record({ region: fc.constantFrom(...regions), volume: fc.integer({ min: 1, max: 400 }), cents: fc.integer({ min: 4000, max: 7500 }) });
  const callArb = fc.record({ volume: fc.integer({ min: 0, max: 2000 }), bids: fc.array(bidArb, { minLength: 1, maxLength: 12 }) });
  const appsOf = (bids: { region: string; volume: number; cents: number }[]) => bids.map((b, k) => ({ id: `W${String(k).padStart(2, "0")}`, region: b.region, volume: b.volume, bid: (b.cents / 100).toFixed(2) }));
  const unrounded = tender.replace(" rounded half_up to 2", " rounded half_up to 18");

  it("are the same under any permutation of the applications", () => {
    fc.assert(
      fc.property(callArb, fc.infiniteStream(fc.nat()), (c, rnd) => {
        const apps = appsOf(c.bids);
        const shuffled = [...apps];
        for (let k = shuffled.length - 1; k > 0; k--) {
          const j = rnd.next().value % (k + 1);
          [shuffled[k], shuffled[j]] = [shuffled[j]!, shuffled[k]!];
        }
        const call = { volume: c.volume, max_bid: "70.00" };
        const a = run(tender, call, apps);
        const b = run(tender, call, shuffled);
        expect(JSON.stringify(b.publication)).toBe(JSON.stringify(a.publication));
        const settled = (r: SelectionResult) => JSON.stringify(r.results.map((x) => [x.id, x.settlement ?? null]).sort());
        expect(settled(b)).toBe(settled(a));
      }),
      { seed: 1702, numRuns: 40 },
    );
  });

  it("lowest ≤ volume-weighted mean ≤ highest, and equal a brute-force computation over the funded bids", () => {
    fc.assert(
      fc.property(callArb, (c) => {
        const apps = appsOf(c.bids);
        const r = run(unrounded, { volume: c.volume, max_bid: "70.00" }, apps);
        const funded = r.results.filter((x) => x.status === "funded").map((x) => apps.find((a) => a.id === x.id)!);
        const lo = stat(r, "lowest");
        const hi = stat(r, "highest");
        const avg = stat(r, "average");
        if (funded.length === 0) {
          expect([lo.value, hi.value, avg.value]).toEqual([null, null, null]);
          return;
        }
        // brute force in cents: min, max, and Σ cents × volume / Σ volume
        const cents = funded.map((a) => Math.round(Number(a.bid) * 100));
        expect(lo.value).toBe((Math.min(...cents) / 100).toFixed(2));
        expect(hi.value).toBe((Math.max(...cents) / 100).toFixed(2));
        const num = funded.reduce((s, a) => s + Math.round(Number(a.bid) * 100) * a.volume, 0);
        const den = funded.reduce((s, a) => s + a.volume, 0);
        expect(Math.abs(Number(avg.value) - num / den / 100)).toBeLessThan(1e-9);
        expect(Number(lo.value) <= Number(avg.value) && Number(avg.value) <= Number(hi.value)).toBe(true);
        // every settled winner is paid the highest funded bid
        for (const x of r.results.filter((y) => y.settlement)) expect(x.settlement!.paid).toBe(hi.value);
        // counts per region add up to the funded
        expect(stat(r, "awards").groups!.reduce((s, g) => s + g.count, 0)).toBe(funded.length);
      }),
      { seed: 4711, numRuns: 60 },
    );
  });
});
