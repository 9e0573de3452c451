import { shareLinks } from "~/features/content/format";
import { ShareHooks } from "~/components/ui/share.hooks";

/**
 * Twitter, Facebook and LinkedIn share links for the page's address (spec 2 §2.6). They
 * are plain links that open the network's share page in a new tab; with JavaScript the
 * layout's module (app/enhance/share.ts) opens a 600×400 popup instead.
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
  const items = [
    { key: "twitter", href: links.twitter, label: labels.twitter },
    { key: "facebook", href: links.facebook, label: labels.facebook },
    { key: "linkedin", href: links.linkedin, label: labels.linkedin },
  ];
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{labels.heading}</h2>
      <ul data-module={ShareHooks.module} className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
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
