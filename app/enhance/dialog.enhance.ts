import { DialogHooks } from "~/components/ui/dialog.hooks";
import type { Behaviours } from "./behaviour";
import { startRouteDialog } from "./dialog";

/** The route dialog's module: pages that render a RouteDialog name "dialog" in `handle.enhance`. */
export default { [DialogHooks.module]: startRouteDialog } satisfies Behaviours;
