// zod/mini: see app/features/newsletter/schema.ts for why not the classic API.
import * as z from "zod/mini";
import { aiDemoContentTypes, aiDemoPromptMaxLength } from "./ai-demo";
import { maxUnits, multiLine } from "~/lib/text-fields";

/** What the demo's plain post (no JavaScript) sends (spec 2 §2.17). */
export const aiDemoSchema = z.object({
  intent: z._default(z.enum(["generate", "post"]), "generate"),
  contentType: z._default(z.enum(aiDemoContentTypes), "propertyHighlights"),
  prompt: z
    .string({ error: "promptRequired" })
    .check(multiLine(), z.trim(), z.minLength(1, "promptRequired"), maxUnits(aiDemoPromptMaxLength, "promptTooLong")),
});
export type AiDemoInput = z.infer<typeof aiDemoSchema>;
