// A migration's text, imported as Vite does (`?raw`), for a test that runs it again on rows it made.
declare module "*.sql?raw" {
  const text: string;
  export default text;
}
