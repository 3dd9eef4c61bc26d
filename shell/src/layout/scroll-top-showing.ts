/** The `scrollTop` of `frame` that shows `item` whole, unchanged when it already shows. */
export function scrollTopShowing(
  frame: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'getBoundingClientRect'>,
  item: Pick<HTMLElement, 'getBoundingClientRect'>,
  margin = 16,
): number {
  const frameBox = frame.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const top = itemBox.top - frameBox.top + frame.scrollTop;
  const bottom = top + itemBox.height;
  if (top - margin < frame.scrollTop) return Math.max(0, top - margin);
  if (bottom + margin > frame.scrollTop + frame.clientHeight) {
    return bottom + margin - frame.clientHeight;
  }
  return frame.scrollTop;
}
