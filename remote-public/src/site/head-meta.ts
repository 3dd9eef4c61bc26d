/**
 * Sets `<meta {attribute}="{key}" content>` in the document's head, adding the tag when the
 * page has none; null removes it (a page without a social image must not keep the previous
 * page's).
 */
export function setHeadMeta(
  attribute: 'name' | 'property',
  key: string,
  content: string | null,
): void {
  const selector = `meta[${attribute}="${key}"]`;
  let tag = document.head.querySelector<HTMLMetaElement>(selector);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}
