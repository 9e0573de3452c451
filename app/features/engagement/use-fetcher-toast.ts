import { useEffect } from "react";
import { showToast } from "~/components/ui/Toaster";
import type { ToastMessage } from "~/lib/toast";

/** Raises the toast an in-place post answered with, once, when the post (and its reload) is done. */
export function useFetcherToast(fetcher: { state: string; data?: unknown }) {
  useEffect(() => {
    const toast = (fetcher.data as { toast?: ToastMessage } | undefined)?.toast;
    if (fetcher.state === "idle" && toast) showToast(toast);
  }, [fetcher.state, fetcher.data]);
}
