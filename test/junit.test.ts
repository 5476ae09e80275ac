// `allot test --reporter junit` read by a strict XML parser (saxes): test names full of what XML
// cannot hold or must escape still give a well-formed report; one <testsuite> per scheme; a
// failure, an error (a scheme with errors, with its diagnostics) and a skipped test are counted
// in the suites and the whole.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SaxesParser } from "saxes";

const repo = resolve(__dirname, "..");

interface XmlElement {
  readonly name: string;
  readonly attributes: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
}

/** The document as a tree of elements; throws on anything that is not well-formed XML 1.0. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const root: XmlElement = { name: "", attributes: {}, children: [], text: "" };
  const open: XmlElement[] = [root];
  parser.on("error", (e) => {
    throw e;
  });
  parser.on("opentag", (tag) => {
    const element: XmlElement = { name: tag.name, attributes: tag.attributes as Record<string, string>, children: [], text: "" };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on("closetag", () => void open.pop());
  parser.on("text", (t) => void (open.at(-1)!.text += t));
  parser.on("cdata", (t) => void (open.at(-1)!.text += t));
  parser.write(xml).close();
  expect(root.children).toHaveLength(1);
  return root.children[0]!;
}

const hostile = "ctl\u0001\u0007\u001b[31m <&>\"' ]]> \uFFFE\uD800 end";
const hostileKept = "ctl[31m <&>\"' ]]>  end";

/** Two schemes in a fresh folder: seed 002 with a passing, a failing and a skipped test; a scheme with an error and two tests. */
function fixture(): string {
  const dir = mkdtempSync(join(tmpdir(), "allot-junit-"));
  cpSync(join(repo, "schemes/seed_002"), join(dir, "good"), { recursive: true, filter: (src) => !src.includes(`${"/"}tests`) });
  mkdirSync(join(dir, "good", "tests"));
  const base = JSON.parse(readFileSync(join(repo, "schemes/seed_002/tests/partial.test.json"), "utf8"));
  const write = (folder: string, file: string, spec: object) => writeFileSync(join(dir, folder, "tests", file), JSON.stringify(spec));
  write("good", "a.test.json", { ...base, name: `passes ${hostile}` });
  write("good", "b.test.json", { ...base, name: `fails ${hostile}`, expect: { results: { N08: { status: `funded ${hostile}` } } } });
  write("good", "c.test.json", { ...base, name: `skipped ${hostile}`, skip: `reason ${hostile}` });
  mkdirSync(join(dir, "bad", "tests"), { recursive: true });
  writeFileSync(join(dir, "bad", "bad.allot"), readFileSync(join(repo, "schemes/seed_002/pop3_innovatie.allot"), "utf8").replace("weight 3 × scores.b_innovativeness", "weight 3 × scores.b_inovativeness"));
  for (const f of ["x", "y"]) write("bad", `${f}.test.json`, { ...base, name: `${f} ${hostile}`, input: "../../good/data/seed_002.applications.json", map: "../../good/pop3_innovatie.map.json" });
  return dir;
}

describe("allot test --reporter junit", () => {
  const dir = fixture();
  const r = spawnSync(process.execPath, [join(repo, "packages/dsl/dist/allot.mjs"), "test", "good", "bad", "--reporter", "junit"], { cwd: dir, encoding: "utf8" });

  it("is well-formed XML even with control characters and markup in the names", () => {
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("");
    expect(() => parseXml(r.stdout)).not.toThrow();
  });

  it("has one test suite per scheme, counting tests, failures, errors and skipped tests", () => {
    const root = parseXml(r.stdout);
    expect(root.name).toBe("testsuites");
    expect(root.attributes).toMatchObject({ name: "allot", tests: "5", failures: "1", errors: "2", skipped: "1" });
    const suites = root.children.map((s) => ({ name: s.attributes["name"], tests: s.attributes["tests"], failures: s.attributes["failures"], errors: s.attributes["errors"], skipped: s.attributes["skipped"], cases: s.children.length }));
    expect(suites).toEqual([
      { name: "good/pop3_innovatie.allot", tests: "3", failures: "1", errors: "0", skipped: "1", cases: 3 },
      { name: "bad/bad.allot", tests: "2", failures: "0", errors: "2", skipped: "0", cases: 2 },
    ]);
  });

  it("keeps the names (less what XML cannot hold) and says what failed, what did not run and why", () => {
    const [good, bad] = parseXml(r.stdout).children;
    const cases = [...good!.children, ...bad!.children];
    expect(cases.map((c) => c.attributes["name"])).toEqual(["passes", "fails", "skipped", "x", "y"].map((n) => `${n.startsWith("x") || n.startsWith("y") ? "bad" : "good"}: ${n} ${hostileKept}`));
    expect(cases.every((c) => c.name === "testcase")).toBe(true);
    const [pass, fail, skip, x] = cases;
    expect(pass!.children).toEqual([]);
    expect(fail!.children.map((c) => c.name)).toContain("failure");
    expect(fail!.children.find((c) => c.name === "failure")!.attributes["message"]).toContain("results.N08.status: expected");
    expect(skip!.children.map((c) => c.name)).toEqual(["skipped", "system-out"]);
    expect(skip!.children[1]!.text).toBe(`skipped: reason ${hostileKept}`);
    const error = x!.children.find((c) => c.name === "error")!;
    expect(error.attributes["message"]).toMatch(/bad\.allot has 1 error: the test did not run/);
    expect(error.text).toMatch(/bad\.allot:93:58: error AL0203: /);
  });
});
