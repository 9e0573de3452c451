import { describe, expect, it, vi } from "vitest";
import forms from "~/enhance/site.enhance";
import { click, mount, visibleText } from "~/enhance/testing";
import { CommentForm } from "./CommentForm";
import { CommentList } from "./CommentList";
import roadmap from "./roadmap.enhance";

// The comment form of a roadmap item as a visitor with JavaScript uses it (spec 2 §2.8): the
// server's markup of the list and the form, the form posted in place by app/enhance/forms.ts
// and this module on top.

const now = "2026-11-20T12:00:00.000Z";
const comment = (n: number) => ({ id: `c${n}`, itemId: 9, authorName: `Guest ${n}`, content: `Comment ${n}`, likes: 0, createdAt: now });

function item(lang: "en" | "pt" = "en") {
  const path = lang === "pt" ? "/pt/roadmap/9" : "/roadmap/9";
  const body = mount(
    <>
      <CommentList itemTitle="Calendar sync" page={{ comments: [comment(1), comment(2)], olderBefore: null, newerCount: 0 }} total={2} likedCommentIds={[]} now={now} action={path} />
      <CommentForm itemId={9} action={path} actionData={undefined} />
    </>,
    [forms, roadmap],
    { lang, at: path },
  );
  const form = body.querySelector<HTMLFormElement>("form#roadmap-comment-9")!;
  return {
    body,
    form,
    name: form.querySelector<HTMLInputElement>("input[name=authorName]")!,
    text: form.querySelector("textarea")!,
    submit: form.querySelector<HTMLButtonElement>("button[type=submit]")!,
    cancel: [...form.querySelectorAll("a")].find((a) => /cancel/i.test(a.textContent ?? ""))!,
    list: body.querySelector<HTMLElement>("[role=region]")!,
  };
}

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("roadmap: the comment form", () => {
  it("offers 'Post Comment' only once the comment holds more than spaces", () => {
    const { submit, text, name } = item();
    expect(submit.textContent).toBe("Post Comment");
    expect(submit.disabled).toBe(true);
    type(name, "Ana");
    expect(submit.disabled).toBe(true);
    type(text, "   ");
    expect(submit.disabled).toBe(true);
    type(text, "Please add Airbnb");
    expect(submit.disabled).toBe(false);
    type(text, "");
    expect(submit.disabled).toBe(true);
  });

  it("empties the form in place on Cancel, without loading the page again", () => {
    const { cancel, name, text, submit } = item();
    type(name, "Ana");
    type(text, "Please add Airbnb");

    const followed = click(cancel);

    expect(followed).toBe(false);
    expect(window.location.pathname).toBe("/roadmap/9");
    expect(name.value).toBe("");
    expect(text.value).toBe("");
    expect(submit.disabled).toBe(true);
  });

  it("after a stored comment: the form is empty, the button waits for a new comment, the list shows its newest end", async () => {
    const { form, text, submit, list, body } = item();
    Object.defineProperty(list, "scrollHeight", { value: 640 });
    const post = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ enhanced: { reset: true, toast: { kind: "success", title: "Comment added" } } }));
    type(text, "Please add Airbnb");

    form.requestSubmit(submit);
    expect(submit.textContent).toBe("Posting...");
    expect(submit.disabled).toBe(true);

    await vi.waitFor(() => expect(text.value).toBe(""));
    expect(post).toHaveBeenCalledOnce();
    expect(String(post.mock.calls[0]![0])).toContain("/roadmap/9?_data=");
    expect(submit.textContent).toBe("Post Comment");
    expect(submit.disabled).toBe(true);
    expect(list.scrollTop).toBe(640);
    expect(visibleText(body)).toContain("Comment 2");
  });

  it("after a refused comment: the text stays, the message shows, and it can be posted again", async () => {
    const { form, text, submit, list, body } = item("pt");
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ enhanced: { formError: "Falha ao adicionar o comentário" } }));
    type(text, "Por favor, Airbnb");

    form.requestSubmit(submit);

    await vi.waitFor(() => expect(visibleText(body)).toContain("Falha ao adicionar o comentário"));
    expect(text.value).toBe("Por favor, Airbnb");
    expect(submit.textContent).toBe("Publicar comentário");
    expect(submit.disabled).toBe(false);
    expect(list.scrollTop).toBe(0);
  });
});
