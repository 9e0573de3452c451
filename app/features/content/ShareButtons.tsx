import type { MouseEvent } from "react";
import { sharePopup, shareLinks } from "~/features/content/format";

/**
 * Twitter, Facebook and LinkedIn share links for the page's address (spec 2 §2.6). They
 * are plain links that open the network's share page in a new tab; with JavaScript they
 * open it in a 600×400 popup instead.
 */
export function ShareButtons({
  url,
  title,
  labels,
}: {
  url: string;
  title: string;
  labels: { heading: string; twitter: string; facebook: string; linkedin: string; newTab: string };
}) {
  const links = shareLinks(url, title);
  const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const { width, height } = sharePopup;
    const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
    const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
    const popup = window.open(
      event.currentTarget.href,
      "share",
      `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
    );
    // With noopener the browser returns null even when the popup opened; only a blocked
    // popup leaves the link to do its job, so the click is always consumed here.
    void popup;
    event.preventDefault();
  };
  const items = [
    { key: "twitter", href: links.twitter, label: labels.twitter },
    { key: "facebook", href: links.facebook, label: labels.facebook },
    { key: "linkedin", href: links.linkedin, label: labels.linkedin },
  ];
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{labels.heading}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              data-share={item.key}
              onClick={openPopup}
              className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-teal-700 hover:text-teal-800"
            >
              {item.label}
              <span className="sr-only"> {labels.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
