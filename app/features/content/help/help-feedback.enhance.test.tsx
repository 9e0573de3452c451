import { describe, expect, it, vi } from "vitest";
import forms from "~/enhance/site.enhance";
import { click, mount, visibleText } from "~/enhance/testing";
import { HelpFeedback } from "./HelpFeedback";
import helpFeedback from "./help-feedback.enhance";

// "Was this article helpful?" as a visitor with JavaScript answers it (decision 0211): the
// server's markup of the block, each step posted in place by app/enhance/forms.ts (the
// answer mocked as the action gives it), this module showing the next step.

function block(lang: "en" | "pt" = "en") {
  const path = `${lang === "pt" ? "/pt" : ""}/help-center/getting-started`;
  const body = mount(<HelpFeedback action={path} />, [forms, helpFeedback], { lang, at: path });
  const button = (name: string) => [...body.querySelectorAll("button")].find((each) => each.textContent === name)!;
  return { body, button };
}

/** The action's answer to each post, in turn: stored (the form clears), or refused. */
function answers(...replies: object[]) {
  const fetch = vi.spyOn(globalThis, "fetch");
  for (const reply of replies) fetch.mockResolvedValueOnce(Response.json({ enhanced: reply }));
  return fetch;
}

const question = "Was this article helpful?";
const sorry = "Sorry this article didn’t help.";
const thanks = "Thank you for your feedback!";
/** Which of the three steps the visitor sees. */
const shown = (body: HTMLElement) => [question, sorry, thanks, "Este artigo foi útil?", "Obrigado pelo seu retorno!"].filter((text) => visibleText(body).includes(text));

const sentFields = (fetch: ReturnType<typeof answers>, call: number) => Object.fromEntries([...(fetch.mock.calls[call]![1]!.body as FormData)].filter(([name]) => name === "helpful" || name === "comment"));

describe("help-feedback: the answer in place", () => {
  it("after No, asks what was missing and puts the cursor in the comment; after Send, thanks", async () => {
    const { body, button } = block();
    const fetch = answers({ reset: true }, { reset: true });
    expect(shown(body)).toEqual([question]);

    click(button("No"));
    await vi.waitFor(() => expect(shown(body)).toEqual([sorry]));
    expect(sentFields(fetch, 0)).toEqual({ helpful: "no" });
    const comment = body.querySelector("textarea")!;
    expect(document.activeElement).toBe(comment);

    comment.value = "How to connect Vrbo";
    click(button("Send"));
    await vi.waitFor(() => expect(shown(body)).toEqual([thanks]));
    expect(sentFields(fetch, 1)).toEqual({ helpful: "no", comment: "How to connect Vrbo" });
    expect(document.activeElement?.textContent).toBe(thanks);
  });

  it("after Sim (Yes), thanks at once, in Portuguese", async () => {
    const { body, button } = block("pt");
    const fetch = answers({ reset: true });
    click(button("Sim"));
    expect(shown(body)).toEqual(["Este artigo foi útil?"]);
    await vi.waitFor(() => expect(shown(body)).toEqual(["Obrigado pelo seu retorno!"]));
    expect(sentFields(fetch, 0)).toEqual({ helpful: "yes" });
  });

  it("a refused answer stays on the question, with the reason under it and the buttons usable again", async () => {
    const { body, button } = block();
    answers({ formError: "Too many answers from your connection. Please wait a few minutes and try again." });
    click(button("No"));
    await vi.waitFor(() => expect(visibleText(body)).toContain("Too many answers from your connection."));
    expect(shown(body)).toEqual([question]);
    expect(button("No").disabled).toBe(false);
  });
});
