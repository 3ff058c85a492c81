/** A file imported as its text (Vite's "?raw"), as the tests read their data files. */
declare module "*?raw" {
  const text: string;
  export default text;
}
