import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";
import type { i18n as I18n, TFunction } from "i18next";

/**
 * `const { t } = useTranslation("help")`: the page's `t` for a namespace, as react-i18next's
 * hook of that name gives it, at the cost of one context read.
 *
 * No page loads React in the browser (DESIGN §5.7), so a component renders once, on the server,
 * from static resources: nothing to subscribe to, no namespace to wait for, no language to
 * change under it. react-i18next's hook still does all of that on every call (options merged,
 * two effects, a ref, a state, a namespace check and a new bound `t`), and a page calls it
 * about a hundred times: about 6 % of the CPU of rendering the home page (decision 0052).
 * This one hands out one `t` per instance and namespace, kept for the instance's life.
 */
export function useTranslation(namespace?: string): { t: TFunction } {
  const i18n = useI18n();
  return { t: boundT(i18n, namespace ?? defaultNamespace(i18n)) };
}

/** The i18next instance the page renders with (its provider's, else the global one). */
export function useI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

const bound = new WeakMap<I18n, Map<string, TFunction>>();

function boundT(i18n: I18n, namespace: string): TFunction {
  let byNamespace = bound.get(i18n);
  if (!byNamespace) bound.set(i18n, (byNamespace = new Map()));
  let t = byNamespace.get(namespace);
  if (!t) byNamespace.set(namespace, (t = i18n.getFixedT(null, namespace) as TFunction));
  return t;
}

function defaultNamespace(i18n: I18n): string {
  const configured = i18n.options?.defaultNS;
  return typeof configured === "string" ? configured : Array.isArray(configured) && configured[0] ? configured[0] : "translation";
}
