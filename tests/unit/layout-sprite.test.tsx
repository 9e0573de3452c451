import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SpriteProvider, useDrawing } from "~/components/ui/sprite";
import { Icon } from "~/features/marketing/Icons";

// Repeated drawings are written once per document and referenced (docs/decisions/0039-less-markup-for-the-same-page.md).

function Dot() {
  const drawing = useDrawing("dot", () => <circle cx="8" cy="8" r="4" fill="currentColor" />);
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {drawing}
    </svg>
  );
}

const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
const references = (html: string) => [...html.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]);

describe("drawings in a document", () => {
  const html = renderToStaticMarkup(
    <SpriteProvider>
      <p>
        <Icon name="check" className="h-5 w-5 text-teal-700" />
        <Icon name="check" className="text-slate-500" />
        <Dot />
        <Icon name="cross" />
      </p>
      <footer>
        <Dot />
      </footer>
    </SpriteProvider>,
  );

  it("each place keeps its own box, classes and aria-hidden, and refers to the drawing", () => {
    expect(html).toContain('<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" class="h-5 w-5 text-teal-700"><use href="#icon-check"></use></svg>');
    expect(html).toContain('<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" class="text-slate-500"><use href="#icon-check"></use></svg>');
    expect(html).toContain('<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><use href="#dot"></use></svg>');
    expect(references(html)).toEqual(["icon-check", "icon-check", "dot", "icon-cross", "dot"]);
  });

  it("each drawing is written once, with its paint, in a hidden sheet after everything that uses it", () => {
    expect(ids(html)).toEqual(["icon-check", "dot", "icon-cross"]);
    expect(html).toMatch(/<\/footer><svg style="display:none"><defs><path d="M5 12\.5l4\.5 4\.5L19 7\.5" fill="none" stroke="currentColor" stroke-width="1\.8" stroke-linecap="round" stroke-linejoin="round" id="icon-check"><\/path><circle [^>]*id="dot"><\/circle><path d="[^"]+" [^>]*id="icon-cross"><\/path><\/defs><\/svg>$/);
  });

  it("two documents do not share drawings", () => {
    const other = renderToStaticMarkup(
      <SpriteProvider>
        <Dot />
      </SpriteProvider>,
    );
    expect(ids(other)).toEqual(["dot"]);
  });

  it("a document without drawings gets no sheet", () => {
    expect(renderToStaticMarkup(<SpriteProvider><p>text</p></SpriteProvider>)).toBe("<p>text</p>");
  });

  it("outside a document (a component rendered alone) the drawing is drawn in place", () => {
    const alone = renderToStaticMarkup(<Icon name="check" />);
    expect(alone).toBe(
      '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" class="h-5 w-5"><path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"></path></svg>',
    );
  });
});
