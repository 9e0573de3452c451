import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { aiDemoTiming, confettiBursts, confettiParticleCount, parseContentType } from "~/features/marketing/features/ai-demo";
import { aiDemoSchema } from "~/features/marketing/features/ai-demo-schema";
import { resources } from "~/locales";

function parse(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseWithZod(data, { schema: aiDemoSchema });
}

describe("AI demo (spec 2 §2.17, §4, §5, §9)", () => {
  it("waits 1.5 s to generate and throws confetti for 5 s", () => {
    expect(aiDemoTiming).toEqual({ generateMs: 1500, confettiMs: 5000 });
  });

  it("throws exactly 500 pieces of confetti in bursts within the 5 seconds", () => {
    const bursts = confettiBursts();
    expect(confettiParticleCount).toBe(500);
    expect(bursts.reduce((sum, burst) => sum + burst.particles, 0)).toBe(500);
    expect(Math.max(...bursts.map((burst) => burst.atMs))).toBeLessThan(5000);
    expect(bursts[0]!.atMs).toBe(0);
    expect(confettiBursts(101, 1000, 250).map((burst) => burst.particles)).toEqual([25, 25, 25, 26]);
  });

  it("refuses an empty or blank prompt with 'Please enter a prompt'", () => {
    for (const prompt of ["", "   \n "]) {
      const submission = parse({ contentType: "seasonalOffer", prompt });
      expect(submission.status).toBe("error");
      expect(submission.status === "error" && submission.error?.prompt?.[0]).toBe("promptRequired");
    }
    expect(resources.en.featurePages.pages["ai-content-creation"].demo.errors.promptRequired).toBe("Please enter a prompt");
  });

  it("accepts a prompt for a content type, generate by default", () => {
    const submission = parse({ contentType: "localAttractions", prompt: "  Three things to do  " });
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "generate",
      contentType: "localAttractions",
      prompt: "Three things to do",
    });
    expect(parse({ contentType: "x", prompt: "y" }).status).toBe("error");
  });

  it("falls back to Property Highlights for an unknown content type", () => {
    expect(parseContentType("seasonalOffer")).toBe("seasonalOffer");
    expect(parseContentType("nonsense")).toBe("propertyHighlights");
    expect(parseContentType(null)).toBe("propertyHighlights");
  });

  it("has a label, a sample prompt and canned text for each content type, in both languages", () => {
    for (const lang of ["en", "pt"] as const) {
      const types = resources[lang].featurePages.pages["ai-content-creation"].demo.types;
      expect(Object.keys(types)).toEqual(["propertyHighlights", "localAttractions", "seasonalOffer"]);
      for (const type of Object.values(types)) {
        expect(type.prompt.length).toBeGreaterThan(40);
        expect(type.result.length).toBeGreaterThan(100);
      }
    }
    const en = resources.en.featurePages.pages["ai-content-creation"].demo.types;
    expect([en.propertyHighlights.label, en.localAttractions.label, en.seasonalOffer.label]).toEqual([
      "Property Highlights",
      "Local Attractions",
      "Seasonal Offer",
    ]);
  });
});
