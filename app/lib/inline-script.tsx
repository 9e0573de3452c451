import { createContext, useContext } from "react";

/**
 * The inline scripts a render emits. app/entry.server.tsx gives each render a list, every
 * `<InlineScript>` adds its code to it, and the response's CSP allows exactly those scripts by
 * their SHA-256 hash (decision 0032): a cached copy carries its own policy, so a cache hit
 * serves the stored body untouched. A `<script>` with inline code written any other way is
 * refused by the browser (and fails tests/integration/http/security-csp.test.ts).
 * Data blocks (`type="application/ld+json"`, `"application/json"`) are never run and need no hash.
 */
export const InlineScriptsContext = createContext<string[] | null>(null);

export function InlineScript({ code }: { code: string }) {
  useContext(InlineScriptsContext)?.push(code);
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
