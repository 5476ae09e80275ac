// Scheme names outside ASCII, at the longest the checker accepts (64 characters, AL0413), are
// served on every route over real HTTP. In a URL such a name is percent-encoded UTF-8 (up to 768
// characters); the router measures the decoded segment in UTF-16 units, and a letter outside
// the Basic Multilingual Plane takes two: with the router's default of 100, the name
// `a𠀀𠀀…` (64 characters, 127 units) checked clean and then answered 414 on every route.
import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, writeFileSync, copyFileSync } from "node:fs";
import { join } from "node:path";
import { analyze } from "@allot/dsl";
import { MAX_PARAM_LENGTH } from "../src/app.js";
import { schemesDir, serviceOver } from "./http.js";

const seed = join(schemesDir, "seed_002");
const text = readFileSync(join(seed, "pop3_innovatie.allot"), "utf8");
const data = readFileSync(join(seed, "data/seed_002.applications.json"), "utf8");

const names = {
  // 1 + 63 characters; U+20000 is a letter of the Supplementary Ideographic Plane (4 bytes, 2 units)
  astral: "a" + "\u{20000}".repeat(63),
  // 64 characters of 3 bytes each: 576 characters percent-encoded
  cjk: "中".repeat(64),
  // 64 characters of 2 bytes: Polish letters
  polish: "żółć".repeat(16),
};

const served = serviceOver("allot-names-", (dir) => {
  for (const [key, name] of Object.entries(names)) {
    mkdirSync(join(dir, key));
    writeFileSync(join(dir, key, "pop3_innovatie.allot"), text.replace("scheme pop3_samenwerking_innovaties ", `scheme ${name} `));
    copyFileSync(join(seed, "pop3_innovatie.map.json"), join(dir, key, "pop3_innovatie.map.json"));
  }
}, { threads: 1 });

describe("non-ASCII scheme names at the longest allowed", () => {
  it("each name is 64 characters and checks clean", () => {
    for (const name of Object.values(names)) {
      expect([...name]).toHaveLength(64);
      const a = analyze(text.replace("scheme pop3_samenwerking_innovaties ", `scheme ${name} `), "x.allot");
      expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    }
    expect(names.astral.length).toBe(127);
    expect(MAX_PARAM_LENGTH).toBeGreaterThanOrEqual(127);
  });

  for (const [key, name] of Object.entries(names)) {
    it(`${key}: details, evaluate and score answer at /schemes/<percent-encoded name>`, async () => {
      const path = `/schemes/${encodeURIComponent(name)}`;
      const details = await served.svc.get(path);
      expect(details.status, details.text.slice(0, 200)).toBe(200);
      expect(details.json.name).toBe(name);
      const ev = await served.svc.post(`${path}/evaluate?mapping=pop3_innovatie`, data);
      expect(ev.status, ev.text.slice(0, 200)).toBe(200);
      expect(ev.json.results.length).toBe(13);
      const one = JSON.parse(data);
      const sc = await served.svc.post(`${path}/score?mapping=pop3_innovatie`, { ...one, application: one.applications[0] });
      expect(sc.status, sc.text.slice(0, 200)).toBe(200);
    });
  }

  it("a segment longer than any name still answers 414", async () => {
    const r = await served.svc.get(`/schemes/${encodeURIComponent("\u{20000}".repeat(65))}`);
    expect(r.status).toBe(414);
    expect(r.json.error).toBe("uri_too_long");
  });
});
