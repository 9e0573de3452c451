import { createContext } from "react";

/**
 * The HTTP status of the document being rendered, given by app/entry.server.tsx (Remix has
 * settled it before rendering: a thrown 404, a page's own `json(…, { status: 404 })`, a failed
 * read's 503). A page that is not there, or failed, names no canonical address and no language
 * twins: crawlers are told one thing, that it is missing (issue 44 item 5, decision 0062).
 */
export const DocumentStatusContext = createContext(200);
