import { useMatches } from "@remix-run/react";

/**
 * The id of the route that renders this part of the page: a form that posts in place to its
 * own page names it in `FormHooks.route` (app/enhance/forms.ts asks that route for `?_data=`).
 * Read from Remix's own route table at render time (decision 0220), so a route file that is
 * renamed takes its forms along and no feature spells a route id.
 */
export function useOwnRouteId(): string {
  const own = useMatches().at(-1)?.id;
  if (!own) throw new Error("useOwnRouteId: rendered outside a route");
  return own;
}
