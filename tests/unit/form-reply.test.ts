import { parseWithZod } from "@conform-to/zod/v4";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextAreaField } from "~/components/ui/TextAreaField";
import { TextField } from "~/components/ui/TextField";
import { formAttributes, formReply } from "~/components/ui/form-reply";
import { auditSchema } from "~/features/marketing/home/audit";

// What a form renders from the action's reply to a post without JavaScript (DESIGN §5.1).

function refusedAudit(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseWithZod(formData, { schema: auditSchema }).reply();
}

describe("a form's reply", () => {
  it("on a first load: conform's ids, no values, no errors", () => {
    const form = formReply("audit-request", undefined);
    expect(formAttributes(form)).toEqual({ id: "audit-request", noValidate: true });
    const html = renderToStaticMarkup(createElement(TextField, { field: form.field("email"), type: "email", label: "Email", error: null, required: true }));
    expect(html).toBe(
      '<div class=""><label for="audit-request-email" class="mb-1 block text-sm font-medium text-slate-800">Email</label>' +
        '<input id="audit-request-email" name="email" form="audit-request" type="email" required="" class="field-input"/></div>',
    );
  });

  it("after a refused post: the typed values, and each error under its field, linked and marked invalid", () => {
    const form = formReply("audit-request", refusedAudit({ propertyUrl: "https://example.com/rooms/1", name: "Ana", email: "not-an-email" }));
    expect(form.status).toBe("error");
    const email = form.field("email");
    expect(email.errors?.length).toBeGreaterThan(0);
    const html = renderToStaticMarkup(createElement(TextField, { field: email, type: "email", label: "Email", error: "Enter a valid email", required: true }));
    expect(html).toContain('<input id="audit-request-email" name="email" form="audit-request" aria-invalid="true" aria-describedby="audit-request-email-error" type="email" required=""');
    expect(html).toContain('value="not-an-email"/>');
    expect(html).toContain('<p id="audit-request-email-error" class="mt-1 text-sm font-medium text-red-700">Enter a valid email</p>');
    const name = renderToStaticMarkup(createElement(TextField, { field: form.field("name"), type: "text", label: "Name", error: null }));
    expect(name).toContain('value="Ana"');
    expect(name).not.toContain("aria-invalid");
  });

  it("links the form to its own error, and a caller's aria-describedby keeps its place", () => {
    const reply = { status: "error" as const, initialValue: { content: "Hi" }, error: { "": ["rateLimited"] } };
    const form = formReply("roadmap-comment-1", reply);
    expect(formAttributes(form)).toEqual({ id: "roadmap-comment-1", noValidate: true, "aria-describedby": "roadmap-comment-1-error" });
    const html = renderToStaticMarkup(
      createElement(TextAreaField, { field: form.field("content"), label: "Comment", error: null, rows: 3, "aria-describedby": "hint" }),
    );
    expect(html).toContain('<textarea id="roadmap-comment-1-content" name="content" form="roadmap-comment-1" rows="3" aria-describedby="hint"');
    expect(html).toContain(">Hi</textarea>");
  });
});
