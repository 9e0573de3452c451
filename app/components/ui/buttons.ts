/**
 * Class names for buttons and links styled as buttons, so every call to action looks and
 * behaves the same (contrast-checked: white on teal-700 is 5.4:1).
 */
// The shared part is one component class in app/tailwind.css (`.btn`): written out, it was
// 190 bytes of every button in every page (docs/decisions/0039-less-markup-for-the-same-page.md).
const base = "btn";

const variants = {
  primary: "bg-teal-700 text-white hover:bg-teal-800",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  ghost: "text-slate-800 hover:bg-slate-100",
  dark: "bg-slate-900 text-white hover:bg-slate-800",
} as const;

const sizes = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-5 py-2.5 text-base",
  lg: "px-6 py-3 text-lg",
} as const;

export function buttonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md"): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
