import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { matchRoutes } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import type { Lang } from "~/lib/i18n";
import { renderI18n } from "~/server/i18n.server";
import { createAll, register, type Behaviours } from "./behaviour";

/** Where a component is rendered: the page's language and address, and what its route's hooks read. */
export interface MarkupOptions {
  lang?: Lang;
  at?: string;
  /** What `useRouteLoaderData("root")` gives (the root loader's data: flash, …). */
  rootData?: unknown;
  /** What `useLoaderData()` gives. */
  loaderData?: unknown;
  /** What `useActionData()` gives (the answer to a post sent without JavaScript). */
  actionData?: unknown;
  /** The id of the route the component renders as (what `useOwnRouteId` reads); "page" unless given. */
  routeId?: string;
}

/**
 * For the DOM tests beside each browser module (`*.enhance.test.tsx`, vitest project "dom",
 * happy-dom); no page imports it. A component rendered the way the server renders it: with
 * the i18next instance of the page's language, as the route at `at` below the root route of
 * a data router (so `<Form>`, `useLoaderData`, `useActionData` and
 * `useRouteLoaderData("root")` answer as on the page).
 */
export function serverMarkup(element: ReactElement, { lang = "en", at = "/", rootData = null, loaderData = null, actionData, routeId = "page" }: MarkupOptions = {}): string {
  const { dataRoutes } = createStaticHandler([{ id: "root", children: [{ id: routeId, path: "*", element }] }]);
  const url = new URL(at, "http://localhost");
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: "default" };
  const context = {
    basename: "/",
    location,
    matches: matchRoutes(dataRoutes, location) ?? [],
    loaderData: { root: rootData, [routeId]: loaderData },
    actionData: actionData === undefined ? null : { [routeId]: actionData },
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    activeDeferreds: null,
  };
  return renderToString(
    <I18nextProvider i18n={renderI18n(lang)}>
      <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

/**
 * Puts the server's markup of `element` in the document (at `at`, so the address is the
 * page's), registers the behaviours as the build does, and starts them as the layout's module
 * does once the document is parsed. Returns the document's body.
 */
export function mount(element: ReactElement, behaviours: Behaviours | Behaviours[], options: MarkupOptions = {}): HTMLElement {
  const at = options.at ?? "/";
  window.history.replaceState(null, "", new URL(at, window.location.origin).href);
  document.body.innerHTML = serverMarkup(element, options);
  for (const each of [behaviours].flat()) register(each);
  createAll();
  return document.body;
}

/** A visitor's left click (a plain `element.click()` has no button and no modifier either; this says so). */
export function click(element: Element, init: MouseEventInit = {}): boolean {
  return element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
}

/** The text a visitor sees in `root`: without the hidden elements, whitespace collapsed. */
export function visibleText(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("[hidden], template")) hidden.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}
