/**
 * The text of a list's "Read more" link: on screen the label alone (the title is just
 * above it); to screen readers, link lists and Lighthouse's link-text audit, the label
 * followed by the title ("Read More: {title}"), so every such link says where it goes.
 * One hidden span carries the whole name: hidden text is positioned absolutely, which
 * makes it a block and would put a space before a colon split across two spans.
 * `titleLang` marks a title in another language than the page (an untranslated article).
 */
export function ReadMoreLabel({ label, title, titleLang }: { label: string; title: string; titleLang?: string }) {
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">
        {label}: {titleLang ? <span lang={titleLang}>{title}</span> : title}
      </span>
    </>
  );
}
