import { describe, expect, it } from "vitest";
import { formatPhone, toUsE164 } from "../src/domain/phone.ts";

describe("phone numbers", () => {
  it("turns every spelling of a US number into one E.164 value", () => {
    for (const typed of ["(352) 392-3261", "352.392.3261", "+1 (352) 392-3261", "13523923261"]) {
      expect(toUsE164(typed), typed).toBe("+13523923261");
    }
  });

  it("refuses invalid and non-US numbers", () => {
    for (const typed of ["", "555-0100", "(999) 123-4567", "+44 20 7946 0958", "+1 416 555 0199"]) {
      expect(toUsE164(typed), typed).toBeUndefined();
    }
  });

  it("shows a stored number in the national format and anything else as it is", () => {
    expect(formatPhone("+13523923261")).toBe("(352) 392-3261");
    expect(formatPhone("call me")).toBe("call me");
  });
});
