import { useLayoutEffect } from 'react';

/**
 * The instant shell: web/index.html's #shell, the app's frame and the skeleton of the screen asked
 * for, painted before any script runs. It stays until the app's first screen is ready to show,
 * so that the page goes from the shell straight to that screen, with no spinner in between.
 */
const SHELL_ID = 'shell';

/** True while the page still shows the shell (the app has not shown a screen yet). */
export function staticShellShown(): boolean {
  return typeof document !== 'undefined' && document.getElementById(SHELL_ID) !== null;
}

/** Rendered beside the app's first screen: removes the shell in the same frame as that screen appears. */
export function ReplaceStaticShell() {
  useLayoutEffect(() => {
    document.getElementById(SHELL_ID)?.remove();
  }, []);
  return null;
}
