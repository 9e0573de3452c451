/**
 * HTML that the server rendered and sanitised (app/features/content/sanitize.ts): article, tutorial and
 * help bodies, case-study content. Never pass anything else here. A code block wraps instead
 * of scrolling sideways: a scroller in stored HTML could not be given a name and focus
 * (decision 0045).
 */
export const proseClass =
  "max-w-none text-lg leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a:hover]:text-teal-900 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-teal-600 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-slate-700 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-600 [&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mb-2 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900 [&_h4]:mb-2 [&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900 [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_pre]:my-4 [&_pre]:whitespace-pre-wrap [&_pre]:break-words [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_table]:my-6 [&_table]:w-full [&_table]:text-left [&_td]:border-t [&_td]:border-slate-200 [&_td]:p-2 [&_th]:p-2 [&_th]:font-semibold [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6";

export function ContentBody({ html, lang, className = "" }: { html: string; lang?: string; className?: string }) {
  return <div lang={lang} className={`${proseClass} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
