import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizeAddress, sanitizeEmail, sanitizePhone, sanitizeText } from "../src/sanitize.ts";

describe("sanitisers", () => {
  it("strips markup and trims free text", () => {
    expect(sanitizeText("  <b>Hello</b> <script>x()</script> world ")).toBe("Hello x() world");
  });

  it("strips markup spelled as entities", () => {
    expect(sanitizeText("&lt;img src=x onerror=alert(1)&gt;hi")).toBe("hi");
  });

  it("caps free text at 1000 characters by default", () => {
    expect(sanitizeText("a".repeat(1500))).toHaveLength(1000);
    expect(sanitizeAddress("b".repeat(600))).toHaveLength(500);
  });

  it("lowercases and trims email", () => {
    expect(sanitizeEmail("  Ana.Lopez@UFL.EDU ")).toBe("ana.lopez@ufl.edu");
  });

  it("keeps only digits, + - ( ) and spaces in a phone number, at most 20", () => {
    expect(sanitizePhone("+1 (352) 555-0100 ext.9")).toBe("+1 (352) 555-0100 9");
    expect(sanitizePhone("1".repeat(30))).toHaveLength(20);
  });

  it("never leaves a tag in sanitised text", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(sanitizeText(input)).not.toMatch(/<[a-z/!][^>]*>/i);
      }),
    );
  });
});
