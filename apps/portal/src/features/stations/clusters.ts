/** A point on the screen (Leaflet's projected pixels at one zoom). */
export type Pixel = { x: number; y: number };

/**
 * Groups points that would overlap on screen: each group is drawn at its first member, and any two
 * groups are at least `spacing` pixels apart (a member joins the first group within that distance).
 * With markers smaller than the spacing, no two targets overlap (WCAG 2.5.8, target size).
 */
export function clusterPoints<T>(items: T[], position: (item: T) => Pixel, spacing: number): T[][] {
  const groups: { at: Pixel; members: T[] }[] = [];
  for (const item of items) {
    const at = position(item);
    const near = groups.find((group) => Math.hypot(group.at.x - at.x, group.at.y - at.y) < spacing);
    if (near) near.members.push(item);
    else groups.push({ at, members: [item] });
  }
  return groups.map((group) => group.members);
}
