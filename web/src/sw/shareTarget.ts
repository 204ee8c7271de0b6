import { registerRoute } from 'workbox-routing';
import { keepShared, SHARE_TARGET_PATH, SHARED_FILES_FIELD, SHARED_UPLOAD_PATH, sharedCaption } from '../lib/sharedFiles';

declare const self: ServiceWorkerGlobalScope;

/*
 * The manifest's share_target: a photo or video shared from the phone's gallery or another app
 * arrives as a POST of multipart/form-data. The worker keeps the files and the words that came
 * with them (web/src/lib/sharedFiles.ts) and answers 303 to Upload, which opens with them. A POST
 * the worker cannot read still lands on Upload, empty, rather than on an error page.
 */
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    try {
      const form = await request.formData();
      const files = form.getAll(SHARED_FILES_FIELD).filter((value): value is File => typeof value !== 'string' && value.size > 0);
      const caption = sharedCaption(
        ['title', 'text', 'url'].map((name) => {
          const value = form.get(name);
          return typeof value === 'string' ? value : null;
        }),
      );
      if (files.length > 0 || caption) await keepShared({ files, caption });
    } catch {
      // Not a form, or storage refused: Upload opens as it would from the bar.
    }
    return Response.redirect(new URL(SHARED_UPLOAD_PATH, self.location.origin).href, 303);
  },
  'POST',
);
