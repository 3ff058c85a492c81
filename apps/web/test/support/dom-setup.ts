import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// each test starts from an empty document and an empty sessionStorage
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
