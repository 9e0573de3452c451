import { useTranslation } from "~/lib/translation";
import { boardId, upvoteFormId } from "~/features/engagement/roadmap/schema";
import { redirectFieldName } from "~/lib/forms";
import { hook } from "~/components/ui/hook";
import { FormHooks } from "~/components/ui/form.hooks";
import { useOwnRouteId } from "~/components/ui/own-route";

interface UpvoteFormProps {
  itemId: number;
  title: string;
  upvotes: number;
  voted: boolean;
  action: string;
}

/**
 * The item's upvote: a plain post without JavaScript, in place with it (app/enhance/forms.ts,
 * which then swaps this form for the server's new rendering of it). Once voted, it says so.
 */
export function UpvoteForm({ itemId, title, upvotes, voted, action }: UpvoteFormProps) {
  const { t } = useTranslation("roadmap");
  const ownRoute = useOwnRouteId();

  return (
    <form
      method="post"
      action={action}
      id={upvoteFormId(itemId)}
      data-module={FormHooks.module}
      {...hook(FormHooks.route, ownRoute)}
      // In place, this form and the board's counts behind the dialog are refreshed.
      {...hook(FormHooks.refresh, `${upvoteFormId(itemId)} ${boardId}`)}
      className="flex flex-wrap items-center gap-3"
    >
      <input type="hidden" name="intent" value="upvote" />
      <input type="hidden" name={redirectFieldName} value={action} />
      <button
        type="submit"
        disabled={voted}
        {...hook(FormHooks.busyLabel, t("item.upvoting"))}
        className={`inline-flex items-center gap-2 rounded-md px-4 py-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed ${
          voted ? "border border-teal-700 bg-teal-50 text-teal-800" : "bg-teal-700 text-white hover:bg-teal-800 disabled:opacity-70"
        }`}
      >
        <span aria-hidden="true">▲</span>
        {voted ? t("item.voted") : t("item.upvote")}
        <span className="sr-only"> “{title}”</span>
      </button>
      <span className="font-semibold text-slate-900" data-testid="upvote-count">
        {t("upvotes", { count: upvotes })}
      </span>
      {voted ? <span className="w-full text-sm text-teal-800">{t("item.votedNote")}</span> : null}
    </form>
  );
}
