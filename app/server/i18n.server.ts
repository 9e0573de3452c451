import { createInstance, type i18n as I18n, type InitOptions, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLanguage, type Lang } from "~/lib/i18n";
import { resources, type Namespace } from "~/locales";

/**
 * Server-side translations, built once per isolate (decision 0020). The resources are static
 * JSON bundled with the worker, so an i18next instance holding them is a computed value like
 * any other module constant: requests share it, never a promise or any I/O. Creating and
 * initialising an instance per request (and per loader's `translator` call) cost more CPU than
 * rendering a simple page's text; i18next also keeps its Intl.PluralRules per instance.
 *
 * The language always comes from the URL (`/pt/...` is Portuguese); the edge handler has
 * already redirected visitors whose saved or browser language asks for the other twin.
 */

const baseOptions = {
  defaultNS: "common",
  interpolation: { escapeValue: false },
  // Resources are given: no backend to wait for, so init finishes before it returns.
  initImmediate: false,
} satisfies InitOptions;

function initialised(instance: I18n, options: InitOptions): I18n {
  void instance.init({ ...baseOptions, ...options });
  if (!instance.isInitialized) throw new Error("i18next did not initialise synchronously");
  memoizeLookups(instance);
  // Every useTranslation() asks; with the resources given and no backend, i18next's own
  // answer is always yes once initialised, after a walk through its language list.
  instance.hasLoadedNamespace = () => true;
  return instance;
}

const renderInstances = new Map<Lang, I18n>();

/**
 * The instance React renders a page with (app/entry.server.tsx): the page's language only and
 * no fallback (both languages have every key, tests/unit/locales.test.ts).
 */
export function renderI18n(lang: Lang): I18n {
  let instance = renderInstances.get(lang);
  if (!instance) {
    instance = initialised(createInstance().use(initReactI18next), {
      lng: lang,
      fallbackLng: false,
      ns: Object.keys(resources[lang]),
      resources: { [lang]: resources[lang] },
      react: { useSuspense: false },
    });
    renderInstances.set(lang, instance);
  }
  return instance;
}

let loaderInstance: I18n | undefined;

/** Translations for loaders, actions and meta: `await translator(lang, "blog")`. */
export async function translator(lang: Lang, ns: Namespace = "common"): Promise<TFunction<Namespace>> {
  loaderInstance ??= initialised(createInstance(), {
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    ns: Object.keys(resources[defaultLanguage]),
    resources,
  });
  return loaderInstance.getFixedT(lang, ns) as TFunction<Namespace>;
}

/** Answers kept per bound `t` before its memo starts afresh (keys × the few counts pages pass). */
const memoLimit = 2000;

type LooseT = ((...args: unknown[]) => unknown) & Record<string, unknown>;

/**
 * Every component's useTranslation() asks for a `t` bound to a language and namespace, and
 * i18next builds a new one each time; this instance hands out one per binding instead, which
 * remembers what it answered for a key with no options or plain ones (a count, a short word):
 * from static resources the same question always gets the same string, and i18next's path
 * (option objects, key splitting, plural forms, nesting and interpolation passes) was most of
 * a page's translation cost; lists and groups asked for with returnObjects are kept too and
 * handed out as copies. Calls with objects among their options (a custom interpolation, a
 * post-processor) go through i18next every time.
 */
function memoizeLookups(instance: I18n) {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => LooseT;
  const bound = new Map<string, LooseT>();
  const memoizedGetFixedT = (lng: unknown, ns: unknown, keyPrefix: unknown) => {
    const binding = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null]);
    let t = bound.get(binding);
    if (!t) {
      t = memoizedT(getFixedT(lng, ns, keyPrefix));
      bound.set(binding, t);
    }
    return t;
  };
  instance.getFixedT = memoizedGetFixedT as unknown as I18n["getFixedT"];
}

function memoizedT(translate: LooseT): LooseT {
  const memo = new Map<string, unknown>();
  const t = ((...args: unknown[]) => {
    const key = args.length <= 2 ? memoKey(args[0], args[1]) : null;
    if (key === null) return translate(...args);
    const known = memo.get(key);
    // Lists and groups (returnObjects) are handed out as copies: a page may sort or extend its own.
    if (known !== undefined) return typeof known === "string" ? known : structuredClone(known);
    const value = translate(...args);
    if (typeof value === "string" || (typeof value === "object" && value !== null)) {
      if (memo.size >= memoLimit) memo.clear();
      memo.set(key, typeof value === "string" ? value : structuredClone(value));
    }
    return value;
  }) as LooseT;
  // i18next's bound t carries its binding (lng, lngs, ns, keyPrefix) as properties.
  for (const property of Object.keys(translate)) t[property] = translate[property];
  return t;
}

function memoKey(key: unknown, options: unknown): string | null {
  if (typeof key !== "string") return null;
  if (options === undefined) return key;
  if (typeof options !== "object" || options === null) return null;
  let memoKey = key;
  for (const [name, value] of Object.entries(options as Record<string, unknown>)) {
    if (typeof value === "number" || typeof value === "boolean" || value === undefined || value === null) {
      memoKey += `\u0000${name}=${String(value)}`;
    } else if (typeof value === "string" && value.length <= 200) {
      memoKey += `\u0000${name}=${JSON.stringify(value)}`;
    } else {
      return null;
    }
  }
  return memoKey;
}
