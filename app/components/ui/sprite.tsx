import { cloneElement, createContext, useContext, useState, type ReactElement, type ReactNode } from "react";

/**
 * Drawings a page repeats (icons, the logo, chevrons) are written once, in a hidden `<svg>` at
 * the end of `<body>`, and every place that shows one holds `<use href="#…">`
 * (docs/decisions/0039-less-markup-for-the-same-page.md).
 *
 * The server renders each document in one pass, in tree order, with no Suspense boundary
 * (app/entry.server.tsx), so by the time the sheet (the last child of `<body>`) renders, every
 * drawing of the page has been named. Outside a `<SpriteProvider>` (a component rendered
 * alone, in tests) a drawing is drawn in place, as it always was.
 */
export type Drawings = Map<string, ReactElement>;

const SpriteContext = createContext<Drawings | null>(null);

/**
 * Markup rendered apart from the page (app/components/ui/frozen.tsx) names its drawings here,
 * and the page that copies it names them again with useDrawings.
 */
export function CaptureDrawings({ into, children }: { into: Drawings; children: ReactNode }) {
  return <SpriteContext.Provider value={into}>{children}</SpriteContext.Provider>;
}

/** Names in this page's sheet the drawings another render gathered. */
export function useDrawings(drawings: Drawings | undefined): void {
  const sheet = useContext(SpriteContext);
  if (!sheet || !drawings) return;
  for (const [id, drawing] of drawings) if (!sheet.has(id)) sheet.set(id, drawing);
}

/** Gathers the drawings of what it wraps (the whole `<body>`) and writes them after it. */
export function SpriteProvider({ children }: { children: ReactNode }) {
  const [drawings] = useState<Drawings>(() => new Map());
  return (
    <SpriteContext.Provider value={drawings}>
      {children}
      <SpriteSheet drawings={drawings} />
    </SpriteContext.Provider>
  );
}

/**
 * The drawing named `id`: a reference to the sheet's copy when the document has a sheet, the
 * drawing itself otherwise. `drawing` is one SVG element (a `<path>` or a `<g>`) with every
 * presentation attribute it needs, since a `<use>` copy inherits only from where it is used.
 */
export function useDrawing(id: string, drawing: () => ReactElement): ReactElement {
  const drawings = useContext(SpriteContext);
  if (!drawings) return drawing();
  if (!drawings.has(id)) drawings.set(id, drawing());
  return <use href={`#${id}`} />;
}

/**
 * The page's drawings, each once. `display: none` keeps the sheet out of layout and of the
 * accessibility tree; a `<use>` draws its copy whatever the original's display is.
 */
function SpriteSheet({ drawings }: { drawings: Drawings }) {
  if (drawings.size === 0) return null;
  return (
    <svg style={{ display: "none" }}>
      <defs>
        {[...drawings].map(([id, drawing]) => cloneElement(drawing, { key: id, id }))}
      </defs>
    </svg>
  );
}
