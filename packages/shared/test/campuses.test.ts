import { describe, expect, it } from "vitest";
import { campusOfEmail } from "../src/domain/campuses.ts";

describe("the campus of a university email", () => {
  it("is found by the address's domain or a parent domain listed", () => {
    expect(campusOfEmail("gator@ufl.edu")?.id).toBe("ufl");
    expect(campusOfEmail("Gator@CISE.UFL.EDU")?.id).toBe("ufl");
    expect(campusOfEmail("knight@knights.ucf.edu")?.id).toBe("ucf");
  });

  it("is none for any other address", () => {
    expect(campusOfEmail("driver@demo.campusride.edu")).toBeUndefined();
    expect(campusOfEmail("someone@gmail.com")).toBeUndefined();
    expect(campusOfEmail("no-at-sign")).toBeUndefined();
    expect(campusOfEmail("a@edu")).toBeUndefined();
  });
});
