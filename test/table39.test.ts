// A figure by two keys, a table the law states (issue 15, thirty-ninth round, table39; FINDINGS38
// finding 4; docs/language.md §5.1): SGS Schedule 1's income limits by the number of dependent
// children × the grant, declared `limit: money(EUR) by family_size, income_limit`, given as rows
// of the first key each with a figure for every member of the second, and read
// `call.limit[size, full]` — the row's key, then the column's.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, formatScheme } from "@allot/dsl";
import { resultOf as row, runScheme as run } from "./support/scheme";
import { hover } from "../packages/dsl/src/services/hover.js";

const cli = resolve(__dirname, "../packages/dsl/dist/allot.mjs");
const sDir = resolve(__dirname, "../schemes/drafted_susi");
const susi = readFileSync(join(sDir, "student_grant.allot"), "utf8");
const sInput = JSON.parse(readFileSync(join(sDir, "data/sgs2027.json"), "utf8"));
const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ");
const diags = (text: string, code: string) => analyze(text).diagnostics.filter((d) => d.code === code);
const swap = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};
const decl = '  limit: money(EUR) by family_size, income_limit "the income limits of Schedule 1, by the number of dependent children and the grant"';

describe("drafted_susi's Schedule 1 as one table", () => {
  it("checks clean, and the bands and grants are those worked by hand", () => {
    expect(analyze(susi).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const r = run(susi, sInput);
    const got = (id: string) => [row(r, id).status, row(r, id).amount];
    expect(got("S07")).toEqual(["funded", "394.00"]); // the 25% limit of fewer than 4 exactly
    expect(got("S08")[0]).toBe("ineligible"); // a cent above it
    expect(got("S09")).toEqual(["funded", "1962.00"]); // 50%: 51,450 + 5,640
    expect(got("S10")).toEqual(["funded", "3924.00"]); // full under 4 to 7
    expect(got("S11")).toEqual(["funded", "1962.00"]); // 50% under fewer than 4
    expect(got("S12")).toEqual(["funded", "1962.00"]); // 50% under 8 or more
  });

  it("a limit's step tells the cell read and the row's key by its title", () => {
    const r = run(susi, sInput);
    const step = row(r, "S10").explanation.map((s) => flat(s.text)).find((t) => t.startsWith("Computed: the income limit of the full grant")) ?? "";
    expect(step).toContain("call.limit[size, full] + uplift = 51450.00 EUR");
    expect(step).toContain("call.limit[size, full] 'the income limits of Schedule 1, by the number of dependent children and the grant (the full maintenance grant)': 51450.00 EUR");
    expect(step).toContain("size 'the number of dependent children': 4 to 7");
  });

  it("fmt prints the declaration and the reading as written, and again the same", () => {
    const f = formatScheme(susi);
    expect(f.ok).toBe(true);
    const text = (f as { text: string }).text;
    expect(text).toContain("limit: money(EUR) by family_size, income_limit ");
    expect(text).toContain("call.limit[size, part_75] + uplift");
    expect(formatScheme(text)).toEqual(f);
  });

  it("a cell missing or a key not a member: an input error naming both keys", () => {
    const bad = structuredClone(sInput);
    delete bad.call.limit.four_to_seven.part_50;
    bad.call.limit.eight_or_more.part_10 = "1.00";
    const dir = mkdtempSync(join(tmpdir(), "table39-"));
    writeFileSync(join(dir, "bad.json"), JSON.stringify(bad));
    let out = "";
    try {
      execFileSync(process.execPath, [cli, "run", join(sDir, "student_grant.allot"), "--input", join(dir, "bad.json")], { stdio: "pipe" });
    } catch (e) {
      out = String((e as { stderr: Buffer }).stderr);
    }
    expect(out).toContain('call: limit["four_to_seven"]["part_50"] is missing');
    expect(out).toContain('call: limit["eight_or_more"]["part_10"]: the key "part_10" is not one of "full", "part_75", "part_50", "part_25"');
  });
});

// Both keys read from the application, in an eligibility rule: the rule's values name both.
const both = `scheme t "Table" { version "1" language LANG }
act a "Act" { identifier "A" }
source s1 = a article 1 "Limits."
enum place "the region" { north "the north", south "the south" }
enum firm_size "the size of the firm" { small "small firm", large "large firm" }
call {
  ceiling: money(EUR) by place, firm_size "the ceiling by region and size of firm"
}
application {
  id: text unique
  region: place
  firm: firm_size
  cost: money(EUR)
}
eligibility per s1 {
  rule within "Cost within the ceiling" per s1: cost <= call.ceiling[region, firm]
}
allocation per s1 {
  budget unlimited
  amount cost per s1
}
`;
const bothInput = {
  call: { ceiling: { north: { small: "100.00", large: "300.00" }, south: { small: "200.00", large: "400.00" } } },
  applications: [
    { id: "A", region: "south", firm: "small", cost: "150.00" },
    { id: "B", region: "north", firm: "small", cost: "150.00" },
    { id: "C", region: "north", firm: "large", cost: "300.00" },
  ],
};

describe("a table read by two keys of the application", () => {
  it("each application reads its own cell", () => {
    const r = run(both.replace("LANG", "en"), bothInput);
    expect(["A", "B", "C"].map((id) => row(r, id).status)).toEqual(["funded", "ineligible", "funded"]);
  });
  for (const [lang, said] of [
    ["en", "call.ceiling[region, firm]"],
    ["fr", "call.ceiling[region, firm]"],
  ] as const) {
    it(`${lang}: the rule's values give the cell and both keys`, () => {
      const r = run(both.replace("LANG", lang), bothInput);
      const texts = row(r, "A").explanation.map((s) => flat(s.text)).join("\n");
      expect(texts).toContain(said);
      expect(texts).toMatch(/region[^;]*: the south/);
      expect(texts).toMatch(/firm[^;]*: small firm/);
    });
  }
});

describe("AL0548 where a table is declared or read wrong", () => {
  it("by … by …: one 'by', the keys separated by a comma", () => {
    const d = diags(swap(susi, decl, '  limit: money(EUR) by family_size by income_limit "the income limits"'), "AL0548");
    expect(d).toHaveLength(1);
    expect(d[0]!.message).toBe("expected one 'by' and the two keys of a table separated by a comma, found 'by family_size by income_limit'");
    expect(d[0]!.hint).toContain("declared 'by family_size, income_limit'");
    expect(d[0]!.hint).toContain("read 'call.limit[<family_size>, <income_limit>]'");
  });
  it("a table read by one key", () => {
    const d = diags(swap(susi, "call.limit[size, full]", "call.limit[size]"), "AL0548");
    expect(d[0]?.message).toContain("expected two keys for a figure by two keys");
    expect(d[0]?.hint).toContain("call.<name>[<fewer_than_4 | four_to_seven | eight_or_more>, <full | part_75 | part_50 | part_25>]");
  });
  it("a figure per key read by two", () => {
    const d = diags(swap(susi, "call.adjacent_rate[band]", "call.adjacent_rate[band, band]"), "AL0548");
    expect(d[0]?.message).toContain("expected one key for a figure per key");
  });
  it("the column read by a key of another enumeration, or a word not a member", () => {
    expect(diags(swap(susi, "call.limit[size, full]", "call.limit[size, size]"), "AL0548")[0]?.message).toContain("expected a key of type enum income_limit { full, part_75, part_50, part_25 }");
    expect(diags(swap(susi, "call.limit[size, full]", "call.limit[size, ful]"), "AL0548")[0]?.hint).toContain("full, part_75, part_50, part_25");
  });
  it("the keys in the wrong order", () => {
    expect(diags(swap(susi, "call.limit[size, full]", "call.limit[full, size]"), "AL0548").length).toBeGreaterThan(0);
  });
});

describe("the editor", () => {
  it("hover on the table's parameter names its rows and columns", () => {
    const at = susi.indexOf("  limit: money(EUR) by family_size") + 3;
    const h = hover(analyze(susi), at)?.markdown ?? "";
    expect(h).toContain("**Call parameter `limit`** — a table, one figure for each pair of keys, given as input");
    expect(h).toContain("table: one figure for each of `fewer_than_4`, `four_to_seven`, `eight_or_more` (the rows) and each of `full`, `part_75`, `part_50`, `part_25` (the columns)");
  });
});
