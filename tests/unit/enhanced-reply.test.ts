import { describe, expect, it } from "vitest";
import { errorMessageKey } from "~/features/newsletter/schema";
import { renderEnhancedReply } from "~/server/enhanced-reply.server";
import { translator } from "~/server/i18n.server";

// What app/enhance/forms.ts shows comes as text in the page's language: no i18next in the browser.
describe("renderEnhancedReply", () => {
  it("renders a newsletter outcome in Portuguese: toast, field message, clearing", async () => {
    const t = await translator("pt");
    expect(
      renderEnhancedReply(t, {
        toast: { kind: "success", title: "newsletter.toast.subscribedTitle", description: "newsletter.toast.subscribedText" },
        reset: true,
      }),
    ).toEqual({
      toast: { kind: "success", title: "Inscrição confirmada!", description: "Você foi adicionado à nossa newsletter" },
      fieldErrors: undefined,
      formError: undefined,
      formSuccess: undefined,
      reset: true,
    });

    const refused = renderEnhancedReply(t, { fieldErrors: { email: errorMessageKey("invalidEmail", "footer") } });
    expect(refused.fieldErrors).toEqual({ email: "Por favor, insira um endereço de e-mail válido" });
    expect(refused.toast).toBeUndefined();
  });

  it("renders the audit form's messages from its namespace and the shared ones by prefix", async () => {
    const t = await translator("en", "home");
    const reply = renderEnhancedReply(t, {
      fieldErrors: { propertyUrl: "audit.errors.propertyUrlRequired" },
      formError: "common:abuse.rateLimitedText",
      formSuccess: "audit.success",
    });
    expect(reply.fieldErrors).toEqual({ propertyUrl: "Property URL is required" });
    expect(reply.formError).not.toContain("abuse.");
    expect(reply.formError?.length).toBeGreaterThan(10);
    expect(reply.formSuccess).toBe(
      "Thank you! Your audit request has been successfully submitted. We'll be in touch within 24 hours.",
    );
  });
});
