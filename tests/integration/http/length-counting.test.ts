import { describe, expect, it } from "vitest";
import { commentLimits } from "~/features/engagement/roadmap/schema";
import { follow, freshAddress, postForm, visible } from "../../fixtures/engagement/http";
import { queryD1 } from "./support";

// Issue 23 item 10 on the built site (D1): a text's length is counted in UTF-16 units, as the
// field's maxlength counts it. A comment of 501 emoji (1,002 units) is refused like 1,001
// letters; emoji or "q" + U+0301 within 1,000 units are stored whole.

const emoji = "😀";
const commentsWith = (marker: string) =>
  queryD1<{ content: string }>(`SELECT content FROM roadmap_comments WHERE content LIKE '%${marker}%'`);

describe("a roadmap comment at the limit", () => {
  it("refuses 501 emoji with the field's message and the text kept", async () => {
    const content = emoji.repeat(commentLimits.content / 2 + 1);
    const response = await postForm("/roadmap/9", { intent: "comment", content }, { "CF-Connecting-IP": freshAddress() });
    expect(response.status).toBe(400);
    const html = visible(await response.text());
    expect(html).toMatch(/id="roadmap-comment-9-content-error"[^>]*>Please keep your comment under 1,000 characters\.</);
    expect(html).toContain(`>${content}</textarea>`);
    expect(html).toMatch(/<textarea[^>]*maxLength="1000"/);
  });

  it("stores up to 1,000 units of emoji or combining marks whole", async () => {
    const marker = `len${Date.now().toString(36)}`;
    const half = (commentLimits.content - marker.length - 1) >> 1;
    for (const unit of [emoji, "q\u0301"]) {
      const content = `${marker} ${unit.repeat(half)}`;
      expect(content.length).toBeLessThanOrEqual(commentLimits.content);
      const response = await postForm("/roadmap/9", { intent: "comment", content }, { "CF-Connecting-IP": freshAddress() });
      expect(response.status).toBe(303);
      expect((await follow(response)).html).toContain("Comment added successfully!");
    }
    const stored = commentsWith(marker);
    expect(stored.map((row) => row.content)).toEqual(
      expect.arrayContaining([`${marker} ${emoji.repeat(half)}`, `${marker} ${"q\u0301".repeat(half)}`]),
    );
  });
});
