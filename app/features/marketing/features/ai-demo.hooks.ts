/**
 * The AI demo's hooks (AiDemo.tsx; ai-demo.enhance.ts): its form, each content type's link
 * with its sample prompt and canned result, the prompt's messages, Generate's label, the
 * Post button's box and its success texts, the output panel and the template of its three
 * states (generating, result, placeholder), and the server's "posted" note.
 */
export enum AiDemoHooks {
  module = "ai-demo",
  form = "data-ai-demo-form",
  contentType = "data-content-type",
  prompt = "data-prompt",
  result = "data-result",
  promptRequired = "data-prompt-required",
  promptTooLong = "data-prompt-too-long",
  label = "data-label",
  post = "data-ai-demo-post",
  postedTitle = "data-posted-title",
  postedText = "data-posted-text",
  output = "data-ai-demo-output",
  posted = "data-ai-demo-posted",
  states = "data-ai-demo-states",
  generating = "data-ai-demo-generating",
  resultState = "data-ai-demo-result",
  placeholder = "data-ai-demo-placeholder",
}
