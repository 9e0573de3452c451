import type { i18n as I18n } from "i18next";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { FrozenMarkup } from "~/components/ui/frozen";
import { CaptureDrawings, type Drawings } from "~/components/ui/sprite";

/**
 * The document renderer's side of <Frozen> (app/components/ui/frozen.tsx; decision 0052): per
 * isolate and language, the markup each id rendered to the first time a document asked for it.
 *
 * A document that meets an id not kept yet renders it in place, as any component; once the
 * document is done, that id is rendered again apart, with the same language and nothing else,
 * and kept. Later documents hold a placeholder there, which `fill` replaces with the kept
 * string in one pass over the finished document. The copy is made by the renderer the page uses
 * (renderToString), so a page is the same bytes whether its chrome was rendered or copied
 * (tests/integration/workers/frozen-markup.test.ts).
 */

interface Kept {
  html: string;
  drawings: Drawings;
  /** What its placeholders name: the id, or the id and a number for a variant with props. */
  slot: string;
}

interface LanguageStore {
  /** By id, or id and the props' JSON. */
  byKey: Map<string, Kept>;
  bySlot: Map<string, Kept>;
  variants: number;
}

/**
 * At most this many kept markups per language. The header's and footer's ids are a dozen; the
 * rest are variants with props, one per distinct value (two billing periods × one pricing table
 * per edit of it), so an isolate that lives through many edits forgets the oldest first.
 */
export const keptPerLanguage = 64;

/** Per language, the markup kept under each id and variant. */
const keptByLang = new Map<string, LanguageStore>();
/** Ids whose markup could not be rendered apart (it read something of the page): always in place. */
const refused = new Set<string>();

// Random per isolate, so page text (an article's HTML, a comment) cannot name a placeholder;
// made at the first document, since a Worker may not draw random values at its top level.
let markerKey: string | undefined;
function placeholderKey(): string {
  markerKey ??= Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return markerKey;
}
const prefix = '<frozen-markup data-id="';
const keyOf = (id: string, variant: string) => (variant ? `${id}\n${variant}` : id);

export interface DocumentFrozenMarkup {
  /** What <Frozen> reads from the document's context. */
  context: FrozenMarkup;
  /** The finished document with every placeholder replaced by its markup. */
  fill(html: string): string;
  /** Renders apart and keeps what this document rendered in place; after `fill`. */
  keepWanted(): void;
}

/** The kept markup of one language for one document, rendered with that language's i18next instance. */
export function frozenMarkupFor(lang: string, i18n: I18n): DocumentFrozenMarkup {
  let kept = keptByLang.get(lang);
  if (!kept) keptByLang.set(lang, (kept = { byKey: new Map(), bySlot: new Map(), variants: 0 }));
  const store = kept;
  const wanted = new Map<string, { id: string; variant: string; render: () => ReactElement }>();
  const markerKey = placeholderKey();
  const suffix = `" data-key="${markerKey}"></frozen-markup>`;
  let copied = 0;
  return {
    context: {
      markerKey,
      kept(id, variant) {
        const markup = store.byKey.get(keyOf(id, variant));
        if (markup) copied++;
        return markup;
      },
      wanted(id, variant, render) {
        const key = keyOf(id, variant);
        if (!refused.has(id) && !store.byKey.has(key)) wanted.set(key, { id, variant, render });
      },
    },
    fill(html) {
      if (copied === 0) return html;
      // The placeholders come in document order; one scan finds them all (a regular expression
      // with a replacer over the whole document cost several times as much).
      let filled = "";
      let from = 0;
      for (let at = html.indexOf(prefix, from); at !== -1; at = html.indexOf(prefix, from)) {
        const idStart = at + prefix.length;
        const idEnd = html.indexOf(suffix, idStart);
        if (idEnd === -1) break;
        const markup = store.bySlot.get(html.slice(idStart, idEnd));
        if (markup === undefined) {
          filled += html.slice(from, idEnd + suffix.length);
        } else {
          filled += html.slice(from, at) + markup.html;
        }
        from = idEnd + suffix.length;
      }
      return filled + html.slice(from);
    },
    keepWanted() {
      for (const [key, { id, variant, render }] of wanted) {
        const drawings: Drawings = new Map();
        try {
          const html = renderToString(
            <I18nextProvider i18n={i18n}>
              <CaptureDrawings into={drawings}>{render()}</CaptureDrawings>
            </I18nextProvider>,
          );
          const slot = variant ? `${id}~${++store.variants}` : id;
          const markup = { html, drawings, slot };
          store.byKey.set(key, markup);
          store.bySlot.set(slot, markup);
          // The oldest goes first (a Map keeps the order things were put in).
          for (const [oldKey, old] of store.byKey) {
            if (store.byKey.size <= keptPerLanguage) break;
            store.byKey.delete(oldKey);
            store.bySlot.delete(old.slot);
          }
        } catch (error) {
          // A bug of the component's (it read the page): rendered in place from now on, said once.
          refused.add(id);
          console.error(`<Frozen id="${id}"> cannot be rendered apart from a page; it stays rendered in place.`, error);
        }
      }
      wanted.clear();
    },
  };
}

/** Tests: forget every kept markup, as a new isolate starts. */
export function forgetFrozenMarkup() {
  keptByLang.clear();
  refused.clear();
}
