import { LocalLink } from "~/components/ui/links";
import { AuthorBadge } from "./AuthorBadge";
import { ContentImage } from "~/features/content/ContentImage";
import { ReadMoreLabel } from "~/features/content/ReadMoreLabel";

/** One card of the blog and tutorial grids (spec 2 §2.5, §2.9). Dates come formatted by the loader. */
export interface ContentCardData {
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  author: string;
  date: string;
  dateTime: string;
  category: { name: string; slug: string } | null;
  /** Set when the row is in another language than the page (English fallback). */
  lang?: string;
}

export interface ContentCardLabels {
  readMore: string;
  noImage: string;
  unknownAuthor: string;
}

export function ContentCard({
  card,
  basePath,
  labels,
  headingLevel = 2,
  eager = false,
}: {
  card: ContentCardData;
  /** The first card of a list: its image is the one a visitor sees first (ContentImage). */
  eager?: boolean;
  headingLevel?: 2 | 3;
  /** "/blog" or "/tutorials": the detail is basePath/slug, the category link basePath?category=. */
  basePath: string;
  labels: ContentCardLabels;
}) {
  const href = `${basePath}/${card.slug}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article lang={card.lang} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ContentImage src={card.imageUrl} alt="" fallbackLabel={labels.noImage} eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <AuthorBadge name={card.author} unknownLabel={labels.unknownAuthor} />
          {card.date ? (
            <time dateTime={card.dateTime} className="text-slate-600">
              {card.date}
            </time>
          ) : null}
        </div>
        {card.category ? (
          <LocalLink
            to={`${basePath}?category=${encodeURIComponent(card.category.slug)}`}
            className="mt-4 self-start rounded-full bg-teal-50 px-3 py-1 text-xs font-semibold text-teal-800 hover:bg-teal-100"
          >
            {card.category.name}
          </LocalLink>
        ) : null}
        <Heading className="mt-3 text-xl font-bold text-slate-900">
          <LocalLink to={href} className="hover:text-teal-800 hover:underline">
            {card.title}
          </LocalLink>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-slate-700">{card.excerpt}</p>
        <LocalLink to={href} className="mt-4 self-start font-semibold text-teal-800 hover:underline">
          <ReadMoreLabel label={labels.readMore} title={card.title} />
        </LocalLink>
      </div>
    </article>
  );
}
