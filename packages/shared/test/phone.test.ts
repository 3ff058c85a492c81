import { describe, expect, it } from "vitest";
import { formatPhone, toE164 } from "../src/domain/phone.ts";

describe("phone numbers", () => {
  it("turns every spelling of a US number into one E.164 value; no country code means the US", () => {
    for (const typed of [
      "(352) 392-3261",
      "352.392.3261",
      "+1 (352) 392-3261",
      "13523923261",
      "3523923261",
    ]) {
      expect(toE164(typed), typed).toBe("+13523923261");
    }
  });

  it("takes a number of any country written with its country code, by + or 00", () => {
    for (const typed of [
      "+44 7911 123456",
      "+44 (0) 7911 123456",
      "0044 7911 123456",
      "011 44 7911 123456",
    ]) {
      expect(toE164(typed), typed).toBe("+447911123456");
    }
    expect(toE164("+1 416 555 0199")).toBe("+14165550199");
    expect(toE164("+49 1512 3456789")).toBe("+4915123456789");
    expect(toE164("+91 98765 43210")).toBe("+919876543210");
  });

  it("refuses numbers that are not valid anywhere", () => {
    // a UK number without its country code reads as a US one, and is not one
    for (const typed of ["", "555-0100", "(999) 123-4567", "07911 123456", "+44 12", "+999 123 456 789"]) {
      expect(toE164(typed), typed).toBeUndefined();
    }
  });

  it("shows a US number nationally, any other internationally, and anything else as it is", () => {
    expect(formatPhone("+13523923261")).toBe("(352) 392-3261");
    expect(formatPhone("+447911123456")).toBe("+44 7911 123456");
    expect(formatPhone("+14165550199")).toBe("+1 416 555 0199");
    expect(formatPhone("call me")).toBe("call me");
  });
});
