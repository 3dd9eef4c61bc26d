/**
 * Where focus goes in a horizontal tab list for a key press (WAI-ARIA tabs pattern): arrows
 * move and wrap around, Home and End jump to the ends. `null` for any other key.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
