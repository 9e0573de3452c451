import { createContext, useContext, type ComponentType, type ReactElement } from "react";
import { useDrawings, type Drawings } from "./sprite";

/**
 * Markup that is the same on every page of a language: the header's menus and buttons, the
 * footer's columns, the home page's sections of text. A document renders it once per isolate
 * and language, and every later document of that language copies the string
 * (docs/decisions/0052-less-work-per-render.md).
 *
 * `id` names the markup, and the markup depends on nothing but the page's language and `props`:
 * `component` reads its text with useTranslation and nothing else of the page: no router hook,
 * no loader data but what it is given in `props` (the copy is made apart from any page, where
 * none of those exist, and is kept for the isolate's life). `props` are plain data (what
 * JSON.stringify writes whole: strings, numbers, booleans, arrays, plain objects); each distinct
 * value is its own copy, so data that changes (the pricing table after an edit) makes a new one.
 *
 * Outside a document (a component rendered alone, in tests) it renders in place, as it always did.
 */
export function Frozen<Props extends object = Record<string, never>>({
  id,
  component: Component,
  props,
}: {
  id: string;
  component: ComponentType<Props>;
  props?: Props;
}) {
  const frozen = useContext(FrozenContext);
  // Only inside a document: the props' JSON is the variant's name.
  const variant = frozen && props !== undefined ? JSON.stringify(props) : "";
  const kept = frozen?.kept(id, variant);
  // The drawings the copy names go in this page's sheet (app/components/ui/sprite.tsx).
  useDrawings(kept?.drawings);
  if (!frozen || !kept) {
    frozen?.wanted(id, variant, () => <Component {...(props as Props)} />);
    return <Component {...(props as Props)} />;
  }
  return <frozen-markup data-id={kept.slot} data-key={frozen.markerKey} />;
}

/** One language's kept markup, as the document's renderer (app/server/frozen.server.tsx) gives it. */
export interface FrozenMarkup {
  /** The markup kept under `id` for `variant` (its props' JSON, "" without), or undefined when it is not made yet. */
  kept(id: string, variant: string): { drawings: Drawings; slot: string } | undefined;
  /** Markup this document rendered in place, to be kept once the document is done. */
  wanted(id: string, variant: string, render: () => ReactElement): void;
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
