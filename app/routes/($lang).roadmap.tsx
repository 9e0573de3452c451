import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { PageIntro } from "~/components/layout/PageIntro";
import { RoadmapBoard } from "~/features/engagement/roadmap/RoadmapBoard";
import { Frozen } from "~/components/ui/frozen";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import type { RoadmapItem } from "~/backend/types";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

// Cards are plain links and the layout's module does the rest: no React (decision 0017).
export const handle = { page: { cache: "roadmap", sitemap: "listed", bench: { name: "Roadmap", budget: "any" } } } satisfies RouteHandle;

/** The board (spec 2 §2.8): every item, newest first; an item's dialog renders in the Outlet. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "roadmap");
  const meta = { title: t("meta.title"), description: t("meta.description") };
  try {
    const items = await context.backend.listRoadmapItems(lang);
    return json({ meta, items, error: null });
  } catch (error) {
    console.error("roadmap load failed", error);
    const items: RoadmapItem[] = [];
    return json({ meta, items, error: t("loadError", { message: t("reasons.unavailable") }) }, { status: 503 });
  }
}

export default function RoadmapPage() {
  const { items, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("roadmap");
  return (
    <>
      <PageIntro heading={t("heading")} intro={t("intro")} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {error ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900">
            {error}
          </p>
        ) : (
          // Kept per list of items (decision 0053): the board is the same for every visitor
          // until an item, a count or a status changes. Under an item's dialog (never cached)
          // every request would render it again.
          <Frozen id="roadmap.board" component={RoadmapBoard} props={{ items }} />
        )}
      </div>
      <Outlet />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => pageMeta(data?.meta, { location, matches });
