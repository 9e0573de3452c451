import { ShareHooks } from "./articles/share.hooks";
import { sharePopup } from "./format";

/**
 * Articles and tutorials load no module of their own, only the layout's (DESIGN §9, their
 * JavaScript budget is the layout module's), yet spec 2 §2.6 wants their share links in a
 * 600×400 popup. This few-hundred-byte inline script (root.tsx emits it with
 * `<InlineScript>`, so the page's CSP allows it by hash) does only that; without it the links
 * open a new tab.
 */
export const sharePopupScript = `document.addEventListener("click",function(e){var a=e.target instanceof Element&&e.target.closest("a[${ShareHooks.link}]");if(!a||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey)return;e.preventDefault();var w=${sharePopup.width},h=${sharePopup.height};window.open(a.href,"share","width="+w+",height="+h+",left="+Math.max(0,Math.round(screenX+(outerWidth-w)/2))+",top="+Math.max(0,Math.round(screenY+(outerHeight-h)/2))+",noopener,noreferrer")});`;
