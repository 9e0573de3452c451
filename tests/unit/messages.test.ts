import { describe, expect, it } from "vitest";
import { messageText } from "~/lib/messages";
import { translator } from "~/server/i18n.server";

// The one function that says a form's message (app/lib/messages.ts): the in-place reply and
// the views both call it, so a message reads the same either way.
describe("messageText", () => {
  it("says a key in the namespace's language, and one of another namespace by its prefix", async () => {
    const t = await translator("pt", "home");
    expect(messageText(t, "audit.success")).toMatch(/^Obrigado! Sua solicitação de auditoria/);
    expect(messageText(t, "common:abuse.rateLimitedText")).toBe("Aguarde alguns minutos e tente novamente.");
  });

  it("says a message's values as they are, and a nested message in the same language", async () => {
    const t = await translator("en", "roadmap");
    expect(messageText(t, { key: "toast.upvoteFailed", values: { message: "as typed" } })).toBe("Failed to upvote: as typed");
    expect(messageText(t, { key: "toast.likeFailed", values: { message: { key: "reasons.commentNotFound" } } })).toBe(
      "Failed to like comment: this comment no longer exists.",
    );
  });
});
