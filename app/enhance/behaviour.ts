/**
 * How a browser behaviour is attached (decision 0033; the model is govuk-frontend's
 * `data-module` + `createAll`).
 *
 * - **Hooks, named once.** A behaviour's `<name>.hooks.ts`, beside its markup, is one string
 *   enum: `module` (its name, the `data-module` value) and each part's data attribute. The
 *   component writes `data-module={Hooks.module}` on the element the behaviour starts on and
 *   spreads `{...hook(Hooks.part, value)}` (app/components/ui/hook.ts) on the parts; the module finds them with
 *   `` `[${Hooks.part}]` `` and reads them with `getAttribute(Hooks.part)`. An enum, not an
 *   object: esbuild inlines its members, so a browser module weighs what it did with the
 *   attribute names written out (an object's keys and lookups cost ~0.3 KB gzip on a page).
 * - **Registered in one place.** A browser module is a file `<name>.enhance.ts` that
 *   default-exports its behaviours by name (`{ [Hooks.module]: start }`).
 *   scripts/build-enhance.mjs finds every such file, builds it as the module `<name>` (the
 *   name a route gives in `handle.enhance`) and adds the registration of its default export.
 * - **Started one way.** Module scripts all run before the document's DOMContentLoaded; the
 *   layout's module (site.enhance.ts) then calls `createAll()`, which starts each registered
 *   behaviour on every element naming it, once (the element is marked `data-<name>-init`),
 *   and reports a start that throws on the console without stopping the others. Markup added
 *   later (a toast, the parts an in-place post refreshed) is started with `createAll(part)`.
 */

/** Starts a behaviour on the element that names it in `data-module`. */
export type Start = (root: HTMLElement) => void;

/** What a `<name>.enhance.ts` default-exports: its behaviours, by name. */
export type Behaviours = Readonly<Record<string, Start>>;

declare global {
  // The registry: each module's build adds its default export here (scripts/build-enhance.mjs).
  // Global because the layout's module and a page's module are separate bundles.
  var stayloopBehaviours: Record<string, Start> | undefined;
}

/** Registers behaviours (what the build does with a module's default export; tests call it too). */
export function register(behaviours: Behaviours): void {
  globalThis.stayloopBehaviours = { ...globalThis.stayloopBehaviours, ...behaviours };
}

const roots = "[data-module]";

/** Starts, once each, the registered behaviours of every `data-module` element in scope (scope included). */
export function createAll(scope: Pick<ParentNode, "querySelectorAll"> = document): void {
  const found = [...scope.querySelectorAll<HTMLElement>(roots)];
  if (scope instanceof HTMLElement && scope.matches(roots)) found.unshift(scope);
  for (const root of found) {
    for (const name of root.dataset.module!.split(" ")) {
      const start = globalThis.stayloopBehaviours?.[name];
      const marker = `data-${name}-init`;
      if (!start || root.hasAttribute(marker)) continue;
      root.setAttribute(marker, "");
      try {
        start(root);
      } catch (error) {
        console.error(`${name}:`, error);
      }
    }
  }
}
