import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// On two shared cores a screen's answer from the HTTP stand-in can take more than the
// default second to arrive: wait up to 5 s before a findBy/waitFor gives up.
configure({ asyncUtilTimeout: 5_000 });

// each test starts from an empty document and an empty sessionStorage
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
