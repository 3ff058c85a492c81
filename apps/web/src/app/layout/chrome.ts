// The top bar, the footer and the error panel load together, as one chunk beside the
// first screen's.
export { ErrorPanel } from "./error-panel.tsx";
export { Footer } from "./footer.tsx";
export { TopBar } from "./top-bar.tsx";
