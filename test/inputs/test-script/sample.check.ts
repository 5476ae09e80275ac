// A sample suite for test/test-script.test.ts (not part of the project's tests): one test passes,
// one fails, one is skipped and one is a todo.
import { expect, it } from "vitest";

it("passes", () => expect(1 + 1).toBe(2));
it("fails", () => expect(1 + 1).toBe(3));
it.skip("is skipped", () => expect(true).toBe(true));
it.todo("is still to be written");
