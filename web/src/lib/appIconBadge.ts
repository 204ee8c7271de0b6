/**
 * The number on the installed app's icon (the Badging API): `count`, or no badge at 0. Browsers
 * without it, and an app that is not installed, simply show none.
 */
export function showOnAppIcon(count: number): void {
  if (typeof navigator === 'undefined' || !('setAppBadge' in navigator)) return;
  const shown = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
  // Refused where the app may not badge (not installed, or no permission): nothing to tell anyone.
  shown.catch(() => undefined);
}
