/**
 * The markup's side of a browser behaviour's hooks (decision 0033): components write
 * `data-module={Hooks.module}` and spread `{...hook(Hooks.part, value)}`; the behaviour in its
 * `<name>.enhance.ts` (app/enhance/behaviour.ts) finds the parts by the same enum. Here, not in
 * app/enhance/, so that components never import the browser modules' folder: that folder reads
 * the components' hook enums, and the lean goes one way.
 */

/** A behaviour's hooks (a string enum): its name and the data attribute of each part (`data-…`). */
export type Hooks = { readonly module: string };

/**
 * A part's attribute, to spread in TSX: `{...hook(PricingHooks.link, "yearly")}` is
 * `data-billing="yearly"`; without a value `"true"` (what React renders for a bare
 * `data-x`).
 */
export function hook<const A extends string>(attribute: A, value: string | number | boolean = true): { [K in A]: string } {
  return { [attribute]: String(value) } as { [K in A]: string };
}

/** The `data-module` of an element that starts several behaviours. */
export function modules(...hooks: Hooks[]): string {
  return hooks.map((each) => each.module).join(" ");
}
