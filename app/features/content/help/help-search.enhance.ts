import {
  fillText,
  liveSearchHeader,
  moveActive,
  searchAddress,
  suggestionAddress,
  suggestionDelayMs,
  suggestionLimit,
  suggestionQuery,
} from "~/features/content/help/suggestions";
import type { Behaviours } from "~/enhance/behaviour";
import { HelpSearchHooks as hooks } from "./help-search.hooks";

interface Suggestion {
  slug: string;
  title: string;
  /** The result's snippet as text runs, `true` for a matched word the page put in <mark>. */
  summary: Array<[string, boolean]>;
  categoryName: string;
  /** The article's language when it is not the page's (an English article on a Portuguese page). */
  lang: string | null;
}

type Answer = { kind: "results"; suggestions: Suggestion[] } | { kind: "failed" };

/**
 * The help center's live search (spec 2 §2.7). The
 * search box stays the plain GET form (`?q=`); typing shows a dropdown of matches that is
 * a combobox: arrows move, Enter opens the highlighted article, Escape closes the list.
 * The matches are read from the same page the form would show (`/help-center?q=`), so
 * the server alone decides what matches and in which order (docs/decisions/0016).
 */
export function startHelpSearch(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const input = form.querySelector<HTMLInputElement>("input[name=q]");
  const popup = form.querySelector<HTMLElement>(`[${hooks.popup}]`);
  const listbox = popup?.querySelector<HTMLElement>("[role=listbox]");
  const heading = popup?.querySelector<HTMLElement>(`[${hooks.heading}]`);
  const message = popup?.querySelector<HTMLElement>(`[${hooks.message}]`);
  const contact = popup?.querySelector<HTMLElement>(`[${hooks.contact}]`);
  const contactLink = contact?.querySelector("a");
  const template = popup?.querySelector<HTMLTemplateElement>(`template[${hooks.option}]`);
  const live = form.querySelector<HTMLElement>(`[${hooks.live}]`);
  if (!input || !popup || !listbox || !heading || !message || !contact || !contactLink || !template || !live) return;
  const text = (hook: hooks) => popup.getAttribute(hook) ?? "";
  // The form's action is the center's own address in the page's language.
  const searchPath = new URL(form.action).pathname;
  // The Contact Support form's address in the page's language; a search that finds nothing adds `?q=`.
  const contactPath = contactLink.pathname;

  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", listbox.id);
  input.setAttribute("aria-expanded", "false");

  /** Answers already read, by query: retyping or deleting a letter asks nothing again. */
  const answers = new Map<string, Answer>();
  let suggestions: Suggestion[] = [];
  let active = -1;
  let shownQuery: string | null = null;
  let timer: number | undefined;
  let request: AbortController | undefined;

  const announce = (text: string) => {
    if (live.textContent !== text) live.textContent = text;
  };

  const setActive = (index: number) => {
    active = index;
    listbox.querySelectorAll<HTMLElement>("[role=option]").forEach((option, i) => option.setAttribute("aria-selected", String(i === index)));
    const current = index >= 0 ? listbox.children[index] : undefined;
    if (current) {
      input.setAttribute("aria-activedescendant", current.id);
      current.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };

  const close = () => {
    window.clearTimeout(timer);
    request?.abort();
    popup.hidden = true;
    shownQuery = null;
    input.setAttribute("aria-expanded", "false");
    setActive(-1);
    suggestions = [];
    listbox.replaceChildren();
  };

  /** A message in place of the list; with the query that found nothing, the link to Contact Support carrying it. */
  const showMessage = (text: string, query?: string) => {
    suggestions = [];
    listbox.replaceChildren();
    heading.hidden = true;
    message.hidden = false;
    message.textContent = text;
    contact.hidden = !query;
    if (query) {
      contactLink.href = searchAddress(contactPath, query);
      text += ". " + contact.textContent;
    }
    announce(text);
  };

  const showAnswer = (query: string, answer: Answer) => {
    setActive(-1);
    if (answer.kind === "failed") return showMessage(text(hooks.errorText));
    if (answer.suggestions.length === 0) return showMessage(fillText(text(hooks.emptyText), { query }), query);
    suggestions = answer.suggestions;
    message.hidden = contact.hidden = true;
    heading.hidden = false;
    listbox.replaceChildren(...suggestions.map((suggestion, index) => optionFor(suggestion, index)));
    const count = suggestions.length;
    announce(count === 1 ? text(hooks.oneResultText) : fillText(text(hooks.manyResultsText), { count }));
  };

  const optionFor = (suggestion: Suggestion, index: number) => {
    const option = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    option.id = `${listbox.id}-option-${index}`;
    const title = option.querySelector(`[${hooks.title}]`)!;
    title.textContent = suggestion.title;
    // Text only: a <mark> is made here, never parsed from the fetched page's markup.
    option.querySelector(`[${hooks.summary}]`)!.replaceChildren(
      ...suggestion.summary.map(([text, marked]) => {
        if (!marked) return text;
        const mark = document.createElement("mark");
        mark.textContent = text;
        return mark;
      }),
    );
    for (const part of [title, option.querySelector(`[${hooks.summary}]`)!]) {
      if (suggestion.lang) part.setAttribute("lang", suggestion.lang);
      else part.removeAttribute("lang");
    }
    const category = option.querySelector<HTMLElement>(`[${hooks.category}]`)!;
    category.textContent = suggestion.categoryName;
    category.hidden = !suggestion.categoryName;
    // Keeps the focus in the box, so the click below still finds the dropdown open.
    option.addEventListener("mousedown", (event) => event.preventDefault());
    option.addEventListener("click", () => choose(index));
    return option;
  };

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    input.value = suggestion.title;
    close();
    window.location.assign(suggestionAddress(searchPath, suggestion.slug, suggestion.title));
  };

  const update = () => {
    const query = suggestionQuery(input.value);
    window.clearTimeout(timer);
    if (query === null) {
      close();
      announce("");
      return;
    }
    if (query === shownQuery) return;
    shownQuery = query;
    popup.hidden = false;
    input.setAttribute("aria-expanded", "true");
    const known = answers.get(query);
    if (known) return showAnswer(query, known);
    showMessage(text(hooks.loadingText));
    timer = window.setTimeout(() => void load(query), suggestionDelayMs);
  };

  const load = async (query: string) => {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    let answer: Answer;
    try {
      const response = await fetch(searchAddress(searchPath, query), {
        signal: controller.signal,
        headers: { accept: "text/html", [liveSearchHeader]: "1" },
      });
      answer = response.ok ? readResults(await response.text()) : { kind: "failed" };
    } catch {
      if (controller.signal.aborted) return;
      answer = { kind: "failed" };
    }
    if (answer.kind === "results") answers.set(query, answer);
    // Only the answer to what the box still says is shown.
    if (shownQuery === query && !popup.hidden) showAnswer(query, answer);
  };

  // The clear button is a link to the center without a query; while no search was made,
  // following it would only reload this page, so it empties the box in place.
  const clear = form.querySelector<HTMLAnchorElement>(`a[${hooks.clear}]`);
  const showClear = () => {
    if (clear) clear.hidden = input.value === "";
  };
  clear?.addEventListener("click", (event) => {
    if (new URLSearchParams(location.search).has("q") || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    input.value = "";
    close();
    announce("");
    showClear();
    input.focus();
  });

  input.addEventListener("input", update);
  input.addEventListener("input", showClear);
  input.addEventListener("focus", update);
  // The list goes when the focus leaves the search, not the box: Tab goes on from the box
  // through the clear and search buttons to the Contact Support link, which must still be
  // there. A short delay lets a click on an option land before the list goes.
  form.addEventListener("focusout", () =>
    window.setTimeout(() => {
      if (!form.contains(document.activeElement)) close();
    }, 150),
  );
  input.addEventListener("keydown", (event) => {
    const open = !popup.hidden;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      // A closed list opens on an arrow, already on its first (or last) match when known.
      if (!open) update();
      setActive(moveActive(active, suggestions.length, event.key));
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" && open) {
      // Otherwise the browser would also empty the search box.
      event.preventDefault();
      close();
    }
  });
  form.addEventListener("submit", close);
}

/** The matches on a fetched page of search results, or a failure when it has none to give. */
function readResults(html: string): Answer {
  const page = new DOMParser().parseFromString(html, "text/html");
  const results = page.querySelector(`[${hooks.results}]`);
  if (!results) return { kind: "failed" };
  const items = [...results.querySelectorAll<HTMLElement>(`[${hooks.article}]`)];
  // An empty list beside an alert is a failure to load the articles, not an empty search.
  if (items.length === 0 && page.querySelector("main [role=alert]")) return { kind: "failed" };
  const suggestions = items.slice(0, suggestionLimit).map((item) => ({
    slug: item.getAttribute(hooks.article) ?? "",
    title: item.querySelector(`[${hooks.title}]`)?.textContent?.trim() ?? "",
    // Text and <mark> nodes only: the server joins neighbouring text runs, so React adds no comments.
    summary: [...(item.querySelector(`[${hooks.summary}]`)?.childNodes ?? [])].map((node): [string, boolean] => [node.textContent ?? "", node.nodeName === "MARK"]),
    categoryName: item.querySelector(`[${hooks.category}]`)?.textContent?.trim() ?? "",
    lang: item.querySelector(`[${hooks.title}]`)?.getAttribute("lang") ?? null,
  }));
  return { kind: "results", suggestions };
}

export default { [hooks.module]: startHelpSearch } satisfies Behaviours;
