/**
 * The status region's hooks (Toaster.tsx; app/enhance/toast.ts): the region shows the
 * toasts browser modules ask for (`showToast`) from its <template>; each toast reveals its
 * dismiss button and leaves after a while.
 */
export enum ToasterHooks {
  module = "toaster",
  template = "data-toast-template",
}

export enum ToastHooks {
  module = "toast",
  kind = "data-toast",
  title = "data-toast-title",
  description = "data-toast-description",
  dismiss = "data-toast-dismiss",
}
