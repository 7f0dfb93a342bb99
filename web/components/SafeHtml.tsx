// Renders server HTML (terms, privacy policy) after removing anything executable.
import { useMemo } from "react";

const allowedTags = new Set([
  "a", "b", "blockquote", "br", "caption", "code", "dd", "div", "dl", "dt", "em", "h1", "h2", "h3", "h4", "h5", "h6",
  "hr", "i", "li", "ol", "p", "pre", "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th",
  "thead", "tr", "u", "ul",
]);
const allowedAttributes = new Set(["href", "title", "colspan", "rowspan", "align"]);

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, "text/html");
  const root = doc.body.firstElementChild;
  if (!root) return "";
  const walk = (element: Element) => {
    for (const child of Array.from(element.children)) {
      const tag = child.tagName.toLowerCase();
      if (!allowedTags.has(tag)) {
        if (["script", "style", "iframe", "object", "embed", "link", "meta", "form", "input", "button", "textarea", "select", "svg", "math"].includes(tag)) {
          child.remove();
        } else {
          child.replaceWith(...Array.from(child.childNodes));
          walk(element);
          return;
        }
        continue;
      }
      for (const attr of Array.from(child.attributes)) {
        const name = attr.name.toLowerCase();
        if (!allowedAttributes.has(name)) child.removeAttribute(attr.name);
        else if (name === "href" && !/^(https?:|mailto:|#|\/)/i.test(attr.value.trim())) child.removeAttribute(attr.name);
      }
      if (tag === "a") {
        child.setAttribute("target", "_blank");
        child.setAttribute("rel", "noopener noreferrer");
      }
      walk(child);
    }
  };
  walk(root);
  return root.innerHTML;
}

/**
 * Plain text is shown with its line breaks; HTML is sanitized. A `label` makes the text a named
 * region that takes the keyboard focus, for a box that scrolls (its keys scroll it).
 */
export function SafeHtml({ html, className, testId, label }: { html: string; className?: string; testId?: string; label?: string }) {
  const isHtml = /<\/?[a-z][\s\S]*>/i.test(html);
  const clean = useMemo(() => (isHtml ? sanitizeHtml(html) : ""), [html, isHtml]);
  const region = label ? { role: "region", "aria-label": label, tabIndex: 0 } : {};
  if (!isHtml) {
    return (
      <div className={className} data-testid={testId} style={{ whiteSpace: "pre-wrap" }} {...region}>
        {html}
      </div>
    );
  }
  return <div className={className} data-testid={testId} {...region} dangerouslySetInnerHTML={{ __html: clean }} />;
}
