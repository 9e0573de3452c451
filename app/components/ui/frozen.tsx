import { createContext, useContext, type ComponentType } from "react";
import { useDrawings, type Drawings } from "./sprite";

/**
 * Markup that is the same on every page of a language: the header's menus and buttons, the
 * footer's columns. A document renders it once per isolate and language, and every later
 * document of that language copies the string (docs/decisions/0052-less-work-per-render.md).
 *
 * `id` names the markup, and the markup depends on nothing but the page's language: `component`
 * takes no props and reads its text with useTranslation and nothing else of the page: no router
 * hook, no loader data (the copy is made apart from any page, where none of those exist, and is
 * kept for the isolate's life). A variant is another id and another component.
 *
 * Outside a document (a component rendered alone, in tests) it renders in place, as it always did.
 */
export function Frozen({ id, component: Component }: { id: string; component: ComponentType }) {
  const frozen = useContext(FrozenContext);
  const kept = frozen?.kept(id);
  // The drawings the copy names go in this page's sheet (app/components/ui/sprite.tsx).
  useDrawings(kept?.drawings);
  if (!frozen || !kept) {
    frozen?.wanted(id, Component);
    return <Component />;
  }
  return <frozen-markup data-id={id} data-key={frozen.markerKey} />;
}

/** One language's kept markup, as the document's renderer (app/server/frozen.server.tsx) gives it. */
export interface FrozenMarkup {
  /** The markup kept under `id`, or undefined when it is not made yet. */
  kept(id: string): { drawings: Drawings } | undefined;
  /** Markup this document rendered in place, to be kept once the document is done. */
  wanted(id: string, component: ComponentType): void;
  /** A per-isolate random value in every placeholder, so no page text can be taken for one. */
  markerKey: string;
}

export const FrozenContext = createContext<FrozenMarkup | null>(null);

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** A placeholder the document's renderer replaces with kept markup before the page is sent. */
      "frozen-markup": { "data-id": string; "data-key": string };
    }
  }
}
