import { useNavigation } from "@remix-run/react";
import { stripLangPrefix } from "~/lib/i18n";

/**
 * The address a client-side navigation is loading when it stays on this list page (a new
 * category, tag or search), or null. Lists show their skeletons meanwhile; without
 * JavaScript every change is a full page load and there is nothing to show.
 */
export function usePendingListLocation(barePath: string) {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || !navigation.location) return null;
  return stripLangPrefix(navigation.location.pathname) === barePath ? navigation.location : null;
}
